/// Every number behind the two looks, in one place (THEMES.md). Apple publishes no layout
/// constants for UIAlertController: values marked "(?)" disagree between the open-source clones
/// and are kept here, named, so they can be recalibrated against a real screenshot.

/// Which look a spec asks for.
public enum ThemeName: String, Hashable, Sendable, CaseIterable {
    /// UIAlertController's `.alert` style.
    case system
    /// The flat custom card of the source articles.
    case plain
}

/// A shadow in points: a Gaussian blur (sigma = `radius`, see `shadowSigma(forRadius:)`) of the
/// alert's silhouette, moved by `offset`.
public struct ShadowStyle: Hashable, Sendable {
    /// Shadow colour, resolved per appearance, before `opacity`.
    public var color: ColorValue
    /// Multiplies the colour's alpha, 0...1 (`alert.shadow.opacity`).
    public var opacity: Double
    /// Blur radius in points (`alert.shadow.radius`); the sigma is `shadowSigma(forRadius:)`.
    public var radius: Double
    /// Horizontal offset in points (`alert.shadow.offset[0]`).
    public var offsetX: Double
    /// Vertical offset in points, positive down (`alert.shadow.offset[1]`).
    public var offsetY: Double

    /// A shadow; all lengths in points.
    public init(color: ColorValue, opacity: Double, radius: Double, offsetX: Double, offsetY: Double) {
        self.color = color
        self.opacity = opacity
        self.radius = radius
        self.offsetX = offsetX
        self.offsetY = offsetY
    }
}

/// The Gaussian sigma, in points, of a shadow of `radius` points. THEMES.md: treat the radius as
/// sigma until a real screenshot says otherwise; this is the one place to change that mapping.
public func shadowSigma(forRadius radius: Double) -> Double { radius }

/// How an alert's surface is painted.
public enum SurfaceStyle: Hashable, Sendable {
    /// A flat colour (`alert.background` as `#RRGGBB` or a colour name).
    case color(ColorValue)
    /// A blur of what is behind the alert, then a tint on top (UIKit's alert material).
    case material
}

/// How the corners of the alert are shaped.
public enum CornerStyle: String, Hashable, Sendable, CaseIterable {
    /// iOS "squircle" corners (`CALayerCornerCurve.continuous`).
    case continuous
    /// Plain circular arcs.
    case circular
}

/// The constants of one look. Appearance-dependent values are functions of `Appearance`.
///
/// ```swift
/// let theme = Theme.named(.system)
/// let dimming = theme.dimmingOpacity(.dark)  // 0.48
/// let rowHeight = theme.actionRowHeight      // 44 pt
/// ```
public struct Theme: Sendable {
    /// Which look this is (`theme` key).
    public let name: ThemeName

    // Card
    /// Default alert width in points (`alert.width`).
    public let width: Double
    /// Default corner radius in points (`alert.cornerRadius`).
    public let cornerRadius: Double
    /// Default corner shape (`alert.cornerStyle`).
    public let cornerStyle: CornerStyle
    /// Default surface (`alert.background`); see `defaultSurface(_:)` for the per-appearance value.
    public let surface: SurfaceStyle
    /// Default shadow (`alert.shadow`); nil for none, as UIKit's alert has.
    public let shadow: ShadowStyle?
    /// Sigma of the material's blur, in points. Source: THEMES.md (UIKit's alert blur, sigma 20 pt).
    public let materialBlur: Double
    /// Straight-alpha tint laid over the material's blur, per appearance.
    public let materialTint: PerAppearance<RGBA8>

    // Backdrop and presenting screen
    /// Default `backdrop.opacity` per appearance.
    public let dimmingOpacity: PerAppearance<Double>
    /// Default `presenting.tint`: true draws the presenting screen grayscale.
    public let presentingDimmed: Bool

    // Content insets (points)
    /// Space between the alert's top edge and its first content, in points.
    public let contentTop: Double
    /// Left and right inset of text and text fields, in points.
    public let contentSide: Double
    /// Space below the last content, above the action area, in points.
    public let contentBottom: Double
    /// Gap between the title block and the message block (about 22 pt baseline to baseline (?)).
    public let titleMessageSpacing: Double
    /// Gap above each accessory (text fields, progress, indicator, table) after text content.
    public let accessorySpacing: Double

    // Text
    /// Typography of `alert.title`.
    public let titleStyle: TextStyle
    /// Typography of `alert.message`.
    public let messageStyle: TextStyle

    // Actions
    /// Height of one action button in points, not counting hairlines.
    public let actionRowHeight: Double
    /// Typography of action titles: one line, shrunk then middle-truncated when too long.
    public let actionStyle: TextStyle
    /// Weight of the emphasised action's title (the preferred action, else the cancel one).
    public let emphasisedWeight: FontWeight
    /// Horizontal padding inside an action button before its title is considered not to fit.
    public let actionTitleInset: Double
    /// Most actions side by side in `auto` layout (2 for UIKit, 3 for the plain card).
    public let maxActionsInRow: Int
    /// When the alert is too tall, the action area keeps at least this many rows visible.
    public let minimumVisibleActionRows: Double

