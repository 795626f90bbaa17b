#if canImport(Glibc)
    import Glibc
#endif

/// Zeroed pixel memory. Buffers of a screen or more are their own anonymous mappings, aligned to
/// 2 MiB and offered to the kernel as transparent huge pages: a 1170x2532 canvas then takes 6
/// page faults instead of about 2900, which is a noticeable share of a cold render (faults and
/// page clearing showed as ~10 % of one in `perf`). A fresh mapping is zero already, so such a
/// buffer is never cleared a second time (a `memset` of it was ~5 % of a `check`). Smaller
/// buffers use the ordinary allocator.
enum PixelMemory {
    static let hugePage = 2 << 20

    static func allocate(bytes count: Int) -> UnsafeMutablePointer<UInt8> {
        #if canImport(Glibc)
            if count >= 2 * hugePage {
                let rounded = mappedSize(count)
                // One huge page more than needed, then the unaligned head and the tail given back.
                let span = rounded + hugePage
                let flags = MAP_PRIVATE | MAP_ANONYMOUS
                let mapped = mmap(nil, span, PROT_READ | PROT_WRITE, flags, -1, 0)
                guard let raw = mapped, raw != UnsafeMutableRawPointer(bitPattern: -1) else {
                    fatalError("out of memory for a \(count)-byte canvas")
                }
                let address = UInt(bitPattern: raw)
                let aligned = (address + UInt(hugePage) - 1) & ~(UInt(hugePage) - 1)
                let head = Int(aligned - address)
                if head > 0 { munmap(raw, head) }
                let tail = span - head - rounded
                if tail > 0 { munmap(UnsafeMutableRawPointer(bitPattern: aligned + UInt(rounded)), tail) }
                let start = UnsafeMutableRawPointer(bitPattern: aligned)!
                _ = madvise(start, rounded, MADV_HUGEPAGE)  // advice only: ignored where THP is off
                return start.bindMemory(to: UInt8.self, capacity: count)
            }
        #endif
        let p = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        p.initialize(repeating: 0, count: count)
        return p
    }

    static func deallocate(_ p: UnsafeMutablePointer<UInt8>, bytes count: Int) {
        #if canImport(Glibc)
            if count >= 2 * hugePage {
                munmap(p, mappedSize(count))
                return
            }
        #endif
        p.deallocate()
    }

    /// The length of the mapping that holds a large buffer of `count` bytes: whole huge pages.
    private static func mappedSize(_ count: Int) -> Int {
        (count + hugePage - 1) / hugePage * hugePage
    }
}
