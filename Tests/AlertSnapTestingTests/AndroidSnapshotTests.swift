import AlertModel
import Foundation
import SnapshotCheck
import Testing

@testable import AlertSnapTesting

/// A spec built in Swift picks Android's dialog (`platform: .android(look)` or
/// `dialogPlatform`), and `assertAlertSnapshot` records and checks its golden with the real renderer.
@Suite(.serialized) struct AndroidSnapshotTests {
    /// A fixed folder, as `assertAlertSnapshot` takes its test file as a literal.
    static let dir = "/tmp/alertsnap-android-snapshot-tests"

    static var signOut: AlertSpec {
        var alert = AlertSpec(title: "Sign out?", message: "You can sign in again any time.", platform: .android(.appcompat))
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Sign out"))
        return alert
    }

    @Test func thePlatformParameterSetsBothKeys() throws {
        let spec = Self.signOut
        #expect(spec.platform == .android && spec.android == .appcompat)
        #expect(spec.dialogPlatform == .android(.appcompat))
        let resolved = try spec.resolved()
        #expect(resolved.platform == .android && resolved.android?.look == .appcompat)
        #expect(resolved.device == "pixel-9")
        var ios = spec
        ios.dialogPlatform = .ios
        #expect(ios.platform == .ios && ios.android == nil)
        #expect(try ios.resolved().android == nil)
        var unset = spec
        unset.dialogPlatform = nil
        #expect(unset.platform == nil && unset.android == nil)
        // `platform = .android` alone is Compose's dialog.
        var compose = AlertSpec(title: "T", message: nil)
        compose.platform = .android
        #expect(compose.dialogPlatform == .android(.material3))
        #expect(try compose.resolved().android?.look == .material3)
    }

    /// One call site for both runs, as a test run twice calls it.
    func assertSignOut(record: RecordMode) {
        assertAlertSnapshot(
            of: Self.signOut, named: "signOut", record: record,
            file: "/tmp/alertsnap-android-snapshot-tests/Tests/AppTests/SignOutTests.swift", testName: "testSignOut()")
    }

    @Test func assertAlertSnapshotRecordsAndChecksAnAndroidGolden() throws {
        try? FileManager.default.removeItem(atPath: Self.dir)
        defer { try? FileManager.default.removeItem(atPath: Self.dir) }
        // The first run records the golden and fails for it, as a missing golden does.
        withKnownIssue { assertSignOut(record: .missing) }
        let golden = Self.dir + "/Tests/AppTests/__Snapshots__/SignOutTests/testSignOut.signOut.png"
        let bytes = try #require(FileManager.default.contents(atPath: golden))
        // A Pixel 9's screen: 411.43 dp at 2.625 px per dp is 1080 px wide.
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 1080)
        // Checked against it: passes.
        assertSignOut(record: .never)
        // Another look is another image: the check fails.
        var compose = Self.signOut
        compose.dialogPlatform = .android(.material3)
        let outcome = AlertSnapshot.verify(
            compose, named: "signOut", record: .never, renderer: nil,
            filePath: Self.dir + "/Tests/AppTests/SignOutTests.swift", testName: "testSignOut()",
            registry: GoldenRegistry(), environment: [:])
        #expect(!outcome.passed)
    }
}
