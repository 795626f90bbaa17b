// `PNGFile.decodeWithOpacity`: the decoder's word on whether every pixel is opaque must equal a
// scan of the alpha bytes it wrote, on both decoders and every colour type, wherever the one
// translucent pixel sits.
import CPNGShim
import Foundation
import Testing

@testable import PNGCodec

@Suite struct DecodeOpacityTests {
    /// Whether every fourth byte, from byte 3, is 255: what `isOpaque` must say.
    static func scan(_ image: PNGImage) -> Bool {
        stride(from: 3, to: image.bytes.count, by: 4).allSatisfy { image.bytes[$0] == 255 }
    }

    static func decoded(_ png: [UInt8], path: PNGFile.DecodePath) throws -> PNGFile.Decoded {
        try PNGFile.decodeWithOpacity(png, source: "t.png", path: path)
    }

    /// 8-bit RGB and RGBA through the fast path and libpng: RGB is opaque; RGBA is opaque only
    /// while no pixel (first, middle of a row, last) has alpha under 255.
    @Test(arguments: [PNGFile.DecodePath.fastOnly, .libpng, .automatic])
    func plainRGBAndRGBA(path: PNGFile.DecodePath) throws {
        let (width, height) = (37, 9)
        let rgb = FastDecodeTests.pixels(width: width, height: height, channels: 3, seed: 5)
        let rgbPNG = FilteredPNG.png(pixels: rgb, width: width, height: height, channels: 3, filters: [0, 1, 2, 3, 4])
        let rgbDecoded = try Self.decoded(rgbPNG, path: path)
        #expect(rgbDecoded.isOpaque && Self.scan(rgbDecoded.image))

        var rgba = FastDecodeTests.pixels(width: width, height: height, channels: 4, seed: 6)
        for i in stride(from: 3, to: rgba.count, by: 4) { rgba[i] = 255 }
        let opaquePNG = FilteredPNG.png(
            pixels: rgba, width: width, height: height, channels: 4, filters: [4, 3, 2, 1, 0])
        let opaque = try Self.decoded(opaquePNG, path: path)
        #expect(opaque.isOpaque && Self.scan(opaque.image))
        for pixel in [0, width * 4 + 17, width * height - 1] {
            var translucent = rgba
            translucent[pixel * 4 + 3] = 254
            let png = FilteredPNG.png(
                pixels: translucent, width: width, height: height, channels: 4, filters: [4, 3, 2, 1, 0])
            let result = try Self.decoded(png, path: path)
            #expect(!result.isOpaque, "pixel \(pixel)")
            #expect(result.image.bytes[pixel * 4 + 3] == 254)
            #expect(result.image == (try PNGFile.decode(png, source: "t.png")))
        }
    }

    /// The formats only libpng decodes: gray, gray + alpha, palette with and without tRNS, a
    /// gray tRNS colour, 16-bit RGBA; `isOpaque` equals the scan each time.
    @Test func libpngFormats() throws {
        let (width, height) = (6, 4)
        let gray = (0..<width * height).map { UInt8($0 * 9) }
        let grayAlpha = (0..<width * height).flatMap { i -> [UInt8] in [UInt8(i * 9), i == 13 ? 128 : 255] }
        let indices = (0..<width * height).map { UInt8($0 % 3) }
        let palette: [UInt8] = [255, 0, 0, 0, 255, 0, 0, 0, 255]
        let rgba16 = (0..<width * height).flatMap { i -> [UInt8] in
            [1, 2, 3, 4, 5, 6, i == 20 ? 0x7F : 0xFF, 0xFF]
        }
        let cases: [(String, [UInt8], Bool)] = [
            (
                "gray",
                TestPNG.encodeRaw(
                    rows: gray, width: width, height: height, colorType: CPNGSHIM_COLOR_GRAY, bitDepth: 8), true
            ),
            (
                "gray + alpha",
                TestPNG.encodeRaw(
                    rows: grayAlpha, width: width, height: height, colorType: CPNGSHIM_COLOR_GRAY_ALPHA, bitDepth: 8),
                false
            ),
            (
                "palette",
                TestPNG.encodeRaw(
                    rows: indices, width: width, height: height, colorType: CPNGSHIM_COLOR_PALETTE, bitDepth: 8,
                    palette: palette), true
            ),
            (
                "palette with tRNS all opaque",
                TestPNG.encodeRaw(
                    rows: indices, width: width, height: height, colorType: CPNGSHIM_COLOR_PALETTE, bitDepth: 8,
                    palette: palette, transAlpha: [255, 255, 255]), true
            ),
            (
                "palette with a translucent entry",
                TestPNG.encodeRaw(
                    rows: indices, width: width, height: height, colorType: CPNGSHIM_COLOR_PALETTE, bitDepth: 8,
                    palette: palette, transAlpha: [255, 40]), false
            ),
            (
                "gray tRNS colour",
                TestPNG.encodeRaw(
                    rows: gray, width: width, height: height, colorType: CPNGSHIM_COLOR_GRAY, bitDepth: 8,
                    transColor: [27, 0, 0, 0]), false
            ),
            (
                "16-bit RGBA",
                TestPNG.encodeRaw(
                    rows: rgba16, width: width, height: height, colorType: CPNGSHIM_COLOR_RGBA, bitDepth: 16), false
            ),
        ]
        for (name, png, opaque) in cases {
            let result = try Self.decoded(png, path: .automatic)
            #expect(result.isOpaque == opaque, "\(name)")
            #expect(result.isOpaque == Self.scan(result.image), "\(name)")
            #expect(result.image == (try PNGFile.decode(png, source: "t.png")), "\(name)")
        }
    }

    /// The benchmark screen (8-bit RGB, fast path) is opaque, read from its file.
    @Test func benchmarkScreenFromItsFile() throws {
        let result = try PNGFile.decodeWithOpacity(contentsOf: TestPNG.benchBackground)
        #expect(result.isOpaque && Self.scan(result.image))
        #expect(result.image == (try PNGFile.decode(contentsOf: TestPNG.benchBackground)))
    }
}
