/// Telling spec files from the other JSON that lives beside them (string tables, report summaries,
/// tool configuration), so that `check DIR` takes only specs.
extension AlertSpec {
    /// The keys a spec file may have at its top level that make it a spec (`$schema` alone does
    /// not: a JSON Schema has one too).
    public static let topLevelKeys = SpecKey.members(of: "").filter { $0 != "$schema" }

    /// Whether JSON found while searching a folder is meant as a spec: anything but an object
    /// whose keys are neither spec keys nor typos of them (`{"delete.title": "..."}`). A file that
    /// does not parse, or has a misspelt spec key, counts as a spec, so its error is reported
    /// rather than the file silently skipped.
    ///
    /// ```swift
    /// AlertSpec.looksLikeSpec(Array(#"{"alert": {"title": "Hi"}}"#.utf8))   // true
    /// AlertSpec.looksLikeSpec(Array(#"{"greeting": "Hello"}"#.utf8))          // false
    /// ```
    public static func looksLikeSpec(_ bytes: [UInt8]) -> Bool {
        guard case .object(let members)? = try? JSONParser.parse(bytes, dialect: .jsonc) else { return true }
        if members.isEmpty { return true }
        return members.contains { member in
            topLevelKeys.contains(member.key)
                || (member.key.count <= 64 && KeySuggestion.nearest(to: member.key, in: topLevelKeys) != nil)
        }
    }

    /// The name in `names` closest to a misspelt `name`, when it is close enough to be a typo: the
    /// "did you mean" of every unknown key or command.
    ///
    /// ```swift
    /// AlertSpec.nearestName(to: "mesage", in: ["title", "message"])   // "message"
    /// ```
    public static func nearestName(to name: String, in names: [String]) -> String? {
        KeySuggestion.nearest(to: name, in: names)
    }
}
