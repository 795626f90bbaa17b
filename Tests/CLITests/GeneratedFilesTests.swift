import Foundation
import Testing

/// `alertsnap --generate man|bash-completion|zsh-completion`, the files the packages install: each
/// lists every command and option `--help` lists, and the bash completion completes as it should.
@Suite struct GeneratedFilesTests {
    static func generate(_ what: String) throws -> String {
        let r = try CLIRunner.run(["--generate", what])
        #expect(r.code == 0 && r.stderr.isEmpty, "\(what): \(r.stderr)")
        return r.stdout
    }

    @Test func theManPageHasASectionPerCommandWithEveryOption() throws {
        let man = try Self.generate("man")
        #expect(man.hasPrefix(".TH ALERTSNAP 1 "))
        for command in try HelpTests.listedCommands() {
            func roff(_ s: String) -> String { s.replacingOccurrences(of: "-", with: "\\-") }
            #expect(man.contains("\n.SS \(roff(command))\n.B alertsnap \(roff(command))"), "\(command)")
            for o in try HelpTests.listedOptions(command) where o.name != "--help" {
                let signature = (o.alias.map { roff($0) + ", " } ?? "") + roff(o.name)
                #expect(man.contains("\n.TP\n.B \(signature)"), "\(command) \(o.name)")
            }
        }
        // No line of running text starts with a roff control character.
        for line in man.split(separator: "\n") where line.hasPrefix("'") {
            Issue.record("a line starting with ': \(line)")
        }
    }

    @Test func theZshCompletionNamesEveryCommandAndOption() throws {
        let zsh = try Self.generate("zsh-completion")
        #expect(zsh.hasPrefix("#compdef alertsnap\n"))
        for command in try HelpTests.listedCommands() {
            #expect(zsh.contains("\n    '\(command):"), "\(command)")
            #expect(zsh.contains("\n  \(command))\n"), "\(command)")
            for o in try HelpTests.listedOptions(command) {
                #expect(zsh.contains("'\(o.name)\(o.takesValue ? "=" : "")["), "\(command) \(o.name)")
            }
        }
    }

    /// Completes `words` (the last one being typed) with the generated bash completion in bash.
    static func bashComplete(_ script: URL, _ words: [String]) throws -> [String] {
        let quoted = words.map { "'" + $0 + "'" }.joined(separator: " ")
        let program = """
            source '\(script.path)'
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
            _alertsnap
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/bash")
        p.arguments = ["--norc", "-c", program]
        p.currentDirectoryURL = script.deletingLastPathComponent()
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        #expect(p.terminationStatus == 0, "\(words)")
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).sorted()
    }

    @Test func theBashCompletionCompletesCommandsOptionsAndValues() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("alertsnap.bash")
        try Data(try Self.generate("bash-completion").utf8).write(to: script)
        try Data("{}".utf8).write(to: dir.appendingPathComponent("spec.json"))
        #expect(try Self.bashComplete(script, ["alertsnap", "ch"]) == ["check"])
        #expect(try Self.bashComplete(script, ["alertsnap", "in"]) == ["init"])
        #expect(try Self.bashComplete(script, ["alertsnap", "check", "--rec"]) == ["--record"])
        #expect(try Self.bashComplete(script, ["alertsnap", "init", "--"]) == ["--ci", "--deb-url", "--help"])
        #expect(try Self.bashComplete(script, ["alertsnap", "render", "--appearance", ""]) == ["dark", "light"])
        #expect(try Self.bashComplete(script, ["alertsnap", "check", "--keyboard", ""]) == ["false", "hardware", "true"])
        // Files where a value or argument names one.
        #expect(try Self.bashComplete(script, ["alertsnap", "render", "sp"]) == ["spec.json"])
        #expect(try Self.bashComplete(script, ["alertsnap", "render", "-o", "sp"]) == ["spec.json"])
        #expect(try Self.bashComplete(script, ["alertsnap", "help", "me"]) == ["merge-reports"])
        // Every option of every command is offered.
        for command in try HelpTests.listedCommands() {
            let offered = Set(try Self.bashComplete(script, ["alertsnap", command, "-"]))
            for o in try HelpTests.listedOptions(command) {
                #expect(offered.contains(o.name), "\(command) \(o.name)")
            }
        }
    }

    @Test func anUnknownFileIsOneLine() throws {
        let r = try CLIRunner.run(["--generate", "fish-completion"])
        #expect(r.code == 2 && r.stdout.isEmpty)
        #expect(r.stderr == "usage: alertsnap --generate man|bash-completion|zsh-completion\n")
    }
}
