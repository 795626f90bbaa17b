import AlertModel
import AlertRender
import Foundation
import PNGCodec
import Raster
import SnapshotCheck
import Support
import Testing

/// `check` compares every render with its golden's layout, variant and environment, but hashes the
/// spec and its files (the full chunk) only for a file it writes.
@Suite struct MetadataOnDemandTests {
    /// FakeRenderer, counting the full-metadata calls and giving comparisons a chunk without inputs.
    final class CountingRenderer: SnapshotRendering, @unchecked Sendable {
        let fake = FakeRenderer()
        let fullCalls = Locked(0)
        func renderImage(_ spec: ResolvedSpec) throws -> RGBAImage { try fake.renderImage(spec) }
        func snapshotMetadata(for spec: ResolvedSpec) throws -> SnapshotMetadata? {
            fullCalls.withLock { $0 += 1 }
            return try fake.snapshotMetadata(for: spec)
        }
        func comparisonMetadata(for spec: ResolvedSpec) throws -> SnapshotMetadata? {
            var chunk = try fake.snapshotMetadata(for: spec)
            chunk?.inputs = []
            return chunk
        }
        var full: Int { fullCalls.withLock { $0 } }
        /// The inputs alone (`snapshotInputs`): what a golden that was read is compared with, to
        /// say which inputs changed.
        let inputCalls = Locked(0)
        func snapshotInputs(for spec: ResolvedSpec) throws -> SnapshotMetadata? {
            inputCalls.withLock { $0 += 1 }
            var chunk = try fake.snapshotMetadata(for: spec)
            chunk?.layout = ""
            return chunk
        }
        var inputs: Int { inputCalls.withLock { $0 } }
        let prepared = Locked(0)
        func prepareForSnapshots() { prepared.withLock { $0 += 1 } }
    }

