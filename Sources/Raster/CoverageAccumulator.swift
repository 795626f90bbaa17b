/// Exact-area scan conversion of polygons over a small window (corner boxes of rounded rects).
///
/// Each line segment adds its signed area and "cover" to the cells it crosses (the font-rs /
/// stb_truetype v2 scheme); a running sum along each row then gives each pixel's exact coverage
/// by the polygon (nonzero winding, for the simple shapes drawn here). No supersampling, so the
/// only error is in flattening curves, which callers keep below 1/256 px.
///
/// Windowing: pixels at or right of the window's left edge only see an edge left of the window
/// through the winding it contributes, which is unchanged when that edge is slid horizontally onto
/// the window's left side. So segments are clipped vertically, split at the window's left and
/// right sides and clamped into it, and a window can be rasterized without the rest of the shape.
///
/// Touched cells: each row remembers the few column ranges its segments wrote (`touched`). Every
/// other cell is exactly 0, and adding 0 leaves the running sum as it is, so a resolve sums only
/// the touched ranges and repeats the sum's coverage between them: the same bytes as summing
/// every cell. A stroked card outline (a window of the whole card whose rows are touched at
/// their two edges) then costs its edges, not its area.
struct CoverageAccumulator {
    let x: Int, y: Int, width: Int, height: Int
    /// `height` rows of `width + 2` cells.
    private var cells: [Double]
    /// Per row, `1 + 2 * maxRanges` values: the count of ranges, then each range's first and last
    /// cell. Ranges may overlap (a full row widens its nearest range).
    private var touched: [Int32]
    /// Column ranges a row keeps; a shape's row crosses at most four edges here (a band between
    /// two outlines), more only in polygons, whose extra touches widen a range.
    static let maxRanges = 4
    private static let rowRecord = 1 + 2 * maxRanges

    init(window: PixelRect) {
        x = window.x
        y = window.y
        width = window.width
        height = window.height
        cells = [Double](repeating: 0, count: (width + 2) * height)
        touched = [Int32](repeating: 0, count: Self.rowRecord * height)
    }

    /// Adds cells `lo...hi` to the touched ranges of the row record `t`.
    @inline(__always)
    private static func touch(_ t: UnsafeMutablePointer<Int32>, _ lo: Int, _ hi: Int) {
        let a = Int32(lo)
        let b = Int32(hi)
        let n = Int(t[0])
        for i in 0..<n where a <= t[2 + 2 * i] + 1 && b >= t[1 + 2 * i] - 1 {
            t[1 + 2 * i] = min(t[1 + 2 * i], a)
            t[2 + 2 * i] = max(t[2 + 2 * i], b)
            return
        }
        if n < maxRanges {
            t[1 + 2 * n] = a
            t[2 + 2 * n] = b
            t[0] = Int32(n + 1)
            return
        }
        // Full: the nearest range grows over it (a range may then cover untouched cells, which
        // are summed as zeros, as before).
        var nearest = 0
        var gap = Int32.max
        for i in 0..<n {
            let g = max(t[1 + 2 * i] - b, a - t[2 + 2 * i])
            if g < gap {
                gap = g
                nearest = i
            }
        }
        t[1 + 2 * nearest] = min(t[1 + 2 * nearest], a)
        t[2 + 2 * nearest] = max(t[2 + 2 * nearest], b)
    }

    /// Adds the segment (x0, y0) -> (x1, y1), in canvas coordinates.
    mutating func addLine(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        var x0 = ax - Double(x)
        var y0 = ay - Double(y)
        var x1 = bx - Double(x)
        var y1 = by - Double(y)
        let h = Double(height)
        let w = Double(width)
        if y0 == y1 { return }
        if (y0 <= 0 && y1 <= 0) || (y0 >= h && y1 >= h) { return }
        // Clip vertically to the window's rows.
        let dxdy = (x1 - x0) / (y1 - y0)
        if y0 < 0 {
            x0 += (0 - y0) * dxdy
            y0 = 0
        }
        if y1 < 0 {
            x1 += (0 - y1) * dxdy
            y1 = 0
        }
        if y0 > h {
            x0 += (h - y0) * dxdy
            y0 = h
        }
        if y1 > h {
            x1 += (h - y1) * dxdy
            y1 = h
        }
        // Split where the segment crosses the left or right side, then clamp into [0, w].
        var ts: (Double, Double) = (2, 2)
        if (x0 < 0) != (x1 < 0) { ts.0 = (0 - x0) / (x1 - x0) }
        if (x0 > w) != (x1 > w) { ts.1 = (w - x0) / (x1 - x0) }
        let t1 = min(ts.0, ts.1)
        let t2 = max(ts.0, ts.1)
        var px = x0
        var py = y0
        for k in 0..<3 {
            let t = k == 0 ? t1 : (k == 1 ? t2 : 1.0)
            if t > 1 { continue }
            let qx = k == 2 ? x1 : x0 + (x1 - x0) * t
            let qy = k == 2 ? y1 : y0 + (y1 - y0) * t
            drawLine(min(max(px, 0), w), py, min(max(qx, 0), w), qy)
            px = qx
            py = qy
        }
    }

