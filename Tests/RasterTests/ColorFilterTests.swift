import Testing

@testable import Raster

/// Grayscale (Rec. 709 luma) and the fused grayscale + dim pass.
@Suite struct ColorFilterTests {
    func luma(_ c: PremultipliedColor) -> Double {
        0.2126 * Double(c.r) + 0.7152 * Double(c.g) + 0.0722 * Double(c.b)
    }

    @Test func grayscaleOfKnownColours() {
        let cases: [(PremultipliedColor, UInt8)] = [
            (PremultipliedColor(r: 255, g: 0, b: 0, a: 255), 54),
            (PremultipliedColor(r: 0, g: 255, b: 0, a: 255), 182),
            (PremultipliedColor(r: 0, g: 0, b: 255, a: 255), 18),
            (.white, 255), (.black, 0),
            (PremultipliedColor(r: 0, g: 122, b: 255, a: 255), 106),  // systemBlue: 105.67
        ]
        for (colour, y) in cases {
            let canvas = Canvas(width: 1, height: 1, fill: colour)
            canvas.grayscale()
            #expect(canvas.pixel(x: 0, y: 0) == PremultipliedColor(r: y, g: y, b: y, a: colour.a))
        }
    }

    @Test func grayscaleIsWithinRoundingOfLumaForAnyPremultipliedPixel() {
        let canvas = makeTestPattern(width: 50, height: 40, seed: 21)
        let before = canvas.copy(canvas.bounds)
        canvas.grayscale(PixelRect(x: 0, y: 0, width: 50, height: 30))
        for y in 0..<40 {
            for x in 0..<50 {
                let p = canvas.pixel(x: x, y: y)
                let q = before.pixel(x: x, y: y)
                if y >= 30 {
                    #expect(p == q)
                } else {
                    #expect(abs(Double(p.r) - luma(q)) <= 0.5 + 1e-9 && p.r == p.g && p.g == p.b && p.a == q.a)
                }
            }
        }
    }

    @Test func fusedGrayscaleAndDimEqualsGrayscaleThenDim() {
        let dim = PremultipliedColor.black.scaled(by: 0.3)
        for gray in [true, false] {
            let fused = makeTestPattern(width: 40, height: 30, seed: 9)
            let separate = fused.copy(fused.bounds)
            fused.grayscaleAndDim(with: dim, grayscale: gray)
            if gray { separate.grayscale() }
            separate.fillRect(Rect(x: 0, y: 0, width: 40, height: 30), color: dim)
            #expect(fused.makeImage() == separate.makeImage())
        }
        // A coloured, translucent dim too.
        let tint = StraightColor(r: 30, g: 30, b: 30, a: 191).premultiplied()
        let fused = makeTestPattern(width: 20, height: 20, seed: 1)
        let separate = fused.copy(fused.bounds)
        fused.grayscaleAndDim(with: tint, grayscale: true)
        separate.grayscale()
        separate.fillRect(Rect(x: 0, y: 0, width: 20, height: 20), color: tint)
        #expect(fused.makeImage() == separate.makeImage())
    }

    @Test func dimRespectsClip() {
        let canvas = Canvas(width: 10, height: 10, fill: .white)
        canvas.clip = PixelRect(x: 0, y: 0, width: 5, height: 10)
        canvas.grayscaleAndDim(with: .black.scaled(by: 0.5), grayscale: true)
        #expect(canvas.pixel(x: 2, y: 2) == PremultipliedColor(r: 127, g: 127, b: 127, a: 255))
        #expect(canvas.pixel(x: 7, y: 2) == .white)
    }

    // MARK: goldens

    @Test func goldenGrayscaleAndDim() throws {
        let canvas = Canvas(image: colourfulImage(width: 120, height: 60))
        canvas.clip = PixelRect(x: 0, y: 0, width: 40, height: 60)
        canvas.grayscale()
        canvas.clip = PixelRect(x: 40, y: 0, width: 40, height: 60)
        canvas.grayscaleAndDim(with: PremultipliedColor.black.scaled(by: 0.3), grayscale: true)
        canvas.clip = PixelRect(x: 80, y: 0, width: 40, height: 60)
        canvas.grayscaleAndDim(with: PremultipliedColor.black.scaled(by: 0.48), grayscale: false)
        try assertGolden(canvas, area: "filters", name: "grayscale-dim")
    }

    @Test func imageCopyFusedWithFilterEqualsCopyThenFilter() {
        // Noise with some translucent pixels, odd width so the SIMD tail is exercised; drawn 1:1
        // and scaled (the resampling path filters afterwards).
        var rng: UInt32 = 12345
        func next() -> UInt8 {
            rng = rng &* 1_103_515_245 &+ 12345
            return UInt8(truncatingIfNeeded: rng >> 16)
        }
        var bytes = [UInt8](repeating: 0, count: 37 * 23 * 4)
        for i in stride(from: 0, to: bytes.count, by: 4) {
            bytes[i] = next()
            bytes[i + 1] = next()
            bytes[i + 2] = next()
            bytes[i + 3] = i % 12 == 0 ? next() : 255
        }
        let image = RGBAImage(width: 37, height: 23, bytes: bytes)
        let dim = PremultipliedColor.black.scaled(by: 0.3)
        for rect in [PixelRect(x: 0, y: 0, width: 37, height: 23), PixelRect(x: 2, y: 3, width: 30, height: 40)] {
            let separate = Canvas(width: 40, height: 50)
            separate.drawImage(image, aspectFillIn: rect)
            separate.clip = rect
            separate.grayscaleAndDim(with: dim, grayscale: true)
            let fused = Canvas(width: 40, height: 50)
            fused.drawImage(image, aspectFillIn: rect, thenGrayscale: true, dim: dim)
            #expect(separate.makeImage() == fused.makeImage(), "\(rect)")
        }
    }

    @Test func partialGrayscaleMovesEachChannelTowardsLuma() {
        let colour = StraightColor(r: 200, g: 40, b: 90).premultiplied()
        func filtered(_ amount: Double) -> PremultipliedColor {
            let c = Canvas(width: 5, height: 1, fill: colour)
            c.grayscaleAndDim(with: .transparent, grayscaleAmount: amount)
            return c.pixel(x: 4, y: 0)
        }
        let full = Canvas(width: 5, height: 1, fill: colour)
        full.grayscale()
        #expect(filtered(1) == full.pixel(x: 4, y: 0))
        #expect(filtered(0) == colour)
        let half = filtered(0.5)
        let y = Double(full.pixel(x: 0, y: 0).r)
        for (c, original) in [(half.r, 200.0), (half.g, 40.0), (half.b, 90.0)] {
            #expect(abs(Double(c) - (original + y) / 2) <= 1, "\(c)")
        }
        #expect(half.a == 255)
    }
}
