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
    public var color: ColorValue
    public var opacity: Double
    public var radius: Double
    public var offsetX: Double
    public var offsetY: Double

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
public struct Theme: Sendable {
    public let name: ThemeName

    // Card
    public let width: Double
    public let cornerRadius: Double
    public let cornerStyle: CornerStyle
    public let surface: SurfaceStyle
    public let shadow: ShadowStyle?
    /// Sigma of the material's blur, in points. Source: THEMES.md (UIKit's alert blur, sigma 20 pt).
    public let materialBlur: Double
    public let materialTint: PerAppearance<RGBA8>

    // Backdrop and presenting screen
    public let dimmingOpacity: PerAppearance<Double>
    public let presentingDimmed: Bool

    // Content insets (points)
    public let contentTop: Double
    public let contentSide: Double
    public let contentBottom: Double
    /// Gap between the title block and the message block (about 22 pt baseline to baseline (?)).
    public let titleMessageSpacing: Double
    /// Gap above each accessory (text fields, progress, indicator, table) after text content.
    public let accessorySpacing: Double

    // Text
    public let titleStyle: TextStyle
    public let messageStyle: TextStyle

    // Actions
    public let actionRowHeight: Double
    public let actionStyle: TextStyle
    public let emphasisedWeight: FontWeight
    /// Minimum font size an action title shrinks to before it is middle-truncated.
    public let actionMinimumSize: Double
    /// Horizontal padding inside an action button before its title is considered not to fit.
    public let actionTitleInset: Double
    /// Most actions side by side in `auto` layout (2 for UIKit, 3 for the plain card).
    public let maxActionsInRow: Int
    /// When the alert is too tall, the action area keeps at least this many rows visible.
    public let minimumVisibleActionRows: Double

    // Accessories
    public let textFieldHeight: Double
    public let textFieldStyle: TextStyle
    public let textFieldTextInset: Double
    public let progressBarHeight: Double
    public let progressLabelStyle: TextStyle
    public let progressLabelSpacing: Double
    public let activityIndicatorSize: Double
    public let tableRowHeight: Double
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
        actionStyle: TextStyle(size: 17, weight: .regular, lineHeight: 22, alignment: .center, maxLines: 1, minimumSize: 10, truncation: .middle),
        emphasisedWeight: .semibold,
        actionMinimumSize: 10,
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
        actionStyle: TextStyle(size: 17, weight: .regular, lineHeight: 22, alignment: .center, maxLines: 1, minimumSize: 10, truncation: .middle),
        emphasisedWeight: .semibold,
        actionMinimumSize: 10,
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

    /// The plain card's surface in dark appearance (#1C1C1E), used when a plain spec names no background.
    public func defaultSurface(_ appearance: Appearance) -> SurfaceStyle {
        if name == .plain && appearance == .dark { return .color(.literal(RGBA8(0x1C, 0x1C, 0x1E))) }
        return surface
    }
}

/// Animation presets of SPEC.md; their curves live in AlertRender.
public enum AnimationPreset: String, Hashable, Sendable, CaseIterable {
    case none, system, fade, pop, crossDissolve
}

/// Which half of the animation a frame belongs to.
public enum AnimationPhase: String, Hashable, Sendable, CaseIterable {
    case present, dismiss
}

/// A value that differs between light and dark appearance.
public struct PerAppearance<Value: Sendable>: Sendable {
    public let light: Value
    public let dark: Value

    public init(light: Value, dark: Value) {
        self.light = light
        self.dark = dark
    }

    public func callAsFunction(_ appearance: Appearance) -> Value { appearance == .dark ? dark : light }
}

/// The colours of an alert's parts, per appearance. Sources: UIKit's dynamic system colours
/// (label, secondaryLabel, separator, systemFill, systemGray) as listed in Apple's HIG.
public struct ThemeColors: Sendable {
    public var title = ColorValue.named(.label)
    public var message = ColorValue.named(.label)
    public var placeholder = ColorValue.named(.secondaryLabel)
    public var hairline = ColorValue.named(.separator)
    public var destructive = ColorValue.named(.systemRed)
    /// Disabled action titles: their colour at this opacity (THEMES.md: "tint at 50 %").
    public var disabledOpacity = 0.5
    public var textFieldBackground = PerAppearance(light: RGBA8(255, 255, 255), dark: RGBA8(0x1C, 0x1C, 0x1E))
    public var textFieldBorder = ColorValue.named(.separator)
    public var textFieldText = ColorValue.named(.label)
    /// UIProgressView's track: systemFill.
    public var progressTrack = PerAppearance(light: RGBA8(120, 120, 128, opacity: 0.2), dark: RGBA8(120, 120, 128, opacity: 0.36))
    public var progressLabel = ColorValue.named(.secondaryLabel)
    /// UIActivityIndicatorView's spokes: systemGray.
    public var activityIndicator = ColorValue.named(.systemGray)
    public var tableText = ColorValue.named(.label)
    /// Table separators start this far from the leading edge (UITableView's default inset).
    public var tableSeparatorInset = 16.0

    public init() {}
}

/// UIActivityIndicatorView's spokes (iOS 13+ `.large`), as fractions of the indicator's size.
public struct SpinnerStyle: Sendable {
    public var spokes = 8
    /// Where each spoke starts and ends, from the centre.
    public var innerRadius = 0.24
    public var outerRadius = 0.5
    public var spokeWidth = 0.09
    /// Opacity lost by each spoke after the leading one (a frame of the spin).
    public var fadeStep = 0.1

    public static let large = SpinnerStyle()
}
