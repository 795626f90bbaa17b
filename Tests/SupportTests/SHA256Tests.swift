import Support
import Testing

/// The SHA-256 behind every digest a golden records.
@Suite struct SHA256Tests {
    @Test func sha256MatchesTheFIPSVectors() {
        #expect(SHA256.hex(of: [UInt8]()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(of: Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            SHA256.hex(of: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        // One million 'a', fed in uneven pieces: the buffering across blocks is exact.
        var hash = SHA256()
        var left = 1_000_000
        var piece = 1
        while left > 0 {
            let n = min(piece, left)
            hash.update([UInt8](repeating: UInt8(ascii: "a"), count: n))
            left -= n
            piece = piece * 3 % 1000 + 1
        }
        #expect(hash.finalize() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        // The CPU's SHA instructions and the portable loop agree, on every length around a block.
        var seed: UInt32 = 12345
        for n in [0, 1, 55, 56, 63, 64, 65, 119, 120, 127, 128, 1000, 65_537] {
            let bytes = (0..<n).map { _ -> UInt8 in
                seed = seed &* 1_103_515_245 &+ 12345
                return UInt8(truncatingIfNeeded: seed >> 16)
            }
            var fast = SHA256()
            var portable = SHA256(usingCPUExtensions: false)
            fast.update(bytes)
            portable.update(bytes)
            #expect(fast.finalize() == portable.finalize(), "\(n) bytes")
        }
    }
}
