import Foundation
import SnapshotCheck
import Support

/// The server's renders, at most one per worker (one worker per core): a burst of saves or
/// requests queues keys, never threads or images. A key queued twice runs once; a key queued
/// while its job runs runs again afterwards, so the last state is always rendered. Urgent jobs
/// (what the page waits for) go before background ones (reviews, lint). The count of jobs
/// waiting or running is reported as it changes (the page's "updating" state).
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
    /// Called with `pending` when the queue turns busy or idle, and at most every
    /// `reportInterval` in between; called under the queue's lock, so the counts arrive in order.
    private let onPending: (@Sendable (Int) -> Void)?
    private var reported = (count: 0, at: UInt64(0))
    static let reportInterval: UInt64 = 250_000_000

    /// `workers` threads, each with its own render buffers; `onPending` hears the count of jobs.
    init(workers: Int, onPending: (@Sendable (Int) -> Void)? = nil) {
        self.onPending = onPending
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
        report()
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
        return count
    }

    /// Jobs waiting or running; under the lock.
    private var count: Int { urgent.count + background.count + runningKeys.count }

    /// Tells `onPending` the count when the queue turned busy or idle, or the last report is
    /// older than `reportInterval` (a burst of hundreds of jobs is a few events); under the lock.
    private func report() {
        guard let onPending else { return }
        let n = count
        let now = DispatchTime.now().uptimeNanoseconds
        let turned = (n == 0) != (reported.count == 0)
        guard turned || (n != reported.count && now - reported.at >= Self.reportInterval) else { return }
        reported = (n, now)
        onPending(n)
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
            report()
            condition.unlock()
        }
    }
}
