import CRasterKernels

/// The first step of the downsampled blur (`Canvas.blurDownsampled`): the average of every
/// f x f block of a region, plus a ring of cells around them that average the region's edge
/// lines (its corners: the corner pixels). Blocks past the right or bottom edge repeat the edge
/// pixels.
///
/// The sums are of bytes, so they are integers: below 2^24 (f <= `maxIntegerBlock`) a Float sum
/// is exact in any order, and summing in integer lanes gives the same values bit for bit, at a
/// fraction of the cost (a per-pixel Float sum, with clamped coordinates and four conversions
/// a pixel, was a fifth of the blur).
extension Canvas {
    /// Largest block edge whose sums stay below 2^24 (exact in Float) and whose column sums of
    /// f bytes fit 16 bits: 256 * 256 * 255 < 2^24. Larger blocks (sigma >= 2056 px) sum in Float.
    static let maxIntegerBlock = 256

    /// The (bw + 2) x (bh + 2) cells of the small image (bw = ceil(w / f), bh = ceil(h / f)),
    /// row-major, for the w x h pixels at `rows` (`stride` bytes a row): block averages inside,
    /// edge-line averages in the ring. Needs f <= `maxIntegerBlock`; equals `averageBlocks`.
    /// `wide`: the column sums in AVX2 (`craster_column_sums`; false for tests comparing the two).
    static func averageBlocksInIntegers(
        _ rows: UnsafePointer<UInt8>, stride: Int, width w: Int, height h: Int, block f: Int,
        into small: UnsafeMutablePointer<SIMD4<Float>>, wide wideKernel: Bool = WideKernels.available
    ) {
        precondition(f >= 1 && f <= maxIntegerBlock)
        let bw = (w + f - 1) / f
        let bh = (h + f - 1) / f
        let sw = bw + 2
        let sh = bh + 2
        let inverse = 1 / Float(f)
        let blockScale = inverse * inverse
        let n = w * 4
        let wide = n & ~15
        // Block rows in bands on all cores (a region of a megapixel is 4 MB to read): each cell
        // is the sum of its own block's bytes, so the split changes no value.
        let bands = RowBands.count(width: w, height: h, threads: 0)
        RowBands.run(bands: bands) { band in
            let blockRowRange = RowBands.rows(band: band, of: bands, height: bh)
            // Sums of f rows, one UInt16 a channel of each column.
            let columns = UnsafeMutablePointer<UInt16>.allocate(capacity: n)
            defer { columns.deallocate() }
            @inline(__always) func column(_ x: Int) -> SIMD4<UInt32> {
                SIMD4<UInt32>(truncatingIfNeeded: (UnsafeRawPointer(columns) + 8 * x).load(as: SIMD4<UInt16>.self))
            }
            // The f rows of a block row (the last ones repeated past the bottom edge).
            let blockRows = UnsafeMutablePointer<UnsafeRawPointer>.allocate(capacity: f)
            defer { blockRows.deallocate() }
            for by in blockRowRange {
                for k in 0..<f { blockRows[k] = UnsafeRawPointer(rows + min(by * f + k, h - 1) * stride) }
                // Sixteen channels at a time down the f rows, summed in registers and stored once
                // (in AVX2 where the CPU has it: `craster_column_sums`, the same sums).
                let sums = UnsafeMutableRawPointer(columns)
                var i = 0
                if wideKernel {
                    i = blockRows.withMemoryRebound(to: UnsafePointer<UInt8>?.self, capacity: f) { p in
                        craster_column_sums(p, f, n, columns)
                    }
                }
                while i < wide {
                    var s = SIMD16<UInt16>(repeating: 0)
                    for k in 0..<f {
                        s &+= SIMD16(
                            truncatingIfNeeded: blockRows[k].loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self))
                    }
                    sums.storeBytes(of: s, toByteOffset: 2 * i, as: SIMD16<UInt16>.self)
                    i += 16
                }
                while i < n {
                    var s: UInt16 = 0
                    for k in 0..<f { s &+= UInt16(blockRows[k].load(fromByteOffset: i, as: UInt8.self)) }
                    columns[i] = s
                    i += 1
                }
                let line = small + (by + 1) * sw
                for bx in 0..<bw {
                    let x0 = bx * f
                    let inside = min(f, w - x0)
                    var s = SIMD4<UInt32>(repeating: 0)
                    for j in 0..<inside { s &+= column(x0 + j) }
                    if inside < f { s &+= UInt32(f - inside) &* column(w - 1) }
                    line[bx + 1] = SIMD4<Float>(s) * blockScale
                }
                line[0] = SIMD4<Float>(column(0)) * inverse
                line[sw - 1] = SIMD4<Float>(column(w - 1)) * inverse
            }
        }
        @inline(__always) func pixel(_ x: Int, _ y: Int) -> SIMD4<UInt32> {
            SIMD4<UInt32>(
                truncatingIfNeeded: UnsafeRawPointer(rows + y * stride + x * 4).loadUnaligned(as: SIMD4<UInt8>.self))
        }
        for bx in 0..<bw {
            var top = SIMD4<UInt32>(repeating: 0)
            var bottom = SIMD4<UInt32>(repeating: 0)
            for j in 0..<f {
                let x = min(bx * f + j, w - 1)
                top &+= pixel(x, 0)
                bottom &+= pixel(x, h - 1)
            }
            small[bx + 1] = SIMD4<Float>(top) * inverse
            small[(sh - 1) * sw + bx + 1] = SIMD4<Float>(bottom) * inverse
        }
        small[0] = SIMD4<Float>(pixel(0, 0))
        small[sw - 1] = SIMD4<Float>(pixel(w - 1, 0))
        small[(sh - 1) * sw] = SIMD4<Float>(pixel(0, h - 1))
        small[(sh - 1) * sw + sw - 1] = SIMD4<Float>(pixel(w - 1, h - 1))
    }

    /// `averageBlocksInIntegers` for any block size, summing in Float (the sums round once past
    /// 2^24, in this order).
    static func averageBlocks(
        _ rows: UnsafePointer<UInt8>, stride: Int, width w: Int, height h: Int, block f: Int,
        into small: UnsafeMutablePointer<SIMD4<Float>>
    ) {
        let bw = (w + f - 1) / f
        let bh = (h + f - 1) / f
        let sw = bw + 2
        let sh = bh + 2
        @inline(__always) func at(_ x: Int, _ y: Int) -> SIMD4<Float> {
            let q = rows + min(y, h - 1) * stride + min(x, w - 1) * 4
            return SIMD4(Float(q[0]), Float(q[1]), Float(q[2]), Float(q[3]))
        }
        let inverse = 1 / Float(f)
        let sums = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: bw)
        defer { sums.deallocate() }
        for by in 0..<bh {
            sums.initialize(repeating: SIMD4(repeating: 0), count: bw)
            var left = SIMD4<Float>(repeating: 0)
            var right = SIMD4<Float>(repeating: 0)
            for k in 0..<f {
                let y = by * f + k
                for bx in 0..<bw {
                    var s = SIMD4<Float>(repeating: 0)
                    for j in 0..<f { s += at(bx * f + j, y) }
                    sums[bx] += s
                }
                left += at(0, y)
                right += at(w - 1, y)
            }
            let line = small + (by + 1) * sw
            for bx in 0..<bw { line[bx + 1] = sums[bx] * (inverse * inverse) }
            line[0] = left * inverse
            line[sw - 1] = right * inverse
        }
        for bx in 0..<bw {
            var top = SIMD4<Float>(repeating: 0)
            var bottom = SIMD4<Float>(repeating: 0)
            for j in 0..<f {
                top += at(bx * f + j, 0)
                bottom += at(bx * f + j, h - 1)
            }
            small[bx + 1] = top * inverse
            small[(sh - 1) * sw + bx + 1] = bottom * inverse
        }
        small[0] = at(0, 0)
        small[sw - 1] = at(w - 1, 0)
        small[(sh - 1) * sw] = at(0, h - 1)
        small[(sh - 1) * sw + sw - 1] = at(w - 1, h - 1)
    }
}
