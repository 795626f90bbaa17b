/// iOS 26's system look ("Liquid Glass"): the numbers and the few rules UIKit changed, sources per
/// value in docs/themes.md ("iOS 26"). CODE values were read from iOS 26's UIKit, MEASURED ones on
/// real iOS 26 renders; "(?)" marks a number no source gives, chosen and named here so that a
/// later measurement changes one line.

/// UIKit's line heights (the system font's `lineHeight`) that iOS 26's baseline margins are built
/// from: card top -> title baseline is 18 + the title's, title -> message 8 + the message's.
/// Two measurements disagree (docs/themes.md "152 or 156"): the iOS 26.1 view tree and the 26.0
/// render give a 152 pt card for title + message + two buttons; three 2026 captures give 156.
public struct UIKitLineHeights: Sendable, Equatable {
    /// `lineHeight` of the 17 pt system font (Headline, Body).
    public var body: Double
    /// `lineHeight` of the 15 pt system font (Subheadline).
    public var subheadline: Double

    /// SF's own metrics (17 pt: 20.29, 15 pt: 17.9): the 26.1 view tree's 152 pt card. The default.
    public static let standard = UIKitLineHeights(body: 20.29, subheadline: 17.9)
    /// The taller lines of the 2026 captures (22.3 and 19.5): their 156 pt card (open question Q1).
    public static let tall = UIKitLineHeights(body: 22.3, subheadline: 19.5)
    /// The system font's own line height per point of size (20.29 at 17 pt, 17.9 at 15): what a
    /// label of any size gets from UIKit without a paragraph style of its own.
    public static let perPoint = 20.29 / 17
}

/// What iOS 26's look adds to a `Theme`: the glass material, the text-alignment rule, the lone
/// label's style, the capsules' colours and the popover action sheet. A theme without one (iOS 18,
/// `plain`) keeps its own rules.
public struct GlassLook: Sendable {
    // Material
    /// Gaussian sigma of the blur behind the glass, in points: fitted on the dark text-field
    /// alert's red glow (MEASURED: RMS 2.5 levels at sigma 10 and 12, 2.9 at 8, more below). Of
    /// the two, 12: at 3x its blur averages 4 x 4 blocks where 10 would average 3 x 3 (`Blur`'s
    /// downsampled path), nearly twice the work for the same fit.
    public var blur = 12.0
    /// Laid over the blurred backdrop; its alpha hides that share of the backdrop's luminance.
    /// Light passes 0.18 (MEASURED: a light popover over bands of 195, 211 and 226 reads 236,
    /// 238.5 and 240.7, slope 0.16; the alert over 180 and 194, 0.18) under a near-white (247);
    /// dark keeps the regular glass's 0.294 (NT's fit) under the grey that gives the alert's body
    /// 12 over a black app (MEASURED, the dark text-field alert).
    public var tint = PerAppearance(light: RGBA8(247, 247, 248, opacity: 0.82), dark: RGBA8(17, 17, 17, opacity: 0.706))
    /// The share of the backdrop's colour (each channel's distance from its luma) that passes:
    /// 0.8, far more than its luminance, in both appearances (MEASURED: a light body over
    /// (184,189,184) reads (233,237,233), the green kept; the dark field over a dimmed red control
    /// reads (57,42,39) over (40,40,40), which luminance alone passes as +7).
    public var chroma = PerAppearance(light: 0.8, dark: 0.8)
    /// The one-device-pixel rim inside the edge, a soft highlight: 243 over a light body of 237
    /// with the edge pixel itself 215, half the backdrop (MEASURED); +17 over the dark body (29-30
    /// over 12, MEASURED).
    public var rimHighlight = PerAppearance(light: RGBA8(255, 255, 255, opacity: 0.33), dark: RGBA8(255, 255, 255, opacity: 0.07))
    /// A line just outside the edge: none; the edge is the body's antialiased edge over the backdrop
    /// (MEASURED 215 between a 237 body and the dimmed backdrop).
    public var rimShade = PerAppearance(light: RGBA8(0, 0, 0, 0), dark: RGBA8(0, 0, 0, 0))

