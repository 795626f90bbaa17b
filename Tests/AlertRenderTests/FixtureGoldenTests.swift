import AlertModel
import AlertRender
import Foundation
import PNGCodec
import Raster
import Testing

/// Every fixture renders to exactly its golden under `Fixtures/__snapshots__/`, pixel for pixel.
/// A missing golden fails; `ALERTSNAP_RECORD=1` writes it (then look at it before committing).
@Suite struct FixtureGoldenTests {
    /// The fixtures at the top of `Fixtures/` and in the design-system folder `Fixtures/brand/`
    /// (its dialogs and, in `design/`, the base they extend); each golden sits in the
    /// `__snapshots__` folder next to its spec, where `alertsnap check Fixtures` looks for it.
    static let fixtures: [String] = ["Fixtures", "Fixtures/brand", "Fixtures/brand/design"].flatMap { folder in
        let dir = repositoryRoot.appendingPathComponent(folder).path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { dir + "/" + $0 }
    }

    /// The brand design system: a base and three dialogs extending it, each in light and dark.
    static let brandDesigns = [
        "brand-alert", "brand-confirm", "brand-confirm-dark", "brand-choice", "brand-choice-dark", "brand-notice",
        "brand-notice-dark",
    ]

    /// One fixture per design of the source articles and per system-alert feature.
    static let designs = [
        "article-three-buttons", "article-title-message-one-button", "article-title-message-two-buttons",
        "article-ratio-card", "article-tap-to-dismiss", "article-text-field", "article-table", "article-progress",
        "article-activity-indicator", "system-one-action", "system-two-actions", "system-three-actions",
        "system-destructive-preferred", "system-long-titles-stack", "system-long-message-scroll", "system-japanese",
        "system-dark", "system-keyboard-offset", "article-blurred-backdrop", "plain-dark",
    ]

    @Test func thereIsAFixtureForEveryDesign() {
        let names = Set(
            Self.fixtures.map { ($0 as NSString).lastPathComponent.replacingOccurrences(of: ".json", with: "") })
        for design in Self.designs + Self.brandDesigns { #expect(names.contains(design), "missing fixture \(design)") }
    }

    @Test(arguments: fixtures)
    func fixtureMatchesItsGolden(path: String) throws {
        let spec = try AlertSpec.load(path: path).resolved()
        let canvas = try sharedRenderer.render(spec)
        let metadata = try sharedRenderer.metadata(for: spec)
        let goldenPath = (path as NSString).deletingLastPathComponent + "/__snapshots__/\(spec.name).png"
        let record =
            ProcessInfo.processInfo.environment["ALERTSNAP_RECORD"].map { ["1", "all", "true"].contains($0) } ?? false
        let actual = canvas.makeImage()
        let goldenBytes = try? PNGCodec.readFile(goldenPath)
        let golden = goldenBytes.flatMap { try? PNGCodec.decode($0, source: goldenPath) }
        let recorded = goldenBytes.flatMap(SnapshotMetadata.read(from:))
        let samePixels = golden.map {
            $0.width == actual.width && $0.height == actual.height && $0.bytes == actual.bytes
        }
        // As `check --record all`: a golden is rewritten only when its pixels or its recorded layout changed.
        if samePixels == true && recorded?.layout == metadata.layout { return }
        if record {
            try FileManager.default.createDirectory(
                atPath: (goldenPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try AtomicFile.write(try sharedRenderer.encodePNG(canvas, metadata: metadata), to: goldenPath)
            Issue.record("\(goldenPath) changed; re-recorded it: look at it before committing")
            return
        }
        guard let golden else {
            Issue.record("\(goldenPath) is missing or unreadable (run with ALERTSNAP_RECORD=1 to record)")
            return
        }
        #expect(recorded?.layout == metadata.layout, "\(spec.name): the golden's recorded layout is stale or missing")
        #expect(golden.width == actual.width && golden.height == actual.height, "size of \(spec.name)")
        guard golden.bytes != actual.bytes else { return }
        var differing = 0
        for i in stride(from: 0, to: min(golden.bytes.count, actual.bytes.count), by: 4)
        where golden.bytes[i..<i + 4] != actual.bytes[i..<i + 4] { differing += 1 }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("\(spec.name)-actual.png").path
        try? AtomicFile.write(try sharedRenderer.encodePNG(canvas, metadata: metadata), to: out)
        Issue.record("\(spec.name): \(differing) pixels differ from \(goldenPath); actual written to \(out)")
    }
}
