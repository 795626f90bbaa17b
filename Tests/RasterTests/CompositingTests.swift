import Testing

@testable import Raster

/// Source-over, group opacity, clipping and copies.
@Suite struct CompositingTests {
    @Test func sourceOverOfKnownValues() {
        // 50 % black over white: 255 * (255 - 128) / 255 = 127.
        let canvas = Canvas(width: 4, height: 4, fill: .white)
        canvas.fillRect(Rect(x: 0, y: 0, width: 4, height: 4), color: PremultipliedColor(r: 0, g: 0, b: 0, a: 128))
        #expect(canvas.pixel(x: 1, y: 1) == PremultipliedColor(r: 127, g: 127, b: 127, a: 255))

        // Premultiplied red at alpha 102 over opaque (10, 200, 30).
        let c2 = Canvas(width: 2, height: 2, fill: PremultipliedColor(r: 10, g: 200, b: 30, a: 255))
        c2.fillRect(Rect(x: 0, y: 0, width: 2, height: 2), color: PremultipliedColor(r: 102, g: 0, b: 0, a: 102))
        // dst = src + dst * 153 / 255: 102 + 6 = 108, 0 + 120 = 120, 0 + 18 = 18.
        #expect(c2.pixel(x: 0, y: 0) == PremultipliedColor(r: 108, g: 120, b: 18, a: 255))

        // Onto transparent: the source itself.
        let c3 = Canvas(width: 2, height: 2)
        let src = PremultipliedColor(r: 40, g: 20, b: 60, a: 90)
        c3.fillRect(Rect(x: 0, y: 0, width: 2, height: 2), color: src)
        #expect(c3.pixel(x: 1, y: 1) == src)

        // Half coverage of opaque white onto transparent: alpha 128, all channels 128.
        let c4 = Canvas(width: 2, height: 1)
        c4.fillRect(Rect(x: 0, y: 0, width: 0.5, height: 1), color: .white)
        #expect(c4.pixel(x: 0, y: 0) == PremultipliedColor(r: 128, g: 128, b: 128, a: 128))
    }

