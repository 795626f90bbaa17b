/// A spec with every default filled in from its theme, device and appearance: what layout and
/// rendering consume. Colours are concrete RGBA values, sizes are points.
///
/// ```swift
/// let spec = try AlertSpec.load(path: "save.json").resolved(SpecOverrides(device: "iphone-se"))
/// print(spec.pixelWidth, spec.pixelHeight)  // 750 1334
/// ```
public struct ResolvedSpec: Sendable {
    // Properties with an initial value start at a placeholder or at "none": each section of
    // resolution (SpecResolution.swift) sets its own, the keys with a table binding in
    // `AlertSpec.resolveBoundKeys`.
    /// Output stem: `name`, else the spec file's stem, else `alert`.
    public var name: String
    /// The spec file this came from (for messages), if any.
    public var sourcePath: String?
    /// The base specs `extends` read, nearest first (`AlertSpec.baseSpecs`).
    public var baseSpecs: [String] = []
    /// Every face of the `fonts` files, in order (a `.ttc` gives one per face).
    public var fonts: [FontFace] = []
    /// `device` after `--device`: the name of the preset in effect.
    public var device: String
    /// `orientation` after `--orientation`; portrait by default.
    public var orientation: Orientation
    /// Canvas width in points: `canvas.width`, else the device's.
    public var canvasWidth: Double
    /// Canvas height in points: `canvas.height`, else the device's.
    public var canvasHeight: Double
    /// Device pixels per point: `canvas.scale`, else the device's.
    public var scale: Double
    /// Safe-area insets in points: each `safeArea` key, else the device's inset.
    public var safeArea: EdgeInsets
    /// `appearance` after `--appearance`; light by default.
    public var appearance: Appearance
    /// The constants of the `theme` key's look (`system` by default).
    public var theme: Theme

    /// Absolute or spec-relative path of the presenting screen image, resolved against the spec's folder.
    public var presentingImage: String?
    /// `presenting.color` resolved (straight alpha); `systemGroupedBackground` by default.
    public var presentingColor = RGBA8(0, 0, 0, 0)
    /// `presenting.tint`, else the theme's default.
    public var presentingTint = PresentingTint.tintOnly
    /// `presenting.tintColor` resolved (straight alpha): what `tintOnly` grays out; `systemBlue` by default.
    public var presentingTintColor = RGBA8(0, 0, 0, 0)
    /// `presentingTint == .dimmed`: the whole presenting screen is drawn grayscale.
    public var presentingDimmed: Bool { presentingTint == .dimmed }

    /// `backdrop.color` resolved (straight alpha); black by default.
    public var dimmingColor = RGBA8(0, 0, 0, 0)
    /// `backdrop.opacity`, 0...1, applied on top of `dimmingColor`'s alpha; the theme's by default.
    public var dimmingOpacity = 0.0
    /// Gaussian sigma in points applied to the presenting content; 0 for none.
    public var backdropBlur = 0.0
    /// `backdrop.dismissOnTap`: taps on the four backdrop rectangles dismiss the alert.
    public var dismissOnTap = false