    /// `check` asks the renderer to prepare once a run, and waits for it before it returns.
    @Test func aRunPreparesTheRendererOnce() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        for i in 0..<3 { try ws.spec("specs/s\(i).json", title: "T\(i)") }
        let renderer = CountingRenderer()
        let options = CheckOptions(inputs: [ws.path("specs")], record: .all, jobs: 2)
        _ = try CheckRun.run(options, renderer: renderer)
        #expect(renderer.prepared.withLock { $0 } == 1)
        _ = try CheckRun.run(options, renderer: renderer)
        #expect(renderer.prepared.withLock { $0 } == 2)
    }

    @Test func aPassingCheckComputesNoFullMetadataAndWrittenFilesCarryTheInputs() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        for i in 0..<5 { try ws.spec("specs/s\(i).json", title: "T\(i)") }
        let renderer = CountingRenderer()
        var options = CheckOptions(inputs: [ws.path("specs")], record: .all, jobs: 2)
        #expect(try CheckRun.run(options, renderer: renderer).exitCode == 0)
        #expect(renderer.full == 5, "one full chunk per golden written")
        let golden = try PNGFile.readFile(ws.path("specs/__snapshots__/s3.png"))
        #expect(SnapshotMetadata.read(from: golden)?.inputs == [.init("spec", "T3")])

        options.record = .never
        let checked = try CheckRun.run(options, renderer: renderer)
        #expect(checked.results.allSatisfy { $0.status == .passed })
        #expect(renderer.full == 5, "a pass writes nothing, so it makes no full chunk")
        #expect(renderer.inputs == 5, "only the inputs, to say whether they changed")
        #expect(checked.results.allSatisfy { $0.outcome.inputsChanged.isEmpty })

        // A failure image is written with the full chunk.
        try ws.spec("specs/s1.json", title: "changed")
        let failed = try CheckRun.run(options, renderer: renderer)
        #expect(failed.results.map(\.status).filter { $0 == .differs }.count == 1)
        #expect(failed.results.first { $0.status == .differs }?.outcome.inputsChanged == [ws.path("specs/s1.json")])
        #expect(renderer.full == 6)
        let actual = try #require(failed.results.first { $0.status == .differs }?.artifacts.actual)
        #expect(SnapshotMetadata.read(from: try PNGFile.readFile(actual))?.inputs == [.init("spec", "changed")])
    }

    /// CountingRenderer whose comparison chunk leaves its layout to be made on demand, counted.
    final class DeferringRenderer: SnapshotRendering, @unchecked Sendable {
        let counting = CountingRenderer()
        let layoutCalls = Locked(0)
        func renderImage(_ spec: ResolvedSpec) throws -> RGBAImage { try counting.renderImage(spec) }
        func snapshotMetadata(for spec: ResolvedSpec) throws -> SnapshotMetadata? {
            try counting.snapshotMetadata(for: spec)
        }
        func comparisonMetadata(for spec: ResolvedSpec) throws -> SnapshotMetadata? {
            try counting.comparisonMetadata(for: spec)
        }
        func snapshotInputs(for spec: ResolvedSpec) throws -> SnapshotMetadata? { try counting.snapshotInputs(for: spec) }
        func comparisonMetadataDeferringLayout(for spec: ResolvedSpec) throws
            -> (metadata: SnapshotMetadata?, layout: (() throws -> String)?)
        {
            var chunk = try counting.comparisonMetadata(for: spec)
            let layout = chunk?.layout ?? ""
            chunk?.layout = ""
            return (chunk, { self.layoutCalls.withLock { $0 += 1 }; return layout })
        }
        var layouts: Int { layoutCalls.withLock { $0 } }
    }

    /// A golden with this render's pixels, recorded from the same inputs by the same alertsnap in
    /// the same environment, has this render's layout: a pass does not make it. Any other
    /// comparison does, and a written file carries it.
    @Test func aPassFromTheSameInputsMakesNoLayoutAndEveryOtherComparisonDoes() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        for i in 0..<3 { try ws.spec("specs/s\(i).json", title: "T\(i)") }
        let renderer = DeferringRenderer()
        var options = CheckOptions(inputs: [ws.path("specs")], record: .all, jobs: 2)
        #expect(try CheckRun.run(options, renderer: renderer).exitCode == 0)
        let recorded = try #require(SnapshotMetadata.read(from: try PNGFile.readFile(ws.path("specs/__snapshots__/s1.png"))))
        #expect(!recorded.layout.isEmpty, "the golden's chunk has the layout")

        options.record = .never
        let before = renderer.layouts
        #expect(try CheckRun.run(options, renderer: renderer).results.allSatisfy { $0.status == .passed })
        #expect(renderer.layouts == before, "three passes from unchanged inputs make no layout")

        // Changed inputs: the comparison reads the layout (the text changed, so the image too).
        try ws.spec("specs/s1.json", title: "changed")
        let failed = try CheckRun.run(options, renderer: renderer)
        #expect(failed.results.filter { $0.status == .differs }.count == 1)
        #expect(renderer.layouts == before + 1)
        let actual = try #require(failed.results.first { $0.status == .differs }?.artifacts.actual)
        #expect(SnapshotMetadata.read(from: try PNGFile.readFile(actual))?.layout.isEmpty == false)
    }

    @Test func theRealRenderersComparisonChunkIsTheFullOneWithoutInputs() throws {
        let renderer = try AlertRenderer()
        let path = AlertRendererIntegrationTests.fixtures.appendingPathComponent("catalog-delete-photos.json").path
        for spec in try AlertSpec.load(path: path).resolvedVariants().prefix(3) {
            let full = try #require(try renderer.snapshotMetadata(for: spec))
            let compared = try #require(try (renderer as any SpecRendering).forSnapshots.comparisonMetadata(for: spec))
            #expect(compared.inputs.isEmpty && !full.inputs.isEmpty)
            #expect(compared.layout == full.layout && !compared.layout.isEmpty)
            #expect(compared.variant == full.variant && compared.environment == full.environment)
            let deferred = try (renderer as any SpecRendering).forSnapshots.comparisonMetadataDeferringLayout(for: spec)
            #expect(deferred.metadata?.layout == "" && deferred.metadata?.variant == full.variant)
            #expect(try deferred.layout?() == full.layout)
        }
    }

    /// Specs are read and their variants resolved on every core: the plan (names, goldens, order,
    /// problems) is the one a single thread makes.
    @Test func theSpecsVariantsResolveTheSameOnAnyNumberOfThreads() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        let canvas = "\"canvas\": {\"width\": 16, \"height\": 12, \"scale\": 1}, "
        for i in 0..<5 {
            try ws.write(
                "{\(canvas)\"variants\": {\"appearance\": [\"light\", \"dark\"], \"contentSize\": [\"large\", \"AX3\"]}, "
                    + "\"alert\": {\"title\": \"T\(i)\"}}", to: "specs/v\(i).json")
        }
        try ws.spec("specs/plain.json")
        try ws.write(
            "{\"ios\": 18, \(canvas)\"variants\": {\"contentSize\": [\"large\", \"huge\"]}, \"alert\": {}}", to: "specs/bad.json")
        func run(_ jobs: Int) throws -> [String] {
            let report = try CheckRun.run(
                CheckOptions(inputs: [ws.path("specs")], record: .never, jobs: jobs), renderer: FakeRenderer())
            return report.results.map { "\($0.name) \($0.status) \($0.golden ?? "-") \($0.message)" }
        }
        let one = try run(1)
        #expect(one.count == 5 * 4 + 2)
        #expect(one.contains { $0.hasPrefix("v3.appearance=dark.contentSize=AX3 missing") })
        #expect(one.contains { $0.contains("bad.json") && $0.contains("invalid") })
        #expect(try run(3) == one)
        #expect(try run(8) == one)
    }
}
