#if canImport(Glibc)
    import Glibc
#endif

/// Asks glibc's allocator to keep freed memory for the next allocation instead of giving it back
/// to the kernel. A `check` makes and frees buffers of a few MB per snapshot (blur planes, masks,
/// the backdrop pool's canvases); by default glibc maps the large ones afresh and unmaps them on
/// free, or trims its heaps, and every reuse then page-faults the memory in again and has the
/// kernel clear it; with this, a `check` of the fixtures takes fewer page faults (see
/// docs/performance.md). The same buffers are reused, not added to, so the peak does not grow.
/// Pixel canvases of a screen or more have mappings of their own (`PixelMemory`) and are not
/// affected. A process-wide policy, so it is the executable's choice, not the libraries'.
/// Returns whether glibc took both settings.
@discardableResult
func keepFreedMemoryForReuse() -> Bool {
    #if canImport(Glibc)
        // `mallopt` is in <malloc.h>, which Swift's Glibc module does not import; the option
        // numbers are glibc's ABI (M_TRIM_THRESHOLD -1, M_MMAP_THRESHOLD -3).
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "mallopt") else { return false }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        // Up to glibc's largest mmap threshold (32 MiB on 64-bit): smaller blocks come from the
        // heap, which is trimmed only beyond 1 GiB of free space at its top.
        // mallopt returns 1 on success, 0 for a value out of range.
        return mallopt(-3, 32 << 20) == 1 && mallopt(-1, 1 << 30) == 1
    #else
        return false
    #endif
}
