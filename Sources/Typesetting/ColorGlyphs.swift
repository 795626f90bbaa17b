/// A colour glyph ready to composite: premultiplied RGBA8, rows packed (stride == width × 4).
/// `left`/`top` place its top-left corner relative to the glyph origin on the baseline (y up).
struct ColorGlyphImage: Sendable {
    var width: Int
    var height: Int
    var left: Int
    var top: Int
    var bytes: [UInt8]

    static let empty = ColorGlyphImage(width: 0, height: 0, left: 0, top: 0, bytes: [])

    /// The strike bitmap (premultiplied BGRA, FreeType's layout) resized by `factor` with an area
    /// average (a box filter with fractional edges, separable: rows, then columns), so that a
    /// 136-pixel emoji drawn at 51 px keeps its detail without aliasing. The result's box is the
    /// source box scaled and rounded, and its placement the scaled bearings, rounded.
    static func scaled(
        bgra: UnsafePointer<UInt8>, width: Int, height: Int, pitch: Int, left: Int, top: Int, factor: Double
    ) -> ColorGlyphImage {
        guard factor.isFinite, factor > 0 else { return .empty }
        let w = max(1, Int((Double(width) * factor).rounded())), h = max(1, Int((Double(height) * factor).rounded()))
        guard w <= 4096, h <= 4096 else { return .empty }
        // Horizontal pass: source rows into `w` columns, as floats in RGBA order.
        let xWeights = Self.weights(source: width, target: w)
        var rows = [Float](repeating: 0, count: height * w * 4)
        rows.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let src = pitch >= 0 ? bgra + y * pitch : bgra + (height - 1 - y) * (-pitch)
                for (x, taps) in xWeights.enumerated() {
                    var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                    for (sx, wt) in taps {
                        let p = src + sx * 4
                        b += Float(p[0]) * wt
                        g += Float(p[1]) * wt
                        r += Float(p[2]) * wt
                        a += Float(p[3]) * wt
                    }
                    let o = (y * w + x) * 4
                    out[o] = r
                    out[o + 1] = g
                    out[o + 2] = b
                    out[o + 3] = a
                }
            }
        }
        // Vertical pass, rounded to 8 bits; premultiplied channels stay <= alpha.
        let yWeights = Self.weights(source: height, target: h)
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        rows.withUnsafeBufferPointer { rowsIn in
            bytes.withUnsafeMutableBufferPointer { out in
                for (y, taps) in yWeights.enumerated() {
                    for x in 0..<w {
                        var c = SIMD4<Float>(repeating: 0)
                        for (sy, wt) in taps {
                            let o = (sy * w + x) * 4
                            c += SIMD4(rowsIn[o], rowsIn[o + 1], rowsIn[o + 2], rowsIn[o + 3]) * wt
                        }
                        let a = min(255, max(0, (c[3]).rounded()))
                        let o = (y * w + x) * 4
                        out[o] = UInt8(min(a, max(0, c[0].rounded())))
                        out[o + 1] = UInt8(min(a, max(0, c[1].rounded())))
                        out[o + 2] = UInt8(min(a, max(0, c[2].rounded())))
                        out[o + 3] = UInt8(a)
                    }
                }
            }
        }
        return ColorGlyphImage(
            width: w, height: h, left: Int((Double(left) * factor).rounded()),
            top: Int((Double(top) * factor).rounded()), bytes: bytes)
    }

    /// For each of `target` output pixels, the source pixels it overlaps and their shares (which
    /// sum to 1): output pixel i covers source [i·s, (i+1)·s) with s = source / target.
    private static func weights(source: Int, target: Int) -> [[(Int, Float)]] {
        let s = Double(source) / Double(target)
        return (0..<target).map { i in
            let lo = Double(i) * s, hi = Double(i + 1) * s
            var taps: [(Int, Float)] = []
            var k = Int(lo.rounded(.down))
            while Double(k) < hi, k < source {
                let overlap = min(hi, Double(k + 1)) - max(lo, Double(k))
                if overlap > 0 { taps.append((k, Float(overlap / s))) }
                k += 1
            }
            return taps
        }
    }
}
