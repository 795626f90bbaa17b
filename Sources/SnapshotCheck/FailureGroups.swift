import AlertModel
import Foundation

/// A colour that changed, as the page and the report draw it: a swatch of each side.
public struct ColorChange: Sendable, Equatable {
    /// `#2ED3A8`, as the drawn record holds it.
    public var from: String
    /// `#2EC8A8`.
    public var to: String

    /// The change from `from` to `to`.
    public init(from: String, to: String) {
        self.from = from
        self.to = to
    }
}

/// Failing snapshots that changed for one reason: one key of a changed input file (a colour set,
/// a token, a catalog entry, a spec key), across specs, looks and appearances; or, when no input
/// key explains a change, the same drawn value changed the same way.
///
/// ```swift
/// for group in report.groups { print(group.line) }
/// // colors.destructive in design/base.json: light #FF3B30 -> #E5484D, dark #FF453A -> #F05A5F: 32 snapshots in 2 dialogs
/// ```
public struct FailureGroup: Sendable, Equatable {
    /// The cause in the spec's words: `colors.destructive in design/base.json: light #FF3B30 ->
    /// #E5484D, dark #FF453A -> #F05A5F`, `"delete.account" in Localizable.xcstrings:
    /// actions["Delete Account"] added`, or a drawn value's change (`titleStyle.size 17 -> 19`);
    /// causes that always come together are one group, joined by `; `.
    public var cause: String
    /// The colour changes among the causes, for swatches.
    public var colors: [ColorChange]
    /// The goldens of the snapshots in the group (unique per snapshot), in the report's order.
    public var goldens: [String]
    /// The spec files of those snapshots (each once): how many dialogs the cause changed. Empty
    /// for a group read from a summary written before groups named them.
    public var specs: [String]

    /// A group of `goldens`, of the specs `specs`, changed by `cause`.
    public init(cause: String, colors: [ColorChange] = [], goldens: [String], specs: [String] = []) {
        self.cause = cause
        self.colors = colors
        self.goldens = goldens
        self.specs = specs
    }

    /// How many snapshots changed for this cause.
    public var count: Int { goldens.count }
    /// The cause of snapshots that had no golden to compare with.
    public static let missingGoldens = "no golden yet"
    /// The group of snapshots without a golden (the console's missing line counts them already).
    public var isMissingGoldens: Bool { cause == Self.missingGoldens }
    /// `32 snapshots in 2 dialogs` (`32 snapshots` when the specs are not known).
    public var counts: String {
        CheckReport.counted(count, "snapshot") + (specs.isEmpty ? "" : " in " + CheckReport.counted(specs.count, "dialog"))
    }
    /// `colors.brand in design/tokens.json: dark #2ED3A8 -> #2EC8A8: 48 snapshots in 8 dialogs`.
    public var line: String { "\(cause): \(counts)" }
}

/// Groups a run's failures by cause (`FailureGroup`).
///
/// A failing snapshot's causes are the design values its drawn record says changed (texts,
/// colours, sizes, corner radii; not the frames and line counts that follow from them) and the
/// actions it gained or lost. A change whose new value a changed input file holds is caused by
/// that file's key: one group per key and file, its light and dark values (`colors.brand.light`,
/// `.dark`) one key, whatever spec, look or appearance drew it (see `FailureCauses`). A change no
/// input key explains is keyed by the change alone (`#2ED3A8 -> #2EC8A8`), so one value used by a
/// title in one dialog and a button fill in another is one cause. A snapshot with two causes is in
/// both groups. Without such a value the cause is the changed input files, the environment, or
/// the pixels.
public enum FailureGroups {
    /// The groups of `results`' failures (differs and missing), largest first. `read` gives a
    /// changed input file's bytes (by the path the results name), to name the key now holding
    /// a changed value; a cause names its file relative to `projectFolder` (the folder of
    /// `alertsnap.json`) when it lies in it, else to the current folder.
    public static func groups(
        _ results: [SnapshotResult], projectFolder: String? = nil,
        read: @escaping (String) -> [UInt8]? = FailureGroups.readFile
    )
        -> [FailureGroup]
    {
        let items = results.filter(\.status.isFailure).map { r in
            Item(
                golden: r.golden ?? r.spec + " " + r.name, missing: r.status == .missing, facts: r.outcome.facts,
                inputsChanged: r.outcome.inputsChanged, spec: r.spec)
        }
        return groups(items, projectFolder: projectFolder, read: read)
    }

