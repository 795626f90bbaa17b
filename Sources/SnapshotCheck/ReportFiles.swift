import Foundation
import PNGCodec
import Support

/// The files of `--report DIR` and `--junit FILE`.
///
/// `DIR/index.html` is one offline page; the images of failures sit beside it in `DIR/images/`
/// (`0007-save-confirm.expected.png`, `.actual.png`, `.diff.png`, `.strip.png`, numbered by the
/// spec's position in the sorted list); `DIR/summary.json` is the JSON summary.
enum ReportFiles {
    static let imageFolder = "images"
    static let artifactSuffixes = [".expected.png", ".actual.png", ".diff.png", ".strip.png"]

    /// Creates the folders and removes images a previous run left (only files this code names).
    static func prepare(_ dir: String) throws(CheckError) {
        let images = SpecDiscovery.join(dir, imageFolder)
        do {
            try FileManager.default.createDirectory(
                atPath: images, withIntermediateDirectories: true)
        } catch {
            throw CheckError("\(dir): cannot create the report folder")
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: images)) ?? []
        for name in names where artifactSuffixes.contains(where: { name.hasSuffix($0) }) {
            try? FileManager.default.removeItem(atPath: SpecDiscovery.join(images, name))
        }
    }

    static func writeReport(_ report: CheckReport, to dir: String) throws(CheckError) -> [String] {
        let html = SpecDiscovery.join(dir, "index.html")
        let summary = SpecDiscovery.join(dir, "summary.json")
        // Paths relative to the checkout, images to the folder: the folder is read elsewhere.
        let report = ReportPaths(reportDirectory: dir, projectFolder: report.projectFolder).apply(report)
        try write(HTMLReport.html(report, reportDirectory: dir), to: html)
        try write(report.jsonString, to: summary)
        return [html, summary]
    }

    /// Fails now, before any golden is written, when `path` cannot become a file: it is a folder,
    /// or something that is not a folder stands where its parent should be.
    static func checkWritable(_ path: String, option: String) throws(CheckError) {
        let fm = FileManager.default
        var isFolder: ObjCBool = false
        if path.hasSuffix("/") || (fm.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue) {
            throw CheckError(
                "\(option) \(path): is a folder; give a file name such as \(SpecDiscovery.join(path, "junit.xml"))")
        }
        var dir = SpecDiscovery.directory(of: path)
        while !fm.fileExists(atPath: dir, isDirectory: &isFolder) {
            let parent = SpecDiscovery.directory(of: dir)
            if parent == dir { return }
            dir = parent
        }
        if !isFolder.boolValue { throw CheckError("\(option) \(path): \(dir) is not a folder") }
    }

    /// Writes text atomically, creating the folder.
    static func write(_ text: String, to path: String) throws(CheckError) {
        let dir = SpecDiscovery.directory(of: path)
        do {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        } catch {
            throw CheckError("\(dir): cannot create the folder")
        }
        do { try AtomicFile.write(Array(text.utf8), to: path) } catch {
            throw CheckError(error.description)
        }
    }
}
