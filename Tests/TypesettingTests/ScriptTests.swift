import AlertModel
import Testing

@testable import Typesetting

/// Scripts beyond Latin and Japanese: fonts, bidi order, emoji in colour, Thai and Korean breaks.
@Suite("Scripts and bidi")
struct ScriptTests {
    static let samples: [(String, String?, Int)] = [
        ("حذف الصورة؟", "ar", FontSlot.arabic),
        ("למחוק את התמונה?", "he", FontSlot.hebrew),
        ("사진을 삭제하시겠습니까?", "ko", FontSlot.cjk),
        ("ลบรูปภาพนี้หรือไม่", "th", FontSlot.thai),
        ("删除这张照片吗？", "zh-Hans", FontSlot.cjk),
        ("🎉😀👍🏽👨‍👩‍👧🇯🇵1️⃣", nil, FontSlot.emoji),
    ]

    @Test("Arabic, Hebrew, Korean, Thai, Simplified Chinese and emoji draw without .notdef boxes", arguments: 0..<6)
    func noBoxes(index: Int) throws {
        let t = try typesetter()
        let (text, language, face) = Self.samples[index]
        let layout = t.layout(
            text, style: TextStyle(size: 17, lineHeight: 22, language: language), maxWidth: 400, scale: 2)
        let glyphs = layout.lines.flatMap(\.glyphs)
        #expect(!glyphs.isEmpty)
        #expect(glyphs.allSatisfy { $0.glyph != 0 }, "a .notdef glyph in \(text)")
        #expect(layout.missingCharacters.isEmpty)
        #expect(glyphs.contains { $0.font == face }, "\(text) is not set in face \(face)")
        // Something visible: coverage for outline faces, pixels for the colour one.
        var colour = 0
        t.forEachColorGlyph(in: layout, originX: 0, originY: 0) { rgba, _, _, _, _, _ in colour += rgba.count }
        #expect(ink(dumpMasks(t, layout)) + colour > 0)
    }

    @Test("Two different Arabic words draw different pixels, joined (not isolated) forms")
    func arabicWords() throws {
        let t = try typesetter()
        let style = TextStyle(size: 17, lineHeight: 22)
        let a = dumpMasks(t, t.layout("سلام", style: style, maxWidth: 300, scale: 2))
        let b = dumpMasks(t, t.layout("كتاب", style: style, maxWidth: 300, scale: 2))
        #expect(ink(a) > 0 && ink(b) > 0 && a != b)
        // Shaping joins the letters: the glyphs are not the cmap's isolated forms.
        let word = "سلام"
        let glyphs = t.layout(word, style: style, maxWidth: 300, scale: 2).lines[0].glyphs
        let nominal = word.unicodeScalars.compactMap { t.fonts[FontSlot.arabic].glyph(for: $0.value) }
        #expect(Set(glyphs.map(\.glyph)) != Set(nominal))
    }

    /// The letters of a line, left to right, as characters (mapped back through the cmaps).
    static func visualLetters(_ t: Typesetter, _ line: TextLine, _ alphabet: String) -> String {
        var byGlyph: [[UInt32]: Character] = [:]
        for c in alphabet {
            for f in 0..<t.fonts.count {
                if let g = t.fonts[f].glyph(for: c.unicodeScalars.first!.value) { byGlyph[[UInt32(f), g]] = c }
            }
        }
        #expect(line.glyphs.map(\.x) == line.glyphs.map(\.x).sorted(), "glyphs not left to right")
        return String(line.glyphs.compactMap { byGlyph[[UInt32($0.font), $0.glyph]] })
    }

    @Test("Mixed-direction text is in UBA order: Hebrew reversed inside an LTR line, Latin inside an RTL one")
    func bidiOrder() throws {
        let t = try typesetter()
        let style = TextStyle(size: 17, lineHeight: 22, alignment: .leading)
        let alphabet = "abcdefgxyzאבגדה123"
        let ltr = t.layout("abc אבג def", style: style, maxWidth: .infinity, scale: 2)
        #expect(ltr.baseDirection == .ltr)
        #expect(Self.visualLetters(t, ltr.lines[0], alphabet) == "abcגבאdef")
        // First strong character Hebrew: the paragraph is right to left (P2/P3).
        let rtl = t.layout("אבג abc דה", style: style, maxWidth: .infinity, scale: 2)
        #expect(rtl.baseDirection == .rtl)
        #expect(Self.visualLetters(t, rtl.lines[0], alphabet) == "הדabcגבא")
        // Numbers keep their left-to-right order inside Hebrew.
        let numbers = t.layout("אב 123 גד", style: style, maxWidth: .infinity, scale: 2)
        #expect(Self.visualLetters(t, numbers.lines[0], alphabet) == "דג123בא")
        // A forced base direction wins over the text.
        var forced = style
        forced.baseDirection = .rtl
        let f = t.layout("abc אבג", style: forced, maxWidth: .infinity, scale: 2)
        #expect(f.baseDirection == .rtl)
        #expect(Self.visualLetters(t, f.lines[0], alphabet) == "גבאabc")
        // An explicit right-to-left override (what an ar-XB pseudo-locale needs) reverses Latin.
        let overridden = t.layout("\u{202E}abc def\u{202C}", style: style, maxWidth: .infinity, scale: 2)
        #expect(Self.visualLetters(t, overridden.lines[0], alphabet) == "fedcba")
    }

