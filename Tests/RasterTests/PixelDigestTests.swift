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

    @Test func aDigestContinuedFromCheckpointsIsTheWholeDigest() {
        // Two canvases sharing their first rows (a layer), odd widths: each row's checkpoint sits
        // inside the row before it.
        for (width, height) in [(13, 11), (8, 5), (3, 40), (1179, 7)] {
            var state: UInt32 = 7
            func next() -> UInt8 {
                state = state &* 1_103_515_245 &+ 12345
                return UInt8(truncatingIfNeeded: state >> 16)
            }
            let shared = 4
            let a = Canvas(width: width, height: height)
            let b = Canvas(width: width, height: height)
            a.withUnsafeMutableBytes { pa in
                b.withUnsafeMutableBytes { pb in
                    for y in 0..<height {
                        for x in 0..<width {
                            let alpha: UInt8 = (x + y) % 5 == 0 ? 128 : 255
                            let one: [UInt8] = [min(next(), alpha), min(next(), alpha), 0, alpha]
                            let other: [UInt8] = y < shared ? one : [0, next() & 0x7F, 9, 255]
                            for c in 0..<4 {
                                pa[(y * width + x) * 4 + c] = one[c]
                                pb[(y * width + x) * 4 + c] = other[c]
                            }
                        }
                    }
                }
            }
            // The first canvas learns the checkpoints of its first rows; the second continues from them.
            let (first, checkpoints) = a.straightPixelDigest(rowsKnown: shared, checkpoints: [])
            #expect(first == a.straightPixelDigest() && checkpoints.count == shared + 1, "\(width)x\(height)")
            for rows in 0...shared {
                let (digest, kept) = b.straightPixelDigest(rowsKnown: rows, checkpoints: checkpoints)
                #expect(digest == PixelDigest.of(b.makeImage()), "\(width)x\(height), \(rows) rows known")
                #expect(kept.count == rows + 1)
            }
            // Checkpoints of another image's rows give another digest: they are used, not recomputed.
            let (fromA, _) = b.straightPixelDigest(rowsKnown: height, checkpoints: a.straightPixelDigest(rowsKnown: height, checkpoints: []).checkpoints)
            #expect(fromA != b.straightPixelDigest() || height <= shared)
        }
    }
}
