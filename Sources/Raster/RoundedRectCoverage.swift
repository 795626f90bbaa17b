/// Coverage of rounded rectangles, and the public fill operations built on it.
///
/// A pixel that does not touch one of the four corner squares (extent x extent at each corner
/// point) sees the plain rectangle, so its coverage is the rectangle's. Only the pixel boxes
/// enclosing the corner squares ("corner windows") go through the exact-area accumulator; the
/// rows between them, and the columns between the windows, are emitted as rectangle spans.
/// Windows that would overlap (a pill, or a rect smaller than two corners) are merged.

func produceRoundedRect<B: SpanBlitter>(_ shape: RoundedRectShape, in bounds: PixelRect, _ blitter: B) {
    let rect = shape.rect
    guard !rect.isEmpty else { return }
    if shape.isPlainRect {
        produceRect(rect, in: bounds, blitter)
        return
    }
    let c = shape.extent
    func down(_ v: Double) -> Int { clampToInt(v.rounded(.down)) }
    func up(_ v: Double) -> Int { clampToInt(v.rounded(.up)) }

    // Row bands holding corner windows, and column ranges of the windows within them.
    var rowBands = [(down(rect.y), up(rect.y + c)), (down(rect.maxY - c), up(rect.maxY))]
    if rowBands[0].1 > rowBands[1].0 { rowBands = [(rowBands[0].0, rowBands[1].1)] }
    var colRanges = [(down(rect.x), up(rect.x + c)), (down(rect.maxX - c), up(rect.maxX))]
    if colRanges[0].1 > colRanges[1].0 { colRanges = [(colRanges[0].0, colRanges[1].1)] }

    let outline = shape.outline()
    let x0 = max(rect.x, Double(bounds.x))
    let x1 = min(rect.maxX, Double(bounds.maxX))
    let y0 = max(rect.y, Double(bounds.y))
    let y1 = min(rect.maxY, Double(bounds.maxY))
    guard x1 > x0 && y1 > y0 else { return }
    func verticalCoverage(_ iy: Int) -> Double { min(y1, Double(iy + 1)) - max(y0, Double(iy)) }

    // Rows between the bands: plain rectangle rows.
    let firstRow = down(y0)
    let endRow = up(y1)
    var row = firstRow
    var bandIndex = 0
    while row < endRow {
        if bandIndex < rowBands.count && row >= rowBands[bandIndex].0 {
            let band = rowBands[bandIndex]
            bandIndex += 1
            let by0 = max(band.0, bounds.y)
            let by1 = min(band.1, bounds.maxY)
            if by1 > by0 {
                emitCornerBand(
                    rows: by0..<by1, colRanges: colRanges, outline: outline, bounds: bounds,
                    rectCoverage: verticalCoverage, x0: x0, x1: x1, blitter)
            }
            row = max(row, band.1)
            continue
        }
        let next = bandIndex < rowBands.count ? min(endRow, rowBands[bandIndex].0) : endRow
        while row < next {
            emitRectRow(y: row, x0: x0, x1: x1, verticalCoverage: verticalCoverage(row), blitter)
            row += 1
        }
    }
}

/// One band of rows holding corner windows: the windows through the accumulator, the columns
/// between them as rectangle spans.
private func emitCornerBand<B: SpanBlitter>(
    rows: Range<Int>, colRanges: [(Int, Int)], outline: [(Double, Double)], bounds: PixelRect,
    rectCoverage: (Int) -> Double, x0: Double, x1: Double, _ blitter: B
) {
    // Middle columns (only when there are two windows): between the windows, plain rows.
    if colRanges.count == 2 {
        let mx0 = max(Double(colRanges[0].1), x0)
        let mx1 = min(Double(colRanges[1].0), x1)
        if mx1 > mx0 {
            for iy in rows {
                emitRectRow(y: iy, x0: mx0, x1: mx1, verticalCoverage: rectCoverage(iy), blitter)
            }
        }
    }
    for (cx0, cx1) in colRanges {
        let wx0 = max(cx0, bounds.x)
        let wx1 = min(cx1, bounds.maxX)
        guard wx1 > wx0 else { continue }
        let window = PixelRect(x: wx0, y: rows.lowerBound, width: wx1 - wx0, height: rows.count)
        var acc = CoverageAccumulator(window: window)
        acc.addPolygon(outline)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: window.width) { buf in
            let out = buf.baseAddress!
            for r in 0..<window.height {
                acc.resolveRow(r, into: out)
                // Trim zero coverage at both ends so blitters see only touched pixels.
                var a = 0
                var b = window.width
                while a < b && out[a] == 0 { a += 1 }
                while b > a && out[b - 1] == 0 { b -= 1 }
                if b > a { blitter.blit(y: window.y + r, x: window.x + a, coverage: out + a, count: b - a) }
            }
        }
    }
}

