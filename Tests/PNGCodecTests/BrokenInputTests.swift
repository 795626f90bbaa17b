// Broken and hostile input: every case is a PNGError naming the source, never a crash, and
// oversized headers are refused before any pixel memory is allocated.
import Testing

@testable import PNGCodec

@Suite struct BrokenInputTests {
    /// A small valid PNG (RGBA, 16x8) to break.
    static let valid: [UInt8] = {
        var bytes = [UInt8]()
        for i in 0..<(16 * 8) {
            bytes += [UInt8(i), UInt8(255 - i), UInt8(i * 3 % 256), UInt8(i * 2)]
        }
        return try! PNGFile.encode(PNGImage(width: 16, height: 8, bytes: bytes))
    }()

    /// Decodes `data` as `source`, expecting a PNGError that names it; returns the error.
    @discardableResult
    func expectRefusal(
        _ data: [UInt8], source: String, sourceLocation: SourceLocation = #_sourceLocation
    ) -> PNGError? {
        let error = #expect(throws: PNGError.self, sourceLocation: sourceLocation) {
            try PNGFile.decode(data, source: source)
        }
        #expect(error?.source == source, sourceLocation: sourceLocation)
        #expect(error?.description.hasPrefix("\(source): ") == true, sourceLocation: sourceLocation)
        return error
    }

    @Test func theUnbrokenFileDecodes() throws {
        #expect(try PNGFile.decode(Self.valid, source: "valid.png").width == 16)
    }

    @Test func truncationAtEverySeventhByteIsAnError() {
        let lengths = Array(stride(from: 0, to: Self.valid.count, by: 7)) + [Self.valid.count - 1]
        for length in lengths {
            expectRefusal(Array(Self.valid.prefix(length)), source: "cut-\(length).png")
        }
    }

    @Test func truncatedDataSaysSo() {
        let cut = Array(Self.valid.prefix(Self.valid.count / 2))
        #expect(expectRefusal(cut, source: "half.png")?.reason.contains("truncated") == true)
    }

    @Test func emptyDataIsAnError() {
        #expect(expectRefusal([], source: "empty.png")?.reason.contains("empty") == true)
    }

    @Test func badSignatureIsAnError() {
        var data = Self.valid
        data[1] = UInt8(ascii: "J")
        #expect(expectRefusal(data, source: "sig.png")?.reason == "Not a PNG file")
    }

    @Test func textIsNotAPNG() {
        expectRefusal(Array("<html>hello</html>".utf8), source: "page.html")
    }

    @Test func badCRCInIHDRIsAnError() {
        var data = Self.valid
        let ihdr = TestPNG.chunks(data)[0]
        #expect(ihdr.type == "IHDR")
        data[ihdr.crcOffset] ^= 0x55
        #expect(expectRefusal(data, source: "ihdr-crc.png")?.reason == "IHDR: CRC error")
    }

    @Test func badCRCInIDATIsAnError() throws {
        var data = Self.valid
        let idat = try #require(TestPNG.chunks(data).first { $0.type == "IDAT" })
        data[idat.crcOffset + 3] ^= 0x01
        #expect(expectRefusal(data, source: "idat-crc.png")?.reason == "IDAT: CRC error")
    }

    @Test func corruptCompressedDataWithAValidCRCIsAnError() throws {
        var data = Self.valid
        let idat = try #require(TestPNG.chunks(data).first { $0.type == "IDAT" })
        for i in idat.dataOffset + 2..<idat.crcOffset { data[i] ^= 0xA5 }
        let crc = TestPNG.crc32(data[idat.offset + 4..<idat.crcOffset])
        data.replaceSubrange(idat.crcOffset..<idat.crcOffset + 4, with: TestPNG.bigEndian(crc))
        expectRefusal(data, source: "zlib.png")
    }

    @Test func zeroWidthIsAnError() {
        let error = expectRefusal(TestPNG.headerOnly(width: 0, height: 10), source: "zero.png")
        #expect(error?.reason.contains("width is zero") == true)
    }

    @Test func zeroHeightIsAnError() {
        let error = expectRefusal(TestPNG.headerOnly(width: 10, height: 0), source: "zero-h.png")
        #expect(error?.reason.contains("height is zero") == true)
    }

    // Both oversized headers would need over 400 MB of pixels; the refusal comes from the
    // header check in `cpngshim_decode_begin`, which runs before the pixel buffer exists.
    @Test func aSideOver16384IsRefusedByTheHeader() {
        let error = expectRefusal(
            TestPNG.headerOnly(width: 20000, height: 20000), source: "huge.png")
        #expect(error?.reason.contains("size limit") == true)
        #expect(error?.reason.contains("Image width exceeds user limit") == true)
    }

    @Test func anAreaOver100MegapixelsIsRefusedByTheHeader() {
        let error = expectRefusal(
            TestPNG.headerOnly(width: 12000, height: 12000), source: "wide.png")
        #expect(error?.reason.contains("size limit") == true)
        #expect(error?.reason.contains("12000x12000") == true)
        #expect(error?.reason.contains("144000000") == true)
    }

    @Test func anUnreadableFileIsAPNGError() {
        let path = "/nonexistent-alertsnap-dir/missing.png"
        let error = #expect(throws: PNGError.self) { try PNGFile.decode(contentsOf: path) }
        #expect(error?.source == path)
        #expect(error?.reason.contains("No such file") == true)
    }

    @Test func aDirectoryIsAPNGError() {
        let error = #expect(throws: PNGError.self) { try PNGFile.decode(contentsOf: "/tmp") }
        #expect(error?.description.hasPrefix("/tmp: ") == true)
    }
}
