/// The compositor's surface: one contiguous buffer of premultiplied RGBA8 pixels.
///
/// Why premultiplied 8-bit: source-over becomes `dst = src + dst * (255 - srcA) / 255` with exact
/// integer rounding (`mul255`), which is what UIKit and browsers do in gamma-encoded sRGB and
/// makes every result reproducible bit for bit. The buffer is allocated once; `fill` resets it,
/// so a renderer can reuse one canvas for many frames.
///
/// Drawing is split the way tiny-skia splits it: coverage producers (rects, rounded rects,
/// shadows, glyph masks) compute 8-bit coverage for spans of one row and hand them to a small
/// blitter (`SpanBlitter`) that does the colour math. Producers never touch colours; blitters
/// never walk edges.
///
/// ```swift
/// let canvas = Canvas(width: 1179, height: 2556, fill: .white)
/// let tint = StraightColor(r: 242, g: 242, b: 242, a: 204).premultiplied()
/// canvas.fillRoundedRect(Rect(x: 185, y: 1017, width: 810, height: 522), radius: 42,
///                        style: .continuous, color: tint)
/// let image = canvas.makeImage()   // straight RGBA8, ready for PNGFile
/// ```
public final class Canvas {
    /// Width in device pixels.
    public let width: Int
    /// Height in device pixels.
    public let height: Int
    /// Bytes per row (`width * 4`).
    public let stride: Int
    /// `height * stride` bytes, R, G, B, A per pixel, premultiplied.
    let pixels: UnsafeMutablePointer<UInt8>

    /// When set, every drawing operation touches only pixels inside it (and inside the canvas).
    /// `fill(_:)` is the one exception: it always replaces the whole buffer.
    public var clip: PixelRect?

    /// A canvas of `width` x `height` pixels, every pixel `fill`.
    ///
    /// ```swift
    /// let canvas = Canvas(width: 1170, height: 2532, fill: .white)
    /// ```
    public convenience init(width: Int, height: Int, fill: PremultipliedColor = .transparent) {
        self.init(width: width, height: height, zeroed: fill == .transparent)
        if fill != .transparent { self.fill(fill) }
    }

    /// A canvas whose pixels are zero, or anything when `zeroed` is false (the caller writes every
    /// one before any is read).
    package init(width: Int, height: Int, zeroed: Bool) {
        precondition(width >= 0 && height >= 0, "negative canvas size")
        self.width = width
        self.height = height
        self.stride = width * 4
        let count = max(1, width * height * 4)
        pixels = PixelMemory.allocate(bytes: count, zeroed: zeroed)
    }

    /// A canvas holding `image`, premultiplied on the way in.
    public convenience init(image: RGBAImage) {
        self.init(width: image.width, height: image.height, zeroed: false)  // every pixel written below
        image.bytes.withUnsafeBufferPointer { src in
            premultiplyCopy(from: src.baseAddress!, to: pixels, count: width * height)
        }
    }

    deinit {
        PixelMemory.deallocate(pixels, bytes: max(1, width * height * 4))
    }

    /// The whole canvas as a pixel rectangle.
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// Where drawing may happen: the canvas bounds intersected with `clip`; nil when nothing can
    /// be drawn.
    var drawableBounds: PixelRect? {
        guard let clip else { return bounds.intersection(bounds) }
        return bounds.intersection(clip)
    }

    /// The straight-alpha image of this canvas (un-premultiplied, rounded to nearest).
    public func makeImage() -> RGBAImage {
        var bytes: [UInt8] = []
        makeImageBytes(into: &bytes)
        return RGBAImage(width: width, height: height, bytes: bytes)
    }

    /// `makeImage()`'s bytes written into `bytes`, whose storage is reused when it is uniquely
    /// held and already `width * height * 4` bytes long (a loop over many snapshots then
    /// allocates no image per snapshot); otherwise it is replaced by a new, never zero-filled array.
    public func makeImageBytes(into bytes: inout [UInt8]) {
        let n = width * height
        if bytes.count == n * 4 {
            bytes.withUnsafeMutableBufferPointer { unpremultiply(into: $0.baseAddress!, count: n) }
        } else {
            bytes = [UInt8](unsafeUninitializedCapacity: n * 4) { dst, initialized in
                unpremultiply(into: dst.baseAddress!, count: n)
                initialized = n * 4
            }
        }
    }

