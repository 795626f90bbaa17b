/// What `platform: android` adds when a spec is resolved: the button roles, the limit of buttons,
/// whether a tap outside dismisses, the app's background behind the scrim.
extension AlertSpec {
    /// Fills `resolved.android` and the actions' roles; refuses what the Android dialog cannot show.
    func resolveAndroid(into resolved: inout ResolvedSpec, file: String) throws(SpecError) {
        guard var android = resolved.android, let look = resolved.theme.android else { return }
        func fail(_ path: String, _ message: String) -> SpecError { SpecError(file: file, path: path, message: message) }
        let list = resolved.preferredStyle == .actionSheet
        android.list = list
        if list {
            // .NET MAUI's `DisplayActionSheet`: the rows are the items; cancel is the positive
            // button and destruction the negative one (ANDROID.md §1.1, §11).
            for i in resolved.actions.indices {
                switch resolved.actions[i].style {
                case .cancel: resolved.actions[i].role = .positive
                case .destructive: resolved.actions[i].role = .negative
                case .default: resolved.actions[i].role = nil
                }
            }
            if resolved.actions.filter({ $0.style == .destructive }).count > 1 {
                throw fail("alert.actions", "an Android list dialog has one negative button; give at most one destructive action")
            }
        } else {
            if resolved.actions.count > look.maxButtons {
                throw fail(
                    "alert.actions",
                    "\(resolved.actions.count) actions; \(look.look.rawValue) shows at most \(look.maxButtons): \(look.tooManyButtons)")
            }
            let defaults = AndroidButtonRole.reactNativeRoles(count: resolved.actions.count)
            var taken: [AndroidButtonRole: Int] = [:]
            for i in resolved.actions.indices {
                let role = alert.actions[i].role ?? defaults[i]
                if let other = taken[role] {
                    throw fail(
                        "alert.actions[\(i)].role",
                        "\"\(role.rawValue)\" is already alert.actions[\(other)]'s; an Android dialog has one button per role")
                }
                if look.maxButtons < 3 && role == .neutral {
                    throw fail(
                        "alert.actions[\(i)].role",
                        "\(look.look.rawValue) has no neutral button (Compose's AlertDialog has confirmButton and dismissButton)")
                }
                taken[role] = i
                resolved.actions[i].role = role
            }
        }
        // The iOS keyboard is not an Android one: an Android dialog is laid out as with a hardware
        // keyboard (docs/spec.md "keyboard").
        resolved.keyboard = nil
        resolved.hardwareKeyboard = false
        android.cancelable = alert.cancelable ?? backdrop.dismissOnTap ?? look.cancelableByDefault
        resolved.dismissOnTap = android.cancelable
        android.widthFromContent = alert.width == nil && alert.widthRatio == nil
        // `alert.shadow` replaces the elevation's shadow; `null` removes it.
        if case .unset = alert.shadow { android.elevation = look.elevation != nil } else { android.elevation = false }
        if presenting.color == nil {
            resolved.presentingColor = look.appBackground.resolved(resolved.appearance)
        }
        // The look's own window animation, not the iOS theme's spring or fade.
        if animation.preset == nil { resolved.animation = look.look.animation }
        resolved.android = android
    }
}

/// What an Android dialog adds to a resolved spec.
public struct ResolvedAndroid: Sendable, Equatable {
    /// Which dialog (`android`).
    public var look: AndroidLook
    /// A tap outside dismisses it (`alert.cancelable`, else `backdrop.dismissOnTap`, else the look's).
    public var cancelable = true
    /// The builder's list (`preferredStyle: actionSheet`): rows, with cancel and destructive as buttons.
    public var list = false
    /// The card's width comes from the look's rule (no `alert.width` or `alert.widthRatio`).
    public var widthFromContent = true
    /// The look's elevation shadow is drawn (the spec gives no `alert.shadow` of its own).
    public var elevation = false

    /// The look `look`, before the spec's keys are applied.
    public init(look: AndroidLook) { self.look = look }
}