    // Accessories
    /// Height of a text field's box, in points.
    public let textFieldHeight: Double
    /// Typography of a text field's text and placeholder.
    public let textFieldStyle: TextStyle
    /// Left and right inset of the text inside a text field's box, in points.
    public let textFieldTextInset: Double
    /// Thickness of the progress bar, in points.
    public let progressBarHeight: Double
    /// Typography of the progress label ("3 / 10").
    public let progressLabelStyle: TextStyle
    /// Gap between the progress bar and its label, in points.
    public let progressLabelSpacing: Double
    /// Side of the activity indicator's square, in points.
    public let activityIndicatorSize: Double
    /// Height of one table row, in points.
    public let tableRowHeight: Double
    /// Typography of table row titles.
    public let tableTextStyle: TextStyle

    /// Smallest distance between the alert and the safe area's edges when its height is capped.
    public let verticalMargin: Double
    /// Default animation when a spec names none.
    public let animation: AnimationPreset
    /// Colours of the alert's parts.
    public var colors = ThemeColors()
    /// Gap between stacked text fields, in points.
    public var textFieldGap = 4.0
    /// Corner radius of a text field's box (UITextField's `.roundedRect` border style), in points.
    public var textFieldCornerRadius = 5.0
    /// Proportions of the activity indicator's spokes.
    public var spinner = SpinnerStyle.large

    /// The constants of the look `name`.
    public static func named(_ name: ThemeName) -> Theme {
        switch name {
        case .system: return .system
        case .plain: return .plain
        }
    }

    /// UIAlertController. Sources per value: THEMES.md.
    public static let system = Theme(
        name: .system,
        width: 270,
        cornerRadius: 14,
        cornerStyle: .continuous,
        surface: .material,
        shadow: nil,
        materialBlur: 20,
        materialTint: PerAppearance(light: RGBA8(242, 242, 242, opacity: 0.80), dark: RGBA8(30, 30, 30, opacity: 0.75)),
        dimmingOpacity: PerAppearance(light: 0.20, dark: 0.48),
        presentingDimmed: true,
        contentTop: 20,
        contentSide: 16,  // (?)
        contentBottom: 20,  // (?)
        titleMessageSpacing: 4,  // (?) gives ~22 pt title-to-message baselines
        accessorySpacing: 16,
        titleStyle: TextStyle(size: 17, weight: .semibold, lineHeight: 22, alignment: .center),
        messageStyle: TextStyle(size: 13, weight: .regular, lineHeight: 16, alignment: .center),  // (?) 16-18
        actionRowHeight: 44,
        actionStyle: TextStyle(
            size: 17, weight: .regular, lineHeight: 22, alignment: .center, maxLines: 1, minimumSize: 10,
            truncation: .middle),
        emphasisedWeight: .semibold,
        actionTitleInset: 8,
        maxActionsInRow: 2,
        minimumVisibleActionRows: 1.5,
        textFieldHeight: 25,
        textFieldStyle: TextStyle(size: 13, weight: .regular, lineHeight: 16, alignment: .leading, maxLines: 1),
        textFieldTextInset: 6,
        progressBarHeight: 4,
        progressLabelStyle: TextStyle(size: 13, weight: .regular, lineHeight: 16, alignment: .center, maxLines: 1),
        progressLabelSpacing: 6,
        activityIndicatorSize: 37,  // UIActivityIndicatorView.Style.large
        tableRowHeight: 44,
        tableTextStyle: TextStyle(size: 17, weight: .regular, lineHeight: 22, alignment: .leading, maxLines: 1),
        verticalMargin: 10,
        animation: .system
    )

    /// The flat card of the source articles.
    public static let plain = Theme(
        name: .plain,
        width: 270,
        cornerRadius: 10,
        cornerStyle: .circular,
        surface: .color(.literal(RGBA8(255, 255, 255))),
        shadow: ShadowStyle(color: .named(.black), opacity: 0.7, radius: 10, offsetX: 10, offsetY: 10),
        materialBlur: 20,
        materialTint: PerAppearance(light: RGBA8(242, 242, 242, opacity: 0.80), dark: RGBA8(30, 30, 30, opacity: 0.75)),
        dimmingOpacity: PerAppearance(light: 0.30, dark: 0.30),
        presentingDimmed: true,
        contentTop: 16,
        contentSide: 16,
        contentBottom: 12,
        titleMessageSpacing: 4,
        accessorySpacing: 16,
        titleStyle: TextStyle(size: 17, weight: .bold, lineHeight: 22, alignment: .center),
        messageStyle: TextStyle(size: 13, weight: .regular, lineHeight: 16, alignment: .center),
        actionRowHeight: 44,
        actionStyle: TextStyle(
            size: 17, weight: .regular, lineHeight: 22, alignment: .center, maxLines: 1, minimumSize: 10,
            truncation: .middle),
        emphasisedWeight: .semibold,
        actionTitleInset: 8,
        maxActionsInRow: 3,
        minimumVisibleActionRows: 1.5,
        textFieldHeight: 30,
        textFieldStyle: TextStyle(size: 15, weight: .regular, lineHeight: 20, alignment: .leading, maxLines: 1),
        textFieldTextInset: 8,
        progressBarHeight: 4,
        progressLabelStyle: TextStyle(size: 13, weight: .regular, lineHeight: 16, alignment: .center, maxLines: 1),
        progressLabelSpacing: 6,
        activityIndicatorSize: 37,
        tableRowHeight: 44,
        tableTextStyle: TextStyle(size: 17, weight: .regular, lineHeight: 22, alignment: .leading, maxLines: 1),
        verticalMargin: 10,
        animation: .fade
    )

