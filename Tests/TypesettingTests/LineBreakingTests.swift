import AlertLayout
import AlertModel
import Testing

@testable import Typesetting

@Suite("Line breaking")
struct LineBreakingTests {
    func lines(_ text: String, _ style: TextStyle = messageStyle, width: Double, scale: Double = 2) throws -> [String] {
        try typesetter().layout(text, style: style, maxWidth: width, scale: scale).lines.map(\.text)
    }

    @Test("English breaks at spaces; trailing spaces hang")
    func english() throws {
        let text = "Are you sure you want to delete this photo? This cannot be undone."
        let got = try lines(text, width: 150)
        #expect(got.count > 1)
        #expect(got.joined(separator: " ") == text)
        #expect(got.allSatisfy { !$0.hasPrefix(" ") && !$0.hasSuffix(" ") })
        let t = try typesetter()
        let l = t.layout(text, style: messageStyle, maxWidth: 150, scale: 2)
        #expect(l.lines.allSatisfy { $0.width <= 300 })
        // Greedy: the first word of each next line would not have fitted.
        for i in 0..<(got.count - 1) {
            let next = got[i + 1].split(separator: " ")[0]
            #expect(t.measure(got[i] + " " + next, style: messageStyle, maxWidth: .infinity, scale: 2).width > 150)
        }
        // Spaces at the end of a line do not widen it.
        #expect(
            t.measure("Delete   ", style: messageStyle, maxWidth: .infinity, scale: 2)
                == t.measure("Delete", style: messageStyle, maxWidth: .infinity, scale: 2))
    }

    @Test("Japanese breaks between any two characters")
    func japanese() throws {
        // 13 pt IPAexGothic glyphs are 13 pt wide: 5 fit in 65 pt.
        let got = try lines("あいうえおかきくけこさしす", width: 65)
        #expect(got == ["あいうえお", "かきくけこ", "さしす"])
    }

    @Test("Kinsoku: no line starts with closing punctuation or a small kana, none ends with an opening bracket")
    func kinsoku() throws {
        // Without kinsoku "。" would start line 2: "お" goes down with it.
        #expect(try lines("あいうえお。かきくけこ", width: 65) == ["あいうえ", "お。かきく", "けこ"])
        #expect(try lines("あいうえおっかきくけ", width: 65) == ["あいうえ", "おっかきく", "け"])
        #expect(try lines("あいうえおーかきくけ", width: 65) == ["あいうえ", "おーかきく", "け"])
        #expect(try lines("あいうえお」かきくけ", width: 65) == ["あいうえ", "お」かきく", "け"])
        #expect(try lines("あいうえ「かきくけこ", width: 65) == ["あいうえ", "「かきくけ", "こ"])
        let noStart = Set("、。，．」』）ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ！？!?,.:;)]}")
        let noEnd = Set("「『（([{")
        let text = "「この写真」を削除しますか？（元に戻せません。）ファイルはiCloudからも削除されます、よろしいですか？"
        for width in stride(from: 40.0, through: 200, by: 7) {
            let got = try lines(text, width: width)
            #expect(got.joined() == text)
            for line in got.dropFirst() { #expect(!noStart.contains(line.first!), "width \(width): \(got)") }
            for line in got.dropLast() { #expect(!noEnd.contains(line.last!), "width \(width): \(got)") }
        }
    }

    @Test("Mixed Japanese and Latin text")
    func mixed() throws {
        let t = try typesetter()
        let text = "Swiftで書かれたアプリを削除しますか？ This cannot be undone."
        let l = t.layout(text, style: messageStyle, maxWidth: 120, scale: 2)
        #expect(
            l.lines.map(\.text).joined().replacingOccurrences(of: " ", with: "")
                == text.replacingOccurrences(of: " ", with: ""))
        #expect(l.lines.allSatisfy { $0.width <= 240 + 1e-6 })
        // Both fonts are used, Latin words are never split.
        let fonts = Set(l.lines.flatMap { $0.glyphs.map(\.font) })
        #expect(fonts == [0, 3])
        for line in l.lines {
            for word in ["Swift", "This", "cannot", "undone."] where line.text.contains(word.prefix(3)) {
                #expect(line.text.contains(word))
            }
        }
    }

    @Test("A word longer than the line is broken between grapheme clusters")
    func longWord() throws {
        let t = try typesetter()
        let text = "Hi Pneumonoultramicroscopicsilicovolcanoconiosis"
        let l = t.layout(text, style: messageStyle, maxWidth: 100, scale: 2)
        let got = l.lines.map(\.text)
        #expect(got.first == "Hi")  // the long word starts on its own line
        #expect(got.count >= 3)
        #expect(got.joined() == "HiPneumonoultramicroscopicsilicovolcanoconiosis")
        #expect(l.lines.allSatisfy { $0.width <= 200 + 1e-6 })
        // Grapheme clusters are never split: an accented letter made of two scalars stays whole.
        let accented = String(repeating: "e\u{301}", count: 60)
        let al = try lines(accented, width: 50)
        #expect(al.count > 1)
        #expect(al.allSatisfy { $0.unicodeScalars.count % 2 == 0 })
        // A line narrower than one cluster still makes progress, one cluster per line.
        #expect(try lines("WWW", width: 1) == ["W", "W", "W"])
    }

    @Test("Breaks after hyphens, not inside numbers")
    func hyphens() throws {
        let got = try lines("state-of-the-art well-known", width: 60)
        #expect(got.joined(separator: " ").replacingOccurrences(of: "- ", with: "-") == "state-of-the-art well-known")
        #expect(got.contains { $0.hasSuffix("-") })
        let numbers = try lines("pages 10-20 and 30-40 and 50-60", width: 40)
        #expect(!numbers.contains { $0.hasSuffix("-") })
    }

    @Test("Forced newlines")
    func newlines() throws {
        #expect(try lines("One\nTwo\r\nThree", width: 200) == ["One", "Two", "Three"])
        #expect(try lines("One\n\nThree", width: 200) == ["One", "", "Three"])
        #expect(try lines("One\n", width: 200) == ["One"])
        #expect(try lines("", width: 200) == [])
        let t = try typesetter()
        let m = t.measure("One\n\nThree", style: messageStyle, maxWidth: 200, scale: 2)
        #expect(m.lineCount == 3 && m.height == 48)
    }

    @Test("maxLines cuts the text and ends the last line with an ellipsis")
    func ellipsis() throws {
        let t = try typesetter()
        var style = messageStyle
        style.maxLines = 2
        let text = "Are you sure you want to delete this photo? This cannot be undone and the photo is gone."
        let l = t.layout(text, style: style, maxWidth: 150, scale: 2)
        #expect(l.lines.count == 2)
        #expect(l.measurement.truncated)
        #expect(l.measurement.height == 32)
        let last = try #require(l.lines.last)
        #expect(last.text.hasSuffix("…"))
        #expect(!last.text.hasSuffix(" …"))
        #expect(last.width <= 300 + 1e-6)
        // The last line is filled as far as it goes: one more character would not fit.
        let shown = String(last.text.dropLast())
        let full = t.layout(text, style: messageStyle, maxWidth: 150, scale: 2).lines.map(\.text)
        #expect(l.lines[0].text == full[0])
        #expect(text.contains(shown))
        // Text that fits is not cut.
        let short = t.layout("Short text.", style: style, maxWidth: 150, scale: 2)
        #expect(!short.measurement.truncated && short.lines.map(\.text) == ["Short text."])
        // Cut by a following paragraph: the last line keeps its text and gains "…".
        style.maxLines = 1
        let para = t.layout("First\nSecond", style: style, maxWidth: 150, scale: 2)
        #expect(para.lines.map(\.text) == ["First…"] && para.measurement.truncated)
        #expect(!t.measure("First\n  \n", style: style, maxWidth: 150, scale: 2).truncated)
    }

    @Test("A long action title shrinks to its minimum size, then is truncated in the middle")
    func shrinkThenMiddle() throws {
        let t = try typesetter()
        let style = TextStyle(size: 17, lineHeight: 22, minimumSize: 10, truncation: .middle)
        // Fits at 17 pt: unchanged.
        let fits = t.layout("Delete", style: style, maxWidth: 238, scale: 3)
        #expect(fits.measurement.fontSize == 17 && !fits.measurement.truncated)
        // Slightly too wide: shrinks by 0.5 pt steps, not truncated.
        let title = "Remove from All Devices Now"
        let natural = t.measure(title, style: TextStyle(size: 17, lineHeight: 22), maxWidth: .infinity, scale: 3).width
        let shrunk = t.layout(title, style: style, maxWidth: natural * 0.9, scale: 3)
        #expect(shrunk.measurement.fontSize < 17 && shrunk.measurement.fontSize >= 15)
        #expect((shrunk.measurement.fontSize * 2).rounded() == shrunk.measurement.fontSize * 2)
        #expect(!shrunk.measurement.truncated && shrunk.lines.map(\.text) == [title])
        #expect(shrunk.measurement.width <= natural * 0.9 + 1e-9)
        // The largest step that fits is taken.
        let bigger = TextStyle(size: shrunk.measurement.fontSize + 0.5, lineHeight: 22)
        #expect(t.measure(title, style: bigger, maxWidth: .infinity, scale: 3).width > natural * 0.9)
        // Far too long: minimum size, middle truncation, head keeps the extra character.
        let long = "Very long action title that does not fit"
        let cut = t.layout(long, style: style, maxWidth: 100, scale: 3)
        #expect(cut.measurement.fontSize == 10 && cut.measurement.truncated && cut.measurement.lineCount == 1)
        let text = try #require(cut.lines.first?.text)
        let parts = text.split(separator: "…", omittingEmptySubsequences: false)
        #expect(parts.count == 2)
        #expect(long.hasPrefix(parts[0]) && long.hasSuffix(parts[1]))
        #expect(parts[0].count + 1 >= parts[1].count, "\(text)")  // +1: a space at the cut is trimmed
        #expect(cut.measurement.width <= 100 + 1e-9)
        #expect(text.hasPrefix("Very lo") && text.hasSuffix("fit"))
        // Tail truncation when asked.
        var tail = style
        tail.truncation = .tail
        let tailCut = t.layout(long, style: tail, maxWidth: 100, scale: 3)
        #expect(tailCut.lines[0].text.hasPrefix("Very long") && tailCut.lines[0].text.hasSuffix("…"))
        // One line even with newlines in the title.
        #expect(t.measure("Two\nlines", style: style, maxWidth: 238, scale: 3).lineCount == 1)
    }

    @Test(
        "Characters no font has draw the .notdef box and are reported; nothing crashes",
        arguments: [
            "😀", "👨‍👩‍👧‍👦", "🇯🇵", "1️⃣", "\u{0378}", "\u{10FFFD}", "\u{E000}", "\u{D7A3}", "\u{200D}\u{FE0F}",
            "a\u{0}b\u{7}c\u{9}d", "\u{0378}\u{E000}\u{0378}",
        ])
    func notdef(text: String) throws {
        let t = try typesetter()
        let layout = t.layout("x" + text + "x", style: messageStyle, maxWidth: 200, scale: 2)
        #expect(layout.lines.count == 1)
        #expect(ink(dumpMasks(t, layout)) > 0)
        let glyphs = layout.lines[0].glyphs
        // Control characters are dropped, not drawn: they are never missing.
        let uncovered = text.unicodeScalars.filter { s in
            s.value >= 0x20 && !(0x7F..<0xA0).contains(s.value) && !CharClass.isDefaultIgnorable(s.value)
                && !t.fonts.contains { $0.glyph(for: s.value) != nil }
        }
        var unique: [Unicode.Scalar] = []
        for s in uncovered where !unique.contains(s) { unique.append(s) }
        #expect(layout.missingCharacters == unique)
        #expect(t.missingCharacters(in: "x" + text + "x", style: messageStyle) == unique)
        if !uncovered.isEmpty, uncovered.count == text.unicodeScalars.count {
            // One box per grapheme cluster, drawn with Inter's glyph 0.
            #expect(glyphs.count == 2 + text.count)
            #expect(glyphs.dropFirst().dropLast().allSatisfy { $0.glyph == 0 && $0.font == 0 })
            let only = t.layout(text, style: messageStyle, maxWidth: 200, scale: 2)
            #expect(ink(dumpMasks(t, only)) > 0)
        }
    }
}
