import AlertLayout
import AlertModel

extension Typesetter {
    /// `TextMeasuring`: where the first baseline of a block in `style` lies, from the same layout
    /// code that draws it (a one-character probe), so baseline-spaced layouts match the pixels.
    public func firstBaseline(style: TextStyle, scale: Double) -> Double {
        var probe = style
        probe.maxLines = 1
        guard let baseline = layout("x", style: probe, maxWidth: .infinity, scale: scale).lines.first?.baseline else {
            return 0
        }
        return baseline / scale
    }
}
