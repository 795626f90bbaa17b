import AlertModel

/// What an `alertsnap.json` (or its absence) means for the specs under it: the spec defaults
/// (`crop`, `ios`, `platform`, `android`, `api`, `systemFonts`, `variants`), where goldens go (`golden`), how they are compared (`threshold`,
/// `compare`) and the lint levels (`lint`). Every command that reads specs takes these from here,
/// so `check`, `serve`, `lint` and `render` see a spec the same way and a golden is only ever
/// written where `check` looks for it.
///
/// ```swift
/// let settings = try ProjectSettings.nearest(toSpec: "dialogs/sign-out.json")
/// let variants = try AlertSpec.load(path: "dialogs/sign-out.json")
///     .resolvedVariants(under: settings.variants, overrides: settings.overrides())
/// ```
public struct ProjectSettings: Sendable, Equatable {
    /// The config file, `nil` when no `alertsnap.json` applies.
    public var config: CheckConfig?

    /// The settings of `config` (none: every spec as written, goldens beside it).
    public init(_ config: CheckConfig? = nil) { self.config = config }

    /// The settings of the `alertsnap.json` nearest to the spec file at `path` (its folder or
    /// above, up to the repository root); throws naming the file and key of a bad config.
    public static func nearest(toSpec path: String) throws(CheckError) -> ProjectSettings {
        ProjectSettings(try CheckConfig.nearest(to: SpecDiscovery.directory(of: path)))
    }

    /// The config's `variants`, under each spec's own.
    public var variants: VariantSet { config?.variants ?? VariantSet() }

    /// The config's `lint.rules`, under each spec's own.
    public var lintRules: LintRuleLevels { config?.lintRules ?? LintRuleLevels() }

    /// `given` (command-line overrides, which win) with the config's `crop`, `ios`, `platform`,
    /// `android`, `api` and `systemFonts` as the defaults of specs that set none.
    public func overrides(over given: SpecOverrides = SpecOverrides()) -> SpecOverrides {
        var o = given
        o.defaultCrop = o.defaultCrop ?? config?.crop
        o.defaultIOS = o.defaultIOS ?? config?.ios
        o.defaultPlatform = o.defaultPlatform ?? config?.platform
        o.defaultAndroid = o.defaultAndroid ?? config?.android
        o.defaultAPI = o.defaultAPI ?? config?.api
        o.defaultSystemFonts = o.defaultSystemFonts ?? config?.systemFonts
        return o
    }

    /// The golden folder of the spec at `path`: `goldenDirectory` (`--golden`) when given, else
    /// the config's `golden`, else `__snapshots__` beside the spec.
    public func goldenFolder(forSpec path: String, goldenDirectory: String? = nil) -> String {
        goldenDirectory ?? config?.golden ?? SpecDiscovery.join(SpecDiscovery.directory(of: path), "__snapshots__")
    }

    /// The golden of the snapshot `stem` (name and variant) of the spec at `path`, as `check` finds it.
    public func golden(forSpec path: String, stem: String, goldenDirectory: String? = nil) -> String {
        SpecDiscovery.join(goldenFolder(forSpec: path, goldenDirectory: goldenDirectory), stem + ".png")
    }

    /// `policy` with the config's `threshold` and `compare` where no option gave them.
    public func policy(
        _ policy: ComparisonPolicy, thresholdIsExplicit: Bool = false, compareIsExplicit: Bool = false
    ) -> ComparisonPolicy {
        var p = policy
        if !thresholdIsExplicit, let t = config?.threshold {
            p.options.threshold = t
            p.toleranceIsExplicit = true
        }
        if !compareIsExplicit, let compare = config?.compare { p.compare = compare }
        return p
    }
}
