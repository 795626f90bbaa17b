/// What an Android dialog adds to a `Theme`: the rules of its card, its text boxes and its button
/// bar, as data. The three looks (`Theme+Android.swift`) are values of this type; the layout has one
/// strategy for all three (`AndroidDialogLayout`), asking these numbers where the looks differ, never
/// the look's name. Sizes in dp (the spec's points). Sources per value: docs/themes.md "Android".
public struct AndroidDialogLook: Sendable {
    /// Which dialog this is.
    public var look: AndroidLook

    // Card
    /// How the card's width is found.
    public var width: AndroidDialogWidth
    /// Space above the first text (Compose's `DialogPadding` 24; the Views' title panel's 18).
    public var paddingTop: Double
    /// Space left and right of the text (`DialogPadding`, `dialogPreferredPadding`: 24).
    public var paddingSide: Double
    /// Space above the first text when there is no title (Views: `textSpacerNoTitle`, 18), else `paddingTop`.
    public var paddingTopWithoutTitle: Double
    /// Space below the button bar (Compose: the 24 of `DialogPadding`; Views: in the bar's own padding, 0).
    public var paddingBottom: Double

    // Text
    /// How text sits in its box: Compose centres each line in its line height; Views add the font's
    /// top and bottom ("font padding") to the first and last line.
    public var lineBox: AndroidLineBox
    /// The gap between an icon and the title beside it (MDC's `marginEnd` 16, the framework title's 8);
    /// nil puts the icon above the title, centred, as Compose does (`IconPadding` 16 below it).
    public var iconBesideTitle: Double? = nil
    /// The title stays on one line and ends with an ellipsis (Views: `singleLine`, React Native's title).
    public var titleSingleLine: Bool
    /// Title bottom -> message top (Compose `TitlePadding` 16; MDC 16; AppCompat `titleDividerNoCustom` 8).
    public var titleToMessage: Double
    /// The message's area is at least this tall (Views' `contentPanel` `minHeight` 48); 0 for none.
    public var messageMinHeight: Double
    /// Message bottom -> button bar (Compose `TextPadding` 24; Views: 0, the bar pads itself).
    public var messageToButtons: Double
    /// The message's area scrolls when the dialog is too tall (Views' `NestedScrollView`); Compose's text
    /// shrinks in place instead (`weight(1f, fill = false)`), which is the same viewport without indicators.
    public var messageScrollIndicators: Bool
    /// Scroll indicators' colour: 1 dp lines `#1f000000` tinted with the foreground.
    public var scrollIndicator = PerAppearance(light: RGBA8(0, 0, 0, opacity: 0.12), dark: RGBA8(255, 255, 255, opacity: 0.12))

    // Buttons
    /// The most buttons the dialog has: Compose's two slots (confirm, dismiss), the builders' three.
    public var maxButtons: Int
    /// What a spec with more actions is told the platform does.
    public var tooManyButtons: String
    /// Each button's box height: the 48 dp minimum touch target.
    public var buttonHeight: Double
    /// A button's visible pill inside its box (40 dp), for filled buttons and the pressed state.
    public var buttonPillHeight: Double
    /// A button's least width (Compose 58 + its padding, Views' `minWidth` 64).
    public var buttonMinWidth: Double
    /// Space left and right of a label inside its button (TextButton 12; AppCompat's borderless 8).
    public var buttonPadding: Double
    /// Gap between neighbouring buttons in a row (Compose 8; MDC's `marginStart` 8; AppCompat 0).
    public var buttonSpacing: Double
    /// The bar's padding: Views' `ButtonBarLayout` (MDC 24/14, AppCompat 12/4); Compose's bar has none.
    public var barInsets: EdgeInsets
    /// Visible gap between stacked buttons' boxes (MDC's insets give 8 between pills, boxes touch: 0).
    public var stackedSpacing: Double
    /// Labels in capitals, as the locale writes them (AppCompat's `textAllCaps`).
    public var allCapsButtons: Bool
    /// A tap outside the dialog dismisses it unless the spec says (`alert.cancelable`).
    public var cancelableByDefault: Bool

    // Compositing
    /// The app's window behind the scrim when the spec gives no presenting screen (`colorSurface`,
    /// AppCompat's `colorBackground`).
    public var appBackground = ColorValue.set(light: .literal(RGBA8(255, 255, 255)), dark: .literal(RGBA8(0, 0, 0)))
    /// Elevation shadows (Android's ambient and key light), nil for none (Compose draws none).
    public var elevation: AndroidElevation?

    // Lists (`preferredStyle: actionSheet`: the builder's `setItems`)
    /// One row's height (`listPreferredItemHeightSmall`, 48).
    public var listRowHeight: Double
    /// The rows' text style.
    public var listTextStyle: TextStyle
    /// Space left and right of a row's text.
    public var listRowPadding: Double

    // Text fields
    /// How a text field is drawn: AppCompat's underlined `EditText`, Material 3's outlined field.
    public var textField: AndroidTextField
}

/// How an Android dialog's card width is found.
public enum AndroidDialogWidth: Sendable, Equatable {
    /// Compose: the content's own width within `min...max` dp, and at most the screen less `margin` each side.
    case content(min: Double, max: Double, margin: Double)
    /// Views: the dialog window's least width is `portrait` (or `landscape`) of the screen's width,
    /// less the background's inset each side.
    case window(portrait: Double, landscape: Double, inset: Double)
}

/// Where a line of Android text sits in its box.
public enum AndroidLineBox: String, Sendable, Equatable {
    /// Compose: each line's box is its line height with the glyphs centred in it.
    case centred
    /// Views with `includeFontPadding`: the first line's box starts at the font's top, the last
    /// ends at its bottom (Roboto's yMax/yMin), line heights between.
    case fontPadding
}

/// Android's elevation shadow, as the platform's renderer draws it: an ambient shadow all round
/// and a key light's shadow below, both blurs of the card's outline.
public struct AndroidElevation: Sendable, Equatable {
    /// The window's elevation in dp.
    public var dp: Double
    /// The ambient shadow's opacity (Material's `ambientShadowAlpha`).
    public var ambientAlpha: Double
    /// The key light's shadow opacity (Material's `spotShadowAlpha`).
    public var spotAlpha: Double

    /// An elevation of `dp` with Material's shadow alphas.
    public init(dp: Double, ambientAlpha: Double = 0.039, spotAlpha: Double = 0.19) {
        self.dp = dp
        self.ambientAlpha = ambientAlpha
        self.spotAlpha = spotAlpha
    }
}

/// How an Android dialog draws a text field.
public enum AndroidTextField: String, Sendable, Equatable {
    /// AppCompat's `EditText`: an underline in the accent colour (MAUI's `DisplayPromptAsync`).
    case underlined
    /// Material 3's `OutlinedTextField`: a 4 dp rounded outline, 56 dp tall.
    case outlined
}
