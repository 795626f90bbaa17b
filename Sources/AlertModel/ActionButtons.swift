/// Actions drawn as buttons of your own design (`alert.actionStyle.kind`, docs/contract.md "Your own design").

/// How an alert draws its actions.
public enum ActionKind: String, Hashable, Sendable, CaseIterable {
    /// Hairline-separated rows across the card (UIAlertController).
    case text
    /// Rounded buttons filled with their background colour, inside the card's action insets.
    case filled
    /// Rounded buttons with a border and no fill.
    case outlined
}

/// The colours of one action style's buttons (`actionStyle.default`, `.cancel`, `.destructive`),
/// before the appearance is known; nil keys take the kind's default.
public struct ActionColorsSpec: Sendable, Equatable {
    /// `background`: the fill of a filled button (outlined buttons may have one too); `null` for
    /// none, so a spec over a filled base can clear the base's fills.
    public var background: Nullable<ColorValue> = .unset
    /// `title`: the title's colour.
    public var title: ColorValue?
    /// `border`: an outlined button's stroke; `null` for none; unset means the title colour.
    public var border: Nullable<ColorValue> = .unset

    /// No overrides.
    public init(
        background: Nullable<ColorValue> = .unset, title: ColorValue? = nil, border: Nullable<ColorValue> = .unset
    ) {
        self.background = background
        self.title = title
        self.border = border
    }
}

/// The button keys of `alert.actionStyle`, as written; nil keys keep the theme's values.
public struct ActionButtonsSpec: Sendable, Equatable {
    /// `kind`.
    public var kind: ActionKind?
    /// `height` of one button (a text row, for `text`), in points.
    public var height: Double?
    /// `cornerRadius` of a filled or outlined button, in points.
    public var cornerRadius: Double?
    /// `spacing` between filled or outlined buttons, in points.
    public var spacing: Double?
    /// `insets` of the button area inside the card, in points; each edge optional.
    public var insets: PartialInsets?
    /// `separators`: hairlines between `text` rows and above them.
    public var separators: Bool?
    /// `default`, `cancel`, `destructive`: colours per action style.
    public var styles: [ActionStyle: ActionColorsSpec] = [:]

    /// No overrides.
    public init() {}
}

/// Insets with every edge optional (`{"top": 0, "left": 16}`): missing edges keep the default.
public struct PartialInsets: Sendable, Equatable {
    /// Top inset in points.
    public var top: Double?
    /// Bottom inset in points.
    public var bottom: Double?
    /// Left inset in points.
    public var left: Double?
    /// Right inset in points.
    public var right: Double?

    /// No edges given.
    public init(top: Double? = nil, bottom: Double? = nil, left: Double? = nil, right: Double? = nil) {
        self.top = top
        self.bottom = bottom
        self.left = left
        self.right = right
    }

    /// `base` with the given edges replaced.
    public func applied(to base: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: top ?? base.top, bottom: bottom ?? base.bottom, left: left ?? base.left, right: right ?? base.right)
    }
}

/// A theme's button defaults: the numbers every kind starts from.
public struct ButtonTheme: Sendable {
    /// The kind an alert draws when its spec names none.
    public var kind = ActionKind.text
    /// Height of a filled or outlined button, in points: a 44 pt tap target (HIG's minimum).
    public var height = 44.0
    /// Corner radius of a filled or outlined button: UIButton.Configuration's medium corner style.
    public var cornerRadius = 10.0
    /// Gap between buttons, in points (UIStackView spacing in the custom alerts of the articles).
    public var spacing = 8.0
    /// The button area inside the card: the content's own bottom margin is above it, so no top inset.
    public var insets = EdgeInsets(top: 0, bottom: 16, left: 16, right: 16)
    /// Stroke of an outlined button, in points (docs/contract.md: "a 1 pt border").
    public var borderWidth = 1.0
    /// Default fill of a filled cancel button, as UIButton.Configuration.gray() (systemGray5 reads
    /// on the light card and the dark one).
    public var cancelBackground = ColorValue.named(.systemGray5)
    /// Title of a filled default or destructive button: white on its tint, as .filled().
    public var filledTitle = ColorValue.named(.white)
    /// Title of a filled cancel button: label on gray, as .gray().
    public var cancelTitle = ColorValue.named(.label)

    /// The defaults above.
    public init() {}
}

/// The buttons of one resolved spec: kind, geometry and per-style colours for its appearance.
public struct ResolvedButtons: Sendable, Equatable {
    /// `actionStyle.kind`, else the theme's.
    public var kind: ActionKind
    /// Height of one button (or text row), in points.
    public var height: Double
    /// Corner radius of a filled or outlined button, in points.
    public var cornerRadius: Double
    /// Gap between filled or outlined buttons, in points.
    public var spacing: Double
    /// The button area inside the card, in points (filled and outlined).
    public var insets: EdgeInsets
    /// Hairlines above and between `text` rows.
    public var separators: Bool
    /// Stroke width of outlined buttons, in points.
    public var borderWidth: Double
    /// Colours per action style, in `ActionStyle.allCases` order.
    public var styles: [ResolvedActionColors]

