// The separable passes of the blur (see Blur.swift): rows into a block-major intermediate, then
// four columns at a time, each pass in bands on all cores.

extension Canvas {
    /// The separable blur of a width x height grid of pixels read by `load(x, y)` and written by
    /// `store(x, y, value)`: rows first, into an intermediate of type `I` laid out by blocks of
    /// four columns (block-major, then row), then four columns at a time down the blocks.
    @inline(__always)
    static func blurLines<I: BlurIntermediate>(
        _ filter: GaussianLineFilter, width w: Int, height h: Int, as _: I.Type,
        load: (Int, Int) -> SIMD4<Float>, store: (Int, Int, SIMD4<Float>) -> Void
    ) {
        let blocks = (w + 3) / 4
        // A region's worth (16 bytes a pixel): scratch from the kept mappings, not fresh pages.
        let intermediate = PixelMemory.allocateScratch(I.self, count: blocks * h)
        defer { PixelMemory.deallocateScratch(intermediate, count: blocks * h) }
        // Both passes run in bands on all cores: rows, then blocks of columns. A line's values
        // depend on that line alone, so the split changes no value; the row pass ends before the
        // column pass reads the intermediate (`RowBands.run` returns when every band is done).
        let rowBands = RowBands.count(width: w, height: h, threads: 0, minPixels: blurMinPixelsToSplit)
        RowBands.run(bands: rowBands) { band in
            blurRows(
                RowBands.rows(band: band, of: rowBands, height: h), filter, width: w, height: h,
                into: intermediate, load: load)
        }
        let columnBands = RowBands.count(width: h, height: blocks * 4, threads: 0, minPixels: blurMinPixelsToSplit)
        RowBands.run(bands: columnBands) { band in
            blurColumns(
                RowBands.rows(band: band, of: columnBands, height: blocks), filter, width: w, height: h,
                from: intermediate, store: store)
        }
    }

    /// Regions of at least this many pixels are blurred on all cores: a blur costs about sixteen
    /// filter steps a pixel, so a split pays off far below `RowBands.minPixelsToSplit`.
    static let blurMinPixelsToSplit = 1 << 15

