/// Typed access to one JSON object of a spec, with strict checks: unknown keys (with a "did you
/// mean" hint), wrong types and out-of-range numbers all become a `SpecError` naming the key path.
/// The keys an object takes and the ranges of its numbers come from `SpecKey.table`.
struct SpecReader {
    let file: String
    let path: String
    /// `path` with its array indices written `[]`: the object's path in `SpecKey.table`.
    let pattern: String
    let members: [(key: String, value: JSONValue)]
    /// The spec's own named colours (top-level `colors`), usable wherever a colour is.
    var colors: [String: ColorValue]

    /// A reader of the object at `path` taking the members `SpecKey.table` lists for it.
    init(file: String, path: String, value: JSONValue, colors: [String: ColorValue] = [:]) throws(SpecError) {
        try self.init(
            file: file, path: path, value: value, allowed: SpecKey.members(of: SpecKey.pattern(of: path)),
            colors: colors)
    }

    /// A reader of an object that is not a table key of its own (a colour, a catalog text): `allowed`
    /// are its members.
    init(
        file: String, path: String, value: JSONValue, allowed: [String], colors: [String: ColorValue] = [:]
    ) throws(SpecError) {
        self.file = file
        self.path = path
        self.pattern = SpecKey.pattern(of: path)
        self.colors = colors
        guard case .object(let members) = value else {
            throw SpecError(file: file, path: path, message: "expected an object, got \(value.typeName)")
        }
        self.members = members
        for (key, _) in members where !allowed.contains(key) {
            var message = "unknown key"
            if let near = KeySuggestion.nearest(to: key, in: allowed) {
                message += "; did you mean \"\(near)\"?"
            } else {
                message += "; expected one of \(allowed.joined(separator: ", "))"
            }
            throw SpecError(file: file, path: join(key), message: message)
        }
    }

