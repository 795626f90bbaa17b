import Foundation
import Testing

/// A search that finds no spec because an `alertsnap.json`'s globs refused every JSON file names
/// that file and its globs: the user edits the config, not the specs.
@Suite struct NoSpecFilesMessageTests {
    @Test func noSpecFilesNamesTheConfigAndTheGlobsThatExcludedThem() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CheckCommandTests.spec(dir, "fixtures/a.json", title: "A")
        try CheckCommandTests.spec(dir, "fixtures/b.json", title: "B")
        try Data(#"{"specs": ["dialogs/**"], "exclude": ["**/drafts/*"]}"#.utf8).write(
            to: dir.appendingPathComponent("alertsnap.json"))
        let r = try CLIRunner.run(["check", "fixtures"], cwd: dir)
        #expect(r.code == 2 && r.stdout.isEmpty)
        #expect(
            r.stderr
                == "alertsnap check: fixtures: no spec files found (2 JSON files are not specs: alertsnap.json: \"specs\" [\"dialogs/**\"] matches none, or \"exclude\" [\"**/drafts/*\"] leaves them out)\n",
            "\(r.stderr)")
    }
}
