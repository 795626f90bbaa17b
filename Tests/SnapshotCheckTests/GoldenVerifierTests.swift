import Foundation
import ImageDiff
import PNGCodec
import Raster
import SnapshotCheck
import Testing

/// `GoldenVerifier` on its own: the artifacts of a failure and what they hold.
@Suite struct GoldenVerifierTests {
    let gray = StraightColor(r: 200, g: 200, b: 200)

    static func encode(_ image: RGBAImage) throws -> [UInt8] {
        try PNGFile.encode(PNGImage(width: image.width, height: image.height, bytes: image.bytes))
    }

    func verify(_ actual: RGBAImage, golden: RGBAImage, in ws: Workspace) throws
        -> GoldenVerification
    {
        try Images.writePNG(golden, to: ws.path("golden.png"))
        return GoldenVerifier(record: .never).verify(
            actual, goldenPath: ws.path("golden.png"),
            artifacts: ArtifactLocation(directory: ws.path("failures"), stem: "alert"),
            encode: Self.encode)
    }

    @Test func failureWritesTheDiffOfTheSameComparison() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        let golden = Images.flat(20, 10, gray)
        let actual = Images.marked(golden, count: 4)
        let outcome = try verify(actual, golden: golden, in: ws)
        #expect(outcome.status == .differs)
        #expect(outcome.diff == ImageComparison.compare(golden, actual))
        let (_, expectedDiff) = ImageComparison.diffImage(golden, actual)
        let diff = try PNGFile.decode(contentsOf: ws.path("failures/alert.diff.png"))
        #expect(diff.width == 20 && diff.bytes == expectedDiff.bytes)
        #expect(outcome.artifacts.strip == ws.path("failures/alert.strip.png"))
        #expect(ws.exists("failures/alert.strip.png"))
        // Within the tolerance nothing is written.
        try? FileManager.default.removeItem(atPath: ws.path("failures"))
        let tolerant = GoldenVerifier(
            policy: ComparisonPolicy(tolerance: SnapshotTolerance(maxDiffPixels: 4)), record: .never
        ).verify(
            actual, goldenPath: ws.path("golden.png"),
            artifacts: ArtifactLocation(directory: ws.path("failures"), stem: "alert"),
            encode: Self.encode)
        #expect(tolerant.status == .passed && tolerant.diff?.diffPixels == 4)
        #expect(!ws.exists("failures"))
    }

    @Test func wildlyDifferentShapesWriteTheOverlapDiffButNoStrip() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        let outcome = try verify(
            Images.flat(1, 16384, gray), golden: Images.flat(16384, 1, gray), in: ws)
        #expect(outcome.status == .differs)
        #expect(outcome.diff?.diffPixels == 16384 * 16384 - 1)
        #expect(outcome.artifacts.strip == nil)
        #expect(outcome.message.contains("no strip (it would be "))
        let diff = try PNGFile.decode(contentsOf: ws.path("failures/alert.diff.png"))
        #expect(diff.width == 1 && diff.height == 1)
    }
}
