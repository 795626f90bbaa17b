/// Android's three dialogs as `Theme` values (ANDROID.md; sources and confidence per number in
/// docs/themes.md "Android"): Compose Material 3's `AlertDialog`, `MaterialAlertDialogBuilder` on
/// `Theme.Material3`, and AppCompat's `AlertDialog` (React Native, .NET MAUI). The iOS members of
/// `Theme` that an Android dialog has no use for keep the system look's values; the Android layout
/// reads `android` and the text styles and colours, nothing else.
extension Theme {
    /// The constants of the Android dialog `look`.
    public static func android(_ look: AndroidLook) -> Theme {
        switch look {
        case .material3: return .material3
        case .material3Views: return .material3Views
        case .appcompat: return .appcompat
        }
    }

    /// Jetpack Compose Material 3's `AlertDialog` (ANDROID.md §2).
    public static let material3: Theme = material3Dialog(
        look: material3Look, message: AndroidType.bodyMedium(tracking: 0.2),
        // The dim is the platform dialog window's: 0.6 under the Android Studio template's
        // `android:Theme.Material` app theme (measured on ref 02), 0.32 only under Theme.Material3.
        dim: 0.6)

    /// `MaterialAlertDialogBuilder` on `Theme.Material3` (ANDROID.md §4): Compose's dialog where the
    /// Views do the same (scheme, corners, type, buttons' boxes and padding, list rows, outlined
    /// fields), with only what they do otherwise listed here.
    public static let material3Views: Theme = {
        var look = material3Look
        look.look = .material3Views
        // The window's least width (`abc_dialog_min_width_minor` / `major`) less MDC's 24 dp inset.
        look.width = .window(portrait: 0.95, landscape: 0.65, inset: 24)
        // The title panel's top padding and `textSpacerNoTitle` (`abc_dialog_padding_top_material`).
        look.paddingTop = 18
        look.paddingTopWithoutTitle = 18
        // The bar pads itself (`ButtonBarLayout`, 24 / 14): nothing below it or between it and the text.
        look.paddingBottom = 0
        look.messageToButtons = 0
        look.barInsets = EdgeInsets(top: 14, bottom: 14, left: 24, right: 24)
        // A View's text boxes have font padding (`includeFontPadding`); the title is `singleLine`.
        look.lineBox = .fontPadding
        look.titleSingleLine = true
        // MDC's icon sits beside the title, its `marginEnd` 16.
        look.iconBesideTitle = 16
        // `contentPanel`: at least 48 dp tall, a `NestedScrollView` with its indicators.
        look.messageMinHeight = 48
        look.messageScrollIndicators = true
        // The builder's three buttons (positive, negative, neutral), each at least `minWidth` 64.
        look.maxButtons = 3
        look.tooManyButtons =
            "MaterialAlertDialogBuilder has three buttons (positive, negative, neutral); use setItems for more choices"
        look.buttonMinWidth = 64
        // MDC's elevation level 3; Compose draws no shadow.
        look.elevation = AndroidElevation(dp: 6)
        // `setItems`' rows in BodyMedium (0.25 sp, as the Views' message) where Compose's are BodyLarge.
        look.listTextStyle = AndroidType.bodyMedium(tracking: 0.25)
        return material3Dialog(
            look: look, message: AndroidType.bodyMedium(tracking: 0.25),
            // `m3_comp_scrim_container_opacity`, the Material3 theme's `backgroundDimAmount` (ref 01).
            dim: 0.32)
    }()

    /// Compose Material 3's dialog look: `material3`'s, and the base `material3Views` lists its
    /// differences from.
    private static let material3Look = AndroidDialogLook(
        look: .material3, width: .content(min: 280, max: 560, margin: 24), paddingTop: 24, paddingSide: 24,
        paddingTopWithoutTitle: 24, paddingBottom: 24, lineBox: .centred, titleSingleLine: false,
        titleToMessage: 16, messageMinHeight: 0, messageToButtons: 24, messageScrollIndicators: false,
        maxButtons: 2,
        tooManyButtons: "Compose's AlertDialog has two buttons (confirmButton, dismissButton); put more choices in its text as a list",
        buttonHeight: 48, buttonPillHeight: 40, buttonMinWidth: 58, buttonPadding: 12, buttonSpacing: 8,
        barInsets: EdgeInsets(top: 0, bottom: 0, left: 24, right: 24), stackedSpacing: 0,
        allCapsButtons: false, cancelableByDefault: true,
        elevation: nil, listRowHeight: 48,
        listTextStyle: AndroidType.bodyLarge(color: false), listRowPadding: 24, textField: .outlined)

