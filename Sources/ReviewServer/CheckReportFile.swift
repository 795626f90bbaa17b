import AlertModel
import Foundation
import PNGCodec
import SnapshotCheck

/// One snapshot of a report folder's `summary.json` (what `check --report DIR` wrote), with its
/// images found in that folder wherever the folder now is.
public struct ReportedSnapshot: Sendable, Equatable {
    /// The spec file, as the checking run named it (relative to where it ran or to its project),
    /// found from here (see `CheckReportFile.read`).
    public var spec: String
    /// The snapshot name: the spec's file stem with its variant.
    public var name: String
    /// The golden path, as the checking run named it.
    public var golden: String?
    /// `passed`, `differs`, `missing`, ... (`SnapshotStatus`'s raw values).
    public var status: String
    /// The run's one-line message.
    public var message: String
    /// What the recorded layout says changed, one fact per line.
    public var changes: [String]
    /// The failure images in the report folder (`images/NNNN-name.actual.png`, ...); `nil` when
    /// the run wrote none of that kind.
    public var expected: String?
    /// The rendered image (with its `alertsnap` chunk).
    public var actual: String?
    /// The diff image.
    public var diff: String?
    /// The failure groups it is in, numbered from 1 in the report's order (`summary.json`'s
    /// `groups`, the `CAUSE` lines): `accept --group N` accepts group N.
    public var groups: [Int] = []
}

/// Reads a report folder's `summary.json`.
public enum CheckReportFile {
    /// The largest `summary.json` read (a report of many thousand snapshots is a few MB).
    static let maxBytes = 256 << 20

    /// Every result of the report in `dir`, in its order; throws `CheckError` naming the file and
    /// the key when it is missing or is not a summary `check` wrote.
    public static func read(_ dir: String) throws(CheckError) -> [ReportedSnapshot] {
        let path = dir.hasSuffix("/") ? dir + "summary.json" : dir + "/summary.json"
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CheckError("\(path): cannot read (is \(dir) a folder written by check --report?)")
        }
        guard data.count <= maxBytes else { throw CheckError("\(path): larger than \(maxBytes >> 20) MB") }
        let root: JSONValue
        do { root = try JSONParser.parse(Array(data)) } catch {
            throw CheckError("\(path): line \(error.line), column \(error.column): \(error.message)")
        }
        guard case .object(let top) = root, case .array(let results)? = top.first(where: { $0.key == "results" })?.value
        else { throw CheckError("\(path): results: missing or not an array") }
        let images = (dir.hasSuffix("/") ? dir : dir + "/") + "images/"
        // Each golden's group numbers (a summary written before groups existed has none).
        var groupsOf: [String: [Int]] = [:]
        for (n, group) in groups(top).enumerated() {
            for golden in group.goldens { groupsOf[golden, default: []].append(n + 1) }
        }
        var out: [ReportedSnapshot] = []
        for (i, result) in results.enumerated() {
            guard case .object(let fields) = result else { throw CheckError("\(path): results[\(i)]: not an object") }
            func string(_ key: String) -> String? {
                if case .string(let s)? = fields.first(where: { $0.key == key })?.value { return s }
                return nil
            }
            guard let spec = string("spec"), let name = string("name"), let status = string("status") else {
                throw CheckError("\(path): results[\(i)]: spec, name or status missing")
            }
            var artifacts: [String: String] = [:]
            if case .object(let files)? = fields.first(where: { $0.key == "artifacts" })?.value {
                for (kind, value) in files {
                    // Found in this folder by file name: the run named them where it ran.
                    if case .string(let p) = value, let file = p.split(separator: "/").last, file != "..", file != "." {
                        artifacts[kind] = images + file
                    }
                }
            }
            var changes: [String] = []
            if case .array(let lines)? = fields.first(where: { $0.key == "changes" })?.value {
                changes = lines.compactMap { if case .string(let s) = $0 { return s } else { return nil } }
            }
            out.append(
                ReportedSnapshot(
                    spec: spec, name: name, golden: string("golden"), status: status, message: string("message") ?? "",
                    changes: changes, expected: artifacts["expected"], actual: artifacts["actual"],
                    diff: artifacts["diff"], groups: string("golden").flatMap { groupsOf[$0] } ?? []))
        }
        // A report names paths relative to where the check ran or to its project: when they are not
        // found from here, they are from the nearest folder above the report that holds its specs
        // (a report folder inside the project).
        if let base = base(for: out.map(\.spec), report: dir) {
            for i in out.indices {
                out[i].spec = join(base, out[i].spec)
                out[i].golden = out[i].golden.map { join(base, $0) }
            }
        }
        return out
    }

    /// The report's failure groups (`summary.json`'s `groups`), in its order; none when it has none
    /// or cannot be read.
    public static func groups(_ dir: String) -> [FailureGroup] {
        let path = dir.hasSuffix("/") ? dir + "summary.json" : dir + "/summary.json"
        guard let data = FileManager.default.contents(atPath: path), data.count <= maxBytes,
            case .object(let top)? = try? JSONParser.parse(Array(data))
        else { return [] }
        return groups(top)
    }

    static func groups(_ top: [(key: String, value: JSONValue)]) -> [FailureGroup] {
        guard case .array(let groups)? = top.first(where: { $0.key == "groups" })?.value else { return [] }
        return groups.map(FailureGroup.init(json:))
    }

    /// The folder above `report` from which the relative `specs` exist, when they do not from here.
    static func base(for specs: [String], report: String) -> String? {
        let fm = FileManager.default
        let relative = specs.filter { !$0.hasPrefix("/") }
        guard let probe = relative.first, !fm.fileExists(atPath: probe) else { return nil }
        var folder = URL(fileURLWithPath: report).standardizedFileURL.deletingLastPathComponent()
        while folder.path != "/" {
            if fm.fileExists(atPath: join(folder.path, probe)) { return folder.path }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    static func join(_ base: String, _ path: String) -> String {
        path.hasPrefix("/") ? path : (base.hasSuffix("/") ? base + path : base + "/" + path)
    }
}
