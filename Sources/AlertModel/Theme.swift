/// Every number behind the two looks, in one place (docs/themes.md). Apple publishes no layout
/// constants for UIAlertController: values marked "(?)" disagree between the open-source clones
/// and are kept here, named, so they can be recalibrated against a real screenshot. The system
/// look's numbers measured on real UIAlertController screenshots (docs/themes.md, the "measured"
/// source) win over the clone-derived ones; each says so.

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

/// The Gaussian sigma, in points, of a shadow of `radius` points. docs/themes.md: treat the radius as
/// sigma until a real screenshot says otherwise; this is the one place to change that mapping.
public func shadowSigma(forRadius radius: Double) -> Double { radius }

/// How the presenting screen is drawn behind the alert (`presenting.tint`).
public enum PresentingTint: String, Hashable, Sendable, CaseIterable {
    /// As it is.
    case normal
    /// The whole screen grayscale (the source articles' look).
    case dimmed
    /// Only what is drawn in the presenting app's tint colour turns gray, anti-aliased edges
    /// included; everything else keeps its colour. What UIKit's tintAdjustmentMode `.dimmed` does.
    case tintOnly
}

/// How an alert's surface is painted.
public enum SurfaceStyle: Hashable, Sendable {
    /// A flat colour (`alert.background` as `#RRGGBB` or a colour name).
    case color(ColorValue)
    /// A blur of what is behind the alert, then a tint on top (UIKit's alert material).
    case material
    /// iOS 26's Liquid Glass: the material's blur and tint, a bright rim inside the edge and a
    /// faint line outside it (the theme's `glass`).
    case glass
}

/// How the corners of the alert are shaped.
public enum CornerStyle: String, Hashable, Sendable, CaseIterable {
    /// iOS "squircle" corners (`CALayerCornerCurve.continuous`).
    case continuous
    /// Plain circular arcs.
    case circular

    /// How far a corner of `radius` curves along each edge from the corner point: the radius for a
    /// circular arc, 1.52866483 times it for the continuous corner (the curve `Raster` draws).
    public func edgeExtent(radius: Double) -> Double {
        switch self {
        case .circular: return radius
        case .continuous: return radius * 1.52866483
        }
    }
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
    public var width: Double
    /// Default corner radius in points (`alert.cornerRadius`).
    public let cornerRadius: Double
    /// Default corner shape (`alert.cornerStyle`).
    public let cornerStyle: CornerStyle
    /// Default surface (`alert.background`); see `defaultSurface(_:)` for the per-appearance value.
    public let surface: SurfaceStyle
    /// Default shadow (`alert.shadow`); nil for none, as UIKit's alert has.
    public let shadow: ShadowStyle?
    /// Sigma of the material's blur, in points. Source: docs/themes.md (UIKit's alert blur, sigma 20 pt).
    public let materialBlur: Double
    /// Straight-alpha tint laid over the material's blur, per appearance.
    public let materialTint: PerAppearance<RGBA8>

    // Backdrop and presenting screen
    /// Default `backdrop.opacity` per appearance.
    public let dimmingOpacity: PerAppearance<Double>
    /// Default `presenting.tint`.
    public let presentingTint: PresentingTint

    // Content insets (points)
    /// Space between the alert's top edge and its first content, in points.
    public var contentTop: Double
    /// Left and right inset of text and text fields, in points.
    public var contentSide: Double
    /// Space below the last content, above the action area, in points.
    public var contentBottom: Double
    /// Gap between the title block and the message block (about 22 pt baseline to baseline (?)).
    public var titleMessageSpacing: Double
    /// Gap above each accessory (text fields, progress, indicator, table) after text content.
    public var accessorySpacing: Double

    // Text
    /// Typography of `alert.title`.
    public var titleStyle: TextStyle
    /// Typography of `alert.message`.
    public var messageStyle: TextStyle

