import AlertModel
import AlertSnapTesting
import Testing
import XCTest

/// The public assertions against the real renderer and a committed golden in
/// `__Snapshots__/AssertionRoutingTests/`, from Swift Testing and from XCTest.
@Suite struct AssertionRoutingTests {
    static var saveAlert: AlertSpec {
        var alert = AlertSpec(
            title: "Save changes?", message: "Your edits will be lost.", name: nil)
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

    @Test func saveAlert() {
        expectAlertSnapshot(of: Self.saveAlert, record: .never)
        assertAlertSnapshot(of: Self.saveAlert, named: "saveAlert", record: .never)
    }

    @Test func failuresInSwiftTestingBecomeIssues() {
        var changed = Self.saveAlert
        changed.title = nil
        withKnownIssue {
            // A failing renderer: an issue is recorded, and no file is written into the repository.
            expectAlertSnapshot(
                of: changed, named: "saveAlert", renderer: FlatRenderer(fails: true))
        }
        withKnownIssue {
            assertAlertSnapshot(
                of: changed, named: "saveAlert", renderer: FlatRenderer(fails: true))
        }
    }
}

final class AssertionXCTests: XCTestCase {
    func testSaveAlertFromXCTest() {
        assertAlertSnapshot(of: AssertionRoutingTests.saveAlert, named: "saveAlert", record: .never)
    }
}
