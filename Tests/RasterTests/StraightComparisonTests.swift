import Testing

@testable import Raster

/// `Canvas.straightPixelsEqual`: true exactly when `makeImage()` would give the bytes compared.
@Suite struct StraightComparisonTests {
    /// A 37x9 canvas (333 pixels: 20 blocks of 16 and a tail of 13), opaque with a translucent
    /// rectangle, clear pixels and one nearly clear pixel, so blocks of every kind occur.
    static func canvas() -> Canvas {
        let canvas = Canvas(width: 37, height: 9, fill: PremultipliedColor(r: 12, g: 200, b: 31, a: 255))
        canvas.fillRect(Rect(x: 20, y: 2, width: 9, height: 4), color: PremultipliedColor(r: 60, g: 20, b: 90, a: 100))
        canvas.withUnsafeMutableBytes { raw in
            for i in [0, 17, 330] { for k in 0..<4 { raw[i * 4 + k] = 0 } }
            for (k, v) in [3, 2, 1, 4].enumerated() { raw[100 * 4 + k] = UInt8(v) }
        }
        return canvas
    }

    @Test func equalToItsOwnImageAndToNothingElse() {
        let canvas = Self.canvas()
        let image = canvas.makeImage()
        #expect(image.bytes.withUnsafeBytes { canvas.straightPixelsEqual($0) })
        // Every byte changed on its own, in opaque blocks, mixed blocks and the tail: unequal.
        for i in image.bytes.indices {
            var other = image.bytes
            other[i] ^= 1
            #expect(!other.withUnsafeBytes { canvas.straightPixelsEqual($0) }, "byte \(i)")
        }
        // The premultiplied bytes themselves are not the straight image where alpha < 255.
        let premultiplied = canvas.withUnsafeBytes { [UInt8]($0) }
        #expect(premultiplied != image.bytes)
        #expect(!premultiplied.withUnsafeBytes { canvas.straightPixelsEqual($0) })
    }

    @Test func otherSizesAreNeverEqual() {
        let canvas = Self.canvas()
        let bytes = canvas.makeImage().bytes
        #expect(!Array(bytes.dropLast(4)).withUnsafeBytes { canvas.straightPixelsEqual($0) })
        #expect(!(bytes + [0, 0, 0, 0]).withUnsafeBytes { canvas.straightPixelsEqual($0) })
        // A canvas with no pixels equals only an empty image.
        let empty = Canvas(width: 0, height: 0)
        #expect([UInt8]().withUnsafeBytes { empty.straightPixelsEqual($0) })
        #expect(![UInt8](repeating: 0, count: 4).withUnsafeBytes { empty.straightPixelsEqual($0) })
    }

    @Test func fullyOpaqueAndFullyTranslucentCanvasesOfManySizes() {
        for (w, h) in [(1, 1), (4, 4), (16, 1), (17, 3), (64, 2), (5, 13)] {
            for fill in [PremultipliedColor(r: 1, g: 2, b: 3, a: 255), PremultipliedColor(r: 9, g: 8, b: 7, a: 200)] {
                let canvas = Canvas(width: w, height: h, fill: fill)
                var bytes = canvas.makeImage().bytes
                #expect(bytes.withUnsafeBytes { canvas.straightPixelsEqual($0) })
                bytes[bytes.count - 2] &+= 1  // the last pixel: the tail after the blocks of 16
                #expect(!bytes.withUnsafeBytes { canvas.straightPixelsEqual($0) })
            }
        }
    }
}