    // Actions
    /// Height of one action button in points, not counting hairlines.
    public var actionRowHeight: Double
    /// Typography of action titles: one line, shrunk then middle-truncated when too long.
    public var actionStyle: TextStyle
    /// Weight of the emphasised action's title (the preferred action, else the cancel one).
    public var emphasisedWeight: FontWeight
    /// Horizontal padding inside an action button before its title is considered not to fit.
    public let actionTitleInset: Double
    /// Most actions side by side in `auto` layout (2 for UIKit, 3 for the plain card).
    public let maxActionsInRow: Int
    /// When the alert is too tall, the action area keeps at least this many rows visible.
    public var minimumVisibleActionRows: Double

    // Accessories
    /// Height of a text field's box, in points.
    public var textFieldHeight: Double
    /// Typography of a text field's text and placeholder.
    public var textFieldStyle: TextStyle
    /// Left and right inset of the text inside a text field's box, in points.
    public let textFieldTextInset: Double
    /// Thickness of the progress bar, in points.
    public let progressBarHeight: Double
    /// Typography of the progress label ("3 / 10").
    public var progressLabelStyle: TextStyle
    /// Gap between the progress bar and its label, in points.
    public let progressLabelSpacing: Double
    /// Side of the activity indicator's square, in points.
    public let activityIndicatorSize: Double
    /// Height of one table row, in points.
    public var tableRowHeight: Double
    /// Typography of table row titles.
    public var tableTextStyle: TextStyle

    /// Smallest distance between the alert and the safe area's edges when its height is capped.
    public let verticalMargin: Double
    /// Default animation when a spec names none.
    public let animation: AnimationPreset
    /// Colours of the alert's parts.
    public var colors = ThemeColors()
    /// Defaults of `alert.actionStyle`'s buttons (kind, geometry, colours).
    public var buttons = ButtonTheme()
    /// Right inset of text and text fields when `alert.insets` makes the sides differ; nil means `contentSide`.
    public var contentRightSide: Double?
    /// Gap between `alert.icon` and the text below it, in points (UIStackView spacing of the
    /// articles' custom alerts; `alert.spacing` replaces it).
    public var iconSpacing = 12.0
    /// Side of `alert.icon` when the spec gives neither width nor height: the 44 pt of a HIG tap target.
    public var iconSize = 44.0
    /// Width of `alert.border` when the spec names none: a 1 pt stroke (docs/contract.md "Your own design").
    public var borderWidth = 1.0
    /// Gap between stacked text fields, in points.
    public var textFieldGap = 4.0
    /// Corner radius of a text field's box (UITextField's `.roundedRect` border style), in points.
    public var textFieldCornerRadius = 5.0
    /// How far (8-bit levels per channel) a presenting-screen pixel may be from the tint colour
    /// and still count as drawn in it, for `tintOnly`: covers PNG screenshots' colour-management
    /// rounding and resampling by aspect-fill, while other system colours (systemTeal is 43
    /// levels from systemBlue in red) stay out.
    public var presentingTintTolerance = 12
    /// Proportions of the activity indicator's spokes.
    public var spinner = SpinnerStyle.large

    // The measured system look sets these; the defaults are the source articles', which `plain` keeps.
    /// Where the alert is centred: the safe area (UIKit) or the whole canvas (the articles).
    public var centring = AlertCentring.canvas
    /// Figma-style smoothing of `continuous` corners (see Raster's `CornerCurve.smoothed`); nil
    /// draws the PaintCode squircle of the source articles.
    public var cornerSmoothing: Double?
    /// Baseline-to-baseline vertical rhythm of the text; nil stacks line boxes with
    /// `contentTop`, `titleMessageSpacing` and `contentBottom` (the `plain` theme).
    public var rhythm: BaselineRhythm?
    /// Default `alert.tint`, per appearance.
    public var defaultTint = PerAppearance(light: ColorValue.named(.systemBlue), dark: ColorValue.named(.systemBlue))
    /// Left and right inset of a text field's box from the card's sides; nil means `contentSide`.
    public var textFieldSideInset: Double?
    /// Several text fields share one box, separated by hairlines (true), or each has its own
    /// box `textFieldGap` apart (false).
    public var textFieldsGrouped = false
    /// The action sheet's constants once changed from the look's own (`sheet`); nil: `SheetTheme.system` or `.plain`.
    var sheetValues: SheetTheme?
    /// `accessibilitySizes` once changed from the look's own; nil: `AccessibilitySizes.system` or `.plain`.
    var accessibilityValues: AccessibilitySizes?
    /// When the alert is capped, the action area keeps at least this fraction of its height (set
    /// at the accessibility sizes by `scaled(for:)`); nil: only `minimumVisibleActionRows`.
    public var minimumActionAreaFraction: Double?
    /// What iOS 26's look adds (Theme+iOS26.swift): the glass, the alignment rule, capsule
    /// colours, popovers. nil for the iOS 18 look and `plain`; left out of the golden's spec
    /// digest while nil, so the older looks keep theirs.
    public var glass: GlassLook?
    /// What an Android dialog's look adds (`AndroidDialogLook`, Theme+Android.swift): its card,
    /// text boxes and button bar. nil for the iOS looks; left out of the golden's spec digest while nil.
    public var android: AndroidDialogLook?
    /// Per-size tracking of the look's text: `bundled` for Inter, `system` for the faces of
    /// `systemFonts` (docs/themes.md "Tracking"). The golden's spec digest leaves out the system
    /// looks' tables (no spec key sets them; what they change shows in the pixels).
    public var fontTracking = FontTracking.standard

