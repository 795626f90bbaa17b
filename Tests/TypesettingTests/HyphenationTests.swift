import AlertModel
import Testing

@testable import Typesetting

/// Liang's algorithm on the bundled patterns, and `TextStyle.hyphenationFactor`, UIKit's rule for
/// when a line is hyphenated.
@Suite("Hyphenation")
struct HyphenationTests {
    func patterns(_ language: String) throws -> HyphenationPatterns {
        try #require(HyphenationLibrary.patterns(language: language, fontDirectory: typesetter().fontDirectory))
    }

    /// The alert label's style in `language`, hyphenating as UIKit's labels do.
    static func label(_ language: String?, factor: Double = TextStyle.uikitLabelHyphenationFactor) -> TextStyle {
        var style = messageStyle
        style.language = language
        style.hyphenationFactor = factor
        style.alignment = .leading
        return style
    }

    @Test("English words hyphenate as TeX's patterns say")
    func english() throws {
        let en = try patterns("en")
        #expect(en.hyphenated("hyphenation") == "hy-phen-ation")
        #expect(en.hyphenated("Hyphenation") == "Hy-phen-ation")
        #expect(en.hyphenated("concatenation") == "con-cate-na-tion")
        #expect(en.hyphenated("photograph") == "pho-to-graph")
        // No tag is English; a region does not matter.
        #expect(HyphenationLibrary.file(language: nil) == "hyph_en_US.dic")
        #expect(HyphenationLibrary.file(language: "en-GB") == "hyph_en_US.dic")
    }

    @Test("German compounds split at their parts, then in syllables (two pattern levels)")
    func german() throws {
        let de = try patterns("de-DE")
        #expect(de.levels.count == 2)
        #expect(de.hyphenated("Gesamtbetrag") == "Ge-samt-be-trag")
        #expect(de.hyphenated("Kontoinformationen") == "Kon-to-in-for-ma-ti-o-nen")
    }

    @Test("Every bundled language loads, and languages without patterns are not hyphenated")
    func languages() throws {
        for language in ["en", "de", "fr", "es", "it", "nl", "pt"] {
            let p = try patterns(language)
            // French's first level (compound boundaries) is empty: its patterns are all one level.
            #expect(p.levels.last!.label.count > 100, "\(language)")
        }
        #expect(try patterns("fr").hyphenated("informatique") == "in-for-ma-tique")
        for language in ["ja", "zh-Hans", "th", "ar", "he", "ko"] {
            #expect(HyphenationLibrary.file(language: language) == nil)
        }
    }

    @Test("Fragments keep the file's minimum lengths, else 2 and 3")
    func minimumLengths() throws {
        // Every letter pair is a point; only the minimum lengths thin them out.
        let everywhere = Array("UTF-8\na1a\n".utf8)
        #expect(HyphenationPatterns(bytes: everywhere).hyphenated("aaaaaaa") == "aa-a-a-aaa")
        let set = Array("UTF-8\nLEFTHYPHENMIN 1\nRIGHTHYPHENMIN 1\na1a\n".utf8)
        #expect(HyphenationPatterns(bytes: set).hyphenated("aaaa") == "a-a-a-a")
        // Too short for both minimums: never hyphenated.
        #expect(HyphenationPatterns(bytes: everywhere).hyphenated("aaaa") == "aaaa")
        // English's file says 2 and 3.
        let en = try patterns("en")
        #expect(en.leftMin == 2 && en.rightMin == 3)
    }