    @Test("Characters beyond the shown lines are still reported by missingCharacters(in:)")
    func missingBeyondTheLineLimit() throws {
        let t = try typesetter()
        var style = messageStyle
        style.maxLines = 1
        let text = String(repeating: "word ", count: 40) + "\u{0378}"
        #expect(t.layout(text, style: style, maxWidth: 100, scale: 2).missingCharacters.isEmpty)
        #expect(t.missingCharacters(in: text, style: style) == ["\u{0378}"])
        #expect(t.missingCharacters(in: "سلام 😀 사진 ภาษา 这", style: style).isEmpty)
    }

    @Test("A cut right-to-left line ends, at its left, in the ellipsis")
    func rtlEllipsis() throws {
        let t = try typesetter()
        let ellipsis = try #require(t.fonts[0].glyph(for: 0x2026))
        let text = String(repeating: "لا يمكن التراجع عن هذا الإجراء ", count: 4)
        var style = TextStyle(size: 13, lineHeight: 16, maxLines: 1)
        let tail = t.layout(text, style: style, maxWidth: 150, scale: 2)
        #expect(tail.measurement.truncated && tail.baseDirection == .rtl)
        #expect(tail.lines[0].glyphs.first.map { $0.font == 0 && $0.glyph == ellipsis } == true)
        #expect(tail.lines[0].text.hasSuffix("…"))
        // Middle truncation keeps the start on the right and the end on the left.
        style = TextStyle(size: 17, lineHeight: 22, minimumSize: 17, truncation: .middle)
        let middle = t.layout(text, style: style, maxWidth: 150, scale: 2)
        let glyphs = middle.lines[0].glyphs
        let index = try #require(glyphs.firstIndex { $0.font == 0 && $0.glyph == ellipsis })
        #expect(index > 0 && index < glyphs.count - 1)
        #expect(glyphs.allSatisfy { $0.glyph != 0 })
    }

    @Test("Leading alignment is the right edge in RTL, trailing the left; centre is unchanged")
    func rtlAlignment() throws {
        let t = try typesetter()
        for (alignment, direction) in [(TextAlignment.leading, TextDirection.rtl), (.trailing, .ltr)] {
            let style = TextStyle(size: 13, lineHeight: 16, alignment: alignment, direction: direction)
            let l = t.layout("Name", style: style, maxWidth: 200, scale: 2)
            #expect(abs(l.lines[0].x + l.lines[0].width - 400) < 1e-9)
        }
        for alignment in [TextAlignment.trailing] {
            let l = t.layout(
                "Name", style: TextStyle(size: 13, lineHeight: 16, alignment: alignment, direction: .rtl),
                maxWidth: 200,
                scale: 2)
            #expect(l.lines[0].x == 0)
        }
    }

    @Test("An emoji draws in colour, about 1.2 em wide, scaled to the text size")
    func emojiColour() throws {
        let t = try typesetter()
        for size in [13.0, 17, 34] {
            let layout = t.layout("😀", style: TextStyle(size: size, lineHeight: size * 1.3), maxWidth: 300, scale: 3)
            #expect(layout.lines[0].glyphs.map(\.font) == [FontSlot.emoji])
            var images = 0
            var saturated = 0
            t.forEachColorGlyph(in: layout, originX: 0, originY: 0) { rgba, w, h, stride, _, _ in
                images += 1
                #expect(abs(Double(w) - 1.25 * size * 3) < 3)
                #expect(abs(Double(h) - 1.17 * size * 3) < 4)
                for y in 0..<h {
                    for x in 0..<w {
                        let p = y * stride + x * 4
                        // The grinning face is yellow: red well above blue in opaque pixels.
                        if rgba[p + 3] == 255, Int(rgba[p]) - Int(rgba[p + 2]) > 100 { saturated += 1 }
                    }
                }
            }
            #expect(images == 1)
            #expect(saturated > Int(size * size * 9 / 4), "too few yellow pixels at \(size) pt")
            // Nothing of it goes through the coverage-mask path.
            #expect(dumpMasks(t, layout).entries.isEmpty)
        }
    }

