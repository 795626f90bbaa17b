// Row bands on several threads must give exactly the counts, box, delta and diff image of one
// thread: on random images (noise and anti-aliasing-like edges straddling every band edge) and on
// pixelmatch's own conformance pairs.
import Foundation
import Raster
import Testing

@testable import ImageDiff

@Suite("Row bands: any thread count, the same result")
struct ThreadCountTests {
    /// A deterministic generator (SplitMix64), so a failure can be replayed.
    struct SplitMix {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
    }

    /// A pair of images of soft-edged random blocks (anti-aliasing candidates everywhere), the
    /// second with a share of its pixels changed: some by a little, some by a lot, some only in
    /// alpha.
    static func randomPair(width: Int, height: Int, seed: UInt64) -> (RGBAImage, RGBAImage) {
        var rng = SplitMix(state: seed)
        var a = [UInt8](repeating: 255, count: width * height * 4)
        // Blocks of flat colour 3-12 px high, so that many "siblings" tests see both flat and edge areas.
        var y = 0
        while y < height {
            let h = 3 + Int(rng.next() % 10)
            var x = 0
            while x < width {
                let w = 2 + Int(rng.next() % 14)
                let (r, g, b) = (rng.byte(), rng.byte(), rng.byte())
                let alpha: UInt8 = rng.next() % 5 == 0 ? rng.byte() : 255
                for yy in y..<min(height, y + h) {
                    for xx in x..<min(width, x + w) {
                        let i = (yy * width + xx) * 4
                        a[i] = r
                        a[i + 1] = g
                        a[i + 2] = b
                        a[i + 3] = alpha
                    }
                }
                x += w
            }
            y += h
        }
        var b = a
        for i in stride(from: 0, to: b.count, by: 4) {
            switch rng.next() % 40 {
            case 0: b[i] = b[i] &+ 40
            case 1: b[i + 1] = b[i + 1] &- 3
            case 2: b[i + 3] = rng.byte()
            case 3: (b[i], b[i + 1], b[i + 2]) = (rng.byte(), rng.byte(), rng.byte())
            default: break
            }
        }
        return (
            RGBAImage(width: width, height: height, bytes: a), RGBAImage(width: width, height: height, bytes: b)
        )
    }

    static let optionSets: [DiffOptions] = [
        DiffOptions(),
        DiffOptions(threshold: 0.05, includeAA: true),
        DiffOptions(background: .white),
        DiffOptions(exact: true),
        DiffOptions(threshold: 0.2, diffColorAlt: StraightColor(r: 0, g: 255, b: 0), diffMask: true),
    ]

    @Test(arguments: [UInt64(1), 2, 3])
    func randomImagesGiveTheSameResultOnAnyThreadCount(seed: UInt64) {
        // 700x600 is over RowBands.minPixelsToSplit, so several threads really split it.
        let (a, b) = Self.randomPair(width: 700, height: 600, seed: seed)
        #expect(RowBands.count(width: 700, height: 600, threads: 7) == 7)
        for options in Self.optionSets {
            let (single, singleImage) = ImageComparison.diffImage(a, b, options: options, threads: 1)
            #expect(single.diffPixels > 0)
            #expect(options.exact || single.aaPixels > 0)
            for threads in [2, 3, 7, 32] {
                let (result, image) = ImageComparison.diffImage(a, b, options: options, threads: threads)
                #expect(result == single, "threads \(threads), \(options)")
                #expect(image == singleImage, "threads \(threads), \(options)")
                #expect(ImageComparison.compare(a, b, options: options, threads: threads) == single)
            }
        }
    }

    @Test func identicalAndDifferentlySizedImagesGiveTheSameResultOnAnyThreadCount() {
        let (a, b) = Self.randomPair(width: 640, height: 520, seed: 9)
        let (same, sameImage) = ImageComparison.diffImage(a, a, options: DiffOptions(), threads: 1)
        #expect(same.identical)
        let (tall, _) = Self.randomPair(width: 600, height: 700, seed: 10)
        let (mismatch, mismatchImage) = ImageComparison.diffImage(b, tall, options: DiffOptions(), threads: 1)
        #expect(mismatch.sizeMismatch)
        for threads in [2, 5] {
            let (r, image) = ImageComparison.diffImage(a, a, options: DiffOptions(), threads: threads)
            #expect(r == same)
            #expect(image == sameImage)
            let (m, mImage) = ImageComparison.diffImage(b, tall, options: DiffOptions(), threads: threads)
            #expect(m == mismatch)
            #expect(mImage == mismatchImage)
        }
    }

    @Test(arguments: ConformanceTests.cases)
    func conformancePairsGiveTheSameCountsOnAnyThreadCount(_ c: ConformanceTests.Case) throws {
        let folder = try ConformanceTests.folder()
        let expected = try ConformanceTests.load(c.expected, in: folder)
        let actual = try ConformanceTests.load(c.actual, in: folder)
        let options = DiffOptions(threshold: c.threshold)
        // The pairs are small: force bands of a few rows each, so band edges cut through them.
        let rows = expected.height
        for bands in [2, 3, 8] where rows >= 2 * bands {
            let counts = ImageComparison.bandedCounts(expected, actual, options: options, bands: bands)
            #expect(counts.diff == c.count, "\(bands) bands")
            let white = ImageComparison.bandedCounts(
                expected, actual, options: DiffOptions(threshold: c.threshold, background: .white), bands: bands)
            #expect(white.diff == c.whiteCount, "\(bands) bands, white")
        }
    }
}
