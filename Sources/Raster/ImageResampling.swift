import CRasterKernels

extension Canvas {
    /// The scaled image draw (`drawImage(_:aspectFillIn:)` when the scale is not 1): separable
    /// taps (`ResampleTaps`), premultiplied Float sums, rounded once, composited source-over.
    ///
    /// A phone screenshot drawn on another device's canvas takes this path for its whole screen.
    /// These keep it fast while giving the same bytes as the plain loops it replaced:
    /// - each source row is premultiplied into Float once, into a ring of as many rows as a
    ///   destination row reads (consecutive destination rows share all but one or two), instead
    ///   of once per destination row that reads it; a pixel's four bytes convert together and
    ///   a / 255 comes from a table of the same divisions;
    /// - the tap tables are read through unsafe buffers (no bounds check a tap); sums start
    ///   from their first product instead of zero (the same values: every product is >= +0),
    ///   one- and two-tap pixels skip the tap loop, and a row of one tap of weight 1 is read in
    ///   place;
    /// - the rounding is `roundedPremultipliedBytes` (no branch a channel), and an opaque result
    ///   is stored as is (source-over of alpha 255 replaces the pixel), a translucent one
    ///   blended as a word;
    /// - `wide`: the horizontal pass and the source-over run in AVX2 (`craster_resample_row`, the
    ///   same operations, so the same bytes; tests pass false to compare the two).
    func resampleImage(
        _ src: UnsafePointer<UInt8>, imageWidth iw: Int, imageHeight ih: Int, area: PixelRect, scale s: Double,
        ox: Double, oy: Double, wide: Bool = WideKernels.available
    ) {
        let cols = ResampleTaps(range: area.x..<area.maxX, origin: ox, scale: s, sourceCount: iw)
        let rows = ResampleTaps(range: area.y..<area.maxY, origin: oy, scale: s, sourceCount: ih)
        // Source columns any destination pixel reads.
        let c0 = cols.start.min() ?? 0
        var c1 = c0
        for i in 0..<cols.start.count { c1 = max(c1, cols.start[i] + cols.count[i]) }
        let span = c1 - c0
        let ring = max(1, rows.count.max() ?? 1)
        let line = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: span)
        let converted = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: span * ring)
        var holds = [Int](repeating: -1, count: ring)  // the source row in each ring slot
        defer {
            line.deallocate()
            converted.deallocate()
        }
        // a / 255 for every alpha, the same Float division the plain loop made per pixel.
        var inverse = [Float](repeating: 0, count: 256)
        for a in 0..<256 { inverse[a] = Float(a) / 255 }
        /// Source row `r`, columns c0..<c1, premultiplied: `(r, g, b) * (a / 255), a`. The
        /// bytes widen to Float lanes together (`floatLanes`); a times 1 is a, exactly.
        func premultipliedRow(_ r: Int, _ inverse: UnsafePointer<Float>) -> UnsafeMutablePointer<SIMD4<Float>> {
            let slot = r % ring
            let out = converted + slot * span
            if holds[slot] == r { return out }
            holds[slot] = r
            let row = UnsafeRawPointer(src + (r * iw + c0) * 4)
            for k in 0..<span {
                let w = row.loadUnaligned(fromByteOffset: k * 4, as: UInt32.self)
                let f = inverse[Int(w >> 24)]
                out[k] = floatLanes(w) * SIMD4(f, f, f, 1)
            }
            return out
        }
        inverse.withUnsafeBufferPointer { inv in
            cols.start.withUnsafeBufferPointer { colStart in
                cols.count.withUnsafeBufferPointer { colCount in
                    cols.offset.withUnsafeBufferPointer { colOffset in
                        cols.weights.withUnsafeBufferPointer { colWeights in
                            for (j, y) in (area.y..<area.maxY).enumerated() {
                                // Vertical pass: a weighted sum of source rows over the columns in use.
                                // The first tap is stored, not added to zero (0 + x is x: every
                                // product is >= +0); one tap of weight 1 is the converted row itself.
                                let wOff = rows.offset[j]
                                let taps = rows.count[j]
                                let first = rows.weights[wOff]
                                var sums = line
                                if taps == 1 && first == 1 {
                                    sums = premultipliedRow(rows.start[j], inv.baseAddress!)
                                } else {
                                    let source = premultipliedRow(rows.start[j], inv.baseAddress!)
                                    for k in 0..<span { line[k] = first * source[k] }
                                    for t in 1..<max(1, taps) {
                                        let w = rows.weights[wOff + t]
                                        let source = premultipliedRow(rows.start[j] + t, inv.baseAddress!)
                                        for k in 0..<span { line[k] += w * source[k] }
                                    }
                                }
                                // Horizontal pass and source-over; one and two taps (most pixels of a
                                // screen scaled a little) without the tap loop, the same sums.
                                let d = UnsafeMutableRawPointer(pixels + y * stride + area.x * 4)
                                if wide {
                                    // The same in AVX2 (`craster_resample_row`, the same bytes).
                                    @inline(__always) func int64s(_ p: UnsafeBufferPointer<Int>) -> UnsafePointer<Int64> {
                                        UnsafeRawPointer(p.baseAddress!).assumingMemoryBound(to: Int64.self)
                                    }
                                    craster_resample_row(
                                        UnsafeRawPointer(sums).assumingMemoryBound(to: Float.self),
                                        int64s(colStart), int64s(colCount), int64s(colOffset),
                                        colWeights.baseAddress!, Int64(c0), area.width,
                                        d.assumingMemoryBound(to: UInt32.self))
                                    continue
                                }
                                for i in 0..<area.width {
                                    let o = colOffset[i]
                                    let base = colStart[i] - c0
                                    let v: SIMD4<Float>
                                    switch colCount[i] {
                                    case 1: v = colWeights[o] * sums[base]
                                    case 2: v = colWeights[o] * sums[base] + colWeights[o + 1] * sums[base + 1]
                                    default:
                                        var sum = colWeights[o] * sums[base]
                                        for t in 1..<colCount[i] { sum += colWeights[o + t] * sums[base + t] }
                                        v = sum
                                    }
                                    // colour <= alpha: source-over as a word (`blendWord`, the same bytes).
                                    let q = unsafeBitCast(roundedPremultipliedBytes(v), to: UInt32.self)
                                    let qa = q >> 24
                                    if qa == 255 {
                                        d.storeBytes(of: q, toByteOffset: i * 4, as: UInt32.self)
                                    } else if qa != 0 {
                                        let old = d.load(fromByteOffset: i * 4, as: UInt32.self)
                                        d.storeBytes(
                                            of: blendWord(old, q, 255 &- qa), toByteOffset: i * 4, as: UInt32.self)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The four bytes of a word as Float lanes (byte i in lane i): the byte spread is two unpacks
/// with zero, the conversion one `cvtdq2ps`.
@inline(__always)
func floatLanes(_ w: UInt32) -> SIMD4<Float> {
    let b = unsafeBitCast(SIMD4<UInt32>(w, 0, 0, 0), to: SIMD16<UInt8>.self)
    let z: UInt8 = 0
    let spread = SIMD16<UInt8>(b[0], z, z, z, b[1], z, z, z, b[2], z, z, z, b[3], z, z, z)
    return SIMD4<Float>(unsafeBitCast(spread, to: SIMD4<Int32>.self))
}
