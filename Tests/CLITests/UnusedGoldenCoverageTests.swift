import Foundation
import Testing

/// CI coverage: a golden no spec uses any more fails a CI run, naming it, so deleting or
/// renaming a spec cannot shrink what CI checks silently; an invalid spec keeps its goldens.
@Suite struct UnusedGoldenCoverageTests {
    @Test func aDeletedSpecsGoldenFailsCIUnlessAllowed() throws {
        let dir = try CheckCommandTests.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try CLIRunner.run(["check", "specs", "--record", "all"], cwd: dir).code == 0)
        try FileManager.default.removeItem(at: dir.appendingPathComponent("specs/three.json"))
        let ci = try CLIRunner.run(["check", "specs"], cwd: dir, environment: ["CI": "true"])
        #expect(ci.code == 1, "\(ci.stdout)")
        #expect(ci.stdout.contains("UNUSED golden: specs/__snapshots__/three.png"), "\(ci.stdout)")
        #expect(ci.stdout.contains(", 1 unused golden\nto fix this run:\n"), "\(ci.stdout)")
        let flag = try CLIRunner.run(["check", "specs", "--ci", "--junit", "j.xml", "--report", "r"], cwd: dir)
        #expect(flag.code == 1, "\(flag.stdout)")
        // The JUnit file and summary.json say so too, and merging the report keeps the verdict.
        let junit = try String(contentsOf: dir.appendingPathComponent("j.xml"), encoding: .utf8)
        #expect(junit.contains(#"<testcase classname="alertsnap.unused" name="specs/__snapshots__/three.png""#), "\(junit)")
        #expect(junit.contains(#"tests="3" failures="1""#), "\(junit)")
        let summary = try String(contentsOf: dir.appendingPathComponent("r/summary.json"), encoding: .utf8)
        #expect(summary.contains(#""exitCode": 1"#) && summary.contains(#""unusedFails": true"#), "\(summary)")
        let merged = try CLIRunner.run(["merge-reports", "r", "--report", "m"], cwd: dir)
        #expect(merged.code == 1 && merged.stdout.contains("UNUSED golden: specs/__snapshots__/three.png"), "\(merged.stdout)")
        let allowed = try CLIRunner.run(["check", "specs", "--allow-unused"], cwd: dir, environment: ["CI": "true"])
        #expect(allowed.code == 0, "\(allowed.stdout)")
        #expect(allowed.stdout.contains("unused golden: specs/__snapshots__/three.png"), "\(allowed.stdout)")
        // Outside CI the golden is listed, as before, and the run passes.
        let local = try CLIRunner.run(["check", "specs"], cwd: dir)
        #expect(local.code == 0 && local.stdout.contains("unused golden: specs/__snapshots__/three.png"))
        // Pruned, it is gone and CI passes again.
        #expect(try CLIRunner.run(["check", "specs", "--prune"], cwd: dir, environment: ["CI": "true"]).code == 0)
        #expect(try CLIRunner.run(["check", "specs"], cwd: dir, environment: ["CI": "true"]).code == 0)
    }

    @Test func anInvalidSpecsGoldensAreCountedUnderItNotUnused() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = dir.appendingPathComponent("specs/card.json")
        try FileManager.default.createDirectory(at: spec.deletingLastPathComponent(), withIntermediateDirectories: true)
        func write(_ title: String) throws {
            try Data("""
                {"ios": 18, "name": "payment", "canvas": {"width": 120, "height": 90, "scale": 1},
                 "variants": {"appearance": ["light", "dark"]},
                 "alert": {"title": \(title), "width": 100, "actions": [{"title": "OK"}]}}
                """.utf8).write(to: spec)
        }
        try write("\"Pay\"")
        #expect(try CLIRunner.run(["check", "specs", "--record", "all"], cwd: dir).code == 0)
        try write("42")
        let r = try CLIRunner.run(["check", "specs", "--prune"], cwd: dir, environment: ["CI": "true"])
        #expect(r.code == 2, "\(r.stdout)")
        #expect(!r.stdout.contains("unused golden"), "\(r.stdout)")
        #expect(
            r.stdout.contains(
                "(2 goldens of it kept: specs/__snapshots__/payment.appearance=dark.png, specs/__snapshots__/payment.appearance=light.png)"
            ), "\(r.stdout)")
        let kept = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("specs/__snapshots__").path)
        #expect(kept.count == 2)
    }
}
