import AlertModel
import Foundation

/// Finds the spec files of a check run.
///
/// A directory is searched recursively for `*.json`, never inside `__snapshots__`,
/// `__Snapshots__` or `__failures__` folders (goldens and failure artifacts), hidden folders
/// (`.build`, `.git`), folders holding an alertsnap report, or through symbolic links to folders.
/// A JSON file found there is a spec when the nearest `alertsnap.json` says so by its globs, or,
/// without globs, when its content is meant as one (`AlertSpec.looksLikeSpec`): string tables,
/// report summaries and other JSON beside the specs are listed as skipped, not checked. A file
/// given by name is always taken as a spec. No input means the current directory. The result is
/// sorted and free of duplicates, so shards and reports are the same on every machine; finding no
/// spec at all is an error, so a mistyped path cannot pass CI.
///
/// ```swift
/// let found = try SpecDiscovery.find(["Fixtures", "extra/special.json"])
/// for path in found.specs { print(path) }
/// ```
public struct SpecDiscovery: Sendable, Equatable {
    /// Spec paths, sorted, each as found (`DIR/sub/name.json`).
    public var specs: [String]
    /// Every directory whose spec files were all found (the searched directories and their
    /// subfolders). Their default golden folders hold only goldens of found specs, so goldens
    /// there that no spec uses are reported as unused.
    public var searchedDirectories: [String]
    /// True when every input was a directory.
    public var onlyDirectories: Bool
    /// JSON files found in searched folders that are not specs, sorted.
    public var skipped: [String] = []
    /// The `alertsnap.json` that applies to the searched folders and named spec files (the nearest
    /// one above each), if any.
    public var config: CheckConfig?
    /// Spec files named on the command line (not found in a folder), normalized: a base that a
    /// found spec extends is still checked as a spec when named.
    public var named: [String] = []

