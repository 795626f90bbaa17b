import Foundation
import Locking

/// `parallelMap` over indexes `0..<count` cut into consecutive groups (`groupStarts`: the first
/// index of each, ascending, the first 0), where items of one group share work that the first of
/// them does and the others reuse (the snapshots of one presenting layer: the first paints it,
/// the others copy it). Each thread stays on one group: it takes the group's next item while
/// there is one, then a group no thread has started, and only when none is left helps the group
/// with the most items remaining. So two threads start on two different groups instead of both
/// painting the same layer at once, which a shared counter over the items made them do at the
/// start of every group. Results come back by index: the outcome never depends on the threads.
func parallelMap<State, T: Sendable>(
    count: Int, groupStarts: [Int], jobs: Int, perThread: @escaping @Sendable () -> State,
    _ body: @escaping @Sendable (State, Int) -> T
) -> [T] {
    let slots = GroupedSlots<T>(count: count, groupStarts: groupStarts)
    let workers = max(1, min(jobs, count))
    if workers == 1 {
        // In order, on the calling thread: no thread to start for one job.
        let state = perThread()
        for i in 0..<count { slots.store(body(state, i), at: i) }
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
                slots.store(body(state, i), at: i)
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

    func store(_ value: T, at index: Int) {
        state.withLock { $0.items[index] = value }
    }

    func collected() -> [T] {
        state.withLock { $0.items.map { $0! } }
    }
}
