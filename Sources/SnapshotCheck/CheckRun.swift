import AlertModel
import AlertRender
import DesignLint
import Foundation
import ImageDiff
import PNGCodec
import Raster
import Support

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
    /// Every golden written fails the run, in `all` mode too (`GoldenVerifier.recordingFails`):
    /// the record mode came from `ALERTSNAP_RECORD`.
    public var recordingFails = false
    /// `policy.compare` was given explicitly (`--compare`), so `alertsnap.json`'s `compare` does
    /// not replace it.
    public var compareIsExplicit = false
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
    /// Remove goldens that no spec uses (only those alertsnap wrote).
    public var prune: Bool
    /// Skip rendering a spec whose golden records the same version, inputs and environment and
    /// whose image data still hashes to what it records (`--incremental`); it is reported as
    /// `unchanged`.
    public var incremental = false
    /// The threshold in `policy` was given explicitly (`--threshold`), so `alertsnap.json`'s
    /// `threshold` does not replace it.
    public var thresholdIsExplicit = false
    /// `--lint`: runs the design lint on every snapshot rendered; its errors fail the snapshot.
    public var lint: DesignLinter?
    /// `--vary` lists (and `--content-size`, `--locale`, `--direction` as lists of one), laid over
    /// each spec's `variants` and `alertsnap.json`'s: every variant is a snapshot with its own golden.
    public var vary = VariantSet()
    /// `--crop`: every snapshot cropped so, over the specs' and `alertsnap.json`'s `crop`.
    public var crop: CropMode?
    /// CI mode (`RecordMode.isCI`): an unused golden fails the run, since a deleted, renamed or
    /// invalid spec would otherwise shrink what CI checks without anyone seeing it.
    public var ci = false
    /// `--allow-unused`: unused goldens are listed but do not fail a CI run.
    public var allowUnused = false

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

extension CheckOptions {
    /// These options with an `alertsnap.json`'s settings where no option gave them.
    func applying(_ config: CheckConfig) -> CheckOptions {
        var options = self
        let settings = ProjectSettings(config)
        if options.goldenDirectory == nil { options.goldenDirectory = config.golden }
        options.policy = settings.policy(
            options.policy, thresholdIsExplicit: options.thresholdIsExplicit, compareIsExplicit: options.compareIsExplicit)
        options.lint?.configRules = settings.lintRules
        return options
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

    /// What happened to this snapshot; decides the exit code. Pixels that pass with a lint error
    /// are `failedLint`, so no count calls the snapshot passed.
    public var status: SnapshotStatus { outcome.status == .passed && lintFails ? .failedLint : outcome.status }
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
    /// What `--lint` found in the rendered snapshot (empty without `--lint`).
    public var lint: [LintFinding] = []
    /// The room of each text, for a snapshot that failed or has a lint error or warning: what
    /// the HTML report shows a translator ("needs 310 pt, has 254 pt on 1 line"); else empty.
    public var room: [RoomText] = []
    /// `warning: FILE: ...` lines about the rendered spec (`SpecRendering.warnings`), printed
    /// after its result whatever its status.
    public var warnings: [String] = []
}

/// Everything a check run found and did.
public struct CheckReport: Sendable, Equatable {
    /// This shard's results, in sorted spec order.
    public var results: [SnapshotResult]
    /// Snapshots found before sharding: every variant of every spec (an invalid spec is one).
    /// The name predates variants and stays, as `summary.json`'s `totalSpecs`, for readers of it.
    public var totalSpecs: Int
    /// The record mode the run used.
    public var record: RecordMode
    /// The shard this run checked; `nil` when it checked every spec.
    public var shard: Shard?
    /// Goldens alertsnap wrote, in fully searched golden folders, that no spec uses, sorted.
    public var unusedGoldens: [String]
    /// Unused goldens removed (`prune`).
    public var pruned: [String]
    /// Why `prune` removed nothing although asked, if so.
    public var pruneSkipped: String?
    /// Report files written (HTML, summary JSON, JUnit).
    public var reportFiles: [String]
    /// Report files that could not be written, one line each; they make the exit code 2.
    public var reportErrors: [String] = []
    /// PNGs in the golden folders that alertsnap did not write (no `alertsnap` chunk): never pruned.
    public var notOurs: [String] = []
    /// JSON files in the searched folders that are not specs.
    public var skippedFiles: [String] = []
    /// Found JSON files that found specs extend, with those specs: bases get no golden.
    public var bases: [SpecBase] = []
    /// Temporary files of interrupted writes removed from the golden folders.
    public var removedTemporaryFiles: [String] = []
    /// Temporary files of writes that may still be running (younger than a minute), left alone.
    public var temporaryFiles: [String] = []
    /// The failures grouped by cause (`FailureGroups`), largest group first.
    public var groups: [FailureGroup] = []
    /// The folder of the run's `alertsnap.json`, when it has one: a report names the paths
    /// outside the folder the check ran in relative to it.
    public var projectFolder: String?
    /// Goldens alertsnap wrote for each invalid spec (by spec path): the spec's, not unused.
    public var invalidSpecGoldens: [String: [String]] = [:]
    /// Unused goldens fail the run (CI mode without `--allow-unused`).
    public var unusedFails = false
    /// The folders and spec files the run was given, as given (empty: the current folder).
    public var inputs: [String] = []
    /// The arguments after `alertsnap check` that check the same snapshots again (the inputs, and
    /// `--golden DIR` when the command line gave it): the fix hints repeat them.
    public var rerunArguments: [String] = []
    /// The report folder (`--report DIR`), as given: the fix hints name it.
    public var reportDirectory: String?

