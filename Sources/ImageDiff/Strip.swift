import Raster

extension ImageComparison {
    /// Geometry and colours of `strip`: the labels' bitmap font is scaled by a whole factor so
    /// that they read at 100 % zoom whatever the images' size (docs/contract.md: glyphs at least 16 px
    /// tall and at least 1/40 of the strip's height).
    struct StripStyle {
        static let gap = 1
        static let background = StraightColor(r: 255, g: 255, b: 255)
        static let labelBackground = StraightColor(r: 232, g: 232, b: 232)
        static let labelText = StraightColor(r: 40, g: 40, b: 40)
        /// Glyph height at least this many pixels.
        static let minimumGlyphHeight = 16
        /// Glyph height at least the strip's height over this.
        static let stripHeightsPerGlyph = 40

        /// Each font pixel is `scale` x `scale` image pixels.
        let scale: Int

        /// The style of a strip whose tallest panel image is `imageHeight` pixels: the smallest
        /// scale whose glyphs (7 x scale) are tall enough, the strip being `labelHeight + imageHeight`.
        init(imageHeight: Int) {
            let glyph = BitmapFont.glyphHeight
            var scale = (Self.minimumGlyphHeight + glyph - 1) / glyph
            while glyph * scale * Self.stripHeightsPerGlyph < Self.labelHeight(scale: scale) + imageHeight { scale += 1 }
            self.scale = scale
        }

        /// Above and below the text, and beside it at least.
        var padding: Int { 2 * scale }
        /// Label strip height: the glyphs plus padding above and below.
        var labelHeight: Int { Self.labelHeight(scale: scale) }
        static func labelHeight(scale: Int) -> Int { BitmapFont.height(scale: scale) + 4 * scale }
        /// The narrowest panel that holds `label` with its padding.
        func labelWidth(_ label: String) -> Int { BitmapFont.width(of: label, scale: scale) + 2 * padding }

        /// Draws the label strip of a panel at `left`, `width` wide, its text centred.
        func drawLabel(_ label: String, into out: inout RGBAImage, left: Int, width: Int) {
            ImageComparison.fill(&out, x: left, y: 0, width: width, height: labelHeight, Self.labelBackground)
            let textWidth = BitmapFont.width(of: label, scale: scale)
            BitmapFont.draw(
                label, into: &out, x: left + (width - textWidth) / 2, y: padding, scale: scale, color: Self.labelText)
        }
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
    /// let (_, diff) = ImageComparison.diffImage(golden, rendered)
    /// let review = ImageComparison.strip(expected: golden, diff: diff, actual: rendered)
    /// ```
    public static func strip(expected: RGBAImage, diff: RGBAImage, actual: RGBAImage) -> RGBAImage {
        let panels = [(expected, "EXPECTED"), (diff, "DIFF"), (actual, "ACTUAL")]
        let style = StripStyle(imageHeight: max(expected.height, diff.height, actual.height))
        let widths = panelWidths(expected: expected, diff: diff, actual: actual)
        let size = stripSize(expected: expected, diff: diff, actual: actual)
        var out = RGBAImage(width: size.width, height: size.height, color: StripStyle.background)

        var left = 0
        for ((image, label), panelWidth) in zip(panels, widths) {
            style.drawLabel(label, into: &out, left: left, width: panelWidth)
            blitOverWhite(image, into: &out, x: left, y: style.labelHeight)
            left += panelWidth + StripStyle.gap
        }
        return out
    }

    /// `strip`, within `maxPixels` (`maxDiffCanvasPixels`, 64 megapixels, by default): a strip
    /// that would hold more is drawn with every
    /// panel shrunk by the smallest whole factor that fits (each block of k x k pixels averaged over
    /// white, the labels saying "1/k" and staying full size), so two 16384x6103 screenshots give a
    /// 64-megapixel strip instead of 1.2 GB of pixels. `nil` when the strip would also hold more
    /// than twice the pixels of its three images: a tall narrow image beside a wide flat one
    /// (16384x1 and 1x16384) is a mismatch of shapes a strip cannot show.
    ///
    /// ```swift
    /// if let review = ImageComparison.boundedStrip(expected: golden, diff: diff, actual: rendered) { save(review) }
    /// ```
    public static func boundedStrip(
        expected: RGBAImage, diff: RGBAImage, actual: RGBAImage, maxPixels: Int = maxDiffCanvasPixels
    ) -> RGBAImage? {
        guard let factor = stripShrinkFactor(expected: expected, diff: diff, actual: actual, maxPixels: maxPixels)
        else { return nil }
        if factor == 1 { return strip(expected: expected, diff: diff, actual: actual) }
        return strip(expected: expected, diff: diff, actual: actual, shrunkBy: factor)
    }

    /// The factor `boundedStrip` shrinks the panels by: 1 when the strip fits `maxPixels` as it
    /// is, `nil` when `boundedStrip` gives no strip.
    public static func stripShrinkFactor(
        expected: RGBAImage, diff: RGBAImage, actual: RGBAImage, maxPixels: Int = maxDiffCanvasPixels
    ) -> Int? {
        let size = stripSize(expected: expected, diff: diff, actual: actual)
        if pixels(of: size) <= maxPixels { return 1 }
        let inputs = [expected, diff, actual].reduce(0) { $0 + $1.width * $1.height }
        guard pixels(of: size) <= 2 * inputs else { return nil }
        var factor = 2
        while pixels(of: scaledStripSize(expected: expected, diff: diff, actual: actual, by: factor)) > maxPixels {
            factor += 1
        }
        return factor
    }

    private static func pixels(of size: (width: Int, height: Int)) -> Int { size.width * size.height }

