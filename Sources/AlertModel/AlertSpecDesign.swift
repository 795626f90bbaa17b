/// The "your own design" keys of `alert` as properties of `AlertSpec` itself, next to `title`
/// and `actions` (docs/contract.md "Your own design"):
///
/// ```swift
/// var alert = AlertSpec(title: "Delete?", message: nil)
/// alert.titleStyle = AlertSpec.TextStyleSpec(size: 20, color: .named(.systemRed))
/// alert.actionButtons = ActionButtonsSpec()
/// alert.actionButtons?.kind = .filled
/// alert.icon = AlertSpec.Icon(image: "icons/trash.png", width: 44, tint: .named(.systemRed))
/// ```
extension AlertSpec {
    /// `alert.titleStyle`.
    public var titleStyle: TextStyleSpec? {
        get { alert.titleStyle }
        set { alert.titleStyle = newValue }
    }
    /// `alert.messageStyle`.
    public var messageStyle: TextStyleSpec? {
        get { alert.messageStyle }
        set { alert.messageStyle = newValue }
    }
    /// The text keys of `alert.actionStyle` (`font`, `size`, `weight`).
    public var actionStyle: TextStyleSpec? {
        get { alert.actionStyle }
        set { alert.actionStyle = newValue }
    }
    /// The button keys of `alert.actionStyle` (`kind`, `height`, `cornerRadius`, `spacing`, `insets`, colours).
    public var actionButtons: ActionButtonsSpec? {
        get { alert.actionButtons }
        set { alert.actionButtons = newValue }
    }
    /// `alert.icon`.
    public var icon: Icon? {
        get { alert.icon }
        set { alert.icon = newValue }
    }
    /// `alert.insets`.
    public var insets: PartialInsets? {
        get { alert.insets }
        set { alert.insets = newValue }
    }
    /// `alert.spacing`.
    public var spacing: Double? {
        get { alert.spacing }
        set { alert.spacing = newValue }
    }
    /// `alert.border`.
    public var border: Nullable<Border> {
        get { alert.border }
        set { alert.border = newValue }
    }
}
