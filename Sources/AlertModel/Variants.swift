/// `variants` (docs/contract.md "Variants"): a spec rendered under every combination of a
/// few keys, each combination with its own golden and output name,
/// `<name>.<key>=<value>....png`, keys in the fixed order of `VariantKey`.

/// A key `variants` and `--vary` take, in the order file names list them.
public enum VariantKey: String, Hashable, Sendable, CaseIterable {
    /// `platform=ios|android`: whose dialog, outermost in file names (`<name>.platform=android.png`).
    case platform
    /// `android=material3|material3-views|appcompat`: which Android dialog; applies only under Android.
    case android
    /// `ios=18|26`: the generation of the system look, outermost in file names (`<name>.ios=18.png`).
    case ios
    /// The keys of docs/contract.md, in its file-name order.
    case device, orientation, appearance, contentSize, locale, layoutDirection
    /// `keyboard=true|false|hardware|TYPE`: the alert with or without the software keyboard, or with a hardware one (`--keyboard`).
    case keyboard

    /// Why `value` is not a value of this key, or nil when it is (the spec's own checks).
    func problem(_ value: String) -> String? {
        var probe = SpecOverrides()
        do {
            try probe.set(rawValue, to: value)
            return nil
        } catch {
            return error.message
        }
    }
}

/// One key's value in one variant: `locale=ar`.
public struct VariantValue: Hashable, Sendable {
    /// The varied key.
    public var key: VariantKey
    /// Its value in this variant, as written.
    public var value: String

    /// `key` = `value`.
    public init(_ key: VariantKey, _ value: String) {
        self.key = key
        self.value = value
    }
}

/// The lists of values a spec varies over, by key. A key that is listed varies, even with one
/// value: it is part of every file name, so a golden never changes meaning when a list shrinks.
///
/// ```swift
/// var set = try VariantSet(parsing: ["locale=en,ar", "contentSize=large,AX3"])
/// print(set.count)   // 4
/// ```
public struct VariantSet: Sendable, Equatable {
    /// Values per key; keys absent do not vary.
    public private(set) var lists: [VariantKey: [String]] = [:]

    /// More variants than this for one spec is refused before any is built (exit 2): 6 devices x
    /// 2 appearances x 12 sizes x 7 locales is 1008.
    public static let maxCount = 1024
    /// Most values in one list.
    public static let maxValues = 256

    /// No variants: the spec as written.
    public init() {}

    /// Whether nothing varies.
    public var isEmpty: Bool { lists.isEmpty }

    /// The varied keys in file-name order.
    public var keys: [VariantKey] { VariantKey.allCases.filter { lists[$0] != nil } }

    /// How many variants (the product of the list lengths), `Int.max` on overflow.
    public var count: Int {
        var n = 1
        for key in keys {
            let (p, overflow) = n.multipliedReportingOverflow(by: lists[key]!.count)
            n = overflow ? Int.max : p
        }
        return n
    }

    /// Sets (or replaces) the values of `key`; `source` and `path` name them in errors.
    public mutating func set(_ key: VariantKey, to values: [String], file: String, path: String) throws(SpecError) {
        guard !values.isEmpty else { throw SpecError(file: file, path: path, message: "give at least one value") }
        guard values.count <= Self.maxValues else {
            throw SpecError(file: file, path: path, message: "\(values.count) values; at most \(Self.maxValues)")
        }
        for (i, v) in values.enumerated() {
            if let problem = key.problem(v) {
                throw SpecError(file: file, path: "\(path)[\(i)]", message: problem)
            }
            if values[..<i].contains(v) {
                throw SpecError(
                    file: file, path: "\(path)[\(i)]",
                    message: "\"\(v)\" is listed twice (two variants would share a name)")
            }
        }
        lists[key] = values
    }

    /// Stops varying `key`.
    public mutating func remove(_ key: VariantKey) { lists[key] = nil }

    /// `other`'s lists laid over these, key by key (a spec's over `alertsnap.json`'s, `--vary` over both).
    public func overlaid(with other: VariantSet) -> VariantSet {
        var out = self
        for (key, values) in other.lists { out.lists[key] = values }
        return out
    }

