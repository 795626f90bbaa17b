import Foundation

// The alertsnap command line: argument parsing and printing only; the work lives in the libraries.
// Exit codes (SPEC.md): 0 success, 1 differences found, 2 bad input or usage.

let usage = """
    usage: alertsnap <command> [options]
      render SPEC [-o OUT.png]            render one spec (or SPEC... -o DIR)
      layout SPEC                         print the layout JSON
      hit SPEC X Y                        which region a tap at (X, Y) points reaches
      diff EXPECTED.png ACTUAL.png        compare two PNGs
      check [DIR|SPEC...]                 render specs and compare with their goldens
      frames SPEC -o DIR                  animation frames
      sheet SPEC... -o SHEET.png          contact sheet of variants
      screen settings|editor -o FILE.png  the mock presenting screens of the fixtures
      bench                               timings of the standard scenes
    """

let arguments = Array(CommandLine.arguments.dropFirst())
let code: Int32
if let command = arguments.first, let run = commands[command] {
    do {
        code = try run(Array(arguments.dropFirst()))
    } catch {
        FileHandle.standardError.write(Data("alertsnap \(command): \(error)\n".utf8))
        code = 2
    }
} else if arguments.first == "--help" || arguments.first == "-h" || arguments.first == "help" {
    print(usage)
    code = 0
} else {
    let unknown = arguments.first.map { "alertsnap: unknown command \"\($0)\"\n" } ?? ""
    FileHandle.standardError.write(Data((unknown + usage + "\n").utf8))
    code = 2
}
exit(code)  // exit(3) flushes stdio
