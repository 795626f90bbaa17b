import AlertModel
import AlertRender
import DesignLint
import Foundation
import SnapshotCheck

/// `alertsnap lint SPEC... [--json] [--vary key=v1,v2]... [--strict] [--lint-rule RULE=LEVEL]...` (plus `--device`,
/// `--appearance`, `--time`, `--phase` as on `render`).
///
/// Prints one line per error or warning, `LEVEL FILE[variant]: RULE: element: message` (`LintFinding.leveledLine`),
/// and on stderr how many `info` findings it left out, or every finding as `{"findings": [...]}` with `--json`. Every spec is read and validated before anything is printed, so bad input is
/// one line on stderr and exit 2 with nothing on stdout. Exit 1 when a finding is an error (with
/// `--strict`, when there is any finding), else 0.
func runLint(_ args: [String]) throws -> Int32 {
    let a = try Arguments(args, for: .lint)
    guard !a.positional.isEmpty else {
        throw UsageError("usage: alertsnap lint SPEC... [--json] [--vary key=v1,v2]... [--strict]")
    }
    let variations = try (a.values["vary"] ?? []).map { v throws(SpecError) in try ContactSheet.Variation(parsing: v) }
    let o = try overrides(a)
    // Each spec under the alertsnap.json nearest to it (its `variants`, `crop`, `ios` and lint levels),
    // as `check` would find it: lint checks the snapshots `check` renders, `--vary` over them.
    var settings: [String: ProjectSettings] = [:]
    var jobs: [(file: String, variant: String, spec: ResolvedSpec)] = []
    for path in a.positional {
        let spec = try AlertSpec.load(path: path)
        let project = try settings[path] ?? ProjectSettings.nearest(toSpec: path)
        settings[path] = project
        for (variant, resolved) in try LintVariants.expand(
            spec, variations: variations, under: project.variants, overrides: project.overrides(over: o))
        {
            jobs.append((path, variant, resolved))
        }
    }
    var lint = DesignLinter(renderer: try AlertRenderer())
    lint.commandLineRules = try LintRuleLevels(assignments: a.values["lint-rule"] ?? [])
    var findings: [LintFinding] = []
    for job in jobs {
        lint.configRules = settings[job.file]!.lintRules
        findings += try lint.findings(for: job.spec, file: job.file, variant: job.variant)
    }
    if a.flags.contains("json") {
        print(LintFinding.json(findings), terminator: "")
    } else {
        // `info` (the look's own colours) fails nothing: counted on stderr, listed by --json.
        for f in findings where f.severity != .info { print(f.leveledLine) }
        let info = findings.filter { $0.severity == .info }.count
        if info > 0 {
            printError(
                "alertsnap lint: \(CheckReport.counted(info, "info finding")) not shown (contrast of the look's own colours; --json lists them, --lint-rule contrast=warning raises them)"
            )
        }
    }
    return LintFinding.exitCode(findings, strict: a.flags.contains("strict"))
}
