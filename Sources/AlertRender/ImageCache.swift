import Dispatch
import PNGCodec
import Raster
import Support

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
    /// The bound when snapshots come grouped by layer, the groups of one screen together
    /// (`check`'s order): the screen being painted and the one before (32 MiB). Each screen kept
    /// beyond is 12 MB of memory the kernel must fault in and clear, which on the benchmark machine
    /// costs about what decoding it again does.
    static let groupedCapacityBytes = 32 << 20
    private let state: Locked<State>

    private struct State {
        var entries = ByteBoundedStore<Key, Entry>()
        var capacity: Int
        /// Decodes under way, so that a second thread asking for the same file waits for the
        /// first one's result instead of decoding it too (two `check` workers starting on two
        /// layers of one screen).
        var decoding = InFlight<Key>()
        /// Files decoded so far (for tests).
        var decoded = 0
    }

    init(capacityBytes: Int = ImageCache.defaultCapacityBytes) {
        state = Locked(State(capacity: capacityBytes))
    }

    /// Bytes kept at most now.
    var capacityBytes: Int { state.withLock { $0.capacity } }

    /// Files decoded so far (for tests: one per file, however many threads ask at once).
    var decodedCount: Int { state.withLock { $0.decoded } }

    /// Bytes held by the cache now (for tests of the bound).
    var heldBytes: Int { state.withLock { $0.entries.bytes } }

    /// Keeps at most `groupedCapacityBytes` from now on (never raises the bound).
    func expectGroupedByScreen() {
        state.withLock { $0.capacity = min($0.capacity, Self.groupedCapacityBytes) }
    }

    func image(at path: String) throws(PNGError) -> Entry {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw PNGError(source: path, reason: "cannot open: \(String(cString: strerror(errno)))")
        }
        let key = Key(
            path: path, size: Int64(info.st_size),
            modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec))
        let step = state.withLock { s -> InFlight<Key>.Step<Entry> in
            let kept = s.entries[key]
            return s.decoding.step(key, kept: kept)
        }
        switch step {
        case .use(let entry):
            return entry
        case .wait(let running):
            // Then look again: the entry is kept (or, too large or failed, decode it here).
            running.wait()
            if let entry = state.withLock({ $0.entries[key] }) { return entry }
            return try decode(path)
        case .make:
            defer { state.withLock { $0.decoding.finish(key) } }
            let entry = try decode(path)
            let size = entry.image.bytes.count
            state.withLock { s in
                if size <= s.capacity { s.entries.insert(entry, size: size, for: key, capacity: s.capacity) }
            }
            return entry
        }
    }

    /// The file decoded. The decoder tells whether the screen is opaque (no scan of its 12 MB: 7 %
    /// of a cold R1).
    private func decode(_ path: String) throws(PNGError) -> Entry {
        state.withLock { $0.decoded += 1 }
        let png = try PNGFile.decodeWithOpacity(contentsOf: path)
        let image = RGBAImage(width: png.image.width, height: png.image.height, bytes: png.image.bytes)
        return Entry(image: image, isOpaque: png.isOpaque)
    }
}
