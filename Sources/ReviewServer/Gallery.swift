import AlertModel
import AlertRender
import DesignLint
import Foundation
import PNGCodec
import SnapshotCheck
import Support

/// The served specs and their snapshots: found as `check` finds them, reloaded when a file they
/// read changes, rendered on the render queue, each change pushed to the pages as an event.
final class Gallery: @unchecked Sendable {
    struct State {
        var specs: [String: ServedSpec] = [:]
        var snapshots: [Int: ServedSnapshot] = [:]
        var nextID = 1
    }

    let state = Locked(State())
    let renderer: AlertRenderer
    /// The design lint, under the config's `lint.rules` once the specs are found.
    private(set) var lint: DesignLinter
    let queue: RenderQueue
    let events: StreamRegistry
    /// Where failure images of the reviews go (removed when the server stops).
    let workDirectory: String
    /// The inputs as given (folders and spec files).
    let inputs: [String]
    /// The `alertsnap.json` of the served specs, as `check` applies it: golden folder, spec
    /// defaults, variants, comparison and lint levels.
    private(set) var settings = ProjectSettings()
    /// Folders searched for specs (new spec files there are picked up).
    private(set) var specFolders: [String] = []
    /// Called with each folder an input lives in, to be watched.
    var watchFolder: (@Sendable (String) -> Void)?
    /// Reads the spec file at a path (`AlertSpec.load(path:)`).
    let readSpec: @Sendable (String) throws(SpecError) -> AlertSpec

    init(
        inputs: [String], renderer: AlertRenderer, queue: RenderQueue, events: StreamRegistry, workDirectory: String,
        readSpec: @escaping @Sendable (String) throws(SpecError) -> AlertSpec = { path throws(SpecError) in
            try AlertSpec.load(path: path)
        }
    ) {
        self.inputs = inputs
        self.readSpec = readSpec
        self.renderer = renderer
        lint = DesignLinter(renderer: renderer)
        self.queue = queue
        self.events = events
        self.workDirectory = workDirectory
    }

    /// Finds the specs (throws `CheckError` as `check` does when there are none) and queues
    /// every snapshot's render.
    func loadAll() throws(CheckError) {
        let found = try SpecDiscovery.find(inputs)
        settings = ProjectSettings(found.config)
        lint.configRules = settings.lintRules
        specFolders = found.searchedDirectories.map(Self.absolute)
        for folder in specFolders { watchFolder?(folder) }
        // Each spec is read once: what it extends tells the bases apart, and it is what is served.
        let loaded = found.specs.map { path in Result { () throws(SpecError) in try readSpec(path) } }
        let served = Set(found.specsWithoutBases(loaded: loaded.map { try? $0.get() }))
        for (path, spec) in zip(found.specs, loaded) where served.contains(path) { load(path, spec) }
    }

    /// Golden folders and spec folders: what `/files/` may read.
    func readableFolders() -> [String] {
        var folders = specFolders
        state.withLock { s in
            for snapshot in s.snapshots.values {
                folders.append(Self.absolute((snapshot.golden as NSString).deletingLastPathComponent))
                if let dir = snapshot.spec.sourcePath.map({ ($0 as NSString).deletingLastPathComponent }) {
                    folders.append(Self.absolute(dir.isEmpty ? "." : dir))
                }
            }
        }
        return Array(Set(folders)).sorted()
    }

    /// (Re)loads the spec at `path`: its variants become snapshots (kept by name, so a page's
    /// cards stay), and those whose inputs include one of `changed` (or are new) are rendered.
    /// A spec that no longer loads keeps its snapshots with the error on each.
    func load(_ path: String, changed: Set<String>? = nil) {
        load(path, Result { () throws(SpecError) in try readSpec(path) }, changed: changed)
    }

