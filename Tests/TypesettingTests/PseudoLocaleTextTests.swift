import AlertModel
import Localization
import Testing

@testable import Typesetting

/// The pseudo-locales' text through the real text engine: accented letters in the UI face, and
/// ar-XB's override reversing Latin on every line.
@Suite("Pseudo-locale text")
struct PseudoLocaleTextTests {
    @Test("Every accented letter of en-XA is in Inter, in every weight: no boxes, no fallback face")
    func accentedLettersAreInTheUIFace() throws {
        let t = try typesetter()
        let text = PseudoLocale.accented("abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        for weight in FontWeight.allCases {
            let style = TextStyle(size: 17, weight: weight, lineHeight: 22)
            #expect(t.missingCharacters(in: text, style: style).isEmpty)
            let glyphs = t.layout(text, style: style, maxWidth: .infinity, scale: 2).lines.flatMap(\.glyphs)
            #expect(glyphs.allSatisfy { $0.glyph != 0 })
            #expect(glyphs.allSatisfy { $0.font == glyphs[0].font }, "an accented letter came from a fallback face")
        }
    }

    @Test("ar-XB draws Latin right to left on every line, the base direction right to left")
    func rightToLeftReversesEachLine() throws {
        let t = try typesetter()
        let style = TextStyle(size: 17, lineHeight: 22, alignment: .leading)
        let layout = t.layout(PseudoLocale.rightToLeft("abc def\nxyz"), style: style, maxWidth: .infinity, scale: 2)
        #expect(layout.lines.count == 2)
        #expect(layout.baseDirection == .rtl)
        #expect(ScriptTests.visualLetters(t, layout.lines[0], "abcdefxyz") == "fedcba")
        #expect(ScriptTests.visualLetters(t, layout.lines[1], "abcdefxyz") == "zyx")
        // Wrapped lines keep the override: each line reads backwards, the first words on top.
        let wrapped = t.layout(
            PseudoLocale.rightToLeft("abc abc abc def def def"), style: style, maxWidth: 80, scale: 2)
        #expect(wrapped.lines.count >= 2)
        #expect(ScriptTests.visualLetters(t, wrapped.lines[0], "abcdef").hasSuffix("cba"))
        #expect(ScriptTests.visualLetters(t, wrapped.lines.last!, "abcdef").hasPrefix("fed"))
    }
}
