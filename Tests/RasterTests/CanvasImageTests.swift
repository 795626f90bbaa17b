import Testing

@testable import Raster

/// `makeImage` / `makeImageBytes(into:)` and the zeroing of large pixel buffers.
@Suite struct CanvasImageTests {
    /// A 7x5 canvas (rows not a multiple of 4 pixels) of opaque, translucent and clear pixels.
    static func mixedCanvas() -> Canvas {
        let canvas = Canvas(width: 7, height: 5, fill: PremultipliedColor(r: 10, g: 200, b: 30, a: 255))
        canvas.fillRect(Rect(x: 1, y: 1, width: 3, height: 2), color: PremultipliedColor(r: 60, g: 20, b: 90, a: 100))
        canvas.withUnsafeMutableBytes { raw in
            for i in [0, 9, 34] { for k in 0..<4 { raw[i * 4 + k] = 0 } }  // clear pixels
            raw[20 * 4] = 3  // a translucent pixel amid opaque ones: (3, 2, 1, 4)
            raw[20 * 4 + 1] = 2
            raw[20 * 4 + 2] = 1
            raw[20 * 4 + 3] = 4
        }
        return canvas
    }

    /// Straight bytes worked out pixel by pixel from `pixel(x:y:)`.
    static func expectedBytes(_ canvas: Canvas) -> [UInt8] {
        var out: [UInt8] = []
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let c = canvas.pixel(x: x, y: y).unpremultiplied()
                out += [c.r, c.g, c.b, c.a]
            }
        }
        return out
    }

    @Test func makeImageUnpremultipliesEveryKindOfPixel() {
        let canvas = Self.mixedCanvas()
        let image = canvas.makeImage()
        #expect(image.width == 7 && image.height == 5)
        #expect(image.bytes == Self.expectedBytes(canvas))
        #expect(image.pixel(x: 6, y: 2) == StraightColor(r: 191, g: 128, b: 64, a: 4))
        #expect(image.pixel(x: 0, y: 0) == StraightColor(r: 0, g: 0, b: 0, a: 0))
        #expect(image.pixel(x: 1, y: 0) == StraightColor(r: 10, g: 200, b: 30, a: 255))
    }

    @Test func makeImageBytesReusesAnArrayOfTheRightSizeAndOverwritesAllOfIt() {
        let canvas = Self.mixedCanvas()
        // Garbage where the clear pixels go must become zeros.
        var bytes = [UInt8](repeating: 0xAB, count: 7 * 5 * 4)
        let before = bytes.withUnsafeBufferPointer { $0.baseAddress }
        canvas.makeImageBytes(into: &bytes)
        #expect(bytes == Self.expectedBytes(canvas))
        #expect(bytes.withUnsafeBufferPointer { $0.baseAddress } == before)

        // Wrong size or empty: replaced by an array of the canvas's size.
        var small = [UInt8](repeating: 1, count: 12)
        canvas.makeImageBytes(into: &small)
        #expect(small == Self.expectedBytes(canvas))
        var empty: [UInt8] = []
        canvas.makeImageBytes(into: &empty)
        #expect(empty == Self.expectedBytes(canvas))
    }

    @Test func largeCanvasesStartClearEvenAfterADirtyOneWasFreed() {
        // Over two huge pages and not a whole number of them: its own mapping.
        let w = 1171, h = 2533
        do {
            let dirty = Canvas(width: w, height: h, fill: .white)
            #expect(dirty.isOpaque)
        }
        let canvas = Canvas(width: w, height: h)
        let allZero = canvas.withUnsafeBytes { raw in raw.allSatisfy { $0 == 0 } }
        #expect(allZero)
        // The whole buffer is writable up to its last byte.
        canvas.fill(PremultipliedColor(r: 1, g: 2, b: 3, a: 255))
        #expect(canvas.pixel(x: w - 1, y: h - 1) == PremultipliedColor(r: 1, g: 2, b: 3, a: 255))
        let image = canvas.makeImage()
        #expect(image.bytes.count == w * h * 4 && image.isOpaque)
        #expect(image.pixel(x: w - 1, y: h - 1) == StraightColor(r: 1, g: 2, b: 3, a: 255))
    }
}
