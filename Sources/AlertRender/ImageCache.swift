import PNGCodec
import Raster
import Synchronization

/// Decoded presenting-screen images, keyed by path. Many specs of a suite share one screen, so
/// each PNG is decoded once per process; entries are immutable once stored, so threads share them.
final class ImageCache: Sendable {
    private let entries = Mutex<[String: RGBAImage]>([:])

    func image(at path: String) throws(PNGError) -> RGBAImage {
        if let hit = entries.withLock({ $0[path] }) { return hit }
        let png = try PNGCodec.decode(contentsOf: path)
        let image = RGBAImage(width: png.width, height: png.height, bytes: png.bytes)
        entries.withLock { $0[path] = image }
        return image
    }
}