    /// `load(_:changed:)` with the spec file already read.
    private func load(_ path: String, _ read: Result<AlertSpec, SpecError>, changed: Set<String>? = nil) {
        let absolutePath = Self.absolute(path)
        let variants: [ResolvedSpec]
        do {
            variants = try read.get().resolvedVariants(under: settings.variants, overrides: settings.overrides())
        } catch {
            let line = "\(error)"
            let ids = state.withLock { s -> [Int] in
                var served = s.specs[path] ?? ServedSpec(path: path)
                served.error = line
                s.specs[path] = served
                for id in served.snapshotIDs { s.snapshots[id]?.error = line }
                return served.snapshotIDs
            }
            if ids.isEmpty { events.broadcast(event: "list", data: "{}") }
            for id in ids { publish(id) }
            return
        }
        var toRender: [Int] = []
        var listChanged = false
        state.withLock { s in
            var served = s.specs[path] ?? ServedSpec(path: path)
            if s.specs[path] == nil { listChanged = true }
            served.error = nil
            var kept: [Int] = []
            let previous = served.snapshotIDs.compactMap { s.snapshots[$0] }
            for variant in variants {
                let inputs = Self.inputs(of: variant, path: absolutePath)
                if var existing = previous.first(where: { $0.stem == variant.fileStem }) {
                    existing.spec = variant
                    existing.inputs = inputs
                    existing.golden = golden(for: path, stem: variant.fileStem)
                    if existing.error != nil || changed == nil || !inputs.isDisjoint(with: changed!) {
                        toRender.append(existing.id)
                    }
                    s.snapshots[existing.id] = existing
                    kept.append(existing.id)
                } else {
                    let id = s.nextID
                    s.nextID += 1
                    s.snapshots[id] = ServedSnapshot(
                        id: id, specPath: path, stem: variant.fileStem, spec: variant,
                        golden: golden(for: path, stem: variant.fileStem), onRequest: false, inputs: inputs)
                    kept.append(id)
                    toRender.append(id)
                    listChanged = true
                }
            }
            // Variants asked for on the page stay while their spec loads; the spec's own that
            // it no longer has go.
            for old in previous where !kept.contains(old.id) {
                if old.onRequest {
                    kept.append(old.id)
                    if changed == nil || !old.inputs.isDisjoint(with: changed!) { toRender.append(old.id) }
                } else {
                    s.snapshots[old.id] = nil
                    listChanged = true
                }
            }
            served.snapshotIDs = kept
            s.specs[path] = served
        }
        for id in toRender {
            if let snapshot = snapshot(id) { for file in snapshot.inputs { watchFolder?(Self.folder(of: file)) } }
            render(id)
        }
        if listChanged { events.broadcast(event: "list", data: "{}") }
    }

    /// A variant of a served spec that the spec does not list (`locale=ar`, `contentSize=AX3`),
    /// added on request; its ID (the existing snapshot's when it already is one).
    func addVariant(spec path: String, values: [VariantValue]) throws -> Int {
        guard state.withLock({ $0.specs[path] }) != nil else { throw ServeError.notAServedSpec(path) }
        var overrides = settings.overrides()
        for v in values { try overrides.set(v.key.rawValue, to: v.value) }
        var resolved = try readSpec(path).resolved(overrides)
        // The axes of the other platform do not apply (the collapse rule of `variants`): an
        // Android variant is never named by an iOS generation, nor an iOS one by an Android look.
        let inapplicable: VariantKey = resolved.platform == .android ? .ios : .android
        resolved.variant = VariantKey.allCases.filter { $0 != inapplicable }.compactMap { key in
            values.first { $0.key == key }
        }
        let stem = resolved.fileStem
        let spec = resolved
        let (id, isNew) = state.withLock { s -> (Int, Bool) in
            let ids = s.specs[path]?.snapshotIDs ?? []
            if let existing = ids.first(where: { s.snapshots[$0]?.stem == stem }) { return (existing, false) }
            let id = s.nextID
            s.nextID += 1
            s.snapshots[id] = ServedSnapshot(
                id: id, specPath: path, stem: stem, spec: spec, golden: golden(for: path, stem: stem), onRequest: true,
                inputs: Self.inputs(of: spec, path: Self.absolute(path)))
            s.specs[path]?.snapshotIDs.append(id)
            return (id, true)
        }
        if isNew {
            render(id)
            events.broadcast(event: "list", data: "{}")
        }
        return id
    }

