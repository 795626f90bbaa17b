import AlertModel
import AlertRender
import DesignLint
import Foundation
import SnapshotCheck

/// The renderer `check` uses: the one line to change to check with another `SpecRendering`.
func checkRenderer() throws -> any SpecRendering { try AlertRenderer() }

/// `alertsnap check [DIR|SPEC...] [--golden DIR] [--record missing|all|failed|never] [--report DIR]
/// [--junit FILE] [--jobs N] [--shard I/N] [--threshold T] [--max-diff-pixels N] [--max-diff-ratio R]
/// [--include-aa] [--exact] [--background B] [--prune] [--json] [--lint] [--lint-rule RULE=LEVEL]... [--vary KEY=V1,V2]...
/// [--content-size S] [--locale L] [--direction D]`
///
/// Prints one short line per snapshot that did not pass (`--verbose`: every snapshot's full
/// message), unused goldens, then a summary; with `--json`
/// stdout holds only the JSON summary and those lines go to stderr. A progress line appears on
/// stderr only when it is a terminal. Exit 2 if any spec is invalid, else 1 if any snapshot
/// differs or is missing, else 0.
func runCheck(_ args: [String]) throws -> Int32 {
    let a = try Arguments(args, for: .check)
    var options = CheckOptions(inputs: a.positional)
    options.goldenDirectory = a.value("golden")
    let environment = ProcessInfo.processInfo.environment
    let flag = try a.value("record").map { s throws(CheckError) in try RecordMode(parsing: s) }
    if a.flags.contains("ci") && a.flags.contains("no-ci") { throw UsageError("--ci and --no-ci: give one") }
    let ci = RecordMode.isCI(
        flag: a.flags.contains("ci") ? true : a.flags.contains("no-ci") ? false : nil, environment: environment)
    (options.record, options.recordingFails) = try RecordMode.resolve(flag: flag, environment: environment, ci: ci)
    options.ci = ci
    options.allowUnused = a.flags.contains("allow-unused")
    options.policy = try comparisonPolicy(a)
    options.thresholdIsExplicit = a.value("threshold") != nil
    if let compare = a.value("compare") {
        options.policy.compare = try CompareMode(parsing: compare)
        options.compareIsExplicit = true
    }
    if let jobs = try a.int("jobs", in: 1...1024) { options.jobs = jobs }
    if let shard = a.value("shard") { options.shard = try Shard(parsing: shard) }
    options.reportDirectory = a.value("report")
    options.junitPath = a.value("junit")
    options.prune = a.flags.contains("prune")
    options.incremental = a.flags.contains("incremental")
    options.policy.ignoresLayout = a.flags.contains("ignore-layout")
    options.vary = try variations(a, textFlagsAsLists: true)
    if let crop = a.value("crop") {
        var probe = SpecOverrides()
        try probe.set("crop", to: crop)
        options.crop = probe.crop
    }

    let renderer = try checkRenderer()
    let lintRules = try LintRuleLevels(assignments: a.values["lint-rule"] ?? [])
    if a.flags.contains("lint") {
        var lint = DesignLinter(renderer: try AlertRenderer())
        lint.commandLineRules = lintRules
        options.lint = lint
    }
    let progress = ProgressLine.forStandardError()
    let report: CheckReport
    do {
        report = try CheckRun.run(options, renderer: renderer) { done, total, name in
            progress?.update(done: done, total: total, current: name)
        }
    } catch {
        // Clear the progress line, so the error does not land at its end.
        progress?.finish()
        throw error
    }
    progress?.finish()

    printReport(report, json: a.flags.contains("json"), verbose: a.flags.contains("verbose"))
    return report.exitCode
}

