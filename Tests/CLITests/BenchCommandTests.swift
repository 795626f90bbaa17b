import Foundation
import Testing

/// `alertsnap bench` on the standard scene in the repository's `bench/` folder (copied from the
/// shared design documents). Times are not asserted: only that every stage ran and reported.
@Suite struct BenchCommandTests {
    @Test func benchReportsEveryStageOfTheStandardScene() throws {
        let bench = CLIRunner.root.appendingPathComponent("bench").path
        #expect(
            FileManager.default.fileExists(atPath: bench + "/r1.json"), "the bench folder is missing at \(bench)"
        )
        let r = try CLIRunner.run(["bench", "--json", "--runs", "2", "--dir", bench])
        #expect(r.code == 0, "\(r.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let scene = (json?["scenes"] as? [[String: Any]])?.first
        #expect(scene?["scene"] as? String == "r1")
        #expect(scene?["width"] as? Int == 1170 && scene?["height"] as? Int == 2532)
        for key in ["coldMs", "decodeMs", "renderMs", "encodeMs"] {
            #expect(((scene?[key] as? Double) ?? 0) > 0, "\(key)")
        }
        #expect(((scene?["pngBytes"] as? Int) ?? 0) > 100_000)
        // The diff and check scenes ran and were timed.
        let comparisons = (json?["comparisons"] as? [[String: Any]]) ?? []
        #expect(comparisons.compactMap { $0["scene"] as? String } == ["diff", "check"])
        for c in comparisons { #expect(((c["ms"] as? Double) ?? 0) > 0, "\(c)") }
    }
}
