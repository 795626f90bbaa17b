/// A fast digest of an image's straight RGBA pixels: XXH64 of the rows (`width * 4` bytes each,
/// top to bottom), seeded with `width << 32 | height` so the size counts too, written
/// `xxh64:<16 hex digits>`.
///
/// A golden records it (the `alertsnap` chunk's `pixels`), so a render can be compared with its
/// golden without inflating the golden: equal digests of the same size mean equal pixels (XXH64
/// is not a defence against a forger, and need not be: the chunk's SHA-256 of the image data
/// says whether the file was edited). A canvas digests its premultiplied buffer as the straight
/// image `makeImage()` would give, without making it (`Canvas.straightPixelDigest()`).
///
/// ```swift
/// let digest = PixelDigest.of(image)   // "xxh64:..."
/// canvas.straightPixelDigest() == PixelDigest.of(canvas.makeImage())  // true
/// ```
public struct PixelDigest: Sendable {
    private static let p1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let p2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let p3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let p4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let p5: UInt64 = 0x27D4_EB2F_1656_67C5

    private let seed: UInt64
    private var v1: UInt64, v2: UInt64, v3: UInt64, v4: UInt64
    /// Bytes taken in whole 32-byte stripes so far.
    private var length = 0

    /// A digest of nothing yet, seeded with `seed` (XXH64's seed).
    public init(seed: UInt64 = 0) {
        self.seed = seed
        v1 = seed &+ Self.p1 &+ Self.p2
        v2 = seed &+ Self.p2
        v3 = seed
        v4 = seed &- Self.p1
    }

    /// The seed of a `width` x `height` image.
    public static func seed(width: Int, height: Int) -> UInt64 { UInt64(width) << 32 | UInt64(UInt32(truncatingIfNeeded: height)) }

    @inline(__always) private static func rotl(_ x: UInt64, _ r: UInt64) -> UInt64 { x << r | x >> (64 - r) }

    @inline(__always) private static func round(_ acc: UInt64, _ input: UInt64) -> UInt64 {
        rotl(acc &+ input &* p2, 31) &* p1
    }

    @inline(__always) private static func merge(_ h: UInt64, _ v: UInt64) -> UInt64 { (h ^ round(0, v)) &* p1 &+ p4 }

    /// Takes the four little-endian words of one 32-byte stripe.
    @inline(__always) public mutating func stripe(_ a: UInt64, _ b: UInt64, _ c: UInt64, _ d: UInt64) {
        v1 = Self.round(v1, a)
        v2 = Self.round(v2, b)
        v3 = Self.round(v3, c)
        v4 = Self.round(v4, d)
        length += 32
    }

    /// Takes the 32 bytes at `p`.
    @inline(__always) public mutating func stripe(_ p: UnsafeRawPointer) {
        stripe(
            UInt64(littleEndian: p.loadUnaligned(as: UInt64.self)),
            UInt64(littleEndian: p.loadUnaligned(fromByteOffset: 8, as: UInt64.self)),
            UInt64(littleEndian: p.loadUnaligned(fromByteOffset: 16, as: UInt64.self)),
            UInt64(littleEndian: p.loadUnaligned(fromByteOffset: 24, as: UInt64.self)))
    }

