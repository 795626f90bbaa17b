import AlertModel
import AlertRender
import Foundation
import PNGCodec
import Raster
import SnapshotCheck
import Support
import Testing

/// Goldens record the digest of their pixels, so that a later check need not inflate them.
@Suite struct PixelDigestRecordTests {
    @Test func goldensRecordTheirPixelDigestAndRecordInputsAddsItToOlderOnes() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        try ws.spec("specs/a.json", title: "A")
        _ = try ws.check(record: .all)
        let path = ws.path("specs/__snapshots__/a.png")
        let png = try PNGFile.readFile(path)
        let decoded = try PNGFile.decode(png, source: path)
        let chunk = try #require(SnapshotMetadata.read(from: png))
        #expect(chunk.pixels == PixelDigest.of(RGBAImage(width: decoded.width, height: decoded.height, bytes: decoded.bytes)))
        #expect(chunk.pixels.hasPrefix("xxh64:"))
        #expect(Explanation(png: png, name: "a.png")?.lines.contains("pixels: \(chunk.pixels) (digest of the decoded pixels)") == true)

        // A golden from before the digest: `all` leaves it be (same pixels, same record: no churn);
        // `inputs` gives it one, keeping its image data, then leaves it be.
        var older = chunk
        older.pixels = ""
        let plain = try PNGFile.encode(PNGImage(width: decoded.width, height: decoded.height, bytes: decoded.bytes))
        try AtomicFile.write(try older.tagging(plain), to: path)
        #expect(try ws.check(record: .all).results.map(\.status) == [.passed])
        #expect(SnapshotMetadata.read(from: try PNGFile.readFile(path))?.pixels == "")
        let refreshed = try ws.check(record: .inputs).results
        #expect(refreshed.map(\.status) == [.passed] && refreshed.allSatisfy(\.outcome.chunkRefreshed))
        let now = try PNGFile.readFile(path)
        #expect(SnapshotMetadata.read(from: now)?.pixels == chunk.pixels)
        #expect(PNGTextChunk.imageDataDigest(now) == PNGTextChunk.imageDataDigest(plain))
        #expect(try ws.check(record: .inputs).results.map(\.outcome.chunkRefreshed) == [false])
    }

    @Test func theRenderersFilesRecordTheDigestOfTheirPixels() throws {
        let renderer = try AlertRenderer()
        let path = AlertRendererIntegrationTests.fixtures.appendingPathComponent("system-two-actions.json").path
        let spec = try #require(try AlertSpec.load(path: path).resolvedVariants().first)
        let png = try renderer.renderSnapshotPNG(spec)
        let decoded = try PNGFile.decode(png, source: "render")
        let image = RGBAImage(width: decoded.width, height: decoded.height, bytes: decoded.bytes)
        #expect(SnapshotMetadata.read(from: png)?.pixels == PixelDigest.of(image))
    }
}
