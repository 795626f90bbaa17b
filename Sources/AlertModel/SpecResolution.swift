import FontFaces
import Localization

/// Filling a spec's defaults, one function per section, in the order their checks run (the first
/// problem found is the one reported). `validate` runs the same sections without a loader: the
/// ones that read files (catalog texts, font files) then check only what needs no file.
extension AlertSpec {
    /// Fills every default. Throws when an override makes the spec invalid (for example a
    /// fixed-size alert wider than the overriding device), or a file it names cannot be used.
    public func resolved(_ overrides: SpecOverrides = SpecOverrides()) throws(SpecError) -> ResolvedSpec {
        try resolved(overrides, loader: .cached)
    }

    /// Throws what `resolved(_:)` throws for reasons that need no file: ranges, the canvas, sizes,
    /// the action sheet rules, a catalog text without `strings`, an unknown font family when the
    /// spec names no font files. Reads no file; decoding calls it.
    public func validate(_ overrides: SpecOverrides = SpecOverrides()) throws(SpecError) {
        _ = try resolving(overrides, loader: nil)
    }

    /// `resolved(_:)` reading catalogs and fonts through `loader`.
    func resolved(_ overrides: SpecOverrides, loader: SpecResourceLoader) throws(SpecError) -> ResolvedSpec {
        try resolving(overrides, loader: loader)
    }

    /// The sections in order; `loader` nil leaves out what reads files.
    private func resolving(_ overrides: SpecOverrides, loader: SpecResourceLoader?) throws(SpecError) -> ResolvedSpec {
        let file = sourcePath ?? "<spec>"
        try checkRanges(file: file)
        var resolved = try resolveScreen(overrides, loader: loader, file: file)
        try resolveCard(into: &resolved, file: file)
        resolvePresenting(into: &resolved)
        resolveContent(into: &resolved)
        resolveBoundKeys(overrides, into: &resolved)
        try resolveTexts(overrides, loader: loader, into: &resolved, file: file)
        resolved.baseSpecs = baseSpecs
        resolved.lintRules = lintRules
        resolved.colorKeys = alert.colorKeys
        try resolveFonts(loader: loader, into: &resolved, file: file)
        resolveDecorations(into: &resolved)
        try resolveActions(into: &resolved, file: file)
        resolved.crop = overrides.crop ?? crop ?? overrides.defaultCrop ?? .screen
        resolved.keyboard = resolvedKeyboard(
            override: overrides.keyboard, locale: resolved.locale, kind: DevicePreset.named(resolved.device)!.kind)
        resolved.keyboard?.colourAdaptive = resolved.theme.glass != nil
        resolved.hardwareKeyboard = overrides.keyboard.map { $0 == KeyboardSpec.hardware } ?? hardwareKeyboard
        try resolveSheet(into: &resolved, file: file)
        try resolveAndroid(into: &resolved, file: file)
        resolved.applyLoneMessageStyle(
            titleStyleGiven: alert.titleStyle != nil, messageStyleGiven: alert.messageStyle != nil)
        return resolved
    }

