import AlertModel
import AlertRender
import Foundation
import SnapshotCheck
import Support

extension CommandDescription {
    static let room = CommandDescription(
        name: "room",
        summary: "the room every text has in every locale, and what it uses: for translators and their tools",
        usage: ["room [SPEC|DIR]... [--json] [--csv FILE] [--xliff FILE] [--strict] [options]"],
        options: [
            OptionDescription(
                flag: "json",
                "print {\"texts\": [{spec, variant, locale, element, key, text, roomWidth, roomLines, usedWidth, usedLines, verdict}]} instead of the table"
            ),
            OptionDescription("csv", "FILE", "also write the texts as CSV (the JSON's fields) to FILE"),
            OptionDescription(
                "xliff", "FILE",
                "also write XLIFF 1.2 to FILE: a <file> per target locale, a <trans-unit id=KEY> per catalog key with maxwidth and size-unit=\"point\" (its smallest room)"
            ),
            OptionDescription(flag: "strict", "a text that shrinks fails too (exit 1)"),
            OptionDescription(
                "vary", "KEY=V1,V2",
                "also vary these values, over alertsnap.json's and the spec's variants, key by key, repeatable; KEY: "
                    + ContactSheet.Variation.Key.allCases.map(\.rawValue).joined(separator: ", ")),
            .ios, .device, .appearance, .contentSize, .locale, .direction, .keyboard,
        ],
        environment: [fontsVariable],
        notes: [
            "For every text of every snapshot (title, message, action titles, text field placeholders, sheet rows; every",
            "variant the project renders: alertsnap.json's and the spec's, every locale, text size, device and look):",
            "the width of a line and the lines its layout gives it before it shrinks or is cut (roomWidth, roomLines:",
            "null when it wraps freely), the width it needs on one line at full size and the lines it takes",
            "(usedWidth, usedLines), its verdict (fits, wraps, shrinks, truncated) and the catalog key it came from.",
            "The table groups texts by key, the worst locale first: \"needs 310 pt, has 254 pt on 1 line\".",
            "--locale en-XA shows the room before any translation exists. Catalogs are read, never written.",
            "Exit 0 when nothing is truncated (with --strict, nothing shrinks either), 1 otherwise, 2 on bad input.",
        ],
        examples: [
            "alertsnap room Fixtures/catalog-delete-photos.json",
            "alertsnap room Fixtures/catalog-delete-photos.json --json --xliff photos.xliff --csv photos.csv",
            "alertsnap room Fixtures/system-two-actions.json --locale en-XA",
        ],
        run: runRoom)
}

/// `alertsnap room [SPEC|DIR]... [--json] [--csv FILE] [--xliff FILE] [--strict]`: prints the room
/// table (or JSON) and writes the files asked for; every spec is read and laid out before
/// anything is printed or written, so bad input is one line on stderr and exit 2.
func runRoom(_ args: [String]) throws -> Int32 {
    let a = try Arguments(args, for: .room)
    let found = try SpecDiscovery.find(a.positional)
    let variations = try (a.values["vary"] ?? []).map { v throws(SpecError) in try ContactSheet.Variation(parsing: v) }
    let report = try RoomReport.make(
        specs: found.specs, variations: variations, overrides: try overrides(a, includingPhase: false),
        renderer: try AlertRenderer())
    // The outputs are alertsnap's own files: never an input (a spec, a catalog, a config).
    let inputs = Set((found.specs + report.catalogs.map(\.path)).map(absolutePath))
    var outputs: [(path: String, text: String)] = []
    for (option, text) in [("csv", { report.csv }), ("xliff", { report.xliff })] {
        guard let path = a.value(option) else { continue }
        let name = (path as NSString).lastPathComponent
        guard !inputs.contains(absolutePath(path)), name != "alertsnap.json" else {
            throw UsageError("--\(option) \(path): is an input of this run; give a file of its own")
        }
        outputs.append((path, text()))
    }
    for output in outputs {
        // A report folder that does not exist yet is made, as `render -o DIR` makes its folder.
        let folder = (output.path as NSString).deletingLastPathComponent
        if !folder.isEmpty { try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        try AtomicFile.checkWritable(output.path)
    }
    print(a.flags.contains("json") ? report.json : report.table, terminator: "")
    for output in outputs { try AtomicFile.write(Array(output.text.utf8), to: output.path) }
    return report.exitCode(strict: a.flags.contains("strict"))
}

/// `path` made absolute against the current folder, `.` and `..` resolved.
private func absolutePath(_ path: String) -> String {
    let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    return (absolute as NSString).standardizingPath
}
