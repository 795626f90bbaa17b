import PNGCodec
import Raster
import Synchronization

/// Decoded presenting-screen images, keyed by path. Many specs of a suite share one screen, so
/// each PNG is decoded once per process; entries are immutable once stored, so threads share them.
final class ImageCache: Sendable {
    /// A decoded image and whether every pixel is opaque (known once, not rescanned per frame).
    struct Entry: Sendable {
        let image: RGBAImage
        let isOpaque: Bool
    }

    private let entries = Mutex<[String: Entry]>([:])

    func image(at path: String) throws(PNGError) -> Entry {
        if let hit = entries.withLock({ $0[path] }) { return hit }
        let png = try PNGCodec.decode(contentsOf: path)
        let image = RGBAImage(width: png.width, height: png.height, bytes: png.bytes)
        let entry = Entry(image: image, isOpaque: image.isOpaque)
        entries.withLock { $0[path] = entry }
        return entry
    }
}