    /// The device, canvas, safe area, appearance and theme (scaled for the text size), checked
    /// against each other: the resolved spec every later section fills in.
    private func resolveScreen(_ overrides: SpecOverrides, loader: SpecResourceLoader?, file: String)
        throws(SpecError) -> ResolvedSpec
    {
        let platform = overrides.platform ?? self.platform ?? overrides.defaultPlatform ?? .default
        let deviceName = overrides.device ?? device ?? DevicePreset.defaultName(for: platform)
        guard let preset = DevicePreset.named(deviceName) else {
            throw SpecError(
                file: file, path: "device",
                message:
                    "unknown value \"\(deviceName)\"; expected \(DevicePreset.all.map(\.name).joined(separator: ", "))")
        }
        guard preset.platform == platform else {
            let fitting = DevicePreset.all.filter { $0.platform == platform }.map(\.name).joined(separator: ", ")
            throw SpecError(
                file: file, path: "device",
                message: "\"\(deviceName)\" is \(preset.platform == .ios ? "an iOS" : "an Android") device but platform is \(platform.rawValue); expected \(fitting)")
        }
        let keepCanvas = overrides.device == nil
        let contentSize = overrides.contentSize ?? self.contentSize ?? .large
        // The spec's own text styles at `large`, then everything scaled before anything reads it
        // (the default width and every size come from it); explicit sizes scale like Body.
        let ios = overrides.ios ?? self.ios ?? overrides.defaultIOS ?? .default
        // The system look's text in the spec's `systemFonts`: their own line heights where the
        // look's come from the system font (UIKit's `lineHeight`).
        let systemFonts = try resolvedSystemFonts(overrides, theme: self.theme ?? .system, loader: loader, file: file)
        let lines = UIKitLineHeights.of(systemFonts)
        let androidLook = platform == .android ? overrides.android ?? android ?? overrides.defaultAndroid ?? .default : nil
        // UIAlertController and SwiftUI lay iOS 26's alert out with different line heights.
        let api = platform == .ios && ios == .ios26 ? self.api ?? overrides.defaultAPI ?? .default : nil
        let look =
            androidLook.map(Theme.android)
            ?? Theme.named(self.theme ?? .system, ios: ios, systemLineHeights: lines, api: api ?? .default)
        let perPoint = lines?.perPointOfSize ?? api?.lineHeights.perPointOfSize ?? UIKitLineHeights.perPoint
        let theme = alert.spaced(alert.styled(look, perPoint: perPoint)).scaled(
            // Alerts never look smaller than `large` on iOS; Android has a font scale of 0.85.
            for: androidLook == nil ? max(contentSize, .large) : contentSize,
            messageScalesLikeBody: alert.messageStyle?.size != nil)
        let orientation = overrides.orientation ?? self.orientation ?? preset.defaultOrientation
        // docs/contract.md: "A canvas given without safeArea has no insets"; the preset's
        // insets belong to the preset's screen.
        let explicitCanvas = keepCanvas && (canvasWidth != nil || canvasHeight != nil)
        let presetSafe = explicitCanvas ? EdgeInsets() : preset.safeArea(orientation)
        let w = keepCanvas ? canvasWidth ?? preset.width(orientation) : preset.width(orientation)
        let h = keepCanvas ? canvasHeight ?? preset.height(orientation) : preset.height(orientation)
        let s = keepCanvas ? scale ?? preset.scale : preset.scale
        let safe = EdgeInsets(
            top: keepCanvas ? safeAreaTop ?? presetSafe.top : presetSafe.top,
            bottom: keepCanvas ? safeAreaBottom ?? presetSafe.bottom : presetSafe.bottom,
            left: keepCanvas ? safeAreaLeft ?? presetSafe.left : presetSafe.left,
            right: keepCanvas ? safeAreaRight ?? presetSafe.right : presetSafe.right)

        func fail(_ path: String, _ message: String) -> SpecError {
            SpecError(file: file, path: path, message: message)
        }
        if (w * s).rounded() * (h * s).rounded() > AlertSpec.maxCanvasPixels {
            throw fail(
                "canvas",
                "\(format(w))x\(format(h)) pt at scale \(format(s)) is over \(Int(AlertSpec.maxCanvasPixels / 1_000_000)) megapixels"
            )
        }
        if safe.top + safe.bottom >= h {
            throw fail(
                "safeArea",
                "top + bottom (\(format(safe.top + safe.bottom))) leaves no room in a canvas \(format(h)) pt tall")
        }
        if safe.left + safe.right >= w {
            throw fail(
                "safeArea",
                "left + right (\(format(safe.left + safe.right))) leaves no room in a canvas \(format(w)) pt wide")
        }
        let stem = sourcePath.map { path -> String in
            let base = path.split(separator: "/").last.map(String.init) ?? path
            return base.hasSuffix(".json") ? String(base.dropLast(5)) : base
        }
        var resolved = ResolvedSpec(
            name: name ?? stem ?? "alert", sourcePath: sourcePath, device: preset.name, orientation: orientation,
            canvasWidth: w, canvasHeight: h, scale: s, safeArea: safe,
            appearance: overrides.appearance ?? appearance ?? .light, theme: theme)
        resolved.contentSize = contentSize
        resolved.ios = ios
        resolved.systemFonts = systemFonts
        resolved.android = androidLook.map { ResolvedAndroid(look: $0) }
        resolved.api = api
        return resolved
    }

