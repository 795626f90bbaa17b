/// Grays out one colour: the pixels drawn in `color` and that colour's share of the anti-aliased
/// pixels around them, leaving every other colour as it is.
///
/// A pixel next to a shape of colour T is modelled as `P = α T + (1 - α) B`, with B the most
/// T-unlike pixel of its 7x7 neighbourhood (the background the shape was drawn over). When that
/// model explains P within the tolerance, the tint's share is replaced by its gray G:
/// `P' = P + α (G - T)`. Pixels the model does not explain (a third colour) are left alone.
/// G is T's Rec. 709 luma, as in `grayscale`.
///
/// Three passes over premultiplied pixels, each reading only the original values (results are
/// applied at the end, so the output does not depend on the order pixels are visited):
/// 1. a SIMD pass marking pixels within `tolerance` of T (four pixels per step, channels in
///    16-bit lanes);
/// 2. for pixels within 2 px of a marked one (and marked ones next to unmarked ones: a mix can be
///    within the tolerance), the least-squares fit of α (scalar; only those pixels);
/// 3. writing the marked pixels' new values (α = 1), then the fitted ones'.
extension Canvas {
    /// Grays out `color` within `region` (the whole canvas when nil; always within `clip`).
    /// `tolerance` is per channel in 8-bit levels; `amount` (0...1) is how far towards gray,
    /// for fades.
    ///
    /// ```swift
    /// canvas.grayOutColor(StraightColor(r: 0, g: 0x7A, b: 0xFF), tolerance: 12)
    /// ```
    public func grayOutColor(_ color: StraightColor, tolerance: Int, amount: Double = 1, region: PixelRect? = nil) {
        guard var area = drawableBounds, amount > 0 else { return }
        if let region {
            guard let a = area.intersection(region) else { return }
            area = a
        }
        guard area.width > 0, area.height > 0 else { return }
        let marks = TintMarks(color, tolerance: tolerance, width: area.width, height: area.height) { y in
            UnsafeRawPointer(pixels + (area.y + y) * stride + area.x * 4)
        }
        grayOut(marks, in: area, amount: amount)
    }

