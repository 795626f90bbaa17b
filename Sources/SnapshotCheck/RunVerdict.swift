/// Why a run failed, kind by kind: what the HTML report's headline, `summary.json`, the review
/// page and the fix hints say, so that no output calls a run passed when its exit code is not 0.
///
/// ```swift
/// let verdict = RunVerdict(report)
/// if verdict.failed { print(verdict.headline) }   // "Run failed: 32 unused goldens"
/// ```
public struct RunVerdict: Sendable, Equatable {
    /// Snapshots whose image differs from their golden.
    public var differ = 0
    /// Snapshots with no golden (recorded by this run or not).
    public var missing = 0
    /// Unused goldens that fail the run (CI mode without `--allow-unused`).
    public var unused = 0
    /// Snapshots whose pixels pass but whose design lint found an error.
    public var lint = 0
    /// Specs that are not valid (the INVALID lines).
    public var invalid = 0
    /// Snapshots that could not be rendered or compared (the ERROR lines).
    public var errors = 0
    /// Report files that could not be written (they make the exit code 2 too).
    public var reportErrors = 0
    /// Snapshots checked.
    public var snapshots = 0
    /// The run's exit code (0 passes).
    public var exitCode: Int32 = 0

    /// The kinds of `report`'s failures, counted as its exit code counts them.
    public init(_ report: CheckReport) {
        for r in report.results {
            switch r.status {
            case .differs: differ += 1
            case .missing: missing += 1
            case .invalid: invalid += 1
            case .error: errors += 1
            default: if r.lintFails { lint += 1 }
            }
        }
        reportErrors = report.reportErrors.count
        unused = report.unusedFails ? report.unusedLeft.count : 0
        snapshots = report.results.count
        exitCode = report.exitCode
    }

    /// A verdict with these counts (tests and readers of `summary.json`).
    public init(
        differ: Int = 0, missing: Int = 0, unused: Int = 0, lint: Int = 0, invalid: Int = 0, errors: Int = 0,
        snapshots: Int, exitCode: Int32
    ) {
        (self.differ, self.missing, self.unused, self.lint) = (differ, missing, unused, lint)
        (self.invalid, self.errors) = (invalid, errors)
        (self.snapshots, self.exitCode) = (snapshots, exitCode)
    }

    /// The run did not pass: its exit code is not 0.
    public var failed: Bool { exitCode != 0 }

    /// Snapshots that failed (not counting unused goldens or report files).
    public var failedSnapshots: Int { differ + missing + lint + invalid + errors }

    /// Each kind that failed, with its count, in a fixed order: `2 differ`, `1 missing`,
    /// `32 unused goldens`, `1 failed lint`, `1 invalid`, `1 error`: the words of the report's counts.
    public var kinds: [String] {
        var out: [String] = []
        if differ > 0 { out.append("\(differ) differ") }
        if missing > 0 { out.append("\(missing) missing") }
        if unused > 0 { out.append(CheckReport.counted(unused, "unused golden")) }
        if lint > 0 { out.append("\(lint) failed lint") }
        if invalid > 0 { out.append("\(invalid) invalid") }
        if errors + reportErrors > 0 { out.append(CheckReport.counted(errors + reportErrors, "error")) }
        return out
    }

    /// `All 12 snapshots passed`, or `Run failed: 2 differ, 32 unused goldens` (with the exit code
    /// when no kind explains it).
    public var headline: String {
        guard failed else {
            return snapshots == 1 ? "The snapshot passed" : "All \(snapshots) snapshots passed"
        }
        let why = kinds.isEmpty ? "exit code \(exitCode)" : kinds.joined(separator: ", ")
        return "Run failed: \(why)"
    }
}

extension CheckReport {
    /// Why this run failed, kind by kind (`RunVerdict`).
    public var verdict: RunVerdict { RunVerdict(self) }
}