    @Test func groupOpacityShowsNoSeamWhereShapesOverlap() {
        let layer = Canvas(width: 40, height: 20)
        layer.fillRect(Rect(x: 0, y: 0, width: 25, height: 20), color: .black)
        layer.fillRect(Rect(x: 15, y: 0, width: 25, height: 20), color: .black)
        let canvas = Canvas(width: 40, height: 20, fill: .white)
        canvas.draw(layer, at: 0, 0, opacity: 0.5)
        let expected = PremultipliedColor(r: 127, g: 127, b: 127, a: 255)
        for x in [2, 18, 22, 38] { #expect(canvas.pixel(x: x, y: 10) == expected) }
    }

    @Test func layerDrawnAtOffsetIsClippedToCanvasAndClip() {
        let layer = Canvas(width: 10, height: 10, fill: .black)
        let canvas = Canvas(width: 20, height: 20, fill: .white)
        canvas.clip = PixelRect(x: 0, y: 0, width: 14, height: 20)
        canvas.draw(layer, at: 8, -5, opacity: 1)
        canvas.draw(layer, at: -50, 100, opacity: 1)
        #expect(canvas.pixel(x: 9, y: 2) == .black)
        #expect(canvas.pixel(x: 15, y: 2) == .white)
        #expect(canvas.pixel(x: 9, y: 6) == .white)
        #expect(canvas.pixel(x: 7, y: 2) == .white)
    }

    @Test func scaleTransformKeepsItsCentreFixed() {
        // A 1-pixel dot at (20, 12) in a layer; scaled about its centre it stays centred there.
        let layer = Canvas(width: 40, height: 30)
        layer.fillRect(Rect(x: 18, y: 10, width: 5, height: 5), color: .black)
        let canvas = Canvas(width: 40, height: 30, fill: .white)
        canvas.draw(layer, transform: .scale(1.6, about: 20.5, 12.5), opacity: 1)
        #expect(canvas.pixel(x: 20, y: 12) == .black)
        // The scaled square spans 20.5 +- 4: columns 17...23 fully dark, 16 and 24 partly.
        #expect(canvas.pixel(x: 17, y: 12) == .black && canvas.pixel(x: 23, y: 12) == .black)
        #expect(canvas.pixel(x: 14, y: 12) == .white && canvas.pixel(x: 26, y: 12) == .white)
        // Symmetric about the fixed point.
        #expect(canvas.pixel(x: 16, y: 12) == canvas.pixel(x: 24, y: 12))
        #expect(canvas.pixel(x: 20, y: 8) == canvas.pixel(x: 20, y: 16))
    }

    @Test func identityTransformIsAnExactCopyWithOpacity() {
        let layer = makeTestPattern(width: 16, height: 16, seed: 11)
        let a = Canvas(width: 16, height: 16, fill: .white)
        let b = Canvas(width: 16, height: 16, fill: .white)
        a.draw(layer, transform: .identity, opacity: 0.7)
        b.draw(layer, at: 0, 0, opacity: 0.7)
        #expect(a.makeImage() == b.makeImage())
    }

    @Test func patternFillCompositesTheSourceInsideTheShape() {
        let source = Canvas(width: 30, height: 30, fill: PremultipliedColor(r: 200, g: 100, b: 50, a: 255))
        let canvas = Canvas(width: 30, height: 30, fill: .white)
        canvas.fillRoundedRect(Rect(x: 5, y: 5, width: 20, height: 20), radius: 6, style: .continuous, from: source)
        #expect(canvas.pixel(x: 15, y: 15) == source.pixel(x: 15, y: 15))
        #expect(canvas.pixel(x: 2, y: 2) == .white)
        #expect(canvas.pixel(x: 5, y: 5) == .white)  // outside the rounded corner
    }

    @Test func copyAndImageRoundTrip() {
        let canvas = makeTestPattern(width: 12, height: 9, seed: 5)
        let part = canvas.copy(PixelRect(x: 10, y: -2, width: 4, height: 4))
        #expect(part.width == 4 && part.height == 4)
        #expect(part.pixel(x: 0, y: 2) == canvas.pixel(x: 10, y: 0))
        #expect(part.pixel(x: 3, y: 3) == .transparent)
        let image = canvas.makeImage()
        let again = Canvas(image: image)
        for y in 0..<9 {
            for x in 0..<12 {
                let p = canvas.pixel(x: x, y: y)
                let q = again.pixel(x: x, y: y)
                #expect(abs(Int(p.r) - Int(q.r)) <= 1 && p.a == q.a)
            }
        }
        #expect(Canvas(width: 3, height: 3, fill: .black).isOpaque)
        #expect(!canvas.isOpaque)
    }

    @Test func maskDrawingIsCoverageTimesColourAndClipped() {
        let mask: [UInt8] = [0, 128, 255, 9, 64, 32, 255, 9]  // 3 x 2, stride 4
        let canvas = Canvas(width: 4, height: 4, fill: .white)
        canvas.clip = PixelRect(x: 0, y: 0, width: 3, height: 4)
        mask.withUnsafeBufferPointer {
            canvas.drawMask($0, width: 3, height: 2, stride: 4, x: 1, y: 1, color: .black)
            canvas.drawMask($0, width: 3, height: 2, stride: 4, x: -2, y: 3, color: .black)
        }
        #expect(canvas.pixel(x: 1, y: 1) == .white)
        #expect(canvas.pixel(x: 2, y: 1) == PremultipliedColor(r: 127, g: 127, b: 127, a: 255))
        #expect(canvas.pixel(x: 3, y: 1) == .white)  // clipped
        #expect(canvas.pixel(x: 1, y: 2) == PremultipliedColor(r: 191, g: 191, b: 191, a: 255))
        #expect(canvas.pixel(x: 0, y: 3) == .black)  // the off-canvas draw's visible pixel
    }

    // MARK: goldens

    @Test func goldenLayers() throws {
        let layer = Canvas(width: 60, height: 60)
        layer.fillRoundedRect(
            Rect(x: 4, y: 4, width: 40, height: 40), radius: 8, style: .continuous,
            color: PremultipliedColor(r: 255, g: 45, b: 85, a: 255))
        layer.fillRoundedRect(
            Rect(x: 18, y: 18, width: 38, height: 38), radius: 8, style: .continuous,
            color: PremultipliedColor(r: 0, g: 122, b: 255, a: 255))
        let canvas = checkerBackdrop(width: 150, height: 70)
        canvas.draw(layer, at: 4, 5, opacity: 0.5)
        let scaled = Canvas(width: 150, height: 70)
        scaled.draw(layer, at: 80, 5, opacity: 1)
        canvas.draw(scaled, transform: .scale(0.8, about: 110, 35), opacity: 0.9)
        try assertGolden(canvas, area: "layers", name: "opacity-and-scale")
    }

    @Test func goldenMaskAndPattern() throws {
        let canvas = Canvas(image: colourfulImage(width: 120, height: 70))
        let material = canvas.copy(canvas.bounds)
        material.blur(material.bounds, sigma: 6)
        canvas.fillRoundedRect(
            Rect(x: 10, y: 8, width: 100, height: 54), radius: 14, style: .continuous, from: material)
        canvas.fillRoundedRect(
            Rect(x: 10, y: 8, width: 100, height: 54), radius: 14, style: .continuous,
            color: StraightColor(r: 242, g: 242, b: 242, a: 204).premultiplied())
        // A synthetic "glyph": a ring with soft edges.
        var mask = [UInt8](repeating: 0, count: 24 * 24)
        for y in 0..<24 {
            for x in 0..<24 {
                let d = ((Double(x) - 11.5) * (Double(x) - 11.5) + (Double(y) - 11.5) * (Double(y) - 11.5)).squareRoot()
                mask[y * 24 + x] = UInt8(max(0, min(1, 2.5 - abs(d - 8))) * 255)
            }
        }
        mask.withUnsafeBufferPointer {
            canvas.drawMask(
                $0, width: 24, height: 24, stride: 24, x: 48, y: 23,
                color: PremultipliedColor(r: 0, g: 122, b: 255, a: 255))
        }
        try assertGolden(canvas, area: "compositing", name: "material-and-mask")
    }
}