    /// A Material 3 dialog of `look`: the baseline scheme, 28 dp corners, HeadlineSmall titles,
    /// LabelLarge buttons, placeholders in OnSurfaceVariant; the two differ in the message's
    /// tracking and the scrim's `dim`.
    private static func material3Dialog(look: AndroidDialogLook, message: TextStyle, dim: Double) -> Theme {
        let scheme = MaterialScheme.baseline
        var t = androidBase(
            look: look, cornerRadius: 28, scheme: scheme, title: AndroidType.headlineSmall, message: message,
            action: AndroidType.labelLarge, dim: dim)
        t.colors.placeholder = scheme.onSurfaceVariant
        return t
    }

    /// AppCompat's `AlertDialog`: React Native's `Alert.alert`, .NET MAUI's `DisplayAlert` (ANDROID.md §5).
    public static let appcompat: Theme = {
        let scheme = MaterialScheme.appCompat
        var t = androidBase(
            look: AndroidDialogLook(
                look: .appcompat, width: .window(portrait: 0.95, landscape: 0.65, inset: 16), paddingTop: 18,
                paddingSide: 24, paddingTopWithoutTitle: 18, paddingBottom: 0, lineBox: .fontPadding,
                titleSingleLine: true, titleToMessage: 8, messageMinHeight: 48, messageToButtons: 0,
                messageScrollIndicators: true, maxButtons: 3,
                tooManyButtons: "AppCompat's AlertDialog has three buttons (positive, negative, neutral); React Native's Alert.alert silently drops every action after the third",
                buttonHeight: 48, buttonPillHeight: 48, buttonMinWidth: 64, buttonPadding: 8, buttonSpacing: 0,
                barInsets: EdgeInsets(top: 4, bottom: 4, left: 12, right: 12), stackedSpacing: 0,
                allCapsButtons: true, cancelableByDefault: false, elevation: AndroidElevation(dp: 16),
                listRowHeight: 48, listTextStyle: AndroidType.subhead, listRowPadding: 24, textField: .underlined),
            cornerRadius: 2, scheme: scheme,
            title: AndroidType.title, message: AndroidType.subhead, action: AndroidType.button, dim: 0.6)
        t.colors.placeholder = .set(
            light: .literal(RGBA8(0, 0, 0, 0x61)), dark: .literal(RGBA8(255, 255, 255, 0x80)))
        t.android?.iconBesideTitle = 8
        return t
    }()

    /// What the three looks share: a flat card of the scheme's container colour with circular corners,
    /// no blur, no tint on the presenting screen, one colour for every button.
    private static func androidBase(
        look: AndroidDialogLook, cornerRadius: Double, scheme: MaterialScheme, title: TextStyle, message: TextStyle,
        action: TextStyle, dim: Double
    ) -> Theme {
        var t = Theme(
            name: .system, width: 280, cornerRadius: cornerRadius, cornerStyle: .circular,
            surface: .color(scheme.surfaceContainerHigh), shadow: nil, materialBlur: 0,
            materialTint: PerAppearance(light: RGBA8(0, 0, 0, 0), dark: RGBA8(0, 0, 0, 0)),
            dimmingOpacity: PerAppearance(light: dim, dark: dim), presentingTint: .normal,
            contentTop: look.paddingTop, contentSide: look.paddingSide, contentBottom: 0,
            titleMessageSpacing: look.titleToMessage, accessorySpacing: 16, titleStyle: title, messageStyle: message,
            actionRowHeight: look.buttonHeight, actionStyle: action, emphasisedWeight: action.weight,
            actionTitleInset: look.buttonPadding, maxActionsInRow: look.maxButtons, minimumVisibleActionRows: 1,
            textFieldHeight: 56, textFieldStyle: AndroidType.bodyLarge(color: true), textFieldTextInset: 16,
            progressBarHeight: 4, progressLabelStyle: AndroidType.bodyMedium(tracking: 0.25), progressLabelSpacing: 8,
            activityIndicatorSize: 48, tableRowHeight: look.listRowHeight, tableTextStyle: look.listTextStyle,
            verticalMargin: 24, animation: .fade, fontTracking: .untracked)
        t.centring = .safeArea
        t.defaultTint = PerAppearance(light: scheme.primary, dark: scheme.primary)
        var c = ThemeColors()
        c.title = scheme.onSurface
        c.message = scheme.onSurfaceVariant
        // Android has no destructive colour: every button is the accent (ANDROID.md §1.1).
        c.destructive = scheme.primary
        c.disabledAction = PerAppearance(
            light: scheme.onSurface.resolved(.light).withOpacity(0.38),
            dark: scheme.onSurface.resolved(.dark).withOpacity(0.38))
        c.textFieldText = scheme.onSurface
        c.textFieldBorder = PerAppearance(
            light: scheme.outline.resolved(.light), dark: scheme.outline.resolved(.dark))
        c.textFieldBackground = PerAppearance(light: RGBA8(0, 0, 0, 0), dark: RGBA8(0, 0, 0, 0))
        c.tableText = scheme.onSurfaceVariant
        c.progressLabel = scheme.onSurfaceVariant
        c.activityIndicator = scheme.primary
        c.progressTrack = PerAppearance(
            light: scheme.surfaceContainerHighest.resolved(.light), dark: scheme.surfaceContainerHighest.resolved(.dark))
        c.hairline = PerAppearance(light: RGBA8(0, 0, 0, 0x1F), dark: RGBA8(255, 255, 255, 0x1F))
        t.colors = c
        var look = look
        look.appBackground = scheme.background
        t.android = look
        return t
    }
}

