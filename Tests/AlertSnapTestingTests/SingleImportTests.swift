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

    /// The spec's own types (appearance, sizes, colours, variants) and the comparison options come
    /// with the one import too.
    @Test func specTypesAndComparisonOptionsNeedOnlyOneImport() throws {
        var alert = AlertSpec(title: "Sign in", message: nil)
        alert.appearance = .dark
        alert.contentSize = .AX3
        alert.layoutDirection = .rtl
        alert.orientation = .landscape
        alert.alert.tint = .named(.systemRed)
        try alert.vary(.locale, ["en", "ar"])
        let tolerance = SnapshotTolerance(maxDiffPixels: 30)
        let compare: CompareMode = .exact
        #expect(alert.appearance == .dark && alert.variants.isEmpty == false)
        #expect(tolerance.maxDiffPixels == 30 && compare == .exact)
    }
}
