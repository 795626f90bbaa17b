/// Polygons filled with another canvas's pixels: the material of a shape that is not a rounded
/// rectangle (a popover's arrow), sampled from the same blurred copy as the shape it joins.
extension Canvas {
    /// Fills a closed polygon (nonzero winding) with `source`, placed so that its pixel (0, 0)
    /// lies at `sourceOrigin` on this canvas; exact area coverage, source-over.
    ///
    /// ```swift
    /// canvas.fillPolygon([(10, 10), (50, 12), (30, 40)], from: blurred, sourceOrigin: (0, 0))
    /// ```
    public func fillPolygon(_ points: [(Double, Double)], from source: Canvas, sourceOrigin: (x: Int, y: Int)) {
        let placed = PixelRect(x: sourceOrigin.x, y: sourceOrigin.y, width: source.width, height: source.height)
        guard points.count > 2, let drawable = drawableBounds, let box = PixelRect.enclosing(points: points),
            let window = box.intersection(drawable)?.intersection(placed)
        else { return }
        var acc = CoverageAccumulator(window: window)
        acc.addPolygon(points)
        // As in the rounded-rect pattern fill: the base pointer shifted by the origin maps canvas
        // coordinates into the source, and `window` keeps every read inside it.
        let base = source.pixels - sourceOrigin.y * source.stride - sourceOrigin.x * 4
        let blitter = PatternBlitter(pixels: pixels, stride: stride, source: base, sourceStride: source.stride)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: window.width) { buf in
            let out = buf.baseAddress!
            for r in 0..<window.height {
                acc.resolveRow(r, into: out)
                blitter.blit(y: window.y + r, x: window.x, coverage: out, count: window.width)
            }
        }
    }
}
