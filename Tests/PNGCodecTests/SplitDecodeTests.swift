// The fast path undoes the rows of a large image in two ranges on two threads when a row in the
// middle half has filter None or Sub (which read no row above): the pixels must equal the
// one-thread answer and libpng's for RGB and RGBA, wherever the cut falls, with or without such
// a row, and a bad filter byte in either range must give libpng's outcome.
import Foundation
import Testing

@testable import PNGCodec

@Suite struct SplitDecodeTests {
    /// Filter cycles: a Sub or None row lands near the middle (cut), or none in the middle half.
    static let cycles: [[UInt8]] = [[4, 2, 3, 1], [2, 4, 0], [4, 3, 2], [1], [0, 4, 4, 4, 4, 4, 4]]

    @Test(arguments: [3, 4], [(520, 512), (1031, 300), (700, 777)])
    func bothRangesDecodeExactly(channels: Int, size: (Int, Int)) throws {
        let (width, height) = size
        let pixels = FastDecodeTests.pixels(width: width, height: height, channels: channels, seed: 41)
        let expected = FilteredPNG.rgba(pixels, channels: channels)
        for filters in Self.cycles {
            let png = FilteredPNG.png(
                pixels: pixels, width: width, height: height, channels: channels, filters: filters,
                idatSize: 1 << 16)
            let fast = try PNGFile.decodeWithOpacity(png, source: "fast.png", path: .fastOnly)
            #expect(fast.image.bytes == expected, "\(width)x\(height)x\(channels) filters \(filters)")
            #expect(
                fast.isOpaque
                    == (channels == 3 || stride(from: 3, to: expected.count, by: 4).allSatisfy { expected[$0] == 255 }))
        }
    }

    /// RGBA with one translucent pixel in the lower range only: the opacity of both ranges counts.
    @Test func translucencyInTheLowerRangeIsSeen() throws {
        let (width, height) = (520, 512)
        var pixels = FastDecodeTests.pixels(width: width, height: height, channels: 4, seed: 3)
        for i in stride(from: 3, to: pixels.count, by: 4) { pixels[i] = 255 }
        let png = { (p: [UInt8]) in
            FilteredPNG.png(pixels: p, width: width, height: height, channels: 4, filters: [4, 2, 3, 1])
        }
        #expect(try PNGFile.decodeWithOpacity(png(pixels), source: "t.png", path: .fastOnly).isOpaque)
        pixels[(500 * width + 7) * 4 + 3] = 9
        let translucent = try PNGFile.decodeWithOpacity(png(pixels), source: "t.png", path: .fastOnly)
        #expect(!translucent.isOpaque)
        #expect(translucent.image.bytes == pixels)
    }

    /// A bad filter byte above or below the cut: the same outcome as libpng's.
    @Test(arguments: [3, 4], [10, 300, 511])
    func aBadFilterByteInEitherRangeGivesLibpngsOutcome(channels: Int, badRow: Int) {
        let (width, height) = (520, 512)
        let pixels = FastDecodeTests.pixels(width: width, height: height, channels: channels, seed: 8)
        var scanlines = FilteredPNG.scanlines(
            pixels: pixels, width: width, height: height, channels: channels, filters: [4, 2, 3, 1])
        scanlines[badRow * (width * channels + 1)] = 7
        let png = FilteredPNG.png(
            width: width, height: height, colorType: channels == 4 ? 6 : 2, scanlines: scanlines)
        let automatic = DecodeOutcome(png, path: .automatic)
        #expect(automatic == DecodeOutcome(png, path: .libpng))
        #expect(automatic.image == nil)
        #expect(DecodeOutcome(png, path: .fastOnly).image == nil)
    }
}
