import AlertModel
import Foundation
import Testing
import XCTest

@testable import AlertSnapTesting

/// Numbering of unnamed snapshots and clashes between snapshots that would share one golden,
/// through `AlertSnapshot.verify` with a registry per run and a temporary "test file".
@Suite struct GoldenNamingTests {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
        "alertsnap-naming-\(UUID().uuidString)"
    ).path
    var testFile: String { dir + "/Tests/AppTests/ConfirmTests.swift" }
    var folder: String { dir + "/Tests/AppTests/__Snapshots__/ConfirmTests/" }

    func spec(_ title: String) -> AlertSpec { AlertSpec(title: title, message: nil) }

    func verify(
        _ title: String, named name: String? = nil, line: Int, column: Int = 9, test: String = "Suite/confirm()",
        function: String = "confirm()", in run: GoldenRegistry, record: RecordMode? = nil
    ) -> AlertSnapshotOutcome {
        AlertSnapshot.verify(
            spec(title), named: name, record: record, renderer: FlatRenderer(), filePath: testFile,
            testName: function, line: line, column: column, testID: test, registry: run,
            environment: [:], inParameterizedTest: false)
    }

    @Test func unnamedSnapshotsOfOneTestAreNumberedInOrder() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = GoldenRegistry()
        let outcomes = [
            verify("Save", line: 10, in: run),
            verify("Delete this, which is long enough to paint another colour", line: 11, in: run),
        ]
        #expect(outcomes.map(\.golden) == [folder + "confirm.1.png", folder + "confirm.2.png"])
        #expect(outcomes.allSatisfy { $0.message.contains("recorded it") })
        // The same test in the next run finds its goldens again, each under its number.
        let next = GoldenRegistry()
        #expect(verify("Save", line: 10, in: next, record: .never).passed)
        #expect(
            verify("Delete this, which is long enough to paint another colour", line: 11, in: next, record: .never)
                .passed)
        // Swapped, each meets the other's golden: the numbers follow the order of the calls.
        let swapped = GoldenRegistry()
        #expect(
            !verify("Delete this, which is long enough to paint another colour", line: 10, in: swapped, record: .never)
                .passed)
    }

    @Test func aLoopOfUnnamedSnapshotsAtOneCallSiteIsNumberedWithoutClashing() {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = GoldenRegistry()
        let outcomes = ["A", "B", "C"].map { verify($0, line: 20, in: run) }
        #expect(outcomes.map(\.golden) == ["1", "2", "3"].map { folder + "confirm.\($0).png" })
        #expect(outcomes.allSatisfy { !$0.message.contains("two snapshots would share") })
    }

    @Test func numberingIsPerTest() {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = GoldenRegistry()
        #expect(run.nextNumber(inTest: "A/t()") == 1)
        #expect(run.nextNumber(inTest: "A/t()") == 2)
        #expect(run.nextNumber(inTest: "B/t()") == 1)
        run.restartNumbering(inTest: "A/t()")
        #expect(run.nextNumber(inTest: "A/t()") == 1)
        #expect(run.nextNumber(inTest: "B/t()") == 2)
        // Without a test ID the file and function number the snapshots.
        #expect(
            AlertSnapshot.testIdentity(testID: nil, filePath: "/r/T.swift", testName: "t()") == "/r/T.swift#t()")
        #expect(AlertSnapshot.testIdentity(testID: "M.S/t()", filePath: "/r/T.swift", testName: "t()") == "M.S/t()")
    }

    @Test func twoSuitesWithTheSameTestInOneFileClashNamingBothCallSites() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = GoldenRegistry()
        // Suite A's confirm() at line 12 and suite B's at line 40: both would be confirm.1.png.
        let first = verify("Save", line: 12, test: "Tests.SuiteA/confirm()", in: run)
        #expect(first.message.contains("recorded it"))
        let bytes = try Data(contentsOf: URL(fileURLWithPath: first.golden))
        let second = verify(
            "Delete this, which is long enough to paint another colour", line: 40, test: "Tests.SuiteB/confirm()",
            in: run)
        #expect(!second.passed)
        #expect(second.golden == folder + "confirm.1.png")
        #expect(second.message.contains("\(testFile):12"))
        #expect(second.message.contains("\(testFile):40"))
        #expect(second.message.contains("two snapshots would share it. Pass named:"))
        #expect(second.verification == nil)
        // The clashing snapshot neither compared nor wrote: the golden is still the first's.
        #expect(try Data(contentsOf: URL(fileURLWithPath: first.golden)) == bytes)
        // Named, each has its own golden and both pass their next run.
        let named = GoldenRegistry()
        #expect(
            verify("Save", named: "confirm-save", line: 12, test: "Tests.SuiteA/confirm()", in: named).golden
                == folder + "confirm.confirm-save.png")
        #expect(
            verify(
                "Delete this, which is long enough to paint another colour", named: "confirm-delete", line: 40,
                test: "Tests.SuiteB/confirm()", in: named
            )
            .message.contains("recorded it"))
    }

    @Test func anUnnamedSnapshotMeetingANamedOneClashes() {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = GoldenRegistry()
        // `named: "1"` in confirm() is confirm.1.png, the golden of confirm()'s first unnamed one.
        _ = verify("Save", named: "1", line: 5, test: "S/other()", in: run)
        let unnamed = verify("Delete this, which is long enough to paint another colour", line: 9, in: run)
        #expect(!unnamed.passed && unnamed.message.contains("\(testFile):5"))
        // And the other way round.
        let reverse = GoldenRegistry()
        _ = verify("Delete this, which is long enough to paint another colour", line: 9, in: reverse)
        let named = verify("Save", named: "1", line: 5, test: "S/other()", in: reverse)
        #expect(!named.passed && named.message.contains("\(testFile):9"))
    }

    @Test func oneNameInTwoTestsIsTwoGoldens() {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = GoldenRegistry()
        // Different images under one name in two tests: each test has its own golden, both record.
        let save = verify("Save", named: "dialog", line: 5, test: "S/save()", function: "save()", in: run)
        let delete = verify(
            "Delete this, which is long enough to paint another colour", named: "dialog", line: 30,
            test: "S/delete()", function: "delete()", in: run)
        #expect(save.golden == folder + "save.dialog.png")
        #expect(delete.golden == folder + "delete.dialog.png")
        #expect(save.message.contains("recorded it") && delete.message.contains("recorded it"))
        // The next run finds each test's own golden: neither fails the other.
        let next = GoldenRegistry()
        #expect(verify("Save", named: "dialog", line: 5, test: "S/save()", function: "save()", in: next, record: .never).passed)
        #expect(
            verify(
                "Delete this, which is long enough to paint another colour", named: "dialog", line: 30,
                test: "S/delete()", function: "delete()", in: next, record: .never
            ).passed)
    }

    @Test func namedSnapshotsThatStillShareAGoldenClashNamingBothCallSites() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = GoldenRegistry()
        // Two suites' confirm() in one file, both naming "save": both would be confirm.save.png.
        let first = verify("Save", named: "save", line: 5, test: "S/confirm()", in: run)
        #expect(first.message.contains("recorded it"))
        let bytes = try Data(contentsOf: URL(fileURLWithPath: first.golden))
        let second = verify(
            "Delete this, which is long enough to paint another colour", named: "save", line: 30,
            test: "T/confirm()", in: run)
        #expect(!second.passed && second.verification == nil)
        #expect(second.golden == folder + "confirm.save.png")
        #expect(second.message.contains("\(testFile):5"))
        #expect(second.message.contains("\(testFile):30"))
        #expect(second.message.contains("two snapshots would share it. Give each a different named:"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: first.golden)) == bytes)
        // One name twice in one test, from two call sites, clashes as well.
        #expect(!verify("Save", named: "save", line: 8, test: "S/confirm()", in: run).passed)
        // One call site asserting again (a repeated test) is no clash.
        #expect(verify("Save", named: "save", line: 5, test: "S/confirm()", in: run).passed)
        #expect(run.claim(folder + "x.png", at: .init(file: testFile, line: 1), inTest: "S/a()", named: false) == nil)
        #expect(run.claim(folder + "x.png", at: .init(file: testFile, line: 1), inTest: "S/a()", named: false) == nil)
        // Two calls on one line are two call sites.
        #expect(
            run.claim(folder + "x.png", at: .init(file: testFile, line: 1, column: 30), inTest: "S/a()", named: false)?
                .site == .init(file: testFile, line: 1))
    }

    @Test func oneHelperCallingForTwoTestsNamesBothTests() {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = GoldenRegistry()
        // A helper's #function is the helper's: both tests' first snapshots are confirm.1.png.
        _ = verify("Save", line: 7, test: "S/first()", in: run)
        let second = verify("Save", line: 7, test: "S/second()", in: run)
        #expect(!second.passed)
        #expect(second.message.contains("\(testFile):7 (in S/first() and in S/second())"))
    }

    @Test func swiftTestingNamesTheSuiteAndTheFunction() throws {
        let id = try #require(AlertSnapshot.currentTestID)
        #expect(id.contains("GoldenNamingTests"))
        #expect(id.contains("swiftTestingNamesTheSuiteAndTheFunction()"))
    }
}

