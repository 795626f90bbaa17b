/// Writing specs in Swift the way `UIAlertController` is written:
///
/// ```swift
/// var alert = AlertSpec(title: "Save changes?", message: "Your edits will be lost.")
/// alert.addAction(AlertAction(title: "Cancel", style: .cancel))
/// let save = AlertAction(title: "Save")
/// alert.addAction(save)
/// alert.preferredAction = save
/// alert.addTextField { $0.placeholder = "Name" }
/// ```

/// `UIAlertAction`: a title, a style (`.default`, `.cancel`, `.destructive`) and whether it is enabled.
///
/// ```swift
/// let delete = AlertAction(title: "Delete", style: .destructive)
/// ```
public typealias AlertAction = AlertSpec.Action

extension AlertSpec {
    /// `UIAlertController(title:message:preferredStyle: .alert)`: `nil` means no title or no
    /// message (not the theme's default). Device, appearance and theme default as in a spec file.
    ///
    /// ```swift
    /// var alert = AlertSpec(title: "Delete photo?", message: nil, appearance: .dark)
    /// ```
    ///
    /// `preferredStyle: .actionSheet` is `UIAlertController(..., preferredStyle: .actionSheet)`;
    /// on an iPad device set `sourceRect` too, as UIKit requires:
    ///
    /// ```swift
    /// var sheet = AlertSpec(title: nil, message: nil, preferredStyle: .actionSheet)
    /// sheet.addAction(AlertAction(title: "Delete", style: .destructive))
    /// sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
    /// ```
    ///
    /// `platform` draws it as another platform's dialog (`platform` and `android` in a spec file):
    ///
    /// ```swift
    /// var alert = AlertSpec(title: "Delete photo?", message: nil, platform: .android(.appcompat))
    /// ```
    public init(
        title: String?, message: String?, preferredStyle: PreferredStyle = .alert, theme: ThemeName? = nil,
        device: String? = nil, appearance: Appearance? = nil, name: String? = nil, ios: IOSVersion? = nil,
        platform: DialogPlatform? = nil
    ) {
        self.init()
        self.ios = ios
        if let platform { self.dialogPlatform = platform }
        self.alert.preferredStyle = preferredStyle == .alert ? nil : preferredStyle
        self.alert.title = title.map { .value($0) } ?? .none
        self.alert.message = message.map { .value($0) } ?? .none
        self.theme = theme
        self.device = device
        self.appearance = appearance
        self.name = name
    }

    /// Whose dialog this is, as one value: `platform` and, on Android, `android` (nil: the keys
    /// unset, the project's or the default). Setting it sets both keys.
    ///
    /// ```swift
    /// spec.dialogPlatform = .android(.material3Views)   // or: spec.platform = .android; spec.android = .material3Views
    /// ```
    public var dialogPlatform: DialogPlatform? {
        get {
            switch platform {
            case .ios?: return .ios
            case .android?: return .android(android ?? .default)
            case nil: return nil
            }
        }
        set {
            switch newValue {
            case .ios?:
                platform = .ios
                android = nil
            case .android(let look)?:
                platform = .android
                android = look
            case nil:
                platform = nil
                android = nil
            }
        }
    }

    /// The alert's title (`UIAlertController.title`).
    public var title: String? {
        get { alert.title.or(nil) }
        set { alert.title = newValue.map { .value($0) } ?? .none }
    }

    /// The alert's message (`UIAlertController.message`).
    public var message: String? {
        get { alert.message.or(nil) }
        set { alert.message = newValue.map { .value($0) } ?? .none }
    }

    /// The actions in the order added (`UIAlertController.actions`).
    public var actions: [AlertAction] { alert.actions }

    /// Adds an action (`UIAlertController.addAction(_:)`).
    ///
    /// ```swift
    /// alert.addAction(AlertAction(title: "OK", style: .cancel))
    /// ```
    public mutating func addAction(_ action: AlertAction) {
        alert.actions.append(action)
    }

    /// The text fields in the order added (`UIAlertController.textFields`).
    public var textFields: [TextField] { alert.textFields }

    /// Adds a text field and lets `configure` set it up
    /// (`UIAlertController.addTextField(configurationHandler:)`).
    ///
    /// ```swift
    /// alert.addTextField { field in
    ///     field.placeholder = "Password"
    ///     field.secure = true
    /// }
    /// ```
    public mutating func addTextField(_ configure: (inout TextField) -> Void = { _ in }) {
        var field = TextField()
        configure(&field)
        alert.textFields.append(field)
    }

    /// The emphasised action (`UIAlertController.preferredAction`). As in UIKit, the action must
    /// have been added first; setting one that was not (matched by title and style) leaves no
    /// action preferred. `nil` clears it.
    ///
    /// ```swift
    /// let save = AlertAction(title: "Save")
    /// alert.addAction(save)
    /// alert.preferredAction = save
    /// ```
    public var preferredAction: AlertAction? {
        get { alert.actions.first(where: \.preferred) }
        set {
            for i in alert.actions.indices { alert.actions[i].preferred = false }
            guard let wanted = newValue,
                let i = alert.actions.firstIndex(where: {
                    $0.title == wanted.title && $0.style == wanted.style
                })
            else { return }
            alert.actions[i].preferred = true
        }
    }

    /// `UIAlertController.preferredStyle`.
    public var preferredStyle: PreferredStyle {
        get { alert.preferredStyle ?? .alert }
        set { alert.preferredStyle = newValue }
    }

    /// What an iPad action sheet's popover points at
    /// (`popoverPresentationController.sourceRect`), in canvas points.
    ///
    /// ```swift
    /// sheet.sourceRect = SourceRect(x: 740, y: 40, width: 44, height: 44)
    /// ```
    public var sourceRect: SourceRect? {
        get { alert.source }
        set { alert.source = newValue }
    }
}

/// Whose dialog a spec built in Swift is drawn as (`AlertSpec(..., platform:)`,
/// `AlertSpec.dialogPlatform`): UIAlertController's alert, or one of Android's three dialogs.
///
/// ```swift
/// let rn = AlertSpec(title: "Sign out?", message: nil, platform: .android(.appcompat))  // React Native's Alert.alert
/// ```
public enum DialogPlatform: Hashable, Sendable {
    /// UIKit's alert, in the generation `ios` names.
    case ios
    /// Android's dialog in `look`: `.material3` (Compose), `.material3Views` (MaterialAlertDialogBuilder),
    /// `.appcompat` (React Native's `Alert.alert`, .NET MAUI's `DisplayAlert`).
    case android(AndroidLook)
}
