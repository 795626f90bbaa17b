import AlertModel
import Foundation
import ImageDiff
import Raster
import Synchronization

/// What `alertsnap check` does, as values.
///
/// ```swift
/// var options = CheckOptions(inputs: ["Fixtures"])
/// options.record = .never
/// options.reportDirectory = "out/report"
/// ```
public struct CheckOptions: Sendable {
    /// Directories (searched recursively) and spec files; empty means the current directory.
    public var inputs: [String]
    /// All goldens in this folder as `<name>.png`; `nil`: `__snapshots__/<name>.png` beside each spec.
    public var goldenDirectory: String?
    /// When goldens are written; `ALERTSNAP_RECORD` is not read here (see `RecordMode.resolve`).
    public var record: RecordMode
    /// Pixelmatch options and how many differing pixels still pass.
    public var policy: ComparisonPolicy
    /// Worker threads; results do not depend on it.
    public var jobs: Int
    /// Check only this part of the sorted spec list (CI splitting); `nil` checks every spec.
    public var shard: Shard?
    /// `index.html`, `summary.json` and the images of failures go here.
    public var reportDirectory: String?
    /// Where the JUnit XML goes (`--junit FILE`), if wanted.
    public var junitPath: String?
    /// Remove goldens that no spec uses.
    public var prune: Bool

    /// Options with `alertsnap check`'s defaults: the current directory, goldens beside the specs,
    /// record mode `.missing`, zero tolerance, one job per active processor, no shard, no reports.
    public init(
        inputs: [String] = [], goldenDirectory: String? = nil, record: RecordMode = .missing,
        policy: ComparisonPolicy = ComparisonPolicy(),
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        shard: Shard? = nil, reportDirectory: String? = nil, junitPath: String? = nil,
        prune: Bool = false
    ) {
        self.inputs = inputs
        self.goldenDirectory = goldenDirectory
        self.record = record
        self.policy = policy
        self.jobs = jobs
        self.shard = shard
        self.reportDirectory = reportDirectory
        self.junitPath = junitPath
        self.prune = prune
    }
}

/// The outcome for one spec: which spec and golden, and what comparing them gave.
public struct SnapshotResult: Sendable, Equatable {
    /// The spec file, as found.
    public var spec: String
    /// The snapshot name (the spec's `name`, else its file stem).
    public var name: String
    /// The golden file; `nil` for an invalid spec.
    public var golden: String?
    /// The verification of the rendered image against the golden (or why there was none); its
    /// message is prefixed with the spec and name.
    public var outcome: GoldenVerification

    /// What happened to this snapshot; decides the exit code.
    public var status: SnapshotStatus { outcome.status }
    /// The golden file was created or replaced by this run.
    public var goldenWritten: Bool { outcome.goldenWritten }
    /// The comparison with the golden, when one was made (not when it was missing, unreadable or
    /// recorded in `all` mode).
    public var diff: DiffResult? { outcome.diff }
    /// The failure images written for this snapshot; all `nil` when it passed.
    public var artifacts: SnapshotArtifacts { outcome.artifacts }
    /// Size of the golden in pixels, when it was read.
    public var expectedSize: ImageSize? { outcome.expectedSize }
    /// Size of the rendered image in pixels, when rendered.
    public var actualSize: ImageSize? { outcome.actualSize }
    /// One line naming the spec, the golden, the differences and the files written.
    public var message: String { outcome.message }
}

/// Everything a check run found and did.
public struct CheckReport: Sendable, Equatable {
    /// This shard's results, in sorted spec order.
    public var results: [SnapshotResult]
    /// Specs found before sharding.
    public var totalSpecs: Int
    /// The record mode the run used.
    public var record: RecordMode
    /// The shard this run checked; `nil` when it checked every spec.
    public var shard: Shard?
    /// Goldens in fully searched golden folders that no spec uses, sorted.
    public var unusedGoldens: [String]
    /// Unused goldens removed (`prune`).
    public var pruned: [String]
    /// Why `prune` removed nothing although asked, if so.
    public var pruneSkipped: String?
    /// Report files written (HTML, summary JSON, JUnit).
    public var reportFiles: [String]

    /// 2 if any spec is invalid or errored, else 1 if any snapshot differs or is missing, else 0.
    public var exitCode: Int32 {
        if results.contains(where: { $0.status.isError }) { return 2 }
        if results.contains(where: { $0.status.isFailure }) { return 1 }
        return 0
    }

    /// How many of this shard's results have `status`.
    public func count(_ status: SnapshotStatus) -> Int {
        results.filter { $0.status == status }.count
    }

