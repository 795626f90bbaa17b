import AlertModel
import AlertRender
import DesignLint
import Localization

/// `alertsnap room`: the room every text of every snapshot a project renders has, and what it
/// uses (docs/contract.md "Room"). Each spec is varied as `check` varies it (its `alertsnap.json`'s
/// `variants` under its own, `--vary` over both, key by key), so the room is that of every
/// locale, text size, device and look the project ships; the catalogs are read, never written.
///
/// ```swift
/// let report = try RoomReport.make(specs: ["dialogs/sign-out.json"], renderer: try AlertRenderer())
/// print(report.table)
/// ```
public struct RoomReport: Sendable {
    /// Every text of every snapshot, in spec, variant and drawing order.
    public var texts: [RoomText]
    /// The catalogs the texts came from, by path, each with the keys the project shows from it.
    public var catalogs: [RoomCatalog]

    /// The texts of `specs` (files), each under the `alertsnap.json` nearest to it, under
    /// `variations` (`--vary`) and `overrides` (`--locale`, `--device`, ...). Throws on bad input:
    /// a spec, a config, a catalog.
    public static func make(
        specs: [String], variations: [ContactSheet.Variation] = [], overrides: SpecOverrides = SpecOverrides(),
        renderer: AlertRenderer
    ) throws -> RoomReport {
        var texts: [RoomText] = []
        var catalogs: [RoomCatalog] = []
        for path in specs {
            let spec = try AlertSpec.load(path: path)
            let project = try ProjectSettings.nearest(toSpec: path)
            let variants = try LintVariants.expand(
                spec, variations: variations, under: project.variants, overrides: project.overrides(over: overrides))
            for (variant, resolved) in variants {
                texts += try RoomText.texts(of: resolved, file: path, variant: variant, renderer: renderer)
            }
            if let catalogPath = spec.catalogPath().map(AlertSpec.normalizedPath), !spec.catalogTexts.isEmpty {
                let keys = spec.catalogTexts.map(\.key)
                if let i = catalogs.firstIndex(where: { $0.path == catalogPath }) {
                    for key in keys where !catalogs[i].keys.contains(key) { catalogs[i].keys.append(key) }
                } else {
                    var unique: [String] = []
                    for key in keys where !unique.contains(key) { unique.append(key) }
                    catalogs.append(RoomCatalog(path: catalogPath, catalog: try StringCatalog.load(path: catalogPath), keys: unique))
                }
            }
        }
        return RoomReport(texts: texts, catalogs: catalogs)
    }

    /// The report of these texts and catalogs.
    public init(texts: [RoomText], catalogs: [RoomCatalog] = []) {
        self.texts = texts
        self.catalogs = catalogs
    }

    /// `room`'s exit code: 1 when a text is truncated (with `strict`, also when one shrinks), else 0.
    public func exitCode(strict: Bool) -> Int32 {
        texts.contains { $0.verdict == .truncated || (strict && $0.verdict == .shrinks) } ? 1 : 0
    }

    /// The texts of one group of the table: a catalog key's, or a text written in a spec (by spec
    /// and element), in text order.
    public struct Group: Sendable {
        /// `photos.delete.action`, or `dialog.json title` for a text with no key.
        public var label: String
        /// The key, nil for a text written in the spec.
        public var key: String?
        /// Per locale, the text with the least room (worst verdict, then least slack), worst locale first.
        public var worstByLocale: [RoomText]
    }

    /// The table's groups: by key (texts with no key by spec and element), the worst group first.
    public var groups: [Group] {
        var order: [String] = []
        var members: [String: [RoomText]] = [:]
        for t in texts {
            let label = t.key ?? "\(t.spec) \(t.element)"
            if members[label] == nil { order.append(label) }
            members[label, default: []].append(t)
        }
        var out: [Group] = []
        for label in order {
            let all = members[label]!
            var locales: [String] = []
            for t in all where !locales.contains(t.locale) { locales.append(t.locale) }
            let worst = locales.map { locale in all.filter { $0.locale == locale }.min(by: Self.worse)! }
            out.append(Group(label: label, key: all[0].key, worstByLocale: worst.sorted(by: Self.worse)))
        }
        return out.enumerated().sorted { a, b in
            let wa = a.element.worstByLocale[0], wb = b.element.worstByLocale[0]
            if Self.worse(wa, wb) { return true }
            if Self.worse(wb, wa) { return false }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// Whether `a` has less room than `b`: a worse verdict, else less slack.
    static func worse(_ a: RoomText, _ b: RoomText) -> Bool {
        a.verdict != b.verdict ? a.verdict > b.verdict : a.slack < b.slack
    }
}

/// A catalog the report's texts came from.
public struct RoomCatalog: Sendable {
    /// Its path, as the specs name it (resolved against the spec's folder).
    public var path: String
    /// Its contents, as read.
    public var catalog: StringCatalog
    /// The keys the project shows from it, in the order first met.
    public var keys: [String]
}
