import AlertModel
import AlertRender
import Foundation
import SnapshotCheck
import Testing

/// The real renderer through the golden workflow, on two of the repository's fixtures.
@Suite struct AlertRendererIntegrationTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    @Test func recordedFixturesPassAgainstTheirGoldensWithoutBeingTouched() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        let specs = ["system-two-actions.json", "article-text-field.json"].map {
            Self.fixtures.appendingPathComponent($0).path
        }
        let renderer = try AlertRenderer()
        var options = CheckOptions(
            inputs: specs, goldenDirectory: ws.path("goldens"), record: .all, jobs: 2)
        let recorded = try CheckRun.run(options, renderer: renderer)
        #expect(recorded.exitCode == 0)
        #expect(recorded.results.map(\.status) == [.recorded, .recorded])
        #expect(recorded.results.map(\.name) == ["article-text-field", "system-two-actions"])
        let before = ws.files(under: "goldens")
        #expect(before.keys.sorted() == ["article-text-field.png", "system-two-actions.png"])

        options.record = .never
        let checked = try CheckRun.run(options, renderer: renderer)
        #expect(checked.exitCode == 0, "\(checked.results.map(\.message))")
        #expect(checked.results.allSatisfy { $0.status == .passed && $0.diff?.identical == true })
        #expect(checked.results.first?.actualSize == ImageSize(width: 1179, height: 2556))
        #expect(ws.files(under: "goldens") == before)
    }

    /// A worker's reused canvas and image bytes give the pixels of a fresh render, whatever it
    /// rendered before: specs of other sizes (iPad, landscape) and other scenes in between.
    @Test func renderingIntoReusedBuffersGivesTheSamePixelsAsAFreshRender() throws {
        let renderer = try AlertRenderer()
        let scratch = RenderScratch()
        let order = [
            "article-blurred-backdrop.json", "system-two-actions.json", "sheet-ipad-popover.json",
            "system-dark.json", "sheet-landscape.json", "article-text-field.json", "system-two-actions.json",
        ]
        var sizes: Set<String> = []
        for name in order {
            let spec = try AlertSpec.load(path: Self.fixtures.appendingPathComponent(name).path).resolved()
            let reused = try renderer.renderImage(spec, scratch: scratch)
            let fresh = try renderer.renderImage(spec)
            #expect(reused == fresh, "\(name)")
            sizes.insert("\(reused.width)x\(reused.height)")
            scratch.giveBack(reused.bytes)
            #expect(scratch.keptCounts.canvases <= RenderScratch.keptCanvases)
            #expect(scratch.keptCounts.images <= RenderScratch.kept)
        }
        #expect(sizes.count >= 3, "\(sizes)")
        #expect(scratch.keptCounts.canvases == 1 && scratch.keptCounts.images == 2)
        // The kept canvas of a size is the one rendered into last; an array of another size is none.
        let spec = try AlertSpec.load(path: Self.fixtures.appendingPathComponent(order[order.count - 1]).path)
            .resolved()
        let kept = scratch.target(width: spec.pixelWidth, height: spec.pixelHeight)
        #expect(scratch.keptCounts.canvases == 1)  // the one kept, not a second
        _ = try renderer.renderImage(spec, scratch: scratch)
        #expect(scratch.target(width: spec.pixelWidth, height: spec.pixelHeight) === kept)
        #expect(scratch.takeImageBytes(count: 12).isEmpty)
    }
}
