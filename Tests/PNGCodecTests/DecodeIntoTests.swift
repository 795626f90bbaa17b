// `PNGFile.decode(_:source:into:)`: the pixels and errors of `decode`, into a caller's array whose
// storage is reused when it already has the image's size.
import CPNGShim
import Foundation
import Testing

@testable import PNGCodec

@Suite struct DecodeIntoTests {
    static func png(_ seed: UInt64, width: Int = 33, height: Int = 21, channels: Int = 3) -> [UInt8] {
        let pixels = FastDecodeTests.pixels(width: width, height: height, channels: channels, seed: seed)
        return FilteredPNG.png(
            pixels: pixels, width: width, height: height, channels: channels, filters: [0, 1, 2, 3, 4])
    }

    static func address(_ bytes: [UInt8]) -> UnsafeRawPointer? {
        bytes.withUnsafeBytes { $0.baseAddress }
    }

    @Test func sameSizeImagesReuseTheStorage() throws {
        var bytes: [UInt8] = []
        let first = Self.png(1)
        let size = try PNGFile.decode(first, source: "a.png", into: &bytes)
        #expect(size.width == 33 && size.height == 21)
        #expect(bytes == (try PNGFile.decode(first, source: "a.png")).bytes)
        let storage = Self.address(bytes)
        // Another image of the same size (RGBA this time), then one through libpng (a palette).
        let second = Self.png(2, channels: 4)
        _ = try PNGFile.decode(second, source: "b.png", into: &bytes)
        #expect(bytes == (try PNGFile.decode(second, source: "b.png")).bytes)
        #expect(Self.address(bytes) == storage)
        let indices = (0..<33 * 21).map { UInt8($0 % 3) }
        let palette = TestPNG.encodeRaw(
            rows: indices, width: 33, height: 21, colorType: CPNGSHIM_COLOR_PALETTE, bitDepth: 8,
            palette: [255, 0, 0, 0, 255, 0, 0, 0, 255])
        _ = try PNGFile.decode(palette, source: "c.png", into: &bytes)
        #expect(bytes == (try PNGFile.decode(palette, source: "c.png")).bytes)
        #expect(Self.address(bytes) == storage)
    }

    @Test func anotherSizeReplacesTheArray() throws {
        var bytes = [UInt8](repeating: 7, count: 100)
        let png = Self.png(3, width: 40, height: 9)
        let size = try PNGFile.decode(png, source: "a.png", into: &bytes)
        #expect(size.width == 40 && size.height == 9)
        #expect(bytes.count == 40 * 9 * 4)
        #expect(bytes == (try PNGFile.decode(png, source: "a.png")).bytes)
    }

    /// A shared array is not written through: its other holder keeps its pixels.
    @Test func aSharedArrayIsCopiedNotChanged() throws {
        var bytes: [UInt8] = []
        _ = try PNGFile.decode(Self.png(4), source: "a.png", into: &bytes)
        let kept = bytes
        _ = try PNGFile.decode(Self.png(5), source: "b.png", into: &bytes)
        #expect(kept == (try PNGFile.decode(Self.png(4), source: "a.png")).bytes)
        #expect(bytes == (try PNGFile.decode(Self.png(5), source: "b.png")).bytes)
    }

    /// Broken data: decode's error, and the array keeps its size.
    @Test func errorsAreDecodesAndTheSizeIsKept() throws {
        var bytes: [UInt8] = []
        _ = try PNGFile.decode(Self.png(6), source: "a.png", into: &bytes)
        let count = bytes.count
        let good = Self.png(7)
        for broken in [Array(good.prefix(good.count - 20)), [], Array("not a png".utf8)] {
            var expected = ""
            do { _ = try PNGFile.decode(broken, source: "x.png") } catch { expected = error.description }
            var got = ""
            do { _ = try PNGFile.decode(broken, source: "x.png", into: &bytes) } catch { got = error.description }
            #expect(!expected.isEmpty && got == expected)
            #expect(bytes.count == count)
        }
    }
}
