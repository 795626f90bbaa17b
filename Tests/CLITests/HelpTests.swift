import Foundation
import Testing

/// `alertsnap --help`, `<command> --help`, `--version` and unknown commands, run as a user runs
/// them. The help texts are parsed back, so what they list is checked against what the parsers
/// accept, what the sources read and what the README says.
@Suite struct HelpTests {
    /// The command names of `alertsnap --help`'s "commands:" section.
    static func listedCommands() throws -> [String] {
        let help = try CLIRunner.run(["--help"]).stdout
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: "commands:"))
        // Rows start with two spaces; a wrapped summary continues with more.
        return lines[(start + 1)...].prefix { !$0.isEmpty }.filter { !$0.hasPrefix("   ") }.map {
            String($0.drop { $0 == " " }.prefix { $0 != " " })
        }
    }

    /// One option line of a command's help: `-o, --output FILE.png  what it does`.
    struct ListedOption {
        var name: String
        var alias: String?
        var takesValue: Bool
    }

    /// The options of `alertsnap <command> --help`, read from its "options:" section.
    static func listedOptions(_ command: String) throws -> [ListedOption] {
        let help = try CLIRunner.run([command, "--help"]).stdout
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: "options:"), "\(command)")
        var options: [ListedOption] = []
        for line in lines[(start + 1)...].prefix(while: { !$0.isEmpty }) where line.hasPrefix("  -") {
            // `  -o, --output FILE.png   text` or `  --json   text`: the signature ends at two spaces.
            let signature = line.dropFirst(2).components(separatedBy: "  ")[0]
            var words = signature.split(separator: " ").map(String.init)
            var alias: String?
            if words[0].hasSuffix(",") {
                alias = String(words.removeFirst().dropLast())
            }
            options.append(ListedOption(name: words[0], alias: alias, takesValue: words.count > 1))
        }
        return options
    }

    static func source(_ path: String) throws -> String {
        try String(contentsOf: CLIRunner.root.appendingPathComponent(path), encoding: .utf8)
    }

    static func matches(_ pattern: String, in text: String) throws -> [String] {
        let regex = try NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
            String(text[Range($0.range(at: 1), in: text)!])
        }
    }

    @Test func topLevelHelpListsEveryCommandAndExitsZero() throws {
        let help = try CLIRunner.run(["--help"])
        #expect(help.code == 0)
        #expect(help.stderr.isEmpty)
        #expect(help.stdout.contains("usage: alertsnap <command> [options]"))
        #expect(try CLIRunner.run(["-h"]).stdout == help.stdout)
        #expect(try CLIRunner.run(["help"]).stdout == help.stdout)
        let commands = try Self.listedCommands()
        #expect(
            Set(commands).isSuperset(of: [
                "render", "layout", "hit", "frames", "sheet", "screen", "diff", "check", "lint", "bench",
            ]))
        // The contract's command table lists every one of them, and the README names each.
        let contract = try Self.source("docs/contract.md")
        let readme = try Self.source("README.md")
        for c in commands {
            #expect(contract.contains("| `\(c)"), "docs/contract.md's command table lacks \(c)")
            #expect(readme.contains("`\(c)`"), "README's list of commands lacks \(c)")
        }
        // No arguments at all: the same usage, but on stderr and as a usage error.
        let bare = try CLIRunner.run([])
        #expect(bare.code == 2 && bare.stdout.isEmpty && bare.stderr == help.stdout)
    }

    @Test func everyCommandAnswersHelpWithUsageOptionsAndAnExample() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for command in try Self.listedCommands() {
            let help = try CLIRunner.run([command, "--help"], cwd: dir)
            #expect(help.code == 0, "\(command)")
            #expect(help.stderr.isEmpty, "\(command): \(help.stderr)")
            #expect(help.stdout.hasPrefix("usage: alertsnap \(command) "), "\(command)")
            #expect(help.stdout.contains("\noptions:\n"), "\(command)")
            #expect(help.stdout.contains("-h, --help"), "\(command)")
            #expect(help.stdout.contains("\nexample"), "\(command)")
            #expect(help.stdout.contains("\n  alertsnap \(command) "), "\(command): an example of itself")
            // -h, `help <command>`, and --help after other arguments all give the same text.
            for args in [[command, "-h"], ["help", command], [command, "spec.json", "--jobs", "2", "--help"]] {
                let other = try CLIRunner.run(args, cwd: dir)
                #expect(other.code == 0 && other.stdout == help.stdout, "\(args)")
            }
        }
        // Help never does the command's work: nothing appeared in the folder.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
        // After `--`, `--help` is an argument (here: a spec path that does not exist).
        let literal = try CLIRunner.run(["layout", "--", "--help"], cwd: dir)
        #expect(literal.code == 2 && literal.stderr.contains("--help: cannot read the file"))
    }

    @Test func everyOptionAHelpListsIsOneItsParserAccepts() throws {
        for command in try Self.listedCommands() {
            let options = try Self.listedOptions(command)
            #expect(options.count >= 2, "\(command)")
            for o in options where o.name != "--help" {
                // A value option at the very end lacks its value; a switch given one is refused:
                // either error proves the parser knows the option and its kind.
                if o.takesValue {
                    let r = try CLIRunner.run([command, o.name])
                    #expect(r.code == 2 && r.stderr.contains("\(o.name) needs a value"), "\(command) \(o.name)")
                    if let alias = o.alias {
                        let a = try CLIRunner.run([command, alias])
                        #expect(a.stderr.contains("\(o.name) needs a value"), "\(command) \(alias)")
                    }
                } else {
                    let r = try CLIRunner.run([command, o.name + "=1"])
                    #expect(r.code == 2 && r.stderr.contains("\(o.name) takes no value"), "\(command) \(o.name)")
                }
            }
            let unknown = try CLIRunner.run([command, "--no-such-option"])
            #expect(unknown.code == 2)
            #expect(unknown.stderr.contains("unknown option --no-such-option"), "\(command)")
        }
    }

    @Test func everyOptionTheSourcesReadIsListedInAHelp() throws {
        var listed: Set<String> = []
        for command in try Self.listedCommands() {
            listed.formUnion(try Self.listedOptions(command).map(\.name))
        }
        let folder = CLIRunner.root.appendingPathComponent("Sources/alertsnap")
        var read: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for pattern in [
                #"\.(?:value|int|double)\("([a-z0-9-]+)""#, #"flags\.contains\("([a-z0-9-]+)"\)"#,
                #"values\["([a-z0-9-]+)"\]"#,
            ] {
                read.formUnion(try Self.matches(pattern, in: text).map { "--" + $0 })
            }
        }
        // The scan must see the options known to be read, or it proves nothing.
        #expect(read.isSuperset(of: ["--output", "--jobs", "--cell-height", "--runs", "--json", "--vary"]))
        #expect(read.subtracting(listed).isEmpty, "read but in no help: \(read.subtracting(listed).sorted())")
    }

    @Test func everyEnvironmentVariableIsInTheHelpAndTheContract() throws {
        let help = try CLIRunner.run(["--help"]).stdout
        let readme = try Self.source("docs/contract.md")
        var names: Set<String> = []
        let sources = CLIRunner.root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            names.formUnion(try Self.matches(#""(ALERTSNAP_[A-Z_]+)""#, in: text))
        }
        #expect(names.isSuperset(of: ["ALERTSNAP_RECORD", "ALERTSNAP_ARTIFACTS", "ALERTSNAP_FONTS"]))
        for name in names {
            let inHelp = help.contains("\n  \(name) ")
            let inReadme = readme.contains("`\(name)`")
            #expect(inHelp, "alertsnap --help lacks \(name)")
            #expect(inReadme, "docs/contract.md lacks \(name)")
        }
    }

    @Test func versionPrintsTheOneVersionConstant() throws {
        let source = try Self.source("Sources/AlertModel/Version.swift")
        let version = try #require(try Self.matches(#"alertsnapVersion = "([^"]+)""#, in: source).first)
        let r = try CLIRunner.run(["--version"])
        #expect(r.code == 0 && r.stderr.isEmpty)
        #expect(r.stdout == "alertsnap \(version)\n")
        #expect(try CLIRunner.run(["--help"]).stdout.hasPrefix("alertsnap \(version): "))
    }

    @Test func unknownCommandIsOneLineNamingTheClosest() throws {
        for (typed, meant) in [("chek", "check"), ("rendr", "render"), ("sheets", "sheet"), ("dfif", "diff")] {
            let r = try CLIRunner.run([typed])
            #expect(r.code == 2)
            #expect(r.stdout.isEmpty)
            #expect(
                r.stderr
                    == "alertsnap: unknown command \"\(typed)\"; did you mean \"\(meant)\"? (alertsnap --help lists them)\n"
            )
        }
        // Nothing close: still one line, naming every command.
        let far = try CLIRunner.run(["frobnicate"])
        #expect(far.code == 2)
        #expect(far.stderr.split(separator: "\n").count == 1)
        #expect(far.stderr.contains("unknown command \"frobnicate\"; the commands are render, layout,"))
        #expect(try CLIRunner.run(["help", "chek"]).stderr.contains("did you mean \"check\"?"))
        let option = try CLIRunner.run(["--verison"])
        #expect(
            option.code == 2
                && option.stderr
                    == "alertsnap: unknown option --verison; did you mean --version? (alertsnap --help lists the commands)\n"
        )
    }

    @Test func unknownOptionIsOneLineNamingTheClosest() throws {
        let r = try CLIRunner.run(["render", "Fixtures/system-one-action.json", "--jbos", "2"])
        #expect(r.code == 2 && r.stdout.isEmpty)
        #expect(
            r.stderr
                == "alertsnap render: unknown option --jbos; did you mean --jobs? (alertsnap render --help lists them)\n"
        )
        let usage = try CLIRunner.run(["diff", "only-one.png"])
        #expect(usage.code == 2)
        #expect(usage.stderr.hasPrefix("usage: alertsnap diff EXPECTED.png ACTUAL.png"))
        #expect(usage.stderr.hasSuffix("(alertsnap diff --help)\n"))
    }

    /// Every example of every help, run as written in a folder holding a copy of the fixtures (so
    /// a recording example could never touch the repository's goldens).
    @Test func everyHelpExampleRunsAsWritten() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(
            at: CLIRunner.root.appendingPathComponent("Fixtures"), to: dir.appendingPathComponent("Fixtures"))
        var examples: [String] = []
        for command in try Self.listedCommands() {
            let help = try CLIRunner.run([command, "--help"]).stdout
            let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let start = try #require(lines.firstIndex { $0.hasPrefix("example") })
            examples += lines[(start + 1)...].prefix { !$0.isEmpty }.map { String($0.dropFirst(2)) }
        }
        #expect(examples.count >= 9)
        for example in examples {
            var words = example.split(separator: " ").map(String.init)
            #expect(words.removeFirst() == "alertsnap")
            if words[0] == "merge-reports" {
                // It joins the reports of earlier shard runs, which this folder has none of: its options
                // are only parsed, and the missing report folder stops it.
                let r = try CLIRunner.run(words, cwd: dir)
                #expect(
                    r.code == 2 && r.stderr.contains("summary.json") && !r.stderr.contains("usage"), "\(r.stderr)")
                continue
            }
            if words[0] == "accept" {
                // It accepts a report made elsewhere, which this folder has none of: the missing
                // report folder stops it once its options are parsed.
                let r = try CLIRunner.run(words, cwd: dir)
                #expect(
                    r.code == 2 && r.stderr.contains("summary.json") && !r.stderr.contains("usage"), "\(r.stderr)")
                continue
            }
            if words[0] == "serve" {
                // It serves until interrupted: here an address it cannot listen on stops it once its
                // options are parsed (or the missing report folder does, before).
                let r = try CLIRunner.run(words + ["--host", "not-an-address"], cwd: dir)
                #expect(
                    r.code == 2 && !r.stderr.contains("unknown option") && !r.stderr.contains("usage")
                        && (r.stderr.contains("not-an-address") || r.stderr.contains("summary.json")), "\(r.stderr)")
                continue
            }
            if words[0] == "bench" {
                // bench times the standard scene for seconds: here its options are only parsed
                // (a folder that does not exist stops it right after).
                let r = try CLIRunner.run(words + ["--dir", dir.appendingPathComponent("none").path], cwd: dir)
                #expect(
                    r.code == 2 && !r.stderr.contains("unknown option") && !r.stderr.contains("usage"), "\(r.stderr)")
                continue
            }
            // The shell would expand the one glob the examples use.
            words = try words.flatMap { w -> [String] in
                guard w.hasSuffix("*.json") else { return [w] }
                let folder = String(w.dropLast("*.json".count))
                return try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent(folder).path)
                    .filter { $0.hasSuffix(".json") }.sorted().map { folder + $0 }
            }
            let r = try CLIRunner.run(words, cwd: dir)
            // diff's example compares two different goldens: exit 1 is its answer, not a failure.
            #expect(r.code == (words[0] == "diff" ? 1 : 0), "\(example): \(r.stderr)")
            #expect(!r.stdout.isEmpty, "\(example)")
        }
    }
}
