import Foundation
import Locking

/// Runs `body` for indexes `0..<count` on `jobs` threads and returns the results by index, so the
/// outcome never depends on the number of threads or on which finishes first.
///
/// Each thread takes the next index from a shared counter (whole images, never shared pixels).
func parallelMap<T: Sendable>(count: Int, jobs: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
    let slots = Slots<T>(count: count)
    let workers = max(1, min(jobs, count))
    if workers == 1 {
        for i in 0..<count { slots.store(body(i), at: i) }
        return slots.collected()
    }
    let group = DispatchGroup()
    for _ in 0..<workers {
        group.enter()
        let thread = Thread {
            while let i = slots.claim() { slots.store(body(i), at: i) }
            group.leave()
        }
        thread.stackSize = 8 << 20  // as the main thread's: rendering may recurse
        thread.start()
    }
    group.wait()
    return slots.collected()
}

/// Results by index and the next index to hand out, behind one lock.
private final class Slots<T: Sendable>: Sendable {
    private struct State {
        var items: [T?]
        var next = 0
    }
    private let state: Locked<State>

    init(count: Int) { state = Locked(State(items: Array(repeating: nil, count: count))) }

    func claim() -> Int? {
        state.withLock { state in
            guard state.next < state.items.count else { return nil }
            state.next += 1
            return state.next - 1
        }
    }

    func store(_ value: T, at index: Int) {
        state.withLock { $0.items[index] = value }
    }

    func collected() -> [T] {
        state.withLock { $0.items.map { $0! } }
    }
}
