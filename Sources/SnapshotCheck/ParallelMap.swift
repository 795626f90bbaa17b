import Foundation

/// Runs `body` for indexes `0..<count` on `jobs` threads and returns the results by index, so the
/// outcome never depends on the number of threads or on which finishes first.
///
/// Each thread takes the next index from a shared counter (whole images, never shared pixels).
func parallelMap<T: Sendable>(count: Int, jobs: Int, _ body: @escaping @Sendable (Int) -> T) -> [T]
{
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
private final class Slots<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [T?]
    private var next = 0

    init(count: Int) { items = Array(repeating: nil, count: count) }

    func claim() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < items.count else { return nil }
        next += 1
        return next - 1
    }

    func store(_ value: T, at index: Int) {
        lock.lock()
        items[index] = value
        lock.unlock()
    }

    func collected() -> [T] {
        lock.lock()
        defer { lock.unlock() }
        return items.map { $0! }
    }
}
