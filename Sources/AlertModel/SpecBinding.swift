/// Where a plain key's value lives in `AlertSpec` and in `ResolvedSpec`. A table row with a
/// binding needs no code of its own: the decoder reads it (`SpecReader.decodeBoundKeys`), a spec
/// built in Swift is checked against its range, resolution fills it (the override, else the spec's
/// value, else its default) and a catalog text looked up for it lands in it. Keys inside arrays and
/// optional objects take no binding: their values live in the elements' own types.
struct SpecBinding: Sendable {
    /// Reads the key's member of the object `reader` holds into the spec.
    let decode: @Sendable (SpecReader, SpecKey, inout AlertSpec) throws(SpecError) -> Void
    /// Sets the resolved value; nil for a key whose value resolution combines with others (the
    /// canvas, the theme), which only its decoding and range check come from the binding.
    let resolve: (@Sendable (AlertSpec, SpecOverrides, inout ResolvedSpec) -> Void)?
    /// Whether the spec gives the key.
    let isSet: @Sendable (AlertSpec) -> Bool
    /// The key's numbers in the spec (a pair's two in order), for the range check; nil for other kinds.
    let numbers: (@Sendable (AlertSpec) -> [Double?])?
    /// Puts a catalog text looked up for the key into the resolved spec; nil for other kinds.
    let setText: (@Sendable (inout ResolvedSpec, String) -> Void)?

    /// An optional value read by `read`, decoded and checked only (resolution combines it with others).
    private static func decoded<V: Sendable>(
        _ spec: WritableKeyPath<AlertSpec, V?> & Sendable,
        read: @escaping @Sendable (SpecReader, SpecKey) throws(SpecError) -> V?,
        number: (@Sendable (AlertSpec) -> Double?)? = nil
    ) -> SpecBinding {
        SpecBinding(
            decode: { reader, key, s throws(SpecError) in s[keyPath: spec] = try read(reader, key) }, resolve: nil,
            isSet: { $0[keyPath: spec] != nil }, numbers: number.map { n in { @Sendable s in [n(s)] } }, setText: nil)
    }

    /// An optional value read by `read`; `value` resolves the override, else the spec's value.
    private static func optional<V: Sendable, R>(
        _ spec: WritableKeyPath<AlertSpec, V?> & Sendable,
        read: @escaping @Sendable (SpecReader, SpecKey) throws(SpecError) -> V?,
        into resolved: WritableKeyPath<ResolvedSpec, R> & Sendable,
        override: (KeyPath<SpecOverrides, V?> & Sendable)?,
        value: @escaping @Sendable (V?, ResolvedSpec) -> R,
        number: (@Sendable (AlertSpec) -> Double?)? = nil
    ) -> SpecBinding {
        SpecBinding(
            decode: { reader, key, s throws(SpecError) in s[keyPath: spec] = try read(reader, key) },
            resolve: { s, overrides, out in
                out[keyPath: resolved] = value(override.flatMap { overrides[keyPath: $0] } ?? s[keyPath: spec], out)
            },
            isSet: { $0[keyPath: spec] != nil }, numbers: number.map { n in { @Sendable s in [n(s)] } }, setText: nil)
    }

    /// A value that is never absent in the spec (its default is the property's own), copied as it is.
    private static func plain<V: Sendable>(
        _ spec: WritableKeyPath<AlertSpec, V> & Sendable, _ resolved: WritableKeyPath<ResolvedSpec, V> & Sendable,
        read: @escaping @Sendable (SpecReader, SpecKey) throws(SpecError) -> V?
    ) -> SpecBinding {
        SpecBinding(
            decode: { reader, key, s throws(SpecError) in
                if let v = try read(reader, key) { s[keyPath: spec] = v }
            },
            resolve: { s, _, out in out[keyPath: resolved] = s[keyPath: spec] },
            isSet: { _ in true }, numbers: nil, setText: nil)
    }

    // MARK: Numbers

    /// A number in the key's table range, decoded and checked only (resolution combines it with others).
    static func number(_ spec: WritableKeyPath<AlertSpec, Double?> & Sendable) -> SpecBinding {
        decoded(spec, read: { r, key throws(SpecError) in try r.number(key.name) }, number: { $0[keyPath: spec] })
    }