/// The colour roles an Android dialog is painted with, per appearance (ANDROID.md §3, §5): the
/// baseline Material 3 scheme, or AppCompat's teal theme. A spec's colour keys map onto them:
/// `alert.tint` is `primary`, `alert.background` `surfaceContainerHigh`, the title style's colour
/// `onSurface`, the message style's `onSurfaceVariant` (docs/themes.md "Android colours").
public struct MaterialScheme: Sendable {
    /// Button labels, the accent (`colorPrimary`, AppCompat's `colorAccent`).
    public var primary: ColorValue
    /// The card (`colorSurfaceContainerHigh`, AppCompat's `colorBackgroundFloating`).
    public var surfaceContainerHigh: ColorValue
    /// The title (`colorOnSurface`, AppCompat's `textColorPrimary`).
    public var onSurface: ColorValue
    /// The message (`colorOnSurfaceVariant`, AppCompat's `textColorPrimary`).
    public var onSurfaceVariant: ColorValue
    /// The icon (`colorSecondary`).
    public var secondary: ColorValue
    /// Outlines: a text field's border (`colorOutline`).
    public var outline: ColorValue
    /// A progress track (`colorSurfaceContainerHighest`).
    public var surfaceContainerHighest: ColorValue
    /// The app's window background behind the scrim (`colorSurface` / `android:colorBackground`).
    public var background: ColorValue

    /// Material 3's baseline (purple) scheme, light and dark (Compose's `ColorLightTokens` and
    /// `ColorDarkTokens`, MDC's `m3_sys_color_*`).
    public static let baseline = MaterialScheme(
        primary: pair(0x6750A4, 0xD0BCFF), surfaceContainerHigh: pair(0xECE6F0, 0x2B2930),
        onSurface: pair(0x1D1B20, 0xE6E0E9), onSurfaceVariant: pair(0x49454F, 0xCAC4D0),
        secondary: pair(0x625B71, 0xCCC2DC), outline: pair(0x79747E, 0x938F99),
        surfaceContainerHighest: pair(0xE6E0E9, 0x36343B), background: pair(0xFEF7FF, 0x141218))

    /// AppCompat's `Theme.AppCompat.DayNight` (React Native's template): deep teal accent, white or
    /// grey 800 card, text at 87 % black or white.
    public static let appCompat = MaterialScheme(
        primary: pair(0x008577, 0x80CBC4), surfaceContainerHigh: pair(0xFFFFFF, 0x424242),
        onSurface: .set(light: .literal(RGBA8(0, 0, 0, 0xDE)), dark: .literal(RGBA8(255, 255, 255))),
        onSurfaceVariant: .set(light: .literal(RGBA8(0, 0, 0, 0xDE)), dark: .literal(RGBA8(255, 255, 255))),
        secondary: pair(0x008577, 0x80CBC4),
        outline: .set(light: .literal(RGBA8(0, 0, 0, 0x61)), dark: .literal(RGBA8(255, 255, 255, 0x80))),
        surfaceContainerHighest: pair(0xE0E0E0, 0x616161), background: pair(0xFAFAFA, 0x303030))

    private static func pair(_ light: UInt32, _ dark: UInt32) -> ColorValue {
        func rgb(_ v: UInt32) -> ColorValue { .literal(RGBA8(UInt8(v >> 16), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF))) }
        return .set(light: rgb(light), dark: rgb(dark))
    }
}
