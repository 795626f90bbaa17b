import CRasterKernels

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

/// `scaleWord` of four pixels at once, each by its own factor, in 16-bit lanes: `k` holds each
/// pixel's factor (0...255) in both halves of its word (`factorLanes`, `coverageLanes`). R and B,
/// then G and A, sit in the 16-bit halves of a word, and x * k + 128 <= 65153 fits a half, so one
/// 16-bit multiply (eight lanes; SSE2 has it) does what 32-bit lanes need two multiplies and
/// three shuffles for. Bit-identical to `scaleWord` per pixel.
@inline(__always)
func scaleWords(_ w: SIMD4<UInt32>, lanes k: SIMD8<UInt16>) -> SIMD4<UInt32> {
    let lo = SIMD4<UInt32>(repeating: 0x00FF_00FF)
    var rb = unsafeBitCast(w & lo, to: SIMD8<UInt16>.self) &* k &+ 0x80
    rb = (rb &+ (rb &>> 8)) &>> 8
    var ga = unsafeBitCast((w &>> 8) & lo, to: SIMD8<UInt16>.self) &* k &+ 0x80
    ga = (ga &+ (ga &>> 8)) & 0xFF00
    return unsafeBitCast(rb, to: SIMD4<UInt32>.self) | unsafeBitCast(ga, to: SIMD4<UInt32>.self)
}

/// Four per-pixel factors (each word 0...255) as the lanes `scaleWords(_:lanes:)` takes.
@inline(__always)
func factorLanes(_ k: SIMD4<UInt32>) -> SIMD8<UInt16> {
    unsafeBitCast(k | (k &<< 16), to: SIMD8<UInt16>.self)
}

/// Four coverage bytes (pixel i's in byte i of `c4`) as the lanes `scaleWords(_:lanes:)` takes;
/// the byte shuffle lowers to two unpacks and an AND.
@inline(__always)
func coverageLanes(_ c4: UInt32) -> SIMD8<UInt16> {
    let b = unsafeBitCast(SIMD4<UInt32>(c4, 0, 0, 0), to: SIMD16<UInt8>.self)
    let spread = SIMD16<UInt8>(
        b[0], b[0], b[0], b[0], b[1], b[1], b[1], b[1], b[2], b[2], b[2], b[2], b[3], b[3], b[3], b[3])
    return unsafeBitCast(
        unsafeBitCast(spread, to: SIMD4<UInt32>.self) & SIMD4<UInt32>(repeating: 0x00FF_00FF), to: SIMD8<UInt16>.self)
}

/// Source-over of four premultiplied source words onto four canvas words (each source channel
/// <= its alpha, as in every canvas, so no sum carries into the next byte).
@inline(__always)
func blendWords(_ d: SIMD4<UInt32>, _ s: SIMD4<UInt32>) -> SIMD4<UInt32> {
    s &+ scaleWords(d, lanes: factorLanes(255 &- (s &>> 24)))
}

/// True when all four words are opaque.
@inline(__always)
func allOpaque(_ v: SIMD4<UInt32>) -> Bool {
    let alpha = SIMD4<UInt32>(repeating: 0xFF00_0000)
    return all((v & alpha) .== alpha)
}

