import Raster
import Support

/// The blurred screen under a card, placed on the painter's target.
struct BlurredBackdrop {
    let image: Canvas
    let origin: (x: Int, y: Int)
    /// How much of `image` holds the sample (the pooled canvas may be larger).
    let size: (width: Int, height: Int)

    /// The outputs of every renderer and thread.
    static let outputs = Pool(keeping: 4)

    /// Blur outputs for reuse: a canvas is handed out again only when the pool holds its one
    /// reference (whoever had it is done), so concurrent renders never share one. Sizes are
    /// rounded up to 64 px, and an idle canvas up to twice the rounded area serves a smaller
    /// card (clearing what lies past it costs less than the pages of a new one); at most
    /// `keeping` idle ones stay.
    final class Pool: Sendable {
        private let canvases = Locked<[Canvas]>([])
        let keeping: Int

        init(keeping: Int) { self.keeping = keeping }

        /// A canvas of at least `width` x `height` pixels whose pixels past that are
        /// transparent; the caller writes the first `width` x `height` in full.
        func output(width: Int, height: Int) -> Canvas {
            let w = (width + 63) / 64 * 64
            let h = (height + 63) / 64 * 64
            let (canvas, reused) = canvases.withLock { pool -> (Canvas, Bool) in
                // The smallest idle canvas that holds the card and is at most twice its area.
                var best: Int?
                for i in pool.indices where pool[i].width >= w && pool[i].height >= h {
                    let area = pool[i].width * pool[i].height
                    guard area <= 2 * w * h, best.map({ area < pool[$0].width * pool[$0].height }) ?? true else {
                        continue
                    }
                    if isKnownUniquelyReferenced(&pool[i]) { best = i }
                }
                let canvas = best.map { pool.remove(at: $0) } ?? Canvas(width: w, height: h)
                // Most recently handed out last: the oldest idle one goes first.
                pool.append(canvas)
                var i = 0
                while pool.count > keeping && i < pool.count {
                    if isKnownUniquelyReferenced(&pool[i]) { pool.remove(at: i) } else { i += 1 }
                }
                return (canvas, best != nil)
            }
            // A new canvas is clear. In a reused one, an earlier card's pixels past this one's
            // are never read, but the output stays a function of this card alone.
            if reused {
                canvas.withUnsafeMutableBytes { raw in
                    let stride = canvas.stride
                    let rest = (canvas.width - width) * 4
                    if rest > 0 {
                        for y in 0..<height {
                            raw.baseAddress!.advanced(by: y * stride + width * 4).initializeMemory(
                                as: UInt8.self, repeating: 0, count: rest)
                        }
                    }
                    if height < canvas.height {
                        raw.baseAddress!.advanced(by: height * stride).initializeMemory(
                            as: UInt8.self, repeating: 0, count: (canvas.height - height) * stride)
                    }
                }
            }
            return canvas
        }

        /// How many canvases the pool holds (idle or handed out).
        var count: Int { canvases.withLock { $0.count } }
    }
}
