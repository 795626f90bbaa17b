import Foundation

/// The spec file as written (docs/spec.md lists every key). Every key is optional: `nil` means "take the
/// theme's or device's default", resolved later by `AlertSpec.resolved(...)` so that command-line
/// overrides (`--device`, `--appearance`) can still change those defaults.

/// A key that may be absent (theme default), `null` (explicitly none) or set.
public enum Nullable<Value: Sendable & Equatable>: Sendable, Equatable {
    /// The key is absent: the theme's default applies.
    case unset
    /// The key is JSON `null`: explicitly none, overriding the theme's default.
    case none
    /// The key is set to this value.
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

/// One alert as a spec file (docs/contract.md) describes it, before defaults: `nil` means "take the
/// theme's or device's default". Each property mirrors the docs/contract.md key named in its comment.
/// Sizes are in points. Call `resolved(_:)` to fill in the defaults.
///
/// ```swift
/// let spec = try AlertSpec.load(path: "Fixtures/save-confirm.json")
/// let resolved = try spec.resolved(SpecOverrides(appearance: .dark))
/// ```
public struct AlertSpec: Sendable, Equatable {
    /// Output stem; defaults to the spec file's stem.
    public var name: String?
    /// `device`: a preset name from `DevicePreset.all`; nil means `iphone-15`.
    public var device: String?
    /// `orientation`: nil means portrait. Swaps the preset's size and picks its landscape safe area;
    /// `canvas` and `safeArea` keys given explicitly are used as they are.
    public var orientation: Orientation?
    /// `canvas.width` in points; nil means the device's width.
    public var canvasWidth: Double?
    /// `canvas.height` in points; nil means the device's height.
    public var canvasHeight: Double?
    /// `canvas.scale`: device pixels per point, 1...4; nil means the device's scale.
    public var scale: Double?
    /// `safeArea.top` in points; nil means the device's inset.
    public var safeAreaTop: Double?
    /// `safeArea.bottom` in points; nil means the device's inset.
    public var safeAreaBottom: Double?
    /// `safeArea.left` in points; nil means the device's inset (0 for every preset).
    public var safeAreaLeft: Double?
    /// `safeArea.right` in points; nil means the device's inset (0 for every preset).
    public var safeAreaRight: Double?
    /// `appearance`; nil means light.
    public var appearance: Appearance?
    /// `theme`; nil means `system`.
    public var theme: ThemeName?
    /// `ios`: the generation of the system look (18 or 26); nil means `alertsnap.json`'s, else 26.
    public var ios: IOSVersion?
    /// `platform`: `ios` or `android`; nil means `alertsnap.json`'s, else `ios`.
    public var platform: Platform?
    /// `android`: which Android dialog (`material3`, `material3-views`, `appcompat`); nil means
    /// `alertsnap.json`'s, else `material3`. Read only when the platform is Android.
    public var android: AndroidLook?
    /// `api`: `uikit` (UIAlertController) or `swiftui` (SwiftUI's `.alert`); nil means
    /// `alertsnap.json`'s, else `uikit`. Read only by the iOS 26 look.
    public var api: IOSAPI?
    /// `contentSize`: the Dynamic Type text size; nil means `large`. Alerts never look smaller
    /// than `large`.
    public var contentSize: ContentSize?
    /// `layoutDirection`; nil means `auto` (from the locale, else the text).
    public var layoutDirection: LayoutDirection?
    /// `locale`: a BCP 47 tag (`de`, `ar`, `zh-Hans`); nil means none. Sets the direction under
    /// `auto` and the text's language (line breaking, Han faces, HarfBuzz's forms).
    public var locale: String?
    /// `variants`: the keys rendered in every combination of their values (`resolvedVariants`).
    public var variants = VariantSet()
    /// `presenting`: the screen behind the alert.
    public var presenting = Presenting()
    /// `backdrop`: the dimming view between the presenting screen and the alert.
    public var backdrop = Backdrop()
    /// `alert`: the card and everything on it.
    public var alert = Alert()
    /// `animation`: which preset, which phase and how far into it.
    public var animation = Animation()
    /// Path of the file this spec was read from, if any (images are relative to its folder).
    public var sourcePath: String?
    /// The base specs `extends` read, nearest first, as paths from the working directory (their
    /// keys are already merged into this spec; renders digest the files, see `filesRead`).
    public var baseSpecs: [String] = []
    /// `strings`: a String Catalog, `.strings` file or folder of `.lproj` tables, relative to the
    /// spec's folder; where `{"key", "args"}` texts are looked up.
    public var strings: String?
    /// `fonts`: TTF/OTF/TTC files whose faces the text styles' `font` may name, by the family and
    /// weight in their name tables. From JSON each path is resolved against the folder of the file
    /// that names it (a base's against the base's folder), and a base's fonts and its child's add
    /// up. Fonts are only ever read from the bundled folder and these files.
    public var fonts: [URL] = []
    /// `systemFonts`: font files (OTF, TTF, TTC, variable) the system look sets its text in instead
    /// of the bundled Inter, each path resolved as `fonts`' are; a child's list replaces its base's.
    /// Empty: `alertsnap.json`'s (`SpecOverrides.defaultSystemFonts`), else Inter.
    public var systemFonts: [URL] = []
    /// Every text given as `{"key", "args"}`, in spec order; each stands in its place as its key
    /// until `resolved(_:)` looks it up.
    public var catalogTexts: [CatalogTextReference] = []
    /// `lint.rules`: the levels this spec (with its bases) sets for design lint rules.
    public var lintRules = LintRuleLevels()
    /// `keyboard`: the software keyboard shown below the alert; nil for none.
    public var keyboard: KeyboardSpec?
    /// `"keyboard": "hardware"`: a hardware keyboard is attached, so no software keyboard shows
    /// and the alert stays where it is, but the focused field's caret does.
    public var hardwareKeyboard = false
    /// `crop`: the whole screen or the dialog alone; nil means the screen (or `alertsnap.json`'s).
    public var crop: CropMode?

