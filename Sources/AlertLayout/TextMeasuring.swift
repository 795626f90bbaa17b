import AlertModel

/// The size a block of text takes once broken into lines.
public struct TextMeasurement: Hashable, Sendable {
    /// Width of the widest line, in points.
    public var width: Double
    /// `lineCount * style.lineHeight`, in points.
    public var height: Double
    /// Lines shown (after any `maxLines` cut).
    public var lineCount: Int
    /// The font size actually used, in points (smaller than the style's when shrunk to fit).
    public var fontSize: Double
    /// True when the text was cut and ends in an ellipsis.
    public var truncated: Bool

    /// A measurement; lengths and the font size in points.
    public init(width: Double, height: Double, lineCount: Int, fontSize: Double, truncated: Bool) {
        self.width = width
        self.height = height
        self.lineCount = lineCount
        self.fontSize = fontSize
        self.truncated = truncated
    }
}

/// Measures text for layout. The layout core never sees fonts: the typesetter conforms to this,
/// and tests may use `ApproximateTextMeasurer`.
///
/// `scale` is the canvas's device pixels per point: real typesetters lay text out at device
/// size so that what layout measures is exactly what the renderer draws.
public protocol TextMeasuring: Sendable {
    /// Breaks `text` into lines no wider than `maxWidth` points (pass `.infinity` for the natural
    /// one-line width) and returns the block's size.
    func measure(_ text: String, style: TextStyle, maxWidth: Double, scale: Double) -> TextMeasurement

    /// Distance from the top of a block set in `style` to its first baseline, in points, on the
    /// device-pixel grid of `scale` (what the renderer draws). Layouts that space text by
    /// baselines (the system alert) place blocks with it.
    func firstBaseline(style: TextStyle, scale: Double) -> Double
}

extension TextMeasuring {
    /// The rule of a Latin UI font's metrics (Inter's: ascender 0.969 em, ascender to
    /// descender 1.21 em) centred in the line box, the baseline rounded to a whole device pixel.
    public func firstBaseline(style: TextStyle, scale: Double) -> Double {
        let box = 1.2102 * style.size
        return (((style.lineHeight - box) / 2 + 0.96875 * style.size) * scale).rounded() / scale
    }
}