    /// The constants of the look `name` (the iOS 18 system look for `system`).
    public static func named(_ name: ThemeName) -> Theme {
        switch name {
        case .system: return .system
        case .plain: return .plain
        }
    }

    /// UIAlertController. Sources per value: docs/themes.md.
    public static let system = Theme(
        name: .system,
        width: 270,
        cornerRadius: 14,
        cornerStyle: .continuous,
        surface: .material,
        shadow: nil,
        materialBlur: 20,
        // Measured (docs/themes.md): the light card is #F0F1F0 over a #C8C8C8 backdrop, a fit over
        // two backdrops giving rgba(254,254,254,0.74). The dark card is #3E3F40 both over a black
        // app screen (dark systemBackground under 48 % dimming) and over a light one (#F8FAFC,
        // dimmed to #818283), the screen only faintly through: nearly opaque, 0.98 x (63, 64, 65)
        // = (62, 63, 64) over black, 2 levels lighter over #818283. `plain` keeps the articles'
        // rgba(242,242,242,0.80) / rgba(30,30,30,0.75).
        materialTint: PerAppearance(light: RGBA8(254, 254, 254, opacity: 0.74), dark: RGBA8(63, 64, 65, opacity: 0.98)),
        dimmingOpacity: PerAppearance(light: 0.20, dark: 0.48),  // measured: 20 % light, as the clones say
        // docs/contract.md "Faithful to the real thing": UIKit's tintAdjustmentMode .dimmed grays only the
        // tint colour (docs/themes.md, measured: a blue app bar stays blue).
        presentingTint: .tintOnly,
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
        // Measured (docs/themes.md): one box 30.67 pt (92 px at @3x) tall including its border (`plain`: 25).
        textFieldHeight: 92.0 / 3,
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
    ).measured()

