import Testing

@testable import Raster

// The painting loops as they were before they moved to 16-bit lanes (issue 15, session 5), kept
// as the references the new loops must match byte for byte.

/// A small deterministic generator (SplitMix64).
struct PaintRandom {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    /// An alpha that is often 0 or 255.
    mutating func alpha() -> UInt8 {
        switch below(4) {
        case 0: return 0
        case 1: return 255
        default: return byte()
        }
    }
    /// A coverage value, often 0 or 255 and in runs.
    mutating func coverage() -> UInt8 { alpha() }
    /// A valid premultiplied word (every channel <= alpha).
    mutating func premultipliedWord(alpha a: UInt8) -> UInt32 {
        let aa = UInt32(a)
        func ch(_ r: UInt64) -> UInt32 { aa == 0 ? 0 : UInt32(r % UInt64(aa + 1)) }
        return ch(next()) | ch(next()) << 8 | ch(next()) << 16 | aa << 24
    }
    mutating func premultipliedWord() -> UInt32 { premultipliedWord(alpha: alpha()) }
}

/// A canvas of random valid premultiplied pixels.
func randomCanvas(width: Int, height: Int, _ rng: inout PaintRandom) -> Canvas {
    let c = Canvas(width: width, height: height)
    c.withUnsafeMutableBytes { raw in
        for i in 0..<width * height {
            raw.storeBytes(of: rng.premultipliedWord(), toByteOffset: i * 4, as: UInt32.self)
        }
    }
    return c
}

func canvasBytes(_ c: Canvas) -> [UInt8] { c.withUnsafeBytes { Array($0) } }

/// The pre-session-5 `SolidBlitter` (32-bit lanes).
struct ReferenceSolidBlitter: SpanBlitter {
    let pixels: UnsafeMutablePointer<UInt8>
    let stride: Int
    let word: UInt32

    init(canvas: Canvas, color: PremultipliedColor) {
        pixels = canvas.pixels
        stride = canvas.stride
        word = packed(color)
    }

    static func scaleWords(_ w: SIMD4<UInt32>, _ k: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let lo = SIMD4<UInt32>(repeating: 0x00FF_00FF)
        let half = SIMD4<UInt32>(repeating: 0x0080_0080)
        var rb = (w & lo) &* k &+ half
        rb = ((rb &+ ((rb &>> 8) & lo)) &>> 8) & lo
        var ga = ((w &>> 8) & lo) &* k &+ half
        ga = (ga &+ ((ga &>> 8) & lo)) & SIMD4<UInt32>(repeating: 0xFF00_FF00)
        return rb | ga
    }

