/// Action sheets (`UIAlertController.Style.actionSheet`, docs/contract.md "Action sheets"): the style
/// enum, the iPad anchor rectangle, and the numbers of both looks (docs/themes.md "`system` action
/// sheet"). Values marked (?) disagree between sources and are kept here, named, so they can be
/// recalibrated against a real screenshot.

/// `alert.preferredStyle`: UIAlertController's two styles.
public enum PreferredStyle: String, Hashable, Sendable, CaseIterable {
    /// `alert` is the centred card; `actionSheet` the bottom sheet on iPhone, a popover on iPad.
    case alert, actionSheet
}

/// `alert.source`: the rectangle an iPad popover points at
/// (`popoverPresentationController.sourceRect`), in canvas points.
public struct SourceRect: Hashable, Sendable {
    /// Left edge in points.
    public var x: Double
    /// Top edge in points.
    public var y: Double
    /// Width in points (0 for a point anchor).
    public var width: Double
    /// Height in points (0 for a point anchor).
    public var height: Double

    /// A source rectangle in canvas points.
    public init(x: Double, y: Double, width: Double = 0, height: Double = 0) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// How an action sheet is presented on a canvas.
public enum SheetPresentation: String, Hashable, Sendable {
    /// `bottomSheet`: iPhone, groups at the bottom; `popover`: iPad, a bubble pointing at `source`.
    case bottomSheet, popover
}

/// The constants of an action sheet in one look. `Theme.sheet` gives the one for a theme.
///
/// ```swift
/// let sheet = Theme.system.sheet
/// print(sheet.rowHeight, sheet.cancelGap)  // 57.0 8.0
/// ```
public struct SheetTheme: Sendable {
    /// Left and right margin of the iPhone sheet: width = portrait canvas width - 2 x 8 pt.
    public var sideMargin = 8.0
    /// Smallest gap below the sheet: its bottom is max(safe area bottom, this) above the canvas bottom.
    public var minimumBottomGap = 8.0
    /// Gap between the main group and the cancel group below it.
    public var cancelGap = 8.0
    /// The sheet never reaches above the safe area's top plus this (?).
    public var topLimit = 20.0
    /// Corner radius of both groups and the popover (13 pt (?); clones say 12-14).
    public var cornerRadius = 13.0
    /// Corner shape of both groups.
    public var cornerStyle = CornerStyle.continuous
    /// Height of one action row, not counting its hairline (UIKit: at least 57 pt).
    public var rowHeight = 57.0
    /// Action titles: 20 pt (?, 20-21) regular, one line, shrunk then middle-truncated as in alerts.
    /// Line height 25: Title 3 at the default text size (docs/themes.md's Dynamic Type table).
    public var actionStyle = TextStyle(
        size: 20, weight: .regular, lineHeight: 25, alignment: .center, maxLines: 1, minimumSize: 12,
        truncation: .middle)
    /// The cancel action's weight. docs/themes.md says "bold": UIKit's emphasised action weight,
    /// the bundled semibold face, as the alert's emphasised action.
    public var cancelWeight = FontWeight.semibold
    /// Horizontal padding inside an action row before its title shrinks.
    public var actionTitleInset = 16.0
    /// Left and right inset of the header's title and message.
    public var headerSide = 16.0
    /// The header's title beside a message: 13 pt semibold; line height 18 (Footnote at L).
    public var titleStyle = TextStyle(size: 13, weight: .semibold, lineHeight: 18, alignment: .center)
    /// A title that stands alone is regular (docs/themes.md).
    public var loneTitleWeight = FontWeight.regular
    /// The header's message: 13 pt regular, line height 18 (Footnote at L, (?)).
    public var messageStyle = TextStyle(size: 13, weight: .regular, lineHeight: 18, alignment: .center)
    /// A message without a title is semibold (docs/themes.md).
    public var loneMessageWeight = FontWeight.semibold
    /// First header baseline below the main group's top.
    public var firstBaseline = 27.0
    /// Title's last baseline to the message's first baseline.
    public var titleToMessageBaseline = 22.0
    /// Last header baseline to the header's bottom (the first hairline): measured on a real dark
    /// iPhone action sheet (402x874 pt, title + one-line message, issue "Alerts as shipping apps show
    /// them"): the group's top to its first row is 77.33 pt, the message's last baseline 28 pt above
    /// the hairline. UIKit keeps one margin below whichever label is last
    /// (`UIAlertControllerVisualStyleActionSheet.marginBelowLastLabelLastBaseline`, iOS 15.2 runtime
    /// headers), so a lone title or a lone message ends as far above the hairline (chosen by that rule,
    /// not measured).
    public var lastBaselineToBottom = 28.0
    /// Title and message colour: the vibrancy composite rgba(29,29,29,0.52) light,
    /// rgba(241,241,241,0.59) dark (docs/themes.md).
    public var headerColor: ColorValue? = nil
    /// Straight-alpha header colour per appearance, used when `headerColor` is nil.
    public var headerTint = PerAppearance(
        light: RGBA8(29, 29, 29, opacity: 0.52), dark: RGBA8(241, 241, 241, opacity: 0.59))
    /// The main group's surface; nil means the material below (the system look).
    public var mainSurface: PerAppearance<RGBA8>? = nil
    /// Sigma of the main group's material blur, in points (docs/themes.md: 30 pt).
    public var materialBlur = 30.0
    /// Tint over the main group's blur: rgba(252,252,252,0.78) light, rgba(41,41,41,0.75) dark.
    public var materialTint = PerAppearance(
        light: RGBA8(252, 252, 252, opacity: 0.78), dark: RGBA8(41, 41, 41, opacity: 0.75))
    /// The cancel group's opaque surface: secondarySystemGroupedBackground #FFFFFF / #2C2C2E.
    public var cancelSurface = PerAppearance(light: RGBA8(255, 255, 255), dark: RGBA8(0x2C, 0x2C, 0x2E))
    /// 1-device-pixel hairlines between the header and the rows and between rows. Light: black
    /// at 26.3 %, #B2B2B2 over the light group's #F2F2F2 (MEASURED #B2B2B2 on real iOS 13-18
    /// renders; the alert's hairline is black at 26 % of its card alike); dark rgba(125,125,125,0.84).
    public var hairline = PerAppearance(
        light: RGBA8(0, 0, 0, opacity: 0.263), dark: RGBA8(125, 125, 125, opacity: 0.84))
    /// When the sheet is too tall, the actions keep min(this, their height) visible; the header scrolls.
    public var minimumVisibleActions = 84.0
    /// At the accessibility sizes the actions keep at least this fraction of the sheet's height
    /// (set by `scaled(for:)`, as for alerts); nil: only `minimumVisibleActions`.
    public var minimumActionFraction: Double?