    /// An empty spec, the same as the JSON `{}`: an empty system alert on the default device.
    public init() {}

    /// The `presenting` object: the screen that presented the alert.
    public struct Presenting: Sendable, Equatable {
        /// `presenting.image`: a PNG path, relative to the spec file's folder; aspect-filled to the
        /// canvas. With `{"light": A, "dark": B}` this is A, the light appearance's image.
        public var image: String?
        /// `presenting.image.dark` of `{"light": A, "dark": B}`: the dark appearance's image. Nil
        /// when `image` was a plain path (one image for both appearances).
        public var darkImage: String?
        /// True when `image` was given per appearance (`darkImage` then applies even when nil).
        public var imagePerAppearance = false
        /// `presenting.color`: fills the canvas where there is no image; nil means `systemGroupedBackground`.
        public var color: ColorValue?
        /// `presenting.tint`; nil means the theme's default (`tintOnly` for system, `dimmed` for plain).
        public var tint: PresentingTint?
        /// `presenting.tintColor`: the presenting app's tint colour that `tintOnly` grays out; nil means `systemBlue`.
        public var tintColor: ColorValue?
        /// All keys absent.
        public init() {}
    }

    /// The `backdrop` object: the dimming view between the presenting screen and the alert.
    public struct Backdrop: Sendable, Equatable {
        /// `backdrop.color`; nil means black.
        public var color: ColorValue?
        /// `backdrop.opacity`, 0...1; nil means the theme's dimming for the appearance.
        public var opacity: Double?
        /// `backdrop.blur`: Gaussian sigma in points applied to the presenting content; nil means 0.
        public var blur: Double?
        /// `backdrop.dismissOnTap`: taps on the four backdrop rectangles dismiss the alert; nil means false.
        public var dismissOnTap: Bool?
        /// All keys absent.
        public init() {}
    }

