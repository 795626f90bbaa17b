// The page's "updating" state: the render queue reports how many jobs are pending as the count
// changes (a few reports for a burst, the last one 0), and the page's event stream carries it.
import Foundation
import Testing

@testable import ReviewServer

@Suite(.serialized) struct ServePendingTests {
    @Test func pendingRendersAreReportedUntilTheQueueDrains() throws {
        let counts = Counts()
        let queue = RenderQueue(workers: 1) { n in counts.append(n) }
        defer { queue.stop() }
        for i in 0..<20 { queue.enqueue("job-\(i)", .background) { _ in usleep(20_000) } }
        let deadline = Date().addingTimeInterval(10)
        while queue.pending > 0 && Date() < deadline { usleep(10_000) }
        usleep(20_000)
        let seen = counts.values
        #expect(seen.first.map { $0 > 0 } == true, "\(seen)")
        #expect(seen.last == 0, "\(seen)")
        // A few reports for 20 jobs, not one per job.
        #expect(seen.count < 10, "\(seen)")
    }

    @Test func thePagesStreamSaysHowManyRendersArePending() throws {
        let p = try ConfiguredProject()
        let session = try p.serve([p.dir.path])
        defer { session.stop() }
        // The hello says the count, then `pending` events follow a saved spec until it is 0.
        let stream = session.events.open { session.queue.pending }
        var text = String(decoding: stream.next(max: 4096) ?? [], as: UTF8.self)
        #expect(text.contains("event: hello\ndata: {\"pending\": 0}"), "\(text)")
        try p.write(title: "Sign out now?")
        func pendingEvents() -> [String] {
            text.components(separatedBy: "\n\n").filter { $0.hasPrefix("event: pending") }
        }
        let until = Date().addingTimeInterval(20)
        while pendingEvents().last?.hasSuffix("{\"pending\": 0}") != true, Date() < until, let more = stream.next(max: 4096) {
            text += String(decoding: more, as: UTF8.self)
        }
        stream.end()
        let events = pendingEvents()
        #expect(events.first?.range(of: #""pending": [1-9]"#, options: .regularExpression) != nil, "\(text)")
        #expect(events.last?.hasSuffix("{\"pending\": 0}") == true, "\(text)")
    }
}

/// The counts a render queue reports, from its workers' threads.
private final class Counts: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [Int] = []
    func append(_ n: Int) { lock.withLock { list.append(n) } }
    var values: [Int] { lock.withLock { list } }
}
