import AlertModel

/// The text of `alertsnap --help`, built from the command table.
var topLevelHelp: String {
    var lines = [
        "alertsnap \(alertsnapVersion): renders iOS-style alert dialogs to PNG and checks them against goldens.",
        "",
        "usage: alertsnap <command> [options]",
        "       alertsnap <command> --help      the command's usage, options and examples",
        "       alertsnap --version",
        "",
        "commands:",
    ]
    let width = commandTable.map(\.name.count).max() ?? 0
    for c in commandTable {
        lines.append(CommandDescription.row(c.name, c.summary, width: width))
    }
    lines += ["", "environment:"]
    let variables = environmentVariables
    let envWidth = variables.map(\.name.count).max() ?? 0
    for v in variables { lines.append(CommandDescription.row(v.name, v.help, width: envWidth)) }
    lines += [
        "",
        "exit codes: 0 success, 1 differences found, 2 bad input or usage (one line on stderr naming the file",
        "and key path; nothing is written)",
        "",
        "examples:",
        "  alertsnap render Fixtures/system-two-actions.json -o alert.png",
        "  alertsnap check Fixtures --record never",
    ]
    return lines.joined(separator: "\n") + "\n"
}

/// Every variable a command reads, once, in table order, then the Swift API's (the
/// `AlertSnapTesting` library reads them in a test process; the command line never does).
var environmentVariables: [(name: String, help: String)] {
    var seen: Set<String> = []
    var out: [(name: String, help: String)] = []
    for c in commandTable {
        for e in c.environment where seen.insert(e.name).inserted {
            out.append((e.name, "\(c.name): \(e.help)"))
        }
    }
    // Commands that set text all read ALERTSNAP_FONTS: say so once rather than per command.
    if let i = out.firstIndex(where: { $0.name == fontsVariable.name }) {
        out[i] = (fontsVariable.name, fontsVariable.help)
    }
    out.append(
        (
            "ALERTSNAP_ARTIFACTS",
            "Swift API: folder for failure images (default: __failures__/ beside the goldens)"
        ))
    if let i = out.firstIndex(where: { $0.name == "ALERTSNAP_RECORD" }) {
        out[i].help += "; also the Swift API's record mode"
    }
    return out
}
