import AlertModel
import AlertRender
import Foundation
import PNGCodec
import Support

/// Every spec of a run (before sharding) with its name, golden path and artifact folder, and the
/// golden folders whose unused files can be listed.
struct CheckPlan: Sendable {
    struct Item: Sendable {
        /// Position in the sorted list of all specs (what shards split on).
        let index: Int
        let path: String
        /// `nil` when the spec is invalid.
        let spec: ResolvedSpec?
        let name: String
        let golden: String
        let artifacts: ArtifactLocation
        /// The spec error, or why a valid spec cannot be checked (a golden path shared with another spec).
        let problem: String?
    }

    let items: [Item]
    /// Golden folders that belong entirely to the found specs.
    let goldenFolders: [String]
    /// Found JSON files that found specs extend: no snapshot of their own, sorted.
    let bases: [SpecBase]
    /// The discovery's JSON files that are not specs, bases taken out.
    let skipped: [String]

    init(discovery: SpecDiscovery, options: CheckOptions) {
        var items: [Item] = []
        var owners: [String: String] = [:]
        let settings = ProjectSettings(discovery.config)
        let base = settings.variants
        // Reading and resolving the specs (catalogs, bases, fonts) on every core: it comes before
        // any render, so it is the serial start of every run. The items are then made in order.
        var given = SpecOverrides()
        given.crop = options.crop
        let overrides = settings.overrides(over: given)
        let all = Self.loadAll(
            discovery.specs, under: base, adding: options.vary, overrides: overrides, jobs: options.jobs)
        let found = discovery.bases(extending: all.map(\.bases))
        bases = found.bases
        skipped = found.skipped
        let basePaths = Set(bases.map(\.path))
        let specs = zip(discovery.specs, all).filter { !basePaths.contains($0.0) }
        let store = ArtifactStore()
        for (index, (path, loaded)) in specs.enumerated() {
            // One item per variant (the config's `variants` under the spec's, `--vary` over both),
            // each with its own golden `<name>.<key>=<value>....png`; one item for an invalid spec.
            let (variants, problem, name, _) = loaded
            for spec in variants {
                let stem = spec?.fileStem ?? name
                let folder = settings.goldenFolder(forSpec: path, goldenDirectory: options.goldenDirectory)
                let golden = SpecDiscovery.join(folder, "\(stem).png")
                let artifacts: ArtifactLocation
                if let report = options.reportDirectory {
                    let number = String(index + 1)
                    let padded = String(repeating: "0", count: max(0, 4 - number.count)) + number
                    var location = ArtifactLocation(
                        directory: SpecDiscovery.join(report, ReportFiles.imageFolder),
                        stem: "\(padded)-\(Self.safe(stem))",
                        copiesExpected: true)
                    // A report of many failures stays small: no strips, each distinct image once.
                    location.writesStrip = false
                    location.store = store
                    artifacts = location
                } else {
                    artifacts = ArtifactLocation(
                        directory: SpecDiscovery.join(folder, "__failures__"), stem: stem)
                }
                var itemProblem = problem
                if spec != nil, itemProblem == nil {
                    if let bad = Self.fileNameProblem(name) {
                        itemProblem = "name \"\(name)\" \(bad)"
                    } else if let owner = owners[golden] {
                        itemProblem =
                            "golden \(golden) is also the golden of \(owner); give one of them another \"name\""
                    } else {
                        owners[golden] = path
                    }
                }
                items.append(
                    Item(
                        index: index, path: path, spec: spec, name: stem, golden: golden,
                        artifacts: artifacts, problem: itemProblem))
            }
        }
        self.items = items
        // Only folders that are the golden folder of a found spec, and only when every spec that
        // may use them was found: a `__snapshots__` folder of something else in the tree (a test
        // suite's goldens), or one beside specs not named on the command line, is none of this
        // run's business.
        let complete: Set<String>
        if let dir = options.goldenDirectory {
            complete = discovery.onlyDirectories ? [SpecDiscovery.normalized(dir)] : []
        } else {
            complete = Set(discovery.searchedDirectories.map { SpecDiscovery.join($0, "__snapshots__") })
        }
        // A base's folder counts too: the golden alertsnap wrote for a file that is now only a base
        // is unused there, even when no spec is left beside it.
        let baseFolders = options.goldenDirectory == nil
            ? bases.map { SpecDiscovery.join(SpecDiscovery.directory(of: $0.path), "__snapshots__") } : []
        goldenFolders = Set((items.map { SpecDiscovery.directory(of: $0.golden) } + baseFolders).map(SpecDiscovery.normalized))
            .filter { complete.contains($0) }.sorted()
    }

