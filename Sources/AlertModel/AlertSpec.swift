/// The spec file as written (SPEC.md, version 1). Every key is optional: `nil` means "take the
/// theme's or device's default", resolved later by `AlertSpec.resolved(...)` so that command-line
/// overrides (`--device`, `--appearance`) can still change those defaults.

/// A key that may be absent (theme default), `null` (explicitly none) or set.
public enum Nullable<Value: Sendable & Equatable>: Sendable, Equatable {
    case unset
    case none
    case value(Value)

    /// The value, the theme's default when unset, nothing when null.
    public func or(_ fallback: Value?) -> Value? {
        switch self {
        case .unset: return fallback
        case .none: return nil
        case .value(let v): return v
        }
    }
}

public struct AlertSpec: Sendable, Equatable {
    /// Output stem; defaults to the spec file's stem.
    public var name: String?
    public var device: String?
    public var canvasWidth: Double?
    public var canvasHeight: Double?
    public var scale: Double?
    public var safeAreaTop: Double?
    public var safeAreaBottom: Double?
    public var safeAreaLeft: Double?
    public var safeAreaRight: Double?
    public var appearance: Appearance?
    public var theme: ThemeName?
    public var presenting = Presenting()
    public var backdrop = Backdrop()
    public var alert = Alert()
    public var animation = Animation()
    /// Path of the file this spec was read from, if any (images are relative to its folder).
    public var sourcePath: String?

    public init() {}

    public struct Presenting: Sendable, Equatable {
        public var image: String?
        public var color: ColorValue?
        public var dimmed: Bool?
        public init() {}
    }

    public struct Backdrop: Sendable, Equatable {
        public var color: ColorValue?
        public var opacity: Double?
        public var blur: Double?
        public var dismissOnTap: Bool?
        public init() {}
    }

    public struct Alert: Sendable, Equatable {
        public var title: Nullable<String> = .unset
        public var message: Nullable<String> = .unset
        public var width: Double?
        public var widthRatio: Double?
        public var height: Double?
        public var minHeightRatio: Double?
        public var offsetX: Double = 0
        public var offsetY: Double = 0
        public var cornerRadius: Double?
        public var cornerStyle: CornerStyle?
        public var background: SurfaceStyle?
        public var shadow: Nullable<PartialShadow> = .unset
        public var tint: ColorValue?
        public var textFields: [TextField] = []
        public var progress: Progress?
        public var activityIndicator: Bool = false
        public var table: Table?
        public var actions: [Action] = []
        public var actionLayout: ActionLayoutMode = .auto
        public init() {}
    }

    /// A shadow whose missing keys come from the theme's shadow (or the plain card's).
    public struct PartialShadow: Sendable, Equatable {
        public var color: ColorValue?
        public var opacity: Double?
        public var radius: Double?
        public var offset: [Double]?
        public init() {}
    }

    public struct Animation: Sendable, Equatable {
        public var preset: AnimationPreset?
        public var phase: AnimationPhase?
        public var time: Double?
        public init() {}
    }

    public struct TextField: Sendable, Equatable {
        public var placeholder: String = ""
        public var text: String = ""
        public var secure: Bool = false
        public init(placeholder: String = "", text: String = "", secure: Bool = false) {
            self.placeholder = placeholder
            self.text = text
            self.secure = secure
        }
    }

    public struct Progress: Sendable, Equatable {
        public var value: Double
        public var total: Double
        public init(value: Double, total: Double) {
            self.value = value
            self.total = total
        }
    }

    public struct Table: Sendable, Equatable {
        public var rows: [String]
        /// Visible height in points; rows beyond it scroll. Default: all rows, capped by the alert's room.
        public var height: Double?
        public init(rows: [String], height: Double? = nil) {
            self.rows = rows
            self.height = height
        }
    }

    public struct Action: Sendable, Equatable {
        public var title: String
        public var style: ActionStyle
        public var preferred: Bool
        public var enabled: Bool
        public init(title: String, style: ActionStyle = .default, preferred: Bool = false, enabled: Bool = true) {
            self.title = title
            self.style = style
            self.preferred = preferred
            self.enabled = enabled
        }
    }
}

/// `UIAlertAction.Style`.
public enum ActionStyle: String, Hashable, Sendable, CaseIterable {
    case `default`, cancel, destructive
}

/// How the action buttons are arranged.
public enum ActionLayoutMode: String, Hashable, Sendable, CaseIterable {
    case auto, horizontal, vertical
}
