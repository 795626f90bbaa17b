// PNGFile.forEachRow against decode: the same bytes row by row on the shim's row decoder (every
// filter type, RGB and RGBA, many sizes, real files) and on the whole-decode fallback (palette,
// gray, 16-bit, interlaced), early stops, the same errors, and which decoder ran.
import CPNGShim
import Foundation
import Testing

@testable import PNGCodec

/// Every row `forEachRow` handed out, joined, and how the scan ended.
struct RowCollection {
    var bytes: [UInt8] = []
    var rows = 0
    var scan: PNGFile.RowScan
    /// Whole-image decodes run while collecting (the fallback; never the row decoder).
    var wholeDecodes: Int

    init(
        _ data: [UInt8], path: PNGFile.DecodePath = .automatic, scratch: inout [UInt8], stopAfter: Int = .max
    ) throws(PNGError) {
        let decodesBefore = PNGFile.wholeDecodesOnThisThread
        var bytes: [UInt8] = []
        var rows = 0
        var scan: PNGFile.RowScan?
        var failure: PNGError?
        do throws(PNGError) {
            scan = try PNGFile.forEachRow(data, source: "rows.png", path: path, scratch: &scratch) { y, row in
                #expect(y == rows, "rows come in order")
                bytes += row
                rows += 1
                return rows < stopAfter
            }
        } catch {
            failure = error
        }
        if let failure { throw failure }
        self.bytes = bytes
        self.rows = rows
        self.scan = scan!
        self.wholeDecodes = PNGFile.wholeDecodesOnThisThread - decodesBefore
    }

    init(_ data: [UInt8], path: PNGFile.DecodePath = .automatic, stopAfter: Int = .max) throws(PNGError) {
        var scratch: [UInt8] = []
        try self.init(data, path: path, scratch: &scratch, stopAfter: stopAfter)
    }
}

@Suite struct RowDecodeTests {
    @Test(arguments: [3, 4], FastDecodeTests.filterSets)
    func everyFilterTypeGivesDecodesRows(channels: Int, filters: [UInt8]) throws {
        let sizes = [(1, 1), (1, 6), (2, 3), (3, 2), (5, 4), (6, 5), (17, 9), (64, 6), (300, 40)]
        for (index, (width, height)) in sizes.enumerated() {
            let pixels = FastDecodeTests.pixels(
                width: width, height: height, channels: channels, seed: UInt64(index * 17 + channels))
            let png = FilteredPNG.png(
                pixels: pixels, width: width, height: height, channels: channels, filters: filters,
                idatSize: index % 2 == 0 ? 1 << 20 : 5)
            let decoded = try PNGFile.decode(png, source: "t.png")
            let rows = try RowCollection(png, path: .fastOnly)
            #expect(rows.scan == PNGFile.RowScan(width: width, height: height, finished: true))
            #expect(rows.rows == height)
            #expect(rows.bytes == decoded.bytes, "\(width)x\(height) filters \(filters)")
            #expect(rows.bytes == FilteredPNG.rgba(pixels, channels: channels))
            #expect(rows.wholeDecodes == 0, "the row decoder decodes no whole image")
        }
    }

    /// libpng's encoder (real deflate, adaptive filters), through the automatic path.
    @Test(arguments: [CPNGSHIM_COLOR_RGB, CPNGSHIM_COLOR_RGBA])
    func libpngWrittenImagesGiveDecodesRows(colorType: Int32) throws {
        let channels = colorType == CPNGSHIM_COLOR_RGBA ? 4 : 3
        for (width, height) in [(37, 23), (300, 40), (1, 50), (4, 4)] {
            let pixels = FastDecodeTests.pixels(width: width, height: height, channels: channels, seed: 3)
            let png = TestPNG.encodeRaw(rows: pixels, width: width, height: height, colorType: colorType, bitDepth: 8)
            let rows = try RowCollection(png)
            #expect(rows.bytes == (try PNGFile.decode(png, source: "t.png")).bytes)
            #expect(rows.wholeDecodes == 0)
        }
    }

