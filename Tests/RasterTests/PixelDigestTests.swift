import Raster
import Testing

/// `PixelDigest`: XXH64 as published, and a canvas's digest equal to that of the image it makes.
@Suite struct PixelDigestTests {
    static func xxh64(_ text: String) -> UInt64 {
        Array(text.utf8).withUnsafeBytes { PixelDigest.hash($0) }
    }

    @Test func isXXH64() {
        // The reference implementation's values (xxhsum, python-xxhash).
        #expect(Self.xxh64("") == 0xEF46_DB37_51D8_E999)
        #expect(Self.xxh64("abc") == 0x44BC_2CF5_AD77_0999)
        #expect(Self.xxh64("Nobody inspects the spammish repetition") == 0xFBCE_A83C_8A37_8BF1)
        #expect(PixelDigest.text(0xAB) == "xxh64:00000000000000ab")
    }

    @Test func aCanvasDigestsTheImageItWouldMake() {
        // Odd sizes (a tail of 1-7 pixels), opaque runs, transparent and translucent pixels.
        var state: UInt32 = 12345
        for (width, height) in [(1, 1), (3, 5), (8, 2), (13, 7), (64, 3)] {
            var image = RGBAImage(width: width, height: height, color: StraightColor(r: 10, g: 20, b: 30))
            for i in 0..<(width * height) where i % 3 != 0 {
                state = state &* 1_103_515_245 &+ 12345
                let alpha: UInt8 = [0, 255, 128, 1, 254][Int(state >> 16) % 5]
                image.bytes[4 * i] = UInt8(truncatingIfNeeded: state >> 8)
                image.bytes[4 * i + 3] = alpha
            }
            let canvas = Canvas(image: image)
            #expect(canvas.straightPixelDigest() == PixelDigest.of(canvas.makeImage()), "\(width)x\(height)")
        }
        // The size counts: the same bytes in another shape differ.
        let wide = RGBAImage(width: 4, height: 2, color: StraightColor(r: 1, g: 2, b: 3))
        let tall = RGBAImage(width: 2, height: 4, color: StraightColor(r: 1, g: 2, b: 3))
        #expect(wide.bytes == tall.bytes && PixelDigest.of(wide) != PixelDigest.of(tall))
        // One changed pixel changes it.
        var changed = wide
        changed.bytes[9] ^= 1
        #expect(PixelDigest.of(changed) != PixelDigest.of(wide))
    }
}
