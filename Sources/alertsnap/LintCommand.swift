import AlertModel
import AlertRender
import DesignLint
import Foundation
import SnapshotCheck

/// `alertsnap lint SPEC... [--json] [--vary key=v1,v2]... [--strict] [--lint-rule RULE=LEVEL]...` (plus `--device`,
/// `--appearance`, `--time`, `--phase` as on `render`).
///
/// Prints one line per finding, `FILE[variant]: RULE: element: message`, or `{"findings": [...]}`
/// with `--json`. Every spec is read and validated before anything is printed, so bad input is
/// one line on stderr and exit 2 with nothing on stdout. Exit 1 when a finding is an error (with
/// `--strict`, when there is any finding), else 0.
func runLint(_ args: [String]) throws -> Int32 {
    let a = try Arguments(args, for: .lint)
    guard !a.positional.isEmpty else {
        throw UsageError("usage: alertsnap lint SPEC... [--json] [--vary key=v1,v2]... [--strict]")
    }
    let variations = try (a.values["vary"] ?? []).map { v throws(SpecError) in try ContactSheet.Variation(parsing: v) }
    let o = try overrides(a)
    var jobs: [(file: String, variant: String, spec: ResolvedSpec)] = []
    for path in a.positional {
        let spec = try AlertSpec.load(path: path)
        for (variant, resolved) in try LintVariants.expand(spec, variations: variations, overrides: o) {
            jobs.append((path, variant, resolved))
        }
    }
    var lint = DesignLinter(renderer: try AlertRenderer())
    lint.commandLineRules = try LintRuleLevels(assignments: a.values["lint-rule"] ?? [])
    // Each spec under the levels of the alertsnap.json nearest to it, as `check` would find it.
    var configs: [String: LintRuleLevels] = [:]
    for job in jobs where configs[job.file] == nil {
        let folder = URL(fileURLWithPath: job.file).deletingLastPathComponent().path
        configs[job.file] = try CheckConfig.nearest(to: folder)?.lintRules ?? LintRuleLevels()
    }
    var findings: [LintFinding] = []
    for job in jobs {
        lint.configRules = configs[job.file]!
        findings += try lint.findings(for: job.spec, file: job.file, variant: job.variant)
    }
    if a.flags.contains("json") {
        print(LintFinding.json(findings), terminator: "")
    } else {
        for f in findings { print(f.line) }
    }
    return LintFinding.exitCode(findings, strict: a.flags.contains("strict"))
}
