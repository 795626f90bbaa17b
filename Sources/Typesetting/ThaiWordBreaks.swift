import CThai
import Support

/// Thai is written without spaces between words: libthai's dictionary (Debian's libthai-data)
/// finds where words start, and lines break only there. One breaker for the process, used
/// under a lock (libthai keeps state in it while it searches).
enum ThaiWordBreaks {
    private final class Breaker: @unchecked Sendable {
        let pointer: OpaquePointer?
        init() { pointer = th_brk_new(nil) }
        deinit { if let pointer { th_brk_delete(pointer) } }
    }

    private static let breaker = Locked(Breaker())

    /// Offsets into `scalars` (Thai text, one run) where a word starts, after the first; empty
    /// when libthai or its dictionary is missing (then Thai breaks only where the line is full).
    static func wordStarts(_ scalars: [UInt32]) -> [Int] {
        guard scalars.count > 1 else { return [] }
        // libthai takes wchar_t, which is UTF-32 on Linux; the text is zero-terminated.
        let text = scalars.map { wchar_t(bitPattern: $0) } + [0]
        var positions = [Int32](repeating: 0, count: scalars.count)
        let found = breaker.withLock { b -> Int in
            guard let brk = b.pointer else { return 0 }
            return text.withUnsafeBufferPointer { t in
                positions.withUnsafeMutableBufferPointer { p in
                    Int(th_brk_wc_find_breaks(brk, t.baseAddress!, p.baseAddress!, p.count))
                }
            }
        }
        return positions.prefix(max(0, found)).map(Int.init).filter { $0 > 0 && $0 < scalars.count }
    }
}
