/// The top-level `colors` of a spec: the design's own colour names (docs/contract.md "Your own design").
extension AlertSpec {
    /// Reads `colors`. Each entry is any colour a spec accepts, including a colour set and the
    /// names defined above it; a name may not shadow a system colour (`label` must always mean
    /// UIKit's label, or a shared base would change meaning under a spec that redefines it).
    static func decodeColors(_ r: SpecReader) throws(SpecError) -> [String: ColorValue] {
        guard let value = r.raw("colors") else { return [:] }
        guard case .object(let members) = value else {
            throw r.fail("colors", "expected an object of colour names, got \(value.typeName)")
        }
        var reader = try SpecReader(file: r.file, path: r.join("colors"), value: value, allowed: members.map(\.key))
        var colors: [String: ColorValue] = [:]
        for (name, _) in members {
            if NamedColor(rawValue: name) != nil {
                throw reader.fail(name, "shadows the system colour \"\(name)\"; give your colour another name")
            }
            if name.isEmpty || name.hasPrefix("#") {
                throw reader.fail(name, "a colour name must be non-empty and must not start with \"#\"")
            }
            reader.colors = colors
            colors[name] = try reader.color(name)
        }
        return colors
    }
}
