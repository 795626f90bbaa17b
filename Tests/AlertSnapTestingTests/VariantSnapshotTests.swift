import AlertModel
import AlertSnapTesting
import Foundation
import Raster
import SnapshotCheck
import Testing

/// A renderer whose colour is the variant's: dark is black, each text size a shade of red; with
/// `brokenDark` the dark variant comes out white.
struct VariantRenderer: SpecRendering {
    var brokenDark = false

    func renderImage(_ spec: ResolvedSpec) throws -> RGBAImage {
        let dark = spec.appearance == .dark
        let red = UInt8(ContentSize.allCases.firstIndex(of: spec.contentSize)! * 20)
        let color =
            dark
            ? (brokenDark ? StraightColor(r: 255, g: 255, b: 255) : StraightColor(r: red, g: 0, b: 0))
            : StraightColor(r: red, g: 200, b: 200)
        return RGBAImage(width: 10, height: 6, color: color)
    }
}

/// The Swift API takes the same variants as a spec file: one assertion, every variant, each with
/// its own golden `<test>.<n>.<key>=<value>....png`.
@Suite struct VariantSnapshotTests {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
        "alertsnap-variants-\(UUID().uuidString)"
    ).path
    var testFile: String { dir + "/Tests/AppTests/DeleteAlertTests.swift" }

    func verify(_ spec: AlertSpec, record: RecordMode, renderer: VariantRenderer = VariantRenderer())
        -> AlertSnapshotOutcome
    {
        AlertSnapshot.verify(
            spec, record: record, renderer: renderer, filePath: testFile, testName: "testDelete()",
            registry: GoldenRegistry(), environment: [:])
    }

    @Test func oneAssertionChecksEveryVariantAgainstItsOwnGolden() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var spec = AlertSpec(title: "Delete?", message: nil)
        try spec.vary(.appearance, ["light", "dark"])
        try spec.vary(.contentSize, ["large", "AX3"])
        let recorded = verify(spec, record: .missing)
        #expect(!recorded.passed)
        let folder = dir + "/Tests/AppTests/__Snapshots__/DeleteAlertTests"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.sorted()
        #expect(
            files == [
                "testDelete.1.appearance=dark.contentSize=AX3.png",
                "testDelete.1.appearance=dark.contentSize=large.png",
                "testDelete.1.appearance=light.contentSize=AX3.png",
                "testDelete.1.appearance=light.contentSize=large.png",
            ])
        #expect(verify(spec, record: .never).passed)
        // Only the dark variants change: the one failure names each of them and no other.
        let broken = verify(spec, record: .never, renderer: VariantRenderer(brokenDark: true))
        #expect(!broken.passed)
        #expect(broken.message.contains("testDelete.1.appearance=dark.contentSize=large"))
        #expect(broken.message.contains("testDelete.1.appearance=dark.contentSize=AX3"))
        #expect(!broken.message.contains("appearance=light"))
        #expect(broken.golden.hasSuffix("testDelete.1.appearance=dark.contentSize=large.png"))
    }

    @Test func aBadVariantIsRefusedByTheSwiftAPI() {
        var spec = AlertSpec(title: "Delete?", message: nil)
        #expect(throws: SpecError.self) { try spec.vary(.locale, ["en", "pt_BR"]) }
        #expect(throws: SpecError.self) { try spec.vary(.device, []) }
        do {
            try spec.vary(.appearance, ["dark", "dark"])
        } catch {
            #expect(error.description.contains("variants.appearance[1]: \"dark\" is listed twice"))
        }
    }
}