    /// A panel's image size once shrunk by `factor` (a partial block at the edge is one pixel).
    private static func shrunk(_ image: RGBAImage, by factor: Int) -> (width: Int, height: Int) {
        ((image.width + factor - 1) / factor, (image.height + factor - 1) / factor)
    }

    private static func scaledLabels(_ factor: Int) -> [String] {
        let suffix = factor == 1 ? "" : " 1/\(factor)"
        return ["EXPECTED", "DIFF", "ACTUAL"].map { $0 + suffix }
    }

    /// The style of the strip with panels shrunk by `factor` (1: as they are).
    private static func scaledStyle(expected: RGBAImage, diff: RGBAImage, actual: RGBAImage, by factor: Int)
        -> StripStyle
    {
        StripStyle(imageHeight: [expected, diff, actual].map { shrunk($0, by: factor).height }.max()!)
    }

    private static func scaledPanelWidths(
        expected: RGBAImage, diff: RGBAImage, actual: RGBAImage, by factor: Int
    ) -> [Int] {
        let style = scaledStyle(expected: expected, diff: diff, actual: actual, by: factor)
        return zip([expected, diff, actual], scaledLabels(factor)).map { image, label in
            max(shrunk(image, by: factor).width, style.labelWidth(label))
        }
    }

    private static func scaledStripSize(
        expected: RGBAImage, diff: RGBAImage, actual: RGBAImage, by factor: Int
    ) -> (width: Int, height: Int) {
        let widths = scaledPanelWidths(expected: expected, diff: diff, actual: actual, by: factor)
        let tallest = [expected, diff, actual].map { shrunk($0, by: factor).height }.max()!
        let style = StripStyle(imageHeight: tallest)
        return (widths.reduce(0, +) + StripStyle.gap * (widths.count - 1), style.labelHeight + tallest)
    }

    /// `strip` with every panel shrunk by `factor` (at least 2).
    private static func strip(
        expected: RGBAImage, diff: RGBAImage, actual: RGBAImage, shrunkBy factor: Int
    ) -> RGBAImage {
        let style = scaledStyle(expected: expected, diff: diff, actual: actual, by: factor)
        let labels = scaledLabels(factor)
        let widths = scaledPanelWidths(expected: expected, diff: diff, actual: actual, by: factor)
        let size = scaledStripSize(expected: expected, diff: diff, actual: actual, by: factor)
        var out = RGBAImage(width: size.width, height: size.height, color: StripStyle.background)
        var left = 0
        for ((image, label), panelWidth) in zip(zip([expected, diff, actual], labels), widths) {
            style.drawLabel(label, into: &out, left: left, width: panelWidth)
            blitShrunkOverWhite(image, by: factor, into: &out, x: left, y: style.labelHeight)
            left += panelWidth + StripStyle.gap
        }
        return out
    }

    /// The size of `strip(expected:diff:actual:)` in pixels, worked out without drawing it.
    ///
    /// ```swift
    /// let (width, height) = ImageComparison.stripSize(expected: golden, diff: diff, actual: rendered)
    /// ```
    public static func stripSize(expected: RGBAImage, diff: RGBAImage, actual: RGBAImage) -> (width: Int, height: Int) {
        scaledStripSize(expected: expected, diff: diff, actual: actual, by: 1)
    }

    /// Each panel is as wide as its image, or as its label plus padding when that is wider.
    private static func panelWidths(expected: RGBAImage, diff: RGBAImage, actual: RGBAImage) -> [Int] {
        scaledPanelWidths(expected: expected, diff: diff, actual: actual, by: 1)
    }

    fileprivate static func fill(_ image: inout RGBAImage, x: Int, y: Int, width: Int, height: Int, _ c: StraightColor) {
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

    /// Copies `image` shrunk by `factor` to (x, y) of `dest`: each output pixel is the mean of its
    /// block of up to factor x factor pixels, each taken over white first (as `blitOverWhite`), so
    /// a thin red diff line stays visible as pink. One row of sums is reused for every output row.
    private static func blitShrunkOverWhite(
        _ image: RGBAImage, by factor: Int, into dest: inout RGBAImage, x: Int, y: Int
    ) {
        let dw = dest.width
        let sw = image.width
        let (ow, oh) = shrunk(image, by: factor)
        var sums = [UInt32](repeating: 0, count: ow * 3)
        image.bytes.withUnsafeBufferPointer { src in
            dest.bytes.withUnsafeMutableBufferPointer { out in
                sums.withUnsafeMutableBufferPointer { sum in
                    for oy in 0..<oh {
                        for i in 0..<sum.count { sum[i] = 0 }
                        let firstRow = oy * factor
                        let rows = min(factor, image.height - firstRow)
                        for row in firstRow..<(firstRow + rows) {
                            var s = row * sw * 4
                            for px in 0..<sw {
                                let a = UInt32(src[s + 3])
                                let o = (px / factor) * 3
                                // Over white, times 255 (divided out with the block's count).
                                sum[o] &+= UInt32(src[s]) * a + 255 * (255 - a)
                                sum[o + 1] &+= UInt32(src[s + 1]) * a + 255 * (255 - a)
                                sum[o + 2] &+= UInt32(src[s + 2]) * a + 255 * (255 - a)
                                s += 4
                            }
                        }
                        var d = ((y + oy) * dw + x) * 4
                        for ox in 0..<ow {
                            let columns = min(factor, sw - ox * factor)
                            let count = UInt32(rows * columns) * 255
                            for k in 0..<3 { out[d + k] = UInt8((sum[ox * 3 + k] + count / 2) / count) }
                            out[d + 3] = 255
                            d += 4
                        }
                    }
                }
            }
        }
    }
}