    /// One failing snapshot as the groups read it: its golden (which names it), whether the
    /// golden is missing, every fact (`GoldenVerification.facts`), the changed input files and
    /// its spec file.
    public struct Item: Sendable {
        /// The golden's path: unique per snapshot.
        public var golden: String
        /// No golden yet.
        public var missing: Bool
        /// Every structural and environment fact, none left out.
        public var facts: [String]
        /// The input files whose digests changed.
        public var inputsChanged: [String]
        /// The spec file (`dialogs/save.json`): a group counts its dialogs by it, and a look that
        /// draws a key's value its own way joins the key's group by the spec's other looks.
        public var spec: String

        /// A failing snapshot.
        public init(golden: String, missing: Bool, facts: [String], inputsChanged: [String], spec: String = "") {
            self.golden = golden
            self.missing = missing
            self.facts = facts
            self.inputsChanged = inputsChanged
            self.spec = spec
        }
    }

    /// The groups of `items` (see `groups(_:projectFolder:read:)`).
    public static func groups(
        _ items: [Item], projectFolder: String? = nil, read: @escaping (String) -> [UInt8]? = FailureGroups.readFile
    ) -> [FailureGroup] {
        var files = FileCache(read: read, projectFolder: projectFolder)
        let causes = FailureCauses.causes(of: items, files: &files)
        var order: [String] = []
        var gathered: [String: Gathered] = [:]
        for (item, itemCauses) in zip(items, causes) {
            for cause in itemCauses {
                if gathered[cause.key] == nil {
                    order.append(cause.key)
                    gathered[cause.key] = Gathered(name: cause.name)
                }
                gathered[cause.key]?.add(cause, of: item)
            }
        }
        // Causes that always come together (one edit changing a size and a weight) are one group.
        var groups: [FailureGroup] = []
        for key in order {
            guard let g = gathered[key] else { continue }
            if let i = groups.firstIndex(where: { $0.goldens == g.goldens }) {
                groups[i].cause += "; " + g.text
                groups[i].colors += g.colors.filter { !groups[i].colors.contains($0) }
                groups[i].specs += g.specs.filter { !groups[i].specs.contains($0) }
            } else {
                groups.append(FailureGroup(cause: g.text, colors: g.colors, goldens: g.goldens, specs: g.specs))
            }
        }
        return largestFirst(groups)
    }

    /// Groups of several reports merged (shards): the same cause is one group.
    public static func merged(_ parts: [[FailureGroup]]) -> [FailureGroup] {
        var groups: [FailureGroup] = []
        for group in parts.joined() {
            if let i = groups.firstIndex(where: { $0.cause == group.cause }) {
                groups[i].goldens += group.goldens.filter { !groups[i].goldens.contains($0) }
                groups[i].specs += group.specs.filter { !groups[i].specs.contains($0) }
            } else {
                groups.append(group)
            }
        }
        return largestFirst(groups)
    }

    /// A file's bytes, or nil.
    public static func readFile(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map(Array.init)
    }

    /// `groups` by count, the larger first; equal counts in their order.
    private static func largestFirst(_ groups: [FailureGroup]) -> [FailureGroup] {
        groups.enumerated().sorted { ($1.element.count, $0.offset) < ($0.element.count, $1.offset) }.map(\.element)
    }

    /// One cause's snapshots and what it changed, as the items are read.
    private struct Gathered {
        var name: String
        var parts: [FailureCauses.Part] = []
        var colors: [ColorChange] = []
        var goldens: [String] = []
        var specs: [String] = []

        mutating func add(_ cause: FailureCauses.Cause, of item: Item) {
            if let part = cause.part, !parts.contains(part) { parts.append(part) }
            if let color = cause.color, !colors.contains(color) { colors.append(color) }
            if goldens.last != item.golden { goldens.append(item.golden) }
            if !item.spec.isEmpty && !specs.contains(item.spec) { specs.append(item.spec) }
        }

        /// The name, then what it changed: light before dark, else as first seen; the values that
        /// looks drew before one new value are one change (`light #FF3B30/#FF383C -> #E5484D`:
        /// iOS 18's and 26's system red, replaced by one colour).
        var text: String {
            guard !parts.isEmpty else { return name }
            var said: [(appearance: String, from: [String], to: String)] = []
            for part in parts {
                if let from = part.from,
                    let i = said.firstIndex(where: { $0.appearance == part.appearance && $0.to == part.to && !$0.from.isEmpty })
                {
                    said[i].from.append(from)
                } else {
                    said.append((part.appearance, part.from.map { [$0] } ?? [], part.to))
                }
            }
            let ordered = said.enumerated().sorted {
                ($0.element.appearance == "dark" ? 1 : 0, $0.offset) < ($1.element.appearance == "dark" ? 1 : 0, $1.offset)
            }
            return name + ": "
                + ordered.map { _, s in
                    let change = s.from.isEmpty ? s.to : s.from.joined(separator: "/") + " -> " + s.to
                    return s.appearance.isEmpty ? change : s.appearance + " " + change
                }.joined(separator: ", ")
        }
    }
}
