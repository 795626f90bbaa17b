/// The outline of a rounded rectangle, circular or continuous ("squircle") corners.
///
/// All four corners are the same curve, mirrored. It is described once in corner-local
/// coordinates (u along one edge from the rectangle's corner point, v along the other) as a
/// polyline from (extent, 0) to (0, extent), monotone in both u and v, flattened finely enough
/// (chord error <= 1/256 px) that area coverage stays within a fraction of one 8-bit level.

#if canImport(Glibc)
    import Glibc
#endif

/// Ratio of the continuous corner's extent along each edge to its nominal radius.
let continuousCornerExtent = 1.52866483

struct RoundedRectShape {
    let rect: Rect
    /// The radius after clamping to what the rectangle can hold.
    let radius: Double
    /// How far the corner curve reaches along each edge from the corner point.
    let extent: Double
    /// The corner curve in local (u, v), from (extent, 0) to (0, extent).
    let corner: [(Double, Double)]

    /// Flattening tolerance in pixels.
    static let tolerance = 1.0 / 256

    init(rect: Rect, radius: Double, style: CornerCurve) {
        self.rect = rect
        let half = max(0, min(rect.width, rect.height) / 2)
        switch style {
        case .circular:
            // Like CSS and UIKit's circular corners: never more than half the shorter side.
            let r = max(0, min(radius, half))
            self.radius = r
            extent = r
            corner = RoundedRectShape.circularCorner(radius: r)
        case .continuous:
            // UIKit (and every open-source clone of its path) limits the radius so the two
            // corners on the shorter side meet at most in the middle.
            let r = max(0, min(radius, half / continuousCornerExtent))
            self.radius = r
            extent = r * continuousCornerExtent
            corner = RoundedRectShape.continuousCorner(radius: r)
        case .smoothed(let smoothing):
            let s = min(1, max(0, smoothing))
            let r = max(0, min(radius, half / (1 + s)))
            self.radius = r
            extent = r * (1 + s)
            corner = RoundedRectShape.smoothedCorner(radius: r, smoothing: s)
        }
    }

    var isPlainRect: Bool { radius <= 0 }

    static func circularCorner(radius r: Double) -> [(Double, Double)] {
        guard r > 0 else { return [(0, 0)] }
        let step = 2 * acos(max(-1, 1 - tolerance / r))
        let n = max(2, Int((Double.pi / 2 / step).rounded(.up)))
        var pts: [(Double, Double)] = []
        pts.reserveCapacity(n + 1)
        for i in 0...n {
            let phi = Double.pi / 2 * Double(i) / Double(n)
            pts.append(i == n ? (0, r) : (r - r * sin(phi), r - r * cos(phi)))
        }
        return pts
    }

    /// The iOS 7+ continuous corner as reverse-engineered by PaintCode (2013) and copied by the
    /// open-source "continuous corner" clones: two cubics easing in from the edges and one
    /// near-circular cubic between them, in units of the radius. The published path joins them
    /// with a tiny line on one side only; it is made symmetric here (the difference is < 0.01 r).
    static func continuousCorner(radius r: Double) -> [(Double, Double)] {
        guard r > 0 else { return [(0, 0)] }
        typealias P = (Double, Double)
        let a: P = (1.52866483, 0)
        let a1: P = (1.08849323, 0)
        let a2: P = (0.86840689, 0)
        let b: P = (0.66993427, 0.06549600)
        let c: P = (0.63149399, 0.07491100)
        let c1: P = (0.37282392, 0.16905899)
        let swap = { (p: P) -> P in (p.1, p.0) }
        var pts: [P] = [(a.0 * r, a.1 * r)]
        func cubic(_ p1: P, _ p2: P, _ p3: P) {
            flattenCubic(into: &pts, (p1.0 * r, p1.1 * r), (p2.0 * r, p2.1 * r), (p3.0 * r, p3.1 * r))
        }
        cubic(a1, a2, b)
        pts.append((c.0 * r, c.1 * r))
        cubic(c1, swap(c1), swap(c))
        pts.append((b.1 * r, b.0 * r))
        cubic(swap(a2), swap(a1), swap(a))
        return pts
    }