    /// Straight RGBA of the first `n` pixels into `d`. Opaque pixels are their own straight
    /// values, so runs of four opaque pixels are one 16-byte copy (canvases are mostly opaque);
    /// the others divide by alpha one by one.
    private func unpremultiply(into d: UnsafeMutablePointer<UInt8>, count n: Int) {
        let src = UnsafeRawPointer(pixels)
        let dst = UnsafeMutableRawPointer(d)
        let opaque = SIMD4<UInt32>(repeating: 0xFF00_0000)
        var i = 0
        while i < n {
            if i + 4 <= n {
                let v = src.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<UInt32>.self)
                if all(v .>= opaque) {
                    dst.storeBytes(of: v, toByteOffset: i * 4, as: SIMD4<UInt32>.self)
                    i += 4
                    continue
                }
            }
            let end = min(n, i + 4)
            while i < end {
                let p = pixels + i * 4
                let q = d + i * 4
                let a = p[3]
                if a == 255 {
                    q[0] = p[0]
                    q[1] = p[1]
                    q[2] = p[2]
                    q[3] = 255
                } else if a == 0 {
                    q[0] = 0
                    q[1] = 0
                    q[2] = 0
                    q[3] = 0
                } else {
                    let c = PremultipliedColor(r: p[0], g: p[1], b: p[2], a: a).unpremultiplied()
                    q[0] = c.r
                    q[1] = c.g
                    q[2] = c.b
                    q[3] = a
                }
                i += 1
            }
        }
    }

    /// Calls `body` with the premultiplied RGBA rows (`stride` bytes each, top row first).
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try body(UnsafeRawBufferPointer(start: pixels, count: width * height * 4))
    }

    /// Mutable access to the premultiplied rows, for producers outside this module (keep every
    /// channel <= alpha).
    public func withUnsafeMutableBytes<R>(_ body: (UnsafeMutableRawBufferPointer) throws -> R)
        rethrows -> R
    {
        try body(UnsafeMutableRawBufferPointer(start: pixels, count: width * height * 4))
    }

    /// True when every pixel has alpha 255.
    public var isOpaque: Bool {
        let n = width * height
        for i in 0..<n where pixels[i * 4 + 3] != 255 { return false }
        return true
    }

    /// The premultiplied pixel at (x, y); `x` and `y` must be inside the canvas.
    public func pixel(x: Int, y: Int) -> PremultipliedColor {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel outside canvas")
        let p = pixels + y * stride + x * 4
        return PremultipliedColor(r: p[0], g: p[1], b: p[2], a: p[3])
    }

    /// Replaces every pixel with `color`, ignoring `clip` (this is the reset of a reused canvas).
    public func fill(_ color: PremultipliedColor) {
        let n = width * height
        guard n > 0 else { return }
        let word = packed(color)
        let raw = UnsafeMutableRawPointer(pixels)
        if word == 0 {
            raw.initializeMemory(as: UInt8.self, repeating: 0, count: n * 4)
        } else {
            for i in 0..<n { raw.storeBytes(of: word, toByteOffset: i * 4, as: UInt32.self) }
        }
    }

    /// A new canvas holding the pixels of `region` (parts outside this canvas are transparent).
    ///
    /// ```swift
    /// let behindCard = canvas.copy(PixelRect(x: 100, y: 900, width: 970, height: 700))
    /// ```
    public func copy(_ region: PixelRect) -> Canvas {
        let inside = bounds.intersection(region) == region
        let out = Canvas(width: max(0, region.width), height: max(0, region.height), zeroed: !inside)
        guard let src = bounds.intersection(region) else { return out }
        for y in src.y..<src.maxY {
            let from = pixels + y * stride + src.x * 4
            let to = out.pixels + (y - region.y) * out.stride + (src.x - region.x) * 4
            to.update(from: from, count: src.width * 4)
        }
        return out
    }
}

extension Canvas {
    /// Replaces the pixels of `region` (within both canvases) with `source`'s pixels at the same
    /// place, ignoring `clip`: a plain copy of rows, no blending. A kept layer restored into a
    /// canvas that differs from it only inside `region` costs that region, not the whole screen.
    ///
    /// ```swift
    /// canvas.replacePixels(PixelRect(x: 100, y: 900, width: 970, height: 700), from: layer)
    /// ```
    public func replacePixels(_ region: PixelRect, from source: Canvas) {
        guard let area = bounds.intersection(region), let area = source.bounds.intersection(area) else { return }
        if area == bounds && source.width == width {
            pixels.update(from: source.pixels, count: width * height * 4)
            return
        }
        for y in area.y..<area.maxY {
            (pixels + y * stride + area.x * 4).update(
                from: source.pixels + y * source.stride + area.x * 4, count: area.width * 4)
        }
    }
}

/// A premultiplied colour as the little-endian word stored in the buffer.
@inline(__always)
func packed(_ c: PremultipliedColor) -> UInt32 {
    UInt32(c.r) | UInt32(c.g) << 8 | UInt32(c.b) << 16 | UInt32(c.a) << 24
}

/// Copies `count` straight RGBA pixels into premultiplied form.
func premultiplyCopy(from src: UnsafePointer<UInt8>, to dst: UnsafeMutablePointer<UInt8>, count: Int) {
    for i in 0..<count {
        let s = src + i * 4
        let d = dst + i * 4
        let a = s[3]
        if a == 255 {
            d[0] = s[0]
            d[1] = s[1]
            d[2] = s[2]
            d[3] = 255
        } else {
            d[0] = mul255(s[0], a)
            d[1] = mul255(s[1], a)
            d[2] = mul255(s[2], a)
            d[3] = a
        }
    }
}
