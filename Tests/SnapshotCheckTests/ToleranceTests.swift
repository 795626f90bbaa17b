import ImageDiff
import Raster
import SnapshotCheck
import Testing

/// When a comparison passes: `SnapshotTolerance` and `ComparisonPolicy` on constructed images.
@Suite struct ToleranceTests {
    let base = Images.flat(10, 10, StraightColor(r: 40, g: 90, b: 200))

    @Test func defaultPassesOnlyWithoutDifferingPixels() {
        let policy = ComparisonPolicy()
        #expect(policy.compare(base, base).passed)
        let one = policy.compare(base, Images.marked(base, count: 1))
        #expect(!one.passed)
        #expect(one.result.diffPixels == 1)
    }

    @Test func changesBelowTheThresholdPass() {
        // A change of one level in blue is far below pixelmatch's 0.1 threshold: not identical, but no differing pixel.
        let faint = Images.marked(base, count: 5, StraightColor(r: 40, g: 90, b: 201))
        let (result, passed) = ComparisonPolicy().compare(base, faint)
        #expect(!result.identical)
        #expect(result.diffPixels == 0)
        #expect(passed)
        // Exact mode counts every changed byte.
        let exact = ComparisonPolicy(options: DiffOptions(exact: true)).compare(base, faint)
        #expect(exact.result.diffPixels == 5)
        #expect(!exact.passed)
    }

    @Test func maxDiffPixelsAllowsUpToTheLimit() {
        let policy = ComparisonPolicy(tolerance: SnapshotTolerance(maxDiffPixels: 3))
        #expect(policy.compare(base, Images.marked(base, count: 3)).passed)
        #expect(!policy.compare(base, Images.marked(base, count: 4)).passed)
    }

    @Test func maxDiffRatioAllowsUpToTheLimit() {
        let policy = ComparisonPolicy(tolerance: SnapshotTolerance(maxDiffRatio: 0.05))
        #expect(policy.compare(base, Images.marked(base, count: 5)).passed)  // 5 / 100
        #expect(!policy.compare(base, Images.marked(base, count: 6)).passed)
    }

    @Test func bothLimitsMustHoldWhenBothAreSet() {
        let policy = ComparisonPolicy(
            tolerance: SnapshotTolerance(maxDiffPixels: 10, maxDiffRatio: 0.02))
        #expect(policy.compare(base, Images.marked(base, count: 2)).passed)
        #expect(!policy.compare(base, Images.marked(base, count: 3)).passed)  // ratio 0.03
    }

    @Test func differentSizesNeverPass() {
        let wide = Images.flat(11, 10, StraightColor(r: 40, g: 90, b: 200))
        let tolerance = SnapshotTolerance(maxDiffPixels: 1000, maxDiffRatio: 1)
        let result = ImageComparison.compare(base, wide)
        #expect(result.sizeMismatch)
        #expect(!tolerance.accepts(result))
    }

    @Test func recordModeResolutionFlagBeatsEnvironment() throws {
        let env = ["ALERTSNAP_RECORD": "all"]
        #expect(try RecordMode.resolve(flag: nil, environment: [:]) == .missing)
        #expect(try RecordMode.resolve(flag: nil, environment: env) == .all)
        #expect(try RecordMode.resolve(flag: .never, environment: env) == .never)
        #expect(
            try RecordMode.resolve(flag: nil, environment: ["ALERTSNAP_RECORD": ""]) == .missing)
        #expect(try RecordMode.resolve(flag: nil, environment: ["ALERTSNAP_RECORD": "1"]) == .all)
        #expect(try RecordMode.resolve(flag: nil, environment: ["ALERTSNAP_RECORD": "true"]) == .all)
        for word in ["yes", "YES", "on", "True"] {
            #expect(try RecordMode.resolve(flag: nil, environment: ["ALERTSNAP_RECORD": word]) == .all, "\(word)")
        }
        for word in ["no", "0", "false", "off"] {
            #expect(try RecordMode.resolve(flag: nil, environment: ["ALERTSNAP_RECORD": word]) == .missing, "\(word)")
        }
        #expect(throws: CheckError.self) {
            try RecordMode.resolve(flag: nil, environment: ["ALERTSNAP_RECORD": "sometimes"])
        }
    }

    @Test func shardsAreValidatedAndPartitionTheList() throws {
        for bad in ["0/3", "4/3", "x", "1/0", "1/", "/3", "1/3/2", "-1/3"] {
            #expect(throws: CheckError.self, "\(bad)") { try Shard(parsing: bad) }
        }
        let shards = try (1...3).map { i in try Shard(parsing: "\(i)/3") }
        let weights = (0..<20).map { $0 % 7 == 3 ? 5 : 1 }
        for position in 0..<20 {
            #expect(shards.filter { $0.positions(weights: weights).contains(position) }.count == 1)
        }
    }
}
