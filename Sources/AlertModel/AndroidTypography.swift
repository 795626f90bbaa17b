/// Android's text styles of the dialogs (ANDROID.md §7; docs/themes.md "Android text"), in sp at font
/// scale 1. Compose and Material Components give each style a line height; AppCompat's Title and
/// Subhead have none and take the font's own (Roboto's ascent + descent, 1.172 em).
enum AndroidType {
    /// Roboto's ascent + descent per em (hhea 0.928 + 0.244): a View's natural line height.
    static let naturalLineHeight = 1.172

    /// Material 3's HeadlineSmall: 24 / 32 sp, regular (the M3 title).
    static var headlineSmall: TextStyle { style(24, lineHeight: 32, weight: .regular, tracking: 0) }

    /// Material 3's BodyMedium: 14 / 20 sp, regular; tracking in sp (Compose 0.2, MDC 0.25).
    static func bodyMedium(tracking: Double) -> TextStyle {
        style(14, lineHeight: 20, weight: .regular, tracking: tracking)
    }

    /// Material 3's BodyLarge: 16 / 24 sp (text fields, single-choice rows); `color` is unused.
    static func bodyLarge(color: Bool) -> TextStyle { style(16, lineHeight: 24, weight: .regular, tracking: 0.5) }

    /// Material 3's LabelLarge: 14 / 20 sp, medium, 0.1 sp (the M3 buttons), on one line.
    static var labelLarge: TextStyle {
        var s = style(14, lineHeight: 20, weight: .medium, tracking: 0.1)
        s.alignment = .center
        s.maxLines = 1
        return s
    }

    /// AppCompat's dialog title (`TextAppearance.AppCompat.Title`): 20 sp, sans-serif-medium.
    static var title: TextStyle { style(20, lineHeight: 20 * naturalLineHeight, weight: .medium, tracking: 0) }

    /// AppCompat's message (`TextAppearance.AppCompat.Subhead`): 16 sp, regular.
    static var subhead: TextStyle { style(16, lineHeight: 16 * naturalLineHeight, weight: .regular, tracking: 0) }

    /// AppCompat's buttons (`TextAppearance.AppCompat.Widget.Button`): 14 sp, sans-serif-medium, caps.
    static var button: TextStyle {
        var s = style(14, lineHeight: 14 * naturalLineHeight, weight: .medium, tracking: 0)
        s.alignment = .center
        s.maxLines = 1
        return s
    }

    /// A start-aligned Roboto style of `size` sp; `tracking` in sp (Android's `letterSpacing` in em
    /// is tracking / size).
    static func style(_ size: Double, lineHeight: Double, weight: FontWeight, tracking: Double) -> TextStyle {
        var s = TextStyle(size: size, weight: weight, lineHeight: lineHeight, alignment: .leading, truncation: .tail)
        s.setAndroidFace(letterSpacing: size > 0 ? tracking / size : 0)
        return s
    }
}

extension TextStyle {
    /// Sets this style in Roboto with Android's `letterSpacing` (em).
    mutating func setAndroidFace(letterSpacing: Double) {
        uiFamily = .roboto
        self.letterSpacing = letterSpacing
    }
}
