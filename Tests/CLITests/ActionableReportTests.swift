import Foundation
import Testing

/// A failing run's outputs agree with its exit code and say what to type next: the HTML report's
/// headline names the kinds of failure (never "passed"), and the console, the report and JUnit end
/// with the commands that resolve this run, its report folder filled in.
@Suite struct ActionableReportTests {
    static func text(_ dir: URL, _ path: String) throws -> String {
        try String(contentsOf: dir.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func aRunFailedOnlyByUnusedGoldensSaysSoEverywhere() throws {
        let dir = try CheckCommandTests.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try CLIRunner.run(["check", "specs", "--record", "all"], cwd: dir).code == 0)
        try FileManager.default.removeItem(at: dir.appendingPathComponent("specs/three.json"))
        let r = try CLIRunner.run(["check", "specs", "--ci", "--report", "r", "--junit", "j.xml"], cwd: dir)
        #expect(r.code == 1, "\(r.stdout)")

        // Every snapshot passed its comparison; the headline still says the run failed, and why.
        let html = try Self.text(dir, "r/index.html")
        #expect(!html.contains("passed</p>"), "the headline must not call a failing run passed")
        #expect(html.contains(#"<p class="verdict fail" id="verdict">Run failed: 1 unused golden</p>"#))
        #expect(html.contains("<title>alertsnap check: Run failed: 1 unused golden</title>"))
        // The unused golden is listed as a failure, with what to do.
        #expect(html.contains(#"<article class="item unused" id="unused">"#))
        #expect(html.contains("<li><code>specs/__snapshots__/three.png</code></li>"))
        #expect(html.contains("<code>alertsnap check specs --prune</code> removes them"))
        #expect(html.contains(##"<a href="#unused">1 unused golden</a>"##))

        // The console ends with the fix; JUnit and summary.json say the same.
        #expect(
            r.stdout.hasSuffix(
                ", 1 unused golden\nto fix this run:\n  alertsnap check specs --prune    # remove the 1 unused golden when their specs were deleted or renamed on purpose; else restore or fix the spec\n"
            ), "\(r.stdout)")
        let junit = try Self.text(dir, "j.xml")
        #expect(
            junit.contains(
                "    <system-out>Run failed: 1 unused golden\nto fix this run:\n  alertsnap check specs --prune    # remove"),
            "\(junit)")
        let summary = try Self.text(dir, "r/summary.json")
        #expect(summary.contains(#""headline": "Run failed: 1 unused golden""#), "\(summary)")

        // The hint is the fix: run it, and CI passes.
        #expect(try CLIRunner.run(["check", "specs", "--prune"], cwd: dir).code == 0)
        #expect(try CLIRunner.run(["check", "specs", "--ci"], cwd: dir).code == 0)
    }

    @Test func aDifferingRunNamesAcceptServeAndRecordFailedForItsReport() throws {
        let dir = try CheckCommandTests.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try CLIRunner.run(["check", "specs", "--record", "all"], cwd: dir).code == 0)
        try CheckCommandTests.spec(dir, "specs/two.json", title: "Two more")
        let r = try CLIRunner.run(
            ["check", "specs", "--record", "never", "--report", "out/my report", "--junit", "out/junit.xml"], cwd: dir)
        #expect(r.code == 1, "\(r.stdout)")
        let hints = [
            "alertsnap serve --report 'out/my report'    # review the changes in the browser and accept them there (a CI report: download its artifact to 'out/my report' first)",
            "alertsnap accept 'out/my report'    # take the report's images as the goldens, all at once, where this checkout would render the same",
            "alertsnap check specs --record failed    # render in your checkout and record every failing snapshot as its golden; look at them before committing",
        ]
        #expect(
            r.stdout.hasSuffix("0 invalid, 0 errors\nto fix this run:\n" + hints.map { "  " + $0 + "\n" }.joined()),
            "\(r.stdout)")
        let html = try Self.text(dir, "out/my report/index.html")
        #expect(html.contains(#"<p class="verdict fail" id="verdict">Run failed: 1 differ</p>"#), "\(html.prefix(3000))")
        #expect(html.contains(#"<section class="fix" id="fix"><h2>To fix this run</h2>"#))
        for command in ["alertsnap serve --report &#39;out/my report&#39;", "alertsnap accept &#39;out/my report&#39;", "alertsnap check specs --record failed"] {
            #expect(html.contains("<li><code>\(command)</code> "), "\(command)")
        }
        let junit = try Self.text(dir, "out/junit.xml")
        for hint in hints { #expect(junit.contains("\n  " + hint + "\n") || junit.contains("\n  " + hint + "</system-out>"), "\(hint)") }
        #expect(junit.contains("<system-out>Run failed: 1 differ\nto fix this run:\n"))

        // The accept the hint names resolves the run.
        #expect(try CLIRunner.run(["accept", "out/my report"], cwd: dir).code == 0)
        #expect(try CLIRunner.run(["check", "specs", "--record", "never"], cwd: dir).code == 0)
    }

    @Test func aPassingRunPrintsNoHints() throws {
        let dir = try CheckCommandTests.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try CLIRunner.run(["check", "specs", "--record", "all"], cwd: dir).code == 0)
        let r = try CLIRunner.run(["check", "specs", "--ci", "--report", "r", "--junit", "j.xml"], cwd: dir)
        #expect(r.code == 0 && !r.stdout.contains("to fix"), "\(r.stdout)")
        let html = try Self.text(dir, "r/index.html")
        #expect(html.contains(#"<p class="verdict ok" id="verdict">All 3 snapshots passed</p>"#) && !html.contains("id=\"fix\""))
        #expect(!(try Self.text(dir, "j.xml")).contains("system-out"))
    }
}