    @Test("Thai lines break only where libthai finds a word start")
    func thaiBreaks() throws {
        let t = try typesetter()
        let text = "ภาษาไทยไม่มีช่องว่างระหว่างคำแต่ตัดบรรทัดได้ที่ขอบเขตของคำ"
        let scalars = text.unicodeScalars.map(\.value)
        let starts = Set(ThaiWordBreaks.wordStarts(scalars))
        #expect(starts.contains(4))  // ภาษา|ไทย
        #expect(starts.count >= 8)
        let layout = t.layout(text, style: TextStyle(size: 13, lineHeight: 20), maxWidth: 90, scale: 2)
        #expect(layout.lines.count >= 3)
        var offset = 0
        for line in layout.lines.dropLast() {
            offset += line.text.unicodeScalars.count
            #expect(starts.contains(offset), "break at \(offset) is inside a word")
        }
        #expect(layout.lines.map(\.text).joined() == text)
    }

    @Test("Korean breaks between words, at spaces, never inside one")
    func koreanBreaks() throws {
        let t = try typesetter()
        let text = "사진을 삭제하시겠습니까? 이 작업은 취소할 수 없습니다. 계속하시겠습니까?"
        let words = Set(text.split(separator: " ").map(String.init))
        let layout = t.layout(text, style: TextStyle(size: 13, lineHeight: 18, language: "ko"), maxWidth: 120, scale: 2)
        #expect(layout.lines.count >= 3)
        for line in layout.lines {
            for word in line.text.split(separator: " ") { #expect(words.contains(String(word)), "\(line.text)") }
        }
        // Japanese still breaks between characters.
        let ja = t.layout(String(repeating: "写真", count: 20), style: messageStyle, maxWidth: 100, scale: 2)
        #expect(ja.lines.count > 1 && ja.lines[0].text.count > 1 && ja.lines[0].text.count < 40)
    }

    @Test("Chinese text takes the Chinese face for Han characters; Japanese keeps IPAexGothic")
    func hanByLanguage() throws {
        let t = try typesetter()
        let zh = t.layout("中文", style: TextStyle(size: 13, language: "zh-Hans"), maxWidth: 200, scale: 2)
        #expect(zh.lines[0].glyphs.allSatisfy { $0.font == FontSlot.cjk })
        for language in ["ja", "kok", "en", "zhx"] {
            let other = t.layout("中文", style: TextStyle(size: 13, language: language), maxWidth: 200, scale: 2)
            #expect(other.lines[0].glyphs.allSatisfy { $0.font == FontSlot.japanese }, "\(language)")
        }
        for language in ["zh_TW", "ko-KR", "ZH"] {
            let other = t.layout("中文", style: TextStyle(size: 13, language: language), maxWidth: 200, scale: 2)
            #expect(other.lines[0].glyphs.allSatisfy { $0.font == FontSlot.cjk }, "\(language)")
        }
        // A simplified character IPAexGothic lacks falls back to the Chinese face in any language.
        let plain = t.layout("这", style: TextStyle(size: 13), maxWidth: 200, scale: 2)
        #expect(plain.lines[0].glyphs.map(\.font) == [FontSlot.cjk])
    }

    @Test("Bidi and colour emoji give the same bytes from 8 threads at once")
    func determinism() async throws {
        let t = try typesetter()
        let text = "Emoji 😀 and עברית with العربية 123 — ภาษาไทย 한국어"
        let style = TextStyle(size: 17, lineHeight: 22)
        func render() -> [UInt8] {
            let l = t.layout(text, style: style, maxWidth: 200, scale: 3)
            var bytes = dumpMasks(t, l).bytes
            t.forEachColorGlyph(in: l, originX: 0, originY: 0) { rgba, _, _, _, x, y in
                bytes.append(contentsOf: rgba)
                bytes.append(UInt8(truncatingIfNeeded: x))
                bytes.append(UInt8(truncatingIfNeeded: y))
            }
            return bytes
        }
        let single = render()
        let results = await withTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<8 { group.addTask { render() } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 == single })
    }
}
