import Foundation

/// What `check` prints before its summary line: one short line per snapshot that failed, and one
/// line for each kind of pass worth a look, counted rather than listed. Ninety-six goldens written
/// on a first run, or a comment in a shared base that changed every snapshot's inputs, are one line
/// each, not ninety-six; `verbose` lists every snapshot's full message as well.
///
/// ```swift
/// for line in ConsoleLines(report, verbose: false).lines { print(line) }
/// ```
public struct ConsoleLines {
    /// The report printed.
    public var report: CheckReport
    /// Every snapshot's full message (and the bases found), as `check --verbose` prints them.
    public var verbose: Bool
    /// The folder that relative paths in the lines are relative to: absolute paths below it are
    /// shortened to it.
    public var currentFolder: String

    /// Lines for `report`; paths shortened relative to the current folder.
    public init(
        _ report: CheckReport, verbose: Bool = false,
        currentFolder: String = FileManager.default.currentDirectoryPath
    ) {
        self.report = report
        self.verbose = verbose
        self.currentFolder = currentFolder
    }

    /// `MISSING`, `FAIL`, ...: the word a snapshot's line starts with.
    public static func label(_ status: SnapshotStatus) -> String {
        switch status {
        case .passed: return "PASS"
        case .recorded: return "RECORDED"
        case .unchanged: return "UNCHANGED"
        case .failedLint: return "FAILED LINT"
        case .differs: return "FAIL"
        case .missing: return "MISSING"
        case .invalid: return "INVALID"
        case .error: return "ERROR"
        }
    }

    /// The lines about snapshots (each followed by its spec's warnings), then the summaries of
    /// missing goldens written, of inputs changed under an unchanged image and of refreshed chunks.
    public var snapshotLines: [String] {
        var lines: [String] = []
        for r in report.results {
            if verbose {
                if r.status != .unchanged && (r.status != .passed || !r.outcome.inputsChanged.isEmpty) {
                    lines.append("\(Self.label(r.status)) \(r.message)")
                }
            } else if r.status == .passed {
                // A pass within the tolerance whose inputs changed let a visible change through.
                if !r.outcome.inputsChanged.isEmpty && (r.diff?.diffPixels ?? 0) > 0 {
                    lines.append("PASS \(r.message)")
                }
            } else if r.status != .unchanged && r.status != .recorded && !(r.status == .missing && r.goldenWritten) {
                lines.append(short(r))
            }
            lines += r.warnings
        }
        let written = report.results.filter { $0.status == .missing && $0.goldenWritten }
        if !written.isEmpty {
            lines.append(
                "\(CheckReport.counted(written.count, "missing golden")) written; review \(written.count == 1 ? "it" : "them"), then run again"
            )
        }
        let passes = report.results.filter { $0.status == .passed }
        let refreshed = passes.filter(\.outcome.chunkRefreshed)
        if !refreshed.isEmpty {
            lines.append(
                "\(CheckReport.counted(refreshed.count, "golden")): refreshed recorded inputs (\(inputNames(refreshed))), image unchanged"
            )
        }
        let stale = passes.filter {
            !$0.outcome.inputsChanged.isEmpty && !$0.outcome.chunkRefreshed && ($0.diff?.diffPixels ?? 0) == 0
        }
        if !stale.isEmpty {
            lines.append(
                "\(CheckReport.counted(stale.count, "snapshot")): inputs changed, image unchanged (\(inputNames(stale))); run --record inputs to refresh"
            )
        }
        return lines
    }

    /// `FAIL dialogs/a.json (a): actions["Publish"].fill #FF5A36 -> #FF7A36`: the status, the
    /// spec and name, and the first thing that differs. Other statuses' messages are one short
    /// line already (`MISSING ...: no golden at ...; not recorded`, `INVALID` naming the key).
    public func short(_ r: SnapshotResult) -> String {
        switch r.status {
        case .differs: return "\(Self.label(r.status)) \(display(r.spec)) (\(r.name)): \(firstCause(r))"
        case .failedLint: return "\(Self.label(r.status)) \(display(r.spec)) (\(r.name)): \(firstLintError(r))"
        default: return "\(Self.label(r.status)) \(r.message)"
        }
    }

    /// `contrast: title (and 1 more lint error)`: the first error's rule and element; its `LINT`
    /// line follows with the numbers.
    func firstLintError(_ r: SnapshotResult) -> String {
        let errors = r.lint.filter { $0.severity == .error }
        guard let first = errors.first else { return Self.firstClause(of: r.outcome.message) }
        let more = errors.count - 1
        return "\(first.rule.rawValue): \(first.element)" + (more > 0 ? " (and \(CheckReport.counted(more, "more lint error")))" : "")
    }

    /// The first recorded change, else what the pixels say, else the message's first clause.
    func firstCause(_ r: SnapshotResult) -> String {
        var cause: String
        if let first = r.outcome.changes.first {
            cause = first
        } else if let expected = r.expectedSize, let actual = r.actualSize, expected != actual {
            cause = "size \(actual) instead of \(expected)"
        } else if let diff = r.diff {
            cause = diff.diffPixels == 1 ? "1 pixel differs" : "\(diff.diffPixels) pixels differ"
        } else {
            cause = Self.firstClause(of: r.outcome.message)
        }
        let more = max(r.outcome.changes.count - 1, 0)
        if more > 0 { cause += " (and \(more) more)" }
        if r.goldenWritten { cause += "; recorded the new golden" }
        return cause
    }

    /// A message up to its first `; ` (the clauses after it are details `--verbose` shows).
    static func firstClause(of message: String) -> String {
        guard let end = message.range(of: "; ") else { return message }
        return String(message[..<end.lowerBound])
    }

    /// The changed inputs of `results`, each once, in the order first met.
    func inputNames(_ results: [SnapshotResult]) -> String {
        var names: [String] = []
        for r in results {
            for name in r.outcome.inputsChanged.map(display) where !names.contains(name) { names.append(name) }
        }
        return names.joined(separator: ", ")
    }

    /// `path` without `.` and `dir/..` segments, and relative to the current folder when it is an
    /// absolute path below it.
    public func display(_ path: String) -> String {
        let clean = InputChanges.normalized(path)
        guard clean.hasPrefix("/") else { return clean }
        let relative = CheckConfig.relative(clean, to: currentFolder, fromAbsolute: true)
        return relative
    }
}
