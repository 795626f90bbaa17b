import AlertModel
import AlertSnapTesting
import Foundation
import SnapshotCheck
import Testing

/// The Swift API's verdict, as `alertsnap check`'s: CI mode from the environment given (never the
/// machine's own `CI`), exact comparison against a golden of this environment.
@Suite struct VerdictSnapshotTests {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
        "alertsnap-verdict-\(UUID().uuidString)"
    ).path
    var testFile: String { dir + "/Tests/AppTests/BrandTests.swift" }

    func verify(
        _ spec: AlertSpec, record: RecordMode? = nil, policy: ComparisonPolicy = ComparisonPolicy(),
        renderer: (any SpecRendering)? = FlatRenderer(), environment: [String: String]
    ) -> AlertSnapshotOutcome {
        AlertSnapshot.verify(
            spec, named: "brand", record: record, policy: policy, renderer: renderer, filePath: testFile,
            testName: "brand()", registry: GoldenRegistry(), environment: environment)
    }

    var golden: String { dir + "/Tests/AppTests/__Snapshots__/BrandTests/brand.brand.png" }
    var exists: Bool { FileManager.default.fileExists(atPath: golden) }

    /// A filled default button in `brand`.
    static func brandAlert(_ brand: String) throws -> AlertSpec {
        let json = """
            {"ios": 18, "canvas": {"width": 160, "height": 120, "scale": 1},
             "safeArea": {"top": 0, "bottom": 0, "left": 0, "right": 0},
             "alert": {"width": 140, "title": "Publish?", "actions": [{"title": "Publish"}],
                       "actionStyle": {"kind": "filled", "default": {"background": "\(brand)", "title": "#FFFFFF"}}}}
            """
        return try AlertSpec.decode(Array(json.utf8))
    }

    @Test func ciModeRefusesALeakedRecordModeAndWritesNothing() {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let spec = AlertSpec(title: "Save?", message: nil)
        let leaked = verify(spec, environment: ["CI": "true", "ALERTSNAP_RECORD": "all"])
        #expect(!leaked.passed)
        #expect(
            leaked.message
                == "ALERTSNAP_RECORD=all is set in CI mode; remove it from the CI environment (CI never records from it; a record mode given explicitly does)"
        )
        #expect(!exists)
        let missing = verify(spec, environment: ["CI": "1"])
        #expect(!missing.passed)
        #expect(missing.message.contains("no golden at \(golden); not recorded"), "\(missing.message)")
        #expect(!exists)
        // Not CI: CI=false, or no CI at all, records the missing golden (and fails, as always).
        let outside = verify(spec, environment: ["CI": "false"])
        #expect(!outside.passed && exists)
        #expect(verify(spec, environment: ["CI": "true"]).passed)
        // A record mode given in the call records in CI mode.
        try? FileManager.default.removeItem(atPath: golden)
        _ = verify(spec, record: .missing, environment: ["CI": "true"])
        #expect(exists)
    }

    @Test func aBrandColourChangeFailsByDefault() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let recorded = verify(try Self.brandAlert("#FF5A36"), renderer: nil, environment: [:])
        #expect(!recorded.passed && exists)
        #expect(verify(try Self.brandAlert("#FF5A36"), renderer: nil, environment: [:]).passed)
        let changed = verify(try Self.brandAlert("#FF7A36"), renderer: nil, environment: [:])
        #expect(!changed.passed)
        #expect(changed.verification?.status == .differs)
        #expect(changed.message.contains("differs from \(golden)"), "\(changed.message)")
        // Under pixelmatch's threshold: the tolerance passes the pixels, and the golden's record of
        // the colour still fails it; judged by pixels alone (ignoresLayout) it passes.
        let tolerant = verify(
            try Self.brandAlert("#FF7A36"), policy: ComparisonPolicy(compare: .tolerant, tolerance: nil),
            renderer: nil, environment: [:])
        #expect(!tolerant.passed)
        #expect(tolerant.message.contains("#FF5A36 -> #FF7A36"), "\(tolerant.message)")
        var pixelsOnly = ComparisonPolicy(compare: .tolerant, tolerance: nil)
        pixelsOnly.ignoresLayout = true
        let byPixels = verify(try Self.brandAlert("#FF7A36"), policy: pixelsOnly, renderer: nil, environment: [:])
        #expect(byPixels.passed, "\(byPixels.message)")
        var explicitPolicy = ComparisonPolicy(compare: .auto, tolerance: SnapshotTolerance())
        explicitPolicy.ignoresLayout = true
        let explicit = verify(try Self.brandAlert("#FF7A36"), policy: explicitPolicy, renderer: nil, environment: [:])
        #expect(explicit.passed, "\(explicit.message)")
    }

    /// `ALERTSNAP_RECORD=1` rewrites no golden whose pixels and drawn record are this render's,
    /// although its recorded inputs changed (a trailing space, which draws nothing): no golden churn.
    @Test func recordingFromTheEnvironmentLeavesAGoldenWithUnchangedPixelsAlone() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        func spec(title: String) throws -> AlertSpec {
            try AlertSpec.decode(Array("""
                {"ios": 18, "canvas": {"width": 160, "height": 120, "scale": 1},
                 "safeArea": {"top": 0, "bottom": 0, "left": 0, "right": 0},
                 "alert": {"width": 140, "title": "\(title)", "actions": [{"title": "Publish"}]}}
                """.utf8))
        }
        _ = verify(try spec(title: "Publish?"), renderer: nil, environment: ["ALERTSNAP_RECORD": "1"])
        let before = try Data(contentsOf: URL(fileURLWithPath: golden))
        let again = verify(try spec(title: "Publish? "), renderer: nil, environment: ["ALERTSNAP_RECORD": "1"])
        #expect(again.passed, "\(again.message)")
        #expect(again.message.contains("inputs changed"), "\(again.message)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: golden)) == before)
    }
}