    /// Each spec's resolved variants (`[nil]` and the error when it is invalid) and its name, as
    /// `AlertSpec.resolvedVariants` gives them, worked out on `jobs` threads: the files are read
    /// in parallel, then every variant of every spec is resolved in parallel (one spec with 28
    /// catalog variants would otherwise keep one core busy while the other waits).
    static func loadAll(
        _ paths: [String], under base: VariantSet, adding vary: VariantSet, overrides: SpecOverrides = SpecOverrides(),
        jobs: Int
    )
        -> [(variants: [ResolvedSpec?], problem: String?, name: String, bases: [String])]
    {
        typealias Read = Result<(AlertSpec, [AlertSpec.VariantCombination]), SpecError>
        let read: [Read] = parallelMap(count: paths.count, jobs: jobs) { i in
            Result { () throws(SpecError) in
                let spec = try AlertSpec.load(path: paths[i])
                return (spec, try spec.variantCombinations(under: base, adding: vary, overrides: overrides))
            }
        }
        let tasks = read.enumerated().flatMap { i, r -> [(spec: Int, combination: Int)] in
            guard case .success(let (_, combinations)) = r else { return [] }
            return combinations.indices.map { (i, $0) }
        }
        let resolved: [Result<ResolvedSpec, SpecError>] = parallelMap(count: tasks.count, jobs: jobs) { t in
            let (i, k) = tasks[t]
            guard case .success(let (spec, combinations)) = read[i] else { fatalError("only read specs have tasks") }
            return Result { () throws(SpecError) in try spec.resolvedVariant(combinations[k]) }
        }
        var next = 0
        return read.enumerated().map { i, r in
            let stem = SpecDiscovery.stem(of: paths[i])
            switch r {
            case .failure(let error): return ([nil], error.description, stem, [])
            case .success(let (spec, combinations)):
                let mine = resolved[next..<next + combinations.count]
                next += combinations.count
                // The first failing variant in order makes the spec invalid, as resolvedVariants throws it.
                if let error = mine.lazy.compactMap({ r -> SpecError? in
                    if case .failure(let e) = r { return e }
                    return nil
                }).first {
                    return ([nil], error.description, stem, spec.baseSpecs)
                }
                let all = mine.compactMap { try? $0.get() }
                return (all, nil, all.first?.name ?? stem, spec.baseSpecs)
            }
        }
    }

    /// What lies in the golden folders besides the goldens of the found specs.
    struct Leftovers {
        /// PNGs alertsnap wrote (they carry its chunk) that no spec maps to: `--prune` removes these.
        var unused: [String] = []
        /// Other PNGs there: never touched, reported as "not ours".
        var notOurs: [String] = []
        /// Temporary files of an interrupted write (`.NAME.png.tmp-XXXXXX`).
        var temporary: [String] = []
        /// Goldens alertsnap wrote for an invalid spec (its name or file stem, with any variant
        /// suffix), by spec path: counted under the spec, neither unused nor pruned, since fixing
        /// the spec brings them back into use.
        var ofInvalidSpecs: [String: [String]] = [:]
    }

    /// PNG files directly inside the golden folders that no spec (valid or not) maps to, told
    /// apart by the `alertsnap` chunk, and temporary files an interrupted run left there.
    func leftovers() -> Leftovers {
        let used = Set(items.map { SpecDiscovery.normalized($0.golden) })
        let invalid = items.filter { $0.spec == nil }.map { item in
            InvalidSpecGoldens(
                path: item.path, folder: SpecDiscovery.normalized(SpecDiscovery.directory(of: item.golden)),
                stems: Set([item.name] + (Self.writtenName(item.path).map { [$0] } ?? [])))
        }
        var found = Leftovers()
        let fm = FileManager.default
        for folder in Set(goldenFolders) {
            guard let names = try? fm.contentsOfDirectory(atPath: folder) else { continue }
            for name in names {
                let path = SpecDiscovery.join(folder, name)
                var isDirectory: ObjCBool = false
                guard fm.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
                if Self.isTemporary(name) {
                    found.temporary.append(path)
                    continue
                }
                guard name.hasSuffix(".png"), !name.hasPrefix("."), !used.contains(SpecDiscovery.normalized(path))
                else { continue }
                guard Self.isOurs(path) else {
                    found.notOurs.append(path)
                    continue
                }
                if let spec = invalid.first(where: { $0.folder == folder && $0.owns(name) })?.path {
                    found.ofInvalidSpecs[spec, default: []].append(path)
                } else {
                    found.unused.append(path)
                }
            }
        }
        for key in found.ofInvalidSpecs.keys { found.ofInvalidSpecs[key]?.sort() }
        found.unused.sort()
        found.notOurs.sort()
        found.temporary.sort()
        return found
    }

    /// Where an invalid spec's goldens lie and the stems they start with.
    struct InvalidSpecGoldens {
        let path: String
        let folder: String
        let stems: Set<String>

        /// Whether `file` is `<stem>.png` or a variant's `<stem>.<key>=<value>....png`.
        func owns(_ file: String) -> Bool {
            stems.contains { file == "\($0).png" || (file.hasPrefix("\($0).") && file.dropFirst($0.count + 1).contains("=")) }
        }
    }

    /// The `name` an invalid spec file still states, when its JSON can be read at all: its goldens
    /// carry that name, not the file's stem.
    static func writtenName(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path),
            case .object(let members)? = try? JSONParser.parse(Array(data), dialect: .jsonc),
            case .string(let name)? = members.first(where: { $0.key == "name" })?.value,
            fileNameProblem(name) == nil
        else { return nil }
        return name
    }

    /// `AtomicFile`'s temporary names: `.<name>.png.tmp-` and six characters of `mkstemp`.
    static func isTemporary(_ name: String) -> Bool {
        guard name.hasPrefix("."), let range = name.range(of: ".png.tmp-", options: .backwards) else { return false }
        return name[range.upperBound...].count == 6
    }

    /// Whether alertsnap wrote the PNG at `path`: it carries the `alertsnap` chunk.
    static func isOurs(_ path: String) -> Bool {
        guard let bytes = try? PNGFile.readFile(path) else { return false }
        return SnapshotMetadata.read(from: bytes) != nil
    }

    /// Why a snapshot name cannot be a golden file name, if it cannot.
    static func fileNameProblem(_ name: String) -> String? {
        if name.isEmpty { return "is empty" }
        if name.contains("/") || name.contains("\0") {
            return "cannot be a file name (contains / or NUL)"
        }
        if name.hasPrefix(".") { return "cannot start with a dot" }
        return nil
    }

    /// A name safe inside a report's image file names.
    static func safe(_ name: String) -> String {
        String(
            name.map {
                $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." ? $0 : "_"
            })
    }
}

