import Foundation

/// Paths as a report folder names them: relative to where the check ran (or, outside it, to the
/// project's `alertsnap.json` folder), never the runner's absolute paths, and the failure images
/// relative to the report folder (`images/0007-save.actual.png`), so a report read elsewhere (a
/// CI artifact) says `dialogs/save.json`, not `/home/runner/work/app/app/dialogs/save.json`.
struct ReportPaths {
    /// Absolute folders whose paths are shown relative to them, longest first.
    private let roots: [String]
    /// The report's image folder, absolute.
    private let images: String?
    /// The report's image folder as the run named it (`out/report/images`).
    private let imagesAsGiven: String?

    init(
        reportDirectory: String?, projectFolder: String?,
        currentFolder: String = FileManager.default.currentDirectoryPath
    ) {
        let here = Self.absolute(currentFolder, in: "/")
        var roots = [here]
        if let projectFolder { roots.append(Self.absolute(projectFolder, in: here)) }
        self.roots = Array(Set(roots)).filter { $0 != "/" }.sorted { $0.count > $1.count }
        imagesAsGiven = reportDirectory.map { SpecDiscovery.join($0, ReportFiles.imageFolder) }
        images = imagesAsGiven.map { Self.absolute($0, in: here) }
    }

    /// `path` relative to the first root it lies in; a relative path as it is.
    func show(_ path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        for root in roots where path.hasPrefix(root + "/") { return String(path.dropFirst(root.count + 1)) }
        return path
    }

    /// An input of the run: `.` for a root itself (the project folder checked by its absolute
    /// path), else as `show` names it.
    func showInput(_ path: String) -> String {
        let full = path.hasPrefix("/") ? URL(fileURLWithPath: path).standardizedFileURL.path : path
        return roots.contains(full) ? "." : show(path)
    }

    /// A failure image: `images/<file>` when it is in the report folder, else as `show` names it.
    func image(_ path: String) -> String {
        if let images {
            let full = Self.absolute(path, in: FileManager.default.currentDirectoryPath)
            if full.hasPrefix(images + "/") { return ReportFiles.imageFolder + "/" + full.dropFirst(images.count + 1) }
        }
        return show(path)
    }

    /// A message with the roots' absolute paths taken out of the paths it names.
    func text(_ s: String) -> String {
        var out = s
        for folder in [images, imagesAsGiven].compactMap({ $0 }) where folder != ReportFiles.imageFolder {
            out = out.replacingOccurrences(of: folder + "/", with: ReportFiles.imageFolder + "/")
        }
        for root in roots { out = out.replacingOccurrences(of: root + "/", with: "") }
        return out
    }

    /// `report` with every path and message as a report folder names them.
    func apply(_ report: CheckReport) -> CheckReport {
        var report = report
        for i in report.results.indices {
            var r = report.results[i]
            r.spec = show(r.spec)
            r.golden = r.golden.map(show)
            r.outcome.message = text(r.outcome.message)
            r.outcome.inputsChanged = r.outcome.inputsChanged.map(show)
            let a = r.outcome.artifacts
            r.outcome.artifacts = SnapshotArtifacts(
                expected: a.expected.map(image), actual: a.actual.map(image), diff: a.diff.map(image),
                strip: a.strip.map(image))
            r.warnings = r.warnings.map(text)
            for j in r.room.indices { r.room[j].spec = show(r.room[j].spec) }
            report.results[i] = r
        }
        report.unusedGoldens = report.unusedGoldens.map(show)
        report.pruned = report.pruned.map(show)
        report.notOurs = report.notOurs.map(show)
        report.inputs = report.inputs.map(showInput)
        report.rerunArguments = report.rerunArguments.map(showInput)
        // A report folder outside the checkout is named by its own name, as it is downloaded
        // elsewhere (a CI artifact), never by the runner's absolute path.
        report.reportDirectory = report.reportDirectory.map(show).map { dir in
            dir.hasPrefix("/") ? String(dir.split(separator: "/").last ?? "report") : dir
        }
        for i in report.groups.indices {
            report.groups[i].goldens = report.groups[i].goldens.map(show)
            report.groups[i].specs = report.groups[i].specs.map(show)
            report.groups[i].cause = text(report.groups[i].cause)
        }
        return report
    }

    static func absolute(_ path: String, in folder: String) -> String {
        let full = path.hasPrefix("/") ? path : SpecDiscovery.join(folder, path)
        return URL(fileURLWithPath: full).standardizedFileURL.path
    }
}
