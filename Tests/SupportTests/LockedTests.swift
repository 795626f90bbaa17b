import Foundation
import Support
import Testing

@Suite struct LockedTests {
    @Test func manyThreadsIncrementingUnderTheLockLoseNoUpdate() {
        // Without mutual exclusion, 8 x 20000 read-modify-writes of one Int lose updates on any
        // multi-core machine; with it the count is exact.
        let counter = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<20_000 { counter.withLock { $0 += 1 } }
        }
        #expect(counter.withLock { $0 } == 160_000)
    }

    @Test func withLockReturnsTheBodysResultAndKeepsItsWrites() {
        let names = Locked<[String]>([])
        let count = names.withLock { list -> Int in
            list.append("a")
            list.append("b")
            return list.count
        }
        #expect(count == 2)
        #expect(names.withLock { $0 } == ["a", "b"])
    }

    struct Refused: Error, Equatable {}

    @Test func anErrorThrownInsideReleasesTheLock() {
        let value = Locked(1)
        #expect(throws: Refused.self) {
            try value.withLock { v throws(Refused) in
                v = 2
                throw Refused()
            }
        }
        // The write before the throw stays, and the lock is free again (a second withLock returns).
        #expect(value.withLock { $0 } == 2)
    }
}
