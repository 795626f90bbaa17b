import Foundation

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
/// (The grouped `parallelMap` with one group: each thread takes the next index.)
func parallelMap<State, T: Sendable>(
    count: Int, jobs: Int, perThread: @escaping @Sendable () -> State,
    _ body: @escaping @Sendable (State, Int) -> T
) -> [T] {
    parallelMap(count: count, groupStarts: [0], jobs: jobs, perThread: perThread, body)
}
