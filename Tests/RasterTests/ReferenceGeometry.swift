import Raster

/// Independent floating-point references for coverage tests: each shape is described by its
/// exact horizontal extent at any y, and pixel coverage is integrated with many sub-rows.

#if canImport(Glibc)
    import Glibc
#endif

/// The horizontal extent of a convex shape at height `y`, or nil outside it.
typealias RowExtent = (Double) -> (Double, Double)?

/// Coverage of pixel (px, py) by the shape: `subRows` sub-rows, each exact horizontally.
/// `top` and `bottom` bound the shape vertically, so sub-rows never straddle its ends.
func referenceCoverage(
    _ extent: RowExtent, top: Double, bottom: Double, px: Int, py: Int, subRows: Int = 64
) -> Double {
    let y0 = max(top, Double(py))
    let y1 = min(bottom, Double(py + 1))
    guard y1 > y0 else { return 0 }
    var sum = 0.0
    for s in 0..<subRows {
        let y = y0 + (Double(s) + 0.5) / Double(subRows) * (y1 - y0)
        guard let (l, r) = extent(y) else { continue }
        sum += max(0, min(r, Double(px + 1)) - max(l, Double(px)))
    }
    return sum / Double(subRows) * (y1 - y0)
}

/// A circular-cornered rounded rect (radius clamped to half the shorter side).
func circularExtent(_ rect: Rect, radius: Double) -> RowExtent {
    let r = min(radius, rect.width / 2, rect.height / 2)
    return { y in
        guard y >= rect.y && y <= rect.maxY else { return nil }
        var dy = 0.0
        if y < rect.y + r { dy = rect.y + r - y } else if y > rect.maxY - r { dy = y - (rect.maxY - r) }
        let inset = r - (max(0, r * r - dy * dy)).squareRoot()
        return (rect.x + inset, rect.maxX - inset)
    }
}

/// The continuous corner as PaintCode published it (symmetrised), evaluated densely; returns the
/// corner-local curve as (u, v) points from (1.528665 r, 0) to (0, 1.528665 r).
func referenceContinuousCorner(radius r: Double) -> [(Double, Double)] {
    typealias P = (Double, Double)
    let segments: [[P]] = [
        [(1.52866483, 0), (1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600)],
        [(0.66993427, 0.06549600), (0.63149399, 0.07491100)],
        [(0.63149399, 0.07491100), (0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.07491100, 0.63149399)],
        [(0.07491100, 0.63149399), (0.06549600, 0.66993427)],
        [(0.06549600, 0.66993427), (0, 0.86840689), (0, 1.08849323), (0, 1.52866483)],
    ]
    var pts: [P] = [(1.52866483 * r, 0)]
    for seg in segments {
        let n = seg.count == 2 ? 1 : 4000
        for i in 1...n {
            let t = Double(i) / Double(n)
            if seg.count == 2 {
                pts.append((seg[1].0 * r, seg[1].1 * r))
            } else {
                let m = 1 - t
                let w = [m * m * m, 3 * m * m * t, 3 * m * t * t, t * t * t]
                var x = 0.0
                var y = 0.0
                for k in 0..<4 {
                    x += w[k] * seg[k].0
                    y += w[k] * seg[k].1
                }
                pts.append((x * r, y * r))
            }
        }
    }
    return pts
}

/// u on the corner curve at height v (curve is monotone: v increasing, u decreasing).
func cornerU(_ curve: [(Double, Double)], _ v: Double) -> Double {
    if v <= curve[0].1 { return curve[0].0 }
    var lo = 0
    var hi = curve.count - 1
    while hi - lo > 1 {
        let mid = (lo + hi) / 2
        if curve[mid].1 < v { lo = mid } else { hi = mid }
    }
    let (ua, va) = curve[lo]
    let (ub, vb) = curve[hi]
    if vb <= va { return min(ua, ub) }
    return ua + (ub - ua) * (v - va) / (vb - va)
}

/// A continuous-cornered rounded rect with UIKit's radius limit.
func continuousExtent(_ rect: Rect, radius: Double) -> RowExtent {
    let r = min(radius, min(rect.width, rect.height) / 2 / 1.52866483)
    let c = 1.52866483 * r
    let curve = referenceContinuousCorner(radius: r)
    return { y in
        guard y >= rect.y && y <= rect.maxY else { return nil }
        var inset = 0.0
        if y < rect.y + c {
            inset = cornerU(curve, y - rect.y)
        } else if y > rect.maxY - c {
            inset = cornerU(curve, rect.maxY - y)
        }
        return (rect.x + inset, rect.maxX - inset)
    }
}

/// Coverage (0...1) of a drawn shape read back from a canvas painted white on transparent.
func drawnCoverage(_ canvas: Canvas, _ x: Int, _ y: Int) -> Double {
    Double(canvas.pixel(x: x, y: y).a) / 255
}
