/// The one small compositor every coverage producer feeds.
///
/// A producer calls `blit(y:x:count:coverage:)` for a run of equal coverage (255 for the inside of
/// a shape) and `blit(y:x:coverage:count:)` for a run of per-pixel coverage. Blitters are structs
/// used through generics, so in a release build each producer is specialised per blitter and
/// nothing is dispatched per pixel.
///
/// Source-over in premultiplied 8-bit: `src' = src * coverage / 255` and
/// `dst = src' + dst * (255 - src'.a) / 255`, each product rounded exactly (`mul255u`). Because
/// every premultiplied channel is <= its alpha, the sum never exceeds 255.

protocol SpanBlitter {
    /// `count` pixels from (x, y) all with the same coverage.
    func blit(y: Int, x: Int, count: Int, coverage: UInt8)
    /// `count` pixels from (x, y) with one coverage value each.
    func blit(y: Int, x: Int, coverage: UnsafePointer<UInt8>, count: Int)
}

/// `x * y / 255` rounded to nearest, for values already widened to 32 bits.
@inline(__always)
func mul255u(_ x: UInt32, _ y: UInt32) -> UInt32 {
    let t = x &* y &+ 128
    return (t &+ (t >> 8)) >> 8
}

/// Source-over of one premultiplied colour onto the pixel at `p`.
@inline(__always)
func blendPixel(_ p: UnsafeMutablePointer<UInt8>, _ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32) {
    let ia = 255 &- a
    p[0] = UInt8(truncatingIfNeeded: r &+ mul255u(UInt32(p[0]), ia))
    p[1] = UInt8(truncatingIfNeeded: g &+ mul255u(UInt32(p[1]), ia))
    p[2] = UInt8(truncatingIfNeeded: b &+ mul255u(UInt32(p[2]), ia))
    p[3] = UInt8(truncatingIfNeeded: a &+ mul255u(UInt32(p[3]), ia))
}

/// Paints one premultiplied colour.
struct SolidBlitter: SpanBlitter {
    let pixels: UnsafeMutablePointer<UInt8>
    let stride: Int
    let r: UInt32, g: UInt32, b: UInt32, a: UInt32
    let word: UInt32

    init(canvas: Canvas, color: PremultipliedColor) {
        pixels = canvas.pixels
        stride = canvas.stride
        r = UInt32(color.r)
        g = UInt32(color.g)
        b = UInt32(color.b)
        a = UInt32(color.a)
        word = packed(color)
    }

    @inline(__always)
    func blitOne(_ p: UnsafeMutablePointer<UInt8>, _ cov: UInt32) {
        if cov == 255 {
            if a == 255 {
                UnsafeMutableRawPointer(p).storeBytes(of: word, as: UInt32.self)
            } else {
                blendPixel(p, r, g, b, a)
            }
        } else if cov != 0 {
            blendPixel(p, mul255u(r, cov), mul255u(g, cov), mul255u(b, cov), mul255u(a, cov))
        }
    }

    func blit(y: Int, x: Int, count: Int, coverage: UInt8) {
        guard count > 0, coverage != 0, a != 0 else { return }
        let row = pixels + y * stride + x * 4
        if coverage == 255 && a == 255 {
            let raw = UnsafeMutableRawPointer(row)
            for i in 0..<count { raw.storeBytes(of: word, toByteOffset: i * 4, as: UInt32.self) }
            return
        }
        let c = UInt32(coverage)
        let sr = mul255u(r, c), sg = mul255u(g, c), sb = mul255u(b, c), sa = mul255u(a, c)
        for i in 0..<count { blendPixel(row + i * 4, sr, sg, sb, sa) }
    }

    func blit(y: Int, x: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        guard a != 0 else { return }
        let row = pixels + y * stride + x * 4
        for i in 0..<count { blitOne(row + i * 4, UInt32(coverage[i])) }
    }
}

/// Paints the pixels of another canvas at the same coordinates ("material" surfaces: a blurred
/// copy of what is behind, shown through a rounded rect). Producers keep spans inside the source.
struct PatternBlitter: SpanBlitter {
    let pixels: UnsafeMutablePointer<UInt8>
    let stride: Int
    let source: UnsafeMutablePointer<UInt8>
    let sourceStride: Int

    @inline(__always)
    func blitOne(_ d: UnsafeMutablePointer<UInt8>, _ s: UnsafeMutablePointer<UInt8>, _ cov: UInt32) {
        let sa = UInt32(s[3])
        if cov == 255 {
            if sa == 255 {
                d[0] = s[0]
                d[1] = s[1]
                d[2] = s[2]
                d[3] = 255
            } else if sa != 0 {
                blendPixel(d, UInt32(s[0]), UInt32(s[1]), UInt32(s[2]), sa)
            }
        } else if cov != 0 && sa != 0 {
            blendPixel(
                d, mul255u(UInt32(s[0]), cov), mul255u(UInt32(s[1]), cov), mul255u(UInt32(s[2]), cov),
                mul255u(sa, cov))
        }
    }

    func blit(y: Int, x: Int, count: Int, coverage: UInt8) {
        let d = pixels + y * stride + x * 4
        let s = source + y * sourceStride + x * 4
        let c = UInt32(coverage)
        for i in 0..<count { blitOne(d + i * 4, s + i * 4, c) }
    }

    func blit(y: Int, x: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        let d = pixels + y * stride + x * 4
        let s = source + y * sourceStride + x * 4
        for i in 0..<count { blitOne(d + i * 4, s + i * 4, UInt32(coverage[i])) }
    }
}

/// Coverage in 0...1 to 8 bits, rounded to nearest.
@inline(__always)
func quantizeCoverage(_ c: Double) -> UInt8 {
    if !(c > 0) { return 0 }
    if c >= 1 { return 255 }
    return UInt8(truncatingIfNeeded: Int(c * 255 + 0.5))
}

@inline(__always)
func quantizeCoverage(_ c: Float) -> UInt8 {
    if !(c > 0) { return 0 }
    if c >= 1 { return 255 }
    return UInt8(truncatingIfNeeded: Int(c * 255 + 0.5))
}
