/// In-place Gaussian blur of a pixel region, separable, with edge pixels clamped.
///
/// Small sigma (< 4.5 px): a direct convolution with the sampled, normalised Gaussian (radius 4
/// sigma). Larger sigma: eight successive "extended box" filters (a box with fractional end
/// taps, Gwosdek et al. 2011), each with variance sigma^2 / 8, run as sliding sums, so the cost
/// per pixel does not grow with sigma. Three integer boxes (the W3C/Kovesi recipe) miss a true
/// Gaussian's step response by up to 2.5/255 and their integer widths also miss the variance;
/// extended boxes match the variance exactly, and eight of them keep the step-response error
/// near 1/255 (six still reach 2/255 around sigma 3), leaving room for the final rounding.
///
/// Clamping is exact: each line is padded with copies of its end pixels by the filter's full
/// support before filtering, which is what a convolution of the clamp-extended image means.
/// Intermediate values stay in Float (SIMD4: R, G, B, A together) and are rounded once.
///
/// Bounded work (every spec the validator accepts renders in seconds):
/// - From `downsampledSigma` (16 px) the region is averaged over f x f blocks (f = sigma / 8,
///   rounded down), blurred with sigma / f on the small image and interpolated back bilinearly;
///   the blocks and the interpolation add a variance of about f^2 / 4, which the small blur
///   leaves out. A Gaussian of 8 or more small pixels has nothing left at the small image's
///   Nyquist frequency (exp(-(8 pi)^2 / 2)), so the result differs from the direct blur by
///   about a tenth of a level: rounding moves a few pixels by one (tests compare both with a
///   brute-force Gaussian). The full-size work is then one add and two interpolations a pixel
///   whatever sigma is; the direct blur's padding alone (5 sigma a side) made sigma 8192 on an
///   8000 px canvas take 22 s, and its 16 passes a pixel made a 64-megapixel material take 7 s.
/// - The vertical pass filters four columns at once (SIMD16: four RGBA pixels) from an
///   intermediate stored by blocks of four columns, so it streams memory instead of striding
///   a whole row per pixel; the horizontal pass filters four rows at once, so that the sliding
///   sums' dependent adds carry four pixels each.
/// - The intermediate holds Float for regions up to `maxFloatIntermediatePixels` (256 MiB)
///   and 16-bit fixed point (1/256 level, half the memory) past that.

import CRasterKernels

#if canImport(Glibc)
    import Glibc
#endif

/// A 1-D Gaussian filter for lines of SIMD4<Float> pixels (or SIMD16<Float>: four at once).
struct GaussianLineFilter {
    enum Method {
        case kernel([Float])  // weights for offsets -R...R
        case boxes([(radius: Int, alpha: Float, norm: Float)])
    }
    let method: Method
    /// Padding needed on each side of a line.
    let support: Int

    static let boxPasses = 8

    init(sigma: Double) {
        if sigma < 4.5 {
            let r = max(1, Int((4 * sigma).rounded(.up)))
            var w = (-r...r).map { k in exp(-Double(k * k) / (2 * sigma * sigma)) }
            let total = w.reduce(0, +)
            w = w.map { $0 / total }
            method = .kernel(w.map { Float($0) })
            support = r
        } else {
            let n = GaussianLineFilter.boxPasses
            let v = sigma * sigma / Double(n)
            // Largest integer radius r whose plain box variance r(r+1)/3 does not exceed v,
            // then end taps alpha at +-(r+1) bring the variance to exactly v.
            var r = 0
            while Double((r + 1) * (r + 2)) / 3 <= v { r += 1 }
            let sumSquares = Double(r * (r + 1) * (2 * r + 1)) / 3  // 2 * sum k^2, k = 1...r
            let alpha = (v * Double(2 * r + 1) - sumSquares) / (2 * Double((r + 1) * (r + 1)) - 2 * v)
            let norm = 1 / (Double(2 * r + 1) + 2 * alpha)
            method = .boxes(Array(repeating: (r, Float(alpha), Float(norm)), count: n))
            support = n * (r + 1)
        }
    }

