import AlertModel
import AlertRender
import Foundation
import PNGCodec
import Raster
import SnapshotCheck
import Testing

/// Many CI machines and unchanged specs: `--incremental` and `merge-reports`.
@Suite struct ScaleTests {
    /// Counts renders, so a test can prove a spec was not rendered.
    final class CountingRenderer: SpecRendering, @unchecked Sendable {
        let inner = FakeRenderer()
        let lock = NSLock()
        var renders = 0
        func renderImage(_ spec: ResolvedSpec) throws -> RGBAImage {
            lock.lock()
            renders += 1
            lock.unlock()
            return try inner.renderImage(spec)
        }
        func snapshotMetadata(for spec: ResolvedSpec) throws -> SnapshotMetadata? {
            try inner.snapshotMetadata(for: spec)
        }
    }

    @Test func incrementalSkipsSpecsWhoseGoldenRecordsTheSameInputs() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        try ws.spec("specs/a.json", title: "A")
        try ws.spec("specs/b.json", title: "B")
        _ = try ws.check(record: .all)
        try ws.spec("specs/b.json", title: "B changed")
        let renderer = CountingRenderer()
        var options = CheckOptions(inputs: [ws.path("specs")], record: .never, jobs: 2)
        options.incremental = true
        let report = try CheckRun.run(options, renderer: renderer)
        #expect(report.results.map(\.status) == [.unchanged, .differs])
        #expect(renderer.renders == 1)
        #expect(report.exitCode == 1)
        #expect(report.summaryLine.hasSuffix(", 1 unchanged (not rendered)"))
        // A golden whose image data no longer matches its chunk is rendered and compared again.
        let golden = ws.path("specs/__snapshots__/a.png")
        var bytes = try PNGFile.readFile(golden)
        let idat = try #require(
            bytes.indices.first { i in i + 4 <= bytes.count && bytes[i..<i + 4].elementsEqual("IDAT".utf8) })
        bytes[idat + 10] ^= 0x01
        try Data(bytes).write(to: URL(fileURLWithPath: golden))
        let tampered = try CheckRun.run(options, renderer: CountingRenderer())
        #expect(tampered.results.first?.status != .unchanged)
    }

    @Test func shardsMergeIntoTheReportOfOneRun() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        for (name, title) in [("a", "A"), ("b", "B"), ("c", "C"), ("d", "D")] {
            try ws.spec("specs/\(name).json", title: title)
        }
        _ = try ws.check(record: .all)
        let renderer = FakeRenderer(changed: ["c": 3])
        for i in 1...2 {
            var options = CheckOptions(inputs: [ws.path("specs")], record: .never, jobs: 1)
            options.shard = try Shard(parsing: "\(i)/2")
            options.reportDirectory = ws.path("shard-\(i)")
            _ = try CheckRun.run(options, renderer: renderer)
        }
        var whole = CheckOptions(inputs: [ws.path("specs")], record: .never, jobs: 1)
        whole.reportDirectory = ws.path("single")
        let single = try CheckRun.run(whole, renderer: renderer)
        let merged = try ReportMerge.merge(
            [ws.path("shard-2"), ws.path("shard-1")], into: ws.path("merged"), junit: ws.path("merged/junit.xml"))
        #expect(merged.exitCode == single.exitCode)
        #expect(merged.results.map(\.name) == single.results.map(\.name))
        #expect(merged.results.map(\.status) == single.results.map(\.status))
        #expect(merged.summaryLine == single.summaryLine)
        // The shards' failure groups, joined: the groups of the one run.
        #expect(!single.groups.isEmpty && merged.groups.map(\.line) == single.groups.map(\.line))
        let c = try #require(merged.results.first { $0.name == "c" })
        #expect(c.artifacts.diff == ws.path("merged/images/0003-c.diff.png"))
        #expect(FileManager.default.fileExists(atPath: ws.path("merged/images/0003-c.diff.png")))
        #expect(FileManager.default.fileExists(atPath: ws.path("merged/index.html")))
        // A missing shard is an error, not a smaller green report.
        #expect(throws: CheckError.self) { try ReportMerge.merge([ws.path("shard-1")], into: ws.path("m2")) }
    }
}