/// Source-over of one constant premultiplied word over `count` pixels from `p`. `wide`: eight
/// pixels at a time in AVX2 (`craster_blend_constant`, the same bytes), the rest here.
@inline(__always)
func blendConstantSpan(_ p: UnsafeMutableRawPointer, count: Int, word: UInt32, wide: Bool) {
    let ia = 255 &- (word >> 24)
    let s = SIMD4<UInt32>(repeating: word)
    var i = 0
    if ia != 0 && wide && count >= 8 {
        i = craster_blend_constant(p.assumingMemoryBound(to: UInt32.self), count, word)
    }
    if ia == 0 {
        while i + 4 <= count {
            p.storeBytes(of: s, toByteOffset: i * 4, as: SIMD4<UInt32>.self)
            i += 4
        }
        while i < count {
            p.storeBytes(of: word, toByteOffset: i * 4, as: UInt32.self)
            i += 1
        }
        return
    }
    let k = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: ia))
    while i + 4 <= count {
        let d = p.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<UInt32>.self)
        p.storeBytes(of: s &+ scaleWords(d, lanes: k), toByteOffset: i * 4, as: SIMD4<UInt32>.self)
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
    /// Blend with the AVX2 kernels (`WideKernels`; false in tests that compare the two).
    let wide: Bool

    init(canvas: Canvas, color: PremultipliedColor, wide: Bool = WideKernels.available) {
        pixels = canvas.pixels
        stride = canvas.stride
        word = packed(color)
        self.wide = wide
    }

    func blit(y: Int, x: Int, count: Int, coverage: UInt8) {
        guard count > 0, coverage != 0, word != 0 else { return }
        let row = UnsafeMutableRawPointer(pixels + y * stride + x * 4)
        blendConstantSpan(
            row, count: count, word: coverage == 255 ? word : scaleWord(word, UInt32(coverage)), wide: wide)
    }

    func blit(y: Int, x: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        guard word != 0 else { return }
        let row = UnsafeMutableRawPointer(pixels + y * stride + x * 4)
        let opaque = word >> 24 == 255
        let words = SIMD4<UInt32>(repeating: word)
        var i = 0
        if wide && count >= 8 {
            // Eight at a time (`craster_blend_coverage`, the same bytes), the rest below.
            i = craster_blend_coverage(row.assumingMemoryBound(to: UInt32.self), coverage, count, word)
        }
        // Four pixels at a time: src' = colour * coverage, then source-over, both per lane. A
        // mask is mostly runs of 0 (skipped) and 255 (no coverage multiply; a store if opaque).
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
            let src = c4 == 0xFFFF_FFFF ? words : scaleWords(words, lanes: coverageLanes(c4))
            let d = row.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<UInt32>.self)
            row.storeBytes(of: blendWords(d, src), toByteOffset: i * 4, as: SIMD4<UInt32>.self)
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
/// The source is a canvas, so every channel is <= its alpha: that is what lets four pixels blend
/// as words (`blendWords`) with the same bytes as one channel at a time.
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

    /// Four full-coverage pixels: the blurred backdrop is opaque, so this is mostly a copy.
    @inline(__always)
    func blitFour(_ d: UnsafeMutableRawPointer, _ s: UnsafeMutableRawPointer) {
        let v = s.loadUnaligned(as: SIMD4<UInt32>.self)
        if allOpaque(v) {
            d.storeBytes(of: v, as: SIMD4<UInt32>.self)
        } else {
            d.storeBytes(of: blendWords(d.loadUnaligned(as: SIMD4<UInt32>.self), v), as: SIMD4<UInt32>.self)
        }
    }

    /// Four pixels with coverage lanes `k`.
    @inline(__always)
    func blitFour(_ d: UnsafeMutableRawPointer, _ s: UnsafeMutableRawPointer, _ k: SIMD8<UInt16>) {
        let src = scaleWords(s.loadUnaligned(as: SIMD4<UInt32>.self), lanes: k)
        d.storeBytes(of: blendWords(d.loadUnaligned(as: SIMD4<UInt32>.self), src), as: SIMD4<UInt32>.self)
    }

    func blit(y: Int, x: Int, count: Int, coverage: UInt8) {
        guard coverage != 0 else { return }
        let d = pixels + y * stride + x * 4
        let s = source + y * sourceStride + x * 4
        var i = 0
        if coverage == 255 {
            while i + 4 <= count {
                blitFour(UnsafeMutableRawPointer(d + i * 4), UnsafeMutableRawPointer(s + i * 4))
                i += 4
            }
        } else {
            let k = SIMD8<UInt16>(repeating: UInt16(coverage))
            while i + 4 <= count {
                blitFour(UnsafeMutableRawPointer(d + i * 4), UnsafeMutableRawPointer(s + i * 4), k)
                i += 4
            }
        }
        let c = UInt32(coverage)
        while i < count {
            blitOne(d + i * 4, s + i * 4, c)
            i += 1
        }
    }

    func blit(y: Int, x: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        let d = pixels + y * stride + x * 4
        let s = source + y * sourceStride + x * 4
        var i = 0
        while i + 4 <= count {
            let c4 = UnsafeRawPointer(coverage + i).loadUnaligned(as: UInt32.self)
            if c4 == 0xFFFF_FFFF {
                blitFour(UnsafeMutableRawPointer(d + i * 4), UnsafeMutableRawPointer(s + i * 4))
            } else if c4 != 0 {
                blitFour(UnsafeMutableRawPointer(d + i * 4), UnsafeMutableRawPointer(s + i * 4), coverageLanes(c4))
            }
            i += 4
        }
        while i < count {
            blitOne(d + i * 4, s + i * 4, UInt32(coverage[i]))
            i += 1
        }
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

/// `quantizeCoverage(_: Float)` of `count` values from `src` into `dst`, four at a time: the same
/// clamp (NaN to 0) and the same `v * 255 + 0.5`, whose floor comes from the 2^23 trick of
/// `roundedPremultipliedBytes` where the scalar conversion checked its range one value at a time.
func quantizeCoverages(_ src: UnsafePointer<Float>, into dst: UnsafeMutablePointer<UInt8>, count: Int) {
    let one = SIMD4<Int32>(repeating: Int32(bitPattern: (1 as Float).bitPattern))
    var i = 0
    while i + 4 <= count {
        let c = UnsafeRawPointer(src + i).loadUnaligned(as: SIMD4<Float>.self)
        // c where 0 < c <= 1, 1 where c > 1, 0 otherwise (NaN compares false both times). Written
        // with `c .<= 1`, LLVM makes the clamp one `minps`; with `c .> 1` it moved the mask
        // through general registers.
        let positive = unsafeBitCast(c .> 0, to: SIMD4<Int32>.self)
        let under = unsafeBitCast(c .<= 1, to: SIMD4<Int32>.self)
        let bits = unsafeBitCast(c, to: SIMD4<Int32>.self)
        let v = unsafeBitCast((bits & under | one & ~under) & positive, to: SIMD4<Float>.self)
        let x = v * 255 + 0.5
        // x in [0.5, 255.5]: x + 2^23 is 2^23 plus x rounded to nearest; one less where that
        // rounded up is the floor, which is what the conversion to Int32 gave.
        let biased = x + 8_388_608
        let roundedUp = unsafeBitCast((biased - 8_388_608) .> x, to: SIMD4<Int32>.self)
        let floors = (unsafeBitCast(biased, to: SIMD4<Int32>.self) &- 0x4B00_0000) &+ roundedUp
        UnsafeMutableRawPointer(dst + i).storeBytes(
            of: unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: floors), to: UInt32.self), as: UInt32.self)
        i += 4
    }
    while i < count {
        dst[i] = quantizeCoverage(src[i])
        i += 1
    }
}
