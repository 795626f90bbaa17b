import AlertRender
import ReviewServer
import SnapshotCheck

extension CommandDescription {
    static let accept = CommandDescription(
        name: "accept",
        summary: "make a check report's actual images the goldens, when this checkout would render the same",
        usage: ["accept REPORT_DIR [--only NAME]... [--group N] [--dry-run]"],
        options: [
            OptionDescription("only", "NAME", "accept only this snapshot (its name with the variant), repeatable"),
            OptionDescription("group", "N", "accept only the snapshots of failure group N (the report's Nth CAUSE line)"),
            OptionDescription(flag: "dry-run", "print what would be accepted and refused; write nothing"),
        ],
        environment: [fontsVariable],
        notes: [
            "REPORT_DIR is a `check --report` folder, for example a CI artifact. Each snapshot that differs or is",
            "missing there is accepted when its actual image records the inputs, alertsnap version and environment",
            "this checkout would render it with (the same spec and files, libraries and fonts), without rendering it",
            "again; else it is refused, naming what differs. Run it where the checking run ran (the report's paths",
            "are relative to it, or found from the folders above the report). Each golden is written to a",
            "temporary file and renamed over the old one.",
            "Exit 0 when every snapshot was accepted, 1 when any was refused, 2 on bad input.",
        ],
        examples: [
            "alertsnap accept ci-report",
            "alertsnap accept ci-report --only save-confirm.appearance=dark --dry-run",
            "alertsnap accept ci-report --group 1",
        ],
        run: runAccept)
}

/// `alertsnap accept REPORT_DIR [--only NAME]... [--dry-run]`: one line per snapshot (`accepted`,
/// `would accept` or `refused` with the reason), then `N accepted, M refused`.
func runAccept(_ args: [String]) throws -> Int32 {
    let a = try Arguments(args, for: .accept)
    guard a.positional.count == 1 else { throw CommandDescription.accept.usageError }
    let dryRun = a.flags.contains("dry-run")
    let acceptance = ReportAcceptance(renderer: try AlertRenderer())
    var decisions = try acceptance.decide(reportDirectory: a.positional[0], only: a.values["only"] ?? [])
    if let text = a.values["group"]?.last {
        // One cause's snapshots, as the report's `CAUSE` lines number them.
        guard let n = Int(text), n >= 1 else { throw CheckError("--group \(text): expected a group number (1, 2, ...)") }
        decisions = decisions.filter { $0.snapshot.groups.contains(n) }
        if decisions.isEmpty { throw CheckError("--group \(n): \(a.positional[0]) lists no failure group \(n)") }
    }
    var accepted = 0
    var refused = 0
    for d in decisions {
        let name = d.snapshot.name
        if let why = d.refusal {
            refused += 1
            print(oneLine("refused \(name): \(why)"))
        } else if dryRun {
            accepted += 1
            print(oneLine("would accept \(name): \(d.snapshot.golden ?? "")"))
        } else {
            try acceptance.write(d)
            accepted += 1
            print(oneLine("accepted \(name): wrote \(d.snapshot.golden ?? "")"))
        }
    }
    print("\(accepted) \(dryRun ? "would be accepted" : "accepted"), \(refused) refused" + (dryRun ? " (dry run: nothing written)" : ""))
    return refused > 0 ? 1 : 0
}
