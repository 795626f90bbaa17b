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

/// Source-over of premultiplied word `s` onto word `d`, where `ia` = 255 - alpha of `s`: all
/// four channels with two multiplies (R and B, G and A share a word; each 16-bit lane holds
/// x * ia + 128 <= 65153, so lanes never carry into each other). Bit-identical to four `mul255u`.
@inline(__always)
func blendWord(_ d: UInt32, _ s: UInt32, _ ia: UInt32) -> UInt32 {
    s &+ scaleWord(d, ia)
}

/// Every channel of word `w` times `k / 255`, exactly rounded, via the same two-lane trick.
@inline(__always)
func scaleWord(_ w: UInt32, _ k: UInt32) -> UInt32 {
    var rb = (w & 0x00FF_00FF) &* k &+ 0x0080_0080
    rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    var ga = ((w >> 8) & 0x00FF_00FF) &* k &+ 0x0080_0080
    ga = (ga &+ ((ga >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
    return rb | ga
}

/// The same as `scaleWord`, four pixels at a time with one shared factor.
@inline(__always)
func scaleWords(_ w: SIMD4<UInt32>, _ k: SIMD4<UInt32>) -> SIMD4<UInt32> {
    let lo = SIMD4<UInt32>(repeating: 0x00FF_00FF)
    let half = SIMD4<UInt32>(repeating: 0x0080_0080)
    var rb = (w & lo) &* k &+ half
    rb = ((rb &+ ((rb &>> 8) & lo)) &>> 8) & lo
    var ga = ((w &>> 8) & lo) &* k &+ half
    ga = (ga &+ ((ga &>> 8) & lo)) & SIMD4<UInt32>(repeating: 0xFF00_FF00)
    return rb | ga
}

/// Source-over of one constant premultiplied word over `count` pixels from `p`.
@inline(__always)
func blendConstantSpan(_ p: UnsafeMutableRawPointer, count: Int, word: UInt32) {
    let ia = 255 &- (word >> 24)
    if ia == 0 {
        for i in 0..<count { p.storeBytes(of: word, toByteOffset: i * 4, as: UInt32.self) }
        return
    }
    var i = 0
    let k = SIMD4<UInt32>(repeating: ia)
    let s = SIMD4<UInt32>(repeating: word)
    while i + 4 <= count {
        let d = p.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<UInt32>.self)
        p.storeBytes(of: s &+ scaleWords(d, k), toByteOffset: i * 4, as: SIMD4<UInt32>.self)
        i += 4
    }
    while i < count {
        let d = p.load(fromByteOffset: i * 4, as: UInt32.self)
        p.storeBytes(of: blendWord(d, word, ia), toByteOffset: i * 4, as: UInt32.self)
        i += 1
    }
}

/// Paints one premultiplied colour.
struct SolidBlitter: SpanBlitter {
    let pixels: UnsafeMutablePointer<UInt8>
    let stride: Int
    let word: UInt32

    init(canvas: Canvas, color: PremultipliedColor) {
        pixels = canvas.pixels
        stride = canvas.stride
        word = packed(color)
    }

    func blit(y: Int, x: Int, count: Int, coverage: UInt8) {
        guard count > 0, coverage != 0, word != 0 else { return }
        let row = UnsafeMutableRawPointer(pixels + y * stride + x * 4)
        blendConstantSpan(row, count: count, word: coverage == 255 ? word : scaleWord(word, UInt32(coverage)))
    }

    func blit(y: Int, x: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        guard word != 0 else { return }
        let row = UnsafeMutableRawPointer(pixels + y * stride + x * 4)
        let opaque = word >> 24 == 255
        let words = SIMD4<UInt32>(repeating: word)
        var i = 0
        // Four pixels at a time: src' = colour * coverage, then source-over, both per lane.
        while i + 4 <= count {
            let c4 = UnsafeRawPointer(coverage + i).loadUnaligned(as: UInt32.self)
            if c4 == 0 {
                i += 4
                continue
            }
            if c4 == 0xFFFF_FFFF && opaque {
                row.storeBytes(of: words, toByteOffset: i * 4, as: SIMD4<UInt32>.self)
                i += 4
                continue
            }
            let k = SIMD4<UInt32>(c4 & 0xFF, (c4 >> 8) & 0xFF, (c4 >> 16) & 0xFF, c4 >> 24)
            let src = scaleWords(words, k)
            let ia = 255 &- (src &>> 24)
            let d = row.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<UInt32>.self)
            row.storeBytes(of: src &+ scaleWords(d, ia), toByteOffset: i * 4, as: SIMD4<UInt32>.self)
            i += 4
        }
        while i < count {
            let c = UInt32(coverage[i])
            if c != 0 {
                let s = scaleWord(word, c)
                let d = row.load(fromByteOffset: i * 4, as: UInt32.self)
                row.storeBytes(of: blendWord(d, s, 255 &- (s >> 24)), toByteOffset: i * 4, as: UInt32.self)
            }
            i += 1
        }
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

/// 0...255 clamp of four float channels (NaN-free inputs), without the generic
/// `clamped(lowerBound:upperBound:)` path, which does not inline.
@inline(__always)
func clamp255(_ v: SIMD4<Float>) -> SIMD4<Float> {
    v.replacing(with: 0, where: v .< 0).replacing(with: 255, where: v .> 255)
}

@inline(__always)
func quantizeCoverage(_ c: Float) -> UInt8 {
    let v = c > 0 ? min(c, 1) : 0  // also maps NaN to 0
    return UInt8(truncatingIfNeeded: Int32(v * 255 + 0.5))
}