    /// The XXH64 of every stripe taken, then the `count` (< 32) bytes at `tail`.
    public func finish(tail: UnsafeRawPointer?, count: Int) -> UInt64 {
        var h: UInt64
        if length > 0 {
            h = Self.rotl(v1, 1) &+ Self.rotl(v2, 7) &+ Self.rotl(v3, 12) &+ Self.rotl(v4, 18)
            h = Self.merge(Self.merge(Self.merge(Self.merge(h, v1), v2), v3), v4)
        } else {
            h = seed &+ Self.p5
        }
        h = h &+ UInt64(length + count)
        var i = 0
        if let tail {
            while i + 8 <= count {
                let k = Self.round(0, UInt64(littleEndian: tail.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
                h = Self.rotl(h ^ k, 27) &* Self.p1 &+ Self.p4
                i += 8
            }
            if i + 4 <= count {
                let k = UInt64(UInt32(littleEndian: tail.loadUnaligned(fromByteOffset: i, as: UInt32.self)))
                h = Self.rotl(h ^ (k &* Self.p1), 23) &* Self.p2 &+ Self.p3
                i += 4
            }
            while i < count {
                h = Self.rotl(h ^ (UInt64(tail.load(fromByteOffset: i, as: UInt8.self)) &* Self.p5), 11) &* Self.p1
                i += 1
            }
        }
        h ^= h >> 33
        h = h &* Self.p2
        h ^= h >> 29
        h = h &* Self.p3
        h ^= h >> 32
        return h
    }

    /// XXH64 of `bytes` with `seed`.
    public static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        var digest = PixelDigest(seed: seed)
        guard let base = bytes.baseAddress else { return digest.finish(tail: nil, count: 0) }
        var i = 0
        while i + 32 <= bytes.count {
            digest.stripe(base + i)
            i += 32
        }
        return digest.finish(tail: base + i, count: bytes.count - i)
    }

    /// `xxh64:` and the 16 lowercase hex digits of `value`.
    public static func text(_ value: UInt64) -> String {
        let hex = String(value, radix: 16)
        return "xxh64:" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The digest of `image`'s straight pixels and size.
    public static func of(_ image: RGBAImage) -> String {
        text(image.bytes.withUnsafeBytes { hash($0, seed: seed(width: image.width, height: image.height)) })
    }
}

extension Canvas {
    /// `PixelDigest.of(makeImage())`, without making the image: runs of eight opaque pixels (their
    /// straight values are their own bytes) are digested in place, the others un-premultiplied
    /// into 32 bytes on the stack first, as `makeImage` does.
    public func straightPixelDigest() -> String {
        straightPixelDigest(rowsKnown: 0, checkpoints: []).digest
    }

    /// The first pixel (a multiple of eight) whose digest state is row `row`'s checkpoint: the
    /// state after every whole stripe of eight pixels that starts before the row.
    public func checkpointPixel(row: Int) -> Int { (row * width) & ~7 }

    /// `straightPixelDigest()`, continued from a checkpoint: `checkpoints[r]` is the digest state
    /// at `checkpointPixel(row: r)` of an image of this canvas's size whose first `rows` rows are
    /// this canvas's (a snapshot's presenting layer above its alert). Hashing starts at the last
    /// checkpoint it may use, so the rows above it are not read again (a screen's digest was 8 %
    /// of a passing check). Returns the checkpoints of rows 0...`rows` as well, those it was given
    /// and those it passed; the digest is the same whatever checkpoints it was given.
    public func straightPixelDigest(rowsKnown rows: Int, checkpoints: [PixelDigest])
        -> (digest: String, checkpoints: [PixelDigest])
    {
        let n = width * height
        let rows = min(max(rows, 0), height)
        var recorded = checkpoints.count > 0 ? Array(checkpoints.prefix(rows + 1)) : []
        var digest: PixelDigest
        var i: Int
        if let last = recorded.last {
            digest = last
            i = checkpointPixel(row: recorded.count - 1)
        } else {
            digest = PixelDigest(seed: PixelDigest.seed(width: width, height: height))
            i = 0
        }
        // The next row whose checkpoint is not recorded yet, and its pixel (none past `rows`).
        var next = recorded.count
        func pixel(_ row: Int) -> Int { row <= rows ? checkpointPixel(row: row) : Int.max }
        var nextPixel = pixel(next)
        let src = UnsafeRawPointer(pixels)
        let alphas: UInt64 = 0xFF00_0000_FF00_0000
        var buffer: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        while true {
            // Checkpoints fall on stripe boundaries, the last possibly at the tail's start.
            while nextPixel == i {
                recorded.append(digest)
                next += 1
                nextPixel = pixel(next)
            }
            guard i + 8 <= n else { break }
            let p = src + i * 4
            let a = p.loadUnaligned(as: UInt64.self)
            let b = p.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            let c = p.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
            let d = p.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
            if a & b & c & d & alphas == alphas {
                digest.stripe(UInt64(littleEndian: a), UInt64(littleEndian: b), UInt64(littleEndian: c), UInt64(littleEndian: d))
            } else {
                Swift.withUnsafeMutableBytes(of: &buffer) { out in
                    Self.straighten(p, count: 8, into: out.baseAddress!)
                    digest.stripe(UnsafeRawPointer(out.baseAddress!))
                }
            }
            i += 8
        }
        let tail = n - i
        let value = Swift.withUnsafeMutableBytes(of: &buffer) { out in
            Self.straighten(src + i * 4, count: tail, into: out.baseAddress!)
            return digest.finish(tail: UnsafeRawPointer(out.baseAddress!), count: tail * 4)
        }
        return (PixelDigest.text(value), recorded)
    }

    /// `count` premultiplied pixels at `p` as straight RGBA at `out`, as `makeImage` makes them.
    @inline(__always) private static func straighten(_ p: UnsafeRawPointer, count: Int, into out: UnsafeMutableRawPointer) {
        let s = p.assumingMemoryBound(to: UInt8.self)
        let q = out.assumingMemoryBound(to: UInt8.self)
        for k in 0..<count {
            let a = s[4 * k + 3]
            if a == 255 {
                q[4 * k] = s[4 * k]
                q[4 * k + 1] = s[4 * k + 1]
                q[4 * k + 2] = s[4 * k + 2]
                q[4 * k + 3] = 255
            } else if a == 0 {
                for c in 0..<4 { q[4 * k + c] = 0 }
            } else {
                let c = PremultipliedColor(r: s[4 * k], g: s[4 * k + 1], b: s[4 * k + 2], a: a).unpremultiplied()
                q[4 * k] = c.r
                q[4 * k + 1] = c.g
                q[4 * k + 2] = c.b
                q[4 * k + 3] = c.a
            }
        }
    }
}
