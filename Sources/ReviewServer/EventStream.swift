import Foundation
import Support

/// One Server-Sent Events connection: events are queued by whoever publishes them and written by
/// the connection's thread as it asks for them. The queue is bounded: a client too slow to read
/// `maxQueued` events is ended (the page reconnects and reloads what it shows).
public final class EventStream: @unchecked Sendable {
    /// Events queued at most before the stream is ended.
    static let maxQueued = 1024
    /// A comment line is sent after this long without events, so proxies and the browser keep
    /// the connection and a closed one is noticed.
    static let keepAlive: TimeInterval = 15

    private let condition = NSCondition()
    private var pending: [UInt8] = []
    private var queued = 0
    private var ended = false

    /// An open stream starting with `retry` (milliseconds before the browser reconnects).
    public init() { pending = Array("retry: 500\n\n".utf8) }

    /// Queues `event` with `data` (one line of JSON).
    public func send(event: String, data: String) {
        condition.lock()
        defer { condition.unlock() }
        guard !ended else { return }
        queued += 1
        if queued > Self.maxQueued {
            ended = true
        } else {
            pending += Array("event: \(event)\ndata: \(data)\n\n".utf8)
        }
        condition.broadcast()
    }

    /// Ends the stream: the connection is closed once what is queued was sent.
    public func end() {
        condition.lock()
        ended = true
        condition.broadcast()
        condition.unlock()
    }

    /// Whether the stream was ended.
    public var isEnded: Bool {
        condition.lock()
        defer { condition.unlock() }
        return ended && pending.isEmpty
    }

    /// The next bytes to write, at most `max`: waits for an event (a keep-alive comment after
    /// `keepAlive`); `nil` once the stream has ended and everything was written.
    func next(max: Int) -> [UInt8]? {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: Self.keepAlive)
        while pending.isEmpty && !ended {
            if !condition.wait(until: deadline) { return Array(": keep-alive\n\n".utf8) }
        }
        if pending.isEmpty { return nil }
        let n = min(max, pending.count)
        let out = Array(pending[..<n])
        pending.removeFirst(n)
        queued = 0
        return out
    }
}

/// The open streams of a server: events go to all of them, and stopping ends them all.
public final class StreamRegistry: Sendable {
    private let streams = Locked<[EventStream]>([])

    /// Registers `stream` (and forgets the ones that ended).
    func add(_ stream: EventStream) {
        streams.withLock { list in
            list.removeAll { $0.isEnded }
            list.append(stream)
        }
    }

    /// Sends the event to every open stream.
    public func broadcast(event: String, data: String) {
        for s in streams.withLock({ $0 }) { s.send(event: event, data: data) }
    }

    /// How many streams are open.
    public var count: Int { streams.withLock { $0.filter { !$0.isEnded }.count } }

    /// Ends every stream.
    func endAll() {
        for s in streams.withLock({ $0 }) { s.end() }
    }
}