    /// A number in the key's table range; the override, else the spec's, else `fallback` of the
    /// resolved spec (its theme, its appearance).
    static func number(
        _ spec: WritableKeyPath<AlertSpec, Double?> & Sendable, _ resolved: WritableKeyPath<ResolvedSpec, Double> & Sendable,
        default fallback: @escaping @Sendable (ResolvedSpec) -> Double
    ) -> SpecBinding {
        optional(
            spec, read: { r, key throws(SpecError) in try r.number(key.name) }, into: resolved, override: nil,
            value: { v, out in v ?? fallback(out) }, number: { $0[keyPath: spec] })
    }

    /// A number in the key's table range, `value` when absent.
    static func number(
        _ spec: WritableKeyPath<AlertSpec, Double?> & Sendable, _ resolved: WritableKeyPath<ResolvedSpec, Double> & Sendable,
        default value: Double
    ) -> SpecBinding {
        number(spec, resolved, default: { _ in value })
    }

    /// A number in the key's table range that stays nil when absent; `override` replaces it.
    static func number(
        _ spec: WritableKeyPath<AlertSpec, Double?> & Sendable, _ resolved: WritableKeyPath<ResolvedSpec, Double?> & Sendable,
        override: KeyPath<SpecOverrides, Double?> & Sendable
    ) -> SpecBinding {
        optional(
            spec, read: { r, key throws(SpecError) in try r.number(key.name) }, into: resolved, override: override,
            value: { v, _ in v }, number: { $0[keyPath: spec] })
    }

    /// `[x, y]` within the key's limit, into two properties whose own values are the default.
    static func pair(
        _ x: WritableKeyPath<AlertSpec, Double> & Sendable, _ y: WritableKeyPath<AlertSpec, Double> & Sendable,
        _ resolvedX: WritableKeyPath<ResolvedSpec, Double> & Sendable,
        _ resolvedY: WritableKeyPath<ResolvedSpec, Double> & Sendable
    ) -> SpecBinding {
        SpecBinding(
            decode: { r, key, s throws(SpecError) in
                guard let p = try r.pair(key.name) else { return }
                s[keyPath: x] = p[0]
                s[keyPath: y] = p[1]
            },
            resolve: { s, _, out in
                out[keyPath: resolvedX] = s[keyPath: x]
                out[keyPath: resolvedY] = s[keyPath: y]
            },
            isSet: { _ in true }, numbers: { [$0[keyPath: x], $0[keyPath: y]] }, setText: nil)
    }

    // MARK: Booleans

    /// `true` or `false`, `value` when absent.
    static func bool(
        _ spec: WritableKeyPath<AlertSpec, Bool?> & Sendable, _ resolved: WritableKeyPath<ResolvedSpec, Bool> & Sendable,
        default value: Bool
    ) -> SpecBinding {
        optional(
            spec, read: { r, key throws(SpecError) in try r.bool(key.name) }, into: resolved, override: nil,
            value: { v, _ in v ?? value })
    }

    /// `true` or `false` into a property whose own value is the default.
    static func bool(
        _ spec: WritableKeyPath<AlertSpec, Bool> & Sendable, _ resolved: WritableKeyPath<ResolvedSpec, Bool> & Sendable
    ) -> SpecBinding {
        plain(spec, resolved, read: { r, key throws(SpecError) in try r.bool(key.name) })
    }

    // MARK: Choices

    /// One of an enum's raw values, decoded only (resolution combines it with others).
    static func choice<E: RawRepresentable & CaseIterable & Sendable>(_ spec: WritableKeyPath<AlertSpec, E?> & Sendable)
        -> SpecBinding where E.RawValue == String
    {
        decoded(spec, read: { r, key throws(SpecError) in try r.enumValue(key.name, E.self) })
    }

    /// One of an enum's raw values; the override, else the spec's, else `fallback` of the resolved spec.
    static func choice<E: RawRepresentable & CaseIterable & Sendable>(
        _ spec: WritableKeyPath<AlertSpec, E?> & Sendable, _ resolved: WritableKeyPath<ResolvedSpec, E> & Sendable,
        override: (KeyPath<SpecOverrides, E?> & Sendable)? = nil, default fallback: @escaping @Sendable (ResolvedSpec) -> E
    ) -> SpecBinding where E.RawValue == String {
        optional(
            spec, read: { r, key throws(SpecError) in try r.enumValue(key.name, E.self) }, into: resolved,
            override: override, value: { v, out in v ?? fallback(out) })
    }

