import Foundation
import ImageDiff
import PNGCodec
import Raster
import SnapshotCheck
import Testing

/// `FileDiff`, the logic behind `alertsnap diff`: decoding, outputs, bad input.
@Suite struct FileDiffTests {
    let base = Images.flat(8, 6, StraightColor(r: 240, g: 240, b: 240))

    @Test func writesDecodableDiffImageAndStrip() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        try Images.writePNG(base, to: ws.path("a.png"))
        try Images.writePNG(
            Images.marked(base, count: 3, StraightColor(r: 0, g: 0, b: 0)), to: ws.path("b.png"))
        let outcome = try FileDiff.run(
            FileDiff.Request(
                expected: ws.path("a.png"), actual: ws.path("b.png"), diffImage: ws.path("d.png"),
                strip: ws.path("s.png")))
        #expect(!outcome.passed)
        #expect(outcome.result.diffPixels == 3)
        #expect(outcome.result.bounds == PixelRect(x: 0, y: 0, width: 3, height: 1))
        #expect(outcome.written == [ws.path("d.png"), ws.path("s.png")])
        let diff = try PNGFile.decode(contentsOf: ws.path("d.png"))
        #expect(diff.width == 8 && diff.height == 6)
        #expect(Array(diff.bytes[0..<4]) == [255, 0, 0, 255])
        let strip = try PNGFile.decode(contentsOf: ws.path("s.png"))
        #expect(strip.width > 3 * 8 && strip.height > 6)
    }

    @Test func corruptOrMissingInputNamesTheFileAndWritesNothing() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        try Images.writePNG(base, to: ws.path("a.png"))
        try ws.write("not a png", to: "broken.png")
        for (expected, actual, named) in [
            (ws.path("a.png"), ws.path("broken.png"), ws.path("broken.png")),
            (ws.path("missing.png"), ws.path("a.png"), ws.path("missing.png")),
        ] {
            do {
                _ = try FileDiff.run(
                    FileDiff.Request(
                        expected: expected, actual: actual, diffImage: ws.path("d.png")))
                Issue.record("expected an error")
            } catch {
                #expect(error.description.hasPrefix(named + ": "), "\(error)")
            }
            #expect(!ws.exists("d.png"))
        }
    }

    @Test func jsonHasTheSpecKeysInOrder() {
        let result = ImageComparison.compare(
            base, Images.marked(base, count: 2, StraightColor(r: 0, g: 0, b: 0)))
        let json = result.jsonString
        let keys = [
            "identical", "diffPixels", "totalPixels", "ratio", "maxDelta", "bounds", "sizeMismatch",
            "aaPixels",
        ]
        let positions = keys.map { json.range(of: "\"\($0)\"")?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(object?["diffPixels"] as? Int == 2)
        #expect(object?["totalPixels"] as? Int == 48)
        #expect((object?["ratio"] as? Double).map { abs($0 - 2.0 / 48) < 1e-12 } == true)
        #expect((object?["bounds"] as? [String: Int]) == ["x": 0, "y": 0, "width": 2, "height": 1])
    }

    @Test func jsonBoundsKeepTheirKeysAndOrder() {
        let result = ImageComparison.compare(
            base, Images.marked(base, count: 2, StraightColor(r: 0, g: 0, b: 0)))
        #expect(result.jsonString.contains("\"bounds\": {\"x\": 0, \"y\": 0, \"width\": 2, \"height\": 1}"))
    }

    @Test func wildlyDifferentShapesGiveAnOverlapDiffAndNoStrip() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        let gray = StraightColor(r: 200, g: 200, b: 200)
        try Images.writePNG(Images.flat(16384, 1, gray), to: ws.path("wide.png"))
        try Images.writePNG(Images.flat(1, 16384, gray), to: ws.path("tall.png"))
        let onlyDiff = try FileDiff.run(
            FileDiff.Request(
                expected: ws.path("wide.png"), actual: ws.path("tall.png"),
                diffImage: ws.path("d.png")))
        #expect(onlyDiff.result.totalPixels == 16384 * 16384)
        #expect(onlyDiff.result.diffPixels == 16384 * 16384 - 1)
        let diff = try PNGFile.decode(contentsOf: ws.path("d.png"))
        #expect(diff.width == 1 && diff.height == 1)
        // A strip would be some 16500 pixels square: refused, and nothing is written.
        do {
            _ = try FileDiff.run(
                FileDiff.Request(
                    expected: ws.path("wide.png"), actual: ws.path("tall.png"),
                    diffImage: ws.path("d2.png"), strip: ws.path("s.png")))
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasPrefix(ws.path("s.png") + ": the strip would be "))
        }
        #expect(!ws.exists("s.png") && !ws.exists("d2.png"))
    }
}