    /// The horizontal pass of `blurLines` over rows `rows`, into the block-major intermediate.
    @inline(__always)
    private static func blurRows<I: BlurIntermediate>(
        _ rows: Range<Int>, _ filter: GaussianLineFilter, width w: Int, height h: Int,
        into intermediate: UnsafeMutablePointer<I>, load: (Int, Int) -> SIMD4<Float>
    ) {
        let p = filter.support
        let blocks = (w + 3) / 4
        // Rows four at a time (SIMD16: lanes 0-3 row y, 4-7 row y + 1, ...): the sliding sums'
        // chain of dependent adds then carries four rows instead of one. Every lane gets the
        // operations a row filtered alone gets, so the values are the same; the rows left over
        // (a band's rows not a multiple of 4) go one at a time.
        let padded = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: w + 2 * p)
        let scratch = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: w + 2 * p)
        let padded4 = UnsafeMutablePointer<SIMD16<Float>>.allocate(capacity: w + 2 * p)
        let scratch4 = UnsafeMutablePointer<SIMD16<Float>>.allocate(capacity: w + 2 * p)
        // Four extra slots: the last block of a width that is not a multiple of 4 reads them.
        let row = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: blocks * 4)
        let row4 = UnsafeMutablePointer<SIMD16<Float>>.allocate(capacity: blocks * 4)
        defer {
            padded.deallocate()
            scratch.deallocate()
            padded4.deallocate()
            scratch4.deallocate()
            row.deallocate()
            row4.deallocate()
        }
        row.initialize(repeating: SIMD4(repeating: 0), count: blocks * 4)
        row4.initialize(repeating: SIMD16(repeating: 0), count: blocks * 4)
        var y = rows.lowerBound
        while y + 4 <= rows.upperBound {
            @inline(__always) func rows(_ x: Int) -> SIMD16<Float> {
                SIMD16(
                    lowHalf: SIMD8(lowHalf: load(x, y), highHalf: load(x, y + 1)),
                    highHalf: SIMD8(lowHalf: load(x, y + 2), highHalf: load(x, y + 3)))
            }
            let first = rows(0)
            let last = rows(w - 1)
            for i in 0..<p { padded4[i] = first }
            for x in 0..<w { padded4[p + x] = rows(x) }
            for i in 0..<p { padded4[p + w + i] = last }
            filter.run(padded: padded4, scratch: scratch4, count: w, out: row4)
            for b in 0..<blocks {
                let q = row4 + 4 * b
                let (c0, c1, c2, c3) = (q[0], q[1], q[2], q[3])
                @inline(__always) func block(
                    _ c0: SIMD4<Float>, _ c1: SIMD4<Float>, _ c2: SIMD4<Float>, _ c3: SIMD4<Float>
                ) -> I {
                    I(
                        storing: SIMD16(
                            lowHalf: SIMD8(lowHalf: c0, highHalf: c1), highHalf: SIMD8(lowHalf: c2, highHalf: c3)))
                }
                let line = intermediate + b * h + y
                line[0] = block(c0.lowHalf.lowHalf, c1.lowHalf.lowHalf, c2.lowHalf.lowHalf, c3.lowHalf.lowHalf)
                line[1] = block(c0.lowHalf.highHalf, c1.lowHalf.highHalf, c2.lowHalf.highHalf, c3.lowHalf.highHalf)
                line[2] = block(c0.highHalf.lowHalf, c1.highHalf.lowHalf, c2.highHalf.lowHalf, c3.highHalf.lowHalf)
                line[3] = block(
                    c0.highHalf.highHalf, c1.highHalf.highHalf, c2.highHalf.highHalf, c3.highHalf.highHalf)
            }
            y += 4
        }
        while y < rows.upperBound {
            let first = load(0, y)
            let last = load(w - 1, y)
            for i in 0..<p { padded[i] = first }
            for x in 0..<w { padded[p + x] = load(x, y) }
            for i in 0..<p { padded[p + w + i] = last }
            filter.run(padded: padded, scratch: scratch, count: w, out: row)
            for b in 0..<blocks {
                let q = row + 4 * b
                let four = SIMD16<Float>(
                    lowHalf: SIMD8(lowHalf: q[0], highHalf: q[1]), highHalf: SIMD8(lowHalf: q[2], highHalf: q[3]))
                intermediate[b * h + y] = I(storing: four)
            }
            y += 1
        }
    }

    /// The vertical pass of `blurLines` over the blocks of four columns `blockRange`.
    @inline(__always)
    private static func blurColumns<I: BlurIntermediate>(
        _ blockRange: Range<Int>, _ filter: GaussianLineFilter, width w: Int, height h: Int,
        from intermediate: UnsafeMutablePointer<I>, store: (Int, Int, SIMD4<Float>) -> Void
    ) {
        let p = filter.support
        let padded = UnsafeMutablePointer<SIMD16<Float>>.allocate(capacity: h + 2 * p)
        let scratch = UnsafeMutablePointer<SIMD16<Float>>.allocate(capacity: h + 2 * p)
        let column = UnsafeMutablePointer<SIMD16<Float>>.allocate(capacity: h)
        defer {
            padded.deallocate()
            scratch.deallocate()
            column.deallocate()
        }
        for b in blockRange {
            let line = intermediate + b * h
            let first = line[0].value
            let last = line[h - 1].value
            for i in 0..<p { padded[i] = first }
            for y in 0..<h { padded[p + y] = line[y].value }
            for i in 0..<p { padded[p + h + i] = last }
            filter.run(padded: padded, scratch: scratch, count: h, out: column)
            let x0 = 4 * b
            let lanes = min(4, w - x0)
            for y in 0..<h {
                let v = column[y]
                store(x0, y, v.lowHalf.lowHalf)
                if lanes > 1 { store(x0 + 1, y, v.lowHalf.highHalf) }
                if lanes > 2 { store(x0 + 2, y, v.highHalf.lowHalf) }
                if lanes > 3 { store(x0 + 3, y, v.highHalf.highHalf) }
            }
        }
    }
}
