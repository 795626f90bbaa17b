import Support

/// Which snapshot uses which golden file in this run, so that two snapshots can never silently
/// share one: unnamed snapshots are numbered per test (`confirm.1.png`, `confirm.2.png`, as
/// swift-snapshot-testing does), named ones are scoped by their test (`confirm.save.png`), and a
/// golden that a second call site would also use is refused, naming both call sites.
///
/// The assertions use `GoldenRegistry.shared`, one per test process. Two snapshots clash when
/// they map to the same golden from different call sites or different tests, named or not: two
/// snapshots that take turns at one golden would fail each other on every run.
///
/// ```swift
/// let run = GoldenRegistry()   // a separate run: numbering starts again at 1
/// let outcome = AlertSnapshot.verify(
///     spec, filePath: #filePath, testName: #function, registry: run)
/// ```
public final class GoldenRegistry: Sendable {
    /// The registry of the test process.
    public static let shared = GoldenRegistry()

    /// A registry with no snapshot recorded yet.
    public init() {}

    /// Where a snapshot assertion was called; printed as `file:line`.
    public struct CallSite: Hashable, Sendable, CustomStringConvertible {
        /// The test file's path.
        public var file: String
        /// The line of the call.
        public var line: Int
        /// The column of the call, which tells two calls on one line apart.
        public var column: Int

        /// A call site at `file:line:column`.
        public init(file: String, line: Int, column: Int = 0) {
            self.file = file
            self.line = line
            self.column = column
        }

        public var description: String { "\(file):\(line)" }
    }

    /// The snapshot that uses a golden: where it was called, in which test, and whether it was named.
    public struct Claim: Equatable, Sendable {
        /// Where the snapshot was asserted.
        public var site: CallSite
        /// The test's identity (`AlertSnapshot.currentTestID`, else the file and function).
        public var test: String
        /// Whether the golden's name was given with `named:`.
        public var named: Bool
    }

    private struct State {
        var claims: [String: Claim] = [:]
        var counters: [String: Int] = [:]
    }

    private let state = Locked(State())

    /// The number of the next unnamed snapshot of `test` (a test's identity, see
    /// `AlertSnapshot.testIdentity`): 1 for its first.
    public func nextNumber(inTest test: String) -> Int {
        state.withLock { s in
            s.counters[test, default: 0] += 1
            return s.counters[test]!
        }
    }

    /// Starts `test`'s numbering again at 1: a test that runs again in the same process (XCTest
    /// announces each start) reuses its goldens.
    public func restartNumbering(inTest test: String) {
        _ = state.withLock { $0.counters.removeValue(forKey: test) }
    }

    /// Records that the snapshot at `site` in `test` uses `golden`. Returns the earlier snapshot
    /// that uses the same golden from another call site or test, in which case the golden stays
    /// the earlier one's. The same call site in the same test again (a loop, a repeated test) is
    /// no clash.
    public func claim(_ golden: String, at site: CallSite, inTest test: String, named: Bool) -> Claim? {
        state.withLock { s in
            if let earlier = s.claims[golden] {
                return earlier.site == site && earlier.test == test ? nil : earlier
            }
            s.claims[golden] = Claim(site: site, test: test, named: named)
            return nil
        }
    }
}
