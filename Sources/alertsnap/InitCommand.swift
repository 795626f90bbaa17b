import AlertModel
import Foundation
import Support

extension CommandDescription {
    static let initProject = CommandDescription(
        name: "init",
        summary: "write a starting project: alertsnap.json, an example spec, .gitignore and CI files",
        usage: ["init [DIR] [--ci github|gitlab|none] [--deb-url URL]"],
        options: [
            OptionDescription(
                "ci", "CI",
                "github (default), gitlab or none: the CI whose files are written (only that one's)"),
            OptionDescription(
                "deb-url", "URL",
                "where CI downloads the alertsnap .deb from (your release of it); default: the CI variable ALERTSNAP_DEB_URL"
            )
        ],
        notes: [
            "Writes, in DIR (default: the current folder; created when missing):",
            "  " + ProjectTemplate.projectPaths.joined(separator: ", "),
            "  and for --ci github: " + CITemplates.paths(.github).joined(separator: ", "),
            "  or for --ci gitlab: " + CITemplates.paths(.gitlab).joined(separator: ", "),
            "The CI files install alertsnap (the .deb at ALERTSNAP_DEB_URL, or the pinned release built from its",
            "source at ALERTSNAP_SOURCE_URL and cached) and run `alertsnap check --ci --lint` (docs/ci.md).",
            "Run it at the root of a repository: GitHub and GitLab read their CI files there. It never overwrites a",
            "file: when any of them exists, it names it, writes nothing and exits 2. Then `alertsnap check DIR`",
            "records the example's golden; commit it, and CI compares every spec with its golden.",
        ],
        examples: [
            "alertsnap init dialogs",
            "alertsnap init --ci gitlab",
            "alertsnap init design-review --deb-url https://example.com/releases/alertsnap_\(alertsnapVersion)_amd64.deb",
        ],
        run: runInit)
}

/// `alertsnap init [DIR] [--ci github|gitlab|none] [--deb-url URL]`: prints each file written, then
/// what to do next.
func runInit(_ args: [String]) throws -> Int32 {
    let a = try Arguments(args, for: .initProject)
    guard a.positional.count <= 1 else { throw CommandDescription.initProject.usageError }
    let folder = a.positional.first ?? "."
    let ci = try a.value("ci").map(CIChoice.init(option:)) ?? .github
    let debURL = try a.value("deb-url").map(ProjectTemplate.checkedDebURL)
    if debURL != nil && ci == .none { throw UsageError("--deb-url: no CI file to write it into with --ci none") }
    let files = ProjectTemplate.files(ci: ci, debURL: debURL)
    let targets = files.map { (path: join(folder, $0.path), text: $0.text) }

    // Every target is checked before anything is created, so a refusal leaves the folder as it was.
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), !isFolder.boolValue {
        throw UsageError("\(folder): not a folder")
    }
    for t in targets where pathExists(t.path) {
        throw UsageError("\(t.path) exists; init never overwrites a file, so nothing was written")
    }
    var created: [String] = []
    var written: [String] = []
    do {
        for t in targets {
            created += try createFolders(for: t.path)
        }
        for t in targets { try AtomicFile.checkWritable(t.path) }
        for t in targets {
            try AtomicFile.write(Array(t.text.utf8), to: t.path)
            written.append(t.path)
        }
    } catch {
        // A write that fails half-way (a full disk) takes back what this run wrote.
        for path in written { unlink(path) }
        for path in created.reversed() { rmdir(path) }
        throw error
    }
    for path in written { print(path) }
    let checkTarget = folder == "." ? "" : " " + folder
    print("next: alertsnap check\(checkTarget) records the example's golden; commit it with the other files")
    return 0
}

/// `folder/path`, without a leading `./` for the current folder.
private func join(_ folder: String, _ path: String) -> String {
    folder == "." ? path : (folder.hasSuffix("/") ? folder + path : folder + "/" + path)
}

/// Whether anything is at `path`, a dangling symbolic link included (writing through it would
/// create a file somewhere else).
private func pathExists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
}

/// The folder holding `path`, "" for a name alone (`a/b/` -> `a`, `b` -> "").
private func parent(of path: String) -> String {
    var p = Substring(path)
    while p.count > 1, p.hasSuffix("/") { p = p.dropLast() }
    guard let slash = p.lastIndex(of: "/") else { return "" }
    return slash == p.startIndex ? "/" : String(p[..<slash])
}

/// Creates the missing folders above `path`, outermost first, and returns the ones it created.
private func createFolders(for path: String) throws -> [String] {
    var missing: [String] = []
    var dir = parent(of: path)
    while !dir.isEmpty, dir != "/", !pathExists(dir) {
        missing.append(dir)
        dir = parent(of: dir)
    }
    var created: [String] = []
    for d in missing.reversed() {
        guard mkdir(d, 0o755) == 0 else {
            for c in created.reversed() { rmdir(c) }
            throw UsageError("\(d): cannot create the folder (\(String(cString: strerror(errno))))")
        }
        created.append(d)
    }
    return created
}
