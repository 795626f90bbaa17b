// Test support: writing PNGs of every format through the shim's raw encoder, and taking PNG
// byte streams apart (chunks, CRCs) to build broken files.
import CPNGShim
import Foundation
import Testing

@testable import PNGCodec

enum TestPNG {
    /// Writes a PNG from rows already in PNG's packed sample format.
    static func encodeRaw(
        rows: [UInt8], width: Int, height: Int, colorType: Int32, bitDepth: Int,
        interlaced: Bool = false, palette: [UInt8] = [], transAlpha: [UInt8] = [],
        transColor: [UInt16]? = nil
    ) -> [UInt8] {
        let stride = rows.count / height
        var out = cpngshim_buffer()
        defer { cpngshim_buffer_free(&out) }
        let outcome = callShim { message, capacity in
            rows.withUnsafeBufferPointer { rowBytes in
                palette.withUnsafeBufferPointer { paletteBytes in
                    transAlpha.withUnsafeBufferPointer { alphaBytes in
                        let transColorCopy = transColor ?? []
                        return transColorCopy.withUnsafeBufferPointer { colour in
                            cpngshim_encode_raw(
                                rowBytes.baseAddress, UInt32(width), UInt32(height), stride,
                                colorType, Int32(bitDepth), interlaced ? 1 : 0,
                                palette.isEmpty ? nil : paletteBytes.baseAddress,
                                Int32(palette.count / 3),
                                transAlpha.isEmpty ? nil : alphaBytes.baseAddress,
                                Int32(transAlpha.count),
                                transColor == nil ? nil : colour.baseAddress, &out, message,
                                capacity)
                        }
                    }
                }
            }
        }
        #expect(outcome.status == CPNGSHIM_OK, "encodeRaw: \(outcome.message)")
        guard let data = out.data else { return [] }
        return [UInt8](UnsafeBufferPointer(start: data, count: out.count))
    }

    /// Packs samples (one Int per sample, `channels` per pixel) into PNG rows of `depth` bits.
    static func pack(samples: [Int], width: Int, height: Int, channels: Int, depth: Int) -> [UInt8] {
        let stride = (width * channels * depth + 7) / 8
        var rows = [UInt8](repeating: 0, count: stride * height)
        let perRow = width * channels
        for y in 0..<height {
            for i in 0..<perRow {
                let value = samples[y * perRow + i]
                switch depth {
                case 16:
                    rows[y * stride + 2 * i] = UInt8(value >> 8)
                    rows[y * stride + 2 * i + 1] = UInt8(value & 0xFF)
                case 8:
                    rows[y * stride + i] = UInt8(value)
                default:
                    let bit = i * depth
                    let shift = 8 - depth - bit % 8
                    rows[y * stride + bit / 8] |= UInt8(value << shift)
                }
            }
        }
        return rows
    }

    /// A valid PNG's chunks, in order.
    struct Chunk {
        var offset: Int  // of the length field
        var type: String
        var length: Int
        var dataOffset: Int { offset + 8 }
        var crcOffset: Int { offset + 8 + length }
    }

    static func chunks(_ png: [UInt8]) -> [Chunk] {
        var result: [Chunk] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
            result.append(Chunk(offset: offset, type: type, length: length))
            offset += 12 + length
        }
        return result
    }

    static func crc32<S: Sequence<UInt8>>(_ bytes: S) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [
            UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF),
            UInt8(value & 0xFF),
        ]
    }

    /// A chunk with a correct CRC.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc32(typeAndData))
    }

    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// A PNG whose IHDR declares `width` x `height` 8-bit RGBA (valid CRCs) followed by a tiny
    /// IDAT and IEND: decoding must judge it by its header alone.
    static func headerOnly(width: UInt32, height: UInt32) -> [UInt8] {
        let ihdr = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        let idat: [UInt8] = [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]  // empty zlib stream
        return signature + chunk("IHDR", ihdr) + chunk("IDAT", idat) + chunk("IEND", [])
    }

    /// The repository's own copies of real-world PNGs (`Tests/Resources`: pixelmatch's
    /// conformance pairs) and its benchmark scene (`bench/`): the tests need nothing outside the
    /// checkout. Nil only when the checkout is incomplete; callers then fail with
    /// `sharedSearchDescription`.
    static var sharedDirectory: URL? {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // PNGCodecTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // <root>
        let resources = root.appendingPathComponent("Tests/Resources")
        return FileManager.default.fileExists(atPath: resources.appendingPathComponent("conformance").path)
            ? resources : nil
    }

    /// The benchmark scene's screen, `bench/r1-background.png` in the repository.
    static var benchBackground: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("bench/r1-background.png").path
    }

    static var sharedSearchDescription: String {
        "Tests/Resources/conformance is missing from the checkout"
    }
}
