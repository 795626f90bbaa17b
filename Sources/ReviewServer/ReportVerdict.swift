import AlertModel
import Foundation
import SnapshotCheck

/// What a reviewed report's run ended with (`summary.json`'s `exitCode`, `verdict`, `fixHints` and
/// its failing unused goldens): the review page of `serve --report` states it as its headline, so
/// the page never looks like a pass when the run failed.
struct ReportVerdict: Sendable, Equatable {
    /// `Run failed: 2 differ, 32 unused goldens`, or `All 12 snapshots passed`.
    var headline: String
    /// The run's exit code was not 0.
    var failed: Bool
    /// The commands that resolve the run, with what each does.
    var hints: [(command: String?, why: String)]
    /// Unused goldens that failed the run (CI mode), as the report names them.
    var unused: [String]

    static func == (a: ReportVerdict, b: ReportVerdict) -> Bool {
        a.headline == b.headline && a.failed == b.failed && a.unused == b.unused
            && a.hints.map(\.command) == b.hints.map(\.command) && a.hints.map(\.why) == b.hints.map(\.why)
    }

    /// The verdict of the summary in `dir`; a summary written before verdicts were recorded gets
    /// one from its exit code. `nil` when the summary cannot be read (`CheckReportFile.read` said why).
    static func read(_ dir: String) -> ReportVerdict? {
        let path = dir.hasSuffix("/") ? dir + "summary.json" : dir + "/summary.json"
        guard let data = FileManager.default.contents(atPath: path), data.count <= CheckReportFile.maxBytes,
            case .object(let top)? = try? JSONParser.parse(Array(data))
        else { return nil }
        func member(_ fields: [(key: String, value: JSONValue)], _ key: String) -> JSONValue? {
            fields.first { $0.key == key }?.value
        }
        func string(_ v: JSONValue?) -> String? { if case .string(let s)? = v { return s } else { return nil } }
        let exitCode: Int
        if case .number(let n)? = member(top, "exitCode") { exitCode = Int(n) } else { exitCode = 1 }
        var headline = exitCode == 0 ? "The run passed" : "Run failed: exit code \(exitCode)"
        if case .object(let v)? = member(top, "verdict"), let line = string(member(v, "headline")) { headline = line }
        var hints: [(command: String?, why: String)] = []
        if case .array(let items)? = member(top, "fixHints") {
            for case .object(let h) in items {
                if let why = string(member(h, "why")) { hints.append((string(member(h, "command")), why)) }
            }
        }
        var unused: [String] = []
        if case .bool(true)? = member(top, "unusedFails"), case .array(let paths)? = member(top, "unusedGoldens") {
            let pruned: Set<String>
            if case .array(let p)? = member(top, "pruned") { pruned = Set(p.compactMap(string)) } else { pruned = [] }
            unused = paths.compactMap(string).filter { !pruned.contains($0) }
        }
        return ReportVerdict(headline: headline, failed: exitCode != 0, hints: hints, unused: unused)
    }

    /// `{"headline": ..., "failed": true, "hints": [{"command", "why"}], "unused": [...]}` for the page.
    var json: String {
        GalleryJSON.object([
            ("headline", GalleryJSON.string(headline)), ("failed", failed ? "true" : "false"),
            (
                "hints",
                GalleryJSON.array(
                    hints.map { GalleryJSON.object([("command", GalleryJSON.string($0.command)), ("why", GalleryJSON.string($0.why))]) })
            ),
            ("unused", GalleryJSON.array(unused.map { GalleryJSON.string($0) })),
        ])
    }
}
