import Foundation
import Testing

/// docs/contract.md "Bases are not specs": a JSON file that found specs extend gets no golden.
@Suite struct BaseSpecCommandTests {
    @Test func aBaseGetsNoGoldenAndAFormerBasesGoldenIsPrunable() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // The base is a complete spec by itself, so today it is taken for one.
        try LintInCICommandTests.write(
            dir, "specs/base.json",
            #"{"ios": 18, "canvas": {"width": 120, "height": 90, "scale": 1}, "alert": {"title": "Base", "width": 100, "actions": [{"title": "OK"}]}}"#
        )
        for name in ["a", "b"] {
            try LintInCICommandTests.write(dir, "specs/\(name).json", #"{"ios": 18, "extends": "base.json", "alert": {"title": "\#(name)"}}"#)
        }
        let first = try CLIRunner.run(["check", "specs"], cwd: dir)
        let goldens = { (try? FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("specs/__snapshots__").path))?.sorted() ?? [] }
        #expect(goldens() == ["a.png", "b.png"], "\(first.stdout)")
        // Bases are the same on every run: listed under --verbose only.
        #expect(!first.stdout.contains("base of"), "\(first.stdout)")
        #expect(first.stdout.contains("2 snapshots: "), "\(first.stdout)")
        let verbose = try CLIRunner.run(["check", "specs", "--verbose"], cwd: dir)
        #expect(verbose.stdout.contains("base of specs/a.json, specs/b.json: specs/base.json"), "\(verbose.stdout)")
        // Named on the command line, the base is a spec of its own.
        let named = try CLIRunner.run(["check", "specs/base.json"], cwd: dir)
        #expect(goldens() == ["a.png", "b.png", "base.png"], "\(named.stdout)")
        // Checked as a folder again, its golden is unused (alertsnap wrote it) and --prune removes it.
        let unused = try CLIRunner.run(["check", "specs", "--record", "never"], cwd: dir)
        #expect(unused.code == 0 && unused.stdout.contains("unused golden: specs/__snapshots__/base.png"), "\(unused.stdout)")
        let pruned = try CLIRunner.run(["check", "specs", "--record", "never", "--prune"], cwd: dir)
        #expect(pruned.stdout.contains("pruned unused golden: specs/__snapshots__/base.png"), "\(pruned.stdout)")
        #expect(goldens() == ["a.png", "b.png"])
        // Excluded by alertsnap.json, it is still a base, not "skipped (not a spec)".
        try LintInCICommandTests.write(dir, "specs/alertsnap.json", #"{"exclude": ["base.json"]}"#)
        let excluded = try CLIRunner.run(["check", "specs", "--record", "never", "--verbose"], cwd: dir)
        #expect(excluded.code == 0 && !excluded.stdout.contains("skipped"), "\(excluded.stdout)")
        #expect(excluded.stdout.contains("base of specs/a.json, specs/b.json: specs/base.json"), "\(excluded.stdout)")
    }

    @Test func aBaseOfABaseIsListedWithTheSpecsAtTheEndsOfTheChain() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try LintInCICommandTests.write(
            dir, "design/root.json",
            #"{"ios": 18, "canvas": {"width": 120, "height": 90, "scale": 1}, "alert": {"width": 100, "actions": [{"title": "OK"}]}}"#)
        try LintInCICommandTests.write(dir, "design/dialog.json", #"{"ios": 18, "extends": "root.json", "alert": {"title": "Dialog"}}"#)
        try LintInCICommandTests.write(dir, "light.json", #"{"ios": 18, "extends": "design/dialog.json"}"#)
        try LintInCICommandTests.write(dir, "dark.json", #"{"ios": 18, "extends": "design/dialog.json", "appearance": "dark"}"#)
        let r = try CLIRunner.run(["check", ".", "--record", "all", "--verbose"], cwd: dir)
        #expect(r.code == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("base of dark.json, light.json: design/dialog.json"), "\(r.stdout)")
        #expect(r.stdout.contains("base of dark.json, light.json: design/root.json"), "\(r.stdout)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("design/__snapshots__").path))
        let goldens = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("__snapshots__").path)
        #expect(goldens.sorted() == ["dark.png", "light.png"])
        // A golden written when the base was named stays unused in the base's own folder, where no
        // spec is left, until --prune removes it.
        #expect(try CLIRunner.run(["check", "design/dialog.json", "--record", "all"], cwd: dir).code == 0)
        let unused = try CLIRunner.run(["check", "."], cwd: dir)
        #expect(unused.code == 0 && unused.stdout.contains("unused golden: design/__snapshots__/dialog.png"), "\(unused.stdout)")
        let pruned = try CLIRunner.run(["check", ".", "--prune"], cwd: dir)
        #expect(pruned.stdout.contains("pruned unused golden: design/__snapshots__/dialog.png"), "\(pruned.stdout)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("design/__snapshots__/dialog.png").path))
    }
}