    /// One of an enum's raw values; the override, else the spec's, else `value`.
    static func choice<E: RawRepresentable & CaseIterable & Sendable>(
        _ spec: WritableKeyPath<AlertSpec, E?> & Sendable, _ resolved: WritableKeyPath<ResolvedSpec, E> & Sendable,
        override: (KeyPath<SpecOverrides, E?> & Sendable)? = nil, default value: E
    ) -> SpecBinding where E.RawValue == String {
        choice(spec, resolved, override: override, default: { _ in value })
    }

    /// One of an enum's raw values into a property whose own value is the default.
    static func choice<E: RawRepresentable & CaseIterable & Sendable>(
        _ spec: WritableKeyPath<AlertSpec, E> & Sendable, _ resolved: WritableKeyPath<ResolvedSpec, E> & Sendable
    ) -> SpecBinding where E.RawValue == String {
        plain(spec, resolved, read: { r, key throws(SpecError) in try r.enumValue(key.name, E.self) })
    }

    /// `ios`: 18 or 26; `--ios`, else the spec's, else `alertsnap.json`'s, else the default.
    static let ios = SpecBinding(
        decode: { r, key, s throws(SpecError) in
            guard let v = r.raw(key.name) else { return }
            guard case .number(let n) = v, let version = IOSVersion(number: n) else {
                let shown: String
                if case .number(let n) = v { shown = format(n) } else { shown = v.typeName }
                throw r.fail(key.name, "unknown value \(shown); expected \(IOSVersion.valueList)")
            }
            s.ios = version
        },
        // Resolved with the screen (`resolveScreen`): the theme is chosen by it.
        resolve: nil,
        isSet: { $0.ios != nil }, numbers: nil, setText: nil)

    // MARK: Strings, texts and colours

    /// A string or a file path, decoded only: `problem` (nil when the string is fine) is checked
    /// first, then the key's kind: "" is refused for a path and a non-empty string, a choice takes
    /// only its values.
    static func string(
        _ spec: WritableKeyPath<AlertSpec, String?> & Sendable, problem: (@Sendable (String) -> String?)? = nil
    ) -> SpecBinding {
        decoded(spec) { r, key throws(SpecError) in try readString(r, key, problem: problem) }
    }

    /// A string as `string(_:problem:)` reads it; the override, else the spec's, nil when absent.
    static func string(
        _ spec: WritableKeyPath<AlertSpec, String?> & Sendable, _ resolved: WritableKeyPath<ResolvedSpec, String?> & Sendable,
        override: KeyPath<SpecOverrides, String?> & Sendable, problem: (@Sendable (String) -> String?)? = nil
    ) -> SpecBinding {
        optional(
            spec, read: { r, key throws(SpecError) in try readString(r, key, problem: problem) }, into: resolved,
            override: override, value: { v, _ in v })
    }

    private static func readString(_ r: SpecReader, _ key: SpecKey, problem: (@Sendable (String) -> String?)?)
        throws(SpecError) -> String?
    {
        guard let s = try r.string(key.name) else { return nil }
        if let message = problem?(s) { throw r.fail(key.name, message) }
        switch key.kind {
        case .string(nonEmpty: true), .file:
            if s.isEmpty { throw r.fail(key.name, "must not be empty") }
        case .choice(let values):
            if !values.contains(s) {
                throw r.fail(key.name, "unknown value \"\(s)\"; expected \(values.joined(separator: ", "))")
            }
        default: break
        }
        return s
    }

    /// A text: a string or a catalog key (its looked-up text replaces it); nil when absent.
    static func text(
        _ spec: WritableKeyPath<AlertSpec, String?> & Sendable, _ resolved: WritableKeyPath<ResolvedSpec, String?> & Sendable
    ) -> SpecBinding {
        SpecBinding(
            decode: { reader, key, s throws(SpecError) in
                s[keyPath: spec] = try reader.text(key.name, references: &s.catalogTexts)
            },
            resolve: { s, _, out in out[keyPath: resolved] = s[keyPath: spec] },
            isSet: { $0[keyPath: spec] != nil }, numbers: nil, setText: { out, text in out[keyPath: resolved] = text })
    }

