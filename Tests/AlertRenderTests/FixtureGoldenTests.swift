import AlertModel
import AlertRender
import Foundation
import PNGCodec
import Raster
import Testing

/// Every fixture renders to exactly its golden under `Fixtures/__snapshots__/`, pixel for pixel.
/// A missing golden fails; `ALERTSNAP_RECORD=1` writes it (then look at it before committing).
@Suite struct FixtureGoldenTests {
    static let fixtures: [String] = {
        let dir = repositoryRoot.appendingPathComponent("Fixtures").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { dir + "/" + $0 }
    }()

    @Test func thereIsAFixtureForEveryDesign() {
        #expect(Self.fixtures.count >= 18)
    }

    @Test(arguments: fixtures)
    func fixtureMatchesItsGolden(path: String) throws {
        let spec = try AlertSpec.load(path: path).resolved()
        let canvas = try sharedRenderer.render(spec)
        let goldenPath = repositoryRoot.appendingPathComponent("Fixtures/__snapshots__/\(spec.name).png").path
        let record = ProcessInfo.processInfo.environment["ALERTSNAP_RECORD"].map { ["1", "all", "true"].contains($0) } ?? false
        if record || !FileManager.default.fileExists(atPath: goldenPath) {
            if record {
                try FileManager.default.createDirectory(atPath: (goldenPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try AtomicFile.write(try sharedRenderer.encodePNG(canvas, name: spec.name), to: goldenPath)
            }
            Issue.record("\(goldenPath) was missing\(record ? "; recorded it" : " (run with ALERTSNAP_RECORD=1 to record)")")
            return
        }
        let golden = try PNGCodec.decode(contentsOf: goldenPath)
        let actual = canvas.makeImage()
        #expect(golden.width == actual.width && golden.height == actual.height, "size of \(spec.name)")
        guard golden.bytes != actual.bytes else { return }
        var differing = 0
        for i in stride(from: 0, to: min(golden.bytes.count, actual.bytes.count), by: 4)
        where golden.bytes[i..<i + 4] != actual.bytes[i..<i + 4] { differing += 1 }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("\(spec.name)-actual.png").path
        try? AtomicFile.write(try sharedRenderer.encodePNG(canvas, name: spec.name), to: out)
        Issue.record("\(spec.name): \(differing) pixels differ from \(goldenPath); actual written to \(out)")
    }
}
