import AlertModel
import AlertRender
import Foundation
import PNGCodec
import Raster
import Support
import Testing

/// Every fixture, and every variant of a fixture with `variants`, renders to exactly its golden
/// under `Fixtures/__snapshots__/` (`<name>.png`, a variant's `<name>.<key>=<value>....png`), pixel for pixel.
/// A missing golden fails; `ALERTSNAP_RECORD=1` writes it (then look at it before committing).
@Suite struct FixtureGoldenTests {
    /// The fixtures at the top of `Fixtures/` and in the design-system folder `Fixtures/brand/`
    /// (its dialogs; `design/` holds the bases they extend, which are not specs and have no golden);
    /// each golden sits in the `__snapshots__` folder next to its spec, where `alertsnap check
    /// Fixtures` looks for it.
    static let fixtures: [String] = ["Fixtures", "Fixtures/brand"].flatMap { folder in
        let dir = repositoryRoot.appendingPathComponent(folder).path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { dir + "/" + $0 }
    }

    /// One snapshot of a fixture: the spec as written, or one of its `variants`, whose golden is
    /// `__snapshots__/<name>.<key>=<value>....png` (the file-name rule `check` uses).
    struct Snapshot: Sendable, CustomTestStringConvertible {
        /// The fixture spec.
        let path: String
        /// The golden's stem, `ResolvedSpec.fileStem`; nil when the spec does not load (the test then
        /// fails with the spec's error).
        let stem: String?
        var testDescription: String { stem ?? (path as NSString).lastPathComponent }
    }

    /// Every variant of every fixture: a spec with `variants` is one test case per variant.
    static let snapshots: [Snapshot] = fixtures.flatMap { path -> [Snapshot] in
        guard let variants = try? AlertSpec.load(path: path).resolvedVariants() else {
            return [Snapshot(path: path, stem: nil)]
        }
        return variants.map { Snapshot(path: path, stem: $0.fileStem) }
    }

    /// The issue's one dialog: one String Catalog in seven locales, at large and AX3, light and dark.
    static let catalogLocales = ["en", "de", "ar", "he", "ja", "ko", "en-XA"]

    /// The brand design system: three dialogs extending one base, each in light and dark.
    static let brandDesigns = [
        "brand-confirm", "brand-confirm-dark", "brand-choice", "brand-choice-dark", "brand-notice",
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

    @Test func theCatalogFixtureHasAGoldenForEachOfItsTwentyEightVariants() throws {
        let path = repositoryRoot.appendingPathComponent("Fixtures/catalog-delete-photos.json").path
        let stems = Self.snapshots.filter { $0.path == path }.compactMap(\.stem)
        var expected: [String] = []
        for appearance in ["dark", "light"] {
            for size in ["AX3", "large"] {
                for locale in Self.catalogLocales {
                    expected.append(
                        "catalog-delete-photos.appearance=\(appearance).contentSize=\(size).locale=\(locale)")
                }
            }
        }
        #expect(stems.sorted() == expected.sorted())
        // Each variant is its own golden (fixtureMatchesItsGolden compares them): none is missing.
        let folder = repositoryRoot.appendingPathComponent("Fixtures/__snapshots__").path
        for stem in expected {
            #expect(FileManager.default.fileExists(atPath: "\(folder)/\(stem).png"), "missing golden \(stem).png")
        }
    }

    @Test(arguments: snapshots)
    func fixtureMatchesItsGolden(snapshot: Snapshot) throws {
        let path = snapshot.path
        let variants = try AlertSpec.load(path: path).resolvedVariants()
        let spec = try #require(variants.first { $0.fileStem == snapshot.stem }, "\(path): no variant \(snapshot)")
        // A cropped spec's golden holds its crop (`crop: "alert"`).
        let canvas = sharedRenderer.output(try sharedRenderer.render(spec), for: spec)
        let metadata = try sharedRenderer.metadata(for: spec)
        let goldenPath = (path as NSString).deletingLastPathComponent + "/__snapshots__/\(spec.fileStem).png"
        let record =
            ProcessInfo.processInfo.environment["ALERTSNAP_RECORD"].map { ["1", "all", "true"].contains($0) } ?? false
        let actual = canvas.makeImage()
        let goldenBytes = try? PNGFile.readFile(goldenPath)
        let golden = goldenBytes.flatMap { try? PNGFile.decode($0, source: goldenPath) }
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
        #expect(
            recorded?.layout == metadata.layout, "\(spec.fileStem): the golden's recorded layout is stale or missing")
        #expect(golden.width == actual.width && golden.height == actual.height, "size of \(spec.fileStem)")
        guard golden.bytes != actual.bytes else { return }
        var differing = 0
        for i in stride(from: 0, to: min(golden.bytes.count, actual.bytes.count), by: 4)
        where golden.bytes[i..<i + 4] != actual.bytes[i..<i + 4] { differing += 1 }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("\(spec.fileStem)-actual.png").path
        try? AtomicFile.write(try sharedRenderer.encodePNG(canvas, metadata: metadata), to: out)
        Issue.record("\(spec.fileStem): \(differing) pixels differ from \(goldenPath); actual written to \(out)")
    }
}