    // Text
    /// The line heights the baseline margins are built from (`UIKitLineHeights.standard`).
    public var lineHeights = UIKitLineHeights.standard
    /// Centre the text only when one of title and message is shown and it takes one line;
    /// natural alignment otherwise (CODE: `_updateTextAlignmentAfterLayout`).
    public var centresLoneSingleLine = true
    /// A title without a message, or a message without a title: Body, `label` (CODE).
    public var loneTextStyle: TextStyle
    /// The message's Dynamic Type style (Subheadline; the iOS 18 message is Footnote).
    public var messageDynamicType = DynamicTypeStyle.subheadline

    // Actions
    /// Normal, cancel and destructive capsules: `tertiarySystemFill`. What it reads as under the
    /// alert's glass is 21-28 levels below the body in the 2026 captures (MEASURED), so 0.20 of
    /// rgba(118,118,128) (?); the 26.0 image and the popover read 12 (open question Q7).
    /// Dark: 40 over the body of 12 (MEASURED over black), 0.26.
    public var actionFill = PerAppearance(light: RGBA8(118, 118, 128, opacity: 0.20), dark: RGBA8(118, 118, 128, opacity: 0.26))
    /// The popover's rows: 12 levels below its body (MEASURED IMG-E), 0.10 (?); dark: white 0.12 (NT).
    public var popoverActionFill = PerAppearance(light: RGBA8(118, 118, 128, opacity: 0.10), dark: RGBA8(255, 255, 255, opacity: 0.12))
    /// Normal and cancel action titles: `label`, not the tint (CODE); on dark glass white at 95 %
    /// (MEASURED: Close 244-249 on a capsule of 40).
    public var actionTitle = ColorValue.set(light: .named(.label), dark: .literal(RGBA8(255, 255, 255, opacity: 0.95)))
    /// The explicit preferred action's title on its tint-filled capsule: white (CODE).
    public var preferredTitle = ColorValue.named(.white)
    /// Disabled action titles, destructive ones too: `tertiaryLabel` (CODE); in dark 25 % of its
    /// colour (MEASURED: a disabled Done 87-88 on the gray capsule of 40).
    public var disabledTitle = ColorValue.set(
        light: .named(.tertiaryLabel), dark: .literal(RGBA8(235, 235, 245, opacity: 0.25)))
    /// A taller (wrapped, accessibility-size) capsule keeps corners of at most this radius (CODE).
    public var maxCapsuleRadius = 32.0

    // Text fields
    /// The one box around the fields (CODE `textFieldContainingViewWithTextField:position:` rounds
    /// the first field's top corners and the last one's bottom corners: one shared box): a capsule
    /// of 48 pt per field, filled as the buttons (MEASURED: field and capsules both 40 over black).
    public var textFieldFill = PerAppearance(light: RGBA8(118, 118, 128, opacity: 0.20), dark: RGBA8(118, 118, 128, opacity: 0.26))
    /// The rules between fields: 1 pt `quaternaryLabel`, 15 pt in from each side (CODE).
    public var textFieldSeparator = ColorValue.named(.quaternaryLabel)
    /// Inset of those rules from the box's sides, in points (CODE).
    public var textFieldSeparatorInset = 15.0

    // Action sheets
    /// The popover's width on iPhone (CODE `maximumWidth`; MEASURED 240).
    public var popoverWidth = 240.0
    /// The popover's width on iPad: 320 less 16 + 16 (INFERRED, open question Q4).
    public var iPadPopoverWidth = 288.0
    /// How far the popover keeps from the safe area's edges, in points (CODE).
    public var popoverScreenInset = 16.0
    /// Gap between the source rectangle and a popover without an arrow, in points (?).
    public var popoverSourceGap = 8.0
    /// The arrow toward a view the popover is anchored to: ~25 pt at its base, ~12 pt tall, its
    /// rounded tip touching the source (MEASURED, the dark popover reference; gap < 1 pt).
    public var popoverArrowBase = 25.0
    /// The arrow's height, from the popover's edge to its tip, in points (MEASURED).
    public var popoverArrowHeight = 12.0
    /// A popover with a title and no message: last baseline -> actions group 6, not 8 (CODE; MEASURED 22 to the row).
    public var popoverTitleOnlyToActions = 6.0
    /// The popover's shadow, faint (MEASURED IMG-E: a few levels at its edge; the GIF's 11-15 % was
    /// coarse): black 6 %, sigma 16, 4 pt down.
    public var popoverShadow = ShadowStyle(color: .named(.black), opacity: 0.06, radius: 16, offsetX: 0, offsetY: 4)