    /// The system look's numbers measured on real UIAlertController screenshots (docs/themes.md,
    /// measured; four @3x images, iOS 16-18).
    private func measured() -> Theme {
        var t = self
        // "centred in the safe area, to the pixel" (a 402x874 pt iPhone 16 Pro: card centred at
        // y 451 in its 62/34 safe area). `plain` centres on the canvas, as the articles do.
        t.centring = .safeArea
        // "the curve starts about 15 pt from the corner along each edge (a 14 pt continuous
        // radius)": smoothing 0.8 puts the half-pixel depth at 14.95 pt from the corner at @3x;
        // the articles' PaintCode curve (`plain`) puts it at 13.3-13.4.
        t.cornerSmoothing = 0.8
        // Baselines: title 36.0 pt below the card top, title -> message 20.0, last text baseline
        // -> first hairline 24.0 (a 213.0 pt card for title + 1-line message + 3 stacked
        // actions); title baseline -> text field 24, field -> hairline 12. `plain`: 37.3,
        // 21.3, 23.3, 215.0; 16 pt above the field and 20 below.
        t.rhythm = BaselineRhythm(
            firstBaseline: 36, betweenBlocks: 20, lastBaselineToBottom: 24, lastBaselineToAccessory: 24,
            textFieldToBottom: 12)
        // "dark action tint #4693FF (one iOS 18 image)": the dark default until a second source
        // disagrees (`plain`: systemBlue's #0A84FF). Light stays systemBlue #007AFF (measured).
        t.defaultTint = PerAppearance(light: .named(.systemBlue), dark: .literal(RGBA8(0x46, 0x93, 0xFF)))
        // Text fields: "15 pt from the card sides", "corner about 8-10 pt", several fields "one
        // grouped box, fields separated by hairlines" (`plain`: 16, 5, separate boxes 4 pt apart).
        t.textFieldSideInset = 15
        t.textFieldCornerRadius = 9
        t.textFieldsGrouped = true
        t.textFieldGap = 0
        t.colors = .measuredSystem
        return t
    }

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
        presentingTint: .dimmed,  // the source articles' look: the whole screen grayscale
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
        animation: .fade,
        // Your own design's Inter is Inter: only the system looks track it to SF Pro's widths.
        fontTracking: .untracked
    )

    /// The surface used when a spec names no `alert.background`: `surface`, except that the plain
    /// card is #1C1C1E in dark appearance.
    public func defaultSurface(_ appearance: Appearance) -> SurfaceStyle {
        if name == .plain && appearance == .dark { return .color(.literal(RGBA8(0x1C, 0x1C, 0x1E))) }
        return surface
    }
}

/// Animation presets of docs/contract.md; their curves live in AlertRender.
public enum AnimationPreset: String, Hashable, Sendable, CaseIterable {
    /// `none` jumps straight to the phase's end state; the others follow docs/contract.md's curves
    /// (see `AnimationState` in AlertRender).
    case none, system, fade, pop, crossDissolve
    /// Android's platform dialog window animation (`@android:style/Animation.Dialog`: AOSP's
    /// `dialog_enter.xml` and `dialog_exit.xml`, a 0.9 scale and a fade in 200 ms): the default of
    /// the `material3` and `appcompat` looks.
    case androidDialog
    /// Material Components' fade (`m3_motion_fade_enter.xml` and `m3_motion_fade_exit.xml`, a 0.8
    /// scale and a fade in 400 ms, a fade out in 150 ms): the default of `material3-views`.
    case materialFade
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

    /// The same as calling it: reads like `ColorValue.resolved(_:)` where a colour was one.
    public func resolved(_ appearance: Appearance) -> Value { self(appearance) }
}

/// Where a theme centres its alert (docs/contract.md "Units and conventions").
public enum AlertCentring: Sendable, Equatable {
    /// In the safe area (the canvas minus its insets), as UIKit does.
    case safeArea
    /// On the whole canvas, `(view.width - width) / 2`, as the source articles do.
    case canvas
}

/// Vertical spacing by baselines, as UIKit's alert is laid out (and as docs/themes.md measures it),
/// in points at the default text size.
public struct BaselineRhythm: Sendable, Equatable {
    /// Card top -> first baseline of the first text block (title, else message).
    public var firstBaseline: Double
    /// Last baseline of the title -> first baseline of the message.
    public var betweenBlocks: Double
    /// Last baseline of the last text block -> bottom of the content (the first hairline).
    public var lastBaselineToBottom: Double
    /// Last baseline of the text -> top of the first accessory (text fields, progress, ...).
    public var lastBaselineToAccessory: Double
    /// Bottom of the text fields -> bottom of the content.
    public var textFieldToBottom: Double

    /// A rhythm; every length in points.
    public init(
        firstBaseline: Double, betweenBlocks: Double, lastBaselineToBottom: Double, lastBaselineToAccessory: Double,
        textFieldToBottom: Double
    ) {
        self.firstBaseline = firstBaseline
        self.betweenBlocks = betweenBlocks
        self.lastBaselineToBottom = lastBaselineToBottom
        self.lastBaselineToAccessory = lastBaselineToAccessory
        self.textFieldToBottom = textFieldToBottom
    }
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
