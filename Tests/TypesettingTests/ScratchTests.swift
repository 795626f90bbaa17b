import Testing
import AlertModel
@testable import Typesetting

@Test func scratch() throws {
    let t = try Typesetter.shared()
    let style = TextStyle(size: 13, weight: .regular, lineHeight: 16, alignment: .center)
    for s in ["Hello world, this is a somewhat long alert message that wraps.", "この操作は取り消せません。本当に削除しますか？データはすべて失われます。",
              "Swiftで書かれたアプリケーションを削除しますか？ This cannot be undone.", "Supercalifragilisticexpialidocious-and-more-words", "A\nB\n\nC\n", "😀 \u{E000} \u{0378} x", ""] {
        let l = t.layout(s, style: style, maxWidth: 120, scale: 2)
        print(l.measurement)
        for line in l.lines { print("  [\(line.text)] w=\(line.width) x=\(line.x) base=\(line.baseline) fonts=\(Set(line.glyphs.map(\.font))) g0=\(line.glyphs.first?.glyph ?? 99)") }
    }
    let a = TextStyle(size: 17, lineHeight: 22, minimumSize: 10, truncation: .middle)
    for s in ["Delete", "A somewhat longer action title", "Very long action title that definitely does not fit into the button width at all"] {
        let l = t.layout(s, style: a, maxWidth: 100, scale: 3)
        print(l.measurement, l.lines.map(\.text))
    }
}
