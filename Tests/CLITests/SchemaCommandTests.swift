import Foundation
import Testing

/// `alertsnap schema`: prints the committed docs/schema.json and, with --markdown, docs/spec.md.
@Suite struct SchemaCommandTests {
    static func committed(_ path: String) throws -> String {
        try String(contentsOf: CLIRunner.root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func printsTheCommittedSchemaAndReference() throws {
        let schema = try CLIRunner.run(["schema"])
        #expect(schema.code == 0 && schema.stderr.isEmpty)
        #expect(schema.stdout == (try Self.committed("docs/schema.json")), "run scripts/generate-docs.sh")
        #expect(schema.stdout.hasPrefix("{\n  \"$schema\": \"https://json-schema.org/draft/2020-12/schema\""))
        let markdown = try CLIRunner.run(["schema", "--markdown"])
        #expect(markdown.code == 0)
        #expect(markdown.stdout == (try Self.committed("docs/spec.md")), "run scripts/generate-docs.sh")
    }

    @Test func aSpecNamingTheSchemaRenders() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = dir.appendingPathComponent("named.json")
        try Data(#"{"ios": 18, "$schema": "../docs/schema.json", "alert": {"title": "Hi"}}"#.utf8).write(to: spec)
        let r = try CLIRunner.run(["layout", spec.path])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stdout.contains("\"title\""))
        let stray = try CLIRunner.run(["schema", "extra"])
        #expect(stray.code == 2 && stray.stderr.contains("usage: alertsnap schema"))
    }
}
