import Testing

@testable import AlertModel

/// A golden's spec digest is made from the resolved spec's debug text: a lint rule added to the
/// table must not change it while no spec sets that rule.
@Suite struct LintRuleLevelsDigestTests {
    @Test func unsetLaterRulesLeaveTheRecordedText() {
        let text = String(reflecting: LintRuleLevels())
        let nils = Array(repeating: "nil", count: LintRuleLevels.recordedRuleCount).joined(separator: ", ")
        #expect(text == "AlertModel.LintRuleLevels(slots: [\(nils)])")
        #expect(LintRuleLevels.recordedRuleCount < LintRule.allCases.count)
    }

    @Test func aSetLaterRuleIsAnInput() {
        var levels = LintRuleLevels()
        levels[.midWordBreak] = .error
        let text = String(reflecting: levels)
        #expect(text != String(reflecting: LintRuleLevels()))
        #expect(text.contains("error"))
        var earlier = LintRuleLevels()
        earlier[.contrast] = .off
        #expect(String(reflecting: earlier).contains("off"))
    }
}
