import Testing

@testable import Raster

/// Edge and corner coverage of rects and rounded rects against an exact reference.
@Suite struct ShapeCoverageTests {
    /// Largest |drawn - reference| coverage over every pixel of a canvas, in 8-bit levels.
    func maxError(_ canvas: Canvas, _ rect: Rect, _ extent: RowExtent) -> Double {
        var worst = 0.0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let ref = referenceCoverage(extent, top: rect.y, bottom: rect.maxY, px: x, py: y)
                worst = max(worst, abs(drawnCoverage(canvas, x, y) - ref) * 255)
            }
        }
        return worst
    }

    @Test func fractionalRectCoverageIsExactArea() {
        let canvas = Canvas(width: 20, height: 12)
        let rect = Rect(x: 2.25, y: 1.5, width: 13.3, height: 7.15)
        canvas.fillRect(rect, color: .white)
        let err = maxError(canvas, rect, { y in y >= rect.y && y <= rect.maxY ? (rect.x, rect.maxX) : nil })
        #expect(err <= 1.0)
        // A corner pixel: 0.75 x 0.5 of the pixel.
        #expect(canvas.pixel(x: 2, y: 1).a == UInt8((0.75 * 0.5 * 255).rounded()))
        #expect(canvas.pixel(x: 5, y: 5) == .white)
    }

    @Test func subPixelRectIsItsArea() {
        let canvas = Canvas(width: 4, height: 4)
        canvas.fillRect(Rect(x: 1.25, y: 1.5, width: 0.5, height: 0.25), color: .white)
        #expect(canvas.pixel(x: 1, y: 1).a == UInt8((0.125 * 255).rounded()))
        #expect(canvas.pixel(x: 2, y: 1).a == 0)
    }

    @Test(arguments: [
        (Rect(x: 3.3, y: 2.7, width: 41.2, height: 27.9), 8.6),
        (Rect(x: 1.5, y: 1.25, width: 30, height: 12), 40.0),  // clamped: a pill
        (Rect(x: 2, y: 2, width: 60, height: 44), 19.5),
    ])
    func circularCornersMatchExactCircle(rect: Rect, radius: Double) {
        let canvas = Canvas(width: Int(rect.maxX) + 3, height: Int(rect.maxY) + 3)
        canvas.fillRoundedRect(rect, radius: radius, style: .circular, color: .white)
        let err = maxError(canvas, rect, circularExtent(rect, radius: radius))
        #expect(err <= 4)
    }

    @Test(arguments: [
        (Rect(x: 3.3, y: 2.7, width: 61.2, height: 47.9), 12.3),
        (Rect(x: 1.5, y: 1.25, width: 40, height: 16), 30.0),  // clamped by UIKit's limit
        (Rect(x: 2, y: 2, width: 80, height: 60), 14.0),
    ])
    func continuousCornersMatchReferenceSquircle(rect: Rect, radius: Double) {
        let canvas = Canvas(width: Int(rect.maxX) + 3, height: Int(rect.maxY) + 3)
        canvas.fillRoundedRect(rect, radius: radius, style: .continuous, color: .white)
        let err = maxError(canvas, rect, continuousExtent(rect, radius: radius))
        #expect(err <= 4)
    }

    @Test func clippedRoundedRectMatchesUnclippedInsideClip() {
        let rect = Rect(x: 4.5, y: 3.25, width: 50, height: 40)
        let full = Canvas(width: 64, height: 50)
        full.fillRoundedRect(rect, radius: 12, style: .continuous, color: .white)
        let clipped = Canvas(width: 64, height: 50)
        let clip = PixelRect(x: 10, y: 6, width: 17, height: 30)
        clipped.clip = clip
        clipped.fillRoundedRect(rect, radius: 12, style: .continuous, color: .white)
        for y in 0..<50 {
            for x in 0..<64 {
                let inside = x >= clip.x && x < clip.maxX && y >= clip.y && y < clip.maxY
                #expect(clipped.pixel(x: x, y: y) == (inside ? full.pixel(x: x, y: y) : .transparent))
            }
        }
    }

    @Test func offCanvasShapesNeverCrash() {
        let canvas = Canvas(width: 16, height: 16)
        for rect in [
            Rect(x: -40, y: -40, width: 30, height: 30), Rect(x: 10, y: 10, width: 100, height: 100),
            Rect(x: -5.5, y: 3, width: 30, height: 4), Rect(x: 1e12, y: -1e12, width: 5, height: 5),
            Rect(x: 3, y: 3, width: 0, height: 4), Rect(x: 3, y: 3, width: -2, height: 4),
        ] {
            canvas.fillRect(rect, color: .white)
            canvas.fillRoundedRect(rect, radius: 6, style: .circular, color: .white)
            canvas.fillRoundedRect(rect, radius: 6, style: .continuous, color: .white)
        }
        canvas.clip = PixelRect(x: 20, y: 20, width: 5, height: 5)
        canvas.fillRoundedRect(Rect(x: 0, y: 0, width: 16, height: 16), radius: 4, style: .circular, color: .black)
        #expect(canvas.pixel(x: 12, y: 12) == .white)
        #expect(canvas.pixel(x: 8, y: 8) == .transparent)
    }

    // MARK: goldens

    @Test func goldenRects() throws {
        let canvas = checkerBackdrop(width: 96, height: 64)
        canvas.fillRect(
            Rect(x: 8.5, y: 8.25, width: 40, height: 20.5), color: PremultipliedColor(r: 0, g: 122, b: 255, a: 255))
        canvas.fillRect(
            Rect(x: 30.3, y: 20.6, width: 50, height: 30),
            color: StraightColor(r: 255, g: 59, b: 48, a: 160).premultiplied())
        canvas.fillRect(
            Rect(x: 4, y: 56.5, width: 88, height: 1), color: StraightColor(r: 60, g: 60, b: 67, a: 74).premultiplied())
        try assertGolden(canvas, area: "shapes", name: "rects")
    }

    @Test func goldenCircularRoundedRects() throws {
        let canvas = checkerBackdrop(width: 128, height: 80)
        canvas.fillRoundedRect(
            Rect(x: 6.5, y: 6.5, width: 70, height: 44), radius: 12, style: .circular,
            color: PremultipliedColor(r: 0, g: 122, b: 255, a: 255))
        canvas.fillRoundedRect(
            Rect(x: 60.25, y: 30.75, width: 60, height: 40), radius: 200, style: .circular,
            color: StraightColor(r: 52, g: 199, b: 89, a: 200).premultiplied())
        try assertGolden(canvas, area: "shapes", name: "rounded-circular")
    }

    @Test func goldenContinuousRoundedRects() throws {
        let canvas = checkerBackdrop(width: 128, height: 80)
        canvas.fillRoundedRect(
            Rect(x: 6.5, y: 6.5, width: 70, height: 44), radius: 12, style: .continuous,
            color: PremultipliedColor(r: 0, g: 122, b: 255, a: 255))
        canvas.fillRoundedRect(
            Rect(x: 60.25, y: 30.75, width: 60, height: 40), radius: 200, style: .continuous,
            color: StraightColor(r: 52, g: 199, b: 89, a: 200).premultiplied())
        canvas.strokeRoundedRect(
            Rect(x: 10, y: 58, width: 44, height: 16), radius: 5, style: .continuous, lineWidth: 1, color: .black)
        try assertGolden(canvas, area: "shapes", name: "rounded-continuous")
    }
}
