import Foundation
import PNGCodec
import SnapshotCheck

/// `alertsnap explain PNG [--json]`: the golden's own account of what it was rendered from.
func runExplain(_ args: [String]) throws -> Int32 {
    let a = try Arguments(args, for: .explain)
    guard a.positional.count == 1 else { throw UsageError("usage: alertsnap explain PNG [--json]") }
    let path = a.positional[0]
    let bytes = try PNGFile.readFile(path)
    guard let explanation = Explanation(png: bytes, name: path) else {
        print("\(path): no alertsnap chunk (not written by alertsnap from a spec, or by a version before 2)")
        return 1
    }
    if a.flags.contains("json") {
        print(explanation.metadata.jsonText)
    } else {
        print(explanation.lines.joined(separator: "\n"))
    }
    return 0
}
