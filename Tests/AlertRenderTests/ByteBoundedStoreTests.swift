import Testing

@testable import AlertRender

/// The byte-bounded store behind the renderer's caches: oldest dropped first, within the budget.
@Suite struct ByteBoundedStoreTests {
    @Test func makingRoomDropsTheOldestFirstAndHandsThemBack() {
        var store = ByteBoundedStore<String, [Int]>()
        store.insert([1], size: 40, for: "a", capacity: 100)
        store.insert([2], size: 40, for: "b", capacity: 100)
        #expect(store.makeRoom(for: 20, capacity: 100) == [])  // 80 + 20 fits
        #expect(store.makeRoom(for: 30, capacity: 100) == [[1]])
        #expect(store["a"] == nil && store["b"] == [2] && store.bytes == 40)
        store.insert([3], size: 50, for: "c", capacity: 100)
        #expect(store.makeRoom(for: 100, capacity: 100) == [[2], [3]])
        #expect(store.bytes == 0)
        // More than the whole budget: everything goes, nothing is left to drop.
        store.insert([4], size: 10, for: "d", capacity: 100)
        #expect(store.makeRoom(for: 500, capacity: 100) == [[4]])
        #expect(store.makeRoom(for: 500, capacity: 100) == [])
    }

    @Test func insertingKeepsWithinTheBudgetAndLeavesAKeptKeyAlone() {
        var store = ByteBoundedStore<String, Int>()
        store.insert(1, size: 60, for: "a", capacity: 100)
        store.insert(9, size: 60, for: "a", capacity: 100)
        #expect(store["a"] == 1 && store.bytes == 60)
        store.insert(2, size: 60, for: "b", capacity: 100)
        #expect(store["a"] == nil && store["b"] == 2 && store.bytes == 60)
    }
}
