import Foundation

/// Finds the spec files of a check run.
///
/// A directory is searched recursively for `*.json`, skipping `__snapshots__` and `__Snapshots__`
/// folders (goldens and failure artifacts live there), hidden folders and symbolic links to
/// folders; a file is taken as given. No input means the current directory. The result is sorted
/// and free of duplicates, so shards and reports are the same on every machine.
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

    /// Searches `inputs`; throws `CheckError` naming an input that does not exist.
    ///
    /// Folders in `excluded` are not searched (the report folder: its `summary.json` is no spec).
    public static func find(_ inputs: [String], excluding excluded: [String] = [])
        throws(CheckError)
        -> SpecDiscovery
    {
        let fm = FileManager.default
        let skip = Set(excluded.map(absolute))
        var specs = Set<String>()
        var searched: [String] = []
        var onlyDirectories = true
        for input in inputs.isEmpty ? ["."] : inputs {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: input, isDirectory: &isDirectory) else {
                throw CheckError("\(input): no such file or directory")
            }
            if isDirectory.boolValue {
                let root = normalized(input)
                search(root, skipping: skip, into: &specs, searched: &searched)
            } else {
                onlyDirectories = false
                specs.insert(normalized(input))
            }
        }
        return SpecDiscovery(
            specs: specs.sorted(), searchedDirectories: Array(Set(searched)).sorted(),
            onlyDirectories: onlyDirectories)
    }

    /// Whether a folder name is skipped while searching.
    public static func isSkipped(folder name: String) -> Bool {
        name.hasPrefix(".") || name == "__snapshots__" || name == "__Snapshots__"
    }

    private static func search(
        _ dir: String, skipping skip: Set<String>, into specs: inout Set<String>,
        searched: inout [String]
    ) {
        guard !skip.contains(absolute(dir)) else { return }
        let fm = FileManager.default
        searched.append(dir)
        guard let names = try? fm.contentsOfDirectory(atPath: dir) else { return }
        for name in names.sorted() {
            let path = join(dir, name)
            guard let attributes = try? fm.attributesOfItem(atPath: path),
                let type = attributes[.type] as? FileAttributeType
            else { continue }
            switch type {
            case .typeDirectory:
                if !isSkipped(folder: name) {
                    search(path, skipping: skip, into: &specs, searched: &searched)
                }
            case .typeRegular, .typeSymbolicLink:
                var isDirectory: ObjCBool = false
                if name.hasSuffix(".json"), !name.hasPrefix("."),
                    fm.fileExists(atPath: path, isDirectory: &isDirectory),
                    !isDirectory.boolValue
                {
                    specs.insert(path)
                }
            default: continue
            }
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