    /// The `variants` object of a spec or `alertsnap.json`: `{"locale": ["en", "ar"], ...}`.
    public init(json: JSONValue, file: String, path: String) throws(SpecError) {
        guard case .object(let members) = json else {
            throw SpecError(file: file, path: path, message: "expected an object of value lists, got \(json.typeName)")
        }
        let names = VariantKey.allCases.map(\.rawValue)
        for (name, value) in members {
            let sub = path.isEmpty ? name : "\(path).\(name)"
            guard let key = VariantKey(rawValue: name) else {
                let hint = KeySuggestion.nearest(to: name, in: names).map { "; did you mean \"\($0)\"?" } ?? ""
                throw SpecError(
                    file: file, path: sub,
                    message: "unknown key\(hint) (variants vary \(names.joined(separator: ", ")))")
            }
            guard case .array(let items) = value else {
                throw SpecError(file: file, path: sub, message: "expected an array of values, got \(value.typeName)")
            }
            var values: [String] = []
            for (i, item) in items.enumerated() {
                // `ios` lists numbers, as the spec's own key is one (`"ios": [18, 26]`).
                if key == .ios, case .number(let n) = item, n == n.rounded(), abs(n) < 1e6 {
                    values.append(String(Int(n)))
                    continue
                }
                guard case .string(let s) = item else {
                    throw SpecError(
                        file: file, path: "\(sub)[\(i)]", message: "expected a string, got \(item.typeName)")
                }
                values.append(s)
            }
            try set(key, to: values, file: file, path: sub)
        }
        try checkCount(file: file, path: path)
    }

    /// `--vary key=v1,v2` options, later ones replacing earlier ones of the same key.
    public init(parsing options: [String]) throws(SpecError) {
        for text in options {
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let key = VariantKey(rawValue: parts[0]) else {
                throw SpecError(
                    file: "--vary", path: "",
                    message:
                        "expected KEY=v1,v2 with KEY one of \(VariantKey.allCases.map(\.rawValue).joined(separator: ", ")), got \"\(text)\""
                )
            }
            try set(key, to: parts[1].split(separator: ",").map(String.init), file: "--vary", path: key.rawValue)
        }
        try checkCount(file: "--vary", path: "")
    }

    /// Refuses more than `maxCount` variants, naming the lists' lengths.
    public func checkCount(file: String, path: String) throws(SpecError) {
        let n = count
        guard n > Self.maxCount else { return }
        let factors = keys.map { "\(lists[$0]!.count) \($0.rawValue)" }.joined(separator: " x ")
        throw SpecError(
            file: file, path: path,
            message: "\(factors) = \(n == Int.max ? "too many" : String(n)) variants; at most \(Self.maxCount) per spec"
        )
    }

    /// Every combination, the first key outermost: `[[device=a, locale=en], [device=a, locale=ar], ...]`;
    /// one empty combination when nothing varies. Call `checkCount` first.
    public var combinations: [[VariantValue]] {
        var combos: [[VariantValue]] = [[]]
        combos.reserveCapacity(min(count, Self.maxCount))
        for key in keys {
            combos = combos.flatMap { c in lists[key]!.map { c + [VariantValue(key, $0)] } }
        }
        return combos
    }
}

extension ResolvedSpec {
    /// `.contentSize=AX3.locale=ar`: what this variant adds to the spec's file stem; empty for the
    /// spec as written.
    public var variantSuffix: String { variant.map { ".\($0.key.rawValue)=\($0.value)" }.joined() }

    /// The golden and output stem: `name` and the variant's suffix (`delete.contentSize=AX3.locale=ar`).
    public var fileStem: String { name + variantSuffix }
}

extension AlertSpec {
    /// Every variant of this spec, resolved: `variants` with `extra` laid over it (the config's
    /// under it, `--vary` over it), each combination applied as overrides on top of `overrides`.
    /// A key that `overrides` fixes (`--locale ar`) no longer varies. Throws before resolving any
    /// when there would be more than `VariantSet.maxCount`.
    ///
    /// ```swift
    /// let all = try spec.resolvedVariants()
    /// print(all.map(\.fileStem))   // ["delete.locale=en", "delete.locale=ar"]
    /// ```
    public func resolvedVariants(
        under base: VariantSet = VariantSet(), adding extra: VariantSet = VariantSet(),
        overrides: SpecOverrides = SpecOverrides()
    ) throws(SpecError) -> [ResolvedSpec] {
        var out: [ResolvedSpec] = []
        for combination in try variantCombinations(under: base, adding: extra, overrides: overrides) {
            out.append(try resolvedVariant(combination))
        }
        return out
    }