    @Test("A line whose word-broken text fills under 30 % is hyphenated, with the hyphen counted in its width")
    func shortLineHyphenates() throws {
        let style = Self.label("en")
        let text = "Go hyphenation"
        // Room for "Go hyphen-" (and for "hyphenation" alone), not for the whole text: broken at
        // words, "Go" alone fills far less than 30 % of the line.
        let width = try max(oneLineWidth("Go hyphen-"), oneLineWidth("hyphenation")) + 0.5
        #expect(try oneLineWidth(text) > width)
        #expect(try oneLineWidth("Go") < 0.3 * width)
        let layout = try typesetter().layout(text, style: style, maxWidth: width, scale: 3)
        #expect(layout.lines.map(\.text) == ["Go hyphen-", "ation"])
        #expect(layout.lines[0].width == (try oneLineWidth("Go hyphen-") * 3))
        #expect(layout.lines[0].width <= width * 3 + 1e-6)
        // Without the factor, the word moves down whole.
        #expect(try laidOutLines(text, Self.label("en", factor: 0), width: width) == ["Go", "hyphenation"])
    }

    @Test("A line filled over 30 % is not hyphenated")
    func fullLineStays() throws {
        let style = Self.label("en")
        let text = "Please confirm the hyphenation"
        let width = try oneLineWidth("Please confirm the hyphen-") + 0.5
        #expect(try oneLineWidth("Please confirm the") > 0.3 * width)
        #expect(try laidOutLines(text, style, width: width) == ["Please confirm the", "hyphenation"])
    }

    @Test("Factor 0 never hyphenates, even a word wider than the line")
    func factorZero() throws {
        let text = "Gesamtbetrag"
        let width = try oneLineWidth("Gesamtbe") + 0.5
        let cut = try laidOutLines(text, Self.label("de", factor: 0), width: width)
        #expect(cut.count == 2 && !cut[0].hasSuffix("-"))
        #expect(cut.joined() == text)
    }

    @Test("A word wider than the line breaks at its last pattern point that fits, not between any letters")
    func longWord() throws {
        let width = try oneLineWidth("Gesamtbe") + 0.5
        #expect(try laidOutLines("Gesamtbetrag", Self.label("de"), width: width) == ["Gesamt-", "betrag"])
    }

    @Test("A language without patterns keeps breaking a long word between letters")
    func noPatterns() throws {
        let width = try oneLineWidth("Gesamtbe") + 0.5
        let cut = try laidOutLines("Gesamtbetrag", Self.label("ja"), width: width)
        #expect(cut.count == 2 && !cut[0].hasSuffix("-") && cut.joined() == "Gesamtbetrag")
    }

    @Test("Japanese and Thai break as before")
    func japaneseAndThai() throws {
        let japanese = "この写真を削除しますか？ iCloud からも削除されます。"
        let thai = "คุณแน่ใจหรือไม่ว่าต้องการลบรูปภาพนี้ การกระทำนี้ไม่สามารถย้อนกลับได้"
        for (text, language) in [(japanese, "ja"), (thai, "th"), (japanese, "en"), (thai, "en")] {
            for width in stride(from: 30.0, through: 200, by: 3) {
                #expect(
                    try laidOutLines(text, Self.label(language), width: width)
                        == laidOutLines(text, Self.label(language, factor: 0), width: width), "\(language) \(width)")
            }
        }
    }

    @Test("The same text lays out the same, hyphenated and with the orphan rule, at every width")
    func deterministic() throws {
        var style = Self.label("de")
        style.avoidsOrphans = true
        let text = "Der Gesamtbetrag von Kontoinformationen wird überwiesen"
        for width in stride(from: 20.0, through: 260, by: 7) {
            let a = try typesetter().layout(text, style: style, maxWidth: width, scale: 3)
            let b = try typesetter().layout(text, style: style, maxWidth: width, scale: 3)
            #expect(a == b)
            // Nothing is lost or added but the hyphens at line ends.
            let joined = a.lines.map { $0.text.hasSuffix("-") ? String($0.text.dropLast()) : $0.text }.joined()
            #expect(joined.filter { $0 != " " } == text.filter { $0 != " " }, "width \(width)")
            for line in a.lines { #expect(line.width <= width * 3 + 1e-6 || !line.text.contains(" ")) }
        }
    }
}
