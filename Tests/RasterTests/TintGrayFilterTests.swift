import Testing

@testable import Raster

/// `grayOutColor`: only the tint colour and its share of anti-aliased edges turn gray.
@Suite struct TintGrayFilterTests {
    let blue = StraightColor(r: 0, g: 122, b: 255)
    /// systemBlue's Rec. 709 luma, 105.67.
    let gray = StraightColor(r: 106, g: 106, b: 106)
    let orange = StraightColor(r: 255, g: 149, b: 0)
    let green = StraightColor(r: 52, g: 199, b: 89)

    /// A screen with shapes in `tint` (anti-aliased circle-cornered boxes and a capsule, on white
    /// and on a green bar) and an orange box that never changes.
    func scene(tint: StraightColor) -> Canvas {
        let c = Canvas(width: 120, height: 80, fill: .white)
        c.fillRect(Rect(x: 0, y: 40, width: 120, height: 40), color: green.premultiplied())
        c.fillRoundedRect(
            Rect(x: 10.3, y: 8.6, width: 30.4, height: 20.2), radius: 7.5, style: .circular, color: tint.premultiplied()
        )
        c.fillRoundedRect(
            Rect(x: 70.7, y: 10.2, width: 20.6, height: 18.5), radius: 5, style: .circular,
            color: orange.premultiplied())
        c.fillCapsule(from: (15.2, 60.4), to: (60.9, 55.1), width: 5.3, color: tint.premultiplied())
        c.fillRoundedRect(
            Rect(x: 80.4, y: 50.3, width: 25.3, height: 20.1), radius: 4, style: .circular, color: tint.premultiplied())
        return c
    }

    /// The largest channel difference and where it is.
    func maxDifference(_ a: Canvas, _ b: Canvas) -> (Int, String) {
        var worst = (0, "")
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixel(x: x, y: y)
                let q = b.pixel(x: x, y: y)
                let d = max(
                    abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)),
                    abs(Int(p.a) - Int(q.a)))
                if d > worst.0 { worst = (d, "(\(x), \(y)): \(p) vs \(q)") }
            }
        }
        return worst
    }

    @Test func tintShapesAndTheirEdgesLookAsIfDrawnInGray() {
        let screen = scene(tint: blue)
        screen.grayOutColor(blue, tolerance: 12)
        // Drawing the same shapes in gray is what UIKit's dimmed tint does; the edges follow to
        // within rounding.
        let (worst, at) = maxDifference(screen, scene(tint: gray))
        #expect(worst <= 2, "\(at)")
        // Not a single pixel is left with the tint's hue.
        for y in 0..<80 {
            for x in 0..<120 {
                let p = screen.pixel(x: x, y: y)
                #expect(!(Int(p.b) - Int(p.r) > 40 && p.b > p.g), "(\(x), \(y)) \(p)")
            }
        }
    }

    @Test func otherColoursAndTheBackgroundKeepEveryValue() {
        let screen = scene(tint: blue)
        let before = screen.copy(screen.bounds)
        screen.grayOutColor(blue, tolerance: 12)
        // The orange box with its edges and everything more than 2 px from a blue shape are untouched.
        for y in 6..<32 {
            for x in 66..<96 { #expect(screen.pixel(x: x, y: y) == before.pixel(x: x, y: y)) }
        }
        #expect(screen.pixel(x: 2, y: 2) == .white && screen.pixel(x: 115, y: 45) == green.premultiplied())
        // A colour just outside the tolerance stays as it is.
        let teal = StraightColor(r: 0, g: 122, b: 230)
        let other = scene(tint: teal)
        let copy = other.copy(other.bounds)
        other.grayOutColor(blue, tolerance: 12)
        #expect(other.makeImage() == copy.makeImage())
    }

    @Test func partialAmountMovesHalfWay() {
        let half = Canvas(width: 4, height: 4, fill: blue.premultiplied())
        half.grayOutColor(blue, tolerance: 0, amount: 0.5)
        // 0 + 0.5 (105.67 - 0), 122 + 0.5 (105.67 - 122), 255 + 0.5 (105.67 - 255)
        #expect(half.pixel(x: 1, y: 1) == PremultipliedColor(r: 53, g: 114, b: 181, a: 255))
        let none = Canvas(width: 4, height: 4, fill: blue.premultiplied())
        none.grayOutColor(blue, tolerance: 0, amount: 0)
        #expect(none.pixel(x: 0, y: 0) == blue.premultiplied())
    }

    @Test func regionAndClipLimitTheFilter() {
        let c = Canvas(width: 20, height: 10, fill: blue.premultiplied())
        c.grayOutColor(blue, tolerance: 0, region: PixelRect(x: 0, y: 0, width: 10, height: 10))
        #expect(c.pixel(x: 9, y: 5) == gray.premultiplied() && c.pixel(x: 10, y: 5) == blue.premultiplied())
        c.clip = PixelRect(x: 10, y: 0, width: 5, height: 10)
        c.grayOutColor(blue, tolerance: 0)
        #expect(c.pixel(x: 14, y: 5) == gray.premultiplied() && c.pixel(x: 15, y: 5) == blue.premultiplied())
    }
}