    /// `alert.title`; nil when there is none.
    public var title: String? = nil
    /// `alert.message`; nil when there is none.
    public var message: String? = nil
    /// `alert.width` or `alert.widthRatio`; the theme's width by default.
    public var width = AlertWidth.points(0)
    /// `alert.height` or `alert.minHeightRatio`; fit the content by default.
    public var height = AlertHeight.fit
    /// `alert.offset[0]`: points right of the centred position.
    public var offsetX = 0.0
    /// `alert.offset[1]`: points below the centred position.
    public var offsetY = 0.0
    /// `alert.cornerRadius` in points, else the theme's.
    public var cornerRadius = 0.0
    /// `alert.cornerStyle`, else the theme's.
    public var cornerStyle = CornerStyle.continuous
    /// `alert.background` resolved for the appearance; the theme's surface by default.
    public var surface = ResolvedSurface.color(RGBA8(0, 0, 0, 0))
    /// `alert.shadow` merged with the theme's and resolved; nil for none.
    public var shadow: ResolvedShadow?
    /// `alert.tint` resolved (straight alpha): non-destructive action titles and the progress bar.
    public var tint = RGBA8(0, 0, 0, 0)
    /// `alert.textFields`, as written.
    public var textFields: [AlertSpec.TextField] = []
    /// `alert.progress`, as written.
    public var progress: AlertSpec.Progress?
    /// `alert.activityIndicator`.
    public var activityIndicator = false
    /// `alert.table`, as written.
    public var table: AlertSpec.Table?
    /// `alert.actions`, in spec order.
    public var actions: [AlertSpec.Action] = []
    /// `alert.actionLayout`.
    public var actionLayout = ActionLayoutMode.auto
    /// `alert.actionStyle`'s buttons: kind, geometry and colours per action style.
    public var buttons = ResolvedButtons.rows
    /// `alert.icon`, its path resolved against the spec's folder; nil for none.
    public var icon: ResolvedIcon? = nil
    /// `alert.actions[i].image` for each action (nil where it has none), paths resolved.
    public var actionImages: [ResolvedActionImage?] = []
    /// `alert.content`, its path resolved; nil for none.
    public var content: ResolvedContentView? = nil
    /// `alert.border`; nil for none.
    public var border: ResolvedBorder? = nil
    /// `alert.preferredStyle`: `alert` by default.
    public var preferredStyle: PreferredStyle = .alert
    /// How an action sheet is shown on this canvas; nil for an alert.
    public var sheetPresentation: SheetPresentation? = nil
    /// `alert.source`: the popover's anchor in canvas points.
    public var source: SourceRect? = nil
    /// `keyboard` after `--keyboard`: the software keyboard below the alert; nil for none.
    public var keyboard: ResolvedKeyboard? = nil
    /// `"keyboard": "hardware"` after `--keyboard`: no software keyboard and the alert where it
    /// is without one, but the focused field's caret shows, as on a device with a hardware keyboard.
    public var hardwareKeyboard = false
    /// `crop` after `--crop` (and `alertsnap.json`'s under the spec's): the PNG's extent.
    public var crop: CropMode = .screen
    /// The text field the keyboard types into (`focused`, else the first): its caret shows while
    /// a keyboard, software or hardware, is there; nil without a keyboard or a field.
    public var focusedField: Int? {
        guard keyboard != nil || hardwareKeyboard, !textFields.isEmpty else { return nil }
        return textFields.firstIndex(where: \.focused) ?? 0
    }

    /// `animation.preset`, else the theme's default preset.
    public var animation = AnimationPreset.system
    /// `animation.phase` after `--phase`; `present` by default.
    public var phase = AnimationPhase.present
    /// Seconds into the phase; nil = the settled end state.
    public var time: Double? = nil

    /// `contentSize` after `--content-size`: the text size asked for; `large` by default.
    public var contentSize: ContentSize = .large
    /// `layoutDirection` after `--direction`, as written; `auto` by default.
    public var layoutDirectionSetting: LayoutDirection = .auto
    /// The direction the layout runs, `auto` decided (see `resolveLayoutDirection()`): RTL
    /// mirrors horizontal action rows, `natural` alignment and text fields.
    public var layoutDirection: TextDirection = .ltr
    /// `locale` after `--locale`: a BCP 47 tag, nil when none.
    public var locale: String? = nil
    /// Which variant of its spec this is (`AlertSpec.resolvedVariants`): the varied keys' values
    /// in file-name order; empty for the spec as written. Names its golden and its metadata.
    public var variant: [VariantValue] = []

    /// The text size the look is scaled to: `contentSize`, but never below `large` (UIKit's
    /// alerts and action sheets do not shrink their text; docs/themes.md "Dynamic Type": alerts are floored at `large`).
    public var effectiveContentSize: ContentSize { max(contentSize, .large) }

