import AlertModel
import AlertRender
import DesignLint
import Foundation
import Testing

/// docs/contract.md, "Lint a team can leave on in CI": UIKit's own colours are warnings with a hint, colours
/// the spec sets stay errors, and rule levels come from the command line, the spec and alertsnap.json.
@Suite struct LintSeverityTests {
    static let lint = DesignLinter(renderer: try! AlertRenderer())

    /// A stock system alert: UIKit's colours everywhere, on the grouped background's gray.
    static let stock = """
        {"ios": 18, "presenting": {"color": "#F2F2F7"}, "alert": {"title": "Delete Draft?", "message": "This cannot be undone.",
         "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Delete", "style": "destructive"}]}}
        """

    func findings(_ json: String, lint: DesignLinter = Self.lint) throws -> [LintFinding] {
        let spec = try AlertSpec.decode(Array(json.utf8), file: "t.json").resolved()
        return try lint.findings(for: spec, file: "t.json")
    }

    @Test func aStockSystemAlertHasOnlyInfoWithTheHint() throws {
        let f = try findings(Self.stock)
        let contrast = f.filter { $0.rule == .contrast }
        #expect(!contrast.isEmpty, "UIKit's systemBlue and systemRed are under 4.5:1 on the material")
        #expect(contrast.allSatisfy { $0.severity == .info }, "\(contrast.map(\.line))")
        // Each hint names the keys that change that text's colour or the fill behind it.
        let hints = contrast.map { ($0.element, $0.message.components(separatedBy: "; ").dropFirst().joined(separator: "; ")) }
        #expect(
            hints.map(\.0) == ["actions[0]", "actions[1]"]
                && hints[0].1 == "UIKit's default colour; set alert.tint or alert.actionStyle.cancel.title or alert.background to change it"
                && hints[1].1 == "UIKit's default colour; set alert.actionStyle.destructive.title or alert.background to change it",
            "\(contrast.map(\.message))")
        #expect(LintFinding.exitCode(f, strict: false) == 0)
        #expect(LintFinding.exitCode(f, strict: true) == 0)
    }

    /// The hint names only keys that change the finding: an action sheet draws its header in
    /// UIKit's gray whatever the tint or text styles say, so only the fill behind it is named.
    @Test func aSheetHeadersHintNamesTheFillNotTheTint() throws {
        let header = try findings(
            #"{"ios": 18, "alert": {"preferredStyle": "actionSheet", "title": "Share", "message": "Pick a way to share.", "actions": [{"title": "Copy"}, {"title": "Cancel", "style": "cancel"}]}}"#
        ).filter { $0.rule == .contrast && ($0.element == "message" || $0.element == "title") }
        #expect(header.count == 2, "the header's UIKit gray has too little contrast")
        for f in header {
            #expect(f.severity == .info)
            #expect(f.message.hasSuffix("; UIKit's default colour; set alert.background to change it"), "\(f.message)")
        }
    }

    @Test func theSameColourSetByTheSpecIsAnErrorNamingTheKey() throws {
        // systemBlue written out as alert.tint: the same pixels, but the spec chose it.
        let tinted = Self.stock.replacingOccurrences(of: "\"alert\": {", with: "\"alert\": {\"tint\": \"#007AFF\", ")
        let f = try findings(tinted)
        let cancel = try #require(f.first { $0.rule == .contrast && $0.element == "actions[0]" }, "\(f.map(\.line))")
        #expect(cancel.severity == .error && cancel.message.hasSuffix("; colour set by alert.tint"), "\(cancel.message)")
        // The destructive action stays UIKit's systemRed: info still.
        let delete = f.first { $0.rule == .contrast && $0.element == "actions[1]" }
        #expect(delete == nil || delete?.severity == .info, "\(f.map(\.line))")
        // A card colour the spec sets makes UIKit's text colours on it the spec's choice too.
        let card = try findings(
            "{\"ios\": 18, \"alert\": {\"background\": \"#FFFFFF\", \"title\": \"T\", \"actions\": [{\"title\": \"OK\"}]}}")
        let ok = try #require(card.first { $0.rule == .contrast && $0.element == "actions[0]" })
        #expect(ok.severity == .error && ok.message.hasSuffix("colour set by alert.background"), "\(ok.message)")
        // A style's own title colour, and an action's.
        for (json, key) in [
            (##"{"ios": 18, "alert": {"actionStyle": {"cancel": {"title": "#8E8E93"}}, "actions": [{"title": "No", "style": "cancel"}]}}"##,
             "alert.actionStyle.cancel.title"),
            (##"{"ios": 18, "alert": {"actions": [{"title": "No", "titleColor": "#8E8E93"}]}}"##, "alert.actions[0].titleColor"),
        ] {
            let found = try findings(json)
            let c = try #require(found.first { $0.rule == .contrast }, "\(json)")
            #expect(c.severity == .error && c.message.hasSuffix("colour set by \(key)"), "\(c.message)")
        }
    }

    @Test func levelsComeFromTheCommandLineThenTheSpecThenTheConfig() throws {
        func contrast(_ json: String, flags: [String] = [], config: String? = nil) throws -> [LintSeverity] {
            var lint = Self.lint
            lint.commandLineRules = try LintRuleLevels(assignments: flags)
            if let config {
                lint.configRules = try LintRuleLevels(
                    json: JSONParser.parse(Array(config.utf8)), file: "alertsnap.json", path: "lint")
            }
            return try findings(json, lint: lint).filter { $0.rule == .contrast }.map(\.severity)
        }
        #expect(try contrast(Self.stock).allSatisfy { $0 == .info })
        #expect(try contrast(Self.stock, flags: ["contrast=off"]).isEmpty)
        let errors = try contrast(Self.stock, flags: ["contrast=warning", "contrast=error"])
        #expect(!errors.isEmpty && errors.allSatisfy { $0 == .error }, "the last flag wins")
        let configured = #"{"rules": {"contrast": "off"}}"#
        #expect(try contrast(Self.stock, config: configured).isEmpty)
        let spec = Self.stock.replacingOccurrences(
            of: "{\"presenting\"", with: "{\"lint\": {\"rules\": {\"contrast\": \"error\"}}, \"presenting\"")
        #expect(try contrast(spec, config: configured).allSatisfy { $0 == .error }, "the spec over alertsnap.json")
        #expect(try contrast(spec, flags: ["contrast=off"], config: configured).isEmpty, "the command line over both")
    }

    @Test func aBasesLintRulesMergeIntoTheSpec() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lint-extends-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(#"{"lint": {"rules": {"contrast": "off", "tapTarget": "error"}}}"#.utf8)
            .write(to: dir.appendingPathComponent("base.json"))
        try Data(#"{"ios": 18, "extends": "base.json", "lint": {"rules": {"tapTarget": "off"}}, "alert": {"title": "T"}}"#.utf8)
            .write(to: dir.appendingPathComponent("a.json"))
        let spec = try AlertSpec.load(path: dir.appendingPathComponent("a.json").path)
        #expect(spec.lintRules[.contrast] == .off && spec.lintRules[.tapTarget] == .off)
        #expect(spec.lintRules[.truncated] == nil)
        #expect(try spec.resolved().lintRules == spec.lintRules)
    }

    @Test func unknownRulesAndLevelsAreKeyPathErrors() {
        func error(_ json: String) -> String {
            do {
                _ = try AlertSpec.decode(Array(json.utf8), file: "t.json")
                return "no error"
            } catch { return error.description }
        }
        #expect(error(#"{"lint": {"rules": {"contrst": "off"}}}"#).hasPrefix("t.json: lint.rules.contrst: unknown lint rule; did you mean \"contrast\"?"))
        #expect(error(#"{"lint": {"rules": {"contrast": "loud"}}}"#) == "t.json: lint.rules.contrast: expected \"off\", \"info\", \"warning\" or \"error\"")
        #expect(error(#"{"lint": {"rule": {}}}"#).hasPrefix("t.json: lint.rule: unknown key"))
        #expect(error(#"{"lint": {"rules": ["contrast"]}}"#).hasPrefix("t.json: lint.rules: expected an object"))
        #expect(throws: SpecError.self) { try LintRuleLevels(assignments: ["contrast"]) }
        #expect(throws: SpecError.self) { try LintRuleLevels(assignments: ["contrast=loud"]) }
        #expect(throws: SpecError.self) { try LintRuleLevels(assignments: ["colour=off"]) }
    }
}
