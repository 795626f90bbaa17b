import Foundation

/// Runs `body` for indexes `0..<count` on up to `jobs` threads and returns the results by index, so
/// the outcome never depends on the number of threads or on which finishes first. Work is split
/// by whole items (whole images, never shared pixels).
///
/// ```swift
/// let squares = parallelMap(count: 4, jobs: 2) { i in i * i }   // [0, 1, 4, 9]
/// ```
public func parallelMap<T: Sendable>(count: Int, jobs: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
    parallelMap(count: count, jobs: jobs, perThread: { () }) { _, i in body(i) }
}

/// `parallelMap` where each thread first makes its own `State` with `perThread` and hands it to
/// every `body` call it runs: buffers one thread reuses from one item to the next (a canvas), never
/// seen by another thread. What `body` returns must not depend on what the state held before.
public func parallelMap<State, T: Sendable>(
    count: Int, jobs: Int, perThread: @escaping @Sendable () -> State,
    _ body: @escaping @Sendable (State, Int) -> T
) -> [T] {
    parallelMap(count: count, groupStarts: [0], jobs: jobs, perThread: perThread, body)
}

/// `parallelMap` over indexes `0..<count` cut into consecutive groups (`groupStarts`: the first
/// index of each, ascending, the first 0), where items of one group share work that the first of
/// them does and the others reuse (the snapshots of one presenting layer: the first paints it,
/// the others copy it). Each thread stays on one group: it takes the group's next item while
/// there is one, then a group no thread has started, and only when none is left helps the group
/// with the most items remaining. So two threads start on two different groups instead of both
/// painting the same layer at once. With one group, each thread takes the next index.
public func parallelMap<State, T: Sendable>(
    count: Int, groupStarts: [Int], jobs: Int, perThread: @escaping @Sendable () -> State,
    _ body: @escaping @Sendable (State, Int) -> T
) -> [T] {
    parallelMap(count: count, groupStarts: groupStarts, jobs: jobs, perThread: perThread, stopsAfter: nil, body)
        .map { $0! }
}

/// The one parallel loop under every `parallelMap`: items handed out as the grouped `parallelMap`
/// says, each result stored in its own slot. When `stopsAfter` says a result ends the run (a
/// failure), no item starts after it; the items already started finish, and the slots of those
/// never started stay nil. With one group, items start in index order, so every item before the
/// one that stopped the run has a result.
///
/// ```swift
/// let results = parallelMap(count: 10, groupStarts: [0], jobs: 2, perThread: { () },
///                           stopsAfter: { $0 < 0 }) { _, i in i == 3 ? -1 : i }
/// // results[0...3] are set; later slots may be nil
/// ```
public func parallelMap<State, T: Sendable>(
    count: Int, groupStarts: [Int], jobs: Int, perThread: @escaping @Sendable () -> State,
    stopsAfter: (@Sendable (T) -> Bool)?, _ body: @escaping @Sendable (State, Int) -> T
) -> [T?] {
    let slots = GroupedSlots<T>(count: count, groupStarts: groupStarts)
    let workers = max(1, min(jobs, count))
    @Sendable func run(_ state: State, _ i: Int) {
        let value = body(state, i)
        if let stopsAfter, stopsAfter(value) { slots.stop() }
        slots.store(value, at: i)
    }
    if workers == 1 {
        // In order, on the calling thread: no thread to start for one job.
        let state = perThread()
        var current: Int? = nil
        while let (i, g) = slots.claim(staying: current) {
            current = g
            run(state, i)
        }
        return slots.collected()
    }
    let group = DispatchGroup()
    for _ in 0..<workers {
        group.enter()
        let thread = Thread {
            let state = perThread()
            var current: Int? = nil
            while let (i, g) = slots.claim(staying: current) {
                current = g
                run(state, i)
            }
            group.leave()
        }
        thread.stackSize = 8 << 20  // as the main thread's: rendering may recurse
        thread.start()
    }
    group.wait()
    return slots.collected()
}

/// Results by index and, per group, the next item to hand out and its end, behind one lock.
final class GroupedSlots<T: Sendable>: Sendable {
    private struct State {
        var items: [T?]
        /// Per group: its first index, the next index to hand out, and its end.
        let starts: [Int]
        var next: [Int]
        let end: [Int]
        /// Groups before this one have all been started.
        var untouched = 0
    }
    private let state: Locked<State>

    /// Slots for `count` items in groups starting at `groupStarts` (empty or out-of-order
    /// starts are dropped; a missing 0 is added).
    init(count: Int, groupStarts: [Int]) {
        var starts = [0]
        for s in groupStarts where s > starts[starts.count - 1] && s < count { starts.append(s) }
        let ends = Array(starts.dropFirst()) + [count]
        state = Locked(State(items: Array(repeating: nil, count: count), starts: starts, next: starts, end: ends))
    }

    /// The next index for a thread on group `current` (nil: none yet) and the group it belongs
    /// to; nil when every item is handed out.
    func claim(staying current: Int?) -> (index: Int, group: Int)? {
        state.withLock { s -> (index: Int, group: Int)? in
            var g = current.flatMap { s.next[$0] < s.end[$0] ? $0 : nil }
            if g == nil {
                while s.untouched < s.starts.count, s.next[s.untouched] != s.starts[s.untouched] { s.untouched += 1 }
                if s.untouched < s.starts.count { g = s.untouched }
            }
            if g == nil {
                // Every group started: help the one with the most left.
                var most = 0
                for k in s.next.indices where s.end[k] - s.next[k] > most {
                    most = s.end[k] - s.next[k]
                    g = k
                }
            }
            guard let g, s.next[g] < s.end[g] else { return nil }
            s.next[g] += 1
            return (s.next[g] - 1, g)
        }
    }

    /// Hands out no more items: every group counts as finished.
    func stop() {
        state.withLock { s in
            s.next = s.end
            s.untouched = s.starts.count
        }
    }

    func store(_ value: T, at index: Int) {
        state.withLock { $0.items[index] = value }
    }

    func collected() -> [T?] {
        state.withLock { $0.items }
    }
}