    /// Decides `layoutDirection` from `layoutDirectionSetting`, `locale`, `title` and `message`
    /// (docs/contract.md: `auto` is RTL for a right-to-left locale, else the direction of the title's first
    /// strong character, else the message's, else LTR) and sets every text style of the theme in
    /// it, with the locale's language. Resolution calls it; call it again after changing the texts
    /// or the locale (a catalog's strings).
    public mutating func resolveLayoutDirection() {
        switch layoutDirectionSetting {
        case .ltr: layoutDirection = .ltr
        case .rtl: layoutDirection = .rtl
        case .auto:
            if let locale, LocaleTag.isRightToLeft(locale) {
                layoutDirection = .rtl
            } else {
                layoutDirection =
                    title.flatMap(TextDirection.firstStrong(in:)) ?? message.flatMap(TextDirection.firstStrong(in:))
                    ?? .ltr
            }
        }
        theme = theme.setting(direction: layoutDirection, language: locale)
    }

    /// The catalog files the spec's `{"key"}` texts were looked up in (empty without `strings`).
    public var catalogFiles: [String] = []
    /// The catalog texts shown in the source language because `locale` has no value for them.
    public var missingTranslations: [MissingTranslation] = []
    /// `lint.rules`: the levels the spec sets for design lint rules (nothing is drawn from them).
    public var lintRules = LintRuleLevels()
    /// The colour keys the spec (with its bases) sets, as sorted key paths: `alert.background` (a
    /// colour), `alert.tint`, `alert.titleStyle.color`, `alert.messageStyle.color`,
    /// `alert.actionStyle.<style>.title|background`, `alert.actions[i].titleColor|background`.
    /// Every other colour of the alert is its theme's (UIKit's own, for `system`): design lint
    /// tells a colour the spec chose from one it left to the theme by it.
    public var colorKeys: [String] = []
    // A new key's properties go below: while nil, empty or false they are left out of the golden's
    // `spec` digest (AlertRender's `canonicalBytes`), so goldens of specs without the key keep theirs.
    /// `ios` after `--ios` (else the spec's, else `alertsnap.json`'s, else 26): which generation's
    /// look `theme` holds and which values named colours take. At 18 it is left out of the digest.
    public var ios = IOSVersion.default
    /// How the dialog is presented: the centred card, an action sheet's popover, or the iOS 18
    /// bottom sheet (layout JSON's `presentation`).
    public var presentation: Presentation {
        if let android { return android.list ? .list : .dialog }
        if preferredStyle == .alert { return .alert }
        switch sheetPresentation {
        case .bottomSheet?: return .sheet
        case .popover?: return .popover
        case nil: return anchoredPopover == nil ? .alert : .popover
        }
    }
    /// iOS 26's action sheet on iPhone with a source: a popover laid out as the alert card is, the
    /// width and insets of `AnchoredPopover`, placed beside `source`; nil otherwise.
    public var anchoredPopover: AnchoredPopover? = nil
    /// The faces of `systemFonts` (the spec's, else `alertsnap.json`'s) the system look sets its
    /// text in instead of Inter; empty without them and for `plain`.
    public var systemFonts: [SystemFontFace] = []
    /// What an Android dialog adds (`platform: android`); nil on iOS.
    public var android: ResolvedAndroid? = nil
    /// The catalog entries the texts were looked up in, in the spec's text order: what a golden's
    /// `strings` input digests (not part of its `spec` digest, which holds the texts themselves).
    public var catalogUses: [CatalogUse] = []
    /// Which front end presented an iOS 26 alert (`api`); nil for iOS 18 and Android, whose looks
    /// do not tell them apart.
    public var api: IOSAPI? = nil

    /// Whose dialog this is: Android when `android` is set.
    public var platform: Platform { android == nil ? .ios : .android }

    /// Canvas size in device pixels, `round(width*scale) x round(height*scale)`.
    public var pixelWidth: Int { Int((canvasWidth * scale).rounded()) }
    /// Canvas height in device pixels, `round(height*scale)`.
    public var pixelHeight: Int { Int((canvasHeight * scale).rounded()) }

