import AlertModel
import AlertRender
import Foundation
import ImageDiff
import Raster
import SnapshotCheck
import Support
import Testing

@testable import PNGCodec

/// `check` compares the real renderer's canvas with the golden in place: a match makes no straight
/// image; a difference makes it once and gets the counts the image path gets.
@Suite struct InPlaceComparisonTests {
    @Test func aMatchMakesNoImageAndADifferenceGivesTheImagePathsResult() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        let renderer = try AlertRenderer()
        let scratch = RenderScratch()
        let verifier = GoldenVerifier(record: .never)
        for name in ["system-two-actions", "sheet-ipad-popover", "article-blurred-backdrop"] {
            let path = AlertRendererIntegrationTests.fixtures.appendingPathComponent("\(name).json").path
            let spec = try AlertSpec.load(path: path).resolved()
            let image = try renderer.renderImage(spec)
            let golden = ws.path("\(name).png")
            try AtomicFile.write(try renderer.encodePNG(image, name: name), to: golden)
            let location = ArtifactLocation(directory: ws.path("failures"), stem: name)
            let encode: (RGBAImage) throws -> [UInt8] = { try renderer.encodePNG($0, name: name) }

            let rendered = try renderer.renderSnapshot(spec, scratch: scratch)
            let passed = verifier.verify(rendered, goldenPath: golden, artifacts: location, encode: encode)
            #expect(passed.status == .passed && passed.diff?.identical == true, "\(passed.message)")
            #expect(passed.diff == ImageComparison.compare(image, image))
            #expect(rendered.madeImage == nil, "\(name): a match makes no image")

            // One pixel of the golden changed: both paths count it the same.
            var changed = image
            changed.bytes[(image.width * 40 + 60) * 4] ^= 0x80
            try AtomicFile.write(try renderer.encodePNG(changed, name: name), to: golden)
            let again = try renderer.renderSnapshot(spec, scratch: scratch)
            let inPlace = verifier.verify(again, goldenPath: golden, artifacts: location, encode: encode)
            let byImage = verifier.verify(image, goldenPath: golden, artifacts: location, encode: encode)
            #expect(inPlace.status == .differs && inPlace.diff?.diffPixels == 1, "\(inPlace.message)")
            #expect(inPlace.diff == byImage.diff && inPlace.message == byImage.message)
            #expect(again.madeImage?.bytes == image.bytes)
        }
    }

    /// A worker's scratch lends the array each golden is decoded into: the same storage for goldens
    /// of one size, and the results of a verification without it for every size in any order.
    @Test func goldensDecodeIntoTheWorkersArrayWithTheSameResults() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        let renderer = try AlertRenderer()
        let verifier = GoldenVerifier(record: .never)
        var cases: [(RGBAImage, String, ArtifactLocation)] = []
        for (i, name) in ["system-two-actions", "sheet-ipad-popover", "system-one-action", "sheet-landscape"]
            .enumerated()
        {
            let path = AlertRendererIntegrationTests.fixtures.appendingPathComponent("\(name).json").path
            var image = try renderer.renderImage(try AlertSpec.load(path: path).resolved())
            let golden = ws.path("\(name).png")
            try AtomicFile.write(try renderer.encodePNG(image, name: name), to: golden)
            if i == 2 { image.bytes[4 * 1000] ^= 0x40 }  // one snapshot differs from its golden
            cases.append((image, golden, ArtifactLocation(directory: ws.path("failures"), stem: name)))
        }
        let scratch = RenderScratch()
        for round in 0..<2 {
            for (image, golden, location) in cases {
                let encode: (RGBAImage) throws -> [UInt8] = { try renderer.encodePNG($0, name: "x") }
                let lent = verifier.verify(
                    RenderedSnapshot(image: image), goldenPath: golden, artifacts: location, scratch: scratch,
                    encode: encode)
                let own = verifier.verify(image, goldenPath: golden, artifacts: location, encode: encode)
                #expect(lent.status == own.status && lent.diff == own.diff && lent.message == own.message)
                #expect(lent.expectedSize == ImageSize(image), "round \(round)")
            }
        }
        #expect(
            cases.map { verifier.verify($0.0, goldenPath: $0.1, artifacts: $0.2) { _ in [] }.status }
                == [.passed, .passed, .differs, .passed])

        // Two goldens of one size in a row: the second is decoded into the first one's storage.
        let (image, golden, location) = cases[0]
        _ = verifier.verify(RenderedSnapshot(image: image), goldenPath: golden, artifacts: location, scratch: scratch) {
            _ in []
        }
        var kept = scratch.takeGoldenBytes()
        let storage = kept.withUnsafeBufferPointer { $0.baseAddress }
        // A passing golden (RGB: the render is opaque) is inflated there (an array at least that
        // big is reused as it is).
        #expect(kept.count >= (image.width * 3 + 1) * image.height + 16)
        scratch.keepGoldenBytes(kept)
        kept = []
        _ = verifier.verify(RenderedSnapshot(image: image), goldenPath: golden, artifacts: location, scratch: scratch) {
            _ in []
        }
        #expect(scratch.takeGoldenBytes().withUnsafeBufferPointer { $0.baseAddress } == storage)
    }

    /// A passing check compares each golden row as it is decoded: no whole decode of the golden
    /// (counted on this thread), in record modes never and all; a difference in the first or last
    /// row, or a golden of another size, decodes it and reports what the image path reports.
    @Test func aPassingCheckNeverDecodesTheGoldenWhole() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        let renderer = try AlertRenderer()
        let scratch = RenderScratch()
        let name = "system-two-actions"
        let path = AlertRendererIntegrationTests.fixtures.appendingPathComponent("\(name).json").path
        let spec = try AlertSpec.load(path: path).resolved()
        let image = try renderer.renderImage(spec)
        let golden = ws.path("\(name).png")
        let png = try renderer.encodePNG(image, name: name)
        try AtomicFile.write(png, to: golden)
        let location = ArtifactLocation(directory: ws.path("failures"), stem: name)
        let encode: (RGBAImage) throws -> [UInt8] = { try renderer.encodePNG($0, name: name) }

        for record in [RecordMode.never, .all, .missing, .failed] {
            let before = PNGFile.wholeDecodesOnThisThread
            let rendered = try renderer.renderSnapshot(spec, scratch: scratch)
            let outcome = GoldenVerifier(record: record).verify(
                rendered, goldenPath: golden, artifacts: location, scratch: scratch,
                encode: encode)
            #expect(PNGFile.wholeDecodesOnThisThread == before, "\(record): the golden is not decoded whole")
            #expect(outcome.status == .passed && !outcome.goldenWritten, "\(record): \(outcome.message)")
            #expect(outcome.expectedSize == ImageSize(image))
            #expect(rendered.madeImage == nil)
            #expect(try PNGFile.readFile(golden) == png)
        }

        // The image path's result, worked out as before fused rows existed: decode, then compare.
        let verifier = GoldenVerifier(record: .never)
        let expectedImage: (String) throws -> RGBAImage = { file in
            let decoded = try PNGFile.decode(contentsOf: file)
            return RGBAImage(width: decoded.width, height: decoded.height, bytes: decoded.bytes)
        }
        for pixel in [0, image.width * image.height - 1, image.width * 700 + 3] {
            var changed = image
            changed.bytes[pixel * 4] ^= 0xFF
            changed.bytes[pixel * 4 + 2] ^= 0xFF
            try AtomicFile.write(try renderer.encodePNG(changed, name: name), to: golden)
            let before = PNGFile.wholeDecodesOnThisThread
            let outcome = verifier.verify(
                try renderer.renderSnapshot(spec, scratch: scratch), goldenPath: golden, artifacts: location,
                scratch: scratch, encode: encode)
            #expect(PNGFile.wholeDecodesOnThisThread > before, "a difference decodes the golden")
            let reference = ImageComparison.compare(try expectedImage(golden), image)
            #expect(outcome.status == .differs && outcome.diff == reference && reference.diffPixels == 1)
            #expect(outcome.message.hasPrefix("differs from \(golden): " + GoldenVerifier.describe(reference)))
            #expect(outcome.expectedSize == ImageSize(image))
        }

        // A golden one row shorter: the sizes in the message, as before.
        let shorter = RGBAImage(
            width: image.width, height: image.height - 1,
            bytes: Array(image.bytes.prefix(image.width * (image.height - 1) * 4)))
        try AtomicFile.write(try renderer.encodePNG(shorter, name: name), to: golden)
        let outcome = verifier.verify(
            try renderer.renderSnapshot(spec, scratch: scratch), goldenPath: golden, artifacts: location,
            scratch: scratch, encode: encode)
        let reference = ImageComparison.compare(shorter, image)
        #expect(outcome.status == .differs && outcome.diff == reference)
        #expect(outcome.expectedSize == ImageSize(shorter))
        #expect(
            outcome.message.hasPrefix(
                "differs from \(golden): " + GoldenVerifier.describe(reference, expected: shorter, actual: image)))
    }
}
