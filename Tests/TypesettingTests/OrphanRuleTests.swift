import AlertModel
import Testing

@testable import Typesetting

/// `TextStyle.avoidsOrphans`: UIKit's standard line-break strategy for alert and sheet labels.
@Suite("Orphan rule")
struct OrphanRuleTests {
    static var pushing: TextStyle {
        var style = messageStyle
        style.avoidsOrphans = true
        return style
    }

    func lines(_ text: String, _ style: TextStyle, width: Double) throws -> [String] {
        try typesetter().layout(text, style: style, maxWidth: width, scale: 3).lines.map(\.text)
    }

    /// The one-line width of `text` in points, at the scale the tests lay out at.
    func natural(_ text: String, _ style: TextStyle = messageStyle) throws -> Double {
        try typesetter().measure(text, style: style, maxWidth: .infinity, scale: 3).width
    }

    @Test("A last line of one word takes the previous line's last word")
    func orphan() throws {
        let text = "Are you sure you want to do this?"
        // Just wide enough for all but the last word: greedy breaking leaves "this?" alone.
        let width = try natural("Are you sure you want to do") + 0.5
        #expect(try lines(text, messageStyle, width: width) == ["Are you sure you want to do", "this?"])
        #expect(try lines(text, Self.pushing, width: width) == ["Are you sure you want to", "do this?"])
        // Same number of lines, so the block keeps its height.
        let t = try typesetter()
        let greedy = t.measure(text, style: messageStyle, maxWidth: width, scale: 3)
        let pushed = t.measure(text, style: Self.pushing, maxWidth: width, scale: 3)
        #expect(pushed.lineCount == greedy.lineCount && pushed.height == greedy.height)
    }

    @Test("Only the paragraph's last line is looked at, in every paragraph")
    func paragraphs() throws {
        let first = "Are you sure you want to do this?"
        let width = try natural("Are you sure you want to do") + 0.5
        #expect(
            try lines(first + "\n" + first, Self.pushing, width: width) == [
                "Are you sure you want to", "do this?", "Are you sure you want to", "do this?",
            ])
    }

    @Test("Nothing moves when the pushed word and the orphan do not fit together")
    func noRoom() throws {
        let text = "Are you sure? Counterrevolutionaries"
        let width = try natural("Counterrevolutionaries") + 0.5
        #expect(try lines(text, messageStyle, width: width) == ["Are you sure?", "Counterrevolutionaries"])
        #expect(try lines(text, Self.pushing, width: width) == ["Are you sure?", "Counterrevolutionaries"])
    }

    @Test("A one-line text is unchanged")
    func oneLine() throws {
        let text = "Are you sure you want to do this?"
        #expect(try lines(text, Self.pushing, width: 300) == [text])
        #expect(try lines("Delete", Self.pushing, width: 300) == ["Delete"])
    }

    @Test("A two-word paragraph that wraps keeps one word per line")
    func twoWords() throws {
        let width = try natural("everything") + 0.5
        #expect(try lines("Delete everything", Self.pushing, width: width) == ["Delete", "everything"])
    }

    @Test("Japanese breaks as before: a one-character last line stays")
    func japanese() throws {
        #expect(try lines("あいうえおかきくけこさ", Self.pushing, width: 65) == ["あいうえお", "かきくけこ", "さ"])
        let text = "この写真を削除しますか？ iCloud からも削除されます。"
        for width in stride(from: 40.0, through: 200, by: 3) {
            #expect(try lines(text, Self.pushing, width: width) == lines(text, messageStyle, width: width))
        }
    }

    @Test("Thai breaks as before, also where its last line is one word")
    func thai() throws {
        var style = Self.pushing
        style.language = "th"
        var greedyStyle = messageStyle
        greedyStyle.language = "th"
        let text = "คุณแน่ใจหรือไม่ว่าต้องการลบรูปภาพนี้ การกระทำนี้ไม่สามารถย้อนกลับได้"
        var oneWordLast = 0
        for width in stride(from: 40.0, through: 250, by: 2) {
            let greedy = try lines(text, greedyStyle, width: width)
            #expect(try lines(text, style, width: width) == greedy, "width \(width)")
            if greedy.count > 1, !greedy.last!.contains(" ") { oneWordLast += 1 }
        }
        // The loop did meet lines the rule would otherwise have changed.
        #expect(oneWordLast > 0)
    }

    @Test("Right-to-left paragraphs push out in reading order", arguments: [
        ("هل أنت متأكد أنك تريد حذف هذه الصورة؟", "ar"),
        ("האם אתה בטוח שברצונך למחוק את התמונה?", "he"),
    ])
    func rightToLeft(text: String, language: String) throws {
        var style = Self.pushing
        style.language = language
        var greedyStyle = messageStyle
        greedyStyle.language = language
        let words = text.split(separator: " ")
        // Just wide enough for all but the last word.
        let width = try natural(words.dropLast().joined(separator: " "), greedyStyle) + 0.5
        let greedy = try lines(text, greedyStyle, width: width)
        #expect(greedy.count == 2 && greedy.last == String(words.last!))
        let pushed = try typesetter().layout(text, style: style, maxWidth: width, scale: 3)
        #expect(pushed.lines.map(\.text) == [words.dropLast(2).joined(separator: " "), words.suffix(2).joined(separator: " ")])
        #expect(pushed.baseDirection == .rtl)
        // Each line still fits and its glyphs run in visual order, left to right.
        for line in pushed.lines {
            #expect(line.width <= width * 3 + 1e-6)
            #expect(zip(line.glyphs, line.glyphs.dropFirst()).allSatisfy { $0.x <= $1.x + 1e-6 })
        }
    }

    @Test("A line limit keeps working: a cut text is cut as before, a text that fits still pushes out")
    func lineLimit() throws {
        let text = "Are you sure you want to do this?"
        let width = try natural("Are you sure you want to do") + 0.5
        var limited = Self.pushing
        limited.maxLines = 2
        #expect(try lines(text, limited, width: width) == ["Are you sure you want to", "do this?"])
        limited.maxLines = 1
        var greedy = messageStyle
        greedy.maxLines = 1
        let cut = try typesetter().layout(text, style: limited, maxWidth: width, scale: 3)
        #expect(cut.measurement.truncated && cut.lines.count == 1 && cut.lines[0].text.hasSuffix("\u{2026}"))
        #expect(try lines(text, limited, width: width) == lines(text, greedy, width: width))
        // Two lines shown of a longer text: the cut one is not pushed out.
        limited.maxLines = 2
        greedy.maxLines = 2
        let long = text + " " + text
        #expect(try lines(long, limited, width: width) == lines(long, greedy, width: width))
    }
}