    /// iOS 26's values, as above.
    public init() {
        loneTextStyle = TextStyle(size: 17, weight: .regular, lineHeight: UIKitLineHeights.standard.body, alignment: .leading)
    }
}

extension Theme {
    /// The constants of the look `name` in the generation `ios`: `system` is iOS 26's Liquid
    /// Glass alert from 26 on; `plain` is the same card in every generation.
    /// `systemLineHeights`: the line heights of a project's `systemFonts` (`UIKitLineHeights.of`),
    /// which iOS 26's look builds its text and baseline margins from; nil: SF Pro's under `api`.
    public static func named(
        _ name: ThemeName, ios: IOSVersion, systemLineHeights: UIKitLineHeights? = nil, api: IOSAPI = .default
    ) -> Theme {
        switch (name, ios) {
        case (.system, .ios26): return system26(lineHeights: systemLineHeights ?? api.lineHeights)
        case (.system, .ios18): return .system
        case (.plain, _): return .plain
        }
    }

    /// UIAlertController under iOS 26 (docs/themes.md "iOS 26"): a 320 pt glass card with 34 pt
    /// continuous corners, text 30 pt in, 48 pt capsules 8 apart inside 16 pt insets.
    public static let system26 = system26(lineHeights: .standard)

    /// `system26` with its text's line heights and the baseline margins built from them taken from
    /// `lines`: SF Pro's (`UIKitLineHeights.standard`), or those of a project's `systemFonts`.
    public static func system26(lineHeights lines: UIKitLineHeights) -> Theme {
        var glass = GlassLook()
        glass.lineHeights = lines
        glass.loneTextStyle.lineHeight = lines.body
        var t = Theme(
            name: .system,
            width: 320,  // CODE maximumWidth; MEASURED 320.0-320.5
            cornerRadius: 34,  // CODE contentCornerRadius; MEASURED 32.3-34.5 continuous
            cornerStyle: .continuous,
            surface: .glass,
            // CODE: no layer shadow; the glass casts a soft one: the captures of late 2025 and 2026
            // read ~18 levels (9.5 %) at the card's edge fading over ~48 pt: a Gaussian of the card,
            // half its opacity at the edge, gone by 3 sigma.
            shadow: ShadowStyle(color: .named(.black), opacity: 0.19, radius: 16, offsetX: 0, offsetY: 0),
            materialBlur: glass.blur,
            materialTint: glass.tint,
            dimmingOpacity: PerAppearance(light: 0.20, dark: 0.48),  // CODE, unchanged; MEASURED 0.79-0.80
            presentingTint: .tintOnly,  // (?) open question Q6: the iOS 18 rule kept
            contentTop: 20,
            contentSide: 30,  // CODE _labelHorizontalInsets; MEASURED 30.5
            contentBottom: 20,
            titleMessageSpacing: 4,
            accessorySpacing: 16,
            // Headline with a message (CODE); lines as UIKit's label sets them, the font's own height.
            titleStyle: TextStyle(size: 17, weight: .semibold, lineHeight: lines.body, alignment: .leading),
            // Subheadline, `secondaryLabel` (CODE; MEASURED cap height 10.5 pt).
            messageStyle: TextStyle(size: 15, weight: .regular, lineHeight: lines.subheadline, alignment: .leading),
            actionRowHeight: 48,  // CODE minimumActionContentSize; MEASURED 47.4-48.1
            // Body Medium (CODE, INFERRED weight; MEASURED stem 1.82 pt against the preferred's 2.07).
            actionStyle: TextStyle(
                size: 17, weight: .medium, lineHeight: lines.body, alignment: .center, maxLines: 1, minimumSize: 10,
                truncation: .middle),
            emphasisedWeight: .semibold,  // the preferred action: Body Semibold (CODE; MEASURED stem 2.07 pt)
            actionTitleInset: 12,  // CODE contentMargin
            maxActionsInRow: 2,  // CODE: >= 3 actions always stacked
            minimumVisibleActionRows: 1.5,
            // MEASURED (the dark alert with a text field): a 48 pt capsule.
            textFieldHeight: 48,
            textFieldStyle: TextStyle(size: 17, weight: .regular, lineHeight: 22, alignment: .leading, maxLines: 1),
            textFieldTextInset: 16,  // MEASURED ~16 (CODE 15 is the text's inset inside its own view)
            progressBarHeight: 4,
            progressLabelStyle: TextStyle(size: 13, weight: .regular, lineHeight: 16, alignment: .center, maxLines: 1),
            progressLabelSpacing: 6,
            activityIndicatorSize: 37,
            tableRowHeight: 44,
            tableTextStyle: TextStyle(size: 17, weight: .regular, lineHeight: 22, alignment: .leading, maxLines: 1),
            // CODE contentInsetsForContainerView: 8 top and bottom (24 at the sides, which the
            // 320 pt card never reaches on a phone).
            verticalMargin: 8,
            animation: .system)
        t.centring = .safeArea  // CODE positionContentsOfAlertController; MEASURED centre y 450.4 of 451
        // CODE: 18 + lh(title) to the first baseline, 8 + lh(message) between the blocks, 8 from the
        // last baseline to the actions group (whose 16 pt top inset follows), 20 to text fields.
        t.rhythm = BaselineRhythm(
            firstBaseline: 18 + lines.body, betweenBlocks: 8 + lines.subheadline, lastBaselineToBottom: 8,
            // MEASURED field -> first capsule 19.9: 4 below the field, then the actions group's 16 pt inset.
            lastBaselineToAccessory: 20, textFieldToBottom: 4)
        // The preferred fill as the captures store it: (0,127,243), not the HIG's sRGB (0,136,255)
        // (docs/themes.md "Colours as measured").
        t.defaultTint = PerAppearance(light: .literal(RGBA8(0, 127, 243)), dark: .named(.systemBlue))
        var buttons = ButtonTheme()
        buttons.kind = .filled
        buttons.height = 48
        buttons.cornerRadius = 24  // a capsule: height / 2 (CODE)
        buttons.spacing = 8  // CODE actionSpacingForGroupViewState; MEASURED 8.0
        buttons.insets = EdgeInsets(top: 16, bottom: 16, left: 16, right: 16)  // CODE actionSequenceEdgeInsets
        buttons.cancelBackground = .named(.clear)  // not used: the glass look's fills are `actionFill`
        buttons.cancelTitle = glass.actionTitle
        buttons.filledTitle = glass.actionTitle
        t.buttons = buttons
        t.textFieldSideInset = 15  // MEASURED: a 290 pt capsule, 15 pt in (the buttons are 16 in)
        t.textFieldCornerRadius = 24  // CODE textFieldCornerRadius
        t.textFieldsGrouped = true
        t.textFieldGap = 0
        var colors = ThemeColors()
        // CODE messageLabelColor: secondaryLabel, which on the glass reads as a blended (plus-darker)
        // label in light: its 60 % of black, 90-100 over a 237 body (MEASURED), where plain
        // secondaryLabel gives 131; in dark it reads as plain secondaryLabel (146 over 12, MEASURED).
        colors.message = .set(light: .literal(RGBA8(0, 0, 0, opacity: 0.6)), dark: .named(.secondaryLabel))
        // label on the dark glass: white at 95 % (MEASURED title 242-245 over 12).
        colors.title = glass.actionTitle
        // MEASURED 94-96 on the dark field (fill 40): placeholderText, the value of tertiaryLabel.
        colors.placeholder = .named(.tertiaryLabel)
        colors.textFieldBackground = glass.textFieldFill
        colors.textFieldBorder = PerAppearance(light: RGBA8(0, 0, 0, 0), dark: RGBA8(0, 0, 0, 0))  // CODE: no border
        colors.disabledAction = PerAppearance(
            light: NamedColor.tertiaryLabel.resolved(.light), dark: NamedColor.tertiaryLabel.resolved(.dark))
        t.colors = colors
        t.accessibilitySizes = AccessibilitySizes(
            // (?) open question Q4: `_accessibilityMaximumWidthWhenUsingAccessibilitySizes` is not
            // known; the iOS 18 look's AX width grows 270 -> 310, this grows 320 by as much.
            width: 360, actionTitlesWrap: true, minimumActionFraction: 0.5)
        t.glass = glass
        return t
    }
}
