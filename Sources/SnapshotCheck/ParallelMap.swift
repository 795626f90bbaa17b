import Foundation
import Locking

/// Runs `body` for indexes `0..<count` on `jobs` threads and returns the results by index, so the
/// outcome never depends on the number of threads or on which finishes first.
///
/// Each thread takes the next index from a shared counter (whole images, never shared pixels).
func parallelMap<T: Sendable>(count: Int, jobs: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
    parallelMap(count: count, jobs: jobs, perThread: { () }) { _, i in body(i) }
}

/// `parallelMap` where each thread first makes its own `State` with `perThread` and hands it to
/// every `body` call it runs: buffers one thread reuses from one item to the next (a canvas), never
/// seen by another thread. What `body` returns must not depend on what the state held before.
func parallelMap<State, T: Sendable>(
    count: Int, jobs: Int, perThread: @escaping @Sendable () -> State,
    _ body: @escaping @Sendable (State, Int) -> T
) -> [T] {
    let slots = Slots<T>(count: count)
    let workers = max(1, min(jobs, count))
    if workers == 1 {
        let state = perThread()
        for i in 0..<count { slots.store(body(state, i), at: i) }
        return slots.collected()
    }
    let group = DispatchGroup()
    for _ in 0..<workers {
        group.enter()
        let thread = Thread {
            let state = perThread()
            while let i = slots.claim() { slots.store(body(state, i), at: i) }
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
