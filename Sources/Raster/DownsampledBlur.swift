import CRasterKernels

#if canImport(Glibc)
    import Glibc
#endif

// The blur of large sigmas (see Blur.swift): averaged over blocks, blurred small, interpolated back.

extension Canvas {
    /// `blur` for sigma >= `downsampledSigma`: average f x f blocks, blur the small image,
    /// interpolate it back. The small image has a ring of cells around it that average the
    /// region's edge lines (its corners: the corner pixels), so that clamping its lines repeats
    /// the region's edge pixels outward, as the direct blur does, and not the edge blocks.
    /// Only the pixels of `writing` (inside `area`; the whole area when nil) are written.
    func blurDownsampled(_ area: PixelRect, sigma: Double, writing: PixelRect? = nil) {
        let rows = UnsafeMutableRawPointer(pixels + area.y * stride + area.x * 4)
        let kept = writing ?? area
        let x0 = kept.x - area.x
        let y0 = kept.y - area.y
        Self.blurDownsampled(
            rows, stride: stride, width: area.width, height: area.height, sigma: sigma,
            writing: PixelRect(x: x0, y: y0, width: kept.width, height: kept.height),
            to: rows + y0 * stride + x0 * 4, stride: stride)
    }

    /// `blurDownsampled` of the w x h pixels at `rows`, storing only the pixels of `kept`
    /// (relative to `rows`), kept's origin at `out` (which may be inside `rows`: every pixel is
    /// read before the first is written). `wide`: interpolate with the AVX2 kernel (the same
    /// bytes; false runs the Swift loop alone, for tests that compare the two).
    static func blurDownsampled(
        _ rows: UnsafeMutableRawPointer, stride: Int, width w: Int, height h: Int, sigma: Double,
        writing kept: PixelRect, to out: UnsafeMutableRawPointer, stride outStride: Int,
        wide: Bool = WideKernels.available
    ) {
        let f = max(2, Int(sigma / 8))
        let bw = (w + f - 1) / f  // blocks across; the last one clamp-extended
        let bh = (h + f - 1) / f
        let sw = bw + 2  // with the ring
        let sh = bh + 2
        let bytes = UnsafePointer(rows.assumingMemoryBound(to: UInt8.self))
        // Averages of premultiplied values: exact, as the blur itself is on premultiplied ones.
        let small = PixelMemory.allocateScratch(SIMD4<Float>.self, count: sw * sh)
        defer { PixelMemory.deallocateScratch(small, count: sw * sh) }
        if f <= maxIntegerBlock {
            averageBlocksInIntegers(bytes, stride: stride, width: w, height: h, block: f, into: small)
        } else {
            averageBlocks(bytes, stride: stride, width: w, height: h, block: f, into: small)
        }

        // The blocks and the bilinear interpolation each widen the blur a little (variance
        // (f^2 - 1) / 12 and about (f^2 - 1) / 6); the small blur leaves that out.
        let extra = Double(f * f - 1) / 4
        let filter = GaussianLineFilter(sigma: (sigma * sigma - extra).squareRoot() / Double(f))
        // In place: `blurLines` reads every value into its intermediate before it stores one.
        let blurred = small
        blurLines(
            filter, width: sw, height: sh, as: SIMD16<Float>.self,
            load: { x, y in small[y * sw + x] }, store: { x, y, v in blurred[y * sw + x] = v })

        // Back to full size: pixel x lies at (x - (f - 1) / 2) / f in block units (block 0's
        // centre is 0, the ring's -1), which is cell + 1 of the small image.
        @inline(__always) func cell(_ i: Int, _ count: Int) -> (Int, Int, Float) {
            let u = min(Float(count - 1), (Float(i) - Float(f - 1) / 2) / Float(f) + 1)
            let lower = Int(u)
            return (lower, min(lower + 1, count - 1), u - Float(lower))
        }
        // Each column written (relative to kept): its left cell and weight. The right cell is
        // always left + 1, clamped to the last.
        let columns = UnsafeMutablePointer<(Int, Float)>.allocate(capacity: kept.width)
        defer { columns.deallocate() }
        for x in 0..<kept.width {
            let (left, _, s) = cell(kept.x + x, sw)
            columns[x] = (left, s)
        }
        // In bands of output rows on all cores: each row is interpolated from the blurred small
        // image alone, so the split changes no byte.
        let outputBands = RowBands.count(width: kept.width, height: kept.height, threads: 0)
        RowBands.run(bands: outputBands) { band in
            // A row of the small image interpolated down to the output row, each cell with its
            // difference to the next (0 for the last): the very value and difference each pixel
            // took, computed once per cell instead of once per pixel.
            let line = UnsafeMutablePointer<SIMD8<Float>>.allocate(capacity: sw)
            defer { line.deallocate() }
            for r in RowBands.rows(band: band, of: outputBands, height: kept.height) {
                let y = kept.y + r
                let (top, bottom, t) = cell(y, sh)
                let a = blurred + top * sw
                let b = blurred + bottom * sw
                var current = a[0] + t * (b[0] - a[0])
                for i in 0..<sw {
                    let next = i + 1 < sw ? a[i + 1] + t * (b[i + 1] - a[i + 1]) : current
                    line[i] = SIMD8(lowHalf: current, highHalf: next - current)
                    current = next
                }
                let row = out + (y - kept.y) * outStride
                // Four pixels at a time (each lane's operations as one pixel alone), then the rest.
                // Every value is a convex combination of two interpolated cells, themselves of
                // blurred block averages of bytes: within 0...255 but for float rounding, so it
                // needs no clamp.
                var x = 0
                if wide {
                    // The same operations two pixels a register (AVX2): the interpolation was most
                    // of a material's blur, itself the largest part of a passing check.
                    let whole = kept.width & ~3
                    craster_blur_interpolate(
                        UnsafeRawPointer(line).assumingMemoryBound(to: Float.self),
                        UnsafeRawPointer(columns).assumingMemoryBound(to: craster_blur_column.self), whole,
                        row.assumingMemoryBound(to: UInt8.self))
                    x = whole
                }
                while x + 4 <= kept.width {
                    let (l0, s0) = columns[x]
                    let (l1, s1) = columns[x + 1]
                    let (l2, s2) = columns[x + 2]
                    let (l3, s3) = columns[x + 3]
                    let (p0, p1, p2, p3) = (line[l0], line[l1], line[l2], line[l3])
                    let values = SIMD16<Float>(
                        lowHalf: SIMD8(lowHalf: p0.lowHalf, highHalf: p1.lowHalf),
                        highHalf: SIMD8(lowHalf: p2.lowHalf, highHalf: p3.lowHalf))
                    let steps = SIMD16<Float>(
                        lowHalf: SIMD8(lowHalf: p0.highHalf, highHalf: p1.highHalf),
                        highHalf: SIMD8(lowHalf: p2.highHalf, highHalf: p3.highHalf))
                    let weights = SIMD16<Float>(
                        lowHalf: SIMD8(lowHalf: SIMD4(repeating: s0), highHalf: SIMD4(repeating: s1)),
                        highHalf: SIMD8(lowHalf: SIMD4(repeating: s2), highHalf: SIMD4(repeating: s3)))
                    row.storeBytes(
                        of: roundedPremultipliedBytes(inRange: values + weights * steps), toByteOffset: x &* 4,
                        as: SIMD16<UInt8>.self)
                    x += 4
                }
                while x < kept.width {
                    let (left, s) = columns[x]
                    let pair = line[left]
                    row.storeBytes(
                        of: roundedPremultipliedBytes(pair.lowHalf + s * pair.highHalf), toByteOffset: x &* 4,
                        as: SIMD4<UInt8>.self)
                    x += 1
                }
            }
        }
    }
}