    /// Filters `padded` (n + 2 * support values, ends already clamp-extended) and writes the n
    /// results to `out`. `scratch` holds at least n + 2 * support values. Each lane of `V` is
    /// filtered independently with the same operations, so four columns at once give exactly
    /// the values of one at a time.
    @inline(__always)
    func run<V: SIMD>(
        padded: UnsafeMutablePointer<V>, scratch: UnsafeMutablePointer<V>, count n: Int, out: UnsafeMutablePointer<V>
    ) where V.Scalar == Float {
        switch method {
        case .kernel(let w):
            w.withUnsafeBufferPointer { wp in
                let taps = wp.count
                for i in 0..<n {
                    var acc = V(repeating: 0)
                    let src = padded + i
                    for k in 0..<taps { acc += wp[k] * src[k] }
                    out[i] = acc
                }
            }
        case .boxes(let passes):
            var src = padded
            var dst = scratch
            var lo = 0
            var hi = n + 2 * support
            for (index, pass) in passes.enumerated() {
                let r = pass.radius
                let start = lo + r + 1
                let end = hi - r - 1
                // The last pass writes straight to the output.
                let last = index == passes.count - 1
                let target = last ? out - start : dst
                var s = V(repeating: 0)
                for k in (start - r)...(start + r) { s += src[k] }
                let alpha = pass.alpha
                let norm = pass.norm
                for i in start..<end {
                    target[i] = (s + alpha * (src[i - r - 1] + src[i + r + 1])) * norm
                    s += src[i + r + 1] - src[i - r]
                }
                lo = start
                hi = end
                swap(&src, &dst)
            }
        }
    }
}

/// How the blur's intermediate (horizontally filtered pixels, four columns a value) is stored.
protocol BlurIntermediate {
    init(storing value: SIMD16<Float>)
    var value: SIMD16<Float> { get }
}

extension SIMD16: BlurIntermediate where Scalar == Float {
    @inline(__always) init(storing value: SIMD16<Float>) { self = value }
    @inline(__always) var value: SIMD16<Float> { self }
}

/// 16-bit fixed point, 1/256 of a level: values stay within 0...255 (every filter weight is
/// positive), so 255 * 256 fits, at half the memory of Float.
struct FixedPointIntermediate: BlurIntermediate {
    var bits: SIMD16<UInt16>
    @inline(__always) init(storing value: SIMD16<Float>) {
        // Round to nearest by adding 1.5 * 2^23: the integer lands in the low mantissa bits.
        // (The standard library's float-to-integer SIMD conversion goes element by element
        // through a generic path, 20x slower.)
        let scaled = (value * 256).replacing(with: 0, where: value .< 0).replacing(with: 65535, where: value .> 255.99)
        let shifted = unsafeBitCast(scaled + 12_582_912, to: SIMD16<UInt32>.self)
        bits = SIMD16<UInt16>(truncatingIfNeeded: shifted)
    }
    @inline(__always) var value: SIMD16<Float> { SIMD16<Float>(bits) * (1 / 256) }
}

extension Canvas {
    /// Sigma (pixels) from which `blur` works on an image averaged over blocks (see the file
    /// comment). The material (20-30 pt, 40-90 px on phones) takes that path.
    static let downsampledSigma = 16.0
    /// Largest region, in pixels, whose blur keeps a Float intermediate (16 bytes a pixel).
    static let maxFloatIntermediatePixels = 16 << 20

    /// Blurs the pixels of `region` in place with a Gaussian of standard deviation `sigma`
    /// pixels. Only pixels inside the region (and the canvas and `clip`) are read or written;
    /// the region's edge pixels are repeated outward. The cost grows with the region's pixels,
    /// never with sigma.
    ///
    /// ```swift
    /// material.blur(PixelRect(x: 120, y: 900, width: 930, height: 700), sigma: 60)
    /// ```
    public func blur(_ region: PixelRect, sigma: Double) {
        blur(region, sigma: sigma, needed: nil)
    }

    /// `blur(_:sigma:)` where only the pixels inside `needed` will be read afterwards (a
    /// material's card inside the neighbourhood its blur samples): those get exactly the values
    /// the whole blur gives them, and, for sigma >= `downsampledSigma`, the region's pixels
    /// outside it are left unblurred (interpolating the small image back was half the work, and
    /// a card is a third of its neighbourhood). `nil` blurs the whole region.
    public func blur(_ region: PixelRect, sigma: Double, needed: PixelRect?) {
        guard sigma > 0, let bounds = drawableBounds, let area = bounds.intersection(region) else { return }
        if sigma >= Self.downsampledSigma {
            guard let kept = needed.map({ $0.intersection(area) }) ?? area else { return }
            blurDownsampled(area, sigma: sigma, writing: kept)
        } else {
            blurDirect(area, sigma: sigma)
        }
    }