    /// Unused goldens still there (not pruned): what fails a CI run.
    public var unusedLeft: [String] {
        let pruned = Set(self.pruned)
        return unusedGoldens.filter { !pruned.contains($0) }
    }

    /// 2 if any spec is invalid or errored, else 1 if any snapshot differs or is missing (or, in
    /// CI mode, a golden is unused), else 0.
    public var exitCode: Int32 {
        if results.contains(where: { $0.status.isError }) || !reportErrors.isEmpty { return 2 }
        if results.contains(where: { $0.status.isFailure || $0.lintFails }) { return 1 }
        if unusedFails && !unusedLeft.isEmpty { return 1 }
        return 0
    }

    /// How many of this shard's results have `status`; for `.recorded`, how many goldens this run
    /// wrote in any mode (a missing golden recorded in `missing` mode counts as missing and as
    /// recorded), so the summary line, `summary.json`, the HTML report and JUnit agree.
    public func count(_ status: SnapshotStatus) -> Int {
        if status == .recorded { return results.filter { $0.goldenWritten }.count }
        return results.filter { $0.status == status }.count
    }

    /// Spec files this shard's results come from (a spec with `variants` gives several results).
    public var specCount: Int { Set(results.map(\.spec)).count }

    /// `18 snapshots: 15 passed, 1 differ, 1 missing, 0 recorded, 1 invalid, 0 errors` (with
    /// `, 2 failed lint` after `missing` when the lint failed snapshots whose pixels pass); when specs
    /// have variants, `30 snapshots of 3 specs: ...`, since every variant is a snapshot of its own.
    public var summaryLine: String {
        var line = Self.counted(results.count, "snapshot")
        if specCount != results.count { line += " of " + Self.counted(specCount, "spec") }
        if let shard { line += " (shard \(shard) of \(Self.counted(totalSpecs, "snapshot")))" }
        line +=
            ": \(count(.passed)) passed, \(count(.differs)) differ, \(count(.missing)) missing, "
        if count(.failedLint) > 0 { line += "\(count(.failedLint)) failed lint, " }
        line += "\(count(.recorded)) recorded, \(count(.invalid)) invalid, \(count(.error)) errors"
        if count(.unchanged) > 0 { line += ", \(count(.unchanged)) unchanged (not rendered)" }
        if unusedFails && !unusedLeft.isEmpty { line += ", " + Self.counted(unusedLeft.count, "unused golden") }
        line += lintSummary
        return line
    }

