import AlertModel
import AlertRender

/// Which input files changed since a golden was recorded: its chunk's `inputs` digests against
/// this run's, named by file (`brand/base.json`), so that a snapshot whose image did not change
/// says what did (`unchanged image; inputs changed: brand/base.json`) instead of passing silently.
///
/// ```swift
/// let names = InputChanges.names(recorded: golden.inputs, current: now.inputs,
///                                files: spec.filesRead, specFile: "dialogs/save.json")
/// ```
public enum InputChanges {
    /// The inputs whose digests differ (or that only one side read), in this run's order, then
    /// those only the golden read. `spec` is the spec file (`specFile`); another key is the file
    /// `files` reads under it, else the key itself. The spec's digest covers its resolved bases
    /// and string tables, so it is named only when none of those changed: a changed base is the
    /// base's change, not the spec's.
    public static func names(
        recorded: [SnapshotMetadata.Entry], current: [SnapshotMetadata.Entry], files: [(key: String, path: String)],
        specFile: String
    ) -> [String] {
        guard !recorded.isEmpty, !current.isEmpty else { return [] }
        let before = Dictionary(recorded.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let now = Set(current.map(\.key))
        var keys = current.filter { before[$0.key] != $0.value }.map(\.key)
        keys += recorded.map(\.key).filter { !now.contains($0) }
        if keys.contains(where: { $0.hasPrefix("extends") || $0.hasPrefix("strings") }) {
            keys.removeAll { $0 == "spec" }
        }
        var names: [String] = []
        for key in keys {
            let name = normalized(key == "spec" ? specFile : files.first { $0.key == key }?.path ?? key)
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// `path` without `.` and `dir/..` segments: `strings/de.json`, not `dialogs/../strings/de.json`.
    public static func normalized(_ path: String) -> String { AlertSpec.normalizedPath(path) }

    /// `names(recorded:current:files:specFile:)` for `spec`, rendered by `renderer`, against the
    /// golden's chunk `recorded`; empty when either side recorded no inputs.
    package static func names(
        recorded: SnapshotMetadata, spec: ResolvedSpec, file: String, renderer: any SnapshotRendering
    ) -> [String] {
        guard !recorded.inputs.isEmpty, let current = try? renderer.snapshotInputs(for: spec, readAs: recorded) else {
            return []
        }
        return names(recorded: recorded, current: current, spec: spec, file: file)
    }

    /// `names(recorded:current:files:specFile:)` for `spec`, whose metadata this run is `current`.
    public static func names(
        recorded: SnapshotMetadata, current: SnapshotMetadata?, spec: ResolvedSpec, file: String
    ) -> [String] {
        names(recorded: recorded.inputs, current: current?.inputs ?? [], files: spec.filesRead, specFile: file)
    }
}
