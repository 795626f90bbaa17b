import AlertModel
import AlertRender

/// The variants `lint` checks: the spec's own `variants` (or the spec as written), under every
/// combination of `--vary` values (the keys `sheet --vary` takes, parsed by `ContactSheet.Variation`).
public enum LintVariants {
    /// `(variant, spec)` pairs: variant is `key=value` pairs joined by `,` in the order golden file
    /// names list them (`VariantKey`'s, as `check --lint` names a variant), then the keys no file
    /// name varies (`theme`, `time`, `phase`) as given; empty without variations. Specs resolved
    /// with `overrides` under them, their own `variants` laid over `base` (`alertsnap.json`'s, as
    /// `check` varies them); a key `--vary` gives is no longer the spec's or the config's to vary,
    /// so `--vary` wins key by key.
    public static func expand(
        _ spec: AlertSpec, variations: [ContactSheet.Variation], under base: VariantSet = VariantSet(),
        overrides: SpecOverrides = SpecOverrides()
    ) throws(SpecError) -> [(variant: String, spec: ResolvedSpec)] {
        var combos: [[(ContactSheet.Variation.Key, String)]] = [[]]
        for v in variations {
            combos = combos.flatMap { c in v.values.map { c + [(v.key, $0)] } }
        }
        var out: [(variant: String, spec: ResolvedSpec)] = []
        for combo in combos {
            var s = spec
            var o = overrides
            for (key, value) in combo {
                if key == .theme {
                    s.theme = ThemeName(rawValue: value)
                } else {
                    try o.set(key.rawValue, to: value)
                }
            }
            for resolved in try s.resolvedVariants(under: base, overrides: o) {
                let pairs = combo.map { ($0.0.rawValue, $0.1) } + resolved.variant.map { ($0.key.rawValue, $0.value) }
                out.append((name(pairs), resolved))
            }
        }
        return out
    }

    /// `appearance=dark,locale=de`: `pairs` in file-name order, the others after in their order.
    public static func name(_ pairs: [(key: String, value: String)]) -> String {
        func rank(_ key: String) -> Int {
            VariantKey.allCases.firstIndex { $0.rawValue == key } ?? VariantKey.allCases.count
        }
        let ordered = pairs.enumerated().sorted { (rank($0.element.key), $0.offset) < (rank($1.element.key), $1.offset) }
        return ordered.map { "\($0.element.key)=\($0.element.value)" }.joined(separator: ",")
    }
}
