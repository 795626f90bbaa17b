// Test support: a tiny PNG writer for 8-bit RGB and RGBA that filters each row with a chosen
// filter type and stores the rows in a zlib stream of stored (uncompressed) deflate blocks, so
// tests control every byte the decoder's inflater and unfilterer see. It also writes scanline
// streams that are wrong on purpose (bad filter bytes, too few or too many bytes).

enum FilteredPNG {
    /// Filters `pixels` (`width * channels` bytes a row) with `filters[y % filters.count]` on
    /// row y; returns the scanline stream (a filter byte before each row).
    static func scanlines(
        pixels: [UInt8], width: Int, height: Int, channels: Int, filters: [UInt8]
    ) -> [UInt8] {
        let rowBytes = width * channels
        var out = [UInt8]()
        out.reserveCapacity((rowBytes + 1) * height)
        var previous = [UInt8](repeating: 0, count: rowBytes)
        for y in 0..<height {
            let row = Array(pixels[y * rowBytes..<(y + 1) * rowBytes])
            let filter = filters[y % filters.count]
            out.append(filter)
            for i in 0..<rowBytes {
                let a = i >= channels ? Int(row[i - channels]) : 0
                let b = Int(previous[i])
                let c = i >= channels ? Int(previous[i - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                default: predictor = paeth(a, b, c)
                }
                out.append(UInt8(truncatingIfNeeded: Int(row[i]) - predictor))
            }
            previous = row
        }
        return out
    }

    /// The PNG specification's Paeth predictor, written the textbook way (not the shim's way).
    static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let pa = abs(p - a)
        let pb = abs(p - b)
        let pc = abs(p - c)
        if pa <= pb && pa <= pc { return a }
        if pb <= pc { return b }
        return c
    }

    /// A complete PNG: IHDR for 8-bit `colorType` (2 or 6), `before` chunks, the zlib-wrapped
    /// `scanlines` split into IDATs of at most `idatSize` bytes, `after` chunks, IEND.
    static func png(
        width: Int, height: Int, colorType: UInt8, scanlines: [UInt8], idatSize: Int = 1 << 20,
        before: [[UInt8]] = [], after: [[UInt8]] = []
    ) -> [UInt8] {
        let ihdr =
            TestPNG.bigEndian(UInt32(width)) + TestPNG.bigEndian(UInt32(height))
            + [8, colorType, 0, 0, 0]
        var png = TestPNG.signature + TestPNG.chunk("IHDR", ihdr)
        for chunk in before { png += chunk }
        let stream = zlibStored(scanlines)
        var offset = 0
        repeat {
            let end = min(offset + idatSize, stream.count)
            png += TestPNG.chunk("IDAT", Array(stream[offset..<end]))
            offset = end
        } while offset < stream.count
        for chunk in after { png += chunk }
        return png + TestPNG.chunk("IEND", [])
    }

    /// `pixels` as a PNG with the given per-row filters.
    static func png(
        pixels: [UInt8], width: Int, height: Int, channels: Int, filters: [UInt8],
        idatSize: Int = 1 << 20
    ) -> [UInt8] {
        png(
            width: width, height: height, colorType: channels == 4 ? 6 : 2,
            scanlines: scanlines(
                pixels: pixels, width: width, height: height, channels: channels, filters: filters),
            idatSize: idatSize)
    }

    /// A zlib stream holding `data` in stored deflate blocks (at most 65535 bytes each), with
    /// its Adler-32.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65535, data.count - offset)
            let final: UInt8 = offset + count == data.count ? 1 : 0
            out += [final, UInt8(count & 0xFF), UInt8(count >> 8)]
            out += [UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[offset..<offset + count]
            offset += count
        } while offset < data.count
        return out + TestPNG.bigEndian(adler32(data))
    }

    static func adler32(_ data: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    /// Straight RGBA8 of 8-bit RGB or RGBA `pixels`: what a decoder must return.
    static func rgba(_ pixels: [UInt8], channels: Int) -> [UInt8] {
        if channels == 4 { return pixels }
        var out = [UInt8]()
        out.reserveCapacity(pixels.count / 3 * 4)
        for p in stride(from: 0, to: pixels.count, by: 3) {
            out += [pixels[p], pixels[p + 1], pixels[p + 2], 255]
        }
        return out
    }
}

/// SplitMix64: a small seeded generator, the same numbers on every machine.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0..<bound` (bound > 0); plain modulo, fine for tests.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
