import Foundation
import Testing

/// `alertsnap accept`: a report's actual images become goldens only when this checkout would
/// render the same inputs.
@Suite struct AcceptCommandTests {
    /// Two checkouts of `specs/one.json` and `specs/two.json`; in the second, `two` has another title.
    /// The first ran `check --record never --report report`, so both snapshots are missing there
    /// and the report holds their actual images.
    static func checkouts() throws -> (ci: URL, here: URL) {
        let ci = try CLIRunner.temporaryDirectory()
        let here = try CLIRunner.temporaryDirectory()
        for (dir, two) in [(ci, "Two"), (here, "Two, changed")] {
            try CheckCommandTests.spec(dir, "specs/one.json", title: "One")
            try CheckCommandTests.spec(dir, "specs/two.json", title: two)
        }
        let run = try CLIRunner.run(["check", "specs", "--record", "never", "--report", "report"], cwd: ci)
        #expect(run.code == 1, "\(run.stdout)\(run.stderr)")
        return (ci, here)
    }

    @Test func acceptsWhatThisCheckoutWouldRenderAndRefusesTheRest() throws {
        let (ci, here) = try Self.checkouts()
        defer {
            try? FileManager.default.removeItem(at: ci)
            try? FileManager.default.removeItem(at: here)
        }
        let run = try CLIRunner.run(["accept", ci.appendingPathComponent("report").path], cwd: here)
        #expect(run.code == 1, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("accepted one: wrote specs/__snapshots__/one.png"), "\(run.stdout)")
        // The refusal names the file and the drawn key that differs, not digests.
        #expect(
            run.stdout.contains(
                #"refused two: specs/two.json changed since the report (report -> here: title.lines 1 -> 3; title "Two" -> "Two, changed"; "#),
            "\(run.stdout)")
        #expect(!run.stdout.contains("input spec"), "\(run.stdout)")
        #expect(run.stdout.hasSuffix("1 accepted, 1 refused\n"), "\(run.stdout)")
        // The accepted golden is the report's image byte for byte, and the next check passes it.
        let golden = try Data(contentsOf: here.appendingPathComponent("specs/__snapshots__/one.png"))
        let images = try FileManager.default.contentsOfDirectory(atPath: ci.appendingPathComponent("report/images").path)
        let actual = try #require(images.first { $0.hasSuffix("-one.actual.png") })
        #expect(golden == (try Data(contentsOf: ci.appendingPathComponent("report/images/" + actual))))
        #expect(!FileManager.default.fileExists(atPath: here.appendingPathComponent("specs/__snapshots__/two.png").path))
        let check = try CLIRunner.run(["check", "specs/one.json", "--record", "never"], cwd: here)
        #expect(check.code == 0, "\(check.stdout)\(check.stderr)")
        // No temporary file left beside the golden.
        let left = try FileManager.default.contentsOfDirectory(atPath: here.appendingPathComponent("specs/__snapshots__").path)
        #expect(left == ["one.png"])
    }

    @Test func dryRunWritesNothing() throws {
        let (ci, here) = try Self.checkouts()
        defer {
            try? FileManager.default.removeItem(at: ci)
            try? FileManager.default.removeItem(at: here)
        }
        let run = try CLIRunner.run(["accept", "report", "--dry-run"], cwd: ci)
        #expect(run.code == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("would accept one: specs/__snapshots__/one.png"), "\(run.stdout)")
        #expect(run.stdout.contains("would accept two: specs/__snapshots__/two.png"), "\(run.stdout)")
        #expect(!FileManager.default.fileExists(atPath: ci.appendingPathComponent("specs/__snapshots__").path))
        // Without --dry-run, in the checkout that made the report, both are accepted: exit 0.
        let real = try CLIRunner.run(["accept", "report", "--only", "two"], cwd: ci)
        #expect(real.code == 0, "\(real.stdout)\(real.stderr)")
        #expect(real.stdout.hasSuffix("1 accepted, 0 refused\n"), "\(real.stdout)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: ci.appendingPathComponent("specs/__snapshots__").path)
                == ["two.png"])
    }

    @Test func badInputIsExitTwoAndWritesNothing() throws {
        let (ci, here) = try Self.checkouts()
        defer {
            try? FileManager.default.removeItem(at: ci)
            try? FileManager.default.removeItem(at: here)
        }
        let missing = try CLIRunner.run(["accept", "no-such-report"], cwd: ci)
        #expect(missing.code == 2)
        #expect(missing.stderr.contains("no-such-report/summary.json: cannot read"), "\(missing.stderr)")
        let unknown = try CLIRunner.run(["accept", "report", "--only", "three"], cwd: ci)
        #expect(unknown.code == 2)
        #expect(unknown.stderr.contains("--only three: no snapshot of that name"), "\(unknown.stderr)")
        try Data("{\"results\": 3}".utf8).write(to: here.appendingPathComponent("summary.json"))
        let broken = try CLIRunner.run(["accept", "."], cwd: here)
        #expect(broken.code == 2)
        #expect(broken.stderr.contains("summary.json: results: missing or not an array"), "\(broken.stderr)")
        #expect(!FileManager.default.fileExists(atPath: ci.appendingPathComponent("specs/__snapshots__").path))
    }
}

/// Failures grouped by cause on the console, and `accept --group N` accepting one cause's snapshots.
@Suite struct AcceptGroupCommandTests {
    @Test func checkPrintsOneLinePerCauseAndAcceptTakesOneGroup() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["one", "two", "three"] { try CheckCommandTests.spec(dir, "specs/\(name).json", title: "Hello") }
        _ = try CLIRunner.run(["check", "specs", "--record", "missing"], cwd: dir)
        // Two specs say the same new title, one another: three edits, three causes, each named by
        // the key and file edited.
        try CheckCommandTests.spec(dir, "specs/one.json", title: "Hello!")
        try CheckCommandTests.spec(dir, "specs/two.json", title: "Hello!")
        try CheckCommandTests.spec(dir, "specs/three.json", title: "Goodbye")
        let run = try CLIRunner.run(["check", "specs", "--record", "never", "--report", "report"], cwd: dir)
        #expect(run.code == 1)
        let causes = run.stdout.split(separator: "\n").filter { $0.hasPrefix("CAUSE ") }
        #expect(
            causes == [
                "CAUSE alert.title in specs/one.json: \"Hello\" -> \"Hello!\": 1 snapshot in 1 dialog",
                "CAUSE alert.title in specs/three.json: \"Hello\" -> \"Goodbye\": 1 snapshot in 1 dialog",
                "CAUSE alert.title in specs/two.json: \"Hello\" -> \"Hello!\": 1 snapshot in 1 dialog",
            ], "\(run.stdout)")
        let before = CheckCommandTests.goldens(dir)
        let accept = try CLIRunner.run(["accept", "report", "--group", "2"], cwd: dir)
        #expect(accept.code == 0, "\(accept.stdout)\(accept.stderr)")
        #expect(accept.stdout.hasSuffix("1 accepted, 0 refused\n"), "\(accept.stdout)")
        let after = CheckCommandTests.goldens(dir)
        #expect(after.keys.filter { after[$0] != before[$0] }.sorted() == ["three.png"])
        let missing = try CLIRunner.run(["accept", "report", "--group", "4"], cwd: dir)
        #expect(missing.code == 2 && missing.stderr.contains("lists no failure group 4"), "\(missing.stderr)")
    }
}
