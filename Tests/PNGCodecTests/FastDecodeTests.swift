// The fast decode path (libdeflate + the shim's unfiltering, for plain 8-bit RGB and RGBA) against
// libpng: the same pixels for every filter type and every real file, the same outcome (pixels or
// error message) for broken files, and no crash on a few hundred deterministic corruptions.
import CPNGShim
import Foundation
import Testing

@testable import PNGCodec

/// What one decode gave, comparable across decoders.
enum DecodeOutcome: Equatable, CustomStringConvertible {
    case image(PNGImage)
    case error(String)

    init(_ data: [UInt8], path: PNGFile.DecodePath) {
        do throws(PNGError) {
            self = .image(try PNGFile.decode(data, source: "t.png", path: path))
        } catch {
            self = .error(error.reason)
        }
    }

    var image: PNGImage? {
        if case .image(let image) = self { return image }
        return nil
    }

    var description: String {
        switch self {
        case .image(let image): "image \(image.width)x\(image.height)"
        case .error(let reason): "error \"\(reason)\""
        }
    }
}

@Suite struct FastDecodeTests {
    /// Pixels that visit every predictor choice and wrap-around: noise, ramps, extremes.
    static func pixels(width: Int, height: Int, channels: Int, seed: UInt64) -> [UInt8] {
        var random = SeededGenerator(seed: seed)
        var out = [UInt8]()
        out.reserveCapacity(width * height * channels)
        for y in 0..<height {
            for x in 0..<width {
                for k in 0..<channels {
                    switch (y + k) % 4 {
                    case 0: out.append(UInt8(truncatingIfNeeded: random.next()))
                    case 1: out.append(UInt8(truncatingIfNeeded: x * 37 + y * 11 + k * 90))
                    case 2: out.append((x + y + k) % 2 == 0 ? 0 : 255)
                    default:
                        out.append(UInt8(truncatingIfNeeded: 128 + x * 3 + random.below(9) - 4))
                    }
                }
            }
        }
        return out
    }

    static let filterSets: [[UInt8]] = [
        [0], [1], [2], [3], [4], [0, 1, 2, 3, 4], [4, 3, 4, 2, 1, 4],
    ]

    @Test(arguments: [3, 4], filterSets)
    func everyFilterTypeDecodesExactly(channels: Int, filters: [UInt8]) throws {
        let sizes = [(1, 1), (1, 6), (2, 3), (5, 4), (17, 9), (64, 6), (300, 40)]
        for (index, (width, height)) in sizes.enumerated() {
            let seed = UInt64(index * 31 + channels)
            let pixels = Self.pixels(width: width, height: height, channels: channels, seed: seed)
            // Odd sizes split the stream over many IDATs, which the fast path gathers.
            let png = FilteredPNG.png(
                pixels: pixels, width: width, height: height, channels: channels, filters: filters,
                idatSize: index % 2 == 0 ? 1 << 20 : 7)
            let expected = FilteredPNG.rgba(pixels, channels: channels)
            let fast = try PNGFile.decode(png, source: "fast.png", path: .fastOnly)
            let libpng = try PNGFile.decode(png, source: "libpng.png", path: .libpng)
            #expect(fast.width == width && fast.height == height)
            #expect(fast.bytes == expected, "\(width)x\(height) filters \(filters)")
            #expect(libpng.bytes == expected, "\(width)x\(height) filters \(filters)")
        }
    }

    /// Real deflate streams (Huffman codes, matches) from libpng's encoder with its adaptive
    /// filter choice, through both decoders.
    @Test(arguments: [CPNGSHIM_COLOR_RGB, CPNGSHIM_COLOR_RGBA])
    func libpngWrittenImagesDecodeEquallyBothWays(colorType: Int32) throws {
        let channels = colorType == CPNGSHIM_COLOR_RGBA ? 4 : 3
        for (width, height) in [(37, 23), (300, 40), (1, 50)] {
            let pixels = Self.pixels(width: width, height: height, channels: channels, seed: 7)
            let png = TestPNG.encodeRaw(
                rows: pixels, width: width, height: height, colorType: colorType, bitDepth: 8)
            let fast = try PNGFile.decode(png, source: "fast.png", path: .fastOnly)
            let libpng = try PNGFile.decode(png, source: "libpng.png", path: .libpng)
            #expect(fast == libpng)
            #expect(fast.bytes == FilteredPNG.rgba(pixels, channels: channels))
        }
    }

