/// bash and zsh completion scripts for alertsnap, built from the command table: the commands, each
/// command's options, and the values of options whose help lists them (`light|dark`); files
/// elsewhere.
enum ShellCompletion {
    /// The values an option's help lists (`auto|ltr|rtl`), without placeholders (`TYPE` in
    /// `true|false|TYPE`); empty when it names none (`N`, `FILE.png`), which completes files.
    static func values(of option: OptionDescription) -> [String] {
        guard let value = option.value, value.contains("|") else { return [] }
        return value.split(separator: "|").map(String.init).filter { word in
            word.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }
        }
    }

    /// Every word an option may be typed as: `--output`, `-o`.
    static func spellings(of option: OptionDescription) -> [String] {
        ["--" + option.name] + (option.alias.map { [$0] } ?? [])
    }

    static var bash: String {
        var lines = [
            "# bash completion for alertsnap: made by `alertsnap --generate bash-completion` from its command table.",
            "_alertsnap() {",
            "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}",
            "    if [ \"$COMP_CWORD\" -eq 1 ]; then",
            "        COMPREPLY=($(compgen -W '\(commandTable.map(\.name).joined(separator: " ")) help --help --version' -- \"$cur\"))",
            "        return",
            "    fi",
            "    local options='' takes=''",
            "    case ${COMP_WORDS[1]} in",
            "    help)",
            "        [ \"$COMP_CWORD\" -eq 2 ] && COMPREPLY=($(compgen -W '\(commandTable.map(\.name).joined(separator: " "))' -- \"$cur\"))",
            "        return ;;",
        ]
        for c in commandTable {
            let all = c.options + [helpOption]
            lines.append("    \(c.name))")
            lines.append("        options='\(all.flatMap(spellings).joined(separator: " "))'")
            let valued = all.filter { $0.value != nil }.flatMap(spellings)
            lines.append("        takes=' \(valued.joined(separator: " ")) '")
            let listed = all.filter { !values(of: $0).isEmpty }
            if !listed.isEmpty {
                lines.append("        case $prev in")
                for o in listed {
                    lines.append(
                        "        \(spellings(of: o).joined(separator: "|"))) COMPREPLY=($(compgen -W '\(values(of: o).joined(separator: " "))' -- \"$cur\")); return ;;"
                    )
                }
                lines.append("        esac")
            }
            lines.append("        ;;")
        }
        lines += [
            "    *) return ;;",
            "    esac",
            "    # The value of an option whose help lists none: a file or folder.",
            "    if [[ $takes == *\" $prev \"* ]]; then",
            "        COMPREPLY=($(compgen -f -- \"$cur\"))",
            "    elif [[ $cur == -* ]]; then",
            "        COMPREPLY=($(compgen -W \"$options\" -- \"$cur\"))",
            "    else",
            "        COMPREPLY=($(compgen -f -- \"$cur\"))",
            "    fi",
            "}",
            "complete -o filenames -F _alertsnap alertsnap",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    static var zsh: String {
        var lines = [
            "#compdef alertsnap",
            "# zsh completion for alertsnap: made by `alertsnap --generate zsh-completion` from its command table.",
            "",
            "_alertsnap() {",
            "  local -a commands",
            "  commands=(",
        ]
        for c in commandTable { lines.append("    \(quoted(c.name + ":" + c.summary))") }
        lines += [
            "  )",
            "  if (( CURRENT == 2 )); then",
            "    _describe -t commands 'alertsnap command' commands",
            "    _arguments '--help[print the usage]' '--version[print the version]'",
            "    return",
            "  fi",
            "  local command=$words[2]",
            "  shift words",
            "  (( CURRENT-- ))",
            "  case $command in",
            "  help) _describe -t commands 'alertsnap command' commands ;;",
        ]
        for c in commandTable {
            lines.append("  \(c.name))")
            lines.append("    _arguments -s \\")
            for o in c.options + [helpOption] {
                let description = "[" + brief(o.help) + "]"
                let action: String
                if let value = o.value {
                    let listed = values(of: o)
                    let message = value.replacingOccurrences(of: ":", with: " ")
                    action =
                        ":" + message + ":" + (listed.isEmpty ? "_files" : "(" + listed.joined(separator: " ") + ")")
                } else {
                    action = ""
                }
                for spelling in spellings(of: o) {
                    // `--name=` takes the value after `=` or as the next word; `-o+` likewise.
                    let form = o.value == nil ? spelling : spelling + (spelling.hasPrefix("--") ? "=" : "+")
                    lines.append("      \(quoted(form + description + action)) \\")
                }
            }
            lines.append("      '*:file:_files'")
            lines.append("    ;;")
        }
        lines += ["  esac", "}", "", "_alertsnap \"$@\""]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A help line cut to its first clause, with the characters `_arguments` reads in a
    /// description (`[`, `]`, `:`) replaced.
    static func brief(_ help: String) -> String {
        var text = help
        for stop in ["; ", " (", ": "] {
            if let r = text.range(of: stop) { text = String(text[..<r.lowerBound]) }
        }
        if text.count > 72 { text = String(text.prefix(69)) + "..." }
        return String(text.map { $0 == "[" ? "(" : $0 == "]" ? ")" : $0 == ":" ? " " : $0 })
    }

    /// `s` in single quotes for a shell.
    static func quoted(_ s: String) -> String {
        "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