/// Two suites in one file with a test of the same name: Swift Testing tells them apart, so
/// their unnamed snapshots are numbered separately and a shared golden is found as a clash.
@Suite struct ConfirmSuiteA {
    @Test func confirm() throws {
        let id = try #require(AlertSnapshot.currentTestID)
        #expect(id.contains("ConfirmSuiteA") && id.contains("confirm()"))
    }
}

@Suite struct ConfirmSuiteB {
    @Test func confirm() throws {
        let id = try #require(AlertSnapshot.currentTestID)
        #expect(id.contains("ConfirmSuiteB") && id.contains("confirm()"))
    }
}

/// XCTest has no public current test: alertsnap follows the cases once it has seen one start.
final class XCTestNumberingTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        // The tracker registers on first use; from then on every case's start is seen.
        _ = XCTestCaseTracker.shared
    }

    func testTheRunningCaseIsTheTestIdentity() {
        XCTAssertEqual(AlertSnapshot.currentTestID, name)
    }

    func testACaseStartingAgainRestartsItsNumbering() {
        let run = GoldenRegistry.shared
        // The start of this case restarted its numbering.
        XCTAssertEqual(run.nextNumber(inTest: name), 1)
        XCTAssertEqual(run.nextNumber(inTest: name), 2)
        // What XCTest does when the case runs again in this process.
        XCTestCaseTracker.shared.testCaseWillStart(self)
        XCTAssertEqual(run.nextNumber(inTest: name), 1)
    }
}
