// The scanline compressor (pixel_deflate.c): matches one pixel and one scanline back only, so
// these check the cases that shape its output: rows wider than deflate's 32 KB window (the row
// above out of reach), screens made of runs and repeated rows, and noise that matches nothing.
import Foundation
import Testing

@testable import PNGCodec

@Suite struct PixelDeflateTests {
    static func image(width: Int, height: Int, pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> PNGImage {
        var bytes = [UInt8]()
        bytes.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let p = pixel(x, y)
                bytes += [p.0, p.1, p.2, p.3]
            }
        }
        return PNGImage(width: width, height: height, bytes: bytes)
    }

    /// 9000 RGBA pixels a row: 36001-byte scanlines, past the farthest distance deflate can
    /// reach, so only runs are matched; the stream must still be exact.
    @Test func rowsWiderThanTheWindowRoundTrip() throws {
        let image = Self.image(width: 9000, height: 12) { x, y in
            (UInt8(x / 40 % 256), UInt8(y * 20), x % 700 < 350 ? 10 : 200, UInt8(100 + x % 3))
        }
        let png = try ParallelEncodeTests.encode(image, workers: 2)
        #expect(png[25] == 6)
        #expect(try PNGFile.decode(png, source: "wide") == image)
        #expect(png == (try ParallelEncodeTests.encode(image, workers: 1)))
    }

    /// A flat screen with a gradient down it (every row one colour, each row its own): the runs
    /// and the rows above cover almost every byte, so the file is a tiny fraction of the data.
    @Test func runsAndRepeatedRowsCompressToAFewBytesARow() throws {
        let image = Self.image(width: 1170, height: 600) { x, y in
            x > 100 && x < 1000 && y > 200 && y < 400 ? (255, 255, 255, 255) : (UInt8(y / 3), 200, 220, 255)
        }
        let png = try ParallelEncodeTests.encode(image, workers: 2)
        #expect(try PNGFile.decode(png, source: "flat") == image)
        let scanlines = 600 * (1 + 1170 * 3)
        #expect(png.count * 200 < scanlines, "\(png.count) bytes for \(scanlines) bytes of scanlines")
    }

    /// Noise matches nothing: the output stays within a few bytes a segment of the data's size
    /// (Huffman codes cannot shrink uniform bytes, and must not grow them much either).
    @Test func noiseIsNotExpandedMuch() throws {
        var seed: UInt32 = 99
        let image = Self.image(width: 500, height: 400) { _, _ in
            seed = seed &* 1_103_515_245 &+ 12345
            return (UInt8(truncatingIfNeeded: seed >> 8), UInt8(truncatingIfNeeded: seed >> 16),
                    UInt8(truncatingIfNeeded: seed >> 24), 255)
        }
        let png = try ParallelEncodeTests.encode(image, workers: 2)
        #expect(try PNGFile.decode(png, source: "noise") == image)
        let scanlines = 400 * (1 + 500 * 3)
        #expect(png.count < scanlines + scanlines / 100, "\(png.count) bytes for \(scanlines)")
    }
}
