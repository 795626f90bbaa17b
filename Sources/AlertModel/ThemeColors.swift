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
    public var hairline = PerAppearance(
        light: NamedColor.separator.resolved(.light), dark: NamedColor.separator.resolved(.dark))
    /// Titles of `.destructive` actions (`systemRed`); other actions use the spec's tint.
    public var destructive = ColorValue.named(.systemRed)
    /// Disabled action titles: their colour at this opacity (docs/themes.md: "tint at 50 %"), unless
    /// `disabledAction` is set.
    public var disabledOpacity = 0.5
    /// Disabled action titles in one colour per appearance; nil means `disabledOpacity` of their own colour.
    public var disabledAction: PerAppearance<RGBA8>?
    /// Fill of a text field's box: white in light, #1C1C1E in dark.
    public var textFieldBackground = PerAppearance(light: RGBA8(255, 255, 255), dark: RGBA8(0x1C, 0x1C, 0x1E))
    /// The 1-device-pixel outline of a text field's box, and the hairlines between grouped fields (`separator`).
    public var textFieldBorder = PerAppearance(
        light: NamedColor.separator.resolved(.light), dark: NamedColor.separator.resolved(.dark))
    /// The share of what is behind a material card (blurred) that shows through a text field's
    /// border: UIKit draws it with vibrancy, so it is lighter over a light screen. 0 draws
    /// `textFieldBorder` as it is; v draws it as `textFieldBorder / (1 - v)` at opacity `1 - v`
    /// over the blurred backdrop, which is `textFieldBorder` over black.
    public var textFieldBorderVibrancy = PerAppearance(light: 0.0, dark: 0.0)
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

    /// The system alert's colours where real screenshots measured them (docs/themes.md, measured).
    public static let measuredSystem: ThemeColors = {
        var c = ThemeColors()
        // Hairlines: light #B2B3B2 on the #F0F1F0 card (62 levels darker), dark #76746F on
        // #3C3A37 (52-64 lighter). Over a card C these are C x 0.74 and C + 0.30 x (255 - C):
        // 240 -> 178, 60 -> 118 (`plain`'s `separator` gives 51 and 17 levels).
        c.hairline = PerAppearance(light: RGBA8(0, 0, 0, opacity: 0.26), dark: RGBA8(255, 255, 255, opacity: 0.30))
        // "disabled action: gray" (`plain`: tint at 50 %); the shade is not measured: systemGray.
        c.disabledAction = PerAppearance(light: RGBA8(0x8E, 0x8E, 0x93), dark: RGBA8(0x8E, 0x8E, 0x93))
        // Text field border "clearly visible (about 50-59 levels above the fill #1C1C1E)" in
        // dark: #545458 (separator's colour, opaque) is 56-58 above. Light: #B5B5B5, measured on
        // real iOS 13-18 renders of a text-field alert (docs/themes.md); `plain` keeps separator
        // (6 levels in dark).
        c.textFieldBorder = PerAppearance(light: RGBA8(0xB5, 0xB5, 0xB5), dark: RGBA8(0x54, 0x54, 0x58))
        // Over a light screen (#F8FAFC, dimmed to #818283) the dark field's border is 57 levels
        // of luma above the #3E3F40 card, about 119, where over black it is #545458 (84): 35
        // levels more for a backdrop 129 lighter, 0.27 of it. Light is not measured: 0.
        c.textFieldBorderVibrancy = PerAppearance(light: 0, dark: 0.27)
        return c
    }()
}
