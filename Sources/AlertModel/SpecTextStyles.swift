/// Text styles as specs write them (`alert.titleStyle`, `alert.messageStyle`, the text keys of
/// `alert.actionStyle`): every key optional, laid over the theme's style (docs/contract.md "Your own design").
extension AlertSpec {
    /// Bundled font families a style's `font` may name (besides the families of `fonts`). The
    /// bundled UI family is the only one that comes in weights; the script faces behind it
    /// (IPAexGothic, Noto, WenQuanYi, emoji) are the fallback chain every family shares, not
    /// families to choose.
    public static let bundledFontFamilies = ["Inter"]

    /// One text style override; nil keys keep the theme's value.
    public struct TextStyleSpec: Sendable, Equatable {
        /// `font`: a family name from `bundledFontFamilies` or of a face in `fonts`.
        public var font: String?
        /// `size` in points. Without `lineHeight`, the line height scales with it.
        public var size: Double?
        /// `weight` as a CSS/OpenType number, 100...900 (`regular` 400 ... `heavy` 800).
        public var weight: Int?
        /// `color` of the text.
        public var color: ColorValue?
        /// `align`.
        public var align: TextAlign?
        /// `lineHeight`: points between baselines.
        public var lineHeight: Double?
        /// `maxLines`: 0 is unlimited; otherwise the last line ends in "…".
        public var maxLines: Int?

        /// No overrides.
        public init(
            font: String? = nil, size: Double? = nil, weight: Int? = nil, color: ColorValue? = nil,
            align: TextAlign? = nil, lineHeight: Double? = nil, maxLines: Int? = nil
        ) {
            self.font = font
            self.size = size
            self.weight = weight
            self.color = color
            self.align = align
            self.lineHeight = lineHeight
            self.maxLines = maxLines
        }

        /// `base` with these keys laid over it.
        public func applied(to base: TextStyle) -> TextStyle {
            var style = base
            if let size {
                style.size = size
                // Keep the theme's leading ratio, so a larger title does not overlap itself.
                style.lineHeight = (size * base.lineHeight / base.size).rounded()
                style.minimumSize = base.minimumSize.map { min($0, size) }
            }
            if let lineHeight { style.lineHeight = lineHeight }
            if let font { style.family = font == "Inter" ? nil : font }
            if let weight {
                style.weight = FontWeight.nearestFace(to: weight)
                style.requestedWeight = weight
            }
            if let align { style.alignment = align.alignment }
            if let maxLines {
                style.maxLines = maxLines == 0 ? nil : maxLines
                style.truncation = .tail
            }
            return style
        }
    }

    /// `align` as a spec writes it.
    public enum TextAlign: String, Sendable, CaseIterable {
        /// `center`; `natural` is the leading edge of the layout direction; `left` and `right` are fixed.
        case center, natural, left, right

        var alignment: TextAlignment {
            switch self {
            case .center: return .center
            case .natural: return .leading
            case .left: return .left
            case .right: return .right
            }
        }
    }

    /// Weight names and their numbers (OpenType `usWeightClass`).
    static let weightNames: [(String, Int)] = [
        ("regular", 400), ("medium", 500), ("semibold", 600), ("bold", 700), ("heavy", 800),
    ]

    /// Reads one style object (the table gives an action style only the text keys an action title takes).
    static func decodeTextStyle(_ s: SpecReader) throws(SpecError) -> TextStyleSpec {
        var style = TextStyleSpec()
        if let font = try s.string("font") {
            // Whether the family exists is checked on resolution, once `fonts` are read.
            guard !font.isEmpty else { throw s.fail("font", "must not be empty") }
            style.font = font
        }
        style.size = try s.number("size")
        if let raw = s.raw("weight") {
            switch raw {
            case .string(let name):
                guard let w = weightNames.first(where: { $0.0 == name }) else {
                    throw s.fail(
                        "weight",
                        "unknown value \"\(name)\"; expected \(weightNames.map(\.0).joined(separator: ", ")) or 100...900"
                    )
                }
                style.weight = w.1
            case .number(let n):
                let range = SpecKey.numberRange(s.tablePath("weight")).range
                guard range.contains(n), n == n.rounded() else {
                    throw s.fail(
                        "weight",
                        "\(format(n)) is out of range; must be a whole number in \(format(range.lowerBound))...\(format(range.upperBound))"
                    )
                }
                style.weight = Int(n)
            default:
                throw s.fail("weight", "expected a weight name or a number, got \(raw.typeName)")
            }
        }
        style.color = try s.color("color")
        style.align = try s.enumValue("align", TextAlign.self)
        style.lineHeight = try s.number("lineHeight")
        if let n = try s.number("maxLines") {
            guard n == n.rounded() else { throw s.fail("maxLines", "\(format(n)) must be a whole number") }
            style.maxLines = Int(n)
        }
        return style
    }

    /// Largest text size a style may ask for, in points.
    public static let maxTextSize = 256.0
}

extension FontWeight {
    /// The face's weight number (OpenType `usWeightClass`) of the bundled UI family.
    public var number: Int {
        switch self {
        case .regular: return 400
        case .semibold: return 600
        case .bold: return 700
        case .medium: return 500
        }
    }

    /// The face CSS font matching picks for `weight` among the bundled faces: up to 500 the
    /// nearest at or below it first, above 500 the nearest at or above it first. (Every bundled
    /// UI weight has a real face, so there is never synthetic bold.)
    public static func nearestFace(to weight: Int) -> FontWeight {
        let faces = FontWeight.allCases.sorted { $0.number < $1.number }
        if weight > 500 {
            return faces.first { $0.number >= weight } ?? faces[faces.count - 1]
        }
        if let inRange = faces.first(where: { $0.number >= weight && $0.number <= 500 }) { return inRange }
        return faces.last { $0.number < weight } ?? faces.first { $0.number > 500 } ?? faces[0]
    }
}

extension AlertSpec.Alert {
    /// `theme` with this alert's text styles laid over its own (what layout and painting read).
    /// `perPoint`: the system font's own line height per point of size (`UIKitLineHeights.perPoint`
    /// for SF Pro), which a message size without a line height takes in the system look.
    func styled(_ theme: Theme, perPoint: Double = UIKitLineHeights.perPoint) -> Theme {
        var theme = theme
        if let s = titleStyle {
            theme.titleStyle = s.applied(to: theme.titleStyle)
            if let c = s.color { theme.colors.title = c }
        }
        if let s = messageStyle {
            theme.messageStyle = s.applied(to: theme.messageStyle)
            // UIKit's message label has the system font's own line height at any size (MEASURED:
            // 20 pt lines at 17 pt), not the 16/13 of the theme's rounded Footnote lines.
            if theme.name == .system, let size = s.size, s.lineHeight == nil {
                theme.messageStyle.lineHeight = (size * perPoint).rounded()
            }
            if let c = s.color { theme.colors.message = c }
        }
        // A spec that aligns its own title or message keeps that alignment: iOS 26's rule is the look's default.
        if titleStyle?.align != nil || messageStyle?.align != nil { theme.glass?.centresLoneSingleLine = false }
        if let s = actionStyle {
            theme.actionStyle = s.applied(to: theme.actionStyle)
            // The emphasised action stays at least as heavy as the others.
            if theme.actionStyle.weight.number > theme.emphasisedWeight.number {
                theme.emphasisedWeight = theme.actionStyle.weight
            }
        }
        return theme
    }
}
