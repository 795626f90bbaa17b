// The render order of a check: snapshots sharing a presenting layer together, in plan order
// within each group; the report stays in plan order.
import AlertModel
import Testing

@testable import SnapshotCheck

@Suite struct SnapshotOrderTests {
    func spec(_ device: String, screen: String, appearance: String = "light") throws -> ResolvedSpec {
        let json = #"""
            {"ios": 18, "device": "\#(device)", "appearance": "\#(appearance)", "presenting": {"image": "\#(screen)"},
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
