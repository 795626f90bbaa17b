import AlertModel
import Raster

#if canImport(Glibc)
    import Glibc
#endif

/// WCAG 2.1 relative luminance and contrast ratio, and the background a text sits on.
public enum Contrast {
    /// sRGB channel (0...255) to linear light, WCAG 2.1's formula (0.03928 threshold).
    static let linear: [Double] = (0..<256).map { i in
        let c = Double(i) / 255
        return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// Relative luminance of an opaque sRGB colour.
    public static func luminance(r: UInt8, g: UInt8, b: UInt8) -> Double {
        0.2126 * linear[Int(r)] + 0.7152 * linear[Int(g)] + 0.0722 * linear[Int(b)]
    }

    /// (L1 + 0.05) / (L2 + 0.05) with L1 the lighter: 1...21.
    public static func ratio(_ a: Double, _ b: Double) -> Double {
        (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// WCAG's minimum for text of this size: 3 for large text (18 pt, or 14 pt bold), else 4.5.
    public static func minimumRatio(size: Double, weight: FontWeight) -> Double {
        let bold = weight == .bold
        return size >= 18 || (bold && size >= 14) ? 3 : 4.5
    }

    /// The median background colour of `rect` (pixels, clamped to the canvas), ordered by
    /// luminance: the pixel half of the frame is lighter than. Translucent pixels are taken as
    /// composited over black (what an opaque PNG viewer would not do, but renders with a
    /// presenting screen are opaque). Nil when the rect has no pixel on the canvas.
    public static func medianBackground(of canvas: Canvas, in rect: PixelRect) -> RGBA8? {
        guard let r = rect.intersection(canvas.bounds), r.width > 0, r.height > 0 else { return nil }
        // A 4096-bin luminance histogram keeps one colour per bin: no sort, no per-pixel allocation.
        let bins = 4096
        var counts = [Int](repeating: 0, count: bins)
        var colours = [UInt32](repeating: 0, count: bins)
        let stride = canvas.stride
        linear.withUnsafeBufferPointer { lin in
            counts.withUnsafeMutableBufferPointer { counts in
                colours.withUnsafeMutableBufferPointer { colours in
                    canvas.withUnsafeBytes { bytes in
                        for y in r.y..<(r.y + r.height) {
                            var p = y * stride + r.x * 4
                            for _ in 0..<r.width {
                                let red = bytes[p], green = bytes[p + 1], blue = bytes[p + 2]
                                let l = 0.2126 * lin[Int(red)] + 0.7152 * lin[Int(green)] + 0.0722 * lin[Int(blue)]
                                let bin = min(bins - 1, Int(l * Double(bins - 1)))
                                counts[bin] += 1
                                colours[bin] = UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16
                                p += 4
                            }
                        }
                    }
                }
            }
        }
        let half = (r.width * r.height + 1) / 2
        var seen = 0
        for bin in 0..<bins {
            seen += counts[bin]
            if seen >= half {
                let c = colours[bin]
                return RGBA8(UInt8(c & 0xFF), UInt8(c >> 8 & 0xFF), UInt8(c >> 16 & 0xFF))
            }
        }
        return nil
    }

    /// `text` (straight alpha) composited over the opaque `background`.
    public static func composite(_ text: RGBA8, over background: RGBA8) -> RGBA8 {
        let a = Double(text.a) / 255
        func mix(_ f: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(f) * a + Double(b) * (1 - a)).rounded()) }
        return RGBA8(mix(text.r, background.r), mix(text.g, background.g), mix(text.b, background.b))
    }
}
