import AlertModel
import AlertRender
import Foundation
import PNGCodec
import Raster
import Support
import Testing

/// The action-sheet fixtures (their stills are checked by `FixtureGoldenTests` with every
/// fixture) and the filmstrip of the slide-up, kept as a golden of its own.
@Suite struct SheetFixtureTests {
    static let sheets = [
        "sheet-share", "sheet-delete", "sheet-many-actions-se", "sheet-landscape", "sheet-ipad-popover", "sheet-dark",
        "sheet-plain", "sheet-slide-up",
    ]

    @Test func thereIsAFixtureForEverySheetDesign() throws {
        for name in Self.sheets {
            let path = repositoryRoot.appendingPathComponent("Fixtures/\(name).json").path
            let spec = try AlertSpec.load(path: path).resolved()
            #expect(spec.preferredStyle == .actionSheet, "\(name)")
        }
    }

    @Test func theTwelveActionSheetScrollsOnTheSE() throws {
        let path = repositoryRoot.appendingPathComponent("Fixtures/sheet-many-actions-se.json").path
        let layout = sharedRenderer.layout(try AlertSpec.load(path: path).resolved())
        let lastStacked = try #require(layout.actions.dropLast().last)
        #expect(lastStacked.frame.maxY > layout.actionsViewport.maxY)
    }

    /// Every frame of the slide-up at 30 fps, 240 px tall, side by side.
    @Test func theSlideUpFilmstripMatchesItsGolden() throws {
        let path = repositoryRoot.appendingPathComponent("Fixtures/sheet-slide-up.json").path
        let spec = try AlertSpec.load(path: path).resolved()
        var thumbs: [RGBAImage] = []
        var times: [Double] = []
        try sharedRenderer.forEachFrame(spec, phases: [.present], fps: 30) { _, _, t, frame in
            thumbs.append(sharedRenderer.thumbnail(of: frame, height: 240))
            times.append(t)
        }
        #expect(thumbs.count == 14)
        let strip = sharedRenderer.filmstrip(thumbs, times: times)
        let golden = repositoryRoot.appendingPathComponent(
            "Tests/AlertRenderTests/__snapshots__/sheet-slide-up-strip.png"
        )
        .path
        let record =
            ProcessInfo.processInfo.environment["ALERTSNAP_RECORD"].map { ["1", "all", "true"].contains($0) } ?? false
        if record || !FileManager.default.fileExists(atPath: golden) {
            if record {
                try FileManager.default.createDirectory(
                    atPath: (golden as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try AtomicFile.write(try sharedRenderer.encodePNG(strip, name: "strip"), to: golden)
            }
            Issue.record("\(golden) was missing\(record ? "; recorded it" : " (run with ALERTSNAP_RECORD=1)")")
            return
        }
        let expected = try PNGFile.decode(contentsOf: golden)
        #expect(expected.bytes == strip.makeImage().bytes, "the slide-up filmstrip differs from \(golden)")
    }
}
