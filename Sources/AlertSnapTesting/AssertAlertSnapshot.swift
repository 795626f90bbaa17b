import AlertModel
import SnapshotCheck

#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

/// Asserts that `spec` renders like its golden `__Snapshots__/<TestFileName>/<name>.png`, in
/// XCTest or Swift Testing: inside a Swift Testing test it records an `Issue` at the call site,
/// otherwise it calls `XCTFail`. `name` defaults to the test function's name; `record` to
/// `ALERTSNAP_RECORD`, else `.missing`. The failure message names the golden, actual and diff files.
///
/// ```swift
/// final class SaveAlertTests: XCTestCase {
///     func testSaveAlert() {
///         var alert = AlertSpec(title: "Save changes?", message: "Your edits will be lost.")
///         alert.addAction(AlertAction(title: "Cancel", style: .cancel))
///         alert.addAction(AlertAction(title: "Save"))
///         assertAlertSnapshot(of: alert)   // __Snapshots__/SaveAlertTests/testSaveAlert.png
///     }
/// }
/// ```
public func assertAlertSnapshot(
    of spec: AlertSpec, named name: String? = nil, record: RecordMode? = nil,
    tolerance: SnapshotTolerance = SnapshotTolerance(), renderer: (any SpecRendering)? = nil,
    fileID: String = #fileID, file: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let outcome = AlertSnapshot.verify(
        spec, named: name, record: record, policy: ComparisonPolicy(tolerance: tolerance),
        renderer: renderer,
        filePath: "\(file)", testName: testName)
    guard !outcome.passed else { return }
    #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: outcome.message),
                sourceLocation: SourceLocation(
                    fileID: fileID, filePath: "\(file)", line: Int(line), column: Int(column)))
            return
        }
    #endif
    #if canImport(XCTest)
        XCTFail(outcome.message, file: file, line: line)
    #else
        fatalError(outcome.message)
    #endif
}

#if canImport(Testing)
    /// Swift Testing's spelling: records an `Issue` at `sourceLocation` when `spec` does not render
    /// like its golden. Same goldens, names and record modes as `assertAlertSnapshot`.
    ///
    /// ```swift
    /// @Test func deleteAlert() {
    ///     var alert = AlertSpec(title: "Delete photo?", message: nil)
    ///     alert.addAction(AlertAction(title: "Delete", style: .destructive))
    ///     alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    ///     expectAlertSnapshot(of: alert)   // __Snapshots__/<ThisFile>/deleteAlert.png
    /// }
    /// ```
    public func expectAlertSnapshot(
        of spec: AlertSpec, named name: String? = nil, record: RecordMode? = nil,
        tolerance: SnapshotTolerance = SnapshotTolerance(), renderer: (any SpecRendering)? = nil,
        testName: String = #function, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let outcome = AlertSnapshot.verify(
            spec, named: name, record: record, policy: ComparisonPolicy(tolerance: tolerance),
            renderer: renderer,
            filePath: sourceLocation.filePath, testName: testName)
        if !outcome.passed {
            Issue.record(Comment(rawValue: outcome.message), sourceLocation: sourceLocation)
        }
    }
#endif
