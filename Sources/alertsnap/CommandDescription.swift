import AlertModel

/// One option of a command: what the parser accepts and what `--help` prints come from this one
/// value, so the two cannot drift apart.
struct OptionDescription: Sendable {
    /// The long name without dashes: `output` for `--output`.
    let name: String
    /// What the value looks like in the help (`FILE.png`, `N`); nil for a switch, which takes none.
    let value: String?
    /// A short alias such as `-o`.
    let alias: String?
    /// One line: what the option does and its default.
    let help: String

    /// An option that takes a value, shown as `value` in the help.
    init(_ name: String, _ value: String, alias: String? = nil, _ help: String) {
        self.name = name
        self.value = value
        self.alias = alias
        self.help = help
    }

    /// A switch: present or not, no value.
    init(flag name: String, alias: String? = nil, _ help: String) {
        self.name = name
        self.value = nil
        self.alias = alias
        self.help = help
    }

    /// `-o, --output FILE.png` / `--json`.
    var signature: String {
        let long = "--" + name + (value.map { " " + $0 } ?? "")
        return alias.map { "\($0), \(long)" } ?? long
    }
}

/// One command of the table: its name, a one-line summary for the top-level usage, its usage
/// lines, options, environment variables, notes and examples for `alertsnap <command> --help`,
/// and the function that runs it.
struct CommandDescription: Sendable {
    let name: String
    let summary: String
    /// Usage lines without the leading `alertsnap`, e.g. `render SPEC [-o OUT.png] [options]`.
    let usage: [String]
    let options: [OptionDescription]
    /// Environment variables the command reads, with one line each.
    var environment: [(name: String, help: String)] = []
    /// A few lines on what the command does and what it prints; may be empty.
    var notes: [String] = []
    /// Whole command lines, runnable from the repository root.
    let examples: [String]
    /// Runs the command on its arguments (the command name removed) and returns the exit code,
    /// or throws a one-line error for exit code 2.
    let run: @Sendable ([String]) throws -> Int32

    /// The option `name` (long form, without dashes), or nil.
    func option(_ name: String) -> OptionDescription? { options.first { $0.name == name } }

    /// The one-line error for arguments that fit none of the usage lines.
    var usageError: UsageError {
        UsageError(
            "usage: " + usage.map { "alertsnap " + $0 }.joined(separator: " | ") + " (alertsnap \(name) --help)")
    }

    /// The text of `alertsnap <name> --help`.
    var helpText: String {
        var lines: [String] = []
        for (i, u) in usage.enumerated() {
            lines.append((i == 0 ? "usage: " : "       ") + "alertsnap " + u)
        }
        lines.append("")
        lines.append(summary.prefix(1).uppercased() + summary.dropFirst() + ".")
        lines += notes
        lines.append("")
        lines.append("options:")
        let all = options + [helpOption]
        let width = min(24, all.map(\.signature.count).max() ?? 0)
        for o in all {
            lines.append(Self.row(o.signature, o.help, width: width))
        }
        if !environment.isEmpty {
            lines.append("")
            lines.append("environment:")
            let width = environment.map(\.name.count).max() ?? 0
            for e in environment { lines.append(Self.row(e.name, e.help, width: width)) }
        }
        lines.append("")
        lines.append(examples.count == 1 ? "example:" : "examples:")
        for e in examples { lines.append("  " + e) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `  left   right`, with `right` on the next line when `left` is wider than the column, and
    /// `right` wrapped at word boundaries so the help stays within 100 columns.
    static func row(_ left: String, _ right: String, width: Int) -> String {
        let indent = String(repeating: " ", count: width + 4)
        var lines: [String] = []
        var line = ""
        for word in right.split(separator: " ") {
            if !line.isEmpty && indent.count + line.count + 1 + word.count > 100 {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(line)
        let body = lines.joined(separator: "\n" + indent)
        if left.count > width { return "  " + left + "\n" + indent + body }
        return "  " + left + String(repeating: " ", count: width - left.count + 2) + body
    }
}

/// `-h, --help`: every command answers it (handled before its parser runs).
let helpOption = OptionDescription(flag: "help", alias: "-h", "print this help and exit")