    /// The card's size (checked against the canvas), surface and shadow.
    private func resolveCard(into resolved: inout ResolvedSpec, file: String) throws(SpecError) {
        let (w, h) = (resolved.canvasWidth, resolved.canvasHeight)
        if let aw = alert.width, aw > w {
            throw SpecError(file: file, path: "alert.width", message: "\(format(aw)) pt is wider than the canvas (\(format(w)) pt)")
        }
        if let ah = alert.height, ah > h {
            throw SpecError(
                file: file, path: "alert.height", message: "\(format(ah)) pt is taller than the canvas (\(format(h)) pt)")
        }
        let theme = resolved.theme
        let appearance = resolved.appearance
        let ios = resolved.ios
        resolved.width = alert.width.map { .points($0) } ?? alert.widthRatio.map { .ratio($0) } ?? .points(theme.width)
        if let fixed = alert.height {
            resolved.height = .points(fixed)
        } else if let r = alert.minHeightRatio {
            resolved.height = .minRatio(r)
        } else {
            resolved.height = .fit
        }
        switch alert.background ?? theme.defaultSurface(appearance) {
        case .material: resolved.surface = .material(blur: theme.materialBlur, tint: theme.materialTint(appearance))
        case .glass:
            // A theme without glass numbers (a spec's `"background": "glass"` on `plain`) takes iOS 26's.
            resolved.surface = .glass(ResolvedGlass(theme.glass ?? GlassLook(), appearance))
        case .color(let c): resolved.surface = .color(c.resolved(appearance, ios))
        }
        let base = theme.shadow ?? Theme.plain.shadow!
        let partial: AlertSpec.PartialShadow?
        switch alert.shadow {
        case .unset: partial = theme.shadow == nil ? nil : AlertSpec.PartialShadow()
        case .none: partial = nil
        case .value(let p): partial = p
        }
        if let p = partial {
            let color = (p.color ?? base.color).resolved(appearance, ios)
            let offset = p.offset ?? [base.offsetX, base.offsetY]
            resolved.shadow = ResolvedShadow(
                color: color.withOpacity(p.opacity ?? base.opacity),
                sigma: shadowSigma(forRadius: p.radius ?? base.radius),
                offsetX: offset[0], offsetY: offset[1])
        }
    }

    /// The presenting screen's image for the appearance, beside the spec.
    private func resolvePresenting(into resolved: inout ResolvedSpec) {
        let image = presenting.imagePerAppearance && resolved.appearance == .dark ? presenting.darkImage : presenting.image
        resolved.presentingImage = image.map(pathBesideSpec)
    }

    /// The text fields, progress bar, table and actions, as written.
    private func resolveContent(into resolved: inout ResolvedSpec) {
        resolved.textFields = alert.textFields
        resolved.progress = alert.progress
        resolved.table = alert.table
        resolved.actions = alert.actions
    }

    /// The catalog texts looked up in the locale (through `loader`; without one only the need for
    /// `strings` is checked) and the layout direction, which follows the texts shown.
    private func resolveTexts(
        _ overrides: SpecOverrides, loader: SpecResourceLoader?, into resolved: inout ResolvedSpec, file: String
    ) throws(SpecError) {
        // Catalog texts first: `auto` takes the direction of the title as the locale shows it.
        try resolveCatalogTexts(into: &resolved, locale: resolved.locale, loader: loader, file: file)
        resolved.resolveLayoutDirection()
    }