    /// A text that may be `null`; absent and `null` both resolve to nil.
    static func text(
        _ spec: WritableKeyPath<AlertSpec, Nullable<String>> & Sendable,
        _ resolved: WritableKeyPath<ResolvedSpec, String?> & Sendable
    ) -> SpecBinding {
        SpecBinding(
            decode: { reader, key, s throws(SpecError) in
                s[keyPath: spec] =
                    reader.isNull(key.name)
                    ? .none : (try reader.text(key.name, references: &s.catalogTexts)).map { .value($0) } ?? .unset
            },
            resolve: { s, _, out in out[keyPath: resolved] = s[keyPath: spec].or(nil) },
            isSet: { $0[keyPath: spec] != .unset }, numbers: nil, setText: { out, text in out[keyPath: resolved] = text })
    }

    /// A colour, resolved for the appearance; `fallback` of the resolved spec when absent.
    static func color(
        _ spec: WritableKeyPath<AlertSpec, ColorValue?> & Sendable, _ resolved: WritableKeyPath<ResolvedSpec, RGBA8> & Sendable,
        default fallback: @escaping @Sendable (ResolvedSpec) -> ColorValue
    ) -> SpecBinding {
        optional(
            spec, read: { r, key throws(SpecError) in try r.color(key.name) }, into: resolved, override: nil,
            value: { v, out in (v ?? fallback(out)).resolved(out.appearance, out.ios) })
    }

    /// A colour, resolved for the appearance; `value` when absent.
    static func color(
        _ spec: WritableKeyPath<AlertSpec, ColorValue?> & Sendable, _ resolved: WritableKeyPath<ResolvedSpec, RGBA8> & Sendable,
        default value: ColorValue
    ) -> SpecBinding {
        color(spec, resolved, default: { _ in value })
    }
}

extension SpecKey {
    /// The members of an object the binding decoder reads: a bound key, or an object all of whose
    /// members it reads (`canvas`, `backdrop`), which then needs no code in the decoder at all.
    enum BoundMember {
        case key(SpecKey)
        case object(String)
    }

    /// The bound members by the path of the object they are members of, in table order.
    private static let boundByParent: [String: [BoundMember]] = {
        var out: [String: [BoundMember]] = [:]
        // Children come after their parents in the table: walk it backwards so that an object's
        // members are known when the object is.
        for key in table.reversed() {
            if key.binding != nil {
                out[key.parent, default: []].insert(.key(key), at: 0)
            } else if case .object = key.kind, let members = out[key.path],
                members.count == SpecKey.members(of: key.path).count
            {
                out[key.parent, default: []].insert(.object(key.name), at: 0)
            }
        }
        return out
    }()

    /// The rows with a binding that resolution fills, in table order.
    fileprivate static let resolvedBindings: [SpecBinding] = table.compactMap { $0.binding?.resolve == nil ? nil : $0.binding }

    /// The bound members of the object at `path` (a table path: `backdrop`, "" for the top level).
    static func boundMembers(of path: String) -> [BoundMember] { boundByParent[path] ?? [] }
}

extension SpecReader {
    /// Reads every member of this object whose table row has a binding, and every member object
    /// made of such keys alone, in table order.
    func decodeBoundKeys(into spec: inout AlertSpec) throws(SpecError) {
        for member in SpecKey.boundMembers(of: pattern) {
            switch member {
            case .key(let key): try key.binding!.decode(self, key, &spec)
            case .object(let name): try object(name)?.decodeBoundKeys(into: &spec)
            }
        }
    }
}

extension AlertSpec {
    /// Fills the resolved values of the keys whose table row has a binding that resolves; reads
    /// the resolved spec's appearance and theme for defaults that depend on them.
    func resolveBoundKeys(_ overrides: SpecOverrides, into resolved: inout ResolvedSpec) {
        for binding in SpecKey.resolvedBindings { binding.resolve!(self, overrides, &resolved) }
    }
}