    /// `18 specs: 15 passed, 1 differ, 1 missing, 0 recorded, 1 invalid, 0 errors`.
    public var summaryLine: String {
        var line = "\(results.count) spec\(results.count == 1 ? "" : "s")"
        if let shard { line += " (shard \(shard) of \(totalSpecs))" }
        line +=
            ": \(count(.passed)) passed, \(count(.differs)) differ, \(count(.missing)) missing, "
        line += "\(count(.recorded)) recorded, \(count(.invalid)) invalid, \(count(.error)) errors"
        return line
    }
}

/// The golden workflow: find specs, render each in memory, compare with its decoded golden, apply
/// the record mode, list unused goldens, write the reports.
///
/// ```swift
/// let report = try CheckRun.run(CheckOptions(inputs: ["Fixtures"], record: .never), renderer: try AlertRenderer())
/// for r in report.results where r.status != .passed { print(r.message) }
/// exit(report.exitCode)
/// ```
public enum CheckRun {
    /// Throws `CheckError` only for bad usage (an input that does not exist, a report that cannot
    /// be written); an invalid spec is a result with status `.invalid`, and the others still run.
    public static func run(
        _ options: CheckOptions, renderer: any SpecRendering,
        progress: (@Sendable (_ done: Int, _ total: Int, _ name: String) -> Void)? = nil
    ) throws(CheckError) -> CheckReport {
        let discovery = try SpecDiscovery.find(
            options.inputs, excluding: options.reportDirectory.map { [$0] } ?? [])
        let plan = CheckPlan(discovery: discovery, options: options)
        if let dir = options.reportDirectory { try ReportFiles.prepare(dir) }

        let selected = plan.items.filter { options.shard?.includes($0.index) ?? true }
        let verifier = GoldenVerifier(policy: options.policy, record: options.record)
        let counter = Counter()
        let results = parallelMap(count: selected.count, jobs: options.jobs) { i in
            let result = check(
                selected[i], verifier: verifier, renderer: renderer, options: options)
            let done = counter.increment()
            progress?(done, selected.count, result.name)
            return result
        }

        let unused = plan.unusedGoldens()
        var pruned: [String] = []
        var pruneSkipped: String?
        if options.prune {
            let invalid = plan.items.filter { $0.spec == nil }.count
            if invalid > 0 {
                pruneSkipped =
                    "not pruning: \(invalid) invalid spec\(invalid == 1 ? "" : "s") (their goldens cannot be told apart)"
            } else {
                for path in unused {
                    // Gone is gone: another shard pruning the same file at once is no failure.
                    try? FileManager.default.removeItem(atPath: path)
                    if !FileManager.default.fileExists(atPath: path) { pruned.append(path) }
                }
            }
        }
        var report = CheckReport(
            results: results, totalSpecs: plan.items.count, record: options.record,
            shard: options.shard,
            unusedGoldens: unused, pruned: pruned, pruneSkipped: pruneSkipped, reportFiles: [])
        if let dir = options.reportDirectory {
            report.reportFiles += try ReportFiles.writeReport(report, to: dir)
        }
        if let path = options.junitPath {
            try ReportFiles.write(JUnitReport.xml(report), to: path)
            report.reportFiles.append(path)
        }
        return report
    }

    static func check(
        _ item: CheckPlan.Item, verifier: GoldenVerifier, renderer: any SpecRendering,
        options: CheckOptions
    ) -> SnapshotResult {
        func result(_ status: SnapshotStatus, _ message: String, golden: String? = item.golden) -> SnapshotResult {
            SnapshotResult(
                spec: item.path, name: item.name, golden: golden,
                outcome: GoldenVerification(
                    status: status, goldenWritten: false, diff: nil, artifacts: SnapshotArtifacts(),
                    expectedSize: nil, actualSize: nil, message: message))
        }
        guard let spec = item.spec else {
            return result(.invalid, item.problem ?? "\(item.path): invalid spec", golden: nil)
        }
        if let problem = item.problem {
            return result(.error, "\(item.path) (\(item.name)): \(problem)")
        }
        let image: RGBAImage
        do {
            image = try renderer.renderImage(spec)
        } catch {
            return result(.error, "\(item.path) (\(item.name)): render failed: \(error)")
        }
        let name = item.name
        var outcome = verifier.verify(image, goldenPath: item.golden, artifacts: item.artifacts) {
            image in
            try renderer.encodePNG(image, name: name)
        }
        outcome.message = "\(item.path) (\(item.name)): \(outcome.message)"
        return SnapshotResult(spec: item.path, name: item.name, golden: item.golden, outcome: outcome)
    }
}

/// A thread-safe counter for progress.
private final class Counter: Sendable {
    private let value = Mutex(0)
    func increment() -> Int {
        value.withLock { value in
            value += 1
            return value
        }
    }
}