extension Canvas {
    /// Fills a rounded rectangle with `color`, source-over, exact area anti-aliasing.
    ///
    /// ```swift
    /// canvas.fillRoundedRect(card, radius: 42, style: .continuous, color: .white)
    /// ```
    public func fillRoundedRect(_ rect: Rect, radius: Double, style: CornerCurve, color: PremultipliedColor) {
        guard color.a != 0, let bounds = drawableBounds, !rect.isEmpty else { return }
        let shape = RoundedRectShape(rect: rect, radius: radius, style: style)
        produceRoundedRect(shape, in: bounds, SolidBlitter(canvas: self, color: color))
    }

    /// Pattern fill: where the rounded rectangle covers, composites `source`'s pixel at the same
    /// coordinates (source-over, scaled by coverage). Used for "material" surfaces, with `source`
    /// a blurred copy of the canvas.
    ///
    /// ```swift
    /// let material = Canvas(width: canvas.width, height: canvas.height)
    /// material.draw(canvas, at: 0, 0, opacity: 1)
    /// material.blur(PixelRect.enclosing(card), sigma: 60)
    /// canvas.fillRoundedRect(card, radius: 42, style: .continuous, from: material)
    /// ```
    public func fillRoundedRect(_ rect: Rect, radius: Double, style: CornerCurve, from source: Canvas) {
        guard let drawable = drawableBounds, let bounds = drawable.intersection(source.bounds), !rect.isEmpty
        else { return }
        let shape = RoundedRectShape(rect: rect, radius: radius, style: style)
        let blitter = PatternBlitter(
            pixels: pixels, stride: stride, source: source.pixels, sourceStride: source.stride)
        produceRoundedRect(shape, in: bounds, blitter)
    }

    /// Strokes the inside of a rounded rectangle's outline with a band `lineWidth` wide (the
    /// outer shape minus the inset shape), e.g. for text-field borders.
    public func strokeRoundedRect(
        _ rect: Rect, radius: Double, style: CornerCurve, lineWidth: Double, color: PremultipliedColor
    ) {
        guard color.a != 0, let acc = band(rect, radius: radius, style: style, lineWidth: lineWidth) else { return }
        acc.fill(onto: self, color: color)
    }

    /// The coverage of the band inside a rounded rectangle's outline, `lineWidth` wide; nil when
    /// nothing of it can be drawn.
    private func band(_ rect: Rect, radius: Double, style: CornerCurve, lineWidth: Double) -> CoverageAccumulator? {
        guard let bounds = drawableBounds, !rect.isEmpty, lineWidth > 0,
            let window = bounds.intersection(PixelRect.enclosing(rect))
        else { return nil }
        let outer = RoundedRectShape(rect: rect, radius: radius, style: style)
        let inner = RoundedRectShape(
            rect: rect.insetBy(lineWidth), radius: max(0, radius - lineWidth), style: style)
        var acc = CoverageAccumulator(window: window)
        acc.addPolygon(outer.outline())
        if !inner.rect.isEmpty { acc.addPolygon(inner.outline().reversed()) }
        return acc
    }

    /// `strokeRoundedRect` in `color` mixed pixel by pixel with `share` of `source` (placed with
    /// its pixel (0, 0) at `sourceOrigin`; outside it, `color` alone): one source-over composite of
    /// the mix, so the band's anti-aliased edges blend once, as a plain stroke's do. Vibrancy:
    /// the band is lighter where what is behind it is.
    public func strokeRoundedRect(
        _ rect: Rect, radius: Double, style: CornerCurve, lineWidth: Double, color: PremultipliedColor,
        mixing source: Canvas, sourceOrigin: (x: Int, y: Int), share: Double
    ) {
        guard let acc = band(rect, radius: radius, style: style, lineWidth: lineWidth) else { return }
        let placed = PixelRect(x: sourceOrigin.x, y: sourceOrigin.y, width: source.width, height: source.height)
        acc.fill(
            with: MixBlitter(
                pixels: pixels, stride: stride, color: color, source: source.pixels, sourceStride: source.stride,
                placed: placed, share: UInt32((share * 255).rounded())))
    }
}
