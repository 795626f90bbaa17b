/// Compositing one canvas onto another: group opacity, and scaled layers for the alert's "pop"
/// animation.
///
/// Group opacity means the layer is flattened first and then composited with one alpha, so shapes
/// that overlap inside the layer show no seam: `src' = layer * opacity`, then source-over.

extension Canvas {
    /// Composites `layer` with its pixel (0, 0) at (x, y), every pixel scaled by `opacity`
    /// (0...1, rounded to 1/255), source-over.
    ///
    /// ```swift
    /// canvas.draw(alertLayer, at: 0, 0, opacity: 0.5)
    /// ```
    public func draw(_ layer: Canvas, at x: Int, _ y: Int, opacity: Double) {
        let o = UInt32(quantizeCoverage(opacity))
        guard o != 0, let drawable = drawableBounds,
            let area = drawable.intersection(PixelRect(x: x, y: y, width: layer.width, height: layer.height))
        else { return }
        for row in area.y..<area.maxY {
            let s = layer.pixels + (row - y) * layer.stride + (area.x - x) * 4
            let d = pixels + row * stride + area.x * 4
            if o == 255 {
                for i in 0..<area.width {
                    let sp = s + i * 4
                    let a = UInt32(sp[3])
                    if a == 255 {
                        UnsafeMutableRawPointer(d + i * 4).storeBytes(
                            of: UnsafeRawPointer(sp).load(as: UInt32.self), as: UInt32.self)
                    } else if a != 0 {
                        blendPixel(d + i * 4, UInt32(sp[0]), UInt32(sp[1]), UInt32(sp[2]), a)
                    }
                }
            } else {
                for i in 0..<area.width {
                    let sp = s + i * 4
                    let a = mul255u(UInt32(sp[3]), o)
                    if a != 0 {
                        blendPixel(
                            d + i * 4, mul255u(UInt32(sp[0]), o), mul255u(UInt32(sp[1]), o),
                            mul255u(UInt32(sp[2]), o), a)
                    }
                }
            }
        }
    }

    /// Composites `layer` through `transform` (layer pixel (0, 0) at canvas (0, 0) before the
    /// transform), bilinear resampling with transparent outside the layer, every pixel scaled by
    /// `opacity`, source-over. A whole-pixel translation is an exact copy.
    ///
    /// ```swift
    /// canvas.draw(alertLayer, transform: .scale(1.1, about: 585, 1266), opacity: 0.8)
    /// ```
    public func draw(_ layer: Canvas, transform: Transform, opacity: Double) {
        let s = transform.scale
        guard s > 0, s.isFinite else { return }
        if s == 1 && transform.tx == transform.tx.rounded() && transform.ty == transform.ty.rounded()
            && abs(transform.tx) < 1e9 && abs(transform.ty) < 1e9
        {
            draw(layer, at: Int(transform.tx), Int(transform.ty), opacity: opacity)
            return
        }
        let o = Float(min(max(opacity, 0), 1))
        let target = Rect(
            x: transform.tx, y: transform.ty, width: Double(layer.width) * s, height: Double(layer.height) * s)
        guard o > 0, let drawable = drawableBounds,
            let area = drawable.intersection(PixelRect.enclosing(target.insetBy(-1)))
        else { return }
        // Per column and row: the two source indices and the weight of the second. Indices
        // outside the layer read as transparent.
        let lw = layer.width
        let lh = layer.height
        func taps(_ d: Int, _ t: Double) -> (Int, Float) {
            let u = (Double(d) + 0.5 - t) / s - 0.5
            let i0 = u.rounded(.down)
            return (clampToInt(i0), Float(u - i0))
        }
        let colTaps = (area.x..<area.maxX).map { taps($0, transform.tx) }
        @inline(__always) func sample(_ i: Int, _ j: Int) -> SIMD4<Float> {
            guard i >= 0 && i < lw && j >= 0 && j < lh else { return .zero }
            let p = layer.pixels + j * layer.stride + i * 4
            return SIMD4(Float(p[0]), Float(p[1]), Float(p[2]), Float(p[3]))
        }
        for y in area.y..<area.maxY {
            let (j0, fy) = taps(y, transform.ty)
            if j0 < -1 || j0 >= lh { continue }
            let d = pixels + y * stride + area.x * 4
            for (n, (i0, fx)) in colTaps.enumerated() {
                if i0 < -1 || i0 >= lw { continue }
                let top = sample(i0, j0) * (1 - fx) + sample(i0 + 1, j0) * fx
                let bottom = sample(i0, j0 + 1) * (1 - fx) + sample(i0 + 1, j0 + 1) * fx
                let v = (top * (1 - fy) + bottom * fy) * o
                let q = clamp255(v + 0.5)
                let a = UInt32(q[3])
                if a == 0 { continue }
                blendPixel(d + n * 4, min(UInt32(q[0]), a), min(UInt32(q[1]), a), min(UInt32(q[2]), a), a)
            }
        }
    }
}
