import AlertModel
import Testing

/// Specs written in Swift as `UIAlertController` is.
@Suite struct AlertSpecBuilderTests {
    @Test func buildsLikeUIAlertController() throws {
        var alert = AlertSpec(
            title: "Save changes?", message: "Your edits will be lost.", appearance: .dark)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        let save = AlertAction(title: "Save")
        alert.addAction(save)
        alert.preferredAction = save
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField()
        #expect(alert.actions.map(\.title) == ["Cancel", "Save"])
        #expect(alert.preferredAction?.title == "Save")
        #expect(
            alert.textFields == [AlertSpec.TextField(placeholder: "Name"), AlertSpec.TextField()])
        let resolved = try alert.resolved()
        #expect(resolved.title == "Save changes?")
        #expect(resolved.message == "Your edits will be lost.")
        #expect(resolved.appearance == .dark)
        #expect(resolved.emphasisedActionIndex == 1)
    }

    @Test func nilTitleAndMessageMeanNone() throws {
        let alert = AlertSpec(title: nil, message: nil)
        #expect(alert.alert.title == .none && alert.alert.message == .none)
        #expect(try alert.resolved().title == nil)
    }

    @Test func preferredActionMovesAndClears() {
        var alert = AlertSpec(title: "T", message: nil)
        let a = AlertAction(title: "A")
        let b = AlertAction(title: "B", style: .destructive)
        alert.addAction(a)
        alert.addAction(b)
        alert.preferredAction = a
        alert.preferredAction = b
        #expect(alert.actions.map(\.preferred) == [false, true])
        alert.preferredAction = AlertAction(title: "Not added")
        #expect(alert.preferredAction == nil)
        alert.preferredAction = a
        alert.preferredAction = nil
        #expect(alert.actions.allSatisfy { !$0.preferred })
    }

    @Test func titleAndMessageAreSettable() {
        var alert = AlertSpec(title: nil, message: nil)
        alert.title = "Hello"
        alert.message = "World"
        #expect(alert.title == "Hello" && alert.message == "World")
        alert.message = nil
        #expect(alert.alert.message == .none)
    }
}
