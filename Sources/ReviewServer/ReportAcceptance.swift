import AlertModel
import AlertRender
import Foundation
import PNGCodec
import SnapshotCheck
import Support

/// Accepting the images of a report made elsewhere (a CI artifact) as goldens, without rendering
/// them again: renders are deterministic, so an image whose recorded inputs, version and
/// environment equal what this checkout would render is the image this checkout would make.
///
/// ```swift
/// let acceptance = ReportAcceptance(renderer: try AlertRenderer())
/// for decision in try acceptance.decide(reportDirectory: "ci-report") where decision.accepted {
///     try acceptance.write(decision)
/// }
/// ```
public struct ReportAcceptance: Sendable {
    /// Works out what this checkout would record for a spec (its digests and environment).
    public let renderer: AlertRenderer

    /// An acceptance computing this checkout's inputs with `renderer`.
    public init(renderer: AlertRenderer) { self.renderer = renderer }

    /// What is done with one snapshot of the report.
    public struct Decision: Sendable, Equatable {
        /// The report's snapshot.
        public var snapshot: ReportedSnapshot
        /// The bytes to write as the golden, when accepted.
        public var bytes: [UInt8]?
        /// Why it is refused (what differs), when refused.
        public var refusal: String?
        /// Whether its image becomes the golden.
        public var accepted: Bool { bytes != nil }
    }

    /// The snapshots of the report that did not pass (differs, missing), those named in `only`
    /// when it is not empty, each accepted or refused with the reason. Throws `CheckError` for a
    /// report that cannot be read or a name in `only` that it does not hold.
    public func decide(reportDirectory: String, only: [String] = []) throws(CheckError) -> [Decision] {
        let snapshots = try CheckReportFile.read(reportDirectory)
        for name in only where !snapshots.contains(where: { $0.name == name }) {
            throw CheckError("--only \(name): no snapshot of that name in \(reportDirectory)/summary.json")
        }
        return
            snapshots
            .filter { ($0.status == "differs" || $0.status == "missing") && (only.isEmpty || only.contains($0.name)) }
            .map(decide)
    }

    /// Accepts `snapshot` when its actual image records what this checkout would render; else
    /// refuses it, naming what differs.
    public func decide(_ snapshot: ReportedSnapshot) -> Decision {
        func refuse(_ why: String) -> Decision { Decision(snapshot: snapshot, bytes: nil, refusal: why) }
        guard let golden = snapshot.golden, golden.hasSuffix("/" + snapshot.name + ".png") || golden == snapshot.name + ".png"
        else { return refuse("the report names no golden file for it") }
        guard let actualPath = snapshot.actual, let bytes = try? PNGFile.readFile(actualPath) else {
            return refuse("the report holds no actual image for it")
        }
        guard let recorded = SnapshotMetadata.read(from: bytes), !recorded.inputs.isEmpty else {
            return refuse("\(actualPath) records no inputs (no alertsnap chunk)")
        }
        guard PNGTextChunk.imageDataDigest(bytes) == recorded.image else {
            return refuse("\(actualPath): its image data is not what its chunk records")
        }
        let resolved: ResolvedSpec
        let here: SnapshotMetadata
        do {
            resolved = try resolvedSpec(snapshot.spec, variant: recorded.variant)
            here = try renderer.inputMetadata(for: resolved)
        } catch {
            return refuse("\(error)")
        }
        var differences = Self.differences(report: recorded, here: here)
        // Changed inputs are named by file and by what they change in the drawn record (the key
        // whose value differs), which a reviewer can act on; digests say neither.
        let files = InputChanges.names(
            recorded: recorded.inputs, current: here.inputs, files: resolved.filesRead, specFile: snapshot.spec)
        if !files.isEmpty {
            let drawn = (try? renderer.comparisonMetadata(for: resolved)).map {
                LayoutChanges(golden: recorded, actual: $0).structural
            } ?? []
            // The first few facts name the keys; the rest are counted.
            let shown = drawn.prefix(3) + (drawn.count > 3 ? ["and \(drawn.count - 3) more"] : [])
            let what = drawn.isEmpty
                ? "nothing drawn differs; check here and accept its own result"
                : "report -> here: " + shown.joined(separator: "; ")
            differences.insert("\(files.joined(separator: ", ")) changed since the report (\(what))", at: 0)
        }
        if !differences.isEmpty { return refuse(differences.joined(separator: "; ")) }
        return Decision(snapshot: snapshot, bytes: bytes, refusal: nil)
    }

    /// Writes an accepted decision's image over its golden (a temporary file renamed over it).
    public func write(_ decision: Decision) throws(CheckError) {
        guard let bytes = decision.bytes, let golden = decision.snapshot.golden else { return }
        let folder = (golden as NSString).deletingLastPathComponent
        if !folder.isEmpty {
            do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
                throw CheckError("\(folder): cannot create the folder")
            }
        }
        do { try AtomicFile.write(bytes, to: golden) } catch { throw CheckError(error.description) }
    }

    /// The spec at `path` as this checkout resolves it in the variant `variant` (as a chunk's
    /// `variant` lists it).
    func resolvedSpec(_ path: String, variant: [SnapshotMetadata.Entry]) throws -> ResolvedSpec {
        let spec = try AlertSpec.load(path: path)
        // Under the spec's project config, as `check` resolved it for the report.
        var overrides = try ProjectSettings.nearest(toSpec: path).overrides()
        var values: [VariantValue] = []
        for entry in variant {
            guard let key = VariantKey(rawValue: entry.key) else {
                throw CheckError("\(path): the report's image varies \(entry.key), which a golden never does")
            }
            try overrides.set(entry.key, to: entry.value)
            values.append(VariantValue(key, entry.value))
        }
        var resolved = try spec.resolved(overrides)
        resolved.variant = values
        return resolved
    }

    /// What differs between the report's record and this checkout's, one phrase each.
    static func differences(report: SnapshotMetadata, here: SnapshotMetadata) -> [String] {
        var out: [String] = []
        if report.version != here.version { out.append("alertsnap version \(report.version) (report) != \(here.version) (here)") }
        out += entryDifferences(report.inputs, here.inputs, what: "input")
        out += entryDifferences(report.environment, here.environment, what: "environment")
        if report.variant != here.variant { out.append("variant differs") }
        return out
    }

    private static func entryDifferences(
        _ report: [SnapshotMetadata.Entry], _ here: [SnapshotMetadata.Entry], what: String
    ) -> [String] {
        var out: [String] = []
        let mine = Dictionary(here.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
        let theirs = Dictionary(report.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
        for e in report {
            guard let value = mine[e.key] else {
                out.append("\(what) \(e.key) is in the report only")
                continue
            }
            // A changed input's digest says nothing a reviewer can act on: `decide` names its file
            // and the drawn keys it changes.
            guard value != e.value, what != "input" else { continue }
            out.append("\(what) \(e.key): \(short(e.value)) (report) != \(short(value)) (here)")
        }
        for e in here where theirs[e.key] == nil { out.append("\(what) \(e.key) is here only") }
        return out
    }

    /// A digest's first 12 characters; a version as it is.
    private static func short(_ value: String) -> String {
        value.count == 64 && value.allSatisfy(\.isHexDigit) ? String(value.prefix(12)) : value
    }
}