    /// `blur(_:sigma:needed:)` of a copy of this canvas's `region`, with the needed pixels
    /// written to `output` instead of back here: pixel (x, y) of `needed` (clipped to the region
    /// and the canvas: `kept`) lands at (x - kept.x, y - kept.y) of `output`, which must be at
    /// least kept's size; nothing else of `output` is written. This canvas is only read (its
    /// `clip` is not used). A material then costs neither a copy of the card's whole
    /// neighbourhood (3 sigma each side, 4 MB on a phone) nor fresh pages for one, and `output`
    /// can be reused. Returns `kept` (this canvas's coordinates), nil when `needed` misses the
    /// region. Sigma <= 0 copies the pixels unblurred.
    ///
    /// ```swift
    /// let card = Canvas(width: 814, height: 604)
    /// let neighbourhood = PixelRect(x: 0, y: 784, width: 1170, height: 964)
    /// screen.blur(neighbourhood, sigma: 60, needed: PixelRect(x: 178, y: 964, width: 814, height: 604), into: card)
    /// ```
    @discardableResult
    public func blur(_ region: PixelRect, sigma: Double, needed: PixelRect, into output: Canvas) -> PixelRect? {
        guard let area = bounds.intersection(region), let kept = needed.intersection(area) else { return nil }
        precondition(output.width >= kept.width && output.height >= kept.height, "blur output smaller than needed")
        let rows = UnsafeMutableRawPointer(pixels + area.y * stride + area.x * 4)
        let written = PixelRect(x: kept.x - area.x, y: kept.y - area.y, width: kept.width, height: kept.height)
        let out = UnsafeMutableRawPointer(output.pixels)
        if sigma >= Self.downsampledSigma {
            Self.blurDownsampled(
                rows, stride: stride, width: area.width, height: area.height, sigma: sigma, writing: written,
                to: out, stride: output.stride)
        } else if sigma > 0 {
            Self.blurDirect(
                rows, stride: stride, width: area.width, height: area.height, sigma: sigma, writing: written,
                to: out, stride: output.stride)
        } else {
            for y in 0..<kept.height {
                (out + y * output.stride).copyMemory(
                    from: rows + (written.y + y) * stride + written.x * 4, byteCount: kept.width * 4)
            }
        }
        return kept
    }

    /// The full-size separable blur of `area` (inside the drawable bounds), whatever sigma.
    func blurDirect(_ area: PixelRect, sigma: Double) {
        let rows = UnsafeMutableRawPointer(pixels + area.y * stride + area.x * 4)
        let filter = GaussianLineFilter(sigma: sigma)
        if area.width * area.height <= Self.maxFloatIntermediatePixels {
            Self.blurLines(
                filter, width: area.width, height: area.height, as: SIMD16<Float>.self,
                load: { x, y in Self.loadPixel(rows, stride: self.stride, x: x, y: y) },
                store: { x, y, v in Self.storePixel(rows, stride: self.stride, x: x, y: y, v) })
        } else {
            Self.blurLines(
                filter, width: area.width, height: area.height, as: FixedPointIntermediate.self,
                load: { x, y in Self.loadPixel(rows, stride: self.stride, x: x, y: y) },
                store: { x, y, v in Self.storePixel(rows, stride: self.stride, x: x, y: y, v) })
        }
    }

    /// The direct blur of the w x h pixels at `rows`, storing only the pixels of `kept` (relative
    /// to `rows`), kept's origin at `out`.
    static func blurDirect(
        _ rows: UnsafeMutableRawPointer, stride: Int, width w: Int, height h: Int, sigma: Double,
        writing kept: PixelRect, to out: UnsafeMutableRawPointer, stride outStride: Int
    ) {
        let filter = GaussianLineFilter(sigma: sigma)
        let x0 = kept.x
        let y0 = kept.y
        let x1 = kept.maxX
        let y1 = kept.maxY
        @inline(__always) func store(_ x: Int, _ y: Int, _ v: SIMD4<Float>) {
            if x >= x0 && x < x1 && y >= y0 && y < y1 { storePixel(out, stride: outStride, x: x - x0, y: y - y0, v) }
        }
        if w * h <= maxFloatIntermediatePixels {
            blurLines(
                filter, width: w, height: h, as: SIMD16<Float>.self,
                load: { x, y in loadPixel(rows, stride: stride, x: x, y: y) }, store: store)
        } else {
            blurLines(
                filter, width: w, height: h, as: FixedPointIntermediate.self,
                load: { x, y in loadPixel(rows, stride: stride, x: x, y: y) }, store: store)
        }
    }

    @inline(__always)
    static func loadPixel(_ rows: UnsafeMutableRawPointer, stride: Int, x: Int, y: Int) -> SIMD4<Float> {
        let q = rows.assumingMemoryBound(to: UInt8.self) + y * stride + x * 4
        return SIMD4(Float(q[0]), Float(q[1]), Float(q[2]), Float(q[3]))
    }

    /// Rounds a filtered premultiplied pixel to bytes, colour never above alpha
    /// (`roundedPremultipliedBytes`: branch-free).
    @inline(__always)
    static func storePixel(_ rows: UnsafeMutableRawPointer, stride: Int, x: Int, y: Int, _ value: SIMD4<Float>) {
        rows.storeBytes(
            of: roundedPremultipliedBytes(value), toByteOffset: y * stride + x * 4, as: SIMD4<UInt8>.self)
    }

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
