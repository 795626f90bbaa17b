/// SHA-256 (FIPS 180-4) of a byte sequence, for the digests in the `alertsnap` metadata chunk:
/// the inputs a golden was rendered from and the image data it holds.
///
/// Written here because the toolchain on Linux has no CryptoKit and no outside package can be
/// fetched; it is a straight, allocation-free implementation checked against the FIPS test vectors.
///
/// ```swift
/// var hash = SHA256()
/// hash.update(Array("abc".utf8))
/// print(hash.finalize())   // "ba7816bf..."
/// print(SHA256.hex(of: Array("abc".utf8)))
/// ```
public struct SHA256: Sendable {
    private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
    )
    private var buffer = [UInt8](repeating: 0, count: 64)
    private var buffered = 0
    private var length: UInt64 = 0

    /// A hash of no bytes yet.
    public init() {}

    /// The lowercase hex digest of `bytes`.
    public static func hex(of bytes: some Collection<UInt8>) -> String {
        var hash = SHA256()
        hash.update(bytes)
        return hash.finalize()
    }

    /// Adds `bytes` to the hashed message.
    public mutating func update(_ bytes: some Collection<UInt8>) {
        length &+= UInt64(bytes.count)
        if bytes.withContiguousStorageIfAvailable({ raw in absorb(raw) }) != nil { return }
        Array(bytes).withUnsafeBufferPointer { absorb($0) }
    }

    private mutating func absorb(_ bytes: UnsafeBufferPointer<UInt8>) {
        var i = 0
        if buffered > 0 {
            let take = min(64 - buffered, bytes.count)
            for k in 0..<take { buffer[buffered + k] = bytes[k] }
            buffered += take
            i = take
            if buffered < 64 { return }
            let block = buffer
            block.withUnsafeBufferPointer { compress($0.baseAddress!) }
            buffered = 0
        }
        while i + 64 <= bytes.count {
            compress(bytes.baseAddress! + i)
            i += 64
        }
        for k in i..<bytes.count { buffer[k - i] = bytes[k] }
        buffered = bytes.count - i
    }

    /// Pads, finishes and returns the lowercase hex digest (the value is spent afterwards).
    public mutating func finalize() -> String {
        let bits = length &* 8
        var tail: [UInt8] = [0x80]
        let used = (buffered + 1) % 64
        tail += [UInt8](repeating: 0, count: used <= 56 ? 56 - used : 120 - used)
        for shift in stride(from: 56, through: 0, by: -8) {
            tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift)))
        }
        tail.withUnsafeBufferPointer { absorb($0) }
        let words = [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7]
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(64)
        for w in words {
            for shift in stride(from: 28, through: 0, by: -4) { out.append(digits[Int((w >> UInt32(shift)) & 0xF)]) }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static let k: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    /// One 64-byte block into the state.
    private mutating func compress(_ p: UnsafePointer<UInt8>) {
        @inline(__always) func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }
        var w = (
            UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0),
            UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0)
        )
        withUnsafeMutableBytes(of: &w) { raw in
            let words = raw.bindMemory(to: UInt32.self)
            for t in 0..<16 {
                words[t] =
                    UInt32(p[4 * t]) << 24 | UInt32(p[4 * t + 1]) << 16 | UInt32(p[4 * t + 2]) << 8
                    | UInt32(p[4 * t + 3])
            }
            var (a, b, c, d, e, f, g, h) = state
            Self.k.withUnsafeBufferPointer { k in
                for t in 0..<64 {
                    // The message schedule lives in a 16-word ring: word t is words[t & 15].
                    if t >= 16 {
                        let w15 = words[(t - 15) & 15]
                        let w2 = words[(t - 2) & 15]
                        let s0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 >> 3)
                        let s1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 >> 10)
                        words[t & 15] = words[t & 15] &+ s0 &+ words[(t - 7) & 15] &+ s1
                    }
                    let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
                    let ch = (e & f) ^ (~e & g)
                    let t1 = h &+ s1 &+ ch &+ k[t] &+ words[t & 15]
                    let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
                    let maj = (a & b) ^ (a & c) ^ (b & c)
                    let t2 = s0 &+ maj
                    h = g
                    g = f
                    f = e
                    e = d &+ t1
                    d = c
                    c = b
                    b = a
                    a = t1 &+ t2
                }
            }
            state = (
                state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f, state.6 &+ g,
                state.7 &+ h
            )
        }
    }
}