    // iPad popover
    /// Canvases whose short side is at least this many points present the sheet as a popover
    /// (docs/contract.md "Action sheets": the short side, which keeps a landscape iPhone a phone).
    public var popoverMinimumWidth = 768.0
    /// Width of the popover (304 pt (?)).
    public var popoverWidth = 304.0
    /// Height of the popover's arrow, from its base on the bubble to its tip (13 pt (?)).
    public var arrowHeight = 13.0
    /// Width of the arrow's base along the bubble's edge (26 pt (?): a right-angled tip).
    public var arrowBase = 26.0
    /// Smallest distance between the popover and the safe area's edges (10 pt (?)).
    public var popoverMargin = 10.0
    /// Straight edge kept between the bubble's corner curve and the arrow's base: near a corner
    /// the arrow slides along the edge and never cuts into the curve, as UIKit's popover arrow does
    /// (4 pt (?): chosen; UIKit's arrow stops short of the corner, by how much is not measured).
    public var arrowCornerMargin = 4.0
    /// The popover's soft shadow, which sets it off a light screen with no dimming (?: no source
    /// gives numbers; a faint, wide Gaussian as on iPadOS screenshots).
    public var popoverShadow = ShadowStyle(color: .named(.black), opacity: 0.15, radius: 16, offsetX: 0, offsetY: 4)

    /// UIKit's action sheet (docs/themes.md "`system` action sheet").
    public static let system = SheetTheme()

    /// The plain card's action sheet: the same geometry, the plain card's colours (white or
    /// #1C1C1E on both groups, `label` text, `separator` hairlines) and its circular 10 pt corners.
    public static let plain: SheetTheme = {
        var s = SheetTheme()
        s.cornerRadius = 10
        s.cornerStyle = .circular
        s.headerColor = .named(.label)
        let card = PerAppearance(light: RGBA8(255, 255, 255), dark: RGBA8(0x1C, 0x1C, 0x1E))
        s.mainSurface = card
        s.cancelSurface = card
        s.hairline = PerAppearance(
            light: NamedColor.separator.resolved(.light), dark: NamedColor.separator.resolved(.dark))
        return s
    }()

    /// The header's colour under `appearance`.
    public func headerColor(_ appearance: Appearance) -> RGBA8 {
        headerColor?.resolved(appearance) ?? headerTint(appearance)
    }
}

extension Theme {
    /// The action-sheet constants of this look (scaled with the text size like the alert's).
    public var sheet: SheetTheme {
        get { sheetValues ?? (name == .plain ? .plain : .system) }
        set { sheetValues = newValue }
    }
}
