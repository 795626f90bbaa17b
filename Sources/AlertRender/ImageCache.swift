import Locking
import PNGCodec
import Raster

#if canImport(Glibc)
    import Glibc
#endif

/// Decoded presenting-screen images, keyed by path. Many specs of a suite share one screen, so
/// each PNG is decoded once per process; entries are immutable once stored, so threads share them.
/// The cache is bounded by decoded bytes, not entries: a few huge screens must not pile up.
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

    /// Decoded bytes kept at most (256 MiB: about twenty phone screens). Screens are kept
    /// whole or not at all: a screen larger than this is decoded for every render that needs it,
    /// and older entries are dropped, oldest first, to make room for a new one.
    static let defaultCapacityBytes = 256 << 20
    let capacityBytes: Int
    private let state = Locked(ByteBoundedStore<Key, Entry>())

    init(capacityBytes: Int = ImageCache.defaultCapacityBytes) { self.capacityBytes = capacityBytes }

    /// Bytes held by the cache now (for tests of the bound).
    var heldBytes: Int { state.withLock { $0.bytes } }

    func image(at path: String) throws(PNGError) -> Entry {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw PNGError(source: path, reason: "cannot open: \(String(cString: strerror(errno)))")
        }
        let key = Key(
            path: path, size: Int64(info.st_size),
            modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec))
        if let hit = state.withLock({ $0[key] }) { return hit }
        // The decoder tells whether the screen is opaque (no scan of its 12 MB: 7 % of a cold R1).
        let png = try PNGCodec.decodeWithOpacity(contentsOf: path)
        let image = RGBAImage(width: png.image.width, height: png.image.height, bytes: png.image.bytes)
        let entry = Entry(image: image, isOpaque: png.isOpaque)
        let size = image.bytes.count
        guard size <= capacityBytes else { return entry }
        state.withLock { $0.insert(entry, size: size, for: key, capacity: capacityBytes) }
        return entry
    }
}
