#if canImport(Glibc)
    import Glibc
#endif

/// Filled polygons and capsules (the activity indicator's spokes, which sit at angles no
/// axis-aligned primitive covers), and the offset form of the material pattern fill.
extension Canvas {
    /// Fills a closed polygon (nonzero winding) in `color` with exact area coverage.
    ///
    /// ```swift
    /// canvas.fillPolygon([(10, 10), (50, 12), (30, 40)], color: .black)
    /// ```
    public func fillPolygon(_ points: [(Double, Double)], color: PremultipliedColor) {
        guard color.a != 0, points.count > 2, let drawable = drawableBounds,
            let box = PixelRect.enclosing(points: points), let window = box.intersection(drawable)
        else { return }
        var acc = CoverageAccumulator(window: window)
        acc.addPolygon(points)
        acc.fill(onto: self, color: color)
    }

    /// Fills a capsule: the segment `from`-`to` thickened to `width`, with round ends. The ends
    /// are flattened finely enough (chord error under 1/64 px) that coverage stays exact to 1/255.
    public func fillCapsule(from a: (Double, Double), to b: (Double, Double), width: Double, color: PremultipliedColor)
    {
        let r = width / 2
        guard r > 0 else { return }
        let dx = b.0 - a.0, dy = b.1 - a.1
        let angle = atan2(dy, dx)
        // Segments per half circle so the sagitta r(1 - cos(pi/2n)) stays below 1/64 px.
        let steps = max(4, Int((Double.pi / (2 * acos(max(-1, 1 - 1 / (64 * max(r, 1e-9)))))).rounded(.up)))
        var points: [(Double, Double)] = []
        points.reserveCapacity(2 * steps + 2)
        for i in 0...steps {  // around the `to` end
            let t = angle - Double.pi / 2 + Double.pi * Double(i) / Double(steps)
            points.append((b.0 + r * cos(t), b.1 + r * sin(t)))
        }
        for i in 0...steps {  // around the `from` end
            let t = angle + Double.pi / 2 + Double.pi * Double(i) / Double(steps)
            points.append((a.0 + r * cos(t), a.1 + r * sin(t)))
        }
        fillPolygon(points, color: color)
    }

    /// Pattern fill with `source` placed so that its pixel (0, 0) lies at `sourceOrigin` on this
    /// canvas: only the source's neighbourhood of the card needs to exist, not a full-screen copy.
    public func fillRoundedRect(
        _ rect: Rect, radius: Double, style: CornerCurve, from source: Canvas, sourceOrigin: (x: Int, y: Int)
    ) {
        let placed = PixelRect(x: sourceOrigin.x, y: sourceOrigin.y, width: source.width, height: source.height)
        guard let drawable = drawableBounds, let bounds = drawable.intersection(placed), !rect.isEmpty else { return }
        let shape = RoundedRectShape(rect: rect, radius: radius, style: style)
        // The blitter reads source + y*stride + x*4 with canvas coordinates; shifting the base
        // pointer by the origin maps them into the source, and `bounds` keeps every read inside it.
        let base = source.pixels - sourceOrigin.y * source.stride - sourceOrigin.x * 4
        let blitter = PatternBlitter(pixels: pixels, stride: stride, source: base, sourceStride: source.stride)
        produceRoundedRect(shape, in: bounds, blitter)
    }
}

extension Rect {
    /// The smallest rectangle containing both.
    public func union(_ other: Rect) -> Rect {
        let x0 = min(x, other.x), y0 = min(y, other.y)
        let x1 = max(maxX, other.maxX), y1 = max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