    /// Index of the emphasised (bold) action: the preferred one, else the cancel one (docs/contract.md).
    /// In an action sheet only the cancel action is (UIKit ignores `preferred` there).
    /// iOS 26 emphasises only an explicit preferred action, and none in an action sheet (CODE).
    public var emphasisedActionIndex: Int? {
        // Android draws every button alike (React Native and MAUI ignore `preferred`, ANDROID.md §1.1).
        if android != nil { return nil }
        if theme.glass != nil { return preferredStyle == .actionSheet ? nil : actions.firstIndex(where: \.preferred) }
        if preferredStyle == .actionSheet { return actions.firstIndex { $0.style == .cancel } }
        return actions.firstIndex(where: \.preferred) ?? actions.firstIndex { $0.style == .cancel }
    }
}

/// How a dialog is shown (layout JSON's `presentation`).
public enum Presentation: String, Sendable, Equatable {
    /// The centred card: every alert, and an iOS 26 action sheet without a usable source.
    case alert
    /// An action sheet in a popover beside its source (iPad; iOS 26 iPhone with a source).
    case popover
    /// The iOS 18 bottom sheet with its separate cancel group (iPhone).
    case sheet
    /// An Android dialog: text and a bar of up to three buttons.
    case dialog
    /// An Android list dialog (`preferredStyle: actionSheet`): the items as rows, cancel and
    /// destructive actions as buttons.
    case list
}

/// iOS 26's popover action sheet laid out as a card: no dimming, Cancel hidden (a tap outside
/// cancels), placed next to its source and kept `screenInset` inside the safe area.
public struct AnchoredPopover: Sendable, Equatable {
    /// The popover's anchor in canvas points.
    public var source: SourceRect
    /// Distance kept from the safe area's edges, in points.
    public var screenInset: Double
    /// Gap between the source rectangle and the popover, in points.
    public var sourceGap: Double
    /// The arrow toward the source: its base along the popover's edge, in points; 0 without one.
    public var arrowBase = 0.0
    /// The arrow's height from the popover's edge to its tip, in points; 0 without one.
    public var arrowHeight = 0.0
    /// Above the source first, then below (SwiftUI's `.confirmationDialog`); UIKit's goes below first.
    public var prefersAbove = false

    /// A popover anchored at `source`.
    public init(source: SourceRect, screenInset: Double, sourceGap: Double) {
        self.source = source
        self.screenInset = screenInset
        self.sourceGap = sourceGap
    }
}

/// The alert's width as the spec gives it; layout turns it into pixel-aligned points.
public enum AlertWidth: Sendable, Equatable {
    /// A width in points (`alert.width`, or the theme's).
    case points(Double)
    /// A fraction of the canvas width.
    case ratio(Double)
}

/// The alert's height rule: fit the content, a fixed size, or fit with a minimum.
public enum AlertHeight: Sendable, Equatable {
    /// Fit the content, capped by the safe area (content scrolls beyond).
    case fit
    /// A fixed height in points (`alert.height`); content that does not fit scrolls.
    case points(Double)
    /// Fit the content but at least this fraction of the canvas height.
    case minRatio(Double)
}

/// The alert's surface with its colours resolved for one appearance.
public enum ResolvedSurface: Sendable, Equatable {
    /// A flat straight-alpha colour.
    case color(RGBA8)
    /// Blur of what is behind (sigma in points) and a tint over it.
    case material(blur: Double, tint: RGBA8)
    /// iOS 26's glass: a material with its rim.
    case glass(ResolvedGlass)
}

extension ResolvedSurface {
    /// The sigma of the blur behind a material or glass surface, in points; nil for a colour.
    public var blur: Double? {
        switch self {
        case .color: return nil
        case .material(let blur, _): return blur
        case .glass(let g): return g.blur
        }
    }
}

/// iOS 26's glass for one appearance, straight-alpha colours.
public struct ResolvedGlass: Sendable, Equatable {
    /// Gaussian sigma of the blur behind, in points.
    public var blur: Double
    /// Laid over the blurred backdrop: its alpha hides that share of the backdrop's luminance.
    public var tint: RGBA8
    /// The one-device-pixel line just inside the edge.
    public var highlight: RGBA8
    /// The one-device-pixel line just outside the edge.
    public var shade: RGBA8
    /// The share of the backdrop's colour (each channel's distance from its luma) that shows
    /// through: more than the luminance that passes the tint, the glass's vibrancy.
    public var chroma: Double