    /// The colours of `style`.
    public func colors(_ style: ActionStyle) -> ResolvedActionColors {
        styles[ActionStyle.allCases.firstIndex(of: style) ?? 0]
    }
}

/// One button's colours, straight alpha.
public struct ResolvedActionColors: Sendable, Equatable {
    /// The fill; nil for none (text rows, outlined buttons without a background).
    public var background: RGBA8?
    /// The title's colour.
    public var title: RGBA8
    /// The stroke; nil for none.
    public var border: RGBA8?
    /// The stroke is the title's colour (an outlined button's default), so a per-action
    /// `titleColor` recolours it too.
    public var borderIsTitle: Bool

    /// Colours as given.
    public init(background: RGBA8?, title: RGBA8, border: RGBA8?, borderIsTitle: Bool = false) {
        self.background = background
        self.title = title
        self.border = border
        self.borderIsTitle = borderIsTitle
    }
}

extension AlertSpec.Alert {
    /// The buttons of this alert for `theme`, `tint` and `appearance`: the spec's keys over the
    /// kind's defaults (filled: tint, systemGray5 for cancel, systemRed for destructive, white
    /// titles; outlined and text: tint titles, systemRed for destructive, borders in the title colour).
    func resolvedButtons(theme: Theme, tint: RGBA8, appearance: Appearance, ios: IOSVersion) -> ResolvedButtons {
        let b = theme.buttons
        let spec = actionButtons ?? ActionButtonsSpec()
        let kind = spec.kind ?? b.kind
        let styles = ActionStyle.allCases.map { style -> ResolvedActionColors in
            let given = spec.styles[style] ?? ActionColorsSpec()
            let accent = style == .destructive ? theme.colors.destructive.resolved(appearance, ios) : tint
            let title: RGBA8
            let background: RGBA8?
            // iOS 26's capsules are all `tertiarySystemFill`; the preferred one's tint is the scene's.
            let glassFill = kind == .filled ? theme.glass?.actionFill(appearance) : nil
            let kindBackground: RGBA8? =
                glassFill ?? (kind == .filled ? (style == .cancel ? b.cancelBackground.resolved(appearance, ios) : accent) : nil)
            switch given.background {
            case .unset: background = kindBackground
            case .none: background = nil
            case .value(let c): background = c.resolved(appearance, ios)
            }
            switch kind {
            case .filled where theme.glass != nil:
                title = given.title?.resolved(appearance, ios) ?? (style == .destructive ? accent : b.filledTitle.resolved(appearance, ios))
            case .filled:
                title =
                    given.title?.resolved(appearance, ios)
                    ?? (style == .cancel ? b.cancelTitle : b.filledTitle).resolved(appearance, ios)
            case .outlined, .text:
                title = given.title?.resolved(appearance, ios) ?? accent
            }
            let border: RGBA8?
            switch given.border {
            case .unset: border = kind == .outlined ? title : nil
            case .none: border = nil
            case .value(let c): border = c.resolved(appearance, ios)
            }
            return ResolvedActionColors(
                background: background, title: title, border: border,
                borderIsTitle: kind == .outlined && given.border == .unset)
        }
        return ResolvedButtons(
            kind: kind, height: spec.height ?? (kind == .text ? theme.actionRowHeight : b.height),
            cornerRadius: spec.cornerRadius ?? b.cornerRadius, spacing: spec.spacing ?? b.spacing,
            insets: (spec.insets ?? PartialInsets()).applied(to: b.insets), separators: spec.separators ?? true,
            borderWidth: b.borderWidth, styles: styles)
    }
}

extension ResolvedButtons {
    /// UIKit's text rows with the default theme's numbers (what a resolved spec starts from).
    public static let rows: ResolvedButtons = {
        let b = ButtonTheme()
        let plain = ResolvedActionColors(background: nil, title: RGBA8(0, 0, 0), border: nil)
        return ResolvedButtons(
            kind: .text, height: 44, cornerRadius: b.cornerRadius, spacing: b.spacing, insets: b.insets,
            separators: true, borderWidth: b.borderWidth,
            styles: Array(repeating: plain, count: ActionStyle.allCases.count))
    }()
}

extension AlertSpec {
    /// Reads the button keys of an `actionStyle` object; nil when it has none.
    static func decodeActionButtons(_ s: SpecReader) throws(SpecError) -> ActionButtonsSpec? {
        var b = ActionButtonsSpec()
        b.kind = try s.enumValue("kind", ActionKind.self)
        b.height = try s.number("height")
        b.cornerRadius = try s.number("cornerRadius")
        b.spacing = try s.number("spacing")
        b.insets = try decodeInsets(s, "insets")
        b.separators = try s.bool("separators")
        for style in ActionStyle.allCases {
            guard let c = try s.object(style.rawValue) else { continue }
            var colors = ActionColorsSpec()
            if c.isNull("background") {
                colors.background = .none
            } else if let background = try c.color("background") {
                colors.background = .value(background)
            }
            colors.title = try c.color("title")
            if c.isNull("border") {
                colors.border = .none
            } else if let border = try c.color("border") {
                colors.border = .value(border)
            }
            b.styles[style] = colors
        }
        return b == ActionButtonsSpec() ? nil : b
    }
}
