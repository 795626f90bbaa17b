// The one parallel loop: every item once, results by index, threads starting on different groups,
// and no item started after one that stops the run.
import Foundation
import Testing

@testable import Support

@Suite struct ParallelMapTests {
    @Test func everyItemRunsOnceAndResultsComeBackByIndex() {
        for jobs in [1, 2, 3, 8] {
            let results = parallelMap(count: 50, groupStarts: [0, 3, 4, 20, 21, 49], jobs: jobs, perThread: { () }) {
                _, i in i * i
            }
            #expect(results == (0..<50).map { $0 * $0 }, "jobs \(jobs)")
            #expect(parallelMap(count: 7, jobs: jobs) { i in i + 1 } == Array(1...7), "jobs \(jobs)")
        }
        #expect(parallelMap(count: 0, groupStarts: [0], jobs: 2, perThread: { () }) { _, i in i }.isEmpty)
    }

    @Test func eachThreadKeepsItsOwnState() {
        final class Scratch: @unchecked Sendable { var used = 0 }
        // A thread's state is handed to every item it runs and never shared: the uses counted
        // over all states add up to the items.
        let states = Locked<[Scratch]>([])
        let results = parallelMap(
            count: 40, jobs: 3,
            perThread: { () -> Scratch in
                let s = Scratch()
                states.withLock { $0.append(s) }
                return s
            }
        ) { scratch, i in
            scratch.used += 1
            return i
        }
        #expect(results == Array(0..<40))
        #expect(states.withLock { $0.reduce(0) { $0 + $1.used } } == 40)
        #expect(states.withLock { $0.count } <= 3)
    }

    @Test func nothingStartsAfterAResultThatStopsTheRun() {
        for jobs in [1, 2, 4] {
            let started = Locked(Set<Int>())
            let results = parallelMap(
                count: 200, groupStarts: [0], jobs: jobs, perThread: { () }, stopsAfter: { $0 < 0 }
            ) { _, i -> Int in
                started.withLock { _ = $0.insert(i) }
                if i == 5 { return -1 }
                usleep(1000)
                return i
            }
            // Items start in index order: everything before the stop has its result, the stop
            // itself too; the items still running then finish, and the rest never start (200
            // items of 1 ms each would take far longer than the few that were under way).
            #expect(Array(results[0...5]) == [0, 1, 2, 3, 4, -1], "jobs \(jobs)")
            let ran = started.withLock { $0 }
            #expect(ran.count < 100, "jobs \(jobs): \(ran.count) items ran")
            #expect(results.indices.allSatisfy { (results[$0] != nil) == ran.contains($0) }, "jobs \(jobs)")
            if jobs == 1 { #expect(results.compactMap { $0 } == [0, 1, 2, 3, 4, -1]) }
        }
    }

    @Test func threadsStayOnAGroupAndStartOnDifferentOnes() {
        let slots = GroupedSlots<Int>(count: 10, groupStarts: [0, 4, 6])
        // Two threads: the first takes group 0, the second the next untouched group, not group 0.
        let a = slots.claim(staying: nil)
        let b = slots.claim(staying: nil)
        #expect(a?.index == 0 && a?.group == 0)
        #expect(b?.index == 4 && b?.group == 1)
        // Each stays on its group while it has items.
        #expect(slots.claim(staying: 0)?.index == 1)
        #expect(slots.claim(staying: 1)?.index == 5)
        // Group 1 is done: its thread starts group 2, then helps the group with most left.
        #expect(slots.claim(staying: 1)?.index == 6)
        for k in 7..<10 { #expect(slots.claim(staying: 2)?.index == k) }
        #expect(slots.claim(staying: 2)?.index == 2)  // group 0 has 2 and 3 left
        #expect(slots.claim(staying: 0)?.index == 3)
        #expect(slots.claim(staying: 0) == nil)
        #expect(slots.claim(staying: nil) == nil)
    }

    @Test func unorderedOrEmptyGroupStartsAreDropped() {
        let slots = GroupedSlots<Int>(count: 4, groupStarts: [2, 2, 1, 9])
        var seen: [Int] = []
        while let (i, _) = slots.claim(staying: nil) { seen.append(i) }
        #expect(seen.sorted() == [0, 1, 2, 3])
    }

    @Test func aStoppedRunHandsOutNothingMore() {
        let slots = GroupedSlots<Int>(count: 6, groupStarts: [0, 3])
        #expect(slots.claim(staying: nil)?.index == 0)
        slots.stop()
        #expect(slots.claim(staying: 0) == nil)
        #expect(slots.claim(staying: nil) == nil)
    }
}
