import AlertModel
import Foundation
import Synchronization
import Testing
import XCTest

@testable import AlertSnapTesting

/// Collects what would go to standard error.
final class ErrorOutput: Sendable {
    let lines = Mutex<[String]>([])
    func write(_ text: String) { lines.withLock { $0.append(text) } }
    var written: [String] { lines.withLock { $0 } }
}

/// The public assertions against the real renderer and a committed golden in
/// `__Snapshots__/AssertionRoutingTests/`, from Swift Testing and from XCTest.
@Suite struct AssertionRoutingTests {
    static var saveAlert: AlertSpec {
        var alert = AlertSpec(
            title: "Save changes?", message: "Your edits will be lost.", name: nil, ios: .ios18)
        alert.canvasWidth = 200
        alert.canvasHeight = 150
        alert.scale = 1
        alert.safeAreaTop = 0
        alert.safeAreaBottom = 0
        alert.alert.width = 180
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        let save = AlertAction(title: "Save")
        alert.addAction(save)
        alert.preferredAction = save
        return alert
    }

    /// Unnamed, the two snapshots are saveAlert.1.png and saveAlert.2.png; named "saveAlert",
    /// saveAlert.saveAlert.png (a named snapshot is scoped by its test).
    @Test func saveAlert() {
        expectAlertSnapshot(of: Self.saveAlert, record: .never)
        var dark = Self.saveAlert
        dark.appearance = .dark
        assertAlertSnapshot(of: dark, record: .never)
        assertAlertSnapshot(of: Self.saveAlert, named: "saveAlert", record: .never)
    }

    @Test func failuresInSwiftTestingBecomeIssues() {
        var changed = Self.saveAlert
        changed.title = nil
        withKnownIssue {
            // A failing renderer: an issue is recorded, and no file is written into the repository.
            expectAlertSnapshot(
                of: changed, named: "expected", renderer: FlatRenderer(fails: true))
        }
        withKnownIssue {
            assertAlertSnapshot(
                of: changed, named: "asserted", renderer: FlatRenderer(fails: true))
        }
    }

    @Test(arguments: [1, 2])
    func parameterizedTestWithoutANameRecordsAnIssue(_ n: Int) {
        withKnownIssue {
            expectAlertSnapshot(of: Self.saveAlert, record: .never, renderer: FlatRenderer())
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("pass named:") }
        }
    }

    @Test func failureOutsideAnyTestGoesToStandardError() {
        let output = ErrorOutput()
        let done = DispatchSemaphore(value: 0)
        // A plain thread is outside Swift Testing's test, and no XCTest test is running.
        let thread = Thread {
            reportSnapshotFailure(
                "snapshot \"x\" differs", fileID: "AppTests/X.swift", file: "/r/AppTests/X.swift",
                line: 7, column: 5, standardError: output.write)
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(output.written == ["/r/AppTests/X.swift:7: error: snapshot \"x\" differs\n"])
    }

    @Test func failureInsideATestIsAnIssueNotOutput() {
        let output = ErrorOutput()
        withKnownIssue {
            reportSnapshotFailure(
                "snapshot \"x\" differs", fileID: "AppTests/X.swift", file: "/r/AppTests/X.swift",
                line: 7, column: 5, standardError: output.write)
        }
        #expect(output.written.isEmpty)
    }
}

final class AssertionXCTests: XCTestCase {
    func testSaveAlertFromXCTest() {
        assertAlertSnapshot(of: AssertionRoutingTests.saveAlert, named: "saveAlert", record: .never)
    }
}
