/// Drop shadows in closed form: the Gaussian blur of a rounded-rect silhouette, never a blur pass.
///
/// The blur of a plain rectangle is separable: X(x) * Y(y), each a difference of two normal
/// CDFs (`Phi`), tabulated once per column and once per row. A rounded rect is that rectangle
/// minus four corner cut-outs (the area between the corner point and the curve), so
///
///     shadow(x, y) = X(x) * Y(y) - sum over corners of blur(cut-out)(x, y).
///
/// A cut-out is cut into horizontal bands (one per pixel row, finer for small sigma). Each band is
/// replaced by a rectangle of the same area (width = the band's mean cut-out width), whose blur
/// is again separable: a column table H_k(x) times a row weight w_k(y). Per row, the correction
/// is sum_k w_k(y) * H_k(x), a short multiply-add over the corner's columns only. The error of the
/// band approximation is second order in the band height over sigma (well under one 8-bit level).
///
/// All four corners are one curve mirrored, so the band widths are computed once. Row weights
/// sit on a lattice (row step 1, band step q/S), so each corner needs one table of Phi values
/// rather than one per (row, band). Bands are 1/S px for small sigma and q = sigma / 4 px
/// (rounded) for sigma >= 8: the band error depends on band height over sigma, and a row then
/// sees about 40 bands whatever sigma is (with 1 px bands a 3990 px corner under a 4096 pt
/// shadow ran for minutes, a 20 px shadow of a 4096 pt corner radius for 7-10 s). Work is limited to rect +- 3 sigma (the tail beyond is below
/// 0.35/255).

#if canImport(Glibc)
    import Glibc
#endif

/// The standard normal CDF.
@inline(__always)
func normalCDF(_ z: Double) -> Double {
    0.5 * erfc(-z * 0.70710678118654752440)
}

