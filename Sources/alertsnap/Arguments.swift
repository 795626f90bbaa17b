/// A small command-line parser: positional arguments, `--name value` / `--name=value` options and
/// `--flag` switches. Unknown options are usage errors (exit 2), never silently ignored.
struct Arguments {
    var positional: [String] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []

    /// Parses `args` with the options of `command`'s table entry: the parser accepts exactly what
    /// `alertsnap <command> --help` lists.
    init(_ args: [String], for command: CommandDescription) throws(UsageError) {
        var options: Set<String> = []
        var switches: Set<String> = []
        var aliases: [String: String] = [:]
        for o in command.options {
            if o.value == nil { switches.insert(o.name) } else { options.insert(o.name) }
            if let alias = o.alias { aliases[alias] = "--" + o.name }
        }
        try self.init(args, options: options, switches: switches, aliases: aliases, command: command.name)
    }

    /// `options` take a value; `switches` do not. Short aliases map to long names (`-o` → `--output`).
    private init(
        _ args: [String], options: Set<String>, switches: Set<String>, aliases: [String: String], command: String?
    ) throws(UsageError) {
        var i = 0
        var onlyPositional = false
        while i < args.count {
            var arg = args[i]
            i += 1
            // Negative numbers (`hit spec.json -5 10`) are values, not options.
            if onlyPositional || arg == "-" || !arg.hasPrefix("-") || Double(arg) != nil {
                positional.append(arg)
                continue
            }
            if arg == "--" {
                onlyPositional = true
                continue
            }
            if let long = aliases[arg] { arg = long }
            var inline: String?
            if let eq = arg.firstIndex(of: "=") {
                inline = String(arg[arg.index(after: eq)...])
                arg = String(arg[..<eq])
            }
            let name = String(arg.drop { $0 == "-" })
            if switches.contains(name) {
                guard inline == nil else { throw UsageError("--\(name) takes no value") }
                flags.insert(name)
            } else if options.contains(name) {
                let value: String
                if let inline {
                    value = inline
                } else {
                    guard i < args.count else { throw UsageError("--\(name) needs a value") }
                    value = args[i]
                    i += 1
                }
                values[name, default: []].append(value)
            } else {
                let known = (options.union(switches)).sorted().map { "--" + $0 } + aliases.keys.sorted()
                let hint = closestName(to: arg, among: known).map { "; did you mean \($0)?" } ?? ""
                let list = command.map { "alertsnap \($0) --help" } ?? "--help"
                throw UsageError("unknown option \(arg)\(hint) (\(list) lists them)")
            }
        }
    }

    func value(_ name: String) -> String? { values[name]?.last }

    func double(_ name: String, in range: ClosedRange<Double>) throws(UsageError) -> Double? {
        guard let s = value(name) else { return nil }
        guard let d = Double(s), d.isFinite, range.contains(d) else {
            throw UsageError("--\(name): \"\(s)\" is not a number in \(range.lowerBound)...\(range.upperBound)")
        }
        return d
    }

    func int(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let s = value(name) else { return nil }
        guard let d = Int(s), range.contains(d) else {
            throw UsageError("--\(name): \"\(s)\" is not a whole number in \(range.lowerBound)...\(range.upperBound)")
        }
        return d
    }
}

/// Bad command-line usage or input: printed as one line, exit code 2.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}