    /// Searches `inputs`; throws `CheckError` naming an input that does not exist, an invalid
    /// `alertsnap.json`, or inputs that hold no spec.
    ///
    /// Folders in `excluded` are not searched (this run's report folder).
    public static func find(_ inputs: [String], excluding excluded: [String] = [])
        throws(CheckError)
        -> SpecDiscovery
    {
        let fm = FileManager.default
        let skip = Set(excluded.map(absolute))
        var specs = Set<String>()
        var skipped = Set<String>()
        var searched: [String] = []
        var onlyDirectories = true
        var config: CheckConfig?
        var named: [String] = []
        // The configs whose globs refused JSON files, by path: a search that finds no spec names them.
        var refusing: [String: CheckConfig] = [:]
        // The first spec under no alertsnap.json: it must not take another spec's config.
        var unconfigured: String?
        let given = inputs.isEmpty ? ["."] : inputs
        for input in given {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: input, isDirectory: &isDirectory) else {
                throw CheckError("\(input): no such file or directory")
            }
            if isDirectory.boolValue {
                let root = normalized(input)
                var search = Search(skip: skip, config: try CheckConfig.nearest(to: root))
                try search.run(root, isRoot: true)
                // Each spec under the config nearest to it (a subfolder may hold its own).
                for (spec, local) in zip(search.specs, search.configs) {
                    try adopt(local, for: spec, into: &config, unconfigured: &unconfigured)
                }
                specs.formUnion(search.specs)
                skipped.formUnion(search.skipped)
                for c in search.refusing { refusing[c.path] = c }
                searched += search.searched
            } else {
                onlyDirectories = false
                // A named spec is checked under its project's config, as the folder holding it would be.
                try adopt(
                    try CheckConfig.nearest(to: directory(of: normalized(input))), for: input, into: &config,
                    unconfigured: &unconfigured)
                specs.insert(normalized(input))
                named.append(normalized(input))
            }
        }
        guard !specs.isEmpty else {
            var notSpecs = ""
            if !skipped.isEmpty {
                notSpecs = "\(skipped.count) JSON file\(skipped.count == 1 ? " is" : "s are") not specs"
                // The globs that said so, with their file: the user edits that file, not the specs.
                let why = refusing.keys.sorted().compactMap { refusing[$0]?.refusal }
                if !why.isEmpty { notSpecs += ": " + why.joined(separator: "; ") }
                notSpecs = " (\(notSpecs))"
            }
            throw CheckError("\(given.joined(separator: ", ")): no spec files found\(notSpecs)")
        }
        return SpecDiscovery(
            specs: specs.sorted(), searchedDirectories: Array(Set(searched)).sorted(),
            onlyDirectories: onlyDirectories, skipped: skipped.sorted(), config: config, named: named.sorted())
    }

    /// Makes `local` (the config nearest to the spec `spec`) the run's config, or checks it says
    /// what the run's config says: one run applies one config (the same file reached from two
    /// inputs is one config), and never to a spec that is under none.
    private static func adopt(
        _ local: CheckConfig?, for spec: String, into config: inout CheckConfig?, unconfigured: inout String?
    ) throws(CheckError) {
        func mixed(_ path: String, _ bare: String) -> CheckError {
            CheckError("\(path) applies to some specs but \(bare) is under no \(CheckConfig.fileName); check them in separate runs")
        }
        guard let local else {
            if let config { throw mixed(config.path, spec) }
            unconfigured = unconfigured ?? spec
            return
        }
        if let bare = unconfigured { throw mixed(local.path, bare) }
        guard let current = config else {
            config = local
            return
        }
        if absolute(current.path) == absolute(local.path) { return }
        if current.golden.map(absolute) != local.golden.map(absolute) || current.threshold != local.threshold
            || current.variants != local.variants || current.compare != local.compare || current.crop != local.crop
            || current.ios != local.ios || current.lintRules != local.lintRules
        {
            throw CheckError(
                "\(local.path) and \(current.path) set different golden folders, thresholds, variants, crops, ios or lint rules; check them in separate runs"
            )
        }
    }

    /// Whether a folder name is skipped while searching.
    public static func isSkipped(folder name: String) -> Bool {
        name.hasPrefix(".") || name == "__snapshots__" || name == "__Snapshots__"
            || name == ArtifactLocation.failuresFolder
    }

    /// Whether `dir` holds an alertsnap report (`summary.json` as `check --report` writes it).
    static func holdsReport(_ dir: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: join(dir, "summary.json")) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 16)) ?? Data()
        return head.starts(with: Array("{\"exitCode\":".utf8))
    }

    /// One recursive walk, collecting specs (each with the config nearest to it) and the JSON
    /// files that are not specs.
    private struct Search {
        let skip: Set<String>
        /// The config nearest to the folder being walked.
        var config: CheckConfig?
        var specs: [String] = []
        /// The config of each of `specs`, in order.
        var configs: [CheckConfig?] = []
        var skipped: [String] = []
        var searched: [String] = []
        /// The configs whose globs decided that a found JSON file is not a spec.
        var refusing: [CheckConfig] = []

        mutating func run(_ dir: String, isRoot: Bool = false) throws(CheckError) {
            guard !skip.contains(absolute(dir)), !holdsReport(dir) else { return }
            let fm = FileManager.default
            // A subfolder's own alertsnap.json is the nearest one for what lies below it (the
            // root's was looked up from it already).
            let outer = config
            defer { config = outer }
            let own = join(dir, CheckConfig.fileName)
            if !isRoot, fm.fileExists(atPath: own) { config = try CheckConfig.load(own) }
            searched.append(dir)
            guard let names = try? fm.contentsOfDirectory(atPath: dir) else { return }
            for name in names.sorted() {
                let path = join(dir, name)
                guard let attributes = try? fm.attributesOfItem(atPath: path),
                    let type = attributes[.type] as? FileAttributeType
                else { continue }
                switch type {
                case .typeDirectory:
                    if !isSkipped(folder: name) { try run(path) }
                case .typeRegular, .typeSymbolicLink:
                    var isDirectory: ObjCBool = false
                    guard name.hasSuffix(".json"), !name.hasPrefix("."), name != CheckConfig.fileName,
                        fm.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue
                    else { continue }
                    if isSpec(path) {
                        specs.append(path)
                        configs.append(config)
                    } else {
                        skipped.append(path)
                        if let config, config.decides(path) == false, !refusing.contains(config) { refusing.append(config) }
                    }
                default: continue
                }
            }
        }

        /// The config's globs decide; else the content (a file too large to sniff is taken as a
        /// spec, so its size is reported).
        func isSpec(_ path: String) -> Bool {
            if let decided = config?.decides(path) { return decided }
            guard let handle = FileHandle(forReadingAtPath: path) else { return true }
            defer { try? handle.close() }
            guard let data = try? handle.read(upToCount: AlertSpec.maxFileSize + 1),
                data.count <= AlertSpec.maxFileSize
            else { return true }
            return AlertSpec.looksLikeSpec(Array(data))
        }
    }

    /// The absolute, standardized form of a path, for comparing folders.
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// `a/./b/` → `a/b`; `./x.json` → `x.json`; `.` stays `.`.
    static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        let parts = path.split(separator: "/").filter { $0 != "." }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// Joins without producing `./` prefixes.
    static func join(_ dir: String, _ name: String) -> String {
        if dir == "." { return name }
        return dir.hasSuffix("/") ? dir + name : dir + "/" + name
    }

    /// The folder of a path (`.` for a bare file name).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The file name without its folder or `.json`.
    static func stem(of path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".json") ? String(file.dropLast(5)) : file
    }
}
