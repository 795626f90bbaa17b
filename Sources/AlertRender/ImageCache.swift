import PNGCodec
import Raster
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Decoded presenting-screen images, keyed by path. Many specs of a suite share one screen, so
/// each PNG is decoded once per process; entries are immutable once stored, so threads share them.
final class ImageCache: Sendable {
    /// A decoded image and whether every pixel is opaque (known once, not rescanned per frame).
    struct Entry: Sendable {
        let image: RGBAImage
        let isOpaque: Bool
    }

    /// A file as it was when decoded: a changed file (new size or modification time) is decoded
    /// again, so a long-lived process never renders a stale screen.
    private struct Key: Hashable {
        let path: String
        let size: Int64
        let modified: Int64
    }

    /// Most entries kept; a screen is ~12 MB, and suites use a handful of screens.
    private static let capacity = 8
    private let entries = Mutex<[Key: Entry]>([:])

    func image(at path: String) throws(PNGError) -> Entry {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw PNGError(source: path, reason: "cannot open: \(String(cString: strerror(errno)))")
        }
        let key = Key(
            path: path, size: Int64(info.st_size),
            modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec))
        if let hit = entries.withLock({ $0[key] }) { return hit }
        let png = try PNGCodec.decode(contentsOf: path)
        let image = RGBAImage(width: png.width, height: png.height, bytes: png.bytes)
        let entry = Entry(image: image, isOpaque: image.isOpaque)
        entries.withLock { cache in
            if cache.count >= Self.capacity { cache.removeAll() }
            cache[key] = entry
        }
        return entry
    }
}
