// What the gallery reads when `alertsnap serve` starts: each found spec file once (what it extends
// tells the bases apart, and the same reading is what is served), the bases left out.
import AlertModel
import AlertRender
import Foundation
import Testing

@testable import ReviewServer

@Suite struct GalleryLoadTests {
    /// The files a reader was asked for, by name, as many times as it was asked.
    final class Reads: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [String: Int] = [:]
        func note(_ path: String) { lock.withLock { counts[(path as NSString).lastPathComponent, default: 0] += 1 } }
        var all: [String: Int] { lock.withLock { counts } }
    }

    @Test func aSpecsSystemFontsAreAmongTheFilesWatchedForIt() throws {
        let font = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources/system-fonts/StandInText-Regular.ttf").standardizedFileURL.path
        let json = #"{"ios": 18, "systemFonts": ["\#(font)"], "alert": {"title": "T"}}"#
        let spec = try AlertSpec.decode(Array(json.utf8)).resolved()
        #expect(Gallery.inputs(of: spec, path: "/specs/a.json") == ["/specs/a.json", font])
        let plain = try AlertSpec.decode(Array(#"{"ios": 18, "alert": {"title": "T"}}"#.utf8)).resolved()
        #expect(Gallery.inputs(of: plain, path: "/specs/a.json") == ["/specs/a.json"])
    }

    @Test func eachFoundSpecIsReadOnceAtStart() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
            "alertsnap-gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let specs = dir.appendingPathComponent("specs")
        try ServedWorkspace.writeSpec(specs.appendingPathComponent("base.json"), title: "Base")
        for name in ["a", "b"] {
            try Data(#"{"ios": 18, "extends": "base.json", "alert": {"title": "\#(name)"}}"#.utf8)
                .write(to: specs.appendingPathComponent("\(name).json"))
        }
        try Data(#"{"ios": 18, "alert": {"title": 5}}"#.utf8).write(to: specs.appendingPathComponent("broken.json"))
        let work = dir.appendingPathComponent("work").path
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)

        let reads = Reads()
        let queue = RenderQueue(workers: 1)
        let gallery = Gallery(
            inputs: [specs.path], renderer: try AlertRenderer(), queue: queue, events: StreamRegistry(),
            workDirectory: work
        ) { path throws(SpecError) in
            reads.note(path)
            return try AlertSpec.load(path: path)
        }
        try gallery.loadAll()
        let deadline = Date().addingTimeInterval(20)
        while queue.pending > 0 && Date() < deadline { usleep(20_000) }
        queue.stop()

        #expect(reads.all == ["a.json": 1, "b.json": 1, "base.json": 1, "broken.json": 1])
        let served = gallery.state.withLock { $0.specs }
        #expect(served.keys.map { ($0 as NSString).lastPathComponent }.sorted() == ["a.json", "b.json", "broken.json"])
        // A spec that does not load is served with its error, from the one reading.
        #expect(served.first { $0.key.hasSuffix("broken.json") }?.value.error?.contains("alert.title") == true)
    }
}
