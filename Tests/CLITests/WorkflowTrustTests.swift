import Foundation
import Testing

/// The golden workflow never touches what is not its own, and tells a newcomer what went wrong
/// (issue "Trust and first hour"): each test here failed on the version before it.
@Suite struct WorkflowTrustTests {
    typealias Spec = CheckCommandTests

    static func write(_ text: String, _ dir: URL, _ path: String) throws {
        let url = dir.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    static func exists(_ dir: URL, _ path: String) -> Bool {
        FileManager.default.fileExists(atPath: dir.appendingPathComponent(path).path)
    }

    @Test func pruneNeverTouchesAnotherSuitesSnapshotsFolder() throws {
        let dir = try CheckCommandTests.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try CLIRunner.run(["check", "specs"], cwd: dir)
        // A test golden of some other tool, in a __snapshots__ folder no spec maps to, even one
        // that alertsnap itself once wrote.
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("specs/Tests/__snapshots__"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: dir.appendingPathComponent("specs/__snapshots__/one.png"),
            to: dir.appendingPathComponent("specs/Tests/__snapshots__/theirs.png"))
        let r = try CLIRunner.run(["check", "specs", "--record", "never", "--prune"], cwd: dir)
        #expect(r.code == 0, "\(r.stdout)\(r.stderr)")
        #expect(Self.exists(dir, "specs/Tests/__snapshots__/theirs.png"))
        #expect(!r.stdout.contains("theirs.png"))
    }

    @Test func reportsStringTablesAndConfigBesideTheSpecsAreNoSpecs() throws {
        let dir = try CheckCommandTests.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try CLIRunner.run(["check", "specs"], cwd: dir)
        // A report written inside the searched folder, a string table, an Xcode catalog.
        let first = try CLIRunner.run(["check", "specs", "--record", "never", "--report", "specs/report"], cwd: dir)
        #expect(first.code == 0, "\(first.stdout)\(first.stderr)")
        try Self.write(#"{"delete.title": "Delete?", "common.cancel": "Cancel"}"#, dir, "specs/strings.json")
        try Self.write(#"{"sourceLanguage": "en", "strings": {}}"#, dir, "specs/Localizable.xcstrings")
        try Self.write(#"{"alert": {"title": "x"}}"#, dir, "specs/__snapshots__/__failures__/stray.json")
        let next = try CLIRunner.run(["check", "specs", "--record", "never"], cwd: dir)
        #expect(next.code == 0, "\(next.stdout)\(next.stderr)")
        #expect(next.stdout.contains("skipped (not a spec): specs/strings.json"))
        #expect(next.stdout.contains("3 snapshots: 3 passed"))
        // A misspelt spec key is still a spec, and its error is reported.
        try Self.write(#"{"alrt": {"title": "x"}}"#, dir, "specs/typo.json")
        let typo = try CLIRunner.run(["check", "specs", "--record", "never"], cwd: dir)
        #expect(typo.code == 2)
        #expect(typo.stdout.contains("did you mean \"alert\""))
    }

    @Test func aFolderWithoutSpecsIsExitTwo() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let r = try CLIRunner.run(["check", "empty"], cwd: dir)
        #expect(r.code == 2)
        #expect(r.stderr == "alertsnap check: empty: no spec files found\n")
        let typo = try CLIRunner.run(["check", "Fixturs"], cwd: dir)
        #expect(typo.code == 2 && typo.stderr.contains("Fixturs: no such file or directory"))
    }

    @Test func configFileChoosesSpecsGoldenFolderAndThreshold() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CheckCommandTests.spec(dir, "ui/dialogs/a.json", title: "A")
        try CheckCommandTests.spec(dir, "ui/dialogs/drafts/b.json", title: "B")
        try CheckCommandTests.spec(dir, "ui/other/c.json", title: "C")
        try Self.write(
            """
            // JSONC, like specs
            {"specs": ["dialogs/**/*.json"], "exclude": ["**/drafts/*"], "golden": "goldens", "threshold": 0.2,}
            """, dir, "ui/alertsnap.json")
        let r = try CLIRunner.run(["check", "ui"], cwd: dir)
        #expect(r.code == 1)
        #expect(r.stdout.contains("1 snapshot: 0 passed, 0 differ, 1 missing, 1 recorded"), "\(r.stdout)")
        #expect(Self.exists(dir, "ui/goldens/a.png"))
        #expect(!Self.exists(dir, "ui/goldens/b.png") && !Self.exists(dir, "ui/goldens/c.png"))
        // A bad config is one line naming the file and key.
        try Self.write(#"{"spec": ["*.json"]}"#, dir, "ui/alertsnap.json")
        let bad = try CLIRunner.run(["check", "ui"], cwd: dir)
        #expect(bad.code == 2)
        #expect(bad.stderr.contains("ui/alertsnap.json: spec: unknown key; did you mean \"specs\"?"))
    }

    @Test func aJUnitPathThatIsAFolderFailsBeforeAnyGoldenIsWritten() throws {
        let dir = try CheckCommandTests.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("out"), withIntermediateDirectories: true)
        let r = try CLIRunner.run(["check", "specs", "--record", "all", "--junit", "out"], cwd: dir)
        #expect(r.code == 2)
        #expect(r.stderr.contains("--junit out: is a folder"))
        #expect(CheckCommandTests.goldens(dir).isEmpty)
    }

    @Test func aReadOnlyGoldenFolderStillReportsTheDifference() throws {
        let dir = try CheckCommandTests.workspace()
        defer {
            chmod(dir.appendingPathComponent("specs/__snapshots__").path, 0o755)
            try? FileManager.default.removeItem(at: dir)
        }
        _ = try CLIRunner.run(["check", "specs"], cwd: dir)
        try CheckCommandTests.spec(dir, "specs/one.json", title: "Changed")
        // A file where the failures folder would go: nothing can be created there, even as root.
        try Self.write("not a folder", dir, "specs/__snapshots__/__failures__")
        let r = try CLIRunner.run(["check", "specs", "--record", "never", "--verbose"], cwd: dir)
        #expect(r.code == 1, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("FAIL specs/one.json (one): differs from specs/__snapshots__/one.png:"))
        #expect(r.stdout.contains("failure images not written"))
    }

    @Test func temporaryFilesOfAnInterruptedRunAreRemoved() throws {
        let dir = try CheckCommandTests.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try CLIRunner.run(["check", "specs"], cwd: dir)
        let stale = dir.appendingPathComponent("specs/__snapshots__/.one.png.tmp-Ab12Cd")
        try Data("half a png".utf8).write(to: stale)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: stale.path)
        let fresh = dir.appendingPathComponent("specs/__snapshots__/.two.png.tmp-Zz99Yy")
        try Data("being written".utf8).write(to: fresh)
        let r = try CLIRunner.run(["check", "specs", "--record", "never"], cwd: dir)
        #expect(r.code == 0)
        #expect(
            r.stdout.contains("removed temporary file of an interrupted run: specs/__snapshots__/.one.png.tmp-Ab12Cd"))
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(FileManager.default.fileExists(atPath: fresh.path))
    }

    @Test func specsMayHoldCommentsAndTrailingCommas() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.write(
            """
            {
              // copied from the contract's examples
              "canvas": {"width": 120, "height": 90, "scale": 1},  /* small */
              "safeArea": {"top": 0, "bottom": 0, "left": 0, "right": 0,},
              "alert": {"title": "Hi", "actions": [{"title": "OK"},],},
            }
            """, dir, "c.json")
        let r = try CLIRunner.run(["render", "c.json", "-o", "c.png"], cwd: dir)
        #expect(r.code == 0, "\(r.stderr)")
        #expect(Self.exists(dir, "c.png"))
        try Self.write("{\"alert\": {} /* never closed", dir, "open.json")
        let open = try CLIRunner.run(["render", "open.json", "-o", "o.png"], cwd: dir)
        #expect(open.code == 2)
        #expect(open.stderr.contains("open.json: invalid JSON at line 1, column 14: unterminated /* comment"))
    }

    @Test func renderRefusesAnOutputThatIsNoPNGAndExplainsAFolderGivenAsSpec() throws {
        let dir = try CheckCommandTests.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let jpg = try CLIRunner.run(["render", "specs/one.json", "-o", "out.jpg"], cwd: dir)
        #expect(jpg.code == 2)
        #expect(jpg.stderr.contains("-o out.jpg: not a .png file name"))
        #expect(!Self.exists(dir, "out.jpg"))
        let folder = try CLIRunner.run(["render", "specs"], cwd: dir)
        #expect(folder.code == 2)
        #expect(folder.stderr.contains("specs: is a folder, not a spec file"))
        // An existing folder named like a file is still a folder.
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("v1.0"), withIntermediateDirectories: true)
        #expect(try CLIRunner.run(["render", "specs/one.json", "-o", "v1.0"], cwd: dir).code == 0)
        #expect(Self.exists(dir, "v1.0/one.png"))
    }
}