    /// `1 snapshot`, `2 snapshots`.
    public static func counted(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
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
        let renderer = renderer.forSnapshots
        // What every snapshot's metadata needs (the bundled fonts' digests) is worked out on a
        // thread of its own while the specs are found and resolved, which keeps one core busy.
        let prepared = DispatchGroup()
        DispatchQueue.global().async(group: prepared) { renderer.prepareForSnapshots() }
        defer { prepared.wait() }
        let discovery = try SpecDiscovery.find(
            options.inputs, excluding: options.reportDirectory.map { [$0] } ?? [])
        let given = options
        let options = discovery.config.map { options.applying($0) } ?? options
        let plan = CheckPlan(discovery: discovery, options: options)
        // Every output is checked before any golden is touched: a JUnit path that is a folder must
        // not be found out after a `--record all` run rewrote the goldens.
        if let path = options.junitPath { try ReportFiles.checkWritable(path, option: "--junit") }
        if let dir = options.reportDirectory { try ReportFiles.prepare(dir) }

        let selected = options.shard.map { shard in
            // Split by snapshots: a spec weighs as many as its variants (all in one shard).
            var weights = [Int](repeating: 0, count: (plan.items.map(\.index).max() ?? -1) + 1)
            for item in plan.items { weights[item.index] += 1 }
            let chosen = Set(shard.positions(weights: weights))
            return plan.items.filter { chosen.contains($0.index) }
        } ?? plan.items
        let verifier = GoldenVerifier(
            policy: options.policy, record: options.record, recordingFails: options.recordingFails)
        let counter = Counter()
        // Each worker paints every snapshot it checks into one canvas and one image buffer,
        // snapshots on one presenting layer one after another (`SnapshotOrder`).
        let (order, groupStarts) = SnapshotOrder.renderOrder(selected.map(\.spec))
        let rendered = parallelMap(
            count: selected.count, groupStarts: groupStarts, jobs: options.jobs, perThread: { RenderScratch() }
        ) { scratch, k in
            let result = check(
                selected[order[k]], verifier: verifier, renderer: renderer, options: options, scratch: scratch)
            let done = counter.increment()
            progress?(done, selected.count, result.name)
            return result
        }
        var inPlanOrder = [SnapshotResult?](repeating: nil, count: selected.count)
        for (k, result) in rendered.enumerated() { inPlanOrder[order[k]] = result }
        let leftovers = plan.leftovers()
        // An invalid spec's goldens are counted under it: fixing the spec uses them again.
        let results = inPlanOrder.map { found -> SnapshotResult in
            var r = found!
            if r.status == .invalid, let goldens = leftovers.ofInvalidSpecs[r.spec], !goldens.isEmpty {
                r.outcome.message += " (\(CheckReport.counted(goldens.count, "golden")) of it kept: \(goldens.joined(separator: ", ")))"
            }
            return r
        }

        var pruned: [String] = []
        var pruneSkipped: String?
        if options.prune {
            let invalid = plan.items.filter { $0.spec == nil }.count
            if invalid > 0 {
                pruneSkipped =
                    "not pruning: \(invalid) invalid spec\(invalid == 1 ? "" : "s") (their goldens cannot be told apart)"
            } else {
                for path in leftovers.unused {
                    // Gone is gone: another shard pruning the same file at once is no failure.
                    try? FileManager.default.removeItem(atPath: path)
                    if !FileManager.default.fileExists(atPath: path) { pruned.append(path) }
                }
            }
        }
        // A temporary file of an interrupted write is ours by its name; one older than a minute
        // belongs to no running write (AtomicFile renames within milliseconds), so it goes.
        var removedTemporary: [String] = []
        var temporary: [String] = []
        for path in leftovers.temporary {
            if let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date,
                Date().timeIntervalSince(modified) > 60, (try? FileManager.default.removeItem(atPath: path)) != nil
            {
                removedTemporary.append(path)
            } else {
                temporary.append(path)
            }
        }
        var report = CheckReport(
            results: results, totalSpecs: plan.items.count, record: options.record,
            shard: options.shard,
            unusedGoldens: leftovers.unused, pruned: pruned, pruneSkipped: pruneSkipped, reportFiles: [])
        report.notOurs = leftovers.notOurs
        report.skippedFiles = plan.skipped
        report.bases = plan.bases
        report.removedTemporaryFiles = removedTemporary
        report.temporaryFiles = temporary
        report.projectFolder = discovery.config?.folder
        report.groups = FailureGroups.groups(results, projectFolder: report.projectFolder)
        report.invalidSpecGoldens = leftovers.ofInvalidSpecs
        report.unusedFails = options.ci && !options.allowUnused
        report.inputs = given.inputs
        report.rerunArguments = given.inputs + (given.goldenDirectory.map { ["--golden", $0] } ?? [])
        report.reportDirectory = options.reportDirectory
        // JUnit is written before the report folder, so that a JUnit file that cannot be written is
        // an error the HTML report and summary.json state (their headline never says "passed" then).
        var junitFile: [String] = []
        if let path = options.junitPath {
            do {
                try ReportFiles.write(JUnitReport.xml(report), to: path)
                junitFile.append(path)
            } catch {
                report.reportErrors.append(error.description)
            }
        }
        // The results stand whatever happens to the report files: a failure to write one is noted
        // (and makes the exit code 2) but never replaces them.
        if let dir = options.reportDirectory {
            do { report.reportFiles += try ReportFiles.writeReport(report, to: dir) } catch {
                report.reportErrors.append(error.description)
            }
        }
        report.reportFiles += junitFile
        return report
    }

