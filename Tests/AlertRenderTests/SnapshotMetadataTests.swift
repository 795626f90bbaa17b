import AlertModel
import AlertRender
import Foundation
import PNGCodec
import Support
import Testing

/// Every PNG made from a spec explains itself: its chunk records inputs, environment and layout.
@Suite struct SnapshotMetadataTests {
    static let fixture = repositoryRoot.appendingPathComponent("Fixtures/system-two-actions.json").path

    @Test func theChunkRecordsInputsEnvironmentLayoutAndTheImageDigest() throws {
        let spec = try AlertSpec.load(path: Self.fixture).resolved()
        let png = try sharedRenderer.renderSnapshotPNG(spec, variant: [.init("appearance", "light")])
        let metadata = try #require(SnapshotMetadata.read(from: png))
        #expect(metadata.format == 1 && metadata.version == alertsnapVersion)
        #expect(metadata.layout == sharedRenderer.layoutRecord(spec))
        #expect(metadata.layout.hasPrefix(String(SnapshotMetadata.compactJSON(sharedRenderer.layout(spec).jsonString(recording: true)).dropLast())))
        #expect(metadata.layout.contains("\"actions\":[{\"title\":\"Cancel\""))
        #expect(metadata.image == PNGTextChunk.imageDataDigest(png))
        #expect(metadata.variant == [.init("appearance", "light")])
        let screen = try #require(spec.presentingImage)
        #expect(metadata.inputs.first?.key == "spec")
        #expect(metadata.inputs.contains(.init("presenting.image", SHA256.hex(of: try PNGFile.readFile(screen)))))
        let names = metadata.environment.map(\.key)
        for library in ["libpng", "zlib", "libdeflate", "FreeType", "HarfBuzz"] { #expect(names.contains(library)) }
        #expect(names.contains { $0.hasPrefix("font:") })
        // Deterministic: the same spec gives the same bytes, chunk included; the pixels are those of renderPNG.
        #expect(try sharedRenderer.renderSnapshotPNG(spec, variant: [.init("appearance", "light")]) == png)
        #expect(
            try PNGFile.decode(png, source: "a").bytes
                == PNGFile.decode(sharedRenderer.renderPNG(spec), source: "b").bytes)
    }

    @Test func aChangedInputChangesItsDigestAndNothingElse() throws {
        var spec = try AlertSpec.load(path: Self.fixture).resolved()
        let before = try sharedRenderer.metadata(for: spec)
        spec.title = "Another title"
        let after = try sharedRenderer.metadata(for: spec)
        #expect(before.inputs[0] != after.inputs[0])
        #expect(before.inputs.dropFirst() == after.inputs.dropFirst())
        #expect(before.environment == after.environment)
        // The spec's own path is not an input: the same spec from another checkout is unchanged.
        var moved = try AlertSpec.load(path: Self.fixture).resolved()
        moved.sourcePath = "/elsewhere/system-two-actions.json"
        #expect(try sharedRenderer.metadata(for: moved).inputs == before.inputs)
    }

    @Test func theChunkTextParsesBackToTheSameValue() throws {
        let m = SnapshotMetadata(
            inputs: [.init("spec", "ab")], environment: [.init("zlib", "1.2.13")],
            variant: [.init("device", "iphone-se")],
            layout: "{\"ios\": 18, \"alert\":{\"x\":61.667,\"title\":\"a \\\"b\\\", c\"}}", image: "cd")
        #expect(SnapshotMetadata(parsing: m.jsonText) == m)
        #expect(SnapshotMetadata(parsing: "{\"format\":2}") == nil)
        #expect(
            SnapshotMetadata.compactJSON("{\n  \"a b\": [1, 2],\n  \"c\": \"x y\"\n}")
                == "{\"a b\":[1,2],\"c\":\"x y\"}")
    }
}
