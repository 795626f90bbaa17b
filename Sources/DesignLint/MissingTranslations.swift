import AlertLayout
import AlertModel

extension MissingTranslation {
    /// The lint element of the text at `path`: `title`, `message`, `actions[i]`, `textFields[i]`,
    /// `table.rows[i]` (the element names of `SceneText`).
    var element: String {
        var p = path.hasPrefix("alert.") ? String(path.dropFirst("alert.".count)) : path
        for suffix in [".title", ".placeholder", ".text"] where p.hasPrefix("actions[") || p.hasPrefix("textFields[") {
            if p.hasSuffix(suffix) { p.removeLast(suffix.count) }
        }
        return p
    }

    /// The finding's message: which key, which locale, what is shown instead.
    var message: String {
        "key \(JSONValue.quoted(key)) has no \(locale) value in the catalog; shown in \(shownLanguage)"
    }
}
