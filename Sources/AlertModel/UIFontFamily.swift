/// The bundled UI family a `TextStyle` with no `family` is set in.
public enum UIFontFamily: String, Hashable, Sendable, CaseIterable {
    /// Inter: the iOS looks' stand-in for SF Pro, tracked per size by the look's `FontTracking`.
    case inter
    /// Roboto: Android's `sans-serif` (Regular) and `sans-serif-medium` (Medium), as AOSP and Pixel
    /// devices set Compose, MDC and AppCompat text. Not tracked per size: Android spaces letters
    /// only by a style's `letterSpacing`.
    case roboto
}
