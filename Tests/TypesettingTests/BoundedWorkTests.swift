import AlertModel
import Testing

@testable import Typesetting

@Suite("Bounded work")
struct BoundedWorkTests {
    @Test("A 100,000-character message is capped at the internal line limit")
    func hugeMessage() throws {
        let t = try typesetter()
        let words = String(repeating: "lorem ipsum dolor sit amet ", count: 100_000 / 27 + 1).prefix(100_000)
        let m = t.measure(String(words), style: messageStyle, maxWidth: 238, scale: 3)
        #expect(m.lineCount == Typesetter.lineCap)
        #expect(m.truncated)
        #expect(m.height == Double(Typesetter.lineCap) * 16)
    }

    enum Flood: String, CaseIterable, Sendable {
        case unbroken, japanese, newlines, shortLines
        var text: String {
            switch self {
            case .unbroken: String(repeating: "x", count: 100_000)
            case .japanese: String(repeating: "あ", count: 100_000)
            case .newlines: String(repeating: "\n", count: 100_000)
            case .shortLines: String(repeating: "a\n", count: 50_000)
            }
        }
    }

    @Test("Unbroken, Japanese and newline floods are capped too", arguments: Flood.allCases)
    func floods(flood: Flood) throws {
        let t = try typesetter()
        let m = t.measure(flood.text, style: messageStyle, maxWidth: 238, scale: 2)
        #expect(m.lineCount == Typesetter.lineCap)
        var style = messageStyle
        style.maxLines = 3
        let l = t.layout(flood.text, style: style, maxWidth: 238, scale: 2)
        #expect(l.lines.count == 3)
        // Only empty lines follow in the newline flood: nothing visible was cut.
        #expect(l.measurement.truncated == (flood != .newlines))
        #expect(m.truncated == (flood != .newlines))
    }

    @Test("A 100,000-character action title shrinks and truncates without shaping it all")
    func hugeTitle() throws {
        let t = try typesetter()
        let style = TextStyle(size: 17, lineHeight: 22, minimumSize: 10, truncation: .middle)
        let m = t.layout(String(repeating: "Delete ", count: 14_286), style: style, maxWidth: 238, scale: 3)
        #expect(m.measurement.lineCount == 1 && m.measurement.truncated && m.measurement.fontSize == 10)
        #expect(m.lines[0].text.contains("…"))
    }
}
