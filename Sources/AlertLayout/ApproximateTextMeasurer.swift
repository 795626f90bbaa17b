import AlertModel

/// A font-free `TextMeasuring` for tests and previews: every character has a fixed advance
/// (0.5 em Latin, 1 em for CJK and other wide characters), lines break at spaces or anywhere in a
/// long word. Its numbers are not the real fonts'; the CLI measures with the typesetter.
public struct ApproximateTextMeasurer: TextMeasuring {
    /// A measurer; it holds no state and needs no fonts.
    public init() {}

    /// Measures with fixed advances (0.5 em below U+1100, 1 em from there up); `scale` is ignored.
    /// With a `minimumSize` and a finite `maxWidth` the text stays on one line, shrunk in 0.5 pt steps.
    public func measure(_ text: String, style: TextStyle, maxWidth: Double, scale: Double) -> TextMeasurement {
        var size = style.size
        func advance(_ c: Character) -> Double {
            guard let v = c.unicodeScalars.first?.value else { return 0 }
            return (v >= 0x1100 ? 1.0 : 0.5) * size
        }
        func width(_ s: Substring) -> Double { s.reduce(0) { $0 + advance($1) } }
        if let minimum = style.minimumSize, maxWidth.isFinite {
            // One line, shrunk towards the minimum size before truncating.
            while width(Substring(text)) > maxWidth && size > minimum { size = max(minimum, size - 0.5) }
            let w = width(Substring(text))
            return TextMeasurement(
                width: min(w, maxWidth), height: style.lineHeight, lineCount: 1, fontSize: size, truncated: w > maxWidth
            )
        }
        var lines: [Double] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = 0.0
            var started = false
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let w = width(word)
                let space = started ? advance(" ") : 0
                if started && line + space + w > maxWidth {
                    lines.append(line)
                    line = 0
                    started = false
                }
                if w > maxWidth {
                    // Break a long word anywhere.
                    for c in word {
                        if line + advance(c) > maxWidth && line > 0 {
                            lines.append(line)
                            line = 0
                        }
                        line += advance(c)
                    }
                    started = true
                    continue
                }
                line += (started ? advance(" ") : 0) + w
                started = true
            }
            lines.append(line)
        }
        var truncated = false
        if let maxLines = style.maxLines, lines.count > maxLines {
            lines = Array(lines.prefix(maxLines))
            truncated = true
        }
        let widest = lines.max() ?? 0
        return TextMeasurement(
            width: maxWidth.isFinite ? min(widest, maxWidth) : widest, height: Double(lines.count) * style.lineHeight,
            lineCount: lines.count, fontSize: size, truncated: truncated)
    }
}
