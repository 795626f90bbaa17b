import Foundation
import SnapshotCheck
import Support

/// The server's renders, at most one per worker (one worker per core): a burst of saves or
/// requests queues keys, never threads or images. A key queued twice runs once; a key queued
/// while its job runs runs again afterwards, so the last state is always rendered. Urgent jobs
/// (what the page waits for) go before background ones (reviews, lint).
final class RenderQueue: @unchecked Sendable {
    enum Priority { case urgent, background }

    private struct Job {
        let key: String
        let work: @Sendable (RenderScratch) -> Void
    }

    private let condition = NSCondition()
    private var urgent: [Job] = []
    private var background: [Job] = []
    private var queuedKeys = Set<String>()
    private var runningKeys = Set<String>()
    /// Jobs asked for again while running, started when they finish.
    private var again: [String: (Priority, Job)] = [:]
    private var stopped = false
    private var threads: [Thread] = []

    /// `workers` threads, each with its own render buffers.
    init(workers: Int) {
        for i in 0..<max(1, workers) {
            let t = Thread { [unowned self] in self.run() }
            t.name = "alertsnap-render-\(i)"
            threads.append(t)
            t.start()
        }
    }

    /// Queues `work` under `key` unless that key is already waiting.
    func enqueue(_ key: String, _ priority: Priority, _ work: @escaping @Sendable (RenderScratch) -> Void) {
        condition.lock()
        defer { condition.unlock() }
        guard !stopped else { return }
        let job = Job(key: key, work: work)
        if runningKeys.contains(key) {
            again[key] = (priority, job)
            return
        }
        guard queuedKeys.insert(key).inserted else {
            // Already waiting: an urgent request moves it to the front.
            if priority == .urgent, let i = background.firstIndex(where: { $0.key == key }) {
                urgent.append(background.remove(at: i))
            }
            return
        }
        if priority == .urgent { urgent.append(job) } else { background.append(job) }
        condition.signal()
    }

    /// Runs `work` on a worker and waits for its result (a page waiting for a whole-screen image).
    func run<T: Sendable>(_ work: @escaping @Sendable (RenderScratch) -> T) -> T {
        let done = DispatchSemaphore(value: 0)
        let result = Locked<T?>(nil)
        enqueue("sync-" + UUID().uuidString, .urgent) { scratch in
            result.withLock { $0 = work(scratch) }
            done.signal()
        }
        done.wait()
        return result.withLock { $0! }
    }

    /// Jobs waiting or running.
    var pending: Int {
        condition.lock()
        defer { condition.unlock() }
        return urgent.count + background.count + runningKeys.count
    }

    /// Lets the running jobs finish and stops the workers.
    func stop() {
        condition.lock()
        stopped = true
        urgent.removeAll()
        background.removeAll()
        condition.broadcast()
        condition.unlock()
        for t in threads { while !t.isFinished { usleep(5_000) } }
    }

    private func run() {
        let scratch = RenderScratch()
        while true {
            condition.lock()
            while urgent.isEmpty && background.isEmpty && !stopped { condition.wait() }
            if stopped {
                condition.unlock()
                return
            }
            let job = urgent.isEmpty ? background.removeFirst() : urgent.removeFirst()
            queuedKeys.remove(job.key)
            runningKeys.insert(job.key)
            condition.unlock()

            job.work(scratch)

            condition.lock()
            runningKeys.remove(job.key)
            if let (priority, next) = again.removeValue(forKey: job.key), !stopped {
                queuedKeys.insert(next.key)
                if priority == .urgent { urgent.append(next) } else { background.append(next) }
                condition.signal()
            }
            condition.unlock()
        }
    }
}
