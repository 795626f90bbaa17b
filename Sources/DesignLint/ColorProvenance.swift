import AlertModel

extension DesignLinter {
    /// What a contrast finding on colours the spec did not set says: the keys that would change
    /// the text's colour or the fill behind it (`settableColorKeys`), never one that does not.
    static func themeColourHint(of element: String, spec: ResolvedSpec, sheet: Bool) -> String {
        let keys = settableColorKeys(of: element, spec: spec, sheet: sheet)
        let whose = spec.android.map { "\($0.look.rawValue)'s \(androidRole(of: element)) colour" } ?? "UIKit's default colour"
        guard !keys.isEmpty else { return whose }
        return "\(whose); set \(keys.joined(separator: " or ")) to change it"
    }

    /// The Material colour role an Android dialog paints `element` in (docs/themes.md "Android
    /// colours": the title `onSurface`, the message `onSurfaceVariant`, buttons `primary`,
    /// AppCompat's `colorAccent`), what a designer on Android knows it by.
    static func androidRole(of element: String) -> String {
        switch element {
        case "title": return "onSurface"
        case "message", "progress.label": return "onSurfaceVariant"
        default:
            if element.hasPrefix("actions[") { return "primary" }
            if element.hasPrefix("table.rows[") { return "onSurfaceVariant" }
            return "default"
        }
    }

    /// Every key that sets `element`'s text colour or the fill behind it, set or not: what a
    /// designer can change. An action sheet's header gray is UIKit's whatever the text styles say,
    /// so only the fill behind it changes its contrast.
    static func settableColorKeys(of element: String, spec: ResolvedSpec, sheet: Bool) -> [String] {
        switch element {
        case "title", "message":
            return (sheet ? [] : ["alert.\(element)Style.color"]) + ["alert.background"]
        case "progress.label":
            return ["alert.background"]
        default:
            if element.hasPrefix("table.rows[") { return ["alert.background"] }
            guard element.hasPrefix("actions["), let i = Int(element.dropFirst("actions[".count).dropLast()),
                spec.actions.indices.contains(i)
            else { return [] }
            let action = spec.actions[i]
            let style = "alert.actionStyle.\(action.style.rawValue)"
            let filled = spec.buttons.kind == .filled
            // A non-destructive title (and a default filled button's fill) is in the tint.
            let accent = action.style != .destructive ? ["alert.tint"] : []
            let title = accent + ["\(style).title"]
            let fill = filled ? ["\(style).background"] : ["alert.background"]
            return title + fill
        }
    }

    /// The colour keys the spec set (`ResolvedSpec.colorKeys`) among those `element`'s contrast
    /// depends on: its text colour and the fill it sits on, as the painters choose them. Empty
    /// when both are the theme's. The presenting screen is the app's, not the alert's design, so
    /// it is not one of them.
    static func colorKeys(of element: String, spec: ResolvedSpec, sheet: Bool) -> [String] {
        var keys: [String] = []
        switch element {
        case "title", "message":
            // An action sheet draws its header in the sheet's own gray, whatever the text styles say.
            if !sheet { keys.append("alert.\(element)Style.color") }
            keys.append("alert.background")
        case "progress.label":
            keys.append("alert.background")
        default:
            if element.hasPrefix("table.rows[") { keys.append("alert.background") }
            if element.hasPrefix("actions["), let i = Int(element.dropFirst("actions[".count).dropLast()),
                spec.actions.indices.contains(i)
            {
                keys += actionColorKeys(i, spec: spec)
            }
        }
        return keys.filter(spec.colorKeys.contains)
    }

    /// The keys an action's title colour and fill may come from, in the order `resolvedButtons`
    /// and the painters try them; a key the spec did not set is passed over.
    private static func actionColorKeys(_ i: Int, spec: ResolvedSpec) -> [String] {
        let action = spec.actions[i]
        let style = "alert.actionStyle.\(action.style.rawValue)"
        let set = spec.colorKeys.contains
        let filled = spec.buttons.kind == .filled
        // Non-destructive text and outlined titles, and default filled buttons, are in the tint.
        let accent = action.style != .destructive ? ["alert.tint"] : []
        let ownTitle = ["alert.actions[\(i)].titleColor", "\(style).title"].first(where: set)
        let ownFill = ["alert.actions[\(i)].background", "\(style).background"].first(where: set)
        let title = ownTitle.map { [$0] } ?? (filled ? [] : accent)
        let fill = ownFill.map { [$0] } ?? (filled ? (action.style == .default ? accent : []) : ["alert.background"])
        return title + fill
    }
}