    /// The `alert` object: the card, its text, accessories and actions.
    public struct Alert: Sendable, Equatable {
        /// `alert.title`; absent and `null` both mean no title (no theme has a default title).
        public var title: Nullable<String> = .unset
        /// `alert.message`; `"\n"` forces a line break. Absent and `null` both mean no message.
        public var message: Nullable<String> = .unset
        /// `alert.width` in points; nil means `widthRatio`, else the theme's width. Exclusive with `widthRatio`.
        public var width: Double?
        /// `alert.widthRatio`: a fraction (0, 1] of the canvas width. Exclusive with `width`.
        public var widthRatio: Double?
        /// `alert.height`: a fixed height in points; nil means fit the content. Exclusive with `minHeightRatio`.
        public var height: Double?
        /// `alert.minHeightRatio`: fit the content, but at least this fraction of the canvas height.
        public var minHeightRatio: Double?
        /// `alert.offset[0]`: points to the right of the centred position.
        public var offsetX: Double = 0
        /// `alert.offset[1]`: points below the centred position (negative moves it up, as a keyboard does).
        public var offsetY: Double = 0
        /// `alert.cornerRadius` in points; nil means the theme's.
        public var cornerRadius: Double?
        /// `alert.cornerStyle`; nil means the theme's.
        public var cornerStyle: CornerStyle?
        /// `alert.background`: a colour or `"material"`; nil means the theme's surface.
        public var background: SurfaceStyle?
        /// `alert.shadow`: absent means the theme's shadow (none for `system`), `null` means none, an
        /// object takes its missing keys from the theme's shadow, or the plain card's when the theme has none.
        public var shadow: Nullable<PartialShadow> = .unset
        /// `alert.tint`: colour of every non-destructive action title and the progress bar; nil means `systemBlue`.
        public var tint: ColorValue?
        /// `alert.textFields`, stacked top to bottom between the message and the actions.
        public var textFields: [TextField] = []
        /// `alert.progress`: a progress bar with a "value / total" label; nil means none.
        public var progress: Progress?
        /// `alert.activityIndicator`: shows a spinning indicator (UIActivityIndicatorView `.large`).
        public var activityIndicator: Bool = false
        /// `alert.table`: a list of one-line rows inside the alert; nil means none.
        public var table: Table?
        /// `alert.actions` in spec order; layout decides the visual order (cancel left in a row, last in a stack).
        public var actions: [Action] = []
        /// `alert.actionLayout`: row, stack, or docs/contract.md's automatic rule.
        public var actionLayout: ActionLayoutMode = .auto
        /// `alert.titleStyle`, laid over the theme's title style and colour; nil keeps the theme's.
        public var titleStyle: TextStyleSpec?
        /// `alert.messageStyle`, laid over the theme's message style and colour.
        public var messageStyle: TextStyleSpec?
        /// The text keys of `alert.actionStyle` (`font`, `size`, `weight`), laid over the theme's action style.
        public var actionStyle: TextStyleSpec?
        /// The button keys of `alert.actionStyle` (`kind`, `height`, `cornerRadius`, `spacing`, `insets`,
        /// `separators`, and the colours per action style); nil keeps the theme's text rows.
        public var actionButtons: ActionButtonsSpec?
        /// `alert.icon`: a PNG above the title; nil for none.
        public var icon: Icon?
        /// `alert.content`: a view between the message and the text fields or actions; nil for none.
        public var content: ContentView?
        /// `alert.insets`: the card's content insets; nil edges keep the theme's.
        public var insets: PartialInsets?
        /// `alert.spacing`: points between icon, title, message and accessories.
        public var spacing: Double?
        /// `alert.border`: a stroke inside the card's outline; unset and `null` both mean none.
        public var border: Nullable<Border> = .unset
        /// `alert.preferredStyle`: `alert` (the default) or `actionSheet`.
        public var preferredStyle: PreferredStyle?
        /// `alert.source`: what an iPad action sheet's popover points at, in canvas points.
        public var source: SourceRect?
        /// `alert.source.arrow`: whether iOS 26's popover points at the source with an arrow; nil
        /// means true (a view; false for a bar button or `permittedArrowDirections = []`).
        public var sourceArrow: Bool?
        /// `alert.cancelable`: whether a tap outside an Android dialog dismisses it; nil is the
        /// look's own (Material 3: true; AppCompat: false, React Native's default).
        public var cancelable: Bool?
        /// All keys absent: no title, no message, no actions, theme defaults.
        public init() {}
    }

    /// A shadow whose missing keys come from the theme's shadow (or the plain card's).
    public struct PartialShadow: Sendable, Equatable {
        /// `alert.shadow.color`, before `opacity` is applied.
        public var color: ColorValue?
        /// `alert.shadow.opacity`, 0...1: multiplies the colour's alpha.
        public var opacity: Double?
        /// `alert.shadow.radius` in points; the blur's sigma is `shadowSigma(forRadius:)` of it.
        public var radius: Double?
        /// `alert.shadow.offset`: `[x, y]` in points (exactly two values once validated).
        public var offset: [Double]?
        /// Every key taken from the base shadow.
        public init() {}
    }

