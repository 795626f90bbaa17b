// Every colour type and bit depth, written by the shim's raw test encoder, decodes to the exact
// straight RGBA8 values the PNG spec implies.
import CPNGShim
import Testing

@testable import PNGCodec

/// One PNG format to round-trip.
struct FormatCase: Sendable, CustomTestStringConvertible {
    var colorType: Int32
    var depth: Int
    var interlaced = false
    var withTRNS = false
    var width = 13
    var height = 7

    var channels: Int {
        switch colorType {
        case CPNGSHIM_COLOR_GRAY_ALPHA: 2
        case CPNGSHIM_COLOR_RGB: 3
        case CPNGSHIM_COLOR_RGBA: 4
        default: 1  // gray, palette
        }
    }

    var testDescription: String {
        let name =
            switch colorType {
            case CPNGSHIM_COLOR_GRAY: "gray"
            case CPNGSHIM_COLOR_GRAY_ALPHA: "gray+alpha"
            case CPNGSHIM_COLOR_RGB: "RGB"
            case CPNGSHIM_COLOR_RGBA: "RGBA"
            default: "palette"
            }
        return "\(name) \(depth)-bit\(withTRNS ? " tRNS" : "")\(interlaced ? " Adam7" : "")"
    }
}

@Suite struct DecodeFormatTests {
    static let cases: [FormatCase] =
        [1, 2, 4, 8, 16].map { FormatCase(colorType: CPNGSHIM_COLOR_GRAY, depth: $0) }
        + [8, 16].map { FormatCase(colorType: CPNGSHIM_COLOR_GRAY_ALPHA, depth: $0) }
        + [8, 16].map { FormatCase(colorType: CPNGSHIM_COLOR_RGB, depth: $0) }
        + [8, 16].map { FormatCase(colorType: CPNGSHIM_COLOR_RGBA, depth: $0) }
        + [1, 2, 4, 8].flatMap { depth in
            [false, true].map {
                FormatCase(colorType: CPNGSHIM_COLOR_PALETTE, depth: depth, withTRNS: $0)
            }
        }
        + [
            FormatCase(colorType: CPNGSHIM_COLOR_GRAY, depth: 2, withTRNS: true),
            FormatCase(colorType: CPNGSHIM_COLOR_GRAY, depth: 8, withTRNS: true),
            FormatCase(colorType: CPNGSHIM_COLOR_RGB, depth: 8, withTRNS: true),
            FormatCase(
                colorType: CPNGSHIM_COLOR_RGBA, depth: 8, interlaced: true, width: 19, height: 17),
            FormatCase(
                colorType: CPNGSHIM_COLOR_GRAY, depth: 2, interlaced: true, width: 11, height: 9),
            FormatCase(
                colorType: CPNGSHIM_COLOR_PALETTE, depth: 4, interlaced: true, withTRNS: true),
            FormatCase(
                colorType: CPNGSHIM_COLOR_RGB, depth: 16, interlaced: true, width: 9, height: 10),
        ]

    @Test(arguments: cases)
    func decodesToExactStraightRGBA(_ format: FormatCase) throws {
        let maxValue = (1 << format.depth) - 1
        let pixelCount = format.width * format.height
        // Deterministic samples that visit many values, including 0 and the maximum.
        let samples = (0..<pixelCount * format.channels).map { i in
            i % 11 == 0 ? maxValue : (i * 7919 + 13) % (maxValue + 1)
        }
        let paletteSize = min(1 << format.depth, 256)
        let palette = (0..<paletteSize * 3).map { UInt8(($0 * 53 + 7) % 256) }
        let transAlpha: [UInt8] =
            format.colorType == CPNGSHIM_COLOR_PALETTE && format.withTRNS
            ? Array([0, 128, 200, 1, 77].prefix(paletteSize)) : []
        // For gray/RGB tRNS, the transparent value is the first pixel's, so it certainly occurs.
        let transColor: [UInt16]? =
            format.colorType != CPNGSHIM_COLOR_PALETTE && format.withTRNS
            ? [UInt16(samples[0])] + (0..<3).map { UInt16(samples[min($0, format.channels - 1)]) }
            : nil

        let png = TestPNG.encodeRaw(
            rows: TestPNG.pack(
                samples: samples, width: format.width, height: format.height,
                channels: format.channels, depth: format.depth),
            width: format.width, height: format.height, colorType: format.colorType,
            bitDepth: format.depth, interlaced: format.interlaced,
            palette: format.colorType == CPNGSHIM_COLOR_PALETTE ? palette : [],
            transAlpha: transAlpha, transColor: transColor)
        #expect(png[24] == UInt8(format.depth) && png[25] == UInt8(format.colorType))
        #expect(png[28] == (format.interlaced ? 1 : 0))

        let image = try PNGFile.decode(png, source: "\(format.testDescription).png")
        #expect(image.width == format.width && image.height == format.height)

        func to8(_ value: Int) -> UInt8 {
            switch format.depth {
            case 16: UInt8(value >> 8)  // libpng strip_16 keeps the high byte
            case 8: UInt8(value)
            default: UInt8(value * 255 / maxValue)  // bit replication, exact for 1, 2, 4 bits
            }
        }
        var expected = [UInt8]()
        expected.reserveCapacity(pixelCount * 4)
        for p in 0..<pixelCount {
            let s = Array(samples[p * format.channels..<(p + 1) * format.channels])
            switch format.colorType {
            case CPNGSHIM_COLOR_GRAY:
                let alpha: UInt8 = transColor != nil && s[0] == Int(transColor![0]) ? 0 : 255
                expected += [to8(s[0]), to8(s[0]), to8(s[0]), alpha]
            case CPNGSHIM_COLOR_GRAY_ALPHA:
                expected += [to8(s[0]), to8(s[0]), to8(s[0]), to8(s[1])]
            case CPNGSHIM_COLOR_RGB:
                let isTransparent = transColor.map { s == $0[1...3].map { Int($0) } } ?? false
                expected += [to8(s[0]), to8(s[1]), to8(s[2]), isTransparent ? 0 : 255]
            case CPNGSHIM_COLOR_RGBA:
                expected += s.map(to8)
            default:
                let index = s[0]
                let alpha = index < transAlpha.count ? transAlpha[index] : 255
                expected += palette[index * 3..<index * 3 + 3] + [alpha]
            }
        }
        #expect(image.bytes == expected)
    }
}
