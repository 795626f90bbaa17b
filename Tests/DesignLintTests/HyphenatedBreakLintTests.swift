import AlertModel
import AlertRender
import DesignLint
import Testing

/// `midWordBreak` and the typesetter's hyphenation: a break at a hyphenation point the typesetter
/// chose is not reported; a break between letters still is.
@Suite struct HyphenatedBreakLintTests {
    func findings(_ json: String) throws -> [LintFinding] {
        let spec = try AlertSpec.decode(Array(json.utf8), file: "t.json").resolved()
        return try DesignLintTests.lint.findings(for: spec, file: "t.json", variant: "")
    }

    @Test func aHyphenatedBreakIsNotAMidWordBreak() {
        #expect(MidWordBreaks.first(in: "Gesamtbetrag zahlen", lines: ["Gesamt-", "betrag zahlen"]) == nil)
        #expect(MidWordBreaks.first(in: "Der Gesamtbetrag", lines: ["Der Ge-", "samtbe-", "trag"]) == nil)
    }

    @Test func aRealMidWordBreakAfterAHyphenatedOneIsStillReported() {
        let found = MidWordBreaks.first(
            in: "Gesamtbetrag Xqzwrtplk zahlen", lines: ["Gesamt-", "betrag Xqzw", "rtplk zahlen"])
        #expect(found?.word == "Xqzwrtplk" && found?.shown == "Xqzw|rtplk")
    }

    /// A German alert at AX5: its message's long word is hyphenated by the typesetter, so lint is
    /// silent, while a word with no pattern point, wider than the line, is still broken between
    /// letters and reported (digits: no patterns).
    @Test func aGermanAlertAtAX5() throws {
        let hyphenated = try findings(
            #"{"ios": 18, "locale": "de", "contentSize": "AX5", "alert": {"title": "Zahlung", "message": "Der Gesamtbetrag der Rechnungsnummer wird von Ihrem Konto abgebucht.", "actions": [{"title": "OK"}]}}"#
        )
        #expect(!hyphenated.contains { $0.rule == .midWordBreak }, "\(hyphenated.map(\.line))")
        let unbreakable = try findings(
            #"{"ios": 18, "locale": "de", "contentSize": "AX5", "alert": {"title": "Zahlung", "message": "Referenz 4711081547110815471108154711 ungültig.", "actions": [{"title": "OK"}]}}"#
        )
        let broken = try #require(unbreakable.first { $0.rule == .midWordBreak }, "\(unbreakable.map(\.line))")
        #expect(broken.element == "message")
    }
}
