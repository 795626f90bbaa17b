import SnapshotCheck
import Testing

/// The headline's words are the report's counts: an invalid spec is `invalid`, as its tile and
/// its INVALID line say, and an error (a snapshot that could not be rendered) is an `error`.
@Suite struct RunVerdictTests {
    @Test func invalidSpecsAndErrorsAreNamedApart() {
        let v = RunVerdict(differ: 2, missing: 1, invalid: 1, snapshots: 5, exitCode: 2)
        #expect(v.headline == "Run failed: 2 differ, 1 missing, 1 invalid")
        #expect(v.failedSnapshots == 4)
        let both = RunVerdict(invalid: 2, errors: 1, snapshots: 3, exitCode: 2)
        #expect(both.kinds == ["2 invalid", "1 error"])
        #expect(RunVerdict(snapshots: 3, exitCode: 0).headline == "All 3 snapshots passed")
    }
}
