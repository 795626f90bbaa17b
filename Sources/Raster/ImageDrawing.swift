/// Drawing straight-alpha images into the canvas: aspect-fill scaling, premultiplied on the way
/// in, composited source-over.
///
/// Resampling is separable. Each destination column and row gets a short list of source taps:
/// area averaging (the exact overlap of the destination pixel's footprint with each source
/// pixel) when shrinking, bilinear between pixel centres (edges clamped) when growing. Filtering
/// happens on premultiplied values so transparent pixels never bleed colour. A 1:1 draw at a
/// whole-pixel offset is a straight copy.

/// Taps of a 1-D resampling: destination i reads `count[i]` source pixels from `start[i]`.
struct ResampleTaps {
    var start: [Int] = []
    var count: [Int] = []
    /// Weights of destination i begin at `offset[i]`.
    var offset: [Int] = []
    var weights: [Float] = []

    /// Destination pixels `range` of an axis where source pixel k covers destination
    /// [origin + k * scale, origin + (k + 1) * scale), for a source of `n` pixels.
    init(range: Range<Int>, origin: Double, scale: Double, sourceCount n: Int) {
        for d in range {
            offset.append(weights.count)
            if scale < 1 {
                // The destination pixel's footprint in source coordinates.
                let lo = max(0, (Double(d) - origin) / scale)
                let hi = min(Double(n), (Double(d + 1) - origin) / scale)
                let k0 = max(0, min(n - 1, Int(lo.rounded(.down))))
                let k1 = max(k0 + 1, min(n, Int(hi.rounded(.up))))
                var total = 0.0
                var ws: [Double] = []
                for k in k0..<k1 {
                    let w = max(0, min(hi, Double(k + 1)) - max(lo, Double(k)))
                    ws.append(w)
                    total += w
                }
                if total <= 0 {
                    ws = ws.map { _ in 1 / Double(ws.count) }
                    total = 1
                }
                start.append(k0)
                count.append(ws.count)
                weights.append(contentsOf: ws.map { Float($0 / total) })
            } else {
                let u = (Double(d) + 0.5 - origin) / scale - 0.5
                let f = u - u.rounded(.down)
                let i0 = Int(u.rounded(.down))
                let a = max(0, min(n - 1, i0))
                let b = max(0, min(n - 1, i0 + 1))
                if a == b || f == 0 {
                    start.append(a)
                    count.append(1)
                    weights.append(1)
                } else {
                    start.append(a)
                    count.append(2)
                    weights.append(Float(1 - f))
                    weights.append(Float(f))
                }
            }
        }
    }
}

extension Canvas {
    /// Draws `image` scaled to cover `rect` (aspect fill), centred and cropped to it,
    /// source-over.
    ///
    /// ```swift
    /// canvas.drawImage(presentingScreen, aspectFillIn: canvas.bounds)
    /// ```
    public func drawImage(_ image: RGBAImage, aspectFillIn rect: PixelRect) {
        drawImage(image, aspectFillIn: rect, filter: nil)
    }

    /// `drawImage(_:aspectFillIn:)` followed by `grayscaleAndDim(with:grayscale:)` over `rect`,
    /// fused: at 1:1 each row is filtered right after it is copied, while it is still in cache,
    /// so the presenting screen costs one pass over memory instead of two.
    public func drawImage(
        _ image: RGBAImage, aspectFillIn rect: PixelRect, thenGrayscale grayscale: Bool, dim: PremultipliedColor
    ) {
        drawImage(image, aspectFillIn: rect, thenGrayscaleAmount: grayscale ? 1 : 0, dim: dim)
    }

    /// The fused draw with a partial grayscale (`grayscaleAmount` in 0...1), as
    /// `grayscaleAndDim(with:grayscaleAmount:)`.
    public func drawImage(
        _ image: RGBAImage, aspectFillIn rect: PixelRect, thenGrayscaleAmount grayscale: Double, dim: PremultipliedColor
    ) {
        let wanted = grayscale > 0 || dim.a != 0
        drawImage(image, aspectFillIn: rect, filter: wanted ? RowFilter(grayscale: grayscale, dim: dim) : nil)
    }

