/// Which phone's own dialog a spec is drawn as (`platform`, docs/spec.md): the same title, message and
/// actions become UIAlertController's alert on iOS or one of Android's three dialogs.
public enum Platform: String, Hashable, Sendable, CaseIterable {
    /// UIKit's alert and action sheet, in the generation `ios` names.
    case ios
    /// Android's dialog, in the look `android` names.
    case android

    /// What a spec that names no `platform` (and whose `alertsnap.json` names none) gets.
    public static let `default` = Platform.ios
}

/// Which of Android's dialogs a spec is drawn as (`android`, docs/spec.md; ANDROID.md §1): each is
/// what one family of apps shows for the same call.
public enum AndroidLook: String, Hashable, Sendable, CaseIterable {
    /// Jetpack Compose Material 3's `AlertDialog`: native Compose apps, Kotlin Multiplatform.
    case material3
    /// `MaterialAlertDialogBuilder` on `Theme.Material3`: native View-system apps.
    case material3Views = "material3-views"
    /// AppCompat's `AlertDialog`: React Native's `Alert.alert` and .NET MAUI's `DisplayAlert`.
    case appcompat

    /// What `platform: android` gets when no `android` is named: a native app today.
    public static let `default` = AndroidLook.material3
}

/// An Android dialog button's slot (`alert.actions[i].role`): Android's builders have three,
/// positive (`BUTTON_POSITIVE`, at the end), negative (before it) and neutral (at the start).
public enum AndroidButtonRole: String, Hashable, Sendable, CaseIterable {
    /// `BUTTON_POSITIVE`: the confirming button, at the end of the bar (top when stacked).
    case positive
    /// `BUTTON_NEGATIVE`: the dismissing button, just before the positive one.
    case negative
    /// `BUTTON_NEUTRAL`: the third button, at the bar's start (bottom when stacked).
    case neutral

    /// React Native's `Alert.alert` mapping (ANDROID.md §1.1, `Alert.js`): buttons are popped from
    /// the end, the last positive, the one before it negative, the first of three neutral. One
    /// action is positive; two are negative then positive.
    public static func reactNativeRoles(count: Int) -> [AndroidButtonRole] {
        switch count {
        case 0: return []
        case 1: return [.positive]
        case 2: return [.negative, .positive]
        default: return [.neutral, .negative, .positive]
        }
    }
}
