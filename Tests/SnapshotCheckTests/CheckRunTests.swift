import Foundation
import SnapshotCheck
import Testing

/// Finding specs, golden locations, parallel jobs, shards, invalid specs, unused goldens and prune.
@Suite struct CheckRunTests {
    @Test func discoverySearchesRecursivelySkippingSnapshotAndHiddenFolders() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        try ws.spec("specs/b.json")
        try ws.spec("specs/a.json")
        try ws.spec("specs/sub/c.json")
        try ws.write("{}", to: "specs/__snapshots__/x.json")
        try ws.write("{}", to: "specs/.hidden/y.json")
        try ws.write("not a spec", to: "specs/notes.txt")
        let found = try SpecDiscovery.find([ws.path("specs"), ws.path("specs/a.json")])
        #expect(
            found.specs == [
                ws.path("specs/a.json"), ws.path("specs/b.json"), ws.path("specs/sub/c.json"),
            ])
        #expect(throws: CheckError.self) { try SpecDiscovery.find([ws.path("nope")]) }
    }

    @Test func defaultInputIsTheCurrentDirectory() throws {
        let found = try SpecDiscovery.find([])
        let cwd = try SpecDiscovery.find(["."])
        #expect(found == cwd)
    }

    @Test func goldensGoBesideEachSpecOrIntoTheGoldenFolder() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        try ws.spec("specs/a.json")
        try ws.spec("specs/sub/b.json", name: "bee")
        _ = try ws.check()
        #expect(ws.exists("specs/__snapshots__/a.png"))
        #expect(ws.exists("specs/sub/__snapshots__/bee.png"))
        let report = try ws.check { $0.goldenDirectory = ws.path("goldens") }
        #expect(
            report.results.map(\.golden) == [ws.path("goldens/a.png"), ws.path("goldens/bee.png")])
        #expect(ws.exists("goldens/a.png") && ws.exists("goldens/bee.png"))
    }

    @Test func resultsAreIdenticalForAnyJobCount() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        for i in 0..<24 { try ws.spec("specs/s\(i).json", title: "T\(i % 5)") }
        _ = try ws.check(record: .all)
        var changed: [String: Int] = [:]
        for i in stride(from: 0, to: 24, by: 3) { changed["s\(i)"] = i + 1 }
        try ws.write("{\"alert\": {\"width\": -1}}", to: "specs/s7.json")
        let renderer = FakeRenderer(changed: changed, failing: ["s11"])
        let one = try ws.check(record: .never, renderer: renderer) { $0.jobs = 1 }
        let four = try ws.check(record: .never, renderer: renderer) { $0.jobs = 4 }
        #expect(one == four)
        #expect(one.results.map(\.spec) == one.results.map(\.spec).sorted())
        #expect(one.count(.differs) == 8 && one.count(.invalid) == 1 && one.count(.error) == 1)
        #expect(JUnitReport.xml(one) == JUnitReport.xml(four))
        #expect(one.jsonString == four.jsonString)
    }

    @Test func shardsAreDisjointAndCoverEverySpec() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        for i in 0..<10 { try ws.spec("specs/s\(i).json") }
        let all = try ws.check(record: .all).results.map(\.spec)
        var seen: [String] = []
        for i in 1...3 {
            let part = try ws.check(record: .never) { $0.shard = try! Shard(index: i, count: 3) }
            #expect(part.totalSpecs == 10)
            #expect(part.exitCode == 0)
            seen += part.results.map(\.spec)
        }
        #expect(seen.count == all.count)
        #expect(Set(seen) == Set(all))
        // Deterministic: index % N == I - 1 over the sorted list.
        let first = try ws.check(record: .never) { $0.shard = try! Shard(index: 1, count: 3) }
        #expect(first.results.map(\.spec) == [all[0], all[3], all[6], all[9]])
    }

    @Test func invalidSpecAmongGoodOnesExitsTwoAndTheOthersAreStillChecked() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        try ws.spec("specs/a.json")
        try ws.write(
            "{\"alert\": {\"actions\": [{}, {}, {\"style\": \"danger\"}]}}", to: "specs/b.json")
        try ws.spec("specs/c.json")
        _ = try ws.check(record: .all)
        let report = try ws.check(record: .never, renderer: FakeRenderer(changed: ["c": 1]))
        #expect(report.results.map(\.status) == [.passed, .invalid, .differs])
        #expect(report.exitCode == 2)
        let invalid = report.results[1]
        #expect(
            invalid.message
                == "\(ws.path("specs/b.json")): alert.actions[2].style: unknown value \"danger\"; expected default, cancel, destructive"
        )
        #expect(invalid.golden == nil)
    }

    @Test func renderFailureIsAnError() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        try ws.spec("specs/a.json")
        let report = try ws.check(renderer: FakeRenderer(failing: ["a"]))
        #expect(report.results.first?.status == .error)
        #expect(
            report.results.first?.message.contains("render failed: fake render failure") == true)
        #expect(report.exitCode == 2)
        #expect(!ws.exists("specs/__snapshots__/a.png"))
    }

    @Test func twoSpecsWithOneGoldenPathAreAnError() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        try ws.spec("specs/a.json", name: "same")
        try ws.spec("specs/b.json", name: "same")
        let report = try ws.check()
        #expect(report.results.map(\.status) == [.missing, .error])
        #expect(report.results[1].message.contains("also the golden of \(ws.path("specs/a.json"))"))
    }

    @Test func unusedGoldensAreListedAndPruneRemovesOnlyThose() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        try ws.spec("specs/a.json")
        try ws.spec("specs/sub/b.json")
        _ = try ws.check(record: .all)
        // Goldens alertsnap wrote (they carry its chunk) that no spec uses any more...
        try FileManager.default.copyItem(
            atPath: ws.path("specs/__snapshots__/a.png"), toPath: ws.path("specs/__snapshots__/old.png"))
        try FileManager.default.copyItem(
            atPath: ws.path("specs/__snapshots__/a.png"), toPath: ws.path("specs/sub/__snapshots__/gone.png"))
        // ...and files it did not write: never touched.
        try ws.write("x", to: "specs/__snapshots__/notes.txt")
        try ws.write("x", to: "specs/__snapshots__/hand-made.png")
        let listed = try ws.check(record: .never)
        #expect(listed.notOurs == [ws.path("specs/__snapshots__/hand-made.png")])
        #expect(
            listed.unusedGoldens == [
                ws.path("specs/__snapshots__/old.png"), ws.path("specs/sub/__snapshots__/gone.png"),
            ])
        #expect(listed.pruned.isEmpty)
        #expect(ws.exists("specs/__snapshots__/old.png"))
        // A run over one explicit spec does not know the folder's other specs: nothing is unused.
        let subset = try ws.check(["specs/a.json"], record: .never) { $0.prune = true }
        #expect(subset.unusedGoldens.isEmpty)
        let pruned = try ws.check(record: .never) { $0.prune = true }
        #expect(pruned.pruned == listed.unusedGoldens)
        #expect(
            !ws.exists("specs/__snapshots__/old.png")
                && !ws.exists("specs/sub/__snapshots__/gone.png"))
        #expect(
            ws.exists("specs/__snapshots__/a.png") && ws.exists("specs/sub/__snapshots__/b.png"))
        #expect(ws.exists("specs/__snapshots__/notes.txt") && ws.exists("specs/__snapshots__/hand-made.png"))
    }

    @Test func pruneIsSkippedWhileASpecIsInvalid() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        try ws.spec("specs/a.json")
        _ = try ws.check(record: .all)
        try FileManager.default.copyItem(
            atPath: ws.path("specs/__snapshots__/a.png"), toPath: ws.path("specs/__snapshots__/old.png"))
        try ws.write("{\"alert\": {\"bogus\": 1}}", to: "specs/b.json")
        let report = try ws.check(record: .never) { $0.prune = true }
        #expect(report.pruned.isEmpty)
        #expect(report.pruneSkipped != nil)
        #expect(ws.exists("specs/__snapshots__/old.png"))
    }

    @Test func progressIsReportedOncePerSpec() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        for i in 0..<5 { try ws.spec("specs/s\(i).json") }
        let seen = Seen()
        _ = try CheckRun.run(
            CheckOptions(inputs: [ws.path("specs")], jobs: 3), renderer: FakeRenderer()
        ) { done, total, _ in
            seen.add(done, total)
        }
        #expect(seen.values.sorted() == [1, 2, 3, 4, 5])
        #expect(seen.totals == [5])
        // ProgressLine writes `\r` updates and clears the line at the end.
        let out = Collected()
        let line = ProgressLine { out.append($0) }
        line.update(done: 1, total: 2, current: "a")
        line.finish()
        #expect(out.text == "\r\u{1B}[2K[1/2] a\r\u{1B}[2K")
    }
}

final class Seen: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [Int] = []
    private(set) var totals: Set<Int> = []
    func add(_ v: Int, _ t: Int) {
        lock.lock()
        values.append(v)
        totals.insert(t)
        lock.unlock()
    }
}

final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var text = ""
    func append(_ s: String) {
        lock.lock()
        text += s
        lock.unlock()
    }
}
