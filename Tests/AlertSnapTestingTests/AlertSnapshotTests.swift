import AlertModel
import AlertSnapTesting
import Foundation
import Raster
import SnapshotCheck
import Testing

/// A renderer painting a flat colour from the title, `changed` red pixels first.
struct FlatRenderer: SpecRendering {
    var changed = 0
    var fails = false

    struct Failure: Error {}

    func renderImage(_ spec: ResolvedSpec) throws -> RGBAImage {
        if fails { throw Failure() }
        let n = UInt8((spec.title ?? "").count % 200)
        var image = RGBAImage(width: 12, height: 8, color: StraightColor(r: n, g: 120, b: 200))
        for i in 0..<changed {
            image.bytes.replaceSubrange((i * 4)..<(i * 4 + 4), with: [255, 0, 0, 255])
        }
        return image
    }
}

/// `AlertSnapshot.verify`, the logic under both assertion functions, on a temporary "test file".
@Suite struct AlertSnapshotTests {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
        "alertsnap-testing-\(UUID().uuidString)"
    ).path
    var testFile: String { dir + "/Tests/AppTests/SaveAlertTests.swift" }
    let spec = AlertSpec(title: "Save?", message: nil)

    /// One snapshot in a run of its own (a fresh registry): the first unnamed one of its test.
    func verify(
        record: RecordMode? = nil, renderer: FlatRenderer = FlatRenderer(), name: String? = nil,
        environment: [String: String] = [:]
    ) -> AlertSnapshotOutcome {
        AlertSnapshot.verify(
            spec, named: name, record: record, renderer: renderer, filePath: testFile,
            testName: "testSaveAlert()", registry: GoldenRegistry(),
            environment: environment)
    }

    @Test func goldenSitsBesideTheTestFileNamedAfterTheTest() {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let outcome = verify()
        #expect(
            outcome.golden == dir + "/Tests/AppTests/__Snapshots__/SaveAlertTests/testSaveAlert.1.png"
        )
        #expect(
            verify(name: "dark").golden == dir
                + "/Tests/AppTests/__Snapshots__/SaveAlertTests/testSaveAlert.dark.png")
        #expect(
            AlertSnapshot.goldenPath(filePath: "/r/T/X.swift", name: "n")
                == "/r/T/__Snapshots__/X/n.png")
    }

    @Test func missingGoldenIsRecordedAndFailsThenPasses() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let first = verify()
        #expect(!first.passed)
        #expect(first.message.contains("no golden at \(first.golden); recorded it"))
        #expect(FileManager.default.fileExists(atPath: first.golden))
        // A fixed past mtime, so a rewrite within the same clock tick would still show.
        let before = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes(
            [.modificationDate: before], ofItemAtPath: first.golden)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: first.golden))
        let second = verify()
        #expect(second.passed)
        #expect(try Data(contentsOf: URL(fileURLWithPath: first.golden)) == bytes)
        #expect(
            try FileManager.default.attributesOfItem(atPath: first.golden)[.modificationDate]
                as? Date == before)
    }

    @Test func mismatchNamesExpectedActualAndDiffFiles() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = verify()
        let outcome = verify(renderer: FlatRenderer(changed: 3))
        #expect(!outcome.passed)
        let failures = dir + "/Tests/AppTests/__Snapshots__/SaveAlertTests/__failures__/"
        #expect(outcome.message.contains("differs from \(outcome.golden): 3 of 96 pixels differ"))
        #expect(outcome.message.contains(failures + "testSaveAlert.1.actual.png"))
        #expect(outcome.message.contains(failures + "testSaveAlert.1.diff.png"))
        #expect(outcome.message.contains(failures + "testSaveAlert.1.strip.png"))
        #expect(outcome.message.contains("ALERTSNAP_RECORD=failed"))
        // With ALERTSNAP_ARTIFACTS the files go there instead.
        let artifacts = dir + "/artifacts"
        let elsewhere = verify(
            renderer: FlatRenderer(changed: 3), environment: ["ALERTSNAP_ARTIFACTS": artifacts])
        #expect(
            elsewhere.verification?.artifacts.actual == artifacts
                + "/SaveAlertTests/testSaveAlert.1.actual.png")
        // A tolerance accepts it.
        let tolerant = AlertSnapshot.verify(
            spec, policy: ComparisonPolicy(tolerance: SnapshotTolerance(maxDiffPixels: 3)),
            renderer: FlatRenderer(changed: 3),
            filePath: testFile, testName: "testSaveAlert()", registry: GoldenRegistry(), environment: [:])
        #expect(tolerant.passed)
    }

    @Test func recordModesPerCallAndFromTheEnvironment() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // never: nothing written.
        let never = verify(environment: ["ALERTSNAP_RECORD": "never"])
        #expect(!never.passed)
        #expect(!FileManager.default.fileExists(atPath: never.golden))
        // The call's mode wins over the environment.
        _ = verify(record: .missing, environment: ["ALERTSNAP_RECORD": "never"])
        #expect(FileManager.default.fileExists(atPath: never.golden))
        // failed: the changed golden is rewritten, the assertion still fails, the next passes.
        let failed = verify(
            renderer: FlatRenderer(changed: 2), environment: ["ALERTSNAP_RECORD": "failed"])
        #expect(!failed.passed && failed.verification?.goldenWritten == true)
        #expect(verify(record: .never, renderer: FlatRenderer(changed: 2)).passed)
        // all: written and failing, as swift-snapshot-testing does.
        let all = verify(record: .all)
        #expect(!all.passed)
        #expect(all.message.contains("Record mode is \"all\""))
        #expect(verify(record: .never).passed)
        // A bad value in the environment is a failure, not ignored.
        #expect(
            verify(environment: ["ALERTSNAP_RECORD": "maybe"]).message.contains(
                "ALERTSNAP_RECORD: unknown value"))
    }

    @Test func renderFailureAndInvalidSpecFailWithoutWriting() {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let outcome = verify(renderer: FlatRenderer(fails: true))
        #expect(!outcome.passed && outcome.message.contains("render failed"))
        var bad = AlertSpec(title: "x", message: nil)
        bad.alert.width = 99999
        let invalid = AlertSnapshot.verify(
            bad, renderer: FlatRenderer(), filePath: testFile, testName: "t()", environment: [:])
        #expect(invalid.message.contains("alert.width"))
        #expect(!FileManager.default.fileExists(atPath: dir))
    }

    @Test(arguments: ["light", "dark"])
    func parameterizedTestMustNameEachSnapshot(_ theme: String) {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(AlertSnapshot.inParameterizedTest)
        // Without a name, every case would share testSaveAlert.png: refused, nothing written.
        let unnamed = verify()
        #expect(!unnamed.passed)
        #expect(unnamed.message.contains("the test has arguments"))
        #expect(unnamed.message.contains("pass named:"))
        #expect(!FileManager.default.fileExists(atPath: dir))
        // A name per case gives each its own golden.
        let named = verify(name: "save-\(theme)")
        #expect(named.golden.hasSuffix("/__Snapshots__/SaveAlertTests/testSaveAlert.save-\(theme).png"))
        #expect(named.message.contains("recorded it"))
        #expect(verify(name: "save-\(theme)").passed)
    }

    @Test func plainTestKeepsTheFunctionNameAsDefault() {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(!AlertSnapshot.inParameterizedTest)
        #expect(verify().message.contains("recorded it"))
        // The check can be forced either way, e.g. by a helper that knows better.
        let forced = AlertSnapshot.verify(
            spec, renderer: FlatRenderer(), filePath: testFile, testName: "testSaveAlert()",
            registry: GoldenRegistry(), environment: [:], inParameterizedTest: true)
        #expect(!forced.passed && forced.message.contains("pass named:"))
    }
}
