#if canImport(Glibc)
    import Glibc
#endif

#if canImport(Synchronization)
    import Synchronization
#endif

/// Pixel memory. Buffers of a screen or more are their own anonymous mappings, aligned to
/// 2 MiB and offered to the kernel as transparent huge pages: a 1170x2532 canvas then takes 6
/// page faults instead of about 2900, which is a noticeable share of a cold render (faults and
/// page clearing showed as ~10 % of one in `perf`). A fresh mapping is zero already, so such a
/// buffer is never cleared a second time (a `memset` of it was ~5 % of a `check`). Smaller
/// buffers use the ordinary allocator.
///
/// Freed mappings are kept, up to `recycledLimit` bytes, for the next buffer that fits: a fresh
/// mapping costs the kernel a fault, possibly a compaction and a clearing of every huge page,
/// and in a `check` the presenting-layer cache storing a copy into fresh memory was 5.5 % of
/// the CPU (`perf`, `clear_page_erms` under `PresentingCache.store`), about ten times the copy.
/// A recycled mapping is cleared by `memset` only when the caller needs zeros.
enum PixelMemory {
    static let hugePage = 2 << 20
    /// Bytes of freed mappings kept for reuse (five phone-size canvases).
    static let recycledLimit = 64 << 20

    static func allocate(bytes count: Int, zeroed: Bool = true) -> UnsafeMutablePointer<UInt8> {
        #if canImport(Glibc)
            if count >= 2 * hugePage {
                let rounded = mappedSize(count)
                if let start = recycled(fitting: rounded) {
                    if zeroed { start.initializeMemory(as: UInt8.self, repeating: 0, count: count) }
                    return start.bindMemory(to: UInt8.self, capacity: count)
                }
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
        if zeroed { p.initialize(repeating: 0, count: count) }
        return p
    }

    static func deallocate(_ p: UnsafeMutablePointer<UInt8>, bytes count: Int) {
        #if canImport(Glibc)
            if count >= 2 * hugePage {
                let size = mappedSize(count)
                if !recycle(UnsafeMutableRawPointer(p), size: size) { munmap(p, size) }
                return
            }
        #endif
        p.deallocate()
    }

    /// The length of the mapping that holds a large buffer of `count` bytes: whole huge pages.
    private static func mappedSize(_ count: Int) -> Int {
        (count + hugePage - 1) / hugePage * hugePage
    }

    /// A freed mapping of `size` bytes at `address`.
    private struct Mapping {
        let address: UInt
        let size: Int
    }

    #if canImport(Synchronization)
        private static let freed = Mutex<[Mapping]>([])

        /// Bytes of freed mappings kept now (for tests of the bound).
        static var recycledBytes: Int { freed.withLock { $0.reduce(0) { $0 + $1.size } } }

        /// A kept mapping of exactly `size` bytes (the size is all that is known of it when it
        /// is freed again), taken out of the list; nil when none is.
        private static func recycled(fitting size: Int) -> UnsafeMutableRawPointer? {
            freed.withLock { list -> UnsafeMutableRawPointer? in
                guard let i = list.lastIndex(where: { $0.size == size }) else { return nil }
                return UnsafeMutableRawPointer(bitPattern: list.remove(at: i).address)
            }
        }

        /// Keeps a freed mapping for reuse unless that would pass `recycledLimit` (the oldest
        /// kept ones are unmapped to make room); false when the caller must unmap it.
        private static func recycle(_ start: UnsafeMutableRawPointer, size: Int) -> Bool {
            guard size <= recycledLimit else { return false }
            let released = freed.withLock { list -> [Mapping] in
                var held = list.reduce(0) { $0 + $1.size }
                var released: [Mapping] = []
                while held + size > recycledLimit, !list.isEmpty {
                    let oldest = list.removeFirst()
                    held -= oldest.size
                    released.append(oldest)
                }
                list.append(Mapping(address: UInt(bitPattern: start), size: size))
                return released
            }
            for m in released { munmap(UnsafeMutableRawPointer(bitPattern: m.address), m.size) }
            return true
        }
    #else
        static var recycledBytes: Int { 0 }
        private static func recycled(fitting size: Int) -> UnsafeMutableRawPointer? { nil }
        private static func recycle(_ start: UnsafeMutableRawPointer, size: Int) -> Bool { false }
    #endif
}
