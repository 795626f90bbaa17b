/// `alertsnap --generate WHAT`, left out of the help: prints a file the packages install, made from
/// the command table so it cannot drift from the commands (scripts/package.sh writes them with it).
enum GeneratedFile: String, CaseIterable {
    case man
    case bashCompletion = "bash-completion"
    case zshCompletion = "zsh-completion"

    var text: String {
        switch self {
        case .man: ManPage.text
        case .bashCompletion: ShellCompletion.bash
        case .zshCompletion: ShellCompletion.zsh
        }
    }
}

/// `--generate man|bash-completion|zsh-completion`: the file on stdout, exit 0; else one line, exit 2.
func runGenerate(_ args: [String]) -> Int32 {
    let names = GeneratedFile.allCases.map(\.rawValue).joined(separator: "|")
    guard args.count == 1, let file = GeneratedFile(rawValue: args[0]) else {
        printError("usage: alertsnap --generate \(names)")
        return 2
    }
    print(file.text, terminator: "")
    return 0
}
