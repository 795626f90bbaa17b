import AlertModel
import Foundation

// The alertsnap command line: argument parsing and printing only; the work lives in the libraries.
// Exit codes (docs/contract.md): 0 success, 1 differences found, 2 bad input or usage.

/// Writes one line to standard error, control characters escaped (see `oneLine`).
func printError(_ line: String) {
    FileHandle.standardError.write(Data((oneLine(line) + "\n").utf8))
}

/// Whether `args` ask for help: `--help` or `-h` before any `--`.
func asksForHelp(_ args: [String]) -> Bool {
    for a in args {
        if a == "--" { return false }
        if a == "--help" || a == "-h" { return true }
    }
    return false
}

/// `alertsnap: unknown command "chek"; did you mean "check"? (alertsnap --help lists them)`.
func unknownCommandLine(_ name: String) -> String {
    let known = commandTable.map(\.name)
    if let close = closestName(to: name, among: known) {
        return "alertsnap: unknown command \"\(name)\"; did you mean \"\(close)\"? (alertsnap --help lists them)"
    }
    return "alertsnap: unknown command \"\(name)\"; the commands are \(known.joined(separator: ", "))"
}

func runCommandLine(_ arguments: [String]) -> Int32 {
    guard let first = arguments.first else {
        FileHandle.standardError.write(Data(topLevelHelp.utf8))
        return 2
    }
    switch first {
    case "--help", "-h", "help":
        // `alertsnap help render` is `alertsnap render --help`.
        if first == "help", arguments.count > 1 {
            guard let c = command(named: arguments[1]) else {
                printError(unknownCommandLine(arguments[1]))
                return 2
            }
            print(c.helpText, terminator: "")
            return 0
        }
        print(topLevelHelp, terminator: "")
        return 0
    case "--version":
        print("alertsnap \(alertsnapVersion)")
        return 0
    case "--generate":
        return runGenerate(Array(arguments.dropFirst()))
    default:
        break
    }
    guard let c = command(named: first) else {
        if first.hasPrefix("-") {
            let hint = closestName(to: first, among: ["--help", "--version"]).map { "; did you mean \($0)?" } ?? ""
            printError("alertsnap: unknown option \(first)\(hint) (alertsnap --help lists the commands)")
        } else {
            printError(unknownCommandLine(first))
        }
        return 2
    }
    let args = Array(arguments.dropFirst())
    if asksForHelp(args) {
        print(c.helpText, terminator: "")
        return 0
    }
    do {
        return try c.run(args)
    } catch {
        printError(errorLine(error, command: c.name))
        return 2
    }
}

keepFreedMemoryForReuse()
exit(runCommandLine(Array(CommandLine.arguments.dropFirst())))  // exit(3) flushes stdio
