import PNGCodec

#if canImport(Glibc)
    import Glibc
#endif

/// A file as it is now: its path, size and modification time. Caches of what was derived from a
/// file (a decoded screen, a digest) key on it, so a changed file is read again and a long-lived
/// process never uses a stale result.
struct FileStamp: Hashable, Sendable {
    let path: String
    let size: Int64
    let modified: Int64

    /// The stamp of the file at `path`; throws when it cannot be examined.
    init(_ path: String) throws(PNGError) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw PNGError(source: path, reason: "cannot open: \(String(cString: strerror(errno)))")
        }
        self.path = path
        size = Int64(info.st_size)
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
    }
}
