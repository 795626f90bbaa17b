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
}