    /// The surface used when a spec names no `alert.background`: `surface`, except that the plain
    /// card is #1C1C1E in dark appearance.
    public func defaultSurface(_ appearance: Appearance) -> SurfaceStyle {
        if name == .plain && appearance == .dark { return .color(.literal(RGBA8(0x1C, 0x1C, 0x1E))) }
        return surface
    }
}

/// Animation presets of SPEC.md; their curves live in AlertRender.
public enum AnimationPreset: String, Hashable, Sendable, CaseIterable {
    /// `none` jumps straight to the phase's end state; the others follow SPEC.md's curves
    /// (see `AnimationState` in AlertRender).
    case none, system, fade, pop, crossDissolve
}

/// Which half of the animation a frame belongs to.
public enum AnimationPhase: String, Hashable, Sendable, CaseIterable {
    /// `present` brings the alert in; `dismiss` takes it away.
    case present, dismiss
}

/// A value that differs between light and dark appearance.
public struct PerAppearance<Value: Sendable>: Sendable {
    /// The value in light appearance.
    public let light: Value
    /// The value in dark appearance.
    public let dark: Value

    /// A value per appearance.
    public init(light: Value, dark: Value) {
        self.light = light
        self.dark = dark
    }

    /// The value for `appearance`, so `theme.dimmingOpacity(.dark)` reads like a lookup.
    public func callAsFunction(_ appearance: Appearance) -> Value { appearance == .dark ? dark : light }
}

/// The colours of an alert's parts, per appearance. Sources: UIKit's dynamic system colours
/// (label, secondaryLabel, separator, systemFill, systemGray) as listed in Apple's HIG.
public struct ThemeColors: Sendable {
    /// Title text (`label`).
    public var title = ColorValue.named(.label)
    /// Message text (`label`).
    public var message = ColorValue.named(.label)
    /// Text-field placeholders (`secondaryLabel`).
    public var placeholder = ColorValue.named(.secondaryLabel)
    /// Hairlines around actions and between table rows (`separator`).
    public var hairline = ColorValue.named(.separator)
    /// Titles of `.destructive` actions (`systemRed`); other actions use the spec's tint.
    public var destructive = ColorValue.named(.systemRed)
    /// Disabled action titles: their colour at this opacity (THEMES.md: "tint at 50 %").
    public var disabledOpacity = 0.5
    /// Fill of a text field's box: white in light, #1C1C1E in dark.
    public var textFieldBackground = PerAppearance(light: RGBA8(255, 255, 255), dark: RGBA8(0x1C, 0x1C, 0x1E))
    /// The 1-device-pixel outline of a text field's box (`separator`).
    public var textFieldBorder = ColorValue.named(.separator)
    /// Text typed into a field (`label`).
    public var textFieldText = ColorValue.named(.label)
    /// UIProgressView's track: systemFill.
    public var progressTrack = PerAppearance(
        light: RGBA8(120, 120, 128, opacity: 0.2), dark: RGBA8(120, 120, 128, opacity: 0.36))
    /// The progress label ("3 / 10") (`secondaryLabel`).
    public var progressLabel = ColorValue.named(.secondaryLabel)
    /// UIActivityIndicatorView's spokes: systemGray.
    public var activityIndicator = ColorValue.named(.systemGray)
    /// Table row titles (`label`).
    public var tableText = ColorValue.named(.label)
    /// Table separators start this far from the leading edge (UITableView's default inset).
    public var tableSeparatorInset = 16.0

    /// UIKit's colours, as listed above.
    public init() {}
}

/// UIActivityIndicatorView's spokes (iOS 13+ `.large`), as fractions of the indicator's size.
public struct SpinnerStyle: Sendable {
    /// Number of spokes around the circle.
    public var spokes = 8
    /// Where each spoke starts and ends, from the centre.
    public var innerRadius = 0.24
    /// Where each spoke ends; 0.5 reaches the indicator's edge.
    public var outerRadius = 0.5
    /// Thickness of each (capsule-shaped) spoke.
    public var spokeWidth = 0.09
    /// Opacity lost by each spoke after the leading one (a frame of the spin).
    public var fadeStep = 0.1

    /// `UIActivityIndicatorView.Style.large`.
    public static let large = SpinnerStyle()
}
