import AlertModel
import AlertRender

/// The variants `lint` checks: the spec's own `variants` (or the spec as written), under every
/// combination of `--vary` values (the keys `sheet --vary` takes, parsed by `ContactSheet.Variation`).
public enum LintVariants {
    /// `(variant, spec)` pairs: variant is `key=value` pairs joined by `,` in the order the
    /// variations were given (empty without variations); specs resolved with `overrides` under them.
    public static func expand(
        _ spec: AlertSpec, variations: [ContactSheet.Variation], overrides: SpecOverrides = SpecOverrides()
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
            for resolved in try s.resolvedVariants(overrides: o) {
                let variant =
                    (combo.map { "\($0.0.rawValue)=\($0.1)" }
                    + resolved.variant.map { "\($0.key.rawValue)=\($0.value)" }).joined(separator: ",")
                out.append((variant, resolved))
            }
        }
        return out
    }
}