    /// `drawImage(_:aspectFillIn:thenGrayscaleAmount:dim:)` for the canvas pixels inside `band`
    /// only; the others are left untouched. The image is placed by `rect` alone (every pixel's
    /// value depends on its position, never on the band), so disjoint bands painted on different
    /// threads at once give exactly the pixels of one whole call.
    ///
    /// ```swift
    /// let top = PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height / 2)
    /// canvas.drawImage(screen, aspectFillIn: canvas.bounds, thenGrayscaleAmount: 1, dim: dim, onlyIn: top)
    /// ```
    public func drawImage(
        _ image: RGBAImage, aspectFillIn rect: PixelRect, thenGrayscaleAmount grayscale: Double,
        dim: PremultipliedColor,
        onlyIn band: PixelRect
    ) {
        let wanted = grayscale > 0 || dim.a != 0
        drawImage(
            image, aspectFillIn: rect, filter: wanted ? RowFilter(grayscale: grayscale, dim: dim) : nil, band: band)
    }

    private func drawImage(
        _ image: RGBAImage, aspectFillIn rect: PixelRect, filter: RowFilter?, band: PixelRect? = nil
    ) {
        guard image.width > 0, image.height > 0, !rect.isEmpty, let drawable = drawableBounds,
            let whole = drawable.intersection(rect)
        else { return }
        let area: PixelRect
        if let band {
            guard let inside = whole.intersection(band) else { return }
            area = inside
        } else {
            area = whole
        }
        let s = max(Double(rect.width) / Double(image.width), Double(rect.height) / Double(image.height))
        let ox = Double(rect.x) + (Double(rect.width) - Double(image.width) * s) / 2
        let oy = Double(rect.y) + (Double(rect.height) - Double(image.height) * s) / 2
        image.bytes.withUnsafeBufferPointer { buf in
            let src = buf.baseAddress!
            if s == 1 && ox == ox.rounded() && oy == oy.rounded() {
                copyImage(src, imageWidth: image.width, area: area, dx: Int(ox), dy: Int(oy), filter: filter)
            } else {
                resampleImage(
                    src, imageWidth: image.width, imageHeight: image.height, area: area, scale: s,
                    ox: ox, oy: oy)
                if let filter {
                    for y in area.y..<area.maxY {
                        filter.apply(UnsafeMutableRawPointer(pixels + y * stride + area.x * 4), count: area.width)
                    }
                }
            }
        }
    }

    /// 1:1 source-over copy; image pixel (0, 0) lands on canvas (dx, dy).
    func copyImage(
        _ src: UnsafePointer<UInt8>, imageWidth: Int, area: PixelRect, dx: Int, dy: Int, filter: RowFilter?
    ) {
        let opaque = SIMD4<UInt32>(repeating: 255)
        for y in area.y..<area.maxY {
            let s = src + ((y - dy) * imageWidth + (area.x - dx)) * 4
            let d = pixels + y * stride + area.x * 4
            var i = 0
            // Four pixels at a time: an opaque block is a plain store (of its filtered value, so
            // source pixels are read once and canvas pixels written once); others blend.
            while i + 4 <= area.width {
                let v = UnsafeRawPointer(s + i * 4).loadUnaligned(as: SIMD4<UInt32>.self)
                if all((v &>> 24) .== opaque) {
                    UnsafeMutableRawPointer(d + i * 4).storeBytes(of: filter?.transform(v) ?? v, as: SIMD4<UInt32>.self)
                } else {
                    for k in i..<i + 4 { blendImagePixel(s + k * 4, onto: d + k * 4) }
                    filter?.apply(UnsafeMutableRawPointer(d + i * 4), count: 4)
                }
                i += 4
            }
            if i < area.width {
                for k in i..<area.width { blendImagePixel(s + k * 4, onto: d + k * 4) }
                filter?.apply(UnsafeMutableRawPointer(d + i * 4), count: area.width - i)
            }
        }
    }

    /// Source-over of one straight-alpha image pixel onto a premultiplied canvas pixel.
    @inline(__always)
    private func blendImagePixel(_ sp: UnsafePointer<UInt8>, onto dp: UnsafeMutablePointer<UInt8>) {
        let a = sp[3]
        if a == 255 {
            UnsafeMutableRawPointer(dp).storeBytes(
                of: UnsafeRawPointer(sp).loadUnaligned(as: UInt32.self), as: UInt32.self)
        } else if a != 0 {
            let aa = UInt32(a)
            blendPixel(dp, mul255u(UInt32(sp[0]), aa), mul255u(UInt32(sp[1]), aa), mul255u(UInt32(sp[2]), aa), aa)
        }
    }
}
