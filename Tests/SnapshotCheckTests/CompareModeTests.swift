import AlertRender
import Foundation
import PNGCodec
import Raster
import SnapshotCheck
import Support
import Testing

/// `--compare auto|exact|tolerant`: exact against a golden of this version and environment,
/// the tolerance otherwise, and why; shards by weight.
@Suite struct CompareModeTests {
    static func metadata(version: String = "3.0.0", freeType: String = "2.13.2") -> SnapshotMetadata {
        SnapshotMetadata(
            version: version, inputs: [.init("spec", "aa")],
            environment: [.init("libpng", "1.6.43"), .init("FreeType", freeType), .init("font:Inter.ttf", "f1")],
            variant: [], layout: "{}")
    }

    /// A golden of `image` tagged with `recorded` (none when nil), and a verification of `actual`.
    static func verify(
        _ actual: RGBAImage, golden image: RGBAImage, recorded: SnapshotMetadata?, now: SnapshotMetadata?,
        policy: ComparisonPolicy = ComparisonPolicy(), in ws: Workspace
    ) throws -> GoldenVerification {
        var png = try GoldenVerifierTests.encode(image)
        if let recorded { png = try recorded.tagging(png) }
        try AtomicFile.write(png, to: ws.path("golden.png"))
        return GoldenVerifier(policy: policy, record: .never).verify(
            actual, metadata: now, goldenPath: ws.path("golden.png"),
            artifacts: ArtifactLocation(directory: ws.path("failures"), stem: "a"), encode: GoldenVerifierTests.encode)
    }

    /// 20x10 of `#FF5A36`, and the same in `#FF7A36`: under pixelmatch's 0.1 threshold.
    static let brand = RGBAImage(width: 20, height: 10, color: StraightColor(r: 0xFF, g: 0x5A, b: 0x36))
    static let changed = RGBAImage(width: 20, height: 10, color: StraightColor(r: 0xFF, g: 0x7A, b: 0x36))

    @Test func autoIsExactInTheSameEnvironmentAndSaysWhyOtherwise() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        let same = try Self.verify(Self.changed, golden: Self.brand, recorded: Self.metadata(), now: Self.metadata(), in: ws)
        #expect(same.status == .differs)
        #expect(same.diff?.diffPixels == 200)
        #expect(same.toleranceReason == nil)

        let upgraded = try Self.verify(
            Self.changed, golden: Self.brand, recorded: Self.metadata(freeType: "2.12.1"), now: Self.metadata(), in: ws)
        #expect(upgraded.status == .passed)
        #expect(upgraded.toleranceReason == "FreeType 2.12.1 -> 2.13.2")
        #expect(upgraded.message.hasSuffix("; compared with tolerance: FreeType 2.12.1 -> 2.13.2"))

        let older = try Self.verify(
            Self.changed, golden: Self.brand, recorded: Self.metadata(version: "2.4.0"), now: Self.metadata(), in: ws)
        #expect(older.status == .passed && older.toleranceReason == "alertsnap 2.4.0 -> 3.0.0")

        let plain = try Self.verify(Self.changed, golden: Self.brand, recorded: nil, now: Self.metadata(), in: ws)
        #expect(plain.status == .passed && plain.toleranceReason == "no record in golden")

