import AlertModel
import Foundation
import SnapshotCheck
import Support

#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

/// Asserts that `spec` renders like its golden `__Snapshots__/<TestFileName>/<test>.<name>.png`, in
/// XCTest or Swift Testing: inside a Swift Testing test it records an `Issue` at the call site,
/// inside an XCTest test it calls `XCTFail`, and outside both it writes the message to standard
/// error. The golden is named after the test function and `name` (`testSaveAlert.dark`), or
/// without one the snapshot's number in the test (`testSaveAlert.1`, `.2`, ...; a parameterized
/// test must pass `name`); `record` defaults to
/// `ALERTSNAP_RECORD`, else `.missing` (in CI mode, `.never`; see `AlertSnapshot`). `compare`
/// `.auto` compares exactly against a golden of this alertsnap version and environment, else
/// with the tolerance; a `tolerance` given applies as given. The failure message names the
/// golden, actual and diff files; two snapshots that would share a golden fail, naming both call
/// sites.
///
/// ```swift
/// final class SaveAlertTests: XCTestCase {
///     func testSaveAlert() {
///         var alert = AlertSpec(title: "Save changes?", message: "Your edits will be lost.")
///         alert.addAction(AlertAction(title: "Cancel", style: .cancel))
///         alert.addAction(AlertAction(title: "Save"))
///         assertAlertSnapshot(of: alert)   // __Snapshots__/SaveAlertTests/testSaveAlert.1.png
///     }
/// }
/// ```
public func assertAlertSnapshot(
    of spec: AlertSpec, named name: String? = nil, record: RecordMode? = nil, compare: CompareMode = .auto,
    tolerance: SnapshotTolerance? = nil, renderer: (any SpecRendering)? = nil,
    fileID: String = #fileID, file: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let outcome = AlertSnapshot.verify(
        spec, named: name, record: record, policy: ComparisonPolicy(compare: compare, tolerance: tolerance),
        renderer: renderer,
        filePath: "\(file)", testName: testName, line: Int(line), column: Int(column))
    guard !outcome.passed else { return }
    reportSnapshotFailure(
        outcome.message, fileID: fileID, file: file, line: line, column: column)
}

/// Where a failed `assertAlertSnapshot` goes: an `Issue` inside a Swift Testing test, `XCTFail`
/// inside an XCTest test, and standard error when neither is running (a helper thread, a script):
/// never a crash, and never silence, which is what `XCTFail` outside a test case amounts to.
func reportSnapshotFailure(
    _ message: String, fileID: String, file: StaticString, line: UInt, column: UInt,
    standardError: (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
) {
    #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: fileID, filePath: "\(file)", line: Int(line), column: Int(column)))
            return
        }
    #endif
    #if canImport(XCTest)
        if XCTestFailureWitness.shared.fail(message, file: file, line: line) { return }
    #endif
    standardError("\(file):\(line): error: \(message)\n")
}

#if canImport(XCTest)
    /// Tells whether an `XCTFail` reached a running test case: XCTest drops one made outside a
    /// test without a word, and has no public way to ask whether a test is running.
    private final class XCTestFailureWitness: NSObject, XCTestObservation, Sendable {
        static let shared: XCTestFailureWitness = {
            let witness = XCTestFailureWitness()
            XCTestObservationCenter.shared.addTestObserver(witness)
            return witness
        }()

        /// Failures reported to observers and not yet claimed by `fail`.
        private let recorded = Locked<[String]>([])

        /// `XCTFail(message)`; true when a test case recorded it.
        func fail(_ message: String, file: StaticString, line: UInt) -> Bool {
            XCTFail(message, file: file, line: line)
            return recorded.withLock { recorded in
                guard let i = recorded.firstIndex(where: { $0.contains(message) }) else {
                    return false
                }
                recorded.remove(at: i)
                return true
            }
        }

        func testCase(
            _ testCase: XCTestCase, didFailWithDescription description: String,
            inFile filePath: String?, atLine lineNumber: Int
        ) {
            recorded.withLock { $0.append(description) }
        }
    }
#endif

#if canImport(Testing)
    /// Swift Testing's spelling: records an `Issue` at `sourceLocation` when `spec` does not render
    /// like its golden. Same goldens, names and record modes as `assertAlertSnapshot`.
    ///
    /// ```swift
    /// @Test func deleteAlert() {
    ///     var alert = AlertSpec(title: "Delete photo?", message: nil)
    ///     alert.addAction(AlertAction(title: "Delete", style: .destructive))
    ///     alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    ///     expectAlertSnapshot(of: alert)   // __Snapshots__/<ThisFile>/deleteAlert.1.png
    /// }
    /// ```
    public func expectAlertSnapshot(
        of spec: AlertSpec, named name: String? = nil, record: RecordMode? = nil, compare: CompareMode = .auto,
        tolerance: SnapshotTolerance? = nil, renderer: (any SpecRendering)? = nil,
        testName: String = #function, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let outcome = AlertSnapshot.verify(
            spec, named: name, record: record, policy: ComparisonPolicy(compare: compare, tolerance: tolerance),
            renderer: renderer,
            filePath: sourceLocation.filePath, testName: testName, line: sourceLocation.line,
            column: sourceLocation.column)
        if !outcome.passed {
            Issue.record(Comment(rawValue: outcome.message), sourceLocation: sourceLocation)
        }
    }
#endif
