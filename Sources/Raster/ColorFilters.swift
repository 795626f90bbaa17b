/// Per-pixel colour filters: grayscale (Rec. 709 luma on gamma-encoded values) and the fused
/// grayscale + dimming pass used for the presenting screen behind an alert.
///
/// Luma weights in 16-bit fixed point: 13933 + 46871 + 4732 = 65536, so
/// Y = (13933 R + 46871 G + 4732 B + 32768) >> 16 is within rounding of
/// 0.2126 R + 0.7152 G + 0.0722 B, and never exceeds alpha for a premultiplied pixel (the weights
/// sum to one), so grayscale can be applied to premultiplied values directly.
///
/// Dimming is source-over of one colour: `dim + input * (255 - dimAlpha) / 255` per channel,
/// exactly rounded; no channel sum can carry into the next byte (premultiplied channels <= alpha).

extension Canvas {
    /// Replaces each pixel of `region` (the whole canvas when nil) by its Rec. 709 luma,
    /// Y = 0.2126 R + 0.7152 G + 0.0722 B on gamma-encoded values, keeping alpha.
    public func grayscale(_ region: PixelRect? = nil) {
        guard var area = drawableBounds else { return }
        if let region {
            guard let a = area.intersection(region) else { return }
            area = a
        }
        applyFilter(area: area, grayscale: 1, dim: .transparent)
    }

    /// One fused pass over the canvas (within `clip`): optional grayscale, then source-over of
    /// `color`, which carries the dimming opacity already.
    ///
    /// ```swift
    /// canvas.grayscaleAndDim(with: PremultipliedColor.black.scaled(by: 0.3), grayscale: true)
    /// ```
    public func grayscaleAndDim(with color: PremultipliedColor, grayscale: Bool) {
        grayscaleAndDim(with: color, grayscaleAmount: grayscale ? 1 : 0)
    }

    /// `grayscaleAndDim(with:grayscale:)` with the grayscale partly applied: each channel moves
    /// `grayscaleAmount` (0...1, in 256ths) of the way to the pixel's luma. Used while the
    /// presenting screen's tint fades in with the backdrop.
    public func grayscaleAndDim(with color: PremultipliedColor, grayscaleAmount: Double) {
        guard let area = drawableBounds else { return }
        if grayscaleAmount <= 0 && color.a == 0 { return }
        applyFilter(area: area, grayscale: grayscaleAmount, dim: color)
    }

    /// In row bands on all cores for a screen-sized area: each pixel's value depends on that
    /// pixel alone, so the bytes are those of one pass.
    func applyFilter(area: PixelRect, grayscale: Double, dim: PremultipliedColor) {
        let filter = RowFilter(grayscale: grayscale, dim: dim)
        let bands = RowBands.count(width: area.width, height: area.height, threads: 0)
        RowBands.run(bands: bands) { band in
            for r in RowBands.rows(band: band, of: bands, height: area.height) {
                let y = area.y + r
                filter.apply(UnsafeMutableRawPointer(pixels + y * stride + area.x * 4), count: area.width)
            }
        }
    }
}

/// Grayscale and dimming of one row of premultiplied pixels, four pixels per step as
/// SIMD4<UInt32> words. The luma's constant weights lower to 16-bit multiplies; the dimming
/// scale by 255 - dimAlpha (a run-time factor, which 32-bit lanes multiply with two multiplies
/// and three shuffles) runs in 16-bit lanes (`scaleWords(_:lanes:)`). A value, so callers can
/// fuse it into other row loops (image copies).
struct RowFilter {
    let grayscale: Bool
    /// How far towards gray, in 256ths; 256 is the full (fast) grayscale path.
    let grayAmount: UInt32
    /// 255 - dimAlpha in every 16-bit lane; `dims` is false when it is 255 (x * 255 / 255 = x).
    let ia: SIMD8<UInt16>
    let dims: Bool
    let add: SIMD4<UInt32>

    /// `grayscale` in 0...1: the share of luma mixed in (1 = fully gray, used while an
    /// animation fades the presenting screen's tint in).
    init(grayscale: Double, dim: PremultipliedColor) {
        let amount = UInt32((min(max(grayscale, 0), 1) * 256).rounded())
        self.grayscale = amount > 0
        grayAmount = amount
        ia = SIMD8<UInt16>(repeating: 255 - UInt16(dim.a))
        dims = dim.a != 0
        add = SIMD4<UInt32>(repeating: packed(dim))
    }

    /// Grayscale and dim of four packed pixels: the gray word (luma in R, G and B, alpha kept),
    /// then every channel times (255 - dimAlpha) / 255, exactly rounded, plus the dimming colour.
    @inline(__always)
    func transform(_ v: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let mask = SIMD4<UInt32>(repeating: 0xFF)
        var w = v
        if grayscale {
            let r = v & mask
            let g = (v &>> 8) & mask
            let b = (v &>> 16) & mask
            let alpha = v & SIMD4<UInt32>(repeating: 0xFF00_0000)
            let l = (13933 &* r &+ 46871 &* g &+ 4732 &* b &+ 32768) &>> 16
            if grayAmount >= 256 {
                w = l | (l &<< 8) | (l &<< 16) | alpha
            } else {
                // Partly gray: each channel moves towards luma; both are <= alpha, so is the mix.
                let t = SIMD4<UInt32>(repeating: grayAmount)
                let keep = SIMD4<UInt32>(repeating: 256 - grayAmount)
                @inline(__always) func mix(_ c: SIMD4<UInt32>) -> SIMD4<UInt32> { (c &* keep &+ l &* t &+ 128) &>> 8 }
                w = mix(r) | (mix(g) &<< 8) | (mix(b) &<< 16) | alpha
            }
        }
        return (dims ? scaleWords(w, lanes: ia) : w) &+ add
    }

    @inline(__always)
    func apply(_ row: UnsafeMutableRawPointer, count n: Int) { forEachFourPixels(row, count: n, transform) }
}

/// Replaces the `n` packed pixels of `row` by `transform` of them, four at a time (a row's last
/// one to three pixels padded with zeros, which are not written back).
@inline(__always)
func forEachFourPixels(
    _ row: UnsafeMutableRawPointer, count n: Int, _ transform: (SIMD4<UInt32>) -> SIMD4<UInt32>
) {
    var i = 0
    while i < n {
        let lanes = min(4, n - i)
        if lanes == 4 {
            let v = row.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<UInt32>.self)
            row.storeBytes(of: transform(v), toByteOffset: i * 4, as: SIMD4<UInt32>.self)
        } else {
            var t = SIMD4<UInt32>(repeating: 0)
            for k in 0..<lanes { t[k] = row.load(fromByteOffset: (i + k) * 4, as: UInt32.self) }
            let out = transform(t)
            for k in 0..<lanes { row.storeBytes(of: out[k], toByteOffset: (i + k) * 4, as: UInt32.self) }
        }
        i += 4
    }
}