    /// font-rs's exact-area line accumulation, in window coordinates (0 <= x <= width,
    /// 0 <= y <= height).
    private mutating func drawLine(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        if ay == by { return }
        let dir: Double
        let p0x: Double
        let p0y: Double
        let p1x: Double
        let p1y: Double
        if ay < by {
            dir = 1
            (p0x, p0y, p1x, p1y) = (ax, ay, bx, by)
        } else {
            dir = -1
            (p0x, p0y, p1x, p1y) = (bx, by, ax, ay)
        }
        let dxdy = (p1x - p0x) / (p1y - p0y)
        var xc = p0x
        let rowStride = width + 2
        let yStart = max(0, Int(p0y.rounded(.down)))
        let yEnd = min(height, Int(p1y.rounded(.up)))
        let record = Self.rowRecord
        touched.withUnsafeMutableBufferPointer { touchedRows in
            cells.withUnsafeMutableBufferPointer { a in
                for row in yStart..<max(yStart, yEnd) {
                    let line = row * rowStride
                    let t = touchedRows.baseAddress! + row * record
                    let dy = min(Double(row + 1), p1y) - max(Double(row), p0y)
                    let xnext = xc + dxdy * dy
                    let d = dy * dir
                    let (lo, hi) = xc < xnext ? (xc, xnext) : (xnext, xc)
                    let loFloor = lo.rounded(.down)
                    let loI = Int(loFloor)
                    let hiCeil = hi.rounded(.up)
                    let hiI = Int(hiCeil)
                    if hiI <= loI + 1 {
                        let xmf = 0.5 * (xc + xnext) - loFloor
                        a[line + loI] += d - d * xmf
                        a[line + loI + 1] += d * xmf
                        Self.touch(t, loI, loI + 1)
                    } else {
                        Self.touch(t, loI, hiI)
                        let s = 1 / (hi - lo)
                        let lof = lo - loFloor
                        let a0 = 0.5 * s * (1 - lof) * (1 - lof)
                        let hif = hi - hiCeil + 1
                        let am = 0.5 * s * hif * hif
                        a[line + loI] += d * a0
                        if hiI == loI + 2 {
                            a[line + loI + 1] += d * (1 - a0 - am)
                        } else {
                            let a1 = s * (1.5 - lof)
                            a[line + loI + 1] += d * (a1 - a0)
                            if loI + 2 < hiI - 1 {
                                for xi in (loI + 2)..<(hiI - 1) { a[line + xi] += d * s }
                            }
                            let a2 = a1 + Double(hiI - loI - 3) * s
                            a[line + hiI - 1] += d * (1 - a2 - am)
                        }
                        a[line + hiI] += d * am
                    }
                    xc = xnext
                }
            }
        }
    }

    /// Adds a closed polygon given as consecutive points.
    mutating func addPolygon(_ points: [(Double, Double)]) {
        guard points.count > 2 else { return }
        var prev = points[points.count - 1]
        let top = Double(y)
        let bottom = Double(y + height)
        for p in points {
            if !((prev.1 <= top && p.1 <= top) || (prev.1 >= bottom && p.1 >= bottom)) {
                addLine(prev.0, prev.1, p.0, p.1)
            }
            prev = p
        }
    }

