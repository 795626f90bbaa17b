/// Every key of a spec file (docs/spec.md is made from it), in the order error messages list an object's keys. A new
/// key is one row here and its property on `AlertSpec` (and `ResolvedSpec`): a plain key's `binding` decodes,
/// checks and resolves it, a key of another shape has code in the decoder and the resolver. The decoder's
/// key lists and ranges, the checks of specs built in Swift, `extends` path rebasing, the action
/// sheet refusals, the files a render reads, `alertsnap schema` and docs/spec.md all follow.
extension SpecKey {
    /// All keys of a spec, parents before their members.
    public static let table: [SpecKey] = {
        let side = AlertSpec.maxCanvasSide
        let size = SpecValueKind.number(0...side, exclusiveLower: true)
        let length = SpecValueKind.number(0...side, exclusiveLower: false)
        let ratio = SpecValueKind.number(0...1, exclusiveLower: false)
        let layoutRefusal = { (key: String) in "an action sheet keeps UIKit's layout; \(key) is for alerts" }
        var rows: [SpecKey] = screenRows(size: size, length: length, ratio: ratio)
        rows += [
            SpecKey("alert", .object, "The card and everything on it.", example: #"{"title": "Save changes?"}"#),
            SpecKey(
                "alert.title", .nullable(.text), "The title; null or absent for none.", example: #""Save changes?""#,
                binding: .text(\.alert.title, \.title)),
            SpecKey(
                "alert.message", .nullable(.text), "The message; \"\\n\" forces a line break.",
                example: #""Your edits will be lost.""#, binding: .text(\.alert.message, \.message)),
            SpecKey(
                "alert.width", size, default: "the theme's (270, wider at accessibility sizes)",
                "The card's width in points; give width or widthRatio, not both.", example: "270",
                binding: .number(\.alert.width)),
            SpecKey(
                "alert.widthRatio", .number(0...1, exclusiveLower: true), default: "alert.width",
                "The card's width as a fraction of the canvas width.", example: "0.7",
                binding: .number(\.alert.widthRatio)),
            SpecKey(
                "alert.height", size, default: "fit the content",
                "A fixed height in points (content that does not fit scrolls); give height or minHeightRatio, not both.",
                example: "174", binding: .number(\.alert.height)),
            SpecKey(
                "alert.minHeightRatio", ratio, default: "fit the content",
                "Fit the content, but at least this fraction of the canvas height.", example: "0.2",
                binding: .number(\.alert.minHeightRatio)),
            SpecKey(
                "alert.offset", .pair(limit: side), default: "[0, 0]",
                "Points from the centred position, [x, y] (a keyboard pushes the alert up).", example: "[0, -120]",
                binding: .pair(\.alert.offsetX, \.alert.offsetY, \.offsetX, \.offsetY)),
            SpecKey(
                "alert.cornerRadius", length, default: "the theme's: 14 (system), 10 (plain)",
                "The card's corner radius in points.", example: "14",
                binding: .number(\.alert.cornerRadius, \.cornerRadius) { $0.theme.cornerRadius }),
            SpecKey(
                "alert.cornerStyle", choice(CornerStyle.self), default: "the theme's: continuous (system), circular (plain)",
                "continuous is the squircle of UIKit's cards, circular a plain arc.", example: #""continuous""#,
                binding: .choice(\.alert.cornerStyle, \.cornerStyle) { $0.theme.cornerStyle }),
            SpecKey(
                "alert.background", .oneOf([.choice(["material", "glass"]), .color]), default: "the theme's surface",
                "A colour, \"material\" (a blur of what is behind plus a tint) or \"glass\" (iOS 26's Liquid Glass: that with a bright rim).",
                example: #""material""#),
            SpecKey(
                "alert.shadow", .nullable(.object), default: "the theme's: none (system)",
                "The card's shadow; null for none; missing keys come from the theme's (or the plain card's) shadow.",
                example: ##"{"color": "#000000", "opacity": 0.7, "radius": 10, "offset": [10, 10]}"##),
            SpecKey(
                "alert.shadow.color", .color, default: "the theme's", "The shadow colour, before opacity.",
                example: ##""#000000""##),
            SpecKey(
                "alert.shadow.opacity", ratio, default: "the theme's", "Multiplies the shadow colour's alpha.",
                example: "0.7", swiftValues: { $0.alert.shadowValue.map { [$0.opacity] } ?? [] }),
            SpecKey(
                "alert.shadow.radius", length, default: "the theme's", "The blur radius in points.", example: "10",
                swiftValues: { $0.alert.shadowValue.map { [$0.radius] } ?? [] }),
            SpecKey(
                "alert.shadow.offset", .pair(limit: side), default: "the theme's", "The shadow's offset, [x, y] in points.",
                example: "[10, 10]", swiftValues: { $0.alert.shadowValue?.offset ?? [] }),
            SpecKey(
                "alert.tint", .color, default: "systemBlue",
                "The colour of non-destructive action titles and the progress bar.", example: #""systemBlue""#,
                binding: .color(\.alert.tint, \.tint) { $0.theme.defaultTint($0.appearance) }),
            SpecKey(
                "alert.textFields", .array(maxItems: nil), default: "none",
                "Text fields (UIAlertController.addTextField), stacked between the message and the actions.",
                example: #"[{"placeholder": "Password", "secure": true}]"#,
                sheetRefusal: "an action sheet cannot have text fields (UIKit raises)",
                given: { $0.alert.textFields.isEmpty ? nil : "alert.textFields" }),
            SpecKey(
                "alert.textFields[]", .object, "One text field.", example: #"{"placeholder": "Name"}"#),
            SpecKey(
                "alert.textFields[].placeholder", .text, default: "\"\"", "The gray hint shown while text is empty.",
                example: #""Password""#),
            SpecKey(
                "alert.textFields[].text", .text, default: "\"\"", "What the user typed.", example: #""hunter2""#),
            SpecKey(
                "alert.textFields[].secure", .bool, default: "false", "Draws the text as bullets (isSecureTextEntry).",
                example: "true"),
            SpecKey(
                "alert.textFields[].focused", .bool, default: "false: the first field",
                "The field the keyboard types into: its caret shows (at most one field).", example: "true"),
            SpecKey(
                "alert.progress", .object, "A progress bar with a \"value / total\" label.",
                example: #"{"value": 3, "total": 10}"#),
            SpecKey(
                "alert.progress.value", .number(0...AlertSpec.maxProgressTotal, exclusiveLower: false), default: "0",
                "How far along; at most total.", example: "3"),
            SpecKey(
                "alert.progress.total", .number(0...AlertSpec.maxProgressTotal, exclusiveLower: true),
                default: "required", "The whole; required with progress.", example: "10",
                swiftValues: { [$0.alert.progress?.total] }),
            SpecKey(
                "alert.activityIndicator", .bool, default: "false",
                "Shows a spinning activity indicator (UIActivityIndicatorView .large).", example: "true",
                binding: .bool(\.alert.activityIndicator, \.activityIndicator)),
            SpecKey(
                "alert.table", .object, "A list of one-line rows inside the alert.",
                example: #"{"rows": ["Tokyo", "Osaka"], "height": 200}"#),
            SpecKey(
                "alert.table.rows", .array(maxItems: nil), default: "[]", "The row titles, top to bottom.",
                example: #"["Tokyo", "Osaka"]"#),
            SpecKey("alert.table.rows[]", .text, "One row's title.", example: #""Tokyo""#),
            SpecKey(
                "alert.table.height", size, default: "all rows, capped by the alert's room",
                "The visible height in points; rows beyond it scroll.", example: "200",
                swiftValues: { [$0.alert.table?.height] }),
            SpecKey(
                "alert.content", .object, default: "none",
                "A view in the card (UIAlertController's contentViewController): a PNG centred between the message (or title) and the text fields or actions.",
                example: #"{"image": "views/chart.png", "width": 238, "height": 120}"#,
                sheetRefusal: "alertsnap lays a content view out in an alert's card only; content is for alerts",
                given: { $0.alert.content == nil ? nil : "alert.content" }),
            SpecKey(
                "alert.content.image", .file, default: "required", "The PNG drawn as the view, in its own colours.",
                example: #""views/chart.png""#,
                files: { spec in spec.content.map { [("alert.content.image", $0.path)] } ?? [] }),
            SpecKey(
                "alert.content.width", size, default: "required",
                "The view's preferred width in points; capped to the card's width, the height scaling with it.",
                example: "238", swiftValues: { [$0.alert.content?.width] }),
            SpecKey(
                "alert.content.height", size, default: "required", "The view's preferred height in points.",
                example: "120", swiftValues: { [$0.alert.content?.height] }),
        ]
        rows += actionRows(side: side, length: length)
        rows += textStyle("alert.titleStyle", "The title's text style, laid over the theme's.", full: true) {
            $0.alert.titleStyle
        }
        rows += textStyle(
            "alert.messageStyle", "The message's text style, laid over the theme's.", full: true,
            lineHeight: "the system font's own (1.19 x the size; the plain card: its ratio to the size)"
        ) { $0.alert.messageStyle }
        rows += textStyle(
            "alert.actionStyle",
            "The action titles' font, size and weight, and the buttons' kind, geometry and colours per action style.",
            full: false
        ) { $0.alert.actionStyle }
        rows += [
            SpecKey(
                "alert.actionStyle.kind", choice(ActionKind.self), default: "\"text\"",
                "text: hairline rows (the system look); filled and outlined: rounded buttons inside the card.",
                example: #""filled""#),
            SpecKey(
                "alert.actionStyle.height", size, default: "the theme's row or button height",
                "The height of one button or row in points.", example: "44",
                swiftValues: { [$0.alert.actionButtons?.height] }),
            SpecKey(
                "alert.actionStyle.cornerRadius", length, default: "the theme's", "A button's corner radius in points.",
                example: "10", swiftValues: { [$0.alert.actionButtons?.cornerRadius] }),
            SpecKey(
                "alert.actionStyle.spacing", length, default: "the theme's", "Points between buttons.", example: "8",
                swiftValues: { [$0.alert.actionButtons?.spacing] }),
        ]
        rows += insets("alert.actionStyle.insets", "The buttons' insets inside the card.") {
            $0.alert.actionButtons?.insets
        }
        rows.append(
            SpecKey(
                "alert.actionStyle.separators", .bool, default: "true", "Hairlines between and above text rows.",
                example: "false"))
        for style in ActionStyle.allCases {
            rows += actionColors("alert.actionStyle.\(style.rawValue)", style)
        }
        rows += [
            SpecKey(
                "alert.icon", .object, "A PNG above the title.",
                example: #"{"image": "icons/trash.png", "width": 44, "height": 44, "tint": "systemRed"}"#,
                sheetRefusal: layoutRefusal("icon"), given: { $0.alert.icon == nil ? nil : "alert.icon" }),
            SpecKey(
                "alert.icon.image", .file, default: "required", "The PNG file.", example: #""icons/trash.png""#,
                files: { spec in spec.icon.map { [("alert.icon.image", $0.path)] } ?? [] }),
            SpecKey(
                "alert.icon.width", size, default: "height, else the theme's icon size (44)", "Width in points.",
                example: "44", swiftValues: { [$0.alert.icon?.width] }),
            SpecKey(
                "alert.icon.height", size, default: "width, else the theme's icon size (44)", "Height in points.",
                example: "44", swiftValues: { [$0.alert.icon?.height] }),
            SpecKey(
                "alert.icon.tint", .color, default: "none: the image's own colours",
                "Draws the image as a template (its alpha in this colour).", example: #""systemRed""#),
        ]
        rows += insets(
            "alert.insets", "The card's content insets; edges not given keep the theme's.",
            sheetRefusal: layoutRefusal("insets"), given: { $0.alert.insets == nil ? nil : "alert.insets" }
        ) { $0.alert.insets }
        rows += [
            SpecKey(
                "alert.spacing", length, default: "UIKit's baseline rhythm",
                "Points between icon, title, message and accessories.", example: "4",
                sheetRefusal: layoutRefusal("spacing"), binding: .number(\.alert.spacing)),
            SpecKey(
                "alert.border", .nullable(.object), "A stroke inside the card's outline.",
                example: #"{"color": "separator", "width": 1}"#, sheetRefusal: layoutRefusal("border"),
                given: { $0.alert.border == .unset ? nil : "alert.border" }),
            SpecKey("alert.border.color", .color, default: "separator", "The stroke colour.", example: #""separator""#),
            SpecKey(
                "alert.border.width", length, default: "the theme's (1)", "The stroke width in points.", example: "1",
                swiftValues: { spec in
                    if case .value(let border) = spec.alert.border { return [border.width] }
                    return []
                }),
            SpecKey(
                "colors", .map(.color), default: "none",
                "The design's own colour names, usable wherever a colour is; a name may not shadow a system colour.",
                example: ##"{"brand": {"light": "#5B3CC4", "dark": "#9E86FF"}}"##),
            SpecKey(
                "animation", .object, default: "the settled, fully presented alert",
                "Which moment of which animation to draw.", example: #"{"preset": "system", "time": 0.1}"#),
            SpecKey(
                "animation.preset", choice(AnimationPreset.self),
                default: "the theme's: system (system), fade (plain); on Android the look's: androidDialog (material3, appcompat), materialFade (material3-views)",
                "The presentation animation.", example: #""pop""#,
                binding: .choice(\.animation.preset, \.animation) { $0.theme.animation }),
            SpecKey(
                "animation.phase", choice(AnimationPhase.self), default: "\"present\"",
                "Presenting or dismissing.", example: #""dismiss""#,
                binding: .choice(\.animation.phase, \.phase, override: \SpecOverrides.phase, default: .present)),
            SpecKey(
                "animation.time", .number(0...Double.greatestFiniteMagnitude, exclusiveLower: false),
                default: "the settled end state", "Seconds into the phase.", example: "0.1",
                binding: .number(\.animation.time, \.time, override: \SpecOverrides.time)),
            SpecKey(
                "contentSize", choice(ContentSize.self), default: "\"large\"",
                "The Dynamic Type text size; alerts never shrink below large.", example: #""AX3""#,
                binding: .choice(\.contentSize)),
            SpecKey(
                "layoutDirection", choice(LayoutDirection.self), default: "\"auto\"",
                "auto is rtl for a right-to-left locale, else the direction of the title's first strong character.",
                example: #""rtl""#,
                binding: .choice(\.layoutDirection, \.layoutDirectionSetting, override: \SpecOverrides.layoutDirection, default: .auto)),
            SpecKey(
                "locale", .string(nonEmpty: true), default: "none",
                "A BCP 47 tag: picks catalog strings, sets the direction under auto and the line-breaking rules.",
                example: #""de""#, binding: .string(\.locale, \.locale, override: \SpecOverrides.locale, problem: LocaleTag.problem)),
            SpecKey(
                "keyboard", .oneOf([.bool, .choice([KeyboardSpec.hardware]), .object]), default: "false",
                "The iOS software keyboard at the bottom of the canvas; the alert centres in the space above it. true is the default keyboard; \"hardware\" is a hardware keyboard: no software keyboard, the alert unmoved, the focused field's caret shown.",
                example: #"{"type": "email", "returnKey": "next"}"#,
                sheetRefusal: "an action sheet shows no keyboard; the keyboard is for alerts",
                given: { $0.keyboard == nil && !$0.hardwareKeyboard ? nil : "keyboard" }),
            SpecKey(
                "keyboard.type", choice(KeyboardType.self), default: "\"default\"",
                "The keys: letters (default, email, url) or a digit pad (number, decimal, phone).", example: #""number""#),
            SpecKey(
                "keyboard.layout", choice(KeyboardLetters.self), default: "\"auto\"",
                "The letter rows; auto is QWERTZ for a de locale, AZERTY for fr, else QWERTY.", example: #""qwertz""#),
            SpecKey(
                "keyboard.returnKey", choice(ReturnKey.self), default: "\"return\"",
                "The return key's label (in the locale's language for de and fr).", example: #""done""#),
            SpecKey(
                "crop", choice(CropMode.self), default: "alertsnap.json's crop, else \"screen\"",
                "alert writes only the dialog (a sheet's groups, a popover and its arrow, the keyboard) with its shadow and 16 pt around it; the layout stays in screen points.",
                example: #""alert""#, binding: .choice(\.crop)),
            SpecKey(
                "extends", .file, default: "none",
                "A base spec whose keys this file's keys are laid over (objects merge key by key); at most 16 deep.",
                example: #""../design/brand-alert.json""#,
                files: { spec in
                    spec.baseSpecs.enumerated().map { depth, base in
                        (Array(repeating: "extends", count: depth + 1).joined(separator: "."), base)
                    }
                }),
            SpecKey(
                "strings", .file, default: "none",
                "A String Catalog (.xcstrings), a .strings file or a folder of <locale>.lproj/ tables, for {\"key\"} texts.",
                example: #""Localizable.xcstrings""#,
                files: { spec in
                    // One catalog file is `strings`; a folder's tables are named by their place in it
                    // (`strings:de.lproj/Localizable.strings`), which does not change when a checkout moves.
                    if spec.catalogFiles.count == 1 { return [("strings", spec.catalogFiles[0])] }
                    let prefix = ResolvedSpec.commonFolder(of: spec.catalogFiles)
                    return spec.catalogFiles.map { ("strings:" + $0.dropFirst(prefix.count), $0) }
                }, binding: .string(\.strings)),
            SpecKey(
                "lint", .object, default: "none",
                "Design lint settings of this spec, merged through extends; alertsnap.json's apply where a rule is not set here.",
                example: #"{"rules": {"contrast": "warning"}}"#),
            SpecKey(
                "lint.rules", .map(choice(LintLevel.self), names: LintRule.allCases.map(\.rawValue)),
                default: "each rule's own severity",
                "A level per rule (\(LintRule.allCases.map(\.rawValue).joined(separator: ", "))): off, info (never fails), warning or error.",
                example: #"{"contrast": "off", "smallText": "error"}"#),
            SpecKey(
                "variants", .object, default: "none",
                "Keys rendered in every combination of their values, each with its own golden <name>.<key>=<value>....png.",
                example: #"{"appearance": ["light", "dark"], "locale": ["en", "ar"]}"#),
        ]
        for key in VariantKey.allCases {
            rows.append(
                SpecKey(
                    "variants.\(key.rawValue)", .array(maxItems: nil), default: "not varied",
                    "The values of \(key.rawValue) to render.", example: key.exampleList))
            rows.append(
                SpecKey(
                    "variants.\(key.rawValue)[]",
                    key == .keyboard
                        ? .choice(["false", "true", KeyboardSpec.hardware] + KeyboardType.allCases.map(\.rawValue))
                        : rows.first { $0.path == key.rawValue }?.kind ?? .string(nonEmpty: true),
                    "One value of \(key.rawValue).", example: key.exampleValue))
        }
        rows += [
            SpecKey(
                "fonts", .array(maxItems: AlertSpec.maxFontFiles), default: "none",
                "TTF, OTF or TTC files whose families the text styles' font may name; a base's fonts and its child's add up.",
                example: #"["fonts/Brand-Regular.otf", "fonts/Brand-Bold.otf"]"#,
                files: { spec in
                    // Each font file once (a collection's faces share it), under the key that named it.
                    spec.fonts.enumerated().filter { i, face in !spec.fonts[..<i].contains { $0.path == face.path } }
                        .map { ($0.element.key, $0.element.path) }
                }),
            SpecKey("fonts[]", .file, "One font file.", example: #""fonts/Brand-Regular.otf""#),
            SpecKey(
                "systemFonts", .array(maxItems: AlertSpec.maxFontFiles), default: "alertsnap.json's, else the bundled Inter",
                "OTF, TTF, TTC or variable font files (SF Pro's Text and Display faces) the system look sets its text in, with SF Pro's tracking; their digests join the golden's environment.",
                example: #"["fonts/SF-Pro-Text-Regular.otf", "fonts/SF-Pro-Display-Regular.otf"]"#),
            SpecKey("systemFonts[]", .file, "One font file.", example: #""fonts/SF-Pro.ttf""#),
            SpecKey(
                "$schema", .string(nonEmpty: false), default: "none",
                "The JSON Schema of spec files, for editor completion; alertsnap ignores it.",
                example: #""../docs/schema.json""#),
        ]
        return rows
    }()

    /// The raw values of an enum a key takes.
    static func choice<E: RawRepresentable & CaseIterable>(_ type: E.Type) -> SpecValueKind
    where E.RawValue == String {
        .choice(E.allCases.map(\.rawValue))
    }

    /// The rows of a text style at `path` (`full`: with colour, alignment and lines, which an
    /// action title does not take).
    private static func textStyle(
        _ path: String, _ doc: String, full: Bool, lineHeight: String = "the theme's ratio to the size",
        _ style: @escaping @Sendable (AlertSpec) -> AlertSpec.TextStyleSpec?
    ) -> [SpecKey] {
        let textSize = AlertSpec.maxTextSize
        var rows = [
            SpecKey(
                path, .object, default: "the theme's", doc,
                example: full
                    ? #"{"font": "Inter", "size": 18, "weight": "bold", "color": "label"}"#
                    : #"{"size": 17, "weight": "semibold"}"#, shape: full ? "textStyle" : nil),
            SpecKey(
                path + ".font", .string(nonEmpty: true), default: "the bundled Inter",
                "A font family: bundled (Inter) or of a face in fonts.", example: #""Inter""#),
            SpecKey(
                path + ".size", .number(0...textSize, exclusiveLower: true), default: "the theme's, scaled by contentSize",
                "The size in points at contentSize large; it scales like Body.", example: "18",
                swiftValues: { [style($0)?.size] }),
            SpecKey(
                path + ".weight",
                .oneOf([.choice(AlertSpec.weightNames.map(\.0)), .integer(100...900)]), default: "the theme's",
                "A weight name or 100...900: the nearest face of the family.", example: #""semibold""#),
        ]
        guard full else { return rows }
        rows += [
            SpecKey(path + ".color", .color, default: "the theme's", "The text colour.", example: #""label""#),
            SpecKey(
                path + ".align", choice(AlertSpec.TextAlign.self), default: "\"center\"",
                "natural is the leading edge of the layout direction.", example: #""natural""#),
            SpecKey(
                path + ".lineHeight", .number(0...textSize * 4, exclusiveLower: true),
                default: lineHeight, "Points between baselines.", example: "24",
                swiftValues: { [style($0)?.lineHeight] }),
            SpecKey(
                path + ".maxLines", .integer(0...1000), default: "0", "0 is unlimited; else the last line ends in \"…\".",
                example: "2", swiftValues: { [style($0)?.maxLines.map(Double.init)] }),
        ]
        return rows
    }

    /// The rows of an insets object at `path`.
    private static func insets(
        _ path: String, _ doc: String, sheetRefusal: String? = nil,
        given: (@Sendable (AlertSpec) -> String?)? = nil,
        _ insets: @escaping @Sendable (AlertSpec) -> PartialInsets?
    ) -> [SpecKey] {
        let length = SpecValueKind.number(0...AlertSpec.maxCanvasSide, exclusiveLower: false)
        return [
            SpecKey(
                path, .object, default: "the theme's", doc, example: #"{"top": 20, "left": 16, "bottom": 20, "right": 16}"#,
                shape: "insets", sheetRefusal: sheetRefusal, given: given),
            SpecKey(path + ".top", length, default: "the theme's", "Top inset in points.", example: "20",
                swiftValues: { [insets($0)?.top] }),
            SpecKey(path + ".bottom", length, default: "the theme's", "Bottom inset in points.", example: "20",
                swiftValues: { [insets($0)?.bottom] }),
            SpecKey(path + ".left", length, default: "the theme's", "Left inset in points.", example: "16",
                swiftValues: { [insets($0)?.left] }),
            SpecKey(path + ".right", length, default: "the theme's", "Right inset in points.", example: "16",
                swiftValues: { [insets($0)?.right] }),
        ]
    }

    /// The colour rows of one action style's buttons at `path`.
    private static func actionColors(_ path: String, _ style: ActionStyle) -> [SpecKey] {
        [
            SpecKey(
                path, .object, default: "the theme's", "The colours of \(style.rawValue) actions' buttons.",
                example: #"{"background": "systemRed", "title": "white"}"#, shape: "actionColors"),
            SpecKey(
                path + ".background", .nullable(.color), default: "the theme's; null for none",
                "The button's fill.", example: #""systemRed""#),
            SpecKey(path + ".title", .color, default: "the theme's", "The title colour.", example: #""white""#),
            SpecKey(
                path + ".border", .nullable(.color), default: "the title colour for outlined, else none",
                "The 1 pt outline's colour; null for none.", example: "null"),
        ]
    }
}

extension VariantKey {
    /// A list of values `variants` may give this key, as JSON.
    fileprivate var exampleList: String {
        switch self {
        case .platform: return #"["ios", "android"]"#
        case .android: return #"["material3", "appcompat"]"#
        case .ios: return "[18, 26]"
        case .device: return #"["iphone-se", "iphone-15"]"#
        case .orientation: return #"["portrait", "landscape"]"#
        case .appearance: return #"["light", "dark"]"#
        case .contentSize: return #"["large", "AX3"]"#
        case .locale: return #"["en", "ar"]"#
        case .layoutDirection: return #"["ltr", "rtl"]"#
        case .keyboard: return #"["false", "true"]"#
        }
    }

    /// One value of this key, as JSON.
    fileprivate var exampleValue: String {
        switch self {
        case .platform: return #""android""#
        case .android: return #""appcompat""#
        case .ios: return "18"
        case .device: return #""iphone-se""#
        case .orientation: return #""landscape""#
        case .appearance: return #""dark""#
        case .contentSize: return #""AX3""#
        case .locale: return #""ar""#
        case .layoutDirection: return #""rtl""#
        case .keyboard: return #""true""#
        }
    }
}

extension AlertSpec.Alert {
    /// The shadow object when one is given.
    var shadowValue: AlertSpec.PartialShadow? {
        if case .value(let shadow) = shadow { return shadow }
        return nil
    }
}

extension ResolvedSpec {
    /// The folder all `files` are in, with its trailing `/` (`Fixtures/strings/`).
    static func commonFolder(of files: [String]) -> String {
        guard var prefix = files.first.map({ Substring($0) }) else { return "" }
        for f in files.dropFirst() { prefix = prefix.commonPrefix(with: f)[...] }
        guard let slash = prefix.lastIndex(of: "/") else { return "" }
        return String(prefix[...slash])
    }
}
