/// The action keys in the key table's order (`SpecKey.table`): `alert.actions` and each action's members, the
/// action layout, the preferred style, Android's `cancelable`, and an action sheet's `source`.
extension SpecKey {
    static func actionRows(side: Double, length: SpecValueKind) -> [SpecKey] {
        [
        SpecKey(
            "alert.actions", .array(maxItems: nil), default: "none",
            "The buttons in spec order; layout decides where each goes (cancel left in a row, last in a stack).",
            example: #"[{"title": "Cancel", "style": "cancel"}, {"title": "Save", "preferred": true}]"#),
        SpecKey("alert.actions[]", .object, "One action (UIAlertAction).", example: #"{"title": "OK"}"#),
        SpecKey(
            "alert.actions[].title", .text, default: "\"\"", "The button's text, on one line.",
            example: #""Delete""#),
        SpecKey(
            "alert.actions[].style", choice(ActionStyle.self), default: "\"default\"",
            "default is drawn in the tint, destructive in systemRed; at most one cancel.", example: #""cancel""#),
        SpecKey(
            "alert.actions[].preferred", .bool, default: "false",
            "Drawn emphasised (bold); at most one action; no effect in an action sheet.", example: "true"),
        SpecKey(
            "alert.actions[].enabled", .bool, default: "true",
            "false draws the title dimmed and its taps do not dismiss.", example: "false"),
        SpecKey(
            "alert.actions[].background", .color, default: "the action style's",
            "This button's fill, over its style's.", example: ##""#34C759""##,
            sheetRefusal: "action sheet rows have no background of their own",
            given: { spec in
                spec.alert.actions.firstIndex { $0.background != nil }.map { "alert.actions[\($0)].background" }
            }),
        SpecKey(
            "alert.actions[].titleColor", .color, default: "the action style's",
            "This button's title colour (UIKit's titleTextColor).", example: #""white""#),
        SpecKey(
            "alert.actions[].image", .object, default: "none",
            "An image at the action's leading edge (UIAlertAction's image key), mirrored in right to left.",
            example: #"{"image": "icons/phone.png"}"#),
        SpecKey(
            "alert.actions[].image.image", .file, default: "required", "The PNG file.",
            example: #""icons/phone.png""#,
            files: { spec in
                spec.actionImages.enumerated().compactMap { i, image in
                    image.map { ("alert.actions[\(i)].image.image", $0.path) }
                }
            }),
        SpecKey(
            "alert.actions[].image.tint", .color, default: "the action's title colour",
            "The template image's colour.", example: #""systemGreen""#),
        SpecKey(
            "alert.actions[].image.template", .bool, default: "true",
            "true draws the image's alpha in the tint (a template, as UIKit draws action images); false keeps its own colours.",
            example: "false"),
        SpecKey(
            "alert.actions[].role", choice(AndroidButtonRole.self),
            default: "React Native's mapping: the last positive, the one before it negative, the first of three neutral",
            "The Android button slot: positive at the end, negative before it, neutral at the start; ignored on iOS.",
            example: #""negative""#),
        SpecKey(
            "alert.actions[].checked", .bool, default: "false",
            "A checkmark at the action's trailing edge in the alert's tint (UIAlertAction's checked key).",
            example: "true"),
        SpecKey(
            "alert.actionLayout", choice(ActionLayoutMode.self), default: "\"auto\"",
            "auto: one action a row, two side by side when both titles fit, three or more stacked (plain: up to three in a row); horizontal forces a row, vertical a stack.",
            example: #""vertical""#, binding: .choice(\.alert.actionLayout, \.actionLayout)),
        SpecKey(
            "alert.preferredStyle", choice(PreferredStyle.self), default: "\"alert\"",
            "actionSheet: a sheet at the bottom on iPhone, a popover at source on iPad.",
            example: #""actionSheet""#, binding: .choice(\.alert.preferredStyle)),
        SpecKey(
            "alert.cancelable", .bool, default: "the Android look's: true (Material 3), false (AppCompat, as React Native)",
            "Whether a tap outside an Android dialog dismisses it (alertsnap hit); on iOS backdrop.dismissOnTap says it.",
            example: "true"),
        SpecKey(
            "alert.source", .object, default: "none (required for an action sheet on iPad)",
            "What an iPad action sheet's popover points at, in canvas points.",
            example: #"{"x": 340, "y": 60, "width": 44, "height": 44}"#, shape: "frame"),
        SpecKey(
            "alert.source.x", .number(-side...side, exclusiveLower: false), default: "required",
            "Left edge in points.", example: "340"),
        SpecKey(
            "alert.source.y", .number(-side...side, exclusiveLower: false), default: "required",
            "Top edge in points.", example: "60"),
        SpecKey("alert.source.width", length, default: "0", "Width in points.", example: "44"),
        SpecKey("alert.source.height", length, default: "0", "Height in points.", example: "44"),
        SpecKey(
            "alert.source.arrow", .bool, default: "true",
            "iOS 26: whether the popover points at the source with an arrow, as UIKit draws one toward a view; false for a bar button or permittedArrowDirections = [] (no arrow, 8 pt from the source).",
            example: "false"),
        ]
    }
}
