/// The commands that resolve a failing run, for this run: its report folder and inputs filled
/// in. The console prints them after the summary line, the HTML report under its headline, JUnit
/// in the suite's `<system-out>`, so whoever reads any of them knows what to type next.
///
/// ```swift
/// for hint in FixHints.hints(report) { print(hint.line) }
/// // alertsnap serve --report out/report    # review the changes in the browser; accept them there
/// ```
public enum FixHints {
    /// One way to resolve (part of) a failing run.
    public struct Hint: Sendable, Equatable {
        /// The command to run, shell-quoted; `nil` for a step that is no command (fix a spec).
        public var command: String?
        /// What it does, and when to run it.
        public var why: String

        /// `command    # why`, or `# why` alone.
        public var line: String { command.map { "\($0)    # \(why)" } ?? "# \(why)" }
    }

    /// The hints for `report`, empty when it passed: review and accept a report's images, record
    /// here, remove unused goldens, see lint findings, fix invalid specs; each only for the
    /// failures the run had.
    public static func hints(_ report: CheckReport) -> [Hint] {
        let verdict = report.verdict
        guard verdict.failed else { return [] }
        var out: [Hint] = []
        let check = (["alertsnap", "check"] + report.rerunArguments).map(quoted).joined(separator: " ")
        // Snapshots this run did not record a golden for: a golden it wrote is looked at and committed
        // (the console says so), no command resolves it further.
        let unresolved = report.results.filter { $0.status.isFailure && !$0.goldenWritten }
        if !unresolved.isEmpty {
            if let dir = report.reportDirectory {
                let q = quoted(dir)
                // A report made on a CI runner is read where it was downloaded to.
                let fetched = report.record == .never ? " (a CI report: download its artifact to \(q) first)" : ""
                out.append(Hint(command: "alertsnap serve --report \(q)", why: "review the changes in the browser and accept them there\(fetched)"))
                out.append(Hint(command: "alertsnap accept \(q)", why: "take the report's images as the goldens, all at once, where this checkout would render the same"))
            } else {
                out.append(Hint(command: "\(check) --report alertsnap-report", why: "write a report to review (then alertsnap serve --report alertsnap-report)"))
            }
            out.append(Hint(command: "\(check) --record failed", why: "render in your checkout and record every failing snapshot as its golden; look at them before committing"))
        }
        if verdict.unused > 0 {
            out.append(Hint(command: "\(check) --prune", why: "remove the \(CheckReport.counted(verdict.unused, "unused golden")) when their specs were deleted or renamed on purpose; else restore or fix the spec"))
        }
        if verdict.lint > 0 {
            let lint = (["alertsnap", "lint"] + report.inputs).map(quoted).joined(separator: " ")
            out.append(Hint(command: lint, why: "the design lint's findings with their numbers: fix the spec, or set the rule's level in alertsnap.json's \"lint\""))
        }
        if verdict.invalid + verdict.errors + verdict.reportErrors > 0 {
            out.append(Hint(command: nil, why: "fix the spec files, goldens or report paths the INVALID and ERROR lines name, then run again"))
        }
        return out
    }

    /// `to fix this run:` and one indented line per hint; empty when the run passed.
    public static func lines(_ report: CheckReport) -> [String] {
        let hints = hints(report)
        return hints.isEmpty ? [] : ["to fix this run:"] + hints.map { "  " + $0.line }
    }

    /// `word` as a shell reads it back: as it is when it holds only safe characters, else in single quotes.
    static func quoted(_ word: String) -> String {
        let safe = word.allSatisfy { c in
            c.isASCII && (c.isLetter || c.isNumber || "_-./=:@+,%".contains(c))
        }
        return safe && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