    /// The conformance PNGs and the benchmark screen: the fast ones by the row decoder, the four
    /// palette ones by the whole decode, all equal to `decode`.
    @Test func realFilesGiveDecodesRows() throws {
        let shared = try #require(TestPNG.sharedDirectory, "\(TestPNG.sharedSearchDescription)")
        let folder = shared.appendingPathComponent("conformance/pixelmatch")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".png") }.sorted()
        #expect(names.count == 15)
        var rowDecoded = 0
        for path in names.map({ folder.appendingPathComponent($0).path }) + [TestPNG.benchBackground] {
            let data = try FileReader.readAll(path)
            let decoded = try PNGFile.decode(data, source: path)
            let rows = try RowCollection(data)
            #expect(rows.bytes == decoded.bytes, "\(path)")
            #expect(rows.scan == PNGFile.RowScan(width: decoded.width, height: decoded.height, finished: true))
            #expect(rows.wholeDecodes == (FastDecodeTests.isFastCase(data) ? 0 : 1), "\(path)")
            if rows.wholeDecodes == 0 { rowDecoded += 1 }
        }
        #expect(rowDecoded == 12)
    }

    /// Palette, gray, gray+alpha, 16-bit, tRNS and interlaced files: decoded whole, then their rows.
    @Test(arguments: DecodeFormatTests.cases)
    func otherFormatsGiveDecodesRowsThroughAWholeDecode(_ format: FormatCase) throws {
        let count = format.width * format.height * format.channels
        let levels = 1 << format.depth
        let samples: [Int] = (0..<count).map { i in (i * 7919 + 13) % levels }
        let entries: Int = min(levels, 256) * 3
        let palette: [UInt8] = (0..<entries).map { i in UInt8((i * 53 + 7) % 256) }
        let png = TestPNG.encodeRaw(
            rows: TestPNG.pack(
                samples: samples, width: format.width, height: format.height, channels: format.channels,
                depth: format.depth),
            width: format.width, height: format.height, colorType: format.colorType, bitDepth: format.depth,
            interlaced: format.interlaced, palette: format.colorType == CPNGSHIM_COLOR_PALETTE ? palette : [],
            transAlpha: format.withTRNS && format.colorType == CPNGSHIM_COLOR_PALETTE ? [0, 99] : [],
            transColor: format.withTRNS && format.colorType != CPNGSHIM_COLOR_PALETTE ? [1, 1, 1, 1] : nil)
        let decoded = try PNGFile.decode(png, source: "t.png")
        let rows = try RowCollection(png)
        #expect(rows.bytes == decoded.bytes)
        #expect(rows.scan == PNGFile.RowScan(width: format.width, height: format.height, finished: true))
        let fast = FastDecodeTests.isFastCase(png)
        #expect(rows.wholeDecodes == (fast ? 0 : 1))
        // `.libpng` always takes the whole decode, with the same rows.
        let whole = try RowCollection(png, path: .libpng)
        #expect(whole.bytes == decoded.bytes && whole.wholeDecodes == 1)
    }

    @Test(arguments: [3, 4])
    func stoppingEarlyHandsOutNoMoreRows(channels: Int) throws {
        let pixels = FastDecodeTests.pixels(width: 21, height: 13, channels: channels, seed: 5)
        let png = FilteredPNG.png(pixels: pixels, width: 21, height: 13, channels: channels, filters: [4, 1, 2, 3, 0])
        let expected = FilteredPNG.rgba(pixels, channels: channels)
        for (stop, path) in [(1, PNGFile.DecodePath.fastOnly), (6, .fastOnly), (12, .libpng), (13, .fastOnly)] {
            let rows = try RowCollection(png, path: path, stopAfter: stop)
            #expect(rows.rows == stop)
            #expect(rows.scan == PNGFile.RowScan(width: 21, height: 13, finished: false))
            #expect(rows.bytes == Array(expected.prefix(stop * 21 * 4)))
        }
    }

    /// Corrupt and truncated files: the same error as `decode` (libpng's words where the fast
    /// path gives up) and no row handed out; the files that decode give the same rows.
    @Test func brokenFilesGiveDecodesError() {
        for (name, data) in FastDecodeTests.brokenCases + [("empty", [])] {
            let decoded = DecodeOutcome(data, path: .automatic)
            var rows: RowCollection?
            var failure: PNGError?
            do throws(PNGError) { rows = try RowCollection(data) } catch { failure = error }
            switch decoded {
            case .image(let image):
                #expect(rows?.bytes == image.bytes, "\(name)")
            case .error(let reason):
                #expect(failure?.reason == reason, "\(name): rows \(failure?.reason ?? "decoded"), decode \(reason)")
                #expect(failure?.source == "rows.png")
            }
        }
    }

    /// A bad filter type deep in the image is found before the first row: no rows, then the
    /// whole decode's (libpng's) error.
    @Test func aBadFilterTypeFailsBeforeAnyRow() {
        var scanlines = FastDecodeTests.storedScanlines
        scanlines[6 * 28] = 7  // the last row's filter byte
        let png = FastDecodeTests.stored(scanlines: scanlines)
        var handed = 0
        var scratch: [UInt8] = []
        #expect(throws: PNGError.self) {
            _ = try PNGFile.forEachRow(png, source: "bad.png", scratch: &scratch) { _, _ in
                handed += 1
                return true
            }
        }
        #expect(handed == 0)
        #expect(
            (try? RowCollection(png, path: .fastOnly)) == nil,
            "the row decoder refuses it too")
    }

    /// A scratch array big enough is reused as it is (its size kept); a small one is replaced by
    /// one of the filtered rows' size.
    @Test func scratchIsReusedWhenBigEnough() throws {
        let pixels = FastDecodeTests.pixels(width: 30, height: 20, channels: 3, seed: 9)
        let png = FilteredPNG.png(pixels: pixels, width: 30, height: 20, channels: 3, filters: [4])
        var scratch = [UInt8](repeating: 7, count: 10)
        _ = try RowCollection(png, path: .fastOnly, scratch: &scratch)
        #expect(scratch.count == (30 * 3 + 1) * 20 + 16)
        var big = [UInt8](repeating: 7, count: 30 * 20 * 4 + 100)
        let rows = try RowCollection(png, path: .fastOnly, scratch: &big)
        #expect(big.count == 30 * 20 * 4 + 100)
        #expect(rows.bytes == FilteredPNG.rgba(pixels, channels: 3))
    }
}
