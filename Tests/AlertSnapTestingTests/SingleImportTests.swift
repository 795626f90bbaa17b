import AlertSnapTesting
import Testing

/// The README's example compiles with `import AlertSnapTesting` alone.
@Suite struct SingleImportTests {
    @Test func builderAndRecordModesNeedOnlyOneImport() {
        var alert = AlertSpec(title: "Delete photo?", message: "This can't be undone.")
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Delete", style: .destructive))
        alert.addTextField { $0.placeholder = "Reason" }
        let mode: RecordMode = .never
        #expect(alert.actions.count == 2 && alert.textFields.first?.placeholder == "Reason" && mode == .never)
    }
}