    /// Appends the cubic from the last point of `pts` through `q1`, `q2` to `q3`, flattened to
    /// `tolerance`: the segment count bounds the chord error by the control polygon's second
    /// differences, and the end point is `q3` exactly so consecutive curves join without a gap.
    static func flattenCubic(
        into pts: inout [(Double, Double)], _ q1: (Double, Double), _ q2: (Double, Double), _ q3: (Double, Double)
    ) {
        let p0 = pts[pts.count - 1]
        let ddx = max(abs(p0.0 - 2 * q1.0 + q2.0), abs(q1.0 - 2 * q2.0 + q3.0))
        let ddy = max(abs(p0.1 - 2 * q1.1 + q2.1), abs(q1.1 - 2 * q2.1 + q3.1))
        let dd = (ddx * ddx + ddy * ddy).squareRoot()
        let n = max(1, Int((0.75 * dd / tolerance).squareRoot().rounded(.up)))
        for i in 1...n {
            let t = Double(i) / Double(n)
            let mt = 1 - t
            let w0 = mt * mt * mt
            let w1 = 3 * mt * mt * t
            let w2 = 3 * mt * t * t
            let w3 = t * t * t
            pts.append(
                i == n
                    ? q3
                    : (
                        w0 * p0.0 + w1 * q1.0 + w2 * q2.0 + w3 * q3.0,
                        w0 * p0.1 + w1 * q1.1 + w2 * q2.1 + w3 * q3.1
                    ))
        }
    }

    /// Figma's smoothed corner (the "figma-squircle" construction): in corner-local (u, v), a
    /// cubic from (p, 0) with p = (1 + s) r, its first two control points on the edge, ending
    /// tangent to the circle of radius r about (r, r); that circle for (1 - s) x 90 degrees; the
    /// mirror image of the cubic to (0, p).
    static func smoothedCorner(radius r: Double, smoothing s: Double) -> [(Double, Double)] {
        guard r > 0 else { return [(0, 0)] }
        let degrees = Double.pi / 180
        let p = (1 + s) * r
        let arcMeasure = 90 * (1 - s)
        let arcSection = sin(arcMeasure / 2 * degrees) * r * 2.0.squareRoot()
        let angleAlpha = (90 - arcMeasure) / 2
        let p3ToP4 = r * tan(angleAlpha / 2 * degrees)
        let angleBeta = 45 * s
        let c = p3ToP4 * cos(angleBeta * degrees)
        let d = c * tan(angleBeta * degrees)
        let b = (p - arcSection - c - d) / 3
        let a = 2 * b
        typealias P = (Double, Double)
        var pts: [P] = [(p, 0)]
        func cubic(_ q1: P, _ q2: P, _ q3: P) { flattenCubic(into: &pts, q1, q2, q3) }
        let join: P = (p - a - b - c, d)
        cubic((p - a, 0), (p - a - b, 0), join)
        // The arc about (r, r) from the join to its mirror image, flattened to the tolerance.
        let from = atan2(join.1 - r, join.0 - r)
        let to = atan2(join.0 - r, join.1 - r)
        let step = 2 * acos(max(-1, 1 - tolerance / r))
        let n = max(1, Int((abs(to - from) / step).rounded(.up)))
        for i in 1...n {
            let phi = from + (to - from) * Double(i) / Double(n)
            pts.append(i == n ? (join.1, join.0) : (r + r * cos(phi), r + r * sin(phi)))
        }
        cubic((0, p - a - b), (0, p - a), (0, p))
        return pts
    }

    /// The closed outline in canvas coordinates, clockwise on screen (y down).
    func outline() -> [(Double, Double)] {
        let x0 = rect.x
        let y0 = rect.y
        let x1 = rect.maxX
        let y1 = rect.maxY
        if isPlainRect { return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)] }
        var pts: [(Double, Double)] = []
        pts.reserveCapacity(corner.count * 4)
        for p in corner { pts.append((x0 + p.1, y0 + p.0)) }  // left edge -> top edge
        for p in corner { pts.append((x1 - p.0, y0 + p.1)) }  // top edge -> right edge
        for p in corner { pts.append((x1 - p.1, y1 - p.0)) }  // right edge -> bottom edge
        for p in corner { pts.append((x0 + p.0, y1 - p.1)) }  // bottom edge -> left edge
        return pts
    }

    /// The corner's u (distance of the curve from the edge at v = 0... extent) averaged over the
    /// band v in [v0, v1]; zero beyond the corner. The cut-out between curve and corner point in
    /// that band has area `(v1 - v0) * average`.
    func averageCutoutWidth(from v0: Double, to v1: Double) -> Double {
        guard v1 > v0 else { return 0 }
        var area = 0.0
        for i in 1..<corner.count {
            // Segment from corner[i-1] to corner[i]: v increases, u decreases.
            let (ua, va) = corner[i - 1]
            let (ub, vb) = corner[i]
            let lo = max(va, v0)
            let hi = min(vb, v1)
            guard hi > lo, vb > va else { continue }
            let ulo = ua + (ub - ua) * (lo - va) / (vb - va)
            let uhi = ua + (ub - ua) * (hi - va) / (vb - va)
            area += 0.5 * (ulo + uhi) * (hi - lo)
        }
        return area / (v1 - v0)
    }
}