    /// The glass of `look` under `appearance`.
    public init(_ look: GlassLook, _ appearance: Appearance) {
        blur = look.blur
        tint = look.tint(appearance)
        highlight = look.rimHighlight(appearance)
        shade = look.rimShade(appearance)
        chroma = look.chroma(appearance)
    }
}

extension ShadowStyle {
    /// This shadow for `appearance` in the look of `ios`: its colour with the opacity multiplied in,
    /// its radius as a sigma.
    public func resolved(_ appearance: Appearance, _ ios: IOSVersion) -> ResolvedShadow {
        ResolvedShadow(
            color: color.resolved(appearance, ios).withOpacity(opacity), sigma: shadowSigma(forRadius: radius),
            offsetX: offsetX, offsetY: offsetY)
    }
}

/// A shadow with its colour already multiplied by its opacity.
public struct ResolvedShadow: Sendable, Equatable {
    /// Straight-alpha colour with the spec's `opacity` already multiplied into its alpha.
    public var color: RGBA8
    /// Gaussian sigma in points (see `shadowSigma(forRadius:)`).
    public var sigma: Double
    /// Horizontal offset of the blurred silhouette, in points.
    public var offsetX: Double
    /// Vertical offset of the blurred silhouette, in points (positive is down).
    public var offsetY: Double
}

/// Command-line overrides applied on top of a spec (`--device`, `--appearance`, `--time`, `--phase`).
public struct SpecOverrides: Sendable, Equatable {
    /// Replaces the spec's device; the spec's own canvas and safe-area keys then no longer apply.
    public var device: String?
    /// Replaces the spec's `orientation` (`--orientation`); an explicit `canvas` still wins.
    public var orientation: Orientation?
    /// Replaces the spec's `appearance` (`--appearance`).
    public var appearance: Appearance?
    /// Replaces `animation.time` (`--time`), in seconds into the phase.
    public var time: Double?
    /// Replaces `animation.phase` (`--phase`).
    public var phase: AnimationPhase?
    /// Replaces `contentSize` (`--content-size`).
    public var contentSize: ContentSize?
    /// Replaces `layoutDirection` (`--direction`).
    public var layoutDirection: LayoutDirection?
    /// Replaces `locale` (`--locale`).
    public var locale: String?
    /// Shows or hides the keyboard (`--keyboard`): `true`, `false`, `hardware`, or a
    /// `keyboard.type` value, which shows the spec's keyboard with that type.
    public var keyboard: String?
    /// Replaces the spec's `crop` (`--crop`).
    public var crop: CropMode?
    /// The `crop` of a spec that sets none (`alertsnap.json`'s `crop`).
    public var defaultCrop: CropMode?
    /// Replaces the spec's `ios` (`--ios`).
    public var ios: IOSVersion?
    /// The `ios` of a spec that sets none (`alertsnap.json`'s `ios`).
    public var defaultIOS: IOSVersion?
    /// The `systemFonts` of a spec that names none (`alertsnap.json`'s).
    public var defaultSystemFonts: SystemFontFiles?
    /// Replaces the spec's `platform` (`--platform`).
    public var platform: Platform?
    /// The `platform` of a spec that sets none (`alertsnap.json`'s `platform`).
    public var defaultPlatform: Platform?
    /// Replaces the spec's `android` (`--android`).
    public var android: AndroidLook?
    /// The `android` of a spec that sets none (`alertsnap.json`'s `android`).
    public var defaultAndroid: AndroidLook?
    /// The `api` of a spec that sets none (`alertsnap.json`'s `api`).
    public var defaultAPI: IOSAPI?

    /// Overrides; nil leaves the spec's own value (or its default) in place.
    public init(
        device: String? = nil, orientation: Orientation? = nil, appearance: Appearance? = nil, time: Double? = nil,
        phase: AnimationPhase? = nil, locale: String? = nil
    ) {
        self.device = device
        self.orientation = orientation
        self.appearance = appearance
        self.time = time
        self.phase = phase
        self.locale = locale
    }
}
