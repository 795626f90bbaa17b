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
}
