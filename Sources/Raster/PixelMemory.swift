#if canImport(Glibc)
    import Glibc
#endif

import Support

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
///
/// Mappings come in size classes (powers of two of huge pages), and a freed one serves any
/// buffer of its class or a smaller one: a suite's canvases (phones of several sizes, their blur
/// outputs and presenting layers, an iPad) then share a few mappings instead of each size taking
/// fresh ones, whose clearing by the kernel was a fifth of a `check`'s CPU. The pages of a class
/// past what a buffer uses are never touched, so they cost address space only.
enum PixelMemory {
    static let hugePage = 2 << 20
    /// Bytes of freed mappings kept for reuse (four phone-size classes; their untouched pages
    /// are address space only).
    static let recycledLimit = 64 << 20

    static func allocate(bytes count: Int, zeroed: Bool = true) -> UnsafeMutablePointer<UInt8> {
        #if canImport(Glibc)
            if count >= 2 * hugePage {
                let start = recycled(fitting: mappedSize(count)) ?? map(mappedSize(count))
                if start.fresh {
                    _ = madvise(start.start, start.size, MADV_HUGEPAGE)  // advice only: ignored where THP is off
                } else if zeroed {
                    start.start.initializeMemory(as: UInt8.self, repeating: 0, count: count)
                }
                return start.start.bindMemory(to: UInt8.self, capacity: count)
            }
        #endif
        let p = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        if zeroed { p.initialize(repeating: 0, count: count) }
        return p
    }

    /// Uninitialised scratch for `count` values of `T` (a blur's intermediate): large ones from
    /// the kept mappings, as canvases are, so that a pass's working buffers reuse memory
    /// instead of faulting in and clearing fresh pages each time (a phone-size backdrop blur's
    /// two 12 MB buffers took about 6,000 page faults a render from the allocator).
    static func allocateScratch<T>(_: T.Type, count: Int) -> UnsafeMutablePointer<T> {
        let bytes = count * MemoryLayout<T>.stride
        #if canImport(Glibc)
            if bytes >= 2 * hugePage {
                // A mapping starts on a huge page, aligned for any T.
                let raw = UnsafeMutableRawPointer(allocate(bytes: bytes, zeroed: false))
                return raw.bindMemory(to: T.self, capacity: count)
            }
        #endif
        return UnsafeMutablePointer<T>.allocate(capacity: count)
    }

    /// Gives back scratch from `allocateScratch` of the same `count`.
    static func deallocateScratch<T>(_ p: UnsafeMutablePointer<T>, count: Int) {
        let bytes = count * MemoryLayout<T>.stride
        #if canImport(Glibc)
            if bytes >= 2 * hugePage {
                deallocate(UnsafeMutableRawPointer(p).assumingMemoryBound(to: UInt8.self), bytes: bytes)
                return
            }
        #endif
        p.deallocate()
    }

    static func deallocate(_ p: UnsafeMutablePointer<UInt8>, bytes count: Int) {
        #if canImport(Glibc)
            if count >= 2 * hugePage {
                recycle(UnsafeMutableRawPointer(p))
                return
            }
        #endif
        p.deallocate()
    }

    /// The length of the mapping that holds a large buffer of `count` bytes: its size class, a
    /// power of two of huge pages.
    static func mappedSize(_ count: Int) -> Int {
        let pages = (count + hugePage - 1) / hugePage
        return hugePage << (Int.bitWidth - (pages - 1).leadingZeroBitCount)
    }

    /// A mapping of `size` bytes at `address`; `fresh` when just made (its pages are zero).
    private struct Mapping: Sendable {
        let address: UInt
        let size: Int
        var fresh = false
        var start: UnsafeMutableRawPointer { UnsafeMutableRawPointer(bitPattern: address)! }
    }

    #if canImport(Glibc)
        private struct Mappings {
            /// Freed ones kept for reuse, oldest first.
            var freed: [Mapping] = []
            /// The size of each one in use, by address: a buffer may sit in a larger kept mapping.
            var used: [UInt: Int] = [:]
        }
        /// Behind `Locked` (a pthread mutex ThreadSanitizer understands), not `Mutex`.
        private static let mappings = Locked(Mappings())

        /// Bytes of freed mappings kept now (for tests of the bound).
        static var recycledBytes: Int { mappings.withLock { $0.freed.reduce(0) { $0 + $1.size } } }

        /// The smallest kept mapping of at least `size` bytes, the most recently freed of those,
        /// taken out of the list and marked in use; nil when none is.
        private static func recycled(fitting size: Int) -> Mapping? {
            mappings.withLock { state -> Mapping? in
                var best: Int?
                for i in state.freed.indices where state.freed[i].size >= size {
                    if best.map({ state.freed[i].size <= state.freed[$0].size }) ?? true { best = i }
                }
                guard let best else { return nil }
                let mapping = state.freed.remove(at: best)
                state.used[mapping.address] = mapping.size
                return mapping
            }
        }

        /// A new mapping of `size` bytes (whole huge pages), aligned to a huge page, marked in use.
        private static func map(_ size: Int) -> Mapping {
            // One huge page more than needed, then the unaligned head and the tail given back.
            let span = size + hugePage
            let mapped = mmap(nil, span, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
            guard let raw = mapped, raw != UnsafeMutableRawPointer(bitPattern: -1) else {
                fatalError("out of memory for a \(size)-byte canvas")
            }
            let address = UInt(bitPattern: raw)
            let aligned = (address + UInt(hugePage) - 1) & ~(UInt(hugePage) - 1)
            let head = Int(aligned - address)
            if head > 0 { munmap(raw, head) }
            let tail = span - head - size
            if tail > 0 { munmap(UnsafeMutableRawPointer(bitPattern: aligned + UInt(size)), tail) }
            mappings.withLock { $0.used[aligned] = size }
            return Mapping(address: aligned, size: size, fresh: true)
        }

        /// Keeps the freed mapping at `start` for reuse, unmapping the oldest kept ones to stay
        /// within `recycledLimit` (or this one, when it alone passes it).
        private static func recycle(_ start: UnsafeMutableRawPointer) {
            let address = UInt(bitPattern: start)
            let released = mappings.withLock { state -> [Mapping] in
                guard let size = state.used.removeValue(forKey: address) else {
                    preconditionFailure("freeing pixel memory that was not allocated")
                }
                let mapping = Mapping(address: address, size: size)
                guard size <= recycledLimit else { return [mapping] }
                var held = state.freed.reduce(0) { $0 + $1.size }
                var released: [Mapping] = []
                while held + size > recycledLimit, !state.freed.isEmpty {
                    let oldest = state.freed.removeFirst()
                    held -= oldest.size
                    released.append(oldest)
                }
                state.freed.append(mapping)
                return released
            }
            for m in released { munmap(m.start, m.size) }
        }
    #else
        static var recycledBytes: Int { 0 }
    #endif
}