    /// Whether the fast path should take a clean file: 8-bit RGB/RGBA, not interlaced, no PLTE
    /// or tRNS.
    static func isFastCase(_ png: [UInt8]) -> Bool {
        let types = TestPNG.chunks(png).map(\.type)
        return png.count > 29 && png[24] == 8 && (png[25] == 2 || png[25] == 6) && png[28] == 0
            && !types.contains("PLTE") && !types.contains("tRNS")
    }

    @Test func realFilesDecodeEquallyBothWays() throws {
        let shared = try #require(TestPNG.sharedDirectory, "\(TestPNG.sharedSearchDescription)")
        let folder = shared.appendingPathComponent("conformance/pixelmatch")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".png") }.sorted()
        #expect(names.count == 15, "corpus in \(folder.path)")
        let paths =
            names.map { folder.appendingPathComponent($0).path }
            + [TestPNG.benchBackground]
        var fastCount = 0
        for path in paths {
            let data = try FileReader.readAll(path)
            let libpng = try PNGFile.decode(data, source: path, path: .libpng)
            #expect(try PNGFile.decode(data, source: path) == libpng, "\(path)")
            if Self.isFastCase(data) {
                fastCount += 1
                let fast = try PNGFile.decode(data, source: path, path: .fastOnly)
                #expect(fast == libpng, "\(path)")
            } else {
                #expect(DecodeOutcome(data, path: .fastOnly).image == nil, "\(path)")
            }
        }
        // 11 of the 15 pixelmatch images (not the four palette ones) and the benchmark screen.
        #expect(fastCount == 12)
    }

    // MARK: - Broken files: the same outcome as libpng

    static let valid = BrokenInputTests.valid  // 16x8 RGBA, written by libpng

    /// A 9x7 RGB image, mixed filters, stored deflate blocks; with its scanlines.
    static let storedPixels = pixels(width: 9, height: 7, channels: 3, seed: 99)
    static let storedScanlines = FilteredPNG.scanlines(
        pixels: storedPixels, width: 9, height: 7, channels: 3, filters: [0, 1, 2, 3, 4])
    static func stored(
        scanlines: [UInt8] = storedScanlines, before: [[UInt8]] = [], after: [[UInt8]] = []
    ) -> [UInt8] {
        FilteredPNG.png(
            width: 9, height: 7, colorType: 2, scanlines: scanlines, idatSize: 50, before: before,
            after: after)
    }

    /// Replaces the data of chunk `index` (keeping a correct CRC).
    static func replacingChunk(_ png: [UInt8], at index: Int, with data: [UInt8]) -> [UInt8] {
        let chunk = TestPNG.chunks(png)[index]
        return Array(png[..<chunk.offset]) + TestPNG.chunk(chunk.type, data)
            + Array(png[(chunk.crcOffset + 4)...])
    }

    static var brokenCases: [(String, [UInt8])] {
        var cases: [(String, [UInt8])] = []
        for length in stride(from: 0, to: valid.count, by: 7) {
            cases.append(("valid cut at \(length)", Array(valid.prefix(length))))
        }
        let storedPNG = stored()
        for length in stride(from: 8, to: storedPNG.count, by: 11) {
            cases.append(("stored cut at \(length)", Array(storedPNG.prefix(length))))
        }
        var data = valid
        data[1] = UInt8(ascii: "J")
        cases.append(("bad signature", data))
        data = valid
        data[TestPNG.chunks(valid)[0].crcOffset] ^= 0x55
        cases.append(("IHDR CRC", data))
        data = valid
        let idat = TestPNG.chunks(valid).first { $0.type == "IDAT" }!
        data[idat.crcOffset + 3] ^= 0x01
        cases.append(("IDAT CRC", data))
        data = valid
        for i in idat.dataOffset + 2..<idat.crcOffset { data[i] ^= 0xA5 }
        let corrupt = Array(data[idat.dataOffset..<idat.crcOffset])
        cases.append(("corrupt zlib, valid CRC", replacingChunk(data, at: 1, with: corrupt)))
        cases.append(("zero width", TestPNG.headerOnly(width: 0, height: 10)))
        cases.append(("zero height", TestPNG.headerOnly(width: 10, height: 0)))
        cases.append(("side over the limit", TestPNG.headerOnly(width: 20000, height: 20)))
        cases.append(("area over the limit", TestPNG.headerOnly(width: 12000, height: 12000)))
        cases.append(("text", Array("<html>hello</html>".utf8)))

        var scanlines = storedScanlines
        scanlines[3 * 28] = 5  // row 3's filter byte (28 bytes a row)
        cases.append(("filter type 5", stored(scanlines: scanlines)))
        scanlines = storedScanlines
        scanlines[0] = 255
        cases.append(("filter type 255", stored(scanlines: scanlines)))
        cases.append(("one byte short", stored(scanlines: storedScanlines.dropLast())))
        cases.append(("one row short", stored(scanlines: storedScanlines.dropLast(28))))
        cases.append(("one byte too many", stored(scanlines: storedScanlines + [0])))
        cases.append(("empty stream", stored(scanlines: [])))
        // Adler-32 wrong, CRCs right: libpng is told to ignore it, libdeflate is not.
        var stream = FilteredPNG.zlibStored(storedScanlines)
        stream[stream.count - 1] ^= 0xFF
        let ihdr = TestPNG.chunks(storedPNG)[0]
        let header = Array(storedPNG[..<(ihdr.crcOffset + 4)])
        cases.append(
            ("Adler-32", header + TestPNG.chunk("IDAT", stream) + TestPNG.chunk("IEND", [])))
        stream = FilteredPNG.zlibStored(storedScanlines)
        cases.append(
            (
                "bytes after the zlib stream",
                header + TestPNG.chunk("IDAT", stream + [1, 2, 3]) + TestPNG.chunk("IEND", [])
            ))
        cases.append(
            (
                "IDAT, tEXt, IDAT",
                header + TestPNG.chunk("IDAT", Array(stream.prefix(30)))
                    + TestPNG.chunk("tEXt", Array("a\0b".utf8))
                    + TestPNG.chunk("IDAT", Array(stream.dropFirst(30))) + TestPNG.chunk("IEND", [])
            ))
        cases.append(("no IEND", header + TestPNG.chunk("IDAT", stream)))
        cases.append(
            (
                "IEND with data",
                header + TestPNG.chunk("IDAT", stream) + TestPNG.chunk("IEND", [0])
            ))
        cases.append(("no IDAT", header + TestPNG.chunk("IEND", [])))
        cases.append(("data after IEND", storedPNG + [0, 0, 0]))
        cases.append(("chunk after IEND", storedPNG + TestPNG.chunk("tEXt", Array("a\0b".utf8))))
        let ihdrData = Array(storedPNG[ihdr.dataOffset..<ihdr.crcOffset])
        cases.append(("two IHDRs", stored(before: [TestPNG.chunk("IHDR", ihdrData)])))
        cases.append(("unknown critical chunk", stored(before: [TestPNG.chunk("ABCD", [1, 2])])))
        cases.append(
            ("unknown critical chunk after IDAT", stored(after: [TestPNG.chunk("ABCD", [])])))
        cases.append(("bad chunk type", stored(before: [TestPNG.chunk("a1cd", [])])))
        cases.append(("tRNS on RGB", stored(before: [TestPNG.chunk("tRNS", [0, 9, 0, 9, 0, 9])])))
        cases.append(("PLTE on RGB", stored(before: [TestPNG.chunk("PLTE", [1, 2, 3, 4, 5, 6])])))
        cases.append(("acTL", stored(before: [TestPNG.chunk("acTL", [0, 0, 0, 1, 0, 0, 0, 0])])))
        var text = TestPNG.chunk("tEXt", Array("a\0b".utf8))
        text[text.count - 1] ^= 1
        cases.append(("ancillary chunk with a bad CRC", stored(before: [text])))
        cases.append(
            (
                "ancillary chunks",
                stored(
                    before: [TestPNG.chunk("gAMA", [0, 0, 177, 143])],
                    after: [TestPNG.chunk("zzZz", [9])])
            ))
        var long = TestPNG.chunk("tEXt", [])
        long[0] = 0x80
        cases.append(("chunk length over 2^31", stored(before: [long])))
        // Gray instead of RGB, compression 1, filter method 3, interlace 2, 16 bits.
        for (i, bad) in [(9, 0), (10, 1), (11, 3), (12, 2), (8, 16)].enumerated() {
            var fields = ihdrData
            fields[bad.0] = UInt8(bad.1)
            cases.append(("IHDR field \(i)", replacingChunk(storedPNG, at: 0, with: fields)))
        }
        return cases
    }

    @Test func brokenFilesGiveLibpngsOutcome() {
        for (name, data) in Self.brokenCases {
            let libpng = DecodeOutcome(data, path: .libpng)
            let automatic = DecodeOutcome(data, path: .automatic)
            let fast = DecodeOutcome(data, path: .fastOnly)
            #expect(automatic == libpng, "\(name): automatic \(automatic), libpng \(libpng)")
            if libpng.image == nil {
                #expect(fast.image == nil, "\(name): fast \(fast), libpng \(libpng)")
            } else if let image = fast.image {
                #expect(image == libpng.image, "\(name)")
            }
        }
    }

    @Test func theStoredTestImageIsValid() throws {
        let expected = FilteredPNG.rgba(Self.storedPixels, channels: 3)
        for path in [PNGFile.DecodePath.fastOnly, .libpng] {
            #expect(try PNGFile.decode(Self.stored(), source: "s.png", path: path).bytes == expected)
        }
    }

    @Test func fastOnlySaysWhyItDeclines() {
        let palette = TestPNG.encodeRaw(
            rows: [0, 1], width: 2, height: 1, colorType: CPNGSHIM_COLOR_PALETTE, bitDepth: 8,
            palette: [0, 0, 0, 255, 255, 255])
        #expect(
            DecodeOutcome(palette, path: .fastOnly)
                == .error("fast path declined: not 8-bit RGB or RGBA"))
        var scanlines = Self.storedScanlines
        scanlines[0] = 9
        #expect(
            DecodeOutcome(Self.stored(scanlines: scanlines), path: .fastOnly)
                == .error("fast path failed: bad adaptive filter value"))
    }

    // MARK: - Fuzzing

    /// Recomputes the CRC of every chunk that the (possibly corrupted) lengths lay out.
    static func fixingCRCs(_ png: [UInt8]) -> [UInt8] {
        var data = png
        var offset = 8
        while offset + 12 <= data.count {
            let length = data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            guard length <= data.count - offset - 12 else { break }
            let crc = TestPNG.crc32(data[offset + 4..<offset + 8 + length])
            data.replaceSubrange(
                offset + 8 + length..<offset + 12 + length, with: TestPNG.bigEndian(crc))
            offset += 12 + length
        }
        return data
    }

    /// `base` with a few bytes flipped, set, cut off, removed or inserted, at or after `from`
    /// (mostly; a quarter of positions may be anywhere).
    static func mutated(_ base: [UInt8], from: Int, random: inout SeededGenerator) -> [UInt8] {
        var data = base
        func position() -> Int {
            guard data.count > from else { return random.below(data.count + 1) }
            return random.below(4) == 0
                ? random.below(data.count) : from + random.below(data.count - from)
        }
        switch random.below(5) {
        case 0 where !data.isEmpty:
            for _ in 0...random.below(4) {
                data[min(position(), data.count - 1)] ^= UInt8(1 + random.below(255))
            }
        case 1 where !data.isEmpty:
            data[min(position(), data.count - 1)] = UInt8(truncatingIfNeeded: random.next())
        case 2:
            data = Array(data.prefix(position()))
        case 3:
            let start = position()
            data.removeSubrange(start..<min(data.count, start + 1 + random.below(8)))
        default:
            let extra = (0...random.below(8)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            data.insert(contentsOf: extra, at: position())
        }
        return data
    }

    /// Checks one fuzzed file through all three decoders: each gives an error or an image of
    /// the size its IHDR declares, the automatic choice gives the fast path's image or libpng's
    /// outcome, and two images of the same file are equal.
    static func check(_ data: [UInt8], _ name: String) {
        #expect(data.count >= 24 || DecodeOutcome(data, path: .automatic).image == nil)
        let libpng = DecodeOutcome(data, path: .libpng)
        let fast = DecodeOutcome(data, path: .fastOnly)
        let automatic = DecodeOutcome(data, path: .automatic)
        for outcome in [libpng, fast, automatic] {
            guard let image = outcome.image, data.count >= 24 else { continue }
            let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
            let height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
            #expect(image.width == width && image.height == height, "\(name)")
            #expect(image.bytes.count == width * height * 4, "\(name)")
        }
        #expect(automatic == (fast.image != nil ? fast : libpng), "\(name)")
        if let fastImage = fast.image, let libpngImage = libpng.image {
            #expect(fastImage == libpngImage, "\(name)")
        }
    }

    /// 480 deterministic corruptions of three small valid files: a third anywhere in the file;
    /// a third in the first IDAT's data, rewrapped with a right length and CRC so the damage
    /// reaches the inflater; a third anywhere, with every CRC then fixed up. 160 more damage the
    /// scanlines themselves and wrap them in a valid file, stream and all, for the unfilterer.
    @Test func fuzzedFilesNeverCrash() {
        let rgb = Self.pixels(width: 21, height: 13, channels: 3, seed: 5)
        let bases = [
            Self.valid, Self.stored(),
            TestPNG.encodeRaw(
                rows: rgb, width: 21, height: 13, colorType: CPNGSHIM_COLOR_RGB, bitDepth: 8),
        ]
        var random = SeededGenerator(seed: 0x5EED_F00D)
        for i in 0..<480 {
            let base = bases[i % bases.count]
            switch i / bases.count % 3 {
            case 0:
                Self.check(Self.mutated(base, from: 8, random: &random), "case \(i)")
            case 1:
                let index = TestPNG.chunks(base).firstIndex { $0.type == "IDAT" }!
                let idat = TestPNG.chunks(base)[index]
                let payload = Self.mutated(
                    Array(base[idat.dataOffset..<idat.crcOffset]), from: 0, random: &random)
                Self.check(
                    Self.replacingChunk(base, at: index, with: payload), "IDAT case \(i)")
            default:
                let data = Self.fixingCRCs(Self.mutated(base, from: 8, random: &random))
                Self.check(data, "fixed-CRC case \(i)")
            }
        }
        for i in 0..<160 {
            var scanlines = Self.storedScanlines
            switch random.below(3) {
            case 0:
                for _ in 0...random.below(3) {
                    let value = UInt8(truncatingIfNeeded: random.next())
                    scanlines[random.below(scanlines.count)] = value
                }
            case 1: scanlines = Array(scanlines.prefix(random.below(scanlines.count)))
            default:
                scanlines += (0...random.below(40)).map { _ in
                    UInt8(truncatingIfNeeded: random.next())
                }
            }
            Self.check(Self.stored(scanlines: scanlines), "scanline case \(i)")
        }
    }
}