    /// The `animation` object: which moment of which animation to draw.
    public struct Animation: Sendable, Equatable {
        /// `animation.preset`; nil means the theme's (`system` for system, `fade` for plain) or, on
        /// Android, the look's (`AndroidLook.animation`).
        public var preset: AnimationPreset?
        /// `animation.phase`; nil means `present`.
        public var phase: AnimationPhase?
        /// `animation.time`: seconds into the phase; nil means the settled end state.
        public var time: Double?
        /// All keys absent: the settled, fully presented alert.
        public init() {}
    }

    /// One entry of `alert.textFields` (a `UITextField` added with `addTextField`).
    public struct TextField: Sendable, Equatable {
        /// `placeholder`: grey hint shown while `text` is empty.
        public var placeholder: String = ""
        /// `text`: what the user typed; shown instead of the placeholder when not empty.
        public var text: String = ""
        /// `secure`: draws `text` as one bullet per character (`isSecureTextEntry`).
        public var secure: Bool = false
        /// `focused`: the field the keyboard types into (its caret shows); by default the first.
        public var focused: Bool = false
        /// A text field; the defaults match an absent key.
        public init(placeholder: String = "", text: String = "", secure: Bool = false, focused: Bool = false) {
            self.placeholder = placeholder
            self.text = text
            self.secure = secure
            self.focused = focused
        }
    }

    /// `alert.progress`: a progress bar plus a "value / total" label such as "3 / 10".
    public struct Progress: Sendable, Equatable {
        /// `progress.value`, 0...`total`.
        public var value: Double
        /// `progress.total`, greater than 0.
        public var total: Double
        /// A progress of `value` out of `total` (ranges are checked by `resolved(_:)`).
        public init(value: Double, total: Double) {
            self.value = value
            self.total = total
        }
    }

    /// `alert.table`: a scrolling list of one-line rows inside the alert.
    public struct Table: Sendable, Equatable {
        /// `table.rows`: the row titles, top to bottom.
        public var rows: [String]
        /// Visible height in points; rows beyond it scroll. Default: all rows, capped by the alert's room.
        public var height: Double?
        /// A table of `rows`; `height` in points, nil for all rows.
        public init(rows: [String], height: Double? = nil) {
            self.rows = rows
            self.height = height
        }
    }

    /// One entry of `alert.actions`: a button (`UIAlertAction`, also available as `AlertAction`).
    public struct Action: Sendable, Equatable {
        /// `title`: the button's text, drawn on one line (shrunk, then middle-truncated).
        public var title: String
        /// `style`: `default`, `cancel` or `destructive`.
        public var style: ActionStyle
        /// `preferred`: drawn emphasised (semibold); at most one action per alert.
        public var preferred: Bool
        /// `enabled`: false draws the title at the theme's disabled opacity and its taps do not dismiss.
        public var enabled: Bool
        /// `background`: this button's fill, over its style's (filled and outlined buttons, text rows).
        public var background: ColorValue?
        /// `titleColor`: this button's title colour, over its style's (UIKit's `titleTextColor`).
        public var titleColor: ColorValue?
        /// `image`: a PNG at the leading edge (UIAlertAction's `image` key); nil for none.
        public var image: ActionImage?
        /// `checked`: a checkmark at the trailing edge (UIAlertAction's `checked` key).
        public var checked: Bool
        /// `role`: the Android button slot; nil follows React Native's mapping by position.
        public var role: AndroidButtonRole? = nil
        /// An action; the defaults match absent keys.
        public init(
            title: String, style: ActionStyle = .default, preferred: Bool = false, enabled: Bool = true,
            background: ColorValue? = nil, titleColor: ColorValue? = nil, image: ActionImage? = nil,
            checked: Bool = false
        ) {
            self.title = title
            self.style = style
            self.preferred = preferred
            self.enabled = enabled
            self.background = background
            self.titleColor = titleColor
            self.image = image
            self.checked = checked
        }
    }
}

/// `UIAlertAction.Style`.
public enum ActionStyle: String, Hashable, Sendable, CaseIterable {
    /// `default` is drawn in the tint; `cancel` goes left in a row and last in a stack, and is
    /// emphasised when no action is preferred; `destructive` is drawn in `systemRed`.
    case `default`, cancel, destructive
}

/// How the action buttons are arranged.
public enum ActionLayoutMode: String, Hashable, Sendable, CaseIterable {
    /// `auto` applies docs/contract.md's rule for the theme; `horizontal` forces one row; `vertical` a stack.
    case auto, horizontal, vertical
}
