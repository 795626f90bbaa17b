import Raster

extension ImageDiff {
    /// Geometry and colours of `strip`.
    enum StripStyle {
        static let gap = 1
        static let labelScale = 2
        static let labelPadding = 4
        /// Label strip height: the 7-pixel font at 2x plus padding above and below.
        static let labelHeight = BitmapFont.height(scale: labelScale) + 2 * labelPadding
        static let background = StraightColor(r: 255, g: 255, b: 255)
        static let labelBackground = StraightColor(r: 232, g: 232, b: 232)
        static let labelText = StraightColor(r: 40, g: 40, b: 40)
    }

    /// Three panels side by side, expected | diff | actual, on white, each under a label strip
    /// ("EXPECTED", "DIFF", "ACTUAL") and separated by a 1-pixel gap.
    ///
    /// A panel is as wide as its image, or as its label plus padding when that is wider; the strip
    /// is the sum of the panel widths plus two gaps wide and as tall as the label strip plus the
    /// tallest image. Images sit at the top-left of their panel, composited over white (the strip
    /// is opaque); the rest of a panel stays white.
    ///
    /// ```swift
    /// let (_, diff) = ImageDiff.diffImage(golden, rendered)
    /// let review = ImageDiff.strip(expected: golden, diff: diff, actual: rendered)
    /// ```
    public static func strip(expected: RGBAImage, diff: RGBAImage, actual: RGBAImage) -> RGBAImage {
        let panels = [(expected, "EXPECTED"), (diff, "DIFF"), (actual, "ACTUAL")]
        let style = StripStyle.self
        let widths = panelWidths(expected: expected, diff: diff, actual: actual)
        let size = stripSize(expected: expected, diff: diff, actual: actual)
        var out = RGBAImage(width: size.width, height: size.height, color: style.background)

        var left = 0
        for ((image, label), panelWidth) in zip(panels, widths) {
            fill(&out, x: left, y: 0, width: panelWidth, height: style.labelHeight, style.labelBackground)
            let textWidth = BitmapFont.width(of: label, scale: style.labelScale)
            BitmapFont.draw(
                label, into: &out, x: left + (panelWidth - textWidth) / 2, y: style.labelPadding,
                scale: style.labelScale, color: style.labelText)
            blitOverWhite(image, into: &out, x: left, y: style.labelHeight)
            left += panelWidth + style.gap
        }
        return out
    }

    /// `strip`, unless the strip would hold more than `maxDiffCanvasPixels` and more than twice
    /// the pixels of its three images: a tall narrow image beside a wide flat one (16384x1 and
    /// 1x16384) would make a strip of over 1 GiB out of a few kilobytes. `nil` then.
    ///
    /// ```swift
    /// if let review = ImageDiff.boundedStrip(expected: golden, diff: diff, actual: rendered) { save(review) }
    /// ```
    public static func boundedStrip(expected: RGBAImage, diff: RGBAImage, actual: RGBAImage) -> RGBAImage? {
        let size = stripSize(expected: expected, diff: diff, actual: actual)
        let inputs = [expected, diff, actual].reduce(0) { $0 + $1.width * $1.height }
        guard size.width * size.height <= max(maxDiffCanvasPixels, 2 * inputs) else { return nil }
        return strip(expected: expected, diff: diff, actual: actual)
    }

    /// The size of `strip(expected:diff:actual:)` in pixels, worked out without drawing it.
    ///
    /// ```swift
    /// let (width, height) = ImageDiff.stripSize(expected: golden, diff: diff, actual: rendered)
    /// ```
    public static func stripSize(expected: RGBAImage, diff: RGBAImage, actual: RGBAImage) -> (width: Int, height: Int) {
        let widths = panelWidths(expected: expected, diff: diff, actual: actual)
        let width = widths.reduce(0, +) + StripStyle.gap * (widths.count - 1)
        let height = StripStyle.labelHeight + max(expected.height, diff.height, actual.height)
        return (width, height)
    }

    /// Each panel is as wide as its image, or as its label plus padding when that is wider.
    private static func panelWidths(expected: RGBAImage, diff: RGBAImage, actual: RGBAImage) -> [Int] {
        zip([expected, diff, actual], ["EXPECTED", "DIFF", "ACTUAL"]).map { image, label in
            max(image.width, BitmapFont.width(of: label, scale: StripStyle.labelScale) + 2 * StripStyle.labelPadding)
        }
    }

    private static func fill(_ image: inout RGBAImage, x: Int, y: Int, width: Int, height: Int, _ c: StraightColor) {
        let w = image.width
        image.bytes.withUnsafeMutableBufferPointer { out in
            for py in y..<(y + height) {
                for px in x..<(x + width) {
                    let i = (py * w + px) * 4
                    out[i] = c.r
                    out[i + 1] = c.g
                    out[i + 2] = c.b
                    out[i + 3] = c.a
                }
            }
        }
    }

    /// Copies `image` to (x, y) of `dest` (which it fits), blended over white.
    private static func blitOverWhite(_ image: RGBAImage, into dest: inout RGBAImage, x: Int, y: Int) {
        let dw = dest.width
        let sw = image.width
        image.bytes.withUnsafeBufferPointer { src in
            dest.bytes.withUnsafeMutableBufferPointer { out in
                for row in 0..<image.height {
                    var s = row * sw * 4
                    var d = ((y + row) * dw + x) * 4
                    for _ in 0..<sw {
                        let a = UInt32(src[s + 3])
                        if a == 255 {
                            out[d] = src[s]
                            out[d + 1] = src[s + 1]
                            out[d + 2] = src[s + 2]
                        } else {
                            // c * a + 255 * (255 - a), over 255, rounded to nearest.
                            for k in 0..<3 {
                                out[d + k] = UInt8((UInt32(src[s + k]) * a + 255 * (255 - a) + 127) / 255)
                            }
                        }
                        out[d + 3] = 255
                        s += 4
                        d += 4
                    }
                }
            }
        }
    }
}
