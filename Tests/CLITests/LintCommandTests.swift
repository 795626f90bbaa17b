import Foundation
import Testing

/// `alertsnap lint`, run as a user runs it.
@Suite struct LintCommandTests {
    static func write(_ dir: URL, _ name: String, _ json: String) throws {
        try Data(json.utf8).write(to: dir.appendingPathComponent(name))
    }

    /// A white card: dark text in light appearance (clean), white text in dark (contrast errors).
    static let whiteCard = """
        {"ios": 18, "alert": {"background": "#FFFFFF", "title": "Delete?", "tint": "#0040DD", "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Delete"}]}}
        """

    @Test func findingsArePrintedPerVariantAndErrorsExitOne() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.write(dir, "card.json", Self.whiteCard)
        let light = try CLIRunner.run(["lint", "card.json"], cwd: dir)
        #expect(light.code == 0 && light.stdout.isEmpty, "\(light.stdout)\(light.stderr)")
        let both = try CLIRunner.run(["lint", "card.json", "--vary", "appearance=light,dark"], cwd: dir)
        #expect(both.code == 1, "\(both.stderr)")
        let lines = both.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.contains { $0.hasPrefix("error card.json[appearance=dark]: contrast: title: contrast 1.00:1") }, "\(lines)")
        // Every plain line starts with its level.
        #expect(lines.allSatisfy { $0.hasPrefix("error ") || $0.hasPrefix("warning ") }, "\(lines)")
        #expect(!lines.contains { $0.contains("appearance=light") }, "\(lines)")
    }

    /// `lint` and `check --lint` name a variant alike, in golden file-name order, whatever order
    /// the spec's `variants` and `--vary` came in.
    @Test func lintAndCheckNameAVariantInOneOrder() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // The spec varies appearance, --vary adds locale (after appearance in file names).
        try Self.write(dir, "card.json", Self.whiteCard.replacingOccurrences(
            of: "{\"ios\": 18,", with: "{\"ios\": 18, \"variants\": {\"appearance\": [\"light\", \"dark\"]},"))
        let lint = try CLIRunner.run(["lint", "card.json", "--vary", "locale=en,de"], cwd: dir)
        #expect(lint.stdout.contains("error card.json[appearance=dark,locale=de]: contrast: title: "), "\(lint.stdout)")
        let check = try CLIRunner.run(["check", "card.json", "--record", "all", "--lint", "--vary", "locale=en,de"], cwd: dir)
        #expect(check.stdout.contains("LINT error card.json[appearance=dark,locale=de]: contrast: title: "), "\(check.stdout)")
    }

    @Test func jsonHasEveryKeyOfTheSpec() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.write(dir, "card.json", Self.whiteCard)
        let r = try CLIRunner.run(["lint", "card.json", "--appearance", "dark", "--json"], cwd: dir)
        #expect(r.code == 1)
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let findings = try #require(json?["findings"] as? [[String: Any]])
        let title = try #require(findings.first { $0["element"] as? String == "title" })
        #expect(title["spec"] as? String == "card.json" && title["variant"] as? String == "")
        #expect(title["rule"] as? String == "contrast" && title["severity"] as? String == "error")
        #expect((title["message"] as? String)?.contains("below 4.50:1") == true)
        let frame = try #require(title["frame"] as? [String: Any])
        #expect((frame["width"] as? Double ?? 0) > 0 && (frame["height"] as? Double ?? 0) > 0)
    }

    @Test func warningsFailOnlyWithStrict() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A word wider than its line at AX5: a midWordBreak warning and nothing else.
        try Self.write(
            dir, "field.json",
            "{\"ios\": 18, \"contentSize\": \"AX5\", \"alert\": {\"background\": \"#FFFFFF\", \"title\": \"Pay\", \"tint\": \"#0040DD\", \"actions\": [{\"title\": \"Gesamtbetrag zahlen\"}]}}"
        )
        let r = try CLIRunner.run(["lint", "field.json"], cwd: dir)
        #expect(
            r.code == 0
                && r.stdout
                    == "warning field.json: midWordBreak: actions[0]: \"Gesamtbetrag\" is broken inside the word (\"Gesamtbetr|ag\"): it is wider than its line at 53 pt; shorten it or give it a soft hyphen (U+00AD)\n",
            "\(r.stdout)")
        #expect(try CLIRunner.run(["lint", "field.json", "--strict"], cwd: dir).code == 1)
    }

    @Test func badInputIsOneLineAndExitTwo() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.write(dir, "card.json", Self.whiteCard)
        try Self.write(dir, "bad.json", "{\"ios\": 18, \"alert\": {\"actions\": [{\"title\": \"OK\", \"style\": \"loud\"}]}}")
        // The good spec comes first, yet nothing is printed for it: every spec is read before linting.
        let r = try CLIRunner.run(["lint", "card.json", "bad.json", "--appearance", "dark"], cwd: dir)
        #expect(r.code == 2 && r.stdout.isEmpty)
        #expect(r.stderr.contains("bad.json") && r.stderr.contains("alert.actions[0].style"), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1)
        let vary = try CLIRunner.run(["lint", "card.json", "--vary", "colour=red"], cwd: dir)
        #expect(vary.code == 2 && vary.stdout.isEmpty)
        #expect(try CLIRunner.run(["lint"], cwd: dir).code == 2)
    }
}

/// `alertsnap check --lint`: findings in the console, summary.json, JUnit and the HTML report.
@Suite struct CheckLintTests {
    @Test func lintErrorsFailASnapshotWhosePixelsPass() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("specs"), withIntermediateDirectories: true)
        try LintCommandTests.write(
            dir, "specs/card.json",
            "{\"ios\": 18, \"appearance\": \"dark\", \"canvas\": {\"width\": 200, \"height\": 200, \"scale\": 1}, \"alert\": {\"background\": \"#FFFFFF\", \"width\": 180, \"title\": \"Delete?\", \"actions\": [{\"title\": \"OK\"}]}}"
        )
        _ = try CLIRunner.run(["check", "specs"], cwd: dir)  // records the golden
        let plain = try CLIRunner.run(["check", "specs", "--record", "never"], cwd: dir)
        #expect(plain.code == 0 && !plain.stdout.contains("LINT"), "\(plain.stdout)")
        let r = try CLIRunner.run(
            ["check", "specs", "--record", "never", "--lint", "--report", "report", "--junit", "junit.xml"], cwd: dir)
        #expect(r.code == 1, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("LINT error specs/card.json: contrast: title: contrast 1.00:1"), "\(r.stdout)")
        #expect(r.stdout.contains("0 passed") && r.stdout.contains("1 failed lint"), "\(r.stdout)")
        let summary = try String(contentsOf: dir.appendingPathComponent("report/summary.json"), encoding: .utf8)
        let json = try JSONSerialization.jsonObject(with: Data(summary.utf8)) as? [String: Any]
        #expect(json?["exitCode"] as? Int == 1)
        let result = (json?["results"] as? [[String: Any]])?.first
        let lint = try #require(result?["lint"] as? [[String: Any]])
        #expect(lint.contains { $0["rule"] as? String == "contrast" && $0["element"] as? String == "title" })
        let junit = try String(contentsOf: dir.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains("failures=\"1\"") && junit.contains("type=\"lint\""), "\(junit)")
        let html = try String(contentsOf: dir.appendingPathComponent("report/index.html"), encoding: .utf8)
        #expect(html.contains("Design lint: ") && html.contains("contrast: title:"))
        #expect(html.contains("1 of 1 snapshots failed"))
    }
}
