extension AndroidLook {
    /// The window animation this dialog enters and leaves with, what an Android spec that names no
    /// `animation.preset` gets (docs/contract.md "Animation"): MaterialAlertDialogBuilder's theme
    /// overlay names Material's fade; Compose's dialog window and AppCompat's dialog are drawn with
    /// the platform's dialog animation.
    public var animation: AnimationPreset {
        switch self {
        case .material3, .appcompat: return .androidDialog
        case .material3Views: return .materialFade
        }
    }
}