func produceShadow<B: SpanBlitter>(_ shape: RoundedRectShape, sigma: Double, in bounds: PixelRect, _ blitter: B) {
    let rect = shape.rect
    let margin = 3 * sigma
    guard
        let region = bounds.intersection(
            PixelRect.enclosing(rect.insetBy(-margin)))
    else { return }
    let inv = 1 / sigma
    let ncols = region.width
    let nrows = region.height

    // Separable blur of the full rectangle, at pixel centres.
    var xs = [Float](repeating: 0, count: ncols)
    for i in 0..<ncols {
        let px = Double(region.x + i) + 0.5
        xs[i] = Float(normalCDF((px - rect.x) * inv) - normalCDF((px - rect.maxX) * inv))
    }
    var ys = [Float](repeating: 0, count: nrows)
    for j in 0..<nrows {
        let py = Double(region.y + j) + 0.5
        ys[j] = Float(normalCDF((py - rect.y) * inv) - normalCDF((py - rect.maxY) * inv))
    }

    let corners = shape.isPlainRect ? nil : CornerCutouts(shape: shape, sigma: sigma, region: region)

    // Columns whose rectangle blur rounds to full coverage (given a full row): the inside of
    // rows away from the corners is then one solid span, with no coverage math.
    let full: Float = 1 - 1 / 1020
    var inner0 = 0
    while inner0 < ncols && xs[inner0] < full { inner0 += 1 }
    var inner1 = ncols
    while inner1 > inner0 && xs[inner1 - 1] < full { inner1 -= 1 }

    // Columns whose rectangle blur is exactly 1 in Float (about 5.4 sigma inside both edges) and
    // that no corner cut-out reaches: in any row their coverage is the row weight itself, so the
    // row's middle is one constant span, quantized as the per-column path would quantize it. On
    // a glass card (a 156 px continuous corner under a 19 px blur) that is half of each corner
    // row.
    var flat0 = inner0
    var flat1 = inner1
    while flat0 < flat1 && xs[flat0] != 1 { flat0 += 1 }
    while flat1 > flat0 && xs[flat1 - 1] != 1 { flat1 -= 1 }
    if let corners {
        flat0 = max(flat0, corners.leftCols.upperBound)
        flat1 = min(flat1, corners.rightCols.lowerBound)
    }
    if flat1 - flat0 < 16 || xs[flat0..<flat1].contains(where: { $0 != 1 }) {
        flat0 = ncols
        flat1 = ncols
    }

    // Rows are independent (each is its own column table times its row weight, minus its
    // corners), so a large shadow is computed in row bands on all cores; `blitter` writes only
    // the row it is handed. The pixels are those of one pass.
    let bands = RowBands.count(width: ncols, height: nrows, threads: 0)
    RowBands.run(bands: bands) { band in
        withUnsafeTemporaryAllocation(of: Float.self, capacity: ncols) { rowBuf in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: ncols) { covBuf in
                let row = rowBuf.baseAddress!
                let cov = covBuf.baseAddress!
                xs.withUnsafeBufferPointer { xp in
                    /// Quantizes and emits columns [a, b) of the row, trimming zero coverage.
                    func emit(_ y: Int, _ a0: Int, _ b0: Int) {
                        var a = a0
                        var b = b0
                        quantizeCoverages(row + a, into: cov + a, count: b - a)
                        while a < b && cov[a] == 0 { a += 1 }
                        while b > a && cov[b - 1] == 0 { b -= 1 }
                        if b > a { blitter.blit(y: y, x: region.x + a, coverage: cov + a, count: b - a) }
                    }
                    for j in RowBands.rows(band: band, of: bands, height: nrows) {
                        let yv = ys[j]
                        if yv * 255 < 0.5 { continue }
                        let y = region.y + j
                        if yv >= full && inner1 > inner0 && !(corners?.touches(rowIndex: j) ?? false) {
                            for i in 0..<inner0 { row[i] = xp[i] * yv }
                            for i in inner1..<ncols { row[i] = xp[i] * yv }
                            emit(y, 0, inner0)
                            blitter.blit(y: y, x: region.x + inner0, count: inner1 - inner0, coverage: 255)
                            emit(y, inner1, ncols)
                        } else {
                            for i in 0..<flat0 { row[i] = xp[i] * yv }
                            for i in flat1..<ncols { row[i] = xp[i] * yv }
                            corners?.subtract(rowIndex: j, from: row)
                            if flat1 > flat0 {
                                emit(y, 0, flat0)
                                let middle = quantizeCoverage(yv)
                                if middle != 0 {
                                    blitter.blit(y: y, x: region.x + flat0, count: flat1 - flat0, coverage: middle)
                                }
                                emit(y, flat1, ncols)
                            } else {
                                emit(y, 0, ncols)
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The blurred corner cut-outs of a rounded rect, as per-band column tables and row weights.
private struct CornerCutouts {
    /// Lattice steps per pixel of height (S).
    let bandsPerPixel: Int
    /// Lattice steps per band (q).
    let stepsPerBand: Int
    let bandCount: Int
    /// Column tables, `bandCount` rows of `leftCols.count` / `rightCols.count` values, in region
    /// column indices.
    let leftCols: Range<Int>, rightCols: Range<Int>
    var left: [Float], right: [Float]
    /// Region row indices whose rows see the top / bottom cut-outs.
    let topRows: Range<Int>, bottomRows: Range<Int>
    /// Phi lattices for the row weights.
    var topPhi: [Double], bottomPhi: [Double]
    /// Bands with a non-zero cut-out.
    var activeBands: [Int]

    init(shape: RoundedRectShape, sigma: Double, region: PixelRect) {
        let rect = shape.rect
        let c = shape.extent
        let margin = 3 * sigma
        let inv = 1 / sigma
        let s = max(1, min(16, Int((4 / sigma).rounded(.up))))
        let q = sigma >= 8 ? Int((sigma / 4).rounded()) : 1
        bandsPerPixel = s
        stepsPerBand = q
        let hs = Double(q) / Double(s)  // band height, px
        let nb = max(1, Int((c / hs).rounded(.up)))
        bandCount = nb
        var widths = [Double](repeating: 0, count: nb)
        var active: [Int] = []
        for k in 0..<nb {
            widths[k] = shape.averageCutoutWidth(from: Double(k) * hs, to: Double(k + 1) * hs)
            if widths[k] > 0 { active.append(k) }
        }
        activeBands = active

        func clampRange(_ lo: Double, _ hi: Double, _ origin: Int, _ count: Int) -> Range<Int> {
            let a = max(0, clampToInt(lo.rounded(.down)) - origin)
            let b = min(count, clampToInt(hi.rounded(.up)) - origin)
            return a < b ? a..<b : 0..<0
        }
        leftCols = clampRange(rect.x - margin, rect.x + c + margin, region.x, region.width)
        rightCols = clampRange(rect.maxX - c - margin, rect.maxX + margin, region.x, region.width)
        topRows = clampRange(rect.y - margin, rect.y + Double(nb) * hs + margin, region.y, region.height)
        bottomRows = clampRange(rect.maxY - Double(nb) * hs - margin, rect.maxY + margin, region.y, region.height)

        // H_k(x): horizontal blur of band k's rectangle [x0, x0 + w_k] (left) or
        // [x1 - w_k, x1] (right), at pixel centres.
        left = [Float](repeating: 0, count: nb * leftCols.count)
        right = [Float](repeating: 0, count: nb * rightCols.count)
        for k in active {
            let w = widths[k]
            for (n, i) in leftCols.enumerated() {
                let px = Double(region.x + i) + 0.5
                left[k * leftCols.count + n] = Float(
                    normalCDF((px - rect.x) * inv) - normalCDF((px - rect.x - w) * inv))
            }
            for (n, i) in rightCols.enumerated() {
                let px = Double(region.x + i) + 0.5
                right[k * rightCols.count + n] = Float(
                    normalCDF((px - rect.maxX + w) * inv) - normalCDF((px - rect.maxX) * inv))
            }
        }

        // Row weights, on a lattice of step 1/s px. Top band k covers t in [y + k hs, y + (k+1) hs];
        // at row centre py its weight is Phi((py - y - k hs)/sigma) - Phi((py - y - (k+1) hs)/sigma).
        // With py = py0 + j this is f(k q - j s) - f((k + 1) q - j s), f(m) = Phi((py0 - y - m/s)/sigma).
        let step = 1 / Double(s)
        let nTop = topRows.count
        topPhi = []
        if nTop > 0 {
            let py0 = Double(region.y + topRows.lowerBound) + 0.5
            let lowest = -(nTop - 1) * s
            topPhi = (lowest...((nb + 1) * q)).map { m in normalCDF((py0 - rect.y - Double(m) * step) * inv) }
        }
        // Bottom band k covers t in [maxY - (k+1) hs, maxY - k hs]: weight
        // g((k + 1) q + j s) - g(k q + j s), g(m) = Phi((py0 - maxY + m/s)/sigma).
        let nBottom = bottomRows.count
        bottomPhi = []
        if nBottom > 0 {
            let py0 = Double(region.y + bottomRows.lowerBound) + 0.5
            bottomPhi = (0...((nb + 1) * q + (nBottom - 1) * s)).map { m in
                normalCDF((py0 - rect.maxY + Double(m) * step) * inv)
            }
        }
    }

    /// True when row `j` of the region sees a corner correction.
    func touches(rowIndex j: Int) -> Bool { topRows.contains(j) || bottomRows.contains(j) }

    /// Subtracts the blurred cut-outs from one row of rectangle coverage.
    func subtract(rowIndex j: Int, from row: UnsafeMutablePointer<Float>) {
        if topRows.contains(j) {
            let jj = j - topRows.lowerBound
            let offset = (topRows.count - 1) * bandsPerPixel  // index of m = 0
            topPhi.withUnsafeBufferPointer { phi in
                for k in activeBands {
                    let m = k * stepsPerBand - jj * bandsPerPixel + offset
                    let w = Float(phi[m] - phi[m + stepsPerBand])
                    if w > 1e-7 { apply(band: k, weight: w, to: row) }
                }
            }
        }
        if bottomRows.contains(j) {
            let jj = j - bottomRows.lowerBound
            bottomPhi.withUnsafeBufferPointer { phi in
                for k in activeBands {
                    let m = k * stepsPerBand + jj * bandsPerPixel
                    let w = Float(phi[m + stepsPerBand] - phi[m])
                    if w > 1e-7 { apply(band: k, weight: w, to: row) }
                }
            }
        }
    }

    @inline(__always)
    private func apply(band k: Int, weight w: Float, to row: UnsafeMutablePointer<Float>) {
        left.withUnsafeBufferPointer { h in
            let n = leftCols.count
            let src = h.baseAddress! + k * n
            let dst = row + leftCols.lowerBound
            for i in 0..<n { dst[i] -= w * src[i] }
        }
        right.withUnsafeBufferPointer { h in
            let n = rightCols.count
            let src = h.baseAddress! + k * n
            let dst = row + rightCols.lowerBound
            for i in 0..<n { dst[i] -= w * src[i] }
        }
    }
}

extension Canvas {
    /// Draws the shadow of a rounded rect: its silhouette filled with `color` and blurred by a
    /// Gaussian of standard deviation `sigma` pixels, source-over. `rect` is already offset.
    /// Computed in closed form over rect +- 3 sigma only.
    ///
    /// ```swift
    /// canvas.drawShadow(of: card.offsetBy(dx: 30, dy: 30), radius: 39, style: .circular,
    ///                   sigma: 30, color: PremultipliedColor.black.scaled(by: 0.7))
    /// ```
    public func drawShadow(
        of rect: Rect, radius: Double, style: CornerCurve, sigma: Double, color: PremultipliedColor
    ) {
        guard color.a != 0, let bounds = drawableBounds, !rect.isEmpty else { return }
        let shape = RoundedRectShape(rect: rect, radius: radius, style: style)
        let blitter = SolidBlitter(canvas: self, color: color)
        if sigma < 0.05 {
            // Sharper than any pixel can show: the silhouette itself.
            produceRoundedRect(shape, in: bounds, blitter)
        } else {
            produceShadow(shape, sigma: sigma, in: bounds, blitter)
        }
    }
}