    static func check(
        _ item: CheckPlan.Item, verifier: GoldenVerifier, renderer: any SnapshotRendering,
        options: CheckOptions, scratch: RenderScratch = RenderScratch()
    ) -> SnapshotResult {
        func result(_ status: SnapshotStatus, _ message: String, golden: String? = item.golden) -> SnapshotResult {
            SnapshotResult(
                spec: item.path, name: item.name, golden: golden,
                outcome: GoldenVerification(
                    status: status, goldenWritten: false, diff: nil, artifacts: SnapshotArtifacts(),
                    expectedSize: nil, actualSize: nil, goldenMetadata: nil, changes: [], message: message))
        }
        guard let spec = item.spec else {
            return result(.invalid, item.problem ?? "\(item.path): invalid spec", golden: nil)
        }
        if let problem = item.problem {
            return result(.error, "\(item.path) (\(item.name)): \(problem)")
        }
        if options.incremental, let why = unchanged(item, spec: spec, renderer: renderer) {
            return result(.unchanged, "\(item.path) (\(item.name)): unchanged: \(why)")
        }
        let rendered: RenderedSnapshot
        let metadata: SnapshotMetadata?
        let layout: (() throws -> String)?
        do {
            rendered = try renderer.renderSnapshot(spec, scratch: scratch)
            (metadata, layout) = try renderer.comparisonMetadataDeferringLayout(for: spec)
        } catch {
            return result(.error, "\(item.path) (\(item.name)): render failed: \(error)")
        }
        // An image that was made goes back for the next snapshot once this one is compared (no
        // result keeps the image).
        defer { if let made = rendered.madeImage { scratch.giveBack(made.bytes) } }
        let name = item.name
        // The inputs' digests only for a file that is written (a golden or a failure image).
        var outcome = verifier.verify(
            rendered, metadata: metadata, layout: layout, fullMetadata: { try renderer.snapshotMetadata(for: spec) },
            goldenPath: item.golden, artifacts: item.artifacts, scratch: scratch,
            changedInputs: { InputChanges.names(recorded: $0, spec: spec, file: item.path, renderer: renderer) }
        ) { image in
            try renderer.encodePNG(image, name: name)
        }
        outcome.message = "\(item.path) (\(item.name)): \(outcome.message)"
        var checked = SnapshotResult(spec: item.path, name: item.name, golden: item.golden, outcome: outcome)
        checked.warnings = renderer.warnings(for: spec, file: item.path)
        if let lint = options.lint {
            // Named as `lint` names a variant, in file-name order: `card.json[appearance=dark]`.
            let variant = LintVariants.name(spec.variant.map { ($0.key.rawValue, $0.value) })
            do { checked.lint = try lint.findings(for: spec, file: item.path, variant: variant) } catch {
                return result(.error, "\(item.path) (\(item.name)): lint failed: \(error)")
            }
        }
        // The room of each text where someone will look: a failure, a lint error or warning.
        if checked.status.isFailure || checked.lint.contains(where: { $0.severity != .info }),
            let alert = options.lint?.renderer ?? (renderer as? AlertRenderer)
        {
            let variant = LintVariants.name(spec.variant.map { ($0.key.rawValue, $0.value) })
            checked.room = (try? RoomText.texts(of: spec, file: item.path, variant: variant, renderer: alert)) ?? []
        }
        return checked
    }
}

extension CheckRun {
    /// Why the golden of `item` is still current without rendering it, or nil when it must be
    /// rendered: same version, inputs, environment and variant, image data as recorded.
    static func unchanged(_ item: CheckPlan.Item, spec: ResolvedSpec, renderer: any SnapshotRendering) -> String? {
        guard let bytes = try? PNGFile.readFile(item.golden),
            let recorded = SnapshotMetadata.read(from: bytes),
            let now = try? renderer.snapshotInputs(for: spec, readAs: recorded),
            recorded.version == now.version, recorded.inputs == now.inputs,
            recorded.environment == now.environment, recorded.variant == now.variant,
            PNGTextChunk.imageDataDigest(bytes) == recorded.image
        else { return nil }
        return "golden \(item.golden) records the same inputs, version and environment"
    }
}

/// A thread-safe counter for progress.
private final class Counter: Sendable {
    private let value = Locked(0)
    func increment() -> Int {
        value.withLock { value in
            value += 1
            return value
        }
    }
}
