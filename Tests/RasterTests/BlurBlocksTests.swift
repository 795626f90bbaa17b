import Testing

@testable import Raster

/// The downsampled blur's block averages: integer lanes give the Float sums' values bit for bit.
@Suite struct BlurBlocksTests {
    func averages(
        _ canvas: Canvas, block f: Int, integers: Bool, wide: Bool = WideKernels.available
    ) -> [SIMD4<Float>] {
        let w = canvas.width
        let h = canvas.height
        let count = ((w + f - 1) / f + 2) * ((h + f - 1) / f + 2)
        let small = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: count)
        defer { small.deallocate() }
        small.initialize(repeating: SIMD4(repeating: -1), count: count)
        let rows = UnsafePointer(canvas.pixels)
        if integers {
            Canvas.averageBlocksInIntegers(
                rows, stride: canvas.stride, width: w, height: h, block: f, into: small, wide: wide)
        } else {
            Canvas.averageBlocks(rows, stride: canvas.stride, width: w, height: h, block: f, into: small)
        }
        return Array(UnsafeBufferPointer(start: small, count: count))
    }

    @Test func integerSumsEqualFloatSumsForManySizesAndBlocks() {
        var compared = 0
        for (w, h) in [(1, 1), (3, 2), (7, 5), (16, 9), (17, 33), (64, 40), (101, 7), (250, 61)] {
            let canvas = makeTestPattern(width: w, height: h, seed: UInt64(w * 31 + h))
            for f in [1, 2, 3, 4, 5, 7, 8, 11, 16, 23] {
                let expected = averages(canvas, block: f, integers: false)
                let got = averages(canvas, block: f, integers: true)
                #expect(got == expected, "w \(w) h \(h) f \(f)")
                // Every cell was written (the fill was -1).
                #expect(!got.contains { $0[0] < 0 })
                compared += 1
            }
        }
        #expect(compared == 80)
    }

    /// The AVX2 column sums (`craster_column_sums`) against the Swift loop alone, up to the
    /// largest integer block of opaque white (the 16-bit sums' limit) and widths of 1 to 3 registers
    /// and a remainder.
    @Test(.enabled(if: WideKernels.available, "the CPU has no AVX2"))
    func wideColumnSumsGiveTheSwiftLoopsValues() {
        for (w, h, f) in [(4, 9, 3), (8, 8, 2), (12, 40, 7), (61, 77, 11), (250, 61, 23), (300, 300, 256)] {
            let canvas = makeTestPattern(width: w, height: h, seed: UInt64(w + 7 * f))
            if f == Canvas.maxIntegerBlock { canvas.fillRect(Rect(x: 0, y: 0, width: 300, height: 300), color: .white) }
            #expect(averages(canvas, block: f, integers: true, wide: true) == averages(canvas, block: f, integers: true, wide: false), "w \(w) f \(f)")
        }
    }

    @Test func theLargestIntegerBlockOfOpaqueWhiteSumsExactly() {
        let f = Canvas.maxIntegerBlock
        let canvas = Canvas(width: f + 3, height: f, fill: PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        let got = averages(canvas, block: f, integers: true)
        #expect(got == averages(canvas, block: f, integers: false))
        #expect(got.allSatisfy { $0 == SIMD4(repeating: 255) })
    }

    @Test func aHandWorkedExample() {
        // 3 x 1 pixels, f = 2: one full block (pixels 0, 1) and one that repeats pixel 2.
        let canvas = Canvas(width: 3, height: 1)
        let values: [UInt8] = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120]
        canvas.withUnsafeMutableBytes { raw in for i in 0..<12 { raw[i] = values[i] } }
        let got = averages(canvas, block: 2, integers: true)
        // Rows repeat too: a block of 2 x 2 averages its two columns.
        #expect(got[4 + 1] == SIMD4(30, 40, 50, 60))  // (10 + 50) / 2, ...
        #expect(got[4 + 2] == SIMD4(90, 100, 110, 120))
        #expect(got[4 + 0] == SIMD4(10, 20, 30, 40))  // left ring: column 0
        #expect(got[0] == SIMD4(10, 20, 30, 40))  // corner: pixel (0, 0)
        #expect(got[1] == SIMD4(30, 40, 50, 60))  // top ring: row 0's block
    }
}
