import AlertModel
import AlertRender
import DesignLint
import Foundation
import Testing

/// A lint a team leaves on: a stock system alert (the look's own colours, short English texts) is
/// lint-clean, no error and no warning, in every look and appearance; contrast findings about
/// the look's own colours are `info`, which fails nothing, and a configured level raises them.
@Suite struct StockLooksLintTests {
    static let lint = DesignLinter(renderer: try! AlertRenderer())

    /// The looks: iOS 18 and 26, and Android's three dialogs.
    static let looks = [
        "\"ios\": 18", "\"ios\": 26", "\"platform\": \"android\", \"android\": \"material3\"",
        "\"platform\": \"android\", \"android\": \"material3-views\"",
        "\"platform\": \"android\", \"android\": \"appcompat\"",
    ]

    static func stock(_ look: String, appearance: String) -> String {
        """
        {\(look), "appearance": "\(appearance)", "alert": {"title": "Delete Draft?", "message": "This cannot be undone.",
         "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Delete", "style": "destructive"}]}}
        """
    }

    func findings(_ json: String, lint: DesignLinter = Self.lint) throws -> [LintFinding] {
        let spec = try AlertSpec.decode(Array(json.utf8), file: "t.json").resolved()
        return try lint.findings(for: spec, file: "t.json")
    }

    @Test(arguments: looks, ["light", "dark"])
    func aStockAlertIsLintClean(look: String, appearance: String) throws {
        let f = try findings(Self.stock(look, appearance: appearance))
        let failing = f.filter { $0.severity != .info }
        #expect(failing.isEmpty, "\(failing.map(\.leveledLine))")
        #expect(LintFinding.exitCode(f, strict: true) == 0)
        // What is left is the look's own colours, each with its hint.
        #expect(f.allSatisfy { $0.rule == .contrast && $0.message.contains("default colour") }, "\(f.map(\.leveledLine))")
    }

    /// `info` is a level of its own: the look's colours under 4.5:1 are info by default, a
    /// configured `warning` raises them (and `--strict` then fails), `off` drops them.
    @Test func lookColoursAreInfoUntilRaised() throws {
        let json = "{\"ios\": 18, \"presenting\": {\"color\": \"#F2F2F7\"}, \"alert\": {\"title\": \"Delete Draft?\", \"actions\": [{\"title\": \"Cancel\", \"style\": \"cancel\"}, {\"title\": \"Delete\", \"style\": \"destructive\"}]}}"
        let f = try findings(json)
        #expect(!f.isEmpty && f.allSatisfy { $0.rule == .contrast && $0.severity == .info }, "\(f.map(\.leveledLine))")
        #expect(f.allSatisfy { $0.leveledLine.hasPrefix("info t.json: contrast: ") })
        #expect(LintFinding.exitCode(f, strict: true) == 0)
        var raised = Self.lint
        raised.configRules = try LintRuleLevels(assignments: ["contrast=warning"])
        let r = try findings(json, lint: raised)
        #expect(r.count == f.count && r.allSatisfy { $0.severity == .warning })
        #expect(LintFinding.exitCode(r, strict: true) == 1)
        var quiet = Self.lint
        quiet.commandLineRules = try LintRuleLevels(assignments: ["contrast=off"])
        #expect(try findings(json, lint: quiet).isEmpty)
        // A finding read back from summary.json keeps its level.
        let back = LintFinding(json: try JSONParser.parse(Array(f[0].jsonObject.utf8)))
        #expect(back?.severity == .info)
    }
}
