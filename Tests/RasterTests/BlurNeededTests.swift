import Testing

@testable import Raster

/// `blur(_:sigma:needed:)`: the needed pixels get what the whole blur gives them.
@Suite struct BlurNeededTests {
    func bytes(_ canvas: Canvas, _ x: Int, _ y: Int) -> [UInt8] {
        let p = canvas.pixel(x: x, y: y)
        return [p.r, p.g, p.b, p.a]
    }

    @Test(arguments: [20.0, 45.0, 90.0])
    func neededPixelsMatchTheWholeBlurAndTheRestIsLeftAsItWas(sigma: Double) {
        let region = PixelRect(x: 10, y: 6, width: 300, height: 220)
        let whole = makeTestPattern(width: 330, height: 240, seed: 7)
        let part = makeTestPattern(width: 330, height: 240, seed: 7)
        let original = makeTestPattern(width: 330, height: 240, seed: 7)
        whole.blur(region, sigma: sigma)
        // Sticking out of the region on the right: clipped to it.
        let needed = PixelRect(x: 120, y: 90, width: 250, height: 60)
        part.blur(region, sigma: sigma, needed: needed)
        var inside = 0
        var wrong: [String] = []
        for y in 0..<240 {
            for x in 0..<330 {
                let kept = x >= 120 && x < region.maxX && y >= 90 && y < 150
                if kept { inside += 1 }
                let expected = kept ? bytes(whole, x, y) : bytes(original, x, y)
                if bytes(part, x, y) != expected, wrong.count < 5 { wrong.append("(\(x), \(y))") }
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
        #expect(inside == (region.maxX - 120) * 60)
        // The blur did change the needed pixels.
        #expect((0..<60).contains { bytes(part, 120 + $0, 100) != bytes(original, 120 + $0, 100) })
    }

    @Test func aSmallSigmaOrNoNeededRectBlursTheWholeRegion() {
        let region = PixelRect(x: 0, y: 0, width: 120, height: 80)
        for sigma in [4.0, 30.0] {
            let whole = makeTestPattern(width: 120, height: 80, seed: 3)
            whole.blur(region, sigma: sigma)
            let unbounded = makeTestPattern(width: 120, height: 80, seed: 3)
            unbounded.blur(region, sigma: sigma, needed: nil)
            #expect(unbounded.makeImage() == whole.makeImage())
        }
        // Below the downsampled sigma the direct blur does all of the region anyway.
        let whole = makeTestPattern(width: 120, height: 80, seed: 3)
        whole.blur(region, sigma: 4)
        let small = makeTestPattern(width: 120, height: 80, seed: 3)
        small.blur(region, sigma: 4, needed: PixelRect(x: 10, y: 10, width: 5, height: 5))
        #expect(small.makeImage() == whole.makeImage())
        // A needed rect outside the region writes nothing.
        let untouched = makeTestPattern(width: 120, height: 80, seed: 3)
        untouched.blur(region, sigma: 30, needed: PixelRect(x: 500, y: 500, width: 5, height: 5))
        #expect(untouched.makeImage() == makeTestPattern(width: 120, height: 80, seed: 3).makeImage())
    }

    /// `blur(_:sigma:needed:into:)`: the needed pixels of a copy's blur, written to the output
    /// only, the source untouched (and its clip ignored).
    @Test(arguments: [0.0, 4.0, 12.0, 20.0, 45.0, 90.0])
    func blurIntoAnOutputGivesTheNeededPixelsOfACopysBlur(sigma: Double) {
        let source = makeTestPattern(width: 330, height: 240, seed: 11)
        source.clip = PixelRect(x: 0, y: 0, width: 5, height: 5)
        let original = makeTestPattern(width: 330, height: 240, seed: 11)
        // Partly off the canvas on the left; `needed` sticks out of it at the bottom.
        let region = PixelRect(x: -20, y: 30, width: 300, height: 190)
        let needed = PixelRect(x: 60, y: 100, width: 150, height: 200)
        let kept = PixelRect(x: 60, y: 100, width: 150, height: 120)
        let copy = original.copy(PixelRect(x: 0, y: 30, width: 280, height: 190))
        copy.blur(copy.bounds, sigma: sigma, needed: PixelRect(x: 60, y: 70, width: 150, height: 200))
        let output = Canvas(width: 160, height: 125, fill: PremultipliedColor(r: 1, g: 2, b: 3, a: 4))
        #expect(source.blur(region, sigma: sigma, needed: needed, into: output) == kept)
        var wrong: [String] = []
        for y in 0..<125 {
            for x in 0..<160 {
                let inside = x < kept.width && y < kept.height
                let expected = inside ? bytes(copy, 60 + x, 70 + y) : [1, 2, 3, 4]
                if bytes(output, x, y) != expected, wrong.count < 5 { wrong.append("(\(x), \(y))") }
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
        #expect(source.makeImage() == original.makeImage())
        if sigma > 0 {
            #expect((0..<100).contains { bytes(output, $0, 50) != bytes(original, 60 + $0, 150) })
        }
    }

    @Test func blurIntoAnOutputWritesNothingWhenNeededMissesTheRegion() {
        let source = makeTestPattern(width: 120, height: 80, seed: 5)
        let output = Canvas(width: 10, height: 10, fill: PremultipliedColor(r: 9, g: 9, b: 9, a: 9))
        let region = PixelRect(x: 0, y: 0, width: 60, height: 80)
        #expect(
            source.blur(region, sigma: 30, needed: PixelRect(x: 70, y: 0, width: 10, height: 10), into: output) == nil)
        #expect(
            source.blur(PixelRect(x: 200, y: 0, width: 9, height: 9), sigma: 30, needed: region, into: output) == nil)
        #expect(
            output.makeImage()
                == Canvas(width: 10, height: 10, fill: PremultipliedColor(r: 9, g: 9, b: 9, a: 9)).makeImage())
    }
}