    static func blendConstantSpan(_ p: UnsafeMutableRawPointer, count: Int, word: UInt32) {
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

    func blit(y: Int, x: Int, count: Int, coverage: UInt8) {
        guard count > 0, coverage != 0, word != 0 else { return }
        let row = UnsafeMutableRawPointer(pixels + y * stride + x * 4)
        Self.blendConstantSpan(row, count: count, word: coverage == 255 ? word : scaleWord(word, UInt32(coverage)))
    }

    func blit(y: Int, x: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        guard word != 0 else { return }
        let row = UnsafeMutableRawPointer(pixels + y * stride + x * 4)
        let opaque = word >> 24 == 255
        let words = SIMD4<UInt32>(repeating: word)
        var i = 0
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
            let src = Self.scaleWords(words, k)
            let ia = 255 &- (src &>> 24)
            let d = row.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<UInt32>.self)
            row.storeBytes(of: src &+ Self.scaleWords(d, ia), toByteOffset: i * 4, as: SIMD4<UInt32>.self)
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

/// The pre-session-5 `PatternBlitter`: one pixel, one channel at a time.
struct ReferencePatternBlitter: SpanBlitter {
    let pixels: UnsafeMutablePointer<UInt8>
    let stride: Int
    let source: UnsafeMutablePointer<UInt8>
    let sourceStride: Int

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

/// The pre-session-5 `RowFilter.transform` (32-bit lanes).
struct ReferenceRowFilter {
    let grayscale: Bool
    let grayAmount: UInt32
    let ia: SIMD4<UInt32>
    let add: SIMD4<UInt32>

    init(grayscale: Double, dim: PremultipliedColor) {
        let amount = UInt32((min(max(grayscale, 0), 1) * 256).rounded())
        self.grayscale = amount > 0
        grayAmount = amount
        ia = SIMD4<UInt32>(repeating: 255 - UInt32(dim.a))
        add = SIMD4<UInt32>(repeating: packed(dim))
    }

    private func mul(_ x: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let t = x &* ia &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }

    func transform(_ v: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let mask = SIMD4<UInt32>(repeating: 0xFF)
        let r = v & mask
        let g = (v &>> 8) & mask
        let b = (v &>> 16) & mask
        let a = v &>> 24
        if grayscale {
            let l = (13933 &* r &+ 46871 &* g &+ 4732 &* b &+ 32768) &>> 16
            if grayAmount >= 256 {
                let m = mul(l)
                return (m | (m &<< 8) | (m &<< 16) | (mul(a) &<< 24)) &+ add
            }
            let t = SIMD4<UInt32>(repeating: grayAmount)
            let keep = SIMD4<UInt32>(repeating: 256 - grayAmount)
            func mix(_ c: SIMD4<UInt32>) -> SIMD4<UInt32> { (c &* keep &+ l &* t &+ 128) &>> 8 }
            return (mul(mix(r)) | (mul(mix(g)) &<< 8) | (mul(mix(b)) &<< 16) | (mul(a) &<< 24)) &+ add
        }
        return (mul(r) | (mul(g) &<< 8) | (mul(b) &<< 16) | (mul(a) &<< 24)) &+ add
    }
}

extension Canvas {
    /// The pre-session-5 `grayOutColor` (pass 1 in 32-bit lanes).
    func referenceGrayOutColor(_ color: StraightColor, tolerance: Int, amount: Double = 1, region: PixelRect? = nil) {
        guard var area = drawableBounds, amount > 0 else { return }
        if let region {
            guard let a = area.intersection(region) else { return }
            area = a
        }
        let w = area.width
        let h = area.height
        guard w > 0, h > 0 else { return }
        let tol = UInt32(max(0, min(255, tolerance)))
        let t = (r: UInt32(color.r), g: UInt32(color.g), b: UInt32(color.b))
        let luma = (13933 &* t.r &+ 46871 &* t.g &+ 4732 &* t.b &+ 32768) &>> 16
        let shift = (r: Double(luma) - Double(t.r), g: Double(luma) - Double(t.g), b: Double(luma) - Double(t.b))
        let share = min(1, amount)

        // Pass 1: mark pixels of the colour; remember which rows have any and their column span.
        let mask = UnsafeMutablePointer<UInt8>.allocate(capacity: w * h)
        defer { mask.deallocate() }
        var rowHas = [Bool](repeating: false, count: h)
        var minX = w
        var maxX = -1
        let tr = SIMD4<UInt32>(repeating: t.r)
        let tg = SIMD4<UInt32>(repeating: t.g)
        let tb = SIMD4<UInt32>(repeating: t.b)
        let tv = SIMD4<UInt32>(repeating: tol)
        let minAlpha = SIMD4<UInt32>(repeating: 255 - tol)
        let byte = SIMD4<UInt32>(repeating: 0xFF)
        let tv2 = SIMD4<UInt32>(repeating: 2 * tol)
        // |c - e| <= tol as one unsigned compare: c + tol - e wraps past 2 tol when c < e - tol.
        // (Unsigned min/max have no SSE2 instruction; this is a third of the work.)
        @inline(__always) func near(_ c: SIMD4<UInt32>, _ e: SIMD4<UInt32>) -> SIMDMask<SIMD4<UInt32>.MaskStorage> {
            (c &+ tv &- e) .<= tv2
        }
        for y in 0..<h {
            let row = UnsafeRawPointer(pixels + (area.y + y) * stride + area.x * 4)
            let m = mask + y * w
            var any = false
            var x = 0
            while x < w {
                let lanes = min(4, w - x)
                var v = SIMD4<UInt32>(repeating: 0)
                if lanes == 4 {
                    v = row.loadUnaligned(fromByteOffset: x * 4, as: SIMD4<UInt32>.self)
                } else {
                    for k in 0..<lanes { v[k] = row.loadUnaligned(fromByteOffset: (x + k) * 4, as: UInt32.self) }
                }
                let a = v &>> 24
                // Expected premultiplied channels of the colour at this alpha: c * a / 255, rounded.
                func expect(_ c: SIMD4<UInt32>) -> SIMD4<UInt32> {
                    let p = c &* a &+ 128
                    return (p &+ (p &>> 8)) &>> 8
                }
                let hit =
                    (a .>= minAlpha) .& near(v & byte, expect(tr)) .& near((v &>> 8) & byte, expect(tg))
                    .& near((v &>> 16) & byte, expect(tb))
                // Most pixels are not the colour: one 4-byte store of the marks, and the span is
                // updated only when a lane hit.
                // (The mask's lanes are all ones or zeros: one AND, where `replacing(with:where:)`
                // compiled to a branch a lane.)
                let marks = unsafeBitCast(hit, to: SIMD4<UInt32>.self) & 1
                let word = marks[0] | marks[1] << 8 | marks[2] << 16 | marks[3] << 24
                if lanes == 4 {
                    UnsafeMutableRawPointer(m + x).storeBytes(of: word, as: UInt32.self)
                } else {
                    for k in 0..<lanes { m[x + k] = UInt8(marks[k]) }
                }
                if word != 0 {
                    for k in 0..<lanes where marks[k] != 0 {
                        any = true
                        minX = min(minX, x + k)
                        maxX = max(maxX, x + k)
                    }
                }
                x += 4
            }
            rowHas[y] = any
        }
        guard maxX >= 0 else { return }

        // Horizontal dilation of the mask by 2 px, so "within 2 px of a marked pixel" is five reads.
        let reach = 2
        let window = 3
        let lo = max(0, minX - window)
        let hi = min(w - 1, maxX + window)
        let dilated = UnsafeMutablePointer<UInt8>.allocate(capacity: w * h)
        defer { dilated.deallocate() }
        for y in 0..<h {
            let d = dilated + y * w
            guard rowHas[y] else {
                (d + lo).initialize(repeating: 0, count: hi - lo + 1)
                continue
            }
            let m = mask + y * w
            for x in lo...hi {
                var v: UInt8 = 0
                for k in max(0, x - reach)...min(w - 1, x + reach) { v |= m[k] }
                d[x] = v
            }
        }

        // Pass 2: fit α for unmarked pixels near marked ones and for marked ones on a shape's
        // boundary, from the original values; these results are written last, over pass 3's.
        var updates: [(offset: Int, value: UInt32)] = []
        func pixel(_ x: Int, _ y: Int) -> UnsafeMutablePointer<UInt8> {
            pixels + (area.y + y) * stride + (area.x + x) * 4
        }
        let tolD = Double(tol) + 1.5
        for y in 0..<h {
            var nearby = false
            for k in max(0, y - reach)...min(h - 1, y + reach) where rowHas[k] { nearby = true }
            guard nearby else { continue }
            for x in lo...hi {
                if mask[y * w + x] != 0 {
                    // A marked pixel inside the shape is the colour itself (pass 3); one on its
                    // boundary may be a mix within the tolerance, so it is fitted like the edge.
                    var boundary = false
                    for yy in max(0, y - 1)...min(h - 1, y + 1) {
                        for xx in max(0, x - 1)...min(w - 1, x + 1) where mask[yy * w + xx] == 0 { boundary = true }
                    }
                    guard boundary else { continue }
                } else {
                    var isEdge = false
                    for k in max(0, y - reach)...min(h - 1, y + reach) where dilated[k * w + x] != 0 { isEdge = true }
                    guard isEdge else { continue }
                }
                // The background: the unmarked pixel of the 7x7 window least like the colour.
                var best = -1
                var bx = 0
                var by = 0
                for yy in max(0, y - window)...min(h - 1, y + window) {
                    for xx in max(0, x - window)...min(w - 1, x + window) where mask[yy * w + xx] == 0 {
                        let q = pixel(xx, yy)
                        let dist =
                            abs(Int(q[0]) - Int(t.r)) + abs(Int(q[1]) - Int(t.g)) + abs(Int(q[2]) - Int(t.b))
                            + (255 - Int(q[3]))
                        if dist > best {
                            best = dist
                            bx = xx
                            by = yy
                        }
                    }
                }
                let p = pixel(x, y)
                let b = pixel(bx, by)
                let pv = (Double(p[0]), Double(p[1]), Double(p[2]), Double(p[3]))
                let bv = (Double(b[0]), Double(b[1]), Double(b[2]), Double(b[3]))
                let e = (Double(t.r) - bv.0, Double(t.g) - bv.1, Double(t.b) - bv.2, 255 - bv.3)
                let d = (pv.0 - bv.0, pv.1 - bv.1, pv.2 - bv.2, pv.3 - bv.3)
                let ee = e.0 * e.0 + e.1 * e.1 + e.2 * e.2 + e.3 * e.3
                // A background about the colour itself tells nothing about the mix.
                guard ee > Double(16 * tol * tol + 64) else { continue }
                let alpha = min(1, max(0, (d.0 * e.0 + d.1 * e.1 + d.2 * e.2 + d.3 * e.3) / ee))
                guard alpha > 0 else { continue }
                let residual = max(
                    abs(d.0 - alpha * e.0), abs(d.1 - alpha * e.1), abs(d.2 - alpha * e.2), abs(d.3 - alpha * e.3))
                guard residual <= tolD else { continue }
                let k = alpha * share
                let a = pv.3
                func channel(_ v: Double, _ s: Double) -> UInt32 { UInt32(min(a, max(0, (v + k * s).rounded()))) }
                let value =
                    channel(pv.0, shift.r) | channel(pv.1, shift.g) << 8 | channel(pv.2, shift.b) << 16 | UInt32(p[3])
                    << 24
                updates.append((offset: (area.y + y) * stride + (area.x + x) * 4, value: value))
            }
        }

        // Pass 3: marked pixels move their whole colour towards gray; then the fitted edges.
        for y in 0..<h where rowHas[y] {
            let m = mask + y * w
            for x in minX...maxX where m[x] != 0 {
                let p = pixel(x, y)
                let a = Double(p[3])
                let k = share * a / 255
                func channel(_ v: UInt8, _ s: Double) -> UInt8 { UInt8(min(a, max(0, (Double(v) + k * s).rounded()))) }
                p[0] = channel(p[0], shift.r)
                p[1] = channel(p[1], shift.g)
                p[2] = channel(p[2], shift.b)
            }
        }
        let base = UnsafeMutableRawPointer(pixels)
        for u in updates { base.storeBytes(of: u.value, toByteOffset: u.offset, as: UInt32.self) }
    }
}
