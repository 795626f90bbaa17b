#if canImport(Glibc)
    import Glibc
#endif

/// Zeroed pixel memory. Buffers of a screen or more are aligned to 2 MiB and offered to the
/// kernel as transparent huge pages: a 1170x2532 canvas then takes 6 page faults instead of
/// about 2900, which is a noticeable share of a cold render (faults and page clearing showed
/// as ~10 % of one in `perf`). Smaller buffers use the ordinary allocator.
enum PixelMemory {
    static let hugePage = 2 << 20

    static func allocate(bytes count: Int) -> UnsafeMutablePointer<UInt8> {
        #if canImport(Glibc)
            if count >= 2 * hugePage {
                var raw: UnsafeMutableRawPointer?
                let rounded = (count + hugePage - 1) / hugePage * hugePage
                if posix_memalign(&raw, hugePage, rounded) == 0, let raw {
                    _ = madvise(raw, rounded, MADV_HUGEPAGE)  // advice only: ignored where THP is off
                    memset(raw, 0, count)
                    return raw.bindMemory(to: UInt8.self, capacity: count)
                }
                // Large buffers always come from the C allocator so `deallocate` can free() them.
                guard let fallback = calloc(count, 1) else { fatalError("out of memory for a \(count)-byte canvas") }
                return fallback.bindMemory(to: UInt8.self, capacity: count)
            }
        #endif
        let p = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        p.initialize(repeating: 0, count: count)
        return p
    }

    static func deallocate(_ p: UnsafeMutablePointer<UInt8>, bytes count: Int) {
        #if canImport(Glibc)
            if count >= 2 * hugePage {
                free(p)
                return
            }
        #endif
        p.deallocate()
    }
}
