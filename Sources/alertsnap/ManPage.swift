import AlertModel

/// alertsnap(1), the manual page the packages install, in roff: every section is built from the
/// command table, so it says what `alertsnap <command> --help` says.
enum ManPage {
    static var text: String {
        var out: [String] = [
            // No date: the same table gives the same bytes, whenever it is built.
            ".TH ALERTSNAP 1 \"\" \"alertsnap \(escape(alertsnapVersion))\" \"User Commands\"",
            ".SH NAME",
            "alertsnap \\- render iOS\\-style alert dialogs to PNG and check them against golden files",
            ".SH SYNOPSIS",
            ".B alertsnap",
            ".I command",
            "[\\fIoptions\\fR]",
            ".br",
            ".B alertsnap",
            ".I command",
            ".B \\-\\-help",
            ".br",
            ".B alertsnap \\-\\-version",
            ".SH DESCRIPTION",
            "alertsnap lays out and draws iOS alert dialogs and action sheets described in JSON spec files, as",
            "UIAlertController shows them, with bundled fonts and no device, simulator or GPU, and writes",
            "deterministic PNG files. It compares them with golden files for snapshot tests in CI.",
            "Every command answers \\fB\\-\\-help\\fR with its usage, options and examples.",
            ".SH COMMANDS",
        ]
        for c in commandTable {
            out.append(".SS \(escape(c.name))")
            for u in c.usage { out += [".B alertsnap \(escape(u))", ".br"] }
            out.append(".PP")
            out.append(escapeLine(c.summary.prefix(1).uppercased() + c.summary.dropFirst() + "."))
            if !c.notes.isEmpty {
                out.append(".PP")
                out += c.notes.map(escapeLine)
            }
            for o in c.options {
                out += [".TP", ".B \(escape(o.signature))", escapeLine(o.help)]
            }
            if !c.environment.isEmpty {
                out += [".PP", "Environment:"]
                for e in c.environment { out += [".TP", ".B \(escape(e.name))", escapeLine(e.help)] }
            }
            out += [".PP", c.examples.count == 1 ? "Example:" : "Examples:", ".RS", ".nf"]
            out += c.examples.map(escapeLine)
            out += [".fi", ".RE"]
        }
        out.append(".SH ENVIRONMENT")
        for v in environmentVariables { out += [".TP", ".B \(escape(v.name))", escapeLine(v.help)] }
        out += [
            ".SH EXIT STATUS",
            "0 success; 1 differences found; 2 bad input or usage: one line on standard error naming the file",
            "and key path, and nothing written.",
            ".SH FILES",
            ".TP",
            ".I Fonts/",
            "beside the binary (in the Debian package /usr/lib/alertsnap/Fonts): the bundled fonts, the only fonts",
            "alertsnap reads besides those a spec names.",
            ".SH SEE ALSO",
            "alertsnap schema \\-\\-markdown prints the reference of every spec key.",
        ]
        return out.joined(separator: "\n") + "\n"
    }

    /// Text for roff: backslashes as `\e`, every `-` a minus sign (`\-`, as options must be typed).
    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
    }

    /// A line of running text: escaped, and guarded by `\&` when it would start with a control
    /// character (`.` or `'`).
    static func escapeLine(_ s: String) -> String {
        let e = escape(s)
        return e.hasPrefix(".") || e.hasPrefix("'") ? "\\&" + e : e
    }
}
