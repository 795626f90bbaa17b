// Encoding: colour type choice, un-premultiplying, determinism, chunk hygiene, round trips.
import Testing

@testable import PNGCodec

@Suite struct EncodeTests {
    /// A 23x9 straight-alpha gradient; `opaque` forces every alpha to 255.
    static func gradient(opaque: Bool) -> PNGImage {
        let width = 23
        let height = 9
        var bytes = [UInt8]()
        for y in 0..<height {
            for x in 0..<width {
                let alpha = opaque ? 255 : (x * 37 + y * 11) % 256
                bytes += [UInt8(x * 11), UInt8(y * 28), UInt8((x * y * 5) % 256), UInt8(alpha)]
            }
        }
        return PNGImage(width: width, height: height, bytes: bytes)
    }

    @Test func opaqueInputIsWrittenAsEightBitRGB() throws {
        let png = try PNGFile.encode(Self.gradient(opaque: true))
        #expect(Array(png[0..<8]) == TestPNG.signature)
        #expect(png[24] == 8)  // bit depth
        #expect(png[25] == 2)  // colour type RGB
    }

    @Test func translucentInputIsWrittenAsEightBitRGBA() throws {
        let png = try PNGFile.encode(Self.gradient(opaque: false))
        #expect(png[24] == 8)
        #expect(png[25] == 6)  // colour type RGBA
    }

    @Test(arguments: [true, false])
    func straightInputRoundTripsExactly(opaque: Bool) throws {
        let image = Self.gradient(opaque: opaque)
        let decoded = try PNGFile.decode(PNGFile.encode(image), source: "round trip")
        #expect(decoded == image)
    }

    @Test func premultipliedInputIsUnpremultipliedWithRounding() throws {
        let premultiplied: [UInt8] = [
            64, 32, 0, 128,  // (64*255+64)/128 = 128, (32*255+64)/128 = 64
            255, 128, 1, 255,  // opaque: unchanged
            0, 0, 0, 0,  // fully transparent stays zero
            1, 2, 3, 1,  // c > a is clamped to 255
            100, 50, 10, 200,  // (100*255+100)/200 = 128, (50*255+100)/200 = 64, (10*255+100)/200 = 13
            7, 9, 0, 0,  // invalid premultiplied colour under zero alpha: transparent black
        ]
        let png = try premultiplied.withUnsafeBytes { rgba throws(PNGError) in
            try PNGFile.encode(rgba: rgba, width: 3, height: 2, premultiplied: true)
        }
        #expect(png[25] == 6)
        let image = try PNGFile.decode(png, source: "premultiplied")
        #expect(
            image.bytes == [
                128, 64, 0, 128,
                255, 128, 1, 255,
                0, 0, 0, 0,
                255, 255, 255, 1,
                128, 64, 13, 200,
                0, 0, 0, 0,
            ])
    }

    @Test func everyPremultipliedValueAndAlphaUnpremultipliesByTheFormula() throws {
        // Pixel (c, a) of a 256x256 image holds colour c (all three channels) at alpha a.
        var bytes = [UInt8]()
        var expected = [UInt8]()
        for a in 0..<256 {
            for c in 0..<256 {
                bytes += [UInt8(c), UInt8(c), UInt8(c), UInt8(a)]
                let straight = a == 0 ? 0 : min(255, (c * 255 + a / 2) / a)
                expected += [UInt8(straight), UInt8(straight), UInt8(straight), UInt8(a)]
            }
        }
        let png = try bytes.withUnsafeBytes { rgba throws(PNGError) in
            try PNGFile.encode(rgba: rgba, width: 256, height: 256, premultiplied: true)
        }
        #expect(try PNGFile.decode(png, source: "all alphas").bytes == expected)
    }

    @Test func premultipliedOpaqueInputEncodesLikeStraightInput() throws {
        let image = Self.gradient(opaque: true)
        let premultiplied = try image.bytes.withUnsafeBytes { rgba throws(PNGError) in
            try PNGFile.encode(
                rgba: rgba, width: image.width, height: image.height, premultiplied: true)
        }
        #expect(premultiplied == (try PNGFile.encode(image)))
    }

    @Test(arguments: [true, false])
    func sameInputGivesIdenticalBytes(opaque: Bool) throws {
        let image = Self.gradient(opaque: opaque)
        let first = try PNGFile.encode(image)
        let second = try PNGFile.encode(image)
        #expect(first == second)
    }

    @Test(arguments: [true, false])
    func writesOnlyCriticalChunks(opaque: Bool) throws {
        let png = try PNGFile.encode(Self.gradient(opaque: opaque))
        let types = TestPNG.chunks(png).map(\.type)
        #expect(!types.contains("tIME"))
        #expect(types.first == "IHDR" && types.last == "IEND")
        #expect(Set(types) == ["IHDR", "IDAT", "IEND"])
    }

    @Test func rowsWiderThanTheZlibBufferRoundTrip() throws {
        // 300x200 RGBA is 240 KB of rows: several compressed blocks and output growth steps.
        let width = 300
        let height = 200
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        var seed: UInt32 = 12345
        for i in bytes.indices {
            seed = seed &* 1_103_515_245 &+ 12345
            bytes[i] = UInt8(truncatingIfNeeded: seed >> 16)
        }
        let image = PNGImage(width: width, height: height, bytes: bytes)
        #expect(try PNGFile.decode(PNGFile.encode(image), source: "noise") == image)
    }

    @Test func refusesABufferShorterThanTheImage() {
        let bytes = [UInt8](repeating: 255, count: 4 * 4 * 4 - 1)
        #expect(throws: PNGError.self) {
            try bytes.withUnsafeBytes { rgba throws(PNGError) in
                try PNGFile.encode(rgba: rgba, width: 4, height: 4, premultiplied: false)
            }
        }
    }

    @Test(arguments: [(0, 1), (1, 0), (-3, 2)])
    func refusesAnEmptyOrNegativeSize(width: Int, height: Int) {
        let bytes = [UInt8](repeating: 255, count: 16)
        let error = #expect(throws: PNGError.self) {
            try bytes.withUnsafeBytes { rgba throws(PNGError) in
                try PNGFile.encode(rgba: rgba, width: width, height: height, premultiplied: false)
            }
        }
        #expect(error?.reason.contains("invalid image size") == true)
    }
}
