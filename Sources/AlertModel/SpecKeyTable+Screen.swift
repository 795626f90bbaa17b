/// The spec's screen keys in the key table's order (`SpecKey.table`): the output name, the device and its
/// canvas and safe area, the appearance and the look (`theme`, `ios`, `platform`, `android`, `api`), the
/// presenting screen and the backdrop.
extension SpecKey {
    static func screenRows(size: SpecValueKind, length: SpecValueKind, ratio: SpecValueKind) -> [SpecKey] {
        [
        SpecKey(
            "name", .string(nonEmpty: true), default: "the spec file's stem",
            "The output stem: render writes <name>.png and check's golden is __snapshots__/<name>.png; no '/'.",
            example: #""save-confirm""#, binding: .string(\.name, problem: AlertSpec.nameProblem)),
        SpecKey(
            "device", .choice(DevicePreset.all.map(\.name)), default: "\"\(DevicePreset.defaultName)\"",
            "The device preset: canvas size, scale and safe area.", example: #""iphone-se""#,
            binding: .string(\.device)),
        SpecKey(
            "orientation", choice(Orientation.self), default: "\"portrait\"",
            "Turns the device: landscape swaps its size and uses its landscape safe area (an explicit canvas stays).",
            example: #""landscape""#, binding: .choice(\.orientation)),
        SpecKey(
            "canvas", .object, default: "the device's", "The canvas's size and scale, overriding the device's.",
            example: #"{"width": 393, "height": 852, "scale": 3}"#),
        SpecKey(
            "canvas.width", size, default: "the device's width", "Canvas width in points.", example: "393",
            binding: .number(\.canvasWidth)),
        SpecKey(
            "canvas.height", size, default: "the device's height", "Canvas height in points.", example: "852",
            binding: .number(\.canvasHeight)),
        SpecKey(
            "canvas.scale", .number(1...4, exclusiveLower: false), default: "the device's scale",
            "Device pixels per point; the PNG is round(width*scale) x round(height*scale) pixels.", example: "3",
            binding: .number(\.scale)),
        SpecKey(
            "safeArea", .object, default: "the device's insets; none when canvas is given",
            "Safe-area insets in points; the system alert is centred in the safe area.",
            example: #"{"top": 59, "bottom": 34}"#),
        SpecKey(
            "safeArea.top", length, default: "the device's", "Top inset in points.", example: "59",
            binding: .number(\.safeAreaTop)),
        SpecKey(
            "safeArea.bottom", length, default: "the device's", "Bottom inset in points.", example: "34",
            binding: .number(\.safeAreaBottom)),
        SpecKey(
            "safeArea.left", length, default: "the device's", "Left inset in points.", example: "0",
            binding: .number(\.safeAreaLeft)),
        SpecKey(
            "safeArea.right", length, default: "the device's", "Right inset in points.", example: "0",
            binding: .number(\.safeAreaRight)),
        SpecKey(
            "appearance", choice(Appearance.self), default: "\"light\"",
            "Light or dark: picks every named colour's and colour set's value.", example: #""dark""#,
            binding: .choice(\.appearance)),
        SpecKey(
            "theme", choice(ThemeName.self), default: "\"system\"",
            "The look: system is UIAlertController's, plain a flat custom card.", example: #""plain""#,
            binding: .choice(\.theme)),
        SpecKey(
            "ios", .numberChoice(IOSVersion.allCases.map { Double($0.rawValue) }),
            default: "alertsnap.json's ios, else 26",
            "The generation of UIKit's look: 26 is iOS 26's Liquid Glass (what apps built today show), 18 the iOS 13-18 card. Named system colours take that version's values.",
            example: "18", binding: .ios),
        SpecKey(
            "platform", choice(Platform.self), default: "alertsnap.json's platform, else \"ios\"",
            "Whose dialog: ios draws UIAlertController's, android one of Android's dialogs (the android key); the same title, message and actions either way.",
            example: #""android""#, binding: .choice(\.platform)),
        SpecKey(
            "android", choice(AndroidLook.self), default: "alertsnap.json's android, else \"material3\"",
            "Which Android dialog, when platform is android: material3 is Jetpack Compose's AlertDialog, material3-views MaterialAlertDialogBuilder's, appcompat AppCompat's (what React Native's Alert.alert and .NET MAUI's DisplayAlert show).",
            example: #""appcompat""#, binding: .choice(\.android)),
        SpecKey(
            "api", choice(IOSAPI.self), default: "alertsnap.json's api, else \"uikit\"",
            "Which iOS front end presented the alert, in the iOS 26 look: uikit is UIAlertController (its card a little taller: 156 pt for a title, a message and two buttons), swiftui SwiftUI's .alert and .confirmationDialog (152 pt).",
            example: #""swiftui""#, binding: .choice(\.api)),
        SpecKey(
            "presenting", .object, "The screen that presented the alert.",
            example: #"{"image": "screens/home.png", "tint": "dimmed"}"#),
        SpecKey(
            "presenting.image", .oneOf([.file, .object]), default: "none: presenting.color fills the canvas",
            "A PNG aspect-filled to the canvas, or {\"light\": A, \"dark\": B} for each appearance.",
            example: #""screens/home.png""#,
            files: { spec in spec.presentingImage.map { [("presenting.image", $0)] } ?? [] }),
        SpecKey(
            "presenting.image.light", .file, default: "presenting.color",
            "The presenting screen in the light appearance.", example: #""screens/home.png""#),
        SpecKey(
            "presenting.image.dark", .file, default: "presenting.color",
            "The presenting screen in the dark appearance.", example: #""screens/home-dark.png""#),
        SpecKey(
            "presenting.color", .color, default: "systemGroupedBackground",
            "Fills the canvas where there is no image.", example: ##""#F2F2F7""##,
            binding: .color(\.presenting.color, \.presentingColor, default: .named(.systemGroupedBackground))),
        SpecKey(
            "presenting.tint", choice(PresentingTint.self), default: "the theme's: tintOnly (system), dimmed (plain)",
            "tintOnly grays the presenting screen's tint-coloured pixels (UIKit's .dimmed); dimmed grays the whole screen.",
            example: #""dimmed""#, binding: .choice(\.presenting.tint, \.presentingTint) { $0.theme.presentingTint }),
        SpecKey(
            "presenting.tintColor", .color, default: "systemBlue",
            "The presenting app's tint colour, which tintOnly grays out.", example: #""systemBlue""#,
            binding: .color(\.presenting.tintColor, \.presentingTintColor, default: .named(.systemBlue))),
        SpecKey(
            "backdrop", .object, default: "the theme's dimming",
            "The dimming view between the presenting screen and the alert.",
            example: ##"{"color": "#000000", "opacity": 0.2}"##),
        SpecKey(
            "backdrop.color", .color, default: "black", "The dimming colour.", example: ##""#000000""##,
            binding: .color(\.backdrop.color, \.dimmingColor, default: .named(.black))),
        SpecKey(
            "backdrop.opacity", ratio, default: "the theme's dimming for the appearance",
            "The dimming colour's opacity; 0 for none.", example: "0.2",
            binding: .number(\.backdrop.opacity, \.dimmingOpacity) { $0.theme.dimmingOpacity($0.appearance) }),
        SpecKey(
            "backdrop.blur", length, default: "0", "Gaussian sigma in points applied to the presenting content.",
            example: "8", binding: .number(\.backdrop.blur, \.backdropBlur, default: 0)),
        SpecKey(
            "backdrop.dismissOnTap", .bool, default: "false",
            "Taps on the four backdrop rectangles dismiss the alert (alertsnap hit).", example: "true",
            binding: .bool(\.backdrop.dismissOnTap, \.dismissOnTap, default: false)),
        ]
    }
}
