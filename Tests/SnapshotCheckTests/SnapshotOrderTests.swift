// The render order of a check: snapshots sharing a presenting layer together, in plan order
// within each group; the report stays in plan order.
import AlertModel
import Testing

@testable import SnapshotCheck

@Suite struct SnapshotOrderTests {
    func spec(_ device: String, screen: String, appearance: String = "light") throws -> ResolvedSpec {
        let json = #"""
            {"device": "\#(device)", "appearance": "\#(appearance)", "presenting": {"image": "\#(screen)"},
             "alert": {"title": "T"}}
            """#
        return try AlertSpec.decode(Array(json.utf8)).resolved()
    }

    @Test func snapshotsOfOneLayerRenderTogetherInPlanOrder() throws {
        let a = try spec("iphone-14", screen: "a.png")
        let b = try spec("iphone-se", screen: "a.png")
        let c = try spec("iphone-14", screen: "b.png")
        let dark = try spec("iphone-14", screen: "a.png", appearance: "dark")
        let specs: [ResolvedSpec?] = [a, b, nil, c, a, dark, b, a, c]
        let (order, starts) = SnapshotOrder.renderOrder(specs)
        #expect(order.sorted() == Array(specs.indices))  // a permutation
        // The invalid spec first, then the groups of a.png (a, b, dark), by their first member,
        // then those of b.png (c).
        #expect(order == [2, 0, 4, 7, 1, 6, 5, 3, 8])
        #expect(starts == [0, 1, 4, 6, 7])
    }

    @Test func aPlanWithOneLayerKeepsItsOrder() throws {
        let a = try spec("iphone-14", screen: "a.png")
        #expect(SnapshotOrder.renderOrder([a, a, a]).indexes == [0, 1, 2])
        #expect(SnapshotOrder.renderOrder([a, a, a]).groupStarts == [0])
        #expect(SnapshotOrder.renderOrder([]).indexes.isEmpty)
    }
}

/// The scheduler of grouped items: every item once, threads starting on different groups.
@Suite struct GroupedParallelMapTests {
    @Test func everyItemRunsOnceAndResultsComeBackByIndex() {
        for jobs in [1, 2, 3, 8] {
            let results = parallelMap(count: 50, groupStarts: [0, 3, 4, 20, 21, 49], jobs: jobs, perThread: { () }) {
                _, i in i * i
            }
            #expect(results == (0..<50).map { $0 * $0 }, "jobs \(jobs)")
        }
        #expect(parallelMap(count: 0, groupStarts: [0], jobs: 2, perThread: { () }) { _, i in i }.isEmpty)
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
}
