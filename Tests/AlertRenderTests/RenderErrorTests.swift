// What a failed render says, as cases a caller can switch on: the spec's file and key path for a
// file it names, the path and what is wrong for `-o`, the sizes for a sheet too large; each
// prints the one line users read.
import AlertModel
import Foundation
import Testing

@testable import AlertRender

@Suite struct RenderErrorTests {
    @Test func aFileTheSpecNamesIsReportedWithTheSpecAndItsKey() throws {
        var spec = try AlertSpec.decode(Array(#"{"ios": 18, "presenting": {"image": "nope.png"}}"#.utf8)).resolved()
        spec.sourcePath = "/specs/save.json"
        spec.presentingImage = "/nonexistent/nope.png"
        let error = #expect(throws: RenderError.self) { _ = try sharedRenderer.render(spec) }
        guard case .unusableInput(let source, let key, let problem)? = error else {
            Issue.record("not an unusable input: \(String(describing: error))")
            return
        }
        #expect(source == "/specs/save.json")
        #expect(key == "presenting.image")
        #expect(problem.hasPrefix("/nonexistent/nope.png: "), "\(problem)")
        #expect(error?.description == "/specs/save.json: presenting.image: \(problem)")
    }

    @Test func anUnusableOutputSaysWhichPathAndWhy() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("alertsnap-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let notes = dir.appendingPathComponent("notes").path
        try Data("mine".utf8).write(to: URL(fileURLWithPath: notes))
        let cases: [(String, Int, RenderError.OutputProblem, String)] = [
            ("a.png", 2, .oneFileForSeveralSpecs, "-o a.png: several specs need an output directory, not a .png file"),
            (
                notes, 1, .existingFileNotPNG,
                "-o \(notes): not a .png file name and not a folder (alertsnap writes PNG files)"
            ),
            (
                "out.jpg", 1, .otherExtension,
                "-o out.jpg: not a .png file name and not an existing folder (alertsnap writes PNG files)"
            ),
        ]
        for (output, count, problem, line) in cases {
            let error = #expect(throws: RenderError.self) {
                _ = try BatchRender.Destination(output: output, specCount: count)
            }
            #expect(error == .unusableOutput(path: output, problem: problem))
            #expect(error?.description == line)
        }
    }

    @Test func aSheetTooLargeCarriesItsSizeAndTheLimits() throws {
        let spec = try AlertSpec.decode(Array(#"{"ios": 18, "device": "iphone-15", "alert": {"title": "Hi"}}"#.utf8))
        let cell = try #require(try ContactSheet.cells(specs: [spec], variations: []).first)
        let error = #expect(throws: RenderError.self) {
            _ = try ContactSheet.render(
                Array(repeating: cell, count: 10), columns: 10, cellHeight: 4000, with: sharedRenderer)
        }
        guard case .sheetTooLarge(let width, let height, 16384, 100_000_000)? = error else {
            Issue.record("not a sheet too large: \(String(describing: error))")
            return
        }
        #expect(width > 16384 && height > 4000)
        #expect(
            error?.description
                == "the sheet would be \(width)x\(height) px (at most 16384 a side and 100 megapixels); "
                + "use fewer cells, fewer --columns or a smaller --cell-height")
    }

    @Test func errorsWithoutASpecSayWhatFailed() {
        #expect(
            RenderError.bundledFontsUnavailable(reason: "no faces").description
                == "cannot load the bundled fonts: no faces")
        #expect(
            RenderError.bundledFontUnreadable(path: "/f/a.ttf", reason: nil).description
                == "cannot read bundled font /f/a.ttf")
        #expect(
            RenderError.bundledFontUnreadable(path: "/f/a.ttf", reason: "too large").description
                == "cannot read bundled font /f/a.ttf: too large")
        #expect(
            RenderError.encodingFailed(name: "save", reason: "out of memory").description
                == "save: cannot encode PNG: out of memory")
        #expect(RenderError.taggingFailed(reason: "no IEND").description == "cannot tag PNG: no IEND")
    }
}
