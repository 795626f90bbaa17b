/// Coverage of axis-aligned rectangles: exact area at fractional edges, interiors as solid spans.
///
/// A pixel's coverage by a rectangle is (horizontal overlap) x (vertical overlap), so a row is at
/// most three runs: a partial left pixel, a solid interior, a partial right pixel. No coverage
/// math is done for interior pixels.

/// Emits the rows of `rect` that fall inside `bounds`.
func produceRect<B: SpanBlitter>(_ rect: Rect, in bounds: PixelRect, _ blitter: B) {
    // Clipping the geometry to whole-pixel bounds keeps every inside pixel's coverage exact.
    let x0 = max(rect.x, Double(bounds.x))
    let x1 = min(rect.maxX, Double(bounds.maxX))
    let y0 = max(rect.y, Double(bounds.y))
    let y1 = min(rect.maxY, Double(bounds.maxY))
    guard x1 > x0 && y1 > y0 else { return }
    let iy0 = Int(y0.rounded(.down))
    let iy1 = Int(y1.rounded(.up))
    for iy in iy0..<iy1 {
        let cy = min(y1, Double(iy + 1)) - max(y0, Double(iy))
        emitRectRow(y: iy, x0: x0, x1: x1, verticalCoverage: cy, blitter)
    }
}

/// One row of a rectangle spanning [x0, x1) horizontally, covering `verticalCoverage` of the row's
/// height. x0 and x1 must already lie inside the drawable bounds.
@inline(__always)
func emitRectRow<B: SpanBlitter>(y: Int, x0: Double, x1: Double, verticalCoverage cy: Double, _ blitter: B) {
    guard x1 > x0 && cy > 0 else { return }
    let ix0 = Int(x0.rounded(.down))
    let ix1 = Int(x1.rounded(.up))
    if ix1 - ix0 == 1 {
        blitter.blit(y: y, x: ix0, count: 1, coverage: quantizeCoverage((x1 - x0) * cy))
        return
    }
    let left = Double(ix0 + 1) - x0
    let right = x1 - Double(ix1 - 1)
    let inner = quantizeCoverage(cy)
    blitter.blit(y: y, x: ix0, count: 1, coverage: left >= 1 ? inner : quantizeCoverage(left * cy))
    if ix1 - ix0 > 2 {
        blitter.blit(y: y, x: ix0 + 1, count: ix1 - ix0 - 2, coverage: inner)
    }
    blitter.blit(y: y, x: ix1 - 1, count: 1, coverage: right >= 1 ? inner : quantizeCoverage(right * cy))
}

/// Emits one row segment of constant coverage, clipped to [lo, hi).
@inline(__always)
func emitSpan<B: SpanBlitter>(y: Int, from x0: Int, to x1: Int, lo: Int, hi: Int, coverage: UInt8, _ blitter: B) {
    let a = max(x0, lo)
    let b = min(x1, hi)
    if b > a && coverage != 0 { blitter.blit(y: y, x: a, count: b - a, coverage: coverage) }
}

extension Canvas {
    /// Fills `rect` with `color`, source-over, with exact area coverage at fractional edges.
    ///
    /// ```swift
    /// canvas.fillRect(Rect(x: 10, y: 20.5, width: 100, height: 1), color: separator)  // a hairline
    /// ```
    public func fillRect(_ rect: Rect, color: PremultipliedColor) {
        guard color.a != 0, let bounds = drawableBounds, !rect.isEmpty else { return }
        produceRect(rect, in: bounds, SolidBlitter(canvas: self, color: color))
    }

    /// Draws an 8-bit coverage mask (a glyph) with its top-left pixel at (x, y), source-over in
    /// `color`. Parts outside the canvas or the clip are skipped.
    ///
    /// ```swift
    /// glyph.bytes.withUnsafeBufferPointer {
    ///     canvas.drawMask($0, width: w, height: h, stride: w, x: 40, y: 60, color: .black)
    /// }
    /// ```
    public func drawMask(
        _ mask: UnsafeBufferPointer<UInt8>, width: Int, height: Int, stride: Int, x: Int, y: Int,
        color: PremultipliedColor
    ) {
        guard color.a != 0, width > 0, height > 0, let bounds = drawableBounds,
            let area = bounds.intersection(PixelRect(x: x, y: y, width: width, height: height)),
            let base = mask.baseAddress
        else { return }
        precondition(stride >= width && mask.count >= (height - 1) * stride + width, "mask too small")
        let blitter = SolidBlitter(canvas: self, color: color)
        for row in area.y..<area.maxY {
            let src = base + (row - y) * stride + (area.x - x)
            blitter.blit(y: row, x: area.x, coverage: src, count: area.width)
        }
    }
}