    /// Passes 2 and 3 over `area`, whose pass-1 marks (of its pixels as they are now) are `marks`.
    func grayOut(_ marks: TintMarks, in area: PixelRect, amount: Double) {
        guard amount > 0, marks.maxX >= 0 else { return }
        let w = area.width
        let h = area.height
        let mask = marks.mask
        let rowHas = UnsafeBufferPointer(start: marks.rowHas, count: h)
        let minX = marks.minX
        let maxX = marks.maxX
        let tol = marks.tolerance
        let t = marks.color
        let luma = (13933 &* t.r &+ 46871 &* t.g &+ 4732 &* t.b &+ 32768) &>> 16
        let shift = (r: Double(luma) - Double(t.r), g: Double(luma) - Double(t.g), b: Double(luma) - Double(t.b))
        let share = min(1, amount)

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

/// Pass 1 of the gray-out: which pixels of a width x height area are within the tolerance of
/// the colour, read from rows handed out by `rowStart` (the canvas's, or an opaque image's
/// about to be copied there 1:1: the same values). Rows are marked in bands on all cores.
final class TintMarks {
    let width: Int
    let height: Int
    let color: (r: UInt32, g: UInt32, b: UInt32)
    let tolerance: UInt32
    /// One byte a pixel, 1 = the colour.
    let mask: UnsafeMutablePointer<UInt8>
    /// Whether each row has a marked pixel.
    let rowHas: UnsafeMutablePointer<Bool>
    /// The marked columns' span; `maxX` < 0 when nothing is marked.
    let minX: Int
    let maxX: Int

    init(_ color: StraightColor, tolerance: Int, width w: Int, height h: Int, rowStart: (Int) -> UnsafeRawPointer) {
        width = w
        height = h
        let tol = UInt32(max(0, min(255, tolerance)))
        let t = (r: UInt32(color.r), g: UInt32(color.g), b: UInt32(color.b))
        self.color = t
        self.tolerance = tol
        let mask = UnsafeMutablePointer<UInt8>.allocate(capacity: w * h)
        let rowHas = UnsafeMutablePointer<Bool>.allocate(capacity: h)
        self.mask = mask
        self.rowHas = rowHas
        // The colour's channels in one word (alpha byte 0): scaled by each pixel's alpha, it is
        // the pixel the colour would be at that alpha; its alpha byte then expects 255, so the
        // alpha test a >= 255 - tol is a fourth |c - e| <= tol.
        let tword = SIMD4<UInt32>(repeating: t.r | t.g << 8 | t.b << 16)
        let opaqueAlpha = SIMD4<UInt32>(repeating: 0xFF00_0000)
        let opaqueExpected = tword | opaqueAlpha
        let low = SIMD4<UInt32>(repeating: 0x00FF_00FF)
        let tv = SIMD8<UInt16>(repeating: UInt16(tol))
        let tv2 = SIMD8<UInt16>(repeating: UInt16(2 * tol))
        let allOnes = SIMD4<UInt32>(repeating: 0xFFFF_FFFF)
        // |c - e| <= tol for eight channels held in 16-bit lanes (R and B, or G and A, of four
        // pixels): c + tol - e wraps past 2 tol when c < e - tol. 16-bit lanes compare eight at
        // a time, and the expected values need no 32-bit multiply (`scaleWords(_:lanes:)`).
        @inline(__always) func near(_ c: SIMD4<UInt32>, _ e: SIMD4<UInt32>) -> SIMD4<UInt32> {
            let c16 = unsafeBitCast(c, to: SIMD8<UInt16>.self)
            let e16 = unsafeBitCast(e, to: SIMD8<UInt16>.self)
            return unsafeBitCast((c16 &+ tv &- e16) .<= tv2, to: SIMD4<UInt32>.self)
        }
        /// The marks of four pixels, one byte each (1 = the colour), as one word.
        @inline(__always) func marks(_ v: SIMD4<UInt32>) -> UInt32 {
            // Expected premultiplied channels of the colour at this alpha: c * a / 255, rounded.
            // (Opaque pixels, most of a screen, expect the colour itself: no multiply.)
            let e = allOpaque(v) ? opaqueExpected : scaleWords(tword, lanes: factorLanes(v &>> 24)) | opaqueAlpha
            let both = near(v & low, e & low) & near((v &>> 8) & low, (e &>> 8) & low)
            // A pixel is a hit when both of its 16-bit lane pairs passed.
            let hit = both .== allOnes
            // Most pixels are not the colour: no lane is read.
            if !Swift.any(hit) { return 0 }
            // (The mask's lanes are all ones or zeros: one AND, where `replacing(with:where:)`
            // compiled to a branch a lane.)
            let bits = unsafeBitCast(hit, to: SIMD4<UInt32>.self) & 1
            return bits[0] | bits[1] << 8 | bits[2] << 16 | bits[3] << 24
        }
        /// Marks rows `rows` and returns their marked column span (minX > maxX when none).
        func markRows(_ rows: Range<Int>, _ rowHas: UnsafeMutablePointer<Bool>) -> (minX: Int, maxX: Int) {
            var minX = w
            var maxX = -1
            for y in rows {
                let row = rowStart(y)
                let m = mask + y * w
                var any = false
                /// Widens the marked span by the marks `word` of pixels x..<x + 4.
                @inline(__always) func note(_ word: UInt32, at x: Int) {
                    any = true
                    minX = min(minX, x + word.trailingZeroBitCount / 8)
                    maxX = max(maxX, x + 3 - word.leadingZeroBitCount / 8)
                }
                // Four pixels a step, one 4-byte store of their marks; the last 1-3 pixels of the row
                // as zero-padded lanes whose marks are dropped.
                var x = 0
                while x + 4 <= w {
                    let word = marks(row.loadUnaligned(fromByteOffset: x * 4, as: SIMD4<UInt32>.self))
                    UnsafeMutableRawPointer(m + x).storeBytes(of: word, as: UInt32.self)
                    if word != 0 { note(word, at: x) }
                    x += 4
                }
                if x < w {
                    let lanes = w - x
                    var v = SIMD4<UInt32>(repeating: 0)
                    for k in 0..<lanes { v[k] = row.loadUnaligned(fromByteOffset: (x + k) * 4, as: UInt32.self) }
                    let word = marks(v) & (UInt32.max >> (32 - 8 * lanes))
                    for k in 0..<lanes { m[x + k] = UInt8(truncatingIfNeeded: word >> (8 * k)) }
                    if word != 0 { note(word, at: x) }
                }
                rowHas[y] = any
            }
            return (minX, maxX)
        }
        // In row bands on all cores for a screen: each band writes only its rows' marks and
        // flags, and the span is a min/max, so the marks are those of one pass.
        let bands = RowBands.count(width: w, height: h, threads: 0)
        let spans = UnsafeMutablePointer<(minX: Int, maxX: Int)>.allocate(capacity: bands)
        defer { spans.deallocate() }
        RowBands.run(bands: bands) { band in
            spans[band] = markRows(RowBands.rows(band: band, of: bands, height: h), rowHas)
        }
        var first = w
        var last = -1
        for band in 0..<bands {
            first = min(first, spans[band].minX)
            last = max(last, spans[band].maxX)
        }
        minX = first
        maxX = last

    }

    deinit {
        mask.deallocate()
        rowHas.deallocate()
    }

    /// For each row, whether a marked row lies within `distance` rows of it: the rows the
    /// gray-out's later passes read or write.
    func rowsNear(distance: Int) -> [Bool] {
        var near = [Bool](repeating: false, count: height)
        var last = -distance - 1  // the latest marked row seen, going down
        for y in 0..<height {
            if rowHas[y] { last = y }
            if y - last <= distance { near[y] = true }
        }
        last = height + distance + 1
        for y in stride(from: height - 1, through: 0, by: -1) {
            if rowHas[y] { last = y }
            if last - y <= distance { near[y] = true }
        }
        return near
    }
}
