// The parallel encoder: bytes independent of the worker count, exact round trips of images
// spanning many deflate segments, and a stream that other readers accept (chunk CRCs, zlib
// header and Adler-32, Python's zlib).
import Foundation
import Testing

@testable import PNGCodec

@Suite struct ParallelEncodeTests {
    /// 1500x1300 (several 512 KB segments whether written as RGB or RGBA): flat bands, a
    /// gradient, noise blocks and a flat card, so segments compress very differently.
    static func large(opaque: Bool) -> PNGImage {
        let width = 1500
        let height = 1300
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        var seed: UInt32 = 2024
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                var pixel: (UInt8, UInt8, UInt8)
                if y < 200 {
                    pixel = y < 100 ? (242, 242, 247) : (0, 122, 255)
                } else if (x / 250 + y / 250) % 3 == 0 {
                    seed = seed &* 1_103_515_245 &+ 12345
                    let noise = seed >> 8
                    pixel = (
                        UInt8(truncatingIfNeeded: noise), UInt8(truncatingIfNeeded: noise >> 8),
                        UInt8(truncatingIfNeeded: noise >> 16)
                    )
                } else if x > 300 && x < 1200 && y > 600 && y < 900 {
                    pixel = (255, 255, 255)
                } else {
                    pixel = (UInt8(x % 256), UInt8(y % 256), UInt8((x + y) / 12 % 256))
                }
                let alpha = opaque || y < 100 ? 255 : UInt8((x / 7 + y / 5) % 256)
                bytes[i] = pixel.0
                bytes[i + 1] = pixel.1
                bytes[i + 2] = pixel.2
                bytes[i + 3] = alpha
            }
        }
        return PNGImage(width: width, height: height, bytes: bytes)
    }

    static let largeOpaque = large(opaque: true)
    static let largeTranslucent = large(opaque: false)

    static func image(opaque: Bool) -> PNGImage { opaque ? largeOpaque : largeTranslucent }

    static func encode(_ image: PNGImage, premultiplied: Bool = false, workers: Int) throws(PNGError)
        -> [UInt8]
    {
        let outcome = image.bytes.withUnsafeBytes { rgba -> Result<[UInt8], PNGError> in
            do throws(PNGError) {
                return .success(
                    try PNGFile.encode(
                        rgba: rgba, width: image.width, height: image.height,
                        premultiplied: premultiplied, workers: workers))
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    /// The PNG scanlines the encoder compresses: filter byte 0, then RGB or RGBA.
    static func scanlines(_ image: PNGImage, channels: Int) -> [UInt8] {
        var rows = [UInt8]()
        rows.reserveCapacity(image.height * (1 + image.width * channels))
        for y in 0..<image.height {
            rows.append(0)
            for x in 0..<image.width {
                let i = (y * image.width + x) * 4
                rows.append(contentsOf: image.bytes[i..<i + channels])
            }
        }
        return rows
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        var start = 0
        while start < bytes.count {
            let end = min(start + 5552, bytes.count)  // no UInt32 overflow before the modulo
            for i in start..<end {
                a += UInt32(bytes[i])
                b += a
            }
            a %= 65521
            b %= 65521
            start = end
        }
        return b << 16 | a
    }

    static func idatData(_ png: [UInt8]) -> [UInt8] {
        TestPNG.chunks(png).filter { $0.type == "IDAT" }.flatMap {
            png[$0.dataOffset..<$0.crcOffset]
        }
    }

    @Test(arguments: [true, false])
    func bytesDoNotDependOnTheWorkerCount(opaque: Bool) throws {
        let image = Self.image(opaque: opaque)
        let single = try Self.encode(image, workers: 1)
        for workers in [2, 3, 4, 0] {
            #expect(try Self.encode(image, workers: workers) == single, "\(workers) workers")
        }
    }

    @Test func premultipliedBytesDoNotDependOnTheWorkerCount() throws {
        let image = Self.largeTranslucent
        let single = try Self.encode(image, premultiplied: true, workers: 1)
        #expect(single[25] == 6)
        for workers in [2, 4] {
            #expect(try Self.encode(image, premultiplied: true, workers: workers) == single)
        }
    }

    /// The encoder guesses RGB from a sample of rows and finds out otherwise while packing:
    /// a single translucent pixel anywhere must still give RGBA, whatever the worker count.
    @Test(arguments: [0, 1, 31, 650, 1298, 1299])
    func oneTranslucentPixelInAnyRowGivesRGBA(row: Int) throws {
        var image = Self.largeOpaque
        image.bytes[(row * image.width + 777) * 4 + 3] = 254
        let single = try Self.encode(image, workers: 1)
        #expect(single[25] == 6)
        #expect(try Self.encode(image, workers: 2) == single)
        #expect(try Self.encode(image, workers: 4) == single)
        #expect(try PNGFile.decode(single, source: "late alpha") == image)
    }

    @Test(arguments: [true, false])
    func largeImagesRoundTripExactly(opaque: Bool) throws {
        let image = Self.image(opaque: opaque)
        let png = try Self.encode(image, workers: 2)
        #expect(png[25] == (opaque ? 2 : 6))
        #expect(try PNGFile.decode(png, source: "large") == image)
    }

    @Test func smallImagesUseOneSegmentAndRoundTrip() throws {
        for (width, height) in [(1, 1), (1, 700), (3000, 1), (7, 3)] {
            var bytes = [UInt8]()
            for i in 0..<width * height { bytes += [UInt8(i % 251), UInt8(i % 13), 9, 255] }
            let image = PNGImage(width: width, height: height, bytes: bytes)
            let png = try Self.encode(image, workers: 4)
            #expect(png == (try Self.encode(image, workers: 1)))
            #expect(try PNGFile.decode(png, source: "small") == image, "\(width)x\(height)")
        }
    }

    @Test(arguments: [true, false])
    func streamIsAValidZlibStreamInCheckedChunks(opaque: Bool) throws {
        let image = Self.image(opaque: opaque)
        let png = try Self.encode(image, workers: 4)
        let chunks = TestPNG.chunks(png)
        #expect(chunks.map(\.type).first == "IHDR")
        #expect(chunks.last?.type == "IEND" && chunks.last?.length == 0)
        #expect(chunks.last.map { $0.crcOffset + 4 } == png.count)
        for chunk in chunks {
            let stored = png[chunk.crcOffset..<chunk.crcOffset + 4].reduce(0) { $0 << 8 | UInt32($1) }
            #expect(TestPNG.crc32(png[chunk.offset + 4..<chunk.crcOffset]) == stored, "\(chunk.type)")
        }
        // IDAT chunks are consecutive and at most 256 KB.
        let idatIndices = chunks.indices.filter { chunks[$0].type == "IDAT" }
        #expect(idatIndices == Array(1..<chunks.count - 1))
        #expect(chunks.allSatisfy { $0.length <= 256 * 1024 })

        let zlib = Self.idatData(png)
        let cmf = zlib[0]
        let flg = zlib[1]
        #expect(cmf & 0x0F == 8 && cmf >> 4 <= 7)  // deflate, window <= 32 KB
        #expect(flg & 0x20 == 0)  // no preset dictionary
        #expect((UInt(cmf) * 256 + UInt(flg)) % 31 == 0)
        let trailer = zlib[zlib.count - 4..<zlib.count].reduce(0) { $0 << 8 | UInt32($1) }
        #expect(trailer == Self.adler32(Self.scanlines(image, channels: opaque ? 3 : 4)))
    }

    /// The first `python3` on PATH, if any.
    static let python: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map {
            URL(fileURLWithPath: String($0)).appendingPathComponent("python3")
        }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Walks the chunks, checks every CRC, and inflates the joined IDAT data with Python's zlib
    /// (which checks the Adler-32), comparing it with the expected scanlines.
    static let pythonCheck = """
        import struct, sys, zlib
        png = open(sys.argv[1], 'rb').read()
        expected = open(sys.argv[2], 'rb').read()
        assert png[:8] == b'\\x89PNG\\r\\n\\x1a\\n', 'signature'
        offset, idat, types = 8, b'', []
        while offset < len(png):
            length, = struct.unpack('>I', png[offset:offset + 4])
            kind = png[offset + 4:offset + 8]
            body = png[offset + 8:offset + 8 + length]
            crc, = struct.unpack('>I', png[offset + 8 + length:offset + 12 + length])
            assert zlib.crc32(kind + body) & 0xFFFFFFFF == crc, 'CRC of ' + kind.decode()
            types.append(kind)
            if kind == b'IDAT':
                idat += body
            offset += 12 + length
        assert offset == len(png), 'trailing bytes'
        assert types[0] == b'IHDR' and types[-1] == b'IEND', types
        inflater = zlib.decompressobj()
        data = inflater.decompress(idat) + inflater.flush()
        assert inflater.eof and not inflater.unused_data, 'stream end'
        assert data == expected, 'scanlines differ'
        print('ok')
        """

    /// An independent decoder (Python's zlib) accepts the stream. python3 ships with every
    /// machine this project runs on; its absence fails the test rather than skipping it.
    @Test(arguments: [true, false])
    func pythonAcceptsTheStream(opaque: Bool) throws {
        let python = try #require(Self.python, "python3 is not on PATH")
        let image = Self.image(opaque: opaque)
        let png = try Self.encode(image, workers: 2)
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("pngcodec-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let pngURL = directory.appendingPathComponent("image.png")
        let rowsURL = directory.appendingPathComponent("rows.bin")
        try Data(png).write(to: pngURL)
        try Data(Self.scanlines(image, channels: opaque ? 3 : 4)).write(to: rowsURL)

        let process = Process()
        process.executableURL = python
        process.arguments = ["-c", Self.pythonCheck, pngURL.path, rowsURL.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.hasPrefix("ok"))
    }
}
