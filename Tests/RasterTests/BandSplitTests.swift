import Testing

@testable import Raster

/// The full-screen passes and the alert's large shapes run in row bands on all cores
/// (`RowBands`): the tint's gray-out, grayscale and dimming, the shadow, the blur's block averages,
/// line passes and interpolation. Split among 1, 2, 3 or 8 threads they must give the same bytes.
@Suite(.serialized) struct BandSplitTests {
    /// A screen-sized canvas of structured noise with shapes in a tint colour (so the gray-out
    /// finds edges to fit) and translucent pixels (so every path of the passes runs).
    static func screen() -> Canvas {
        let canvas = Canvas(width: 1170, height: 1100)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let noise = UInt8(truncatingIfNeeded: state >> 59)
                let p = canvas.pixels + y * canvas.stride + x * 4
                p[0] = UInt8(truncatingIfNeeded: x / 5) &+ noise
                p[1] = UInt8(truncatingIfNeeded: y / 4) &+ noise
                p[2] = UInt8(truncatingIfNeeded: (x + y) / 9)
                p[3] = 255
            }
        }
        let tint = PremultipliedColor(r: 0, g: 122, b: 255, a: 255)
        for i in 0..<12 {
            canvas.fillRoundedRect(
                Rect(x: 40.5 + Double(i) * 90, y: 60.25 + Double(i) * 80, width: 70, height: 33.5), radius: 9,
                style: .continuous, color: tint)
        }
        canvas.fillRect(Rect(x: 0, y: 1000, width: 1170, height: 100), color: PremultipliedColor(r: 40, g: 30, b: 20, a: 128))
        return canvas
    }

    /// Every banded pass over one canvas, with the bands of `cores` threads.
    func paint(cores: Int) -> [UInt8] {
        RowBands.coresForTesting = cores
        defer { RowBands.coresForTesting = nil }
        let canvas = Self.screen()
        canvas.grayOutColor(StraightColor(r: 0, g: 122, b: 255), tolerance: 12, amount: 0.8)
        canvas.grayscaleAndDim(with: PremultipliedColor(r: 0, g: 0, b: 0, a: 51), grayscaleAmount: 0.5)
        let card = Rect(x: 105, y: 300, width: 960, height: 456)
        canvas.drawShadow(
            of: card.offsetBy(dx: 0, dy: 42), radius: 102, style: .continuous, sigma: 18.75,
            color: PremultipliedColor(r: 0, g: 0, b: 0, a: 20))
        // The material's downsampled blur into an output, and a direct blur in place.
        let output = Canvas(width: 964, height: 460)
        _ = canvas.blur(
            PixelRect(x: 0, y: 190, width: 1170, height: 676), sigma: 36,
            needed: PixelRect(x: 103, y: 298, width: 964, height: 460), into: output)
        canvas.blur(PixelRect(x: 50, y: 820, width: 700, height: 250), sigma: 10)
        canvas.strokeRoundedRect(
            card, radius: 102, style: .continuous, lineWidth: 1, color: PremultipliedColor(r: 120, g: 120, b: 120, a: 120))
        var bytes = Array(UnsafeBufferPointer(start: canvas.pixels, count: canvas.width * canvas.height * 4))
        bytes += UnsafeBufferPointer(start: output.pixels, count: output.width * output.height * 4)
        return bytes
    }

    @Test func anyBandCountGivesTheBytesOfOneThread() {
        let one = paint(cores: 1)
        for cores in [2, 3, 8] {
            let split = paint(cores: cores)
            let first = one.indices.first { one[$0] != split[$0] }
            #expect(first == nil, "\(cores) threads: first differing byte \(first ?? -1)")
        }
    }

    @Test func screensAreSplitAtAll() {
        // The sizes above are over each pass's threshold, so the bands really are several.
        RowBands.coresForTesting = 3
        defer { RowBands.coresForTesting = nil }
        #expect(RowBands.count(width: 1170, height: 1100, threads: 0) == 3)
        #expect(RowBands.count(width: 298, height: 172, threads: 0, minPixels: Canvas.blurMinPixelsToSplit) == 3)
    }
}
