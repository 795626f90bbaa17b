import CSupport

/// SHA-256 (FIPS 180-4) of a byte sequence, for the digests in the `alertsnap` metadata chunk:
/// the inputs a golden was rendered from and the image data it holds.
///
/// Written here because the toolchain on Linux has no CryptoKit and no outside package can be
/// fetched: buffering and padding in Swift, the block compression in the C shim (with the CPU's SHA
/// instructions where it has them: `CSupport`), checked against the FIPS test vectors.
///
/// ```swift
/// var hash = SHA256()
/// hash.update(Array("abc".utf8))
/// print(hash.finalize())   // "ba7816bf..."
/// print(SHA256.hex(of: Array("abc".utf8)))
/// ```
public struct SHA256: Sendable {
    private var state: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]
    private var buffer = [UInt8](repeating: 0, count: 64)
    private var buffered = 0
    private var length: UInt64 = 0
    private let portableOnly: Int32

    /// A hash of no bytes yet. `usingCPUExtensions: false` uses the portable compression even on a
    /// CPU with SHA instructions (the digest is the same; tests compare the two).
    public init(usingCPUExtensions: Bool = true) { portableOnly = usingCPUExtensions ? 0 : 1 }

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
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        var i = 0
        if buffered > 0 {
            let take = min(64 - buffered, bytes.count)
            for k in 0..<take { buffer[buffered + k] = bytes[k] }
            buffered += take
            i = take
            if buffered < 64 { return }
            let block = buffer
            compress(block.withUnsafeBufferPointer { $0.baseAddress! }, blocks: 1)
            buffered = 0
        }
        let whole = (bytes.count - i) / 64
        if whole > 0 {
            compress(base + i, blocks: whole)
            i += whole * 64
        }
        for k in i..<bytes.count { buffer[k - i] = bytes[k] }
        buffered = bytes.count - i
    }

    private mutating func compress(_ p: UnsafePointer<UInt8>, blocks: Int) {
        let portable = portableOnly
        state.withUnsafeMutableBufferPointer { csupport_sha256_blocks($0.baseAddress!, p, blocks, portable) }
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
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(64)
        for w in state {
            for shift in stride(from: 28, through: 0, by: -4) { out.append(digits[Int((w >> UInt32(shift)) & 0xF)]) }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
