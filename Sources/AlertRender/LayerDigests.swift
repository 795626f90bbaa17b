import Raster
import Support

/// Pixel digests of rendered canvases that skip the presenting layer's rows above the alert: the
/// digest state at each row of a layer (`Canvas.straightPixelDigest(rowsKnown:checkpoints:)`),
/// learnt from the first canvas digested on that layer, lets every later snapshot on it start
/// hashing at its alert's first row. The rows above are the layer's in every such canvas
/// (`RenderTarget.Contents`), so the digest is the one of the whole canvas.
final class LayerDigests: Sendable {
    /// Layers whose checkpoints are kept (a row's is 48 bytes: 120 KB for a phone screen).
    static let capacity = 32
    private let table = Locked<[PresentingCache.Key: [PixelDigest]]>([:])

    /// `canvas.straightPixelDigest()`, for a canvas that holds `contents`.
    func digest(of canvas: Canvas, holding contents: RenderTarget.Contents?) -> String {
        guard let contents, contents.layer.width == canvas.width, contents.layer.height == canvas.height else {
            return canvas.straightPixelDigest()
        }
        let rows = contents.alert.map { $0.y } ?? canvas.height
        let known = table.withLock { $0[contents.layer] } ?? []
        let (digest, checkpoints) = canvas.straightPixelDigest(rowsKnown: rows, checkpoints: known)
        if checkpoints.count > known.count {
            table.withLock { table in
                guard (table[contents.layer]?.count ?? 0) < checkpoints.count else { return }
                if table[contents.layer] == nil, table.count >= Self.capacity { table.removeAll() }
                table[contents.layer] = checkpoints
            }
        }
        return digest
    }
}

extension AlertRenderer {
    /// `target.canvas.straightPixelDigest()`, hashing only from the last alert's first row when
    /// the layer beneath it was digested before (see `LayerDigests`).
    package func pixelDigest(of target: RenderTarget) -> String {
        layerDigests.digest(of: target.canvas, holding: target.contents)
    }
}
