import AlertModel
import Testing

@testable import Typesetting

/// The Japanese face has one weight: bold styles thicken its strokes without moving anything.
@Suite struct EmboldenTests {
    func ink(_ text: String, weight: FontWeight) throws -> (coverage: Int, layout: TextLayout) {
        let t = try Typesetter.shared()
        let layout = t.layout(
            text, style: TextStyle(size: 17, weight: weight, lineHeight: 22), maxWidth: .infinity, scale: 3)
        var total = 0
        t.forEachGlyphMask(in: layout, originX: 0, originY: 0) { mask, _, _, _, _, _ in
            total += mask.reduce(0) { $0 + Int($1) }
        }
        return (total, layout)
    }

    @Test func boldJapaneseHasMoreInkAndTheSameAdvances() throws {
        let regular = try ink("ログアウト", weight: .regular)
        let semibold = try ink("ログアウト", weight: .semibold)
        let bold = try ink("ログアウト", weight: .bold)
        #expect(Double(semibold.coverage) > Double(regular.coverage) * 1.15)
        #expect(bold.coverage > semibold.coverage)
        let xs = { (l: TextLayout) in l.lines.flatMap { $0.glyphs.map(\.x) } }
        #expect(xs(regular.layout) == xs(bold.layout))
        #expect(regular.layout.measurement == bold.layout.measurement)
    }
}
