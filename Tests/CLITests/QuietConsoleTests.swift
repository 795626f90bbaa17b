import Foundation
import Testing

/// `check`'s console: paths as a person writes them (normalised, relative to the current folder).
@Suite struct QuietConsoleTests {
    /// `dialogs/a.json` reading `../strings/app.xcstrings`, whose `unused` key draws nothing.
    static func catalogProject(unused: String) throws -> URL {
        let dir = try CLIRunner.temporaryDirectory()
        try VerdictTrustTests.write(dir, "dialogs/a.json", """
            {"ios": 18, "canvas": {"width": 160, "height": 120, "scale": 1}, "strings": "../strings/app.xcstrings",
             "alert": {"width": 140, "title": {"key": "title"}, "actions": [{"title": "OK"}]}}
            """)
        try writeCatalog(dir, unused: unused)
        return dir
    }

    static func writeCatalog(_ dir: URL, unused: String, title: String = "Hello") throws {
        try VerdictTrustTests.write(dir, "strings/app.xcstrings", """
            {"sourceLanguage": "en", "strings": {
              "title": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "\(title)"}}}},
              "unused": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "\(unused)"}}}}}}
            """)
    }

    @Test func changedInputsAreNamedByTheirNormalisedPath() throws {
        let dir = try Self.catalogProject(unused: "one")
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try CLIRunner.run(["check", "dialogs", "--record", "all"], cwd: dir).code == 0)
        // A key no snapshot shows is no input of any golden.
        try Self.writeCatalog(dir, unused: "two")
        let unused = try CLIRunner.run(["check", "dialogs", "--verbose"], cwd: dir)
        #expect(unused.code == 0 && !unused.stdout.contains("inputs changed"), "\(unused.stdout)")
        // The title's: named by the catalog's normalised path.
        try Self.writeCatalog(dir, unused: "two", title: "Hallo")
        let r = try CLIRunner.run(["check", "dialogs", "--verbose"], cwd: dir)
        #expect(r.code == 1, "\(r.stdout)")
        #expect(r.stdout.contains("inputs changed: strings/app.xcstrings"), "\(r.stdout)")
        #expect(!r.stdout.contains(".."), "\(r.stdout)")
    }

    @Test func aSpecNamedByItsAbsolutePathIsPrintedRelativeToTheCurrentFolder() throws {
        let dir = try CheckCommandTests.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try CLIRunner.run(["check", "specs", "--record", "all"], cwd: dir).code == 0)
        try CheckCommandTests.spec(dir, "specs/two.json", title: "Tvo")
        let absolute = dir.appendingPathComponent("specs").path
        let r = try CLIRunner.run(["check", absolute], cwd: dir)
        #expect(r.code == 1, "\(r.stdout)")
        #expect(r.stdout.hasPrefix("FAIL specs/two.json (two): title \"Two\" -> \"Tvo\"\n"), "\(r.stdout)")
        #expect(!r.stdout.contains(dir.path), "\(r.stdout)")
    }
}