    func join(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    func fail(_ key: String, _ message: String) -> SpecError {
        SpecError(file: file, path: join(key), message: message)
    }

    /// The raw value of `key`, nil when absent.
    func raw(_ key: String) -> JSONValue? { members.first { $0.key == key }?.value }

    func has(_ key: String) -> Bool { raw(key) != nil }

    /// `key` is present and JSON `null`.
    func isNull(_ key: String) -> Bool { raw(key) == .null }

    func string(_ key: String) throws(SpecError) -> String? {
        guard let v = raw(key) else { return nil }
        guard case .string(let s) = v else { throw fail(key, "expected a string, got \(v.typeName)") }
        return s
    }

    func bool(_ key: String) throws(SpecError) -> Bool? {
        guard let v = raw(key) else { return nil }
        guard case .bool(let b) = v else { throw fail(key, "expected true or false, got \(v.typeName)") }
        return b
    }

    /// A finite number within the range `SpecKey.table` gives the key.
    func number(_ key: String) throws(SpecError) -> Double? {
        guard raw(key) != nil else { return nil }
        let (range, exclusiveLower) = SpecKey.numberRange(tablePath(key))
        return try number(key, in: range, exclusiveLower: exclusiveLower)
    }

    /// The key's path in `SpecKey.table`.
    func tablePath(_ key: String) -> String { pattern.isEmpty ? key : "\(pattern).\(key)" }

    /// A finite number within `range`; `exclusiveLower` makes the lower bound itself invalid.
    func number(_ key: String, in range: ClosedRange<Double>, exclusiveLower: Bool = false) throws(SpecError)
        -> Double?
    {
        guard let v = raw(key) else { return nil }
        guard case .number(let d) = v else { throw fail(key, "expected a number, got \(v.typeName)") }
        return try Self.check(d, range: range, exclusiveLower: exclusiveLower) { m throws(SpecError) in
            throw fail(key, m)
        }
    }

    static func check(
        _ d: Double, range: ClosedRange<Double>, exclusiveLower: Bool,
        fail: (String) throws(SpecError) -> Never
    ) throws(SpecError) -> Double {
        if let message = rangeProblem(d, range: range, exclusiveLower: exclusiveLower) { try fail(message) }
        return d
    }

    /// Why `d` is not a valid value in `range`, or nil when it is.
    static func rangeProblem(_ d: Double, range: ClosedRange<Double>, exclusiveLower: Bool) -> String? {
        guard d.isFinite else { return "must be a finite number" }
        let unbounded = range.upperBound >= Double.greatestFiniteMagnitude
        if exclusiveLower ? d <= range.lowerBound : d < range.lowerBound {
            return "\(format(d)) is out of range; must be \(exclusiveLower ? ">" : ">=") \(format(range.lowerBound))"
                + (unbounded ? "" : " and <= \(format(range.upperBound))")
        }
        if d > range.upperBound { return "\(format(d)) is out of range; must be <= \(format(range.upperBound))" }
        return nil
    }

    /// One of an enum's raw values.
    func enumValue<E: RawRepresentable & CaseIterable>(_ key: String, _ type: E.Type) throws(SpecError) -> E?
    where E.RawValue == String {
        guard let s = try string(key) else { return nil }
        guard let e = E(rawValue: s) else {
            throw fail(key, "unknown value \"\(s)\"; expected \(E.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return e
    }

    /// A colour: `#RGB`, `#RRGGBB`, `#RRGGBBAA`, a system name, a name from `colors`,
    /// `{"r", "g", "b", "a"}` or a colour set `{"light": C, "dark": C}`.
    func color(_ key: String) throws(SpecError) -> ColorValue? {
        if case .object(let members) = raw(key) {
            if members.contains(where: { $0.key == "light" || $0.key == "dark" }) {
                guard let o = try object(key, allowed: ["light", "dark"]) else { return nil }
                guard let light = try o.color("light") else { throw o.fail("light", "is required in a colour set") }
                guard let dark = try o.color("dark") else { throw o.fail("dark", "is required in a colour set") }
                return .set(light: light, dark: dark)
            }
            // Also `{"r": 1, "g": 0.5, "b": 0, "a": 1}`: components in 0...1 (alpha optional), as
            // UIColor(red:green:blue:alpha:) takes them.
            guard let o = try object(key, allowed: ["r", "g", "b", "a"]) else { return nil }
            func component(_ k: String, default d: Double?) throws(SpecError) -> UInt8 {
                guard let v = try o.number(k, in: 0...1) ?? d else { throw o.fail(k, "is required") }
                return UInt8((v * 255).rounded())
            }
            return .literal(
                RGBA8(
                    try component("r", default: nil), try component("g", default: nil),
                    try component("b", default: nil), try component("a", default: 1)))
        }
        guard let s = try string(key) else { return nil }
        if let c = ColorValue(parsing: s) ?? colors[s] { return c }
        throw fail(key, "invalid colour \"\(s)\"; expected " + Self.colorForms(colors))
    }

    /// What a colour may be, for error messages: the forms, the spec's own names, the system names.
    static func colorForms(_ colors: [String: ColorValue]) -> String {
        let own = colors.isEmpty ? "" : "a name from colors (\(colors.keys.sorted().joined(separator: ", "))), "
        return "#RGB, #RRGGBB, #RRGGBBAA, {r, g, b, a}, {light, dark}, \(own)or one of "
            + NamedColor.allCases.map(\.rawValue).joined(separator: ", ")
    }

    /// `[x, y]` in points.
    func pair(_ key: String) throws(SpecError) -> [Double]? {
        guard let v = raw(key) else { return nil }
        guard case .array(let items) = v, items.count == 2 else {
            throw fail(key, "expected an array of two numbers [x, y]")
        }
        let limit = SpecKey.numberRange(tablePath(key)).range.upperBound
        var out: [Double] = []
        for (i, item) in items.enumerated() {
            guard case .number(let d) = item, d.isFinite else {
                throw SpecError(
                    file: file, path: join(key) + "[\(i)]", message: "expected a finite number, got \(item.typeName)")
            }
            // Offsets beyond a canvas side only move the alert off every canvas.
            guard abs(d) <= limit else {
                throw SpecError(
                    file: file, path: join(key) + "[\(i)]",
                    message: "\(format(d)) is out of range; must be within ±\(format(limit))")
            }
            out.append(d)
        }
        return out
    }

    /// A nested object reader for `key`, nil when absent.
    func object(_ key: String, allowed: [String]) throws(SpecError) -> SpecReader? {
        guard let v = raw(key) else { return nil }
        return try SpecReader(file: file, path: join(key), value: v, allowed: allowed, colors: colors)
    }

    /// A nested object reader for `key` taking the members `SpecKey.table` lists, nil when absent.
    func object(_ key: String) throws(SpecError) -> SpecReader? {
        try object(key, allowed: SpecKey.members(of: tablePath(key)))
    }

    /// A reader for element `index` of the array `key`, an object taking the members `SpecKey.table`
    /// lists for `key[]`.
    func element(_ key: String, _ index: Int, _ value: JSONValue) throws(SpecError) -> SpecReader {
        try SpecReader(
            file: file, path: join(key) + "[\(index)]", value: value, allowed: SpecKey.members(of: tablePath(key) + "[]"),
            colors: colors)
    }

    func array(_ key: String) throws(SpecError) -> [JSONValue]? {
        guard let v = raw(key) else { return nil }
        guard case .array(let items) = v else { throw fail(key, "expected an array, got \(v.typeName)") }
        return items
    }
}

/// Numbers in messages: no trailing ".0" for whole values.
func format(_ d: Double) -> String {
    if d == d.rounded(), abs(d) < 1e16 { return String(Int(d)) }
    return String(d)
}
