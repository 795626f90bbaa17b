/// How a run of alert text is set. Themes hold these values (one source of truth per number);
/// layout passes them to a `TextMeasuring` and the renderer to the typesetter.

/// Font weight of the bundled UI face.
public enum FontWeight: String, Hashable, Sendable, CaseIterable {
    /// UIKit's `.regular`, `.semibold` and `.bold` weights.
    case regular, semibold, bold
    /// UIKit's `.medium`: iOS 26's action titles.
    case medium
}

/// Horizontal alignment of each line inside the text block.
public enum TextAlignment: String, Hashable, Sendable {
    /// `leading` (UIKit's `natural`) is the left edge and `trailing` the right one when the style's
    /// `direction` is `.ltr`; in `.rtl` they swap.
    case leading, center, trailing
    /// Fixed edges whatever the direction (a spec's `align: "left"` and `"right"`).
    case left, right
}

/// A writing or layout direction.
public enum TextDirection: String, Hashable, Sendable {
    /// Left to right.
    case ltr
    /// Right to left.
    case rtl
}

/// Where an ellipsis goes when text does not fit.
public enum Truncation: String, Hashable, Sendable {
    /// "A long message…": the end is cut (titles and messages with a line limit).
    case tail
    /// "A lo…ssage": the middle is cut (action titles, as UIKit does).
    case middle
}

/// Typographic parameters of one text block, in points.
public struct TextStyle: Hashable, Sendable {
    /// Font size in points (multiplied by the canvas scale when rasterized).
    public var size: Double
    /// Font weight of the bundled UI family (and of the fallback faces). Setting a different one
    /// clears `requestedWeight`, so an emphasised action's weight wins over the style's number.
    public var weight: FontWeight {
        didSet { if weight != oldValue { requestedWeight = nil } }
    }
    /// The font family: nil for the bundled UI family (`uiFamily`), else the family of a face a spec's
    /// `fonts` registered (the typesetter it is set with must hold that family).
    public var family: String? = nil
    /// The CSS weight (100...900) the style asked for, when it named a number or a name the
    /// bundled weights only approximate: a `family`'s face is matched to it (CSS font matching);
    /// nil means `weight.number`.
    public var requestedWeight: Int? = nil
    /// Distance between consecutive baselines, in points.
    public var lineHeight: Double
    /// Horizontal alignment of each line in the block's frame.
    public var alignment: TextAlignment
    /// At most this many lines; the last shown line ends with an ellipsis when text is cut.
    /// `nil` means no limit.
    public var maxLines: Int?
    /// When set, a single line that does not fit is first shrunk, no smaller than this size,
    /// before it is truncated (UIKit's `adjustsFontSizeToFitWidth` for action titles).
    public var minimumSize: Double?
    /// Where the ellipsis goes when `maxLines` or `minimumSize` cannot make the text fit.
    public var truncation: Truncation
    /// The layout direction: which edge `leading` and `trailing` mean, and the base direction of
    /// a paragraph that has no strongly directional character when `baseDirection` is nil.
    public var direction: TextDirection
    /// Every paragraph's base direction; nil takes it from the paragraph's first strong character
    /// (Unicode bidi rules P2/P3), so an Arabic title is right to left in any layout.
    public var baseDirection: TextDirection?
    /// BCP 47 language of the text ("ar", "zh-Hans", "ko"): given to HarfBuzz, and for "zh" and
    /// "ko" Han characters take the Chinese face before the Japanese one. nil: none.
    public var language: String?
    /// UIKit's standard line-break strategy (`NSParagraphStyle.LineBreakStrategy.pushOut`): a
    /// paragraph of more than one line never ends with one word alone on its last line; the
    /// previous line gives up its last word when the two then fit ("... want to / do this?").
    /// Japanese, Chinese and Thai lines keep their breaks. Alert and sheet labels set it; other
    /// text (the mock screens, the keyboard) keeps greedy breaking.
    public var avoidsOrphans = false
    /// UIKit's `NSParagraphStyle.hyphenationFactor`: a line is hyphenated only when, broken at
    /// words, its text would fill less than this fraction of the line's width (0: never). Alert and
    /// sheet labels set `uikitLabelHyphenationFactor`; other text keeps 0.
    public var hyphenationFactor = 0.0
    /// The bundled family set when `family` is nil: Inter for the iOS looks, Roboto for Android's.
    public var uiFamily = UIFontFamily.inter
    /// Extra space per grapheme cluster, in em of the current size, as Android's
    /// `Paint.letterSpacing` (Compose's `letterSpacing` in sp is that many sp divided by the font
    /// size in sp). Half goes before each cluster and half after it, so a line is wider by
    /// `letterSpacing × size × clusters`; the text's cursive scripts (Arabic) are not spaced, as
    /// on Android. 0: none. Independent of the look's per-size tracking, which Roboto never has.
    public var letterSpacing = 0.0

    /// A style in points; `lineHeight` defaults to `round(size * 1.3)`.
    ///
    /// ```swift
    /// let caption = TextStyle(size: 13, lineHeight: 16, alignment: .center, maxLines: 2)
    /// ```
    public init(
        size: Double, weight: FontWeight = .regular, lineHeight: Double? = nil,
        alignment: TextAlignment = .center, maxLines: Int? = nil, minimumSize: Double? = nil,
        truncation: Truncation = .tail, direction: TextDirection = .ltr, baseDirection: TextDirection? = nil,
        language: String? = nil
    ) {
        self.size = size
        self.weight = weight
        self.lineHeight = lineHeight ?? (size * 1.3).rounded()
        self.alignment = alignment
        self.maxLines = maxLines
        self.minimumSize = minimumSize
        self.truncation = truncation
        self.direction = direction
        self.baseDirection = baseDirection
        self.language = language
    }
}