/// The console output of `check` and `merge-reports`: one short line per snapshot that did not
/// pass and one line per kind of pass worth a look (`ConsoleLines`), what happened in the golden
/// folders, the report files, then the summary line. `verbose` adds every snapshot's full message
/// and the bases found, which a quiet run leaves out since they are the same on every run.
func printReport(_ report: CheckReport, json: Bool, verbose: Bool = false) {
    let console = ConsoleLines(report, verbose: verbose)
    var lines = console.snapshotLines
    // `--lint`: one line per finding, `LINT error FILE: RULE: element: message`.
    // `info` findings (the look's own colours) are in summary.json, not on the console.
    for f in report.lintFindings where f.severity != .info { lines.append("LINT \(f.leveledLine)") }
    let pruned = Set(report.pruned)
    for path in report.unusedGoldens {
        if pruned.contains(path) {
            lines.append("pruned unused golden: \(console.display(path))")
        } else if report.unusedFails {
            lines.append(
                "UNUSED golden: \(console.display(path)) (no spec uses it: deleted, renamed or invalid; --prune removes it, --allow-unused lets CI pass)")
        } else {
            lines.append("unused golden: \(console.display(path))")
        }
    }
    for path in report.notOurs {
        lines.append("not ours (no alertsnap chunk; never pruned): \(console.display(path))")
    }
    if let skipped = report.pruneSkipped { lines.append(skipped) }
    for path in report.skippedFiles { lines.append("skipped (not a spec): \(console.display(path))") }
    if verbose {
        for base in report.bases {
            lines.append("base of \(base.extendedBy.map(console.display).joined(separator: ", ")): \(console.display(base.path))")
        }
    }
    for path in report.removedTemporaryFiles {
        lines.append("removed temporary file of an interrupted run: \(console.display(path))")
    }
    for path in report.temporaryFiles { lines.append("temporary file (a write in progress?): \(console.display(path))") }
    // Snapshots that the tolerance passed rather than an exact comparison, one line per reason.
    var tolerated: [(reason: String, count: Int)] = []
    for r in report.results where r.status == .passed {
        guard let reason = r.outcome.toleranceReason else { continue }
        if let i = tolerated.firstIndex(where: { $0.reason == reason }) {
            tolerated[i].count += 1
        } else {
            tolerated.append((reason, 1))
        }
    }
    for (reason, count) in tolerated {
        lines.append("compared with tolerance: \(reason): \(CheckReport.counted(count, "snapshot")) passed")
    }
    // Failures grouped by cause (`FailureGroups`): what changed, once, with how many it changed.
    // (Missing goldens have their own line above; `--verbose` lists their group too.)
    for group in report.groups where verbose || !group.isMissingGoldens { lines.append("CAUSE \(group.line)") }
    for path in report.reportFiles { lines.append("wrote \(console.display(path))") }
    for problem in report.reportErrors { lines.append("ERROR \(problem)") }
    lines.append(report.summaryLine)
    // A failing run ends with the commands that resolve it, its report folder filled in.
    // Paths as the console shows them: relative to the current folder.
    var shown = report
    shown.inputs = report.inputs.map(console.display)
    shown.rerunArguments = report.rerunArguments.map { $0.hasPrefix("/") ? console.display($0) : $0 }
    shown.reportDirectory = report.reportDirectory.map(console.display)
    lines += FixHints.lines(shown)
    let text = lines.map { oneLine($0) + "\n" }.joined()
    if json {
        FileHandle.standardError.write(Data(text.utf8))
        print(report.jsonString, terminator: "")
    } else {
        print(text, terminator: "")
    }
}

/// `alertsnap merge-reports DIR... --report OUT [--junit FILE]`
func runMergeReports(_ args: [String]) throws -> Int32 {
    let a = try Arguments(args, for: .mergeReports)
    guard !a.positional.isEmpty, let out = a.value("report") else {
        throw UsageError("usage: alertsnap merge-reports DIR... --report OUT [--junit FILE]")
    }
    let report = try ReportMerge.merge(a.positional, into: out, junit: a.value("junit"))
    printReport(report, json: false)
    return report.exitCode
}
