import Testing

@testable import Raster

#if canImport(Glibc)
    import Glibc
#endif

/// Shadows against a brute-force Gaussian blur of the silhouette: the silhouette is cut into 16
/// sub-rows per pixel, each sub-row's horizontal blur is integrated exactly, and the sub-rows are
/// summed with Gaussian weights.
@Suite struct ShadowTests {
    func phi(_ z: Double) -> Double { 0.5 * erfc(-z / 2.0.squareRoot()) }

    func referenceShadow(_ extent: RowExtent, rect: Rect, sigma: Double, px: Int, py: Int) -> Double {
        let sub = 16
        let cx = Double(px) + 0.5
        let cy = Double(py) + 0.5
        var sum = 0.0
        let y0 = Int((rect.y).rounded(.down))
        let y1 = Int(rect.maxY.rounded(.up))
        for row in (y0 * sub)..<(y1 * sub) {
            let t = (Double(row) + 0.5) / Double(sub)
            guard let (l, r) = extent(t) else { continue }
            let dy = cy - t
            let g = exp(-dy * dy / (2 * sigma * sigma)) / (sigma * (2 * Double.pi).squareRoot())
            sum += g / Double(sub) * (phi((cx - l) / sigma) - phi((cx - r) / sigma))
        }
        return sum
    }

    func maxError(rect: Rect, radius: Double, style: CornerCurve, sigma: Double, extent: RowExtent) -> Double {
        let w = Int(rect.maxX + 3 * sigma) + 4
        let h = Int(rect.maxY + 3 * sigma) + 4
        let canvas = Canvas(width: w, height: h)
        canvas.drawShadow(of: rect, radius: radius, style: style, sigma: sigma, color: .white)
        var worst = 0.0
        for y in 0..<h {
            for x in 0..<w {
                let ref = referenceShadow(extent, rect: rect, sigma: sigma, px: x, py: y)
                worst = max(worst, abs(drawnCoverage(canvas, x, y) - ref) * 255)
            }
        }
        return worst
    }

    @Test func circularShadowMatchesGaussianOfSilhouette() {
        let rect = Rect(x: 20.3, y: 19.6, width: 40, height: 30)
        let err = maxError(
            rect: rect, radius: 8, style: .circular, sigma: 6, extent: circularExtent(rect, radius: 8))
        #expect(err <= 2)
    }

    @Test func continuousShadowMatchesGaussianOfSilhouette() {
        let rect = Rect(x: 20, y: 20.5, width: 40, height: 30)
        let err = maxError(
            rect: rect, radius: 8, style: .continuous, sigma: 6, extent: continuousExtent(rect, radius: 8))
        #expect(err <= 2)
    }

    @Test func plainRectShadowIsSeparableErf() {
        let rect = Rect(x: 12.5, y: 10, width: 30, height: 20)
        let err = maxError(
            rect: rect, radius: 0, style: .circular, sigma: 4,
            extent: { y in y >= rect.y && y <= rect.maxY ? (rect.x, rect.maxX) : nil })
        #expect(err <= 2)
    }

    @Test func smallSigmaAndLargeCornerStayAccurate() {
        let rect = Rect(x: 6.25, y: 5.5, width: 44, height: 26)
        let err = maxError(
            rect: rect, radius: 13, style: .circular, sigma: 1.2, extent: circularExtent(rect, radius: 13))
        #expect(err <= 2)
    }

    @Test func largeSigmaShadowStaysAccurate() {
        let rect = Rect(x: 46, y: 45.5, width: 90, height: 60)
        let err = maxError(
            rect: rect, radius: 20, style: .continuous, sigma: 15, extent: continuousExtent(rect, radius: 20))
        #expect(err <= 2)
    }

    @Test func shadowRespectsClipAndColour() {
        let canvas = Canvas(width: 60, height: 60, fill: .white)
        canvas.clip = PixelRect(x: 0, y: 0, width: 30, height: 60)
        canvas.drawShadow(
            of: Rect(x: 15, y: 15, width: 30, height: 30), radius: 6, style: .circular, sigma: 3,
            color: PremultipliedColor.black.scaled(by: 0.5))
        #expect(canvas.pixel(x: 25, y: 30) == PremultipliedColor(r: 127, g: 127, b: 127, a: 255))
        #expect(canvas.pixel(x: 35, y: 30) == .white)
    }

    @Test func offCanvasShadowNeverCrashes() {
        let canvas = Canvas(width: 10, height: 10)
        canvas.drawShadow(
            of: Rect(x: -100, y: -100, width: 50, height: 50), radius: 10, style: .continuous, sigma: 8, color: .black)
        canvas.drawShadow(
            of: Rect(x: 8, y: -30, width: 50, height: 50), radius: 80, style: .circular, sigma: 20, color: .black)
        canvas.drawShadow(
            of: Rect(x: 2, y: 2, width: 5, height: 5), radius: 1, style: .circular, sigma: 0, color: .black)
        #expect(canvas.pixel(x: 4, y: 4).a == 255)
    }

    // MARK: goldens

    @Test func goldenShadows() throws {
        let canvas = Canvas(width: 160, height: 100, fill: .white)
        let left = Rect(x: 14, y: 14, width: 56, height: 56)
        canvas.drawShadow(
            of: left.offsetBy(dx: 6, dy: 6), radius: 10, style: .circular, sigma: 6,
            color: PremultipliedColor.black.scaled(by: 0.7))
        canvas.fillRoundedRect(left, radius: 10, style: .circular, color: .white)
        let right = Rect(x: 92.5, y: 20.5, width: 50, height: 60)
        canvas.drawShadow(
            of: right, radius: 14, style: .continuous, sigma: 10,
            color: StraightColor(r: 0, g: 60, b: 200, a: 150).premultiplied())
        try assertGolden(canvas, area: "shadow", name: "shadows")
    }
}
