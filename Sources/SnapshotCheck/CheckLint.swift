import DesignLint

// `check --lint`: the design lint's findings on each snapshot, in the summary line, the JSON
// summary, JUnit and the HTML report. Lint errors fail a snapshot whatever its pixels say.

extension SnapshotResult {
    /// True when the lint found an error: the snapshot fails (exit 1) even if its pixels pass.
    public var lintFails: Bool { lint.contains { $0.severity == .error } }
}

extension CheckReport {
    /// Lint findings of every result, in result order.
    public var lintFindings: [LintFinding] { results.flatMap(\.lint) }

    /// `, 2 lint errors, 1 lint warning` when the lint found anything, else empty.
    var lintSummary: String {
        // `info` findings are in summary.json only: a lint left on in CI counts what can fail.
        let all = lintFindings.filter { $0.severity != .info }
        guard !all.isEmpty else { return "" }
        let errors = all.filter { $0.severity == .error }.count
        let warnings = all.count - errors
        return ", \(errors) lint error\(errors == 1 ? "" : "s"), \(warnings) lint warning\(warnings == 1 ? "" : "s")"
    }

    /// `"lint": [...]` of one result for `summary.json`.
    static func lintJSON(_ r: SnapshotResult) -> String {
        r.lint.isEmpty ? "[]" : "[" + r.lint.map(\.jsonObject).joined(separator: ", ") + "]"
    }
}

extension HTMLReport {
    /// A "Design lint" section listing every finding, errors first; empty when there are none.
    static func lintSection(_ report: CheckReport) -> String {
        let errors = report.lintFindings.filter { $0.severity == .error }
        let warnings = report.lintFindings.filter { $0.severity == .warning }
        guard !errors.isEmpty || !warnings.isEmpty else { return "" }
        var h =
            "<section class=\"lint\" id=\"lint\"><h2>Design lint: \(errors.count) error\(errors.count == 1 ? "" : "s"), "
        h += "\(warnings.count) warning\(warnings.count == 1 ? "" : "s")</h2><ul>\n"
        for f in errors + warnings {
            h +=
                "<li class=\"\(f.severity.rawValue)\"><b>\(f.severity.rawValue)</b> <code>\(escape(f.line))</code></li>\n"
        }
        return h + "</ul></section>\n"
    }
}
