import CRasterKernels

/// What Liquid Glass makes of the blurred screen behind it, as one affine colour map per pixel:
/// the backdrop's luminance passes by one share, its colour (each channel's distance from that
/// luminance) by a larger one, and the glass's own colour fills the rest.
///
///     out = pass * Y + chroma * (c - Y) + tint        (tint premultiplied: its colour times 1 - pass)
///
/// with Y the Rec. 709 luma of the gamma-encoded pixel (`ColorFilters`' weights). With `chroma`
/// equal to `pass` it is source-over of the tint; a larger `chroma` is the glass's vibrancy: a
/// red control under a dark card glows red through it while grays barely lighten it (docs/themes.md
/// "The glass").
///
/// ```swift
/// let grade = GlassGrade(tint: PremultipliedColor(r: 12, g: 12, b: 12, a: 180), chroma: 0.8)
/// sample.applyGlassGrade(grade, width: w, height: h)
/// ```
public struct GlassGrade: Sendable, Equatable {
    /// The glass's own colour, premultiplied: its alpha is the share of the backdrop's luminance
    /// the glass hides (`pass` = 1 - alpha / 255).
    public var tint: PremultipliedColor
    /// The share of the backdrop's colour, each channel's distance from its luma, that shows through.
    public var chroma: Double

    /// The grade that lays `tint` over the backdrop and passes `chroma` of its colour.
    public init(tint: PremultipliedColor, chroma: Double) {
        self.tint = tint
        self.chroma = chroma
    }

    /// The share of the backdrop's luminance that shows through.
    public var pass: Double { Double(255 - Int(tint.a)) / 255 }
}

extension Canvas {
    /// Grades the first `width` x `height` pixels (a backdrop sample) with `grade`, in place. Each
    /// pixel depends on itself alone, so the bands on every core give the bytes of one pass.
    public func applyGlassGrade(_ grade: GlassGrade, width: Int, height: Int) {
        let w = min(width, self.width)
        let h = min(height, self.height)
        guard w > 0, h > 0 else { return }
        let row = GlassGradeRow(grade)
        let bands = RowBands.count(width: w, height: h, threads: 0)
        let base = pixels
        let stride = self.stride
        RowBands.run(bands: bands) { band in
            for y in RowBands.rows(band: band, of: bands, height: h) {
                row.apply(UnsafeMutableRawPointer(base + y * stride), count: w)
            }
        }
    }
}

/// `GlassGrade` over rows of premultiplied pixels, four at a time in 32-bit lanes.
struct GlassGradeRow {
    /// pass and chroma in 256ths.
    let pass: SIMD4<Int32>
    let chroma: SIMD4<Int32>
    /// The tint's premultiplied channels, scaled by each pixel's alpha / 255 (exact for an
    /// opaque screen, whose alpha is 255; a transparent pixel past the screen gets none).
    let tint: (r: Int32, g: Int32, b: Int32)

    init(_ grade: GlassGrade) {
        pass = SIMD4(repeating: Int32((grade.pass * 256).rounded()))
        chroma = SIMD4(repeating: Int32((min(max(grade.chroma, 0), 4) * 256).rounded()))
        tint = (Int32(grade.tint.r), Int32(grade.tint.g), Int32(grade.tint.b))
    }

    @inline(__always)
    func transform(_ v: SIMD4<UInt32>) -> SIMD4<UInt32> {
        // Bit casts, not converting initializers: the lanes' values are below 2^31 either way,
        // and the casts cost nothing where the generic conversions go lane by lane.
        let mask = SIMD4<UInt32>(repeating: 0xFF)
        let r = unsafeBitCast(v & mask, to: SIMD4<Int32>.self)
        let g = unsafeBitCast((v &>> 8) & mask, to: SIMD4<Int32>.self)
        let b = unsafeBitCast((v &>> 16) & mask, to: SIMD4<Int32>.self)
        let a = unsafeBitCast(v &>> 24, to: SIMD4<Int32>.self)
        let l = (13933 &* r &+ 46871 &* g &+ 4732 &* b &+ 32768) &>> 16
        let lit = pass &* l &+ 128
        @inline(__always) func channel(_ c: SIMD4<Int32>, _ t: Int32) -> SIMD4<UInt32> {
            let x = t &* a &+ 128  // t * a / 255, rounded, without a division
            let own = (x &+ (x &>> 8)) &>> 8
            let out = ((lit &+ chroma &* (c &- l)) &>> 8) &+ own
            return unsafeBitCast(pointwiseMin(pointwiseMax(out, .zero), a), to: SIMD4<UInt32>.self)
        }
        return channel(r, tint.r) | (channel(g, tint.g) &<< 8) | (channel(b, tint.b) &<< 16) | (v & 0xFF00_0000)
    }

    /// `wide`: eight pixels at a time in AVX2 (`craster_glass_grade`, the same bytes), the rest here.
    @inline(__always)
    func apply(_ row: UnsafeMutableRawPointer, count n: Int, wide: Bool = WideKernels.available) {
        var done = 0
        if wide && n >= 8 {
            done = craster_glass_grade(
                row.assumingMemoryBound(to: UInt32.self), n, pass[0], chroma[0], tint.r, tint.g, tint.b)
        }
        forEachFourPixels(row + done * 4, count: n - done, transform)
    }
}
