// Inputs that once made decoding unbounded: a device or FIFO as the file (read forever or blocked
// forever), a file far over any real screen, and image data that inflates far past its rows.
// Each is refused in one line within a fraction of a second.
import Foundation
import Testing

@testable import PNGCodec

@Suite struct BoundedReadTests {
    /// Seconds `body` takes.
    func seconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    func refusal(_ path: String) -> PNGError? {
        #expect(throws: PNGError.self) { try PNGFile.decode(contentsOf: path) }
    }

    @Test func aCharacterDeviceIsRefusedBeforeAnyRead() {
        var error: PNGError?
        // /dev/zero never ends: read whole it grew past 4 GB before aborting.
        let time = seconds { error = refusal("/dev/zero") }
        #expect(error?.description == "/dev/zero: is a character device, not a regular file")
        #expect(time < 1)
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("alertsnap-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("screen.png").path
        #expect(mkfifo(fifo, 0o600) == 0)
        var error: PNGError?
        // Opened without O_NONBLOCK, this blocked forever: nothing ever writes to it.
        let time = seconds { error = refusal(fifo) }
        #expect(error?.description == "\(fifo): is a FIFO, not a regular file")
        #expect(time < 1)
    }

    @Test func aFileOverTheByteCapIsRefusedBeforeAnyRead() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("alertsnap-big-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("huge.png").path
        // A sparse file: 1 GiB long, no disk used; refused by its size, so never read.
        let fd = open(path, O_CREAT | O_WRONLY, 0o644)
        #expect(fd >= 0 && ftruncate(fd, 1 << 30) == 0)
        close(fd)
        var error: PNGError?
        let time = seconds { error = refusal(path) }
        #expect(error?.description == "\(path): the file is 1073741824 bytes; at most 536870912 are read")
        #expect(time < 1)
    }

    @Test func aFileUnderTheCapIsReadWhole() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("alertsnap-read-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("bytes.bin").path
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(try FileReader.readAll(path, limit: 200_000) == bytes)
        let error = #expect(throws: PNGError.self) { try FileReader.readAll(path, limit: 199_999) }
        #expect(error?.reason == "the file is 200000 bytes; at most 199999 are read")
    }

    /// A zlib stream that inflates to one zero byte and then `1 + 8 * blocks` runs of 258 zeros:
    /// a fixed-Huffman block of "length 258, distance 1" codes, 13 bits each, so eight of them
    /// are 13 whole bytes that repeat. (Adler-32 left zero: libpng is told to ignore it.)
    static func zeroBomb(blocks: Int) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var bits: UInt64 = 0
        var count = 0
        func put(_ value: UInt64, _ n: Int) {  // LSB-first, as deflate packs fields
            bits |= value << UInt64(count)
            count += n
            while count >= 8 {
                out.append(UInt8(truncatingIfNeeded: bits))
                bits >>= 8
                count -= 8
            }
        }
        func putCode(_ code: UInt64, _ n: Int) {  // Huffman codes go MSB-first
            var reversed: UInt64 = 0
            for i in 0..<n where code & (1 << UInt64(i)) != 0 { reversed |= 1 << UInt64(n - 1 - i) }
            put(reversed, n)
        }
        func run() {
            putCode(0b1100_0101, 8)  // literal/length 285: length 258
            putCode(0, 5)  // distance code 0: distance 1
        }
        put(1, 1)  // BFINAL
        put(1, 2)  // BTYPE 01: fixed Huffman
        putCode(0b0011_0000, 8)  // literal 0
        run()  // 11 + 13 bits: byte-aligned from here
        #expect(count == 0)
        let start = out.count
        for _ in 0..<8 { run() }
        let period = Array(out[start...])
        #expect(period.count == 13)
        out.reserveCapacity(out.count + 13 * blocks + 8)
        for _ in 1..<blocks { out += period }
        putCode(0, 7)  // end of block
        if count > 0 { put(0, 8 - count) }
        return out + [0, 0, 0, 0]
    }

    @Test func imageDataInflatingFarPastTheRowsStopsAtTheLimit() throws {
        // 1x1 RGB needs 4 inflated bytes; this IDAT (6.8 MB) inflates to 1 GiB of zeros. libpng
        // inflated all of it to warn "too much image data" (28 s for 16 GiB); decoding now stops
        // 64 KiB of compressed data past the last row and refuses the file.
        let stream = Self.zeroBomb(blocks: (1 << 30) / (8 * 258))
        let ihdr: [UInt8] = [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]
        let png =
            TestPNG.signature + TestPNG.chunk("IHDR", ihdr) + TestPNG.chunk("IDAT", stream)
            + TestPNG.chunk("IEND", [])
        #expect(png.count > 6_000_000)
        for path in [PNGFile.DecodePath.automatic, .libpng] {
            var error: PNGError?
            let time = seconds {
                error = #expect(throws: PNGError.self) { try PNGFile.decode(png, source: "bomb.png", path: path) }
            }
            #expect(error?.description.hasPrefix("bomb.png: too much image data") == true, "\(path)")
            #expect(time < 1, "\(path): \(time) s")
        }
        // The same stream cut short of the cap still decodes, as libpng always did (a warning).
        let small = Self.zeroBomb(blocks: 2000)
        let tolerated =
            TestPNG.signature + TestPNG.chunk("IHDR", ihdr) + TestPNG.chunk("IDAT", small)
            + TestPNG.chunk("IEND", [])
        #expect(try PNGFile.decode(tolerated, source: "ok.png").bytes == [0, 0, 0, 255])
    }
}