    /// Files changed on disk: specs that read them are reloaded (only the snapshots whose inputs
    /// include them are rendered again), a new spec file in a served folder is added, and a
    /// golden that changed is compared again.
    func filesChanged(_ paths: Set<String>) {
        let (specs, goldens) = state.withLock { s -> ([String], [Int]) in
            var specs = Set<String>()
            for (path, served) in s.specs {
                if paths.contains(Self.absolute(path)) { specs.insert(path) }
                for id in served.snapshotIDs where !(s.snapshots[id]?.inputs.isDisjoint(with: paths) ?? true) {
                    specs.insert(path)
                }
            }
            let goldens = s.snapshots.values.filter { paths.contains(Self.absolute($0.golden)) }.map(\.id)
            return (specs.sorted(), goldens)
        }
        for path in specs {
            if FileManager.default.fileExists(atPath: path) {
                load(path, changed: paths)
            } else {
                remove(spec: path)
            }
        }
        for id in goldens where !specs.contains(where: { snapshot(id)?.specPath == $0 }) { review(id) }
        // New spec files in the folders searched: what `check` would find there now. A file a
        // served snapshot reads (a base it extends, a token file) is not one, and neither is a
        // JSON file the config's `specs` globs leave out.
        var found: Set<String>?
        for path in paths.sorted() where path.hasSuffix(".json") && !path.hasSuffix("/" + CheckConfig.fileName) {
            let folder = Self.folder(of: path)
            guard specFolders.contains(folder),
                state.withLock({ s in
                    !s.specs.keys.contains { Self.absolute($0) == path } && !s.snapshots.values.contains { $0.inputs.contains(path) }
                }),
                let data = FileManager.default.contents(atPath: path), AlertSpec.looksLikeSpec(Array(data))
            else { continue }
            if found == nil { found = Set(((try? SpecDiscovery.find(inputs))?.specs ?? []).map(Self.absolute)) }
            guard found?.contains(path) == true else { continue }
            load(relativeToCurrentFolder(path))
        }
    }

    private func remove(spec path: String) {
        state.withLock { s in
            for id in s.specs[path]?.snapshotIDs ?? [] { s.snapshots[id] = nil }
            s.specs[path] = nil
        }
        events.broadcast(event: "list", data: "{}")
    }

    func snapshot(_ id: Int) -> ServedSnapshot? { state.withLock { $0.snapshots[id] } }

    /// The golden path `check` uses for `stem` of the spec at `path`.
    func golden(for path: String, stem: String) -> String {
        settings.golden(forSpec: path, stem: stem)
    }

    /// The files a render of `spec` reads, absolute, with the spec itself and its `systemFonts`
    /// (which the golden records as its environment, not as inputs).
    static func inputs(of spec: ResolvedSpec, path: String) -> Set<String> {
        Set([path] + spec.filesRead.map { absolute($0.path) } + spec.systemFonts.map { absolute($0.face.path) })
    }

    static func absolute(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

    static func folder(of path: String) -> String {
        let dir = (path as NSString).deletingLastPathComponent
        return dir.isEmpty ? absolute(".") : absolute(dir)
    }

    static func directory(of path: String) -> String {
        let dir = (path as NSString).deletingLastPathComponent
        return dir.isEmpty ? "." : dir
    }

    /// `path` (absolute) relative to the current folder when it is inside it, as `check` names specs.
    func relativeToCurrentFolder(_ path: String) -> String {
        let here = Self.absolute(".") + "/"
        return path.hasPrefix(here) ? String(path.dropFirst(here.count)) : path
    }
}

extension Gallery {
    /// `dir/name`, without a `./` in front, as `check` writes paths.
    static func join(_ dir: String, _ name: String) -> String {
        if dir == "." { return name }
        return dir.hasSuffix("/") ? dir + name : dir + "/" + name
    }
}