    /// One variant of `resolvedVariants`, unresolved: the overrides it applies and its values.
    public struct VariantCombination: Sendable {
        /// `overrides` with the variant's values set, or why one could not be.
        var overrides: Result<SpecOverrides, SpecError>
        /// The values, in the set's key order (the resolved spec's `variant`).
        public var values: [VariantValue]
    }

    /// The combinations `resolvedVariants(under:adding:overrides:)` resolves, in its order, so that
    /// a caller can resolve them apart (`check` spreads a spec's variants over its cores):
    /// `resolvedVariant` of each gives `resolvedVariants`'s results. Throws as it does.
    public func variantCombinations(
        under base: VariantSet = VariantSet(), adding extra: VariantSet = VariantSet(),
        overrides: SpecOverrides = SpecOverrides()
    ) throws(SpecError) -> [VariantCombination] {
        var set = base.overlaid(with: variants).overlaid(with: extra)
        if overrides.device != nil { set.remove(.device) }
        if overrides.orientation != nil { set.remove(.orientation) }
        if overrides.appearance != nil { set.remove(.appearance) }
        if overrides.contentSize != nil { set.remove(.contentSize) }
        if overrides.locale != nil { set.remove(.locale) }
        if overrides.layoutDirection != nil { set.remove(.layoutDirection) }
        if overrides.keyboard != nil { set.remove(.keyboard) }
        if overrides.ios != nil { set.remove(.ios) }
        if overrides.platform != nil { set.remove(.platform) }
        if overrides.android != nil { set.remove(.android) }
        try set.checkCount(file: sourcePath ?? "<spec>", path: "variants")
        // A value that cannot be set is thrown by `resolvedVariant`, in combination order, as
        // `resolvedVariants` always did.
        return collapsed(set.combinations, overrides: overrides).map { combo in
            let o = Result { () throws(SpecError) -> SpecOverrides in
                var o = overrides
                for v in combo { try o.set(v.key.rawValue, to: v.value) }
                return o
            }
            return VariantCombination(overrides: o, values: combo)
        }
    }

    /// `combinations` with the axes that do not apply to a combination's platform left out (`ios`
    /// under Android, `android` under iOS), duplicates dropped in order: `{"platform": ["ios",
    /// "android"], "ios": [18, 26]}` gives `platform=ios.ios=18`, `platform=ios.ios=26` and
    /// `platform=android`, never an Android golden per iOS version.
    func collapsed(_ combinations: [[VariantValue]], overrides: SpecOverrides) -> [[VariantValue]] {
        let fixed = overrides.platform ?? platform ?? overrides.defaultPlatform ?? .default
        var seen = Set<[VariantValue]>()
        var out: [[VariantValue]] = []
        for combo in combinations {
            let varied = combo.first { $0.key == .platform }.flatMap { Platform(rawValue: $0.value) }
            let on = varied ?? fixed
            let kept = combo.filter { v in
                switch v.key {
                case .ios: return on == .ios
                case .android: return on == .android
                default: return true
                }
            }
            if seen.insert(kept).inserted { out.append(kept) }
        }
        return out
    }

    /// The spec resolved for one of `variantCombinations`.
    public func resolvedVariant(_ combination: VariantCombination) throws(SpecError) -> ResolvedSpec {
        var resolved = try self.resolved(combination.overrides.get())
        resolved.variant = combination.values
        return resolved
    }
}

extension AlertSpec {
    /// Varies `key` over `values` (the Swift form of a spec's `"variants": {"locale": ["en", "ar"]}`):
    /// `assertAlertSnapshot` then checks every variant against its own golden in one assertion.
    ///
    /// ```swift
    /// var spec = AlertSpec(title: "Delete?", message: nil)
    /// try spec.vary(.contentSize, ["large", "AX3"])
    /// ```
    public mutating func vary(_ key: VariantKey, _ values: [String]) throws(SpecError) {
        try variants.set(key, to: values, file: sourcePath ?? "<spec>", path: "variants.\(key.rawValue)")
        try variants.checkCount(file: sourcePath ?? "<spec>", path: "variants")
    }
}