    /// The faces of `fonts` (through `loader`; without one only what needs no file is checked)
    /// and the families the text styles name.
    private func resolveFonts(loader: SpecResourceLoader?, into resolved: inout ResolvedSpec, file: String)
        throws(SpecError)
    {
        resolved.fonts = try resolvedFonts(loader: loader, file: file)
        // Without a loader the faces of font files are unknown: their families cannot be checked.
        guard loader != nil || fonts.isEmpty else { return }
        try checkFontFamilies(resolved.fonts, file: file)
    }

    /// The icon, the action images, the content view and the border.
    private func resolveDecorations(into resolved: inout ResolvedSpec) {
        let appearance = resolved.appearance
        let ios = resolved.ios
        if let icon = alert.icon {
            let iconSize = resolved.theme.iconSize
            let w = icon.width ?? icon.height ?? iconSize
            let h = icon.height ?? icon.width ?? iconSize
            resolved.icon = ResolvedIcon(
                path: pathBesideSpec(icon.image), width: w, height: h, tint: icon.tint?.resolved(appearance, ios))
        }
        resolveImages(into: &resolved, appearance: appearance)
        if case .value(let b) = alert.border {
            resolved.border = ResolvedBorder(
                color: (b.color ?? .named(.separator)).resolved(appearance, ios), width: b.width ?? resolved.theme.borderWidth)
        }
    }

    /// The action buttons: kind, geometry and colours, their insets checked against the card.
    private func resolveActions(into resolved: inout ResolvedSpec, file: String) throws(SpecError) {
        resolved.buttons = alert.resolvedButtons(
            theme: resolved.theme, tint: resolved.tint, appearance: resolved.appearance, ios: resolved.ios)
        guard resolved.buttons.kind != .text else { return }
        let insets = resolved.buttons.insets
        let alertWidth: Double
        switch resolved.width {
        case .points(let p): alertWidth = p
        case .ratio(let r): alertWidth = r * resolved.canvasWidth
        }
        if insets.left + insets.right >= alertWidth {
            throw SpecError(
                file: file, path: "alert.actionStyle.insets",
                message:
                    "left + right (\(format(insets.left + insets.right))) leaves no room in an alert \(format(alertWidth)) pt wide"
            )
        }
    }

    /// The action sheet's rules and look (`applySheetRules`), and no keyboard under a sheet.
    private func resolveSheet(into resolved: inout ResolvedSpec, file: String) throws(SpecError) {
        try applySheetRules(to: &resolved, file: file)
        if (resolved.keyboard != nil || resolved.hardwareKeyboard) && resolved.preferredStyle == .actionSheet {
            // `keyboard` in the file is refused by the key table; this is `--keyboard` or a variant.
            throw SpecError(
                file: file, path: "keyboard",
                message: "an action sheet shows no keyboard (--keyboard or variants.keyboard); the keyboard is for alerts")
        }
    }
}

/// What resolving a spec reads from files: its string catalog and its font files. Tests serve
/// them from memory; `cached` reads them through the process-wide caches.
struct SpecResourceLoader: Sendable {
    /// The catalog at a path (a catalog file or a folder of `.lproj` tables); its errors name the file.
    var catalog: @Sendable (String) throws(SpecError) -> StringCatalog
    /// The faces of the font file at a path.
    var fontFaces: @Sendable (String) throws(OpenTypeNames.Problem) -> [OpenTypeNames.Face]

    /// Each file read once per process while it keeps its size and modification time.
    static let cached = SpecResourceLoader(
        catalog: { path throws(SpecError) in try StringCatalog.load(path: path) },
        fontFaces: { path throws(OpenTypeNames.Problem) in try FontFileCache.shared.faces(at: path) })
}