        // exact: always; tolerant: never; an explicit tolerance under auto applies as given.
        let exact = try Self.verify(
            Self.changed, golden: Self.brand, recorded: nil, now: Self.metadata(),
            policy: ComparisonPolicy(compare: .exact), in: ws)
        #expect(exact.status == .differs && exact.toleranceReason == nil)
        let tolerant = try Self.verify(
            Self.changed, golden: Self.brand, recorded: Self.metadata(), now: Self.metadata(),
            policy: ComparisonPolicy(compare: .tolerant), in: ws)
        #expect(tolerant.status == .passed && tolerant.toleranceReason == nil)
        let explicit = try Self.verify(
            Self.changed, golden: Self.brand, recorded: Self.metadata(), now: Self.metadata(),
            policy: ComparisonPolicy(compare: .auto, tolerance: SnapshotTolerance(maxDiffPixels: 0)), in: ws)
        #expect(explicit.status == .passed)
    }

    @Test func environmentChangesAreNamed() {
        var now = Self.metadata()
        now.environment.append(.init("HarfBuzz", "8.3.0"))
        now.environment[2].value = "f2"
        let judged = ComparisonPolicy().judgement(golden: Self.metadata(freeType: "2.12.1"), actual: now)
        #expect(!judged.exact)
        #expect(judged.toleranceReason == "FreeType 2.12.1 -> 2.13.2, font:Inter.ttf changed, HarfBuzz added")
        #expect(ComparisonPolicy().judgement(golden: Self.metadata(), actual: Self.metadata()) == (true, nil))
    }

    @Test func compareModesParseAndNameTheirSource() throws {
        #expect(try CompareMode(parsing: "exact") == .exact)
        #expect(throws: CheckError("cfg: compare: unknown value \"x\"; expected auto, exact, tolerant")) {
            try CompareMode(parsing: "x", source: "cfg: compare")
        }
    }

    @Test func shardsBalanceSnapshotsNotSpecs() throws {
        // One spec of 12 variants and four of one (issue 23's 12 + 4): by spec they landed 12 + 4
        // on one shard; by weight the heavy spec is alone.
        let weights = [12, 1, 1, 1, 1]
        #expect(Shard.assignments(weights: weights, count: 2) == [1, 2, 2, 2, 2])
        // Heaviest first onto the lightest shard, ties in list order and to the lower shard.
        #expect(Shard.assignments(weights: [1, 3, 2, 2, 1, 1], count: 3) == [2, 1, 2, 3, 3, 1])
        let loads = (1...3).map { i in
            try! Shard(index: i, count: 3).positions(weights: [1, 3, 2, 2, 1, 1]).map { [1, 3, 2, 2, 1, 1][$0] }
                .reduce(0, +)
        }
        #expect(loads == [4, 3, 3])
        // Equal weights: round robin over the sorted list.
        #expect(try Shard(parsing: "2/3").positions(weights: Array(repeating: 1, count: 7)) == [1, 4])
    }
}

/// A golden that records the digest of its pixels is compared without being inflated, unless its
/// image data is not what it recorded.
@Suite struct PixelDigestVerificationTests {
    /// A render of `image` that counts the golden rows compared with it.
    final class CountingRender: @unchecked Sendable {
        var rows = 0
        func snapshot(_ image: RGBAImage) -> RenderedSnapshot {
            RenderedSnapshot(
                width: image.width, height: image.height, matches: { $0.bytes == image.bytes },
                matchesRow: { [self] y, row in
                    rows += 1
                    return RenderedSnapshot(image: image).matchesRow(y, row)
                }, image: { image }, pixelDigest: { PixelDigest.of(image) })
        }
    }

    func verify(_ rendered: RenderedSnapshot, in ws: Workspace) -> GoldenVerification {
        GoldenVerifier(record: .never).verify(
            rendered, metadata: CompareModeTests.metadata(), goldenPath: ws.path("golden.png"),
            artifacts: ArtifactLocation(directory: ws.path("failures"), stem: "a"), encode: GoldenVerifierTests.encode)
    }

    @Test func aRecordedDigestSparesTheDecodeAndAnEditedGoldenIsDecoded() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        let image = CompareModeTests.brand
        var recorded = CompareModeTests.metadata()
        recorded.pixels = PixelDigest.of(image)
        let golden = try recorded.tagging(try GoldenVerifierTests.encode(image))
        try AtomicFile.write(golden, to: ws.path("golden.png"))
        #expect(SnapshotMetadata.read(from: golden)?.pixels == recorded.pixels)

        let same = CountingRender()
        let passed = verify(same.snapshot(image), in: ws)
        #expect(passed.status == .passed && passed.expectedSize == ImageSize(width: 20, height: 10))
        #expect(same.rows == 0, "not one golden row decoded")

        let changed = CountingRender()
        let differs = verify(changed.snapshot(CompareModeTests.changed), in: ws)
        #expect(differs.status == .differs && differs.diff?.diffPixels == 200)
        #expect(changed.rows >= 1)

        // The golden's pixels replaced under its chunk, which still records the original's image
        // digest and pixel digest: decoded and compared, never taken at its word.
        var stale = recorded
        stale.image = try #require(SnapshotMetadata.read(from: golden)?.image)
        let edited = try PNGTextChunk.inserting(
            keyword: SnapshotMetadata.keyword, text: stale.jsonText,
            into: try GoldenVerifierTests.encode(CompareModeTests.changed))
        try AtomicFile.write(edited, to: ws.path("golden.png"))
        #expect(SnapshotMetadata.read(from: edited)?.pixels == PixelDigest.of(image))
        let render = CountingRender()
        let caught = verify(render.snapshot(image), in: ws)
        #expect(caught.status == .differs, "\(caught.message)")
        #expect(render.rows > 0)
    }
}
