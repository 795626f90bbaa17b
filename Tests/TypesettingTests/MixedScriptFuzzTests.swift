import AlertModel
import Testing

@testable import Typesetting

/// Random mixtures of every script, bidi controls, marks, emoji sequences and newlines, laid out
/// with every kind of style: nothing crashes, lines fit, and the same input gives the same glyphs.
@Suite("Mixed-script fuzz")
struct MixedScriptFuzzTests {
    static let pieces: [String] = [
        "Delete", " ", "  ", "photo", "-", "—", "…", "?", "(", ")", "«", "»", "“", "”", "123", "4.5",
        "حذف", "الصورة", "؟", "٣", "لا", "\u{064B}", "שלום", "עולם", "\u{05B8}", "ภาษา", "ไทย", "ที่", "\u{0E48}",
        "사진", "삭제", "写真", "删除", "。", "「", "」", "ー", "😀", "👍🏽", "👨‍👩‍👧", "🇯🇵", "1️⃣", "❤️", "\u{200D}",
        "\u{2067}", "\u{2066}", "\u{2069}", "\u{202E}", "\u{202B}", "\u{202C}", "\u{200F}", "\u{200E}", "\u{0301}",
        "\n", "\t", "\u{0378}", "\u{FE0F}", "e\u{0301}",
    ]

    /// A small deterministic generator (xorshift), so a failure names a reproducible seed.
    struct Generator {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(n))
        }
    }

    static func text(seed: UInt64) -> String {
        var g = Generator(state: seed &* 0x9E37_79B9_7F4A_7C15 | 1)
        return (0..<(5 + g.next(60))).map { _ in pieces[g.next(pieces.count)] }.joined()
    }

    static let styles: [TextStyle] = [
        TextStyle(size: 13, lineHeight: 16),
        TextStyle(size: 17, weight: .semibold, lineHeight: 22, alignment: .leading, direction: .rtl),
        TextStyle(size: 13, lineHeight: 16, alignment: .trailing, maxLines: 2, baseDirection: .rtl, language: "ar"),
        TextStyle(size: 17, weight: .bold, lineHeight: 22, minimumSize: 10, truncation: .middle, language: "zh"),
        TextStyle(size: 17, lineHeight: 22, minimumSize: 12, language: "ko"),
    ]

    @Test("No crash, lines fit their width, same glyphs twice", arguments: 0..<40)
    func fuzz(seed: Int) throws {
        let t = try typesetter()
        let text = Self.text(seed: UInt64(seed))
        for (i, style) in Self.styles.enumerated() {
            for width in [60.0, 238] {
                let a = t.layout(text, style: style, maxWidth: width, scale: 2)
                let b = t.layout(text, style: style, maxWidth: width, scale: 2)
                #expect(a == b, "seed \(seed) style \(i)")
                #expect(a.measurement.lineCount == a.lines.count)
                for line in a.lines where line.text.count > 1 {
                    // A line wider than the block is only a single cluster too wide to fit alone.
                    #expect(line.width <= width * 2 + 1e-6, "seed \(seed) style \(i): \(line.text.debugDescription)")
                }
                for line in a.lines {
                    #expect(line.glyphs.allSatisfy { $0.x.isFinite && $0.y.isFinite })
                }
                // U+0378 (unassigned) is the only piece no bundled face has.
                #expect(a.missingCharacters.allSatisfy { $0 == "\u{0378}" }, "seed \(seed)")
            }
        }
        #expect(t.missingCharacters(in: text, style: Self.styles[0]) == (text.contains("\u{0378}") ? ["\u{0378}"] : []))
    }
}
