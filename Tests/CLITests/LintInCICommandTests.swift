import Foundation
import Testing

/// docs/contract.md, "A verdict you can trust", lint and bases, through the command line: a stock alert lints
/// clean, `--lint-rule` and `alertsnap.json` set levels, and every report counts a lint failure alike.
@Suite struct LintInCICommandTests {
    static func write(_ dir: URL, _ path: String, _ json: String) throws {
        let url = dir.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(json.utf8).write(to: url)
    }

    static let stock = """
        {"ios": 18, "presenting": {"color": "#F2F2F7"}, "alert": {"title": "Delete Draft?", "message": "This cannot be undone.",
         "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Delete", "style": "destructive"}]}}
        """

    @Test func aStockSystemAlertLintsWithExitZeroAndInfo() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.write(dir, "stock.json", Self.stock)
        let r = try CLIRunner.run(["lint", "stock.json", "--json"], cwd: dir)
        #expect(r.code == 0, "\(r.stdout)\(r.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let findings = try #require(json?["findings"] as? [[String: Any]])
        let contrast = findings.filter { $0["rule"] as? String == "contrast" }
        #expect(!contrast.isEmpty && contrast.allSatisfy { $0["severity"] as? String == "info" }, "\(findings)")
        #expect(
            contrast.allSatisfy {
                ($0["message"] as? String)?.contains("UIKit's default colour; set alert.") == true
            })
        // Info fails nothing, not even under --strict; the plain lines leave it out and stderr counts it.
        let strict = try CLIRunner.run(["lint", "stock.json", "--strict"], cwd: dir)
        #expect(strict.code == 0 && strict.stdout.isEmpty, "\(strict.stdout)")
        #expect(strict.stderr == "alertsnap lint: \(contrast.count) info findings not shown (contrast of the look's own colours; --json lists them, --lint-rule contrast=warning raises them)\n", "\(strict.stderr)")
        let raised = try CLIRunner.run(["lint", "stock.json", "--strict", "--lint-rule", "contrast=warning"], cwd: dir)
        #expect(raised.code == 1 && raised.stdout.contains("warning stock.json: contrast: actions[0]: "), "\(raised.stdout)")
    }

    @Test func lintRuleFlagsAndConfigSetTheLevels() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.write(dir, "specs/stock.json", Self.stock)
        let plain = try CLIRunner.run(["lint", "specs/stock.json"], cwd: dir)
        #expect(plain.code == 0 && plain.stdout.isEmpty && plain.stderr.contains(" info findings not shown"), "\(plain.stdout)")
        let off = try CLIRunner.run(["lint", "specs/stock.json", "--lint-rule", "contrast=off"], cwd: dir)
        #expect(off.code == 0 && !off.stdout.contains("contrast"), "\(off.stdout)")
        let error = try CLIRunner.run(["lint", "specs/stock.json", "--lint-rule", "contrast=error"], cwd: dir)
        #expect(error.code == 1, "\(error.stdout)")
        let bad = try CLIRunner.run(["lint", "specs/stock.json", "--lint-rule", "contrast=loud"], cwd: dir)
        #expect(bad.code == 2 && bad.stdout.isEmpty && bad.stderr.contains("contrast=loud"), "\(bad.stderr)")
        // alertsnap.json beside the spec makes contrast an error for lint and check alike; the flag wins.
        try Self.write(dir, "specs/alertsnap.json", #"{"lint": {"rules": {"contrast": "error"}}}"#)
        #expect(try CLIRunner.run(["lint", "specs/stock.json"], cwd: dir).code == 1)
        #expect(try CLIRunner.run(["lint", "specs/stock.json", "--lint-rule", "contrast=warning"], cwd: dir).code == 0)
        _ = try CLIRunner.run(["check", "specs"], cwd: dir)  // records the golden
        let check = try CLIRunner.run(["check", "specs", "--record", "never", "--lint"], cwd: dir)
        #expect(check.code == 1 && check.stdout.contains("LINT error specs/stock.json: contrast:"), "\(check.stdout)")
        let silenced = try CLIRunner.run(
            ["check", "specs", "--record", "never", "--lint", "--lint-rule", "contrast=off"], cwd: dir)
        #expect(silenced.code == 0 && !silenced.stdout.contains("contrast"), "\(silenced.stdout)")
        // A bad level in alertsnap.json is one line naming the file and key, exit 2.
        try Self.write(dir, "specs/alertsnap.json", #"{"lint": {"rules": {"contrast": "loud"}}}"#)
        let config = try CLIRunner.run(["check", "specs", "--record", "never", "--lint"], cwd: dir)
        #expect(config.code == 2 && config.stderr.contains("alertsnap.json: lint.rules.contrast: "), "\(config.stderr)")
    }

    /// What the CI files `init` writes run: `check --ci --lint` passes a stock alert (the look's
    /// own colours are info: neither printed nor counted) and keeps the info in summary.json.
    @Test func checkWithLintPassesAStockAlert() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.write(dir, "specs/stock.json", Self.stock)
        _ = try CLIRunner.run(["check", "specs"], cwd: dir)  // records the golden
        let check = try CLIRunner.run(["check", "specs", "--ci", "--lint", "--report", "report"], cwd: dir)
        #expect(check.code == 0 && !check.stdout.contains("LINT") && !check.stdout.contains("lint warning"), "\(check.stdout)")
        let summary = try String(contentsOf: dir.appendingPathComponent("report/summary.json"), encoding: .utf8)
        #expect(summary.contains("\"severity\":\"info\""), "\(summary)")
    }

    @Test func aLintErrorIsFailedLintInEveryReport() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // White on a white card in dark appearance: an error whose colours the spec set (the card).
        for name in ["a", "b"] {
            try Self.write(
                dir, "specs/\(name).json",
                "{\"ios\": 18, \"appearance\": \"dark\", \"canvas\": {\"width\": 200, \"height\": 200, \"scale\": 1}, \"alert\": {\"background\": \"#FFFFFF\", \"width\": 180, \"title\": \"\(name)\", \"actions\": [{\"title\": \"OK\"}]}}"
            )
        }
        _ = try CLIRunner.run(["check", "specs"], cwd: dir)
        let r = try CLIRunner.run(
            ["check", "specs", "--record", "never", "--lint", "--report", "report", "--junit", "junit.xml"], cwd: dir)
        // 1. exit code, 2. summary line
        #expect(r.code == 1)
        // The summary line, followed by the fix hints.
        let summary = try #require(r.stdout.split(separator: "\n").first { $0.hasPrefix("2 snapshots:") }.map(String.init))
        #expect(r.stdout.hasSuffix("\nto fix this run:\n  alertsnap lint specs    # the design lint's findings with their numbers: fix the spec, or set the rule's level in alertsnap.json's \"lint\"\n"))
        #expect(summary.hasPrefix("2 snapshots: 0 passed, 0 differ, 0 missing, 2 failed lint, "), "\(summary)")
        // The pixels pass: the line names the first lint error, not the golden it matches.
        #expect(r.stdout.contains("FAILED LINT specs/a.json (a): contrast: title"), "\(r.stdout)")
        #expect(!r.stdout.contains("(a): matches"), "\(r.stdout)")
        // 3. summary.json
        let data = try Data(contentsOf: dir.appendingPathComponent("report/summary.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["exitCode"] as? Int == 1)
        let counts = try #require(json["counts"] as? [String: Int])
        #expect(counts["passed"] == 0 && counts["failedLint"] == 2, "\(counts)")
        let statuses = (json["results"] as? [[String: Any]])?.compactMap { $0["status"] as? String }
        #expect(statuses == ["failedLint", "failedLint"])
        // 4. HTML
        let html = try String(contentsOf: dir.appendingPathComponent("report/index.html"), encoding: .utf8)
        #expect(html.contains("2 of 2 snapshots failed") && html.contains("<b>2</b> failed lint"))
        #expect(html.contains("<summary>0 passed</summary>"))
        // 5. JUnit
        let junit = try String(contentsOf: dir.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains("tests=\"2\" failures=\"2\" errors=\"0\""), "\(junit)")
        #expect(junit.components(separatedBy: "type=\"lint\"").count == 3)
    }
}

/// `alertsnap explain` lists every text field of the golden's layout.
@Suite struct ExplainTextFieldTests {
    @Test func explainListsTextFields() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try LintInCICommandTests.write(
            dir, "login.json",
            #"{"ios": 18, "alert": {"title": "Sign In", "textFields": [{"placeholder": "Email"}, {"placeholder": "Password", "secure": true}], "actions": [{"title": "OK"}]}}"#
        )
        #expect(try CLIRunner.run(["render", "login.json", "-o", "login.png"], cwd: dir).code == 0)
        let r = try CLIRunner.run(["explain", "login.png"], cwd: dir)
        #expect(r.code == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for i in 0..<2 {
            #expect(lines.contains { $0.hasPrefix("textFields[\(i)]: ") && $0.contains(" at (") }, "\(r.stdout)")
        }
    }
}