    /// Coverage of window row `row` (0-based) as 8-bit values into `out[0..<width]`: the running
    /// sum of the row's cells, summed over its touched ranges only (see the type's comment).
    func resolveRow(_ row: Int, into out: UnsafeMutablePointer<UInt8>) {
        // The row's ranges, in order of their first cell (at most four: an insertion sort).
        var ranges: (Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32) = (0, 0, 0, 0, 0, 0, 0, 0)
        let n = touched.withUnsafeBufferPointer { t in
            let r = t.baseAddress! + row * Self.rowRecord
            let n = Int(r[0])
            withUnsafeMutableBytes(of: &ranges) { raw in
                let sorted = raw.bindMemory(to: Int32.self).baseAddress!
                for i in 0..<n {
                    var j = i
                    while j > 0 && sorted[2 * (j - 1)] > r[1 + 2 * i] {
                        sorted[2 * j] = sorted[2 * (j - 1)]
                        sorted[2 * j + 1] = sorted[2 * (j - 1) + 1]
                        j -= 1
                    }
                    sorted[2 * j] = r[1 + 2 * i]
                    sorted[2 * j + 1] = r[2 + 2 * i]
                }
            }
            return n
        }
        cells.withUnsafeBufferPointer { a in
            withUnsafeBytes(of: &ranges) { raw in
                let sorted = raw.bindMemory(to: Int32.self).baseAddress!
                let line = row * (width + 2)
                var acc = 0.0
                var i = 0
                for k in 0..<n {
                    let lo = min(width, Int(sorted[2 * k]))
                    let hi = min(width - 1, Int(sorted[2 * k + 1]))
                    if lo > i {
                        // Untouched cells: the sum, and so the coverage, stays.
                        (out + i).update(repeating: quantizeCoverage(abs(acc)), count: lo - i)
                        i = lo
                    }
                    while i <= hi {
                        acc += a[line + i]
                        out[i] = quantizeCoverage(abs(acc))
                        i += 1
                    }
                }
                if i < width { (out + i).update(repeating: quantizeCoverage(abs(acc)), count: width - i) }
            }
        }
    }
}

extension CoverageAccumulator {
    /// `resolveRow` summing every cell of the row, touched or not: what the touched ranges must
    /// reproduce byte for byte (tests compare the two).
    func resolveRowSummingEveryCell(_ row: Int, into out: UnsafeMutablePointer<UInt8>) {
        cells.withUnsafeBufferPointer { a in
            let line = row * (width + 2)
            var acc = 0.0
            for i in 0..<width {
                acc += a[line + i]
                out[i] = quantizeCoverage(abs(acc))
            }
        }
    }

    /// Resolves every row of the window and composites `color` through it: the one blit loop
    /// of the shapes drawn straight from an accumulator (polygons, capsules, stroked outlines).
    func fill(onto canvas: Canvas, color: PremultipliedColor) {
        fill(with: SolidBlitter(canvas: canvas, color: color))
    }

    /// Hands each row's coverage to `blitter`, in runs that leave out stretches of zero
    /// coverage: a stroked outline's window is the whole shape, and its rows are zero between
    /// the two edges (a card's rim is two pixels of nine hundred). Zero coverage leaves a pixel
    /// as it is, so skipping it changes nothing.
    func fill<B: SpanBlitter>(with blitter: B) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: width) { buf in
            let out = buf.baseAddress!
            for r in 0..<height {
                resolveRow(r, into: out)
                var start = 0
                while let run = Self.nonZeroRun(out, from: start, count: width) {
                    blitter.blit(y: y + r, x: x + run.lowerBound, coverage: out + run.lowerBound, count: run.count)
                    start = run.upperBound
                }
            }
        }
    }

    /// Zero gaps shorter than this stay inside a run: one blit call costs more than a few
    /// pixels of zero coverage.
    static let shortestSkippedGap = 16

    /// The next run of `coverage[from..<count]` that starts and ends with non-zero coverage and
    /// holds no zero gap of `shortestSkippedGap` or more; nil when the rest is zero.
    static func nonZeroRun(_ coverage: UnsafePointer<UInt8>, from: Int, count: Int) -> Range<Int>? {
        var i = from
        // Eight zero bytes at a time: most of a stroke's row.
        while i + 8 <= count && UnsafeRawPointer(coverage + i).loadUnaligned(as: UInt64.self) == 0 { i += 8 }
        while i < count && coverage[i] == 0 { i += 1 }
        guard i < count else { return nil }
        var end = i + 1
        var j = i + 1
        while j < count {
            if coverage[j] != 0 {
                end = j + 1
            } else if j - end + 1 >= shortestSkippedGap {
                break
            }
            j += 1
        }
        return i..<end
    }
}
