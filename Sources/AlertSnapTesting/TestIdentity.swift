import Support

#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

extension AlertSnapshot {
    /// The running test as the testing library knows it, or nil outside one: Swift Testing's
    /// test ID (module, suite and function, so two suites' `confirm()` differ), else the running
    /// XCTest case's name (`SaveAlertTests.testSave`), once XCTest has announced a start to
    /// alertsnap: the first XCTest case that asserts a snapshot is not known by name yet.
    public static var currentTestID: String? {
        #if canImport(Testing)
            if let test = Test.current { return "\(test.id)" }
        #endif
        #if canImport(XCTest)
            if let name = XCTestCaseTracker.shared.current { return name }
        #endif
        return nil
    }

    /// What numbers a test's unnamed snapshots: the testing library's `testID` when there is
    /// one, else the test file and function.
    static func testIdentity(testID: String?, filePath: String, testName: String) -> String {
        testID ?? "\(filePath)#\(testName)"
    }
}

#if canImport(XCTest)
    /// Follows XCTest's test cases (XCTest has no public "current test"), and restarts a case's
    /// snapshot numbering each time it starts, so a repeated case reuses its goldens.
    final class XCTestCaseTracker: NSObject, XCTestObservation, Sendable {
        static let shared: XCTestCaseTracker = {
            let tracker = XCTestCaseTracker()
            XCTestObservationCenter.shared.addTestObserver(tracker)
            return tracker
        }()

        private let running = Locked<String?>(nil)

        var current: String? { running.withLock { $0 } }

        func testCaseWillStart(_ testCase: XCTestCase) {
            running.withLock { $0 = testCase.name }
            GoldenRegistry.shared.restartNumbering(inTest: testCase.name)
        }

        func testCaseDidFinish(_ testCase: XCTestCase) {
            running.withLock { $0 = nil }
        }
    }
#endif
