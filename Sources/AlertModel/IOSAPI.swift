/// Which of UIKit's two front ends presented the alert (`api`, docs/spec.md): iOS 26 lays the same
/// alert out a little differently through each (docs/themes.md "UIKit and SwiftUI").
public enum IOSAPI: String, Hashable, Sendable, CaseIterable {
    /// `UIAlertController`, presented from UIKit code: the 156 pt two-action card of the 2026
    /// captures (`UIKitLineHeights.tall`).
    case uikit
    /// SwiftUI's `.alert` and `.confirmationDialog`: the 152 pt card of the SwiftUI renders
    /// (`UIKitLineHeights.standard`).
    case swiftui

    /// What a spec that names no `api` (and whose `alertsnap.json` names none) gets.
    public static let `default` = IOSAPI.uikit

    /// SF Pro's line heights under this front end, which iOS 26's baseline margins are built from.
    public var lineHeights: UIKitLineHeights {
        switch self {
        case .uikit: return .tall
        case .swiftui: return .standard
        }
    }
}
