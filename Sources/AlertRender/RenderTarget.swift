import AlertModel
import Raster

/// A canvas one thread renders snapshot after snapshot into (a `check` worker's), with what the
/// renderer knows of its pixels: the presenting layer beneath and the rectangle the last alert
/// was painted in. The next snapshot on the same layer then restores only that rectangle from
/// the layer, not the whole screen (a 12 MB copy was 6-7 % of a `check`'s CPU in `perf`).
///
/// Read `canvas` (compare it, encode it, make its image) but never draw into it: the renderer
/// would not know, and the next render would keep those pixels.
///
/// ```swift
/// let target = RenderTarget(width: spec.pixelWidth, height: spec.pixelHeight)
/// try renderer.render(spec, into: target)
/// let png = try renderer.encodePNG(target.canvas, name: spec.name)
/// ```
package final class RenderTarget {
    /// The pixels of the last render.
    package let canvas: Canvas
    /// What `canvas` holds; nil when unknown (new, or a render failed half way).
    var contents: Contents?

    /// What a rendered canvas holds: the presenting layer of `layer` (the pixels of `pixels`)
    /// everywhere outside `alert` (nil: nowhere else either, no alert was drawn).
    ///
    /// `pixels` is the cache's copy, held here too: the next snapshot on the layer restores the
    /// alert's rectangle from it even after the cache has let it go: with the cache's bound of two
    /// layers, another worker's next layers can push out the one a worker is still on, which would
    /// then paint the whole layer again.
    struct Contents {
        let layer: PresentingCache.Key
        let pixels: Canvas
        let alert: PixelRect?
    }

    /// A target of `width` x `height` pixels, cleared.
    package init(width: Int, height: Int) {
        canvas = Canvas(width: width, height: height)
    }

    /// Width of `canvas`.
    package var width: Int { canvas.width }
    /// Height of `canvas`.
    package var height: Int { canvas.height }
}

extension AlertRenderer {
    /// Renders `spec` into `target` (of the spec's pixel size): the same pixels as
    /// `render(_:reusing:)`, painting only what differs from the last render into it when both are
    /// on the same presenting layer.
    package func render(_ spec: ResolvedSpec, into target: RenderTarget) throws(RenderError) {
        precondition(
            target.width == spec.pixelWidth && target.height == spec.pixelHeight,
            "a render target of another size than the spec's")
        let known = target.contents
        // Unknown until this paint has finished: a throw half way leaves pixels of neither render.
        target.contents = nil
        target.contents = try paint(spec, into: target.canvas, filter: nil, known: known)
    }
}
