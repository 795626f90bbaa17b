import AlertRender
import Foundation
import SnapshotCheck
import Support

/// What `alertsnap serve` serves and where.
public struct ServeOptions: Sendable {
    /// Folders and spec files, found as `check` finds them; empty: the current folder (or, with
    /// a report, the specs it names).
    public var inputs: [String]
    /// The address listened on (default loopback).
    public var host = "127.0.0.1"
    /// The port; 0 takes a free one.
    public var port: UInt16 = 0
    /// A `check --report` folder to review instead of this checkout's own comparison.
    public var reportDirectory: String?
    /// Renders at once (default: one per core).
    public var workers = ProcessInfo.processInfo.activeProcessorCount
    /// The run's token; a random one when nil.
    public var token: String?
    /// Request bodies larger than this are refused (413).
    public var maxBodyBytes = 1 << 20

    /// Options serving `inputs` on loopback at a free port.
    public init(inputs: [String]) { self.inputs = inputs }
}

/// A running `alertsnap serve`: the HTTP server, the gallery of the served specs with its render
/// queue, and the file watcher that keeps it current. Stop it with `stop()`.
///
/// ```swift
/// let session = try ReviewSession(ServeOptions(inputs: ["Fixtures"]))
/// print(session.url)   // http://127.0.0.1:PORT/?token=T
/// ```
public final class ReviewSession: @unchecked Sendable {
    /// The address to open, token included.
    public let url: String
    /// The port listened on.
    public let port: UInt16
    /// The run's token.
    public let token: String
    let gallery: Gallery
    let report: ReportReview?
    let queue: RenderQueue
    let events: StreamRegistry
    private var server: HTTPServer?
    private var watcher: FileWatcher?
    let readable = Locked(ReadableFolders())
    let requestGuard: Locked<RequestGuard?> = Locked(nil)
    let options: ServeOptions
    /// The goldens accepts replaced, for the page's undo.
    let trash: AcceptTrash

    /// Finds the specs, starts listening and queues the first renders; throws `ServeError` or
    /// `CheckError` (one line) when it cannot.
    public init(_ options: ServeOptions) throws {
        self.options = options
        let token = options.token ?? RequestGuard.makeToken()
        self.token = token
        var inputs = options.inputs
        if let dir = options.reportDirectory {
            let reviewed = try ReportReview(directory: dir)
            report = reviewed
            if inputs.isEmpty {
                inputs = Array(Set(reviewed.snapshots.map(\.spec))).filter { FileManager.default.fileExists(atPath: $0) }
                    .sorted()
                if inputs.isEmpty { throw ServeError.noReportSpecs(folder: dir) }
            }
        } else {
            report = nil
        }
        let workDirectory = try Self.makeWorkDirectory()
        trash = AcceptTrash(workDirectory: workDirectory)
        let events = StreamRegistry()
        self.events = events
        // The page shows "updating…" while renders are pending, and its counts as stale.
        queue = RenderQueue(workers: options.workers) { pending in
            events.broadcast(event: "pending", data: "{\"pending\": \(pending)}")
        }
        let renderer = try AlertRenderer()
        renderer.prepareEnvironment()
        gallery = Gallery(
            inputs: inputs, renderer: renderer, queue: queue, events: events, workDirectory: workDirectory)
        let gallery = gallery
        let watcher = try FileWatcher { paths in gallery.filesChanged(paths) }
        self.watcher = watcher
        gallery.watchFolder = { folder in watcher.watch(folder) }
        // Requests that come before this session is complete are answered 503.
        let reference = SessionReference()
        let server = try HTTPServer(address: options.host, port: options.port, maxBodyBytes: options.maxBodyBytes) {
            request in reference.session?.handle(request) ?? .error(503, "starting")
        }
        self.server = server
        port = server.port
        let shownHost = options.host.contains(":") ? "[\(options.host)]" : options.host
        url = "http://\(shownHost):\(server.port)/?token=\(token)"
        requestGuard.withLock { $0 = RequestGuard(address: options.host, port: server.port, token: token) }
        reference.session = self
        do { try gallery.loadAll() } catch {
            stop()
            throw error
        }
        refreshReadableFolders()
    }

    /// Stops watching, serving and rendering, and removes the server's own folder.
    public func stop() {
        server?.stop()
        server = nil
        watcher?.stop()
        watcher = nil
        queue.stop()
        try? FileManager.default.removeItem(atPath: gallery.workDirectory)
    }

    /// Renders waiting or running (tests wait for 0).
    public var pendingRenders: Int { queue.pending }

    /// The folders `/files/` may read: the specs' and goldens' folders and the report.
    func refreshReadableFolders() {
        var folders = ReadableFolders()
        for f in gallery.readableFolders() { folders.add(f) }
        if let dir = options.reportDirectory { folders.add(dir) }
        readable.withLock { $0 = folders }
    }

    private static func makeWorkDirectory() throws(ServeError) -> String {
        var template = Array((NSTemporaryDirectory() + "/alertsnap-serve.XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw .cannotCreateWorkFolder(in: NSTemporaryDirectory())
        }
        return String(cString: made)
    }
}

/// The session the server's handler calls, set once the session is made.
private final class SessionReference: @unchecked Sendable {
    weak var session: ReviewSession?
}
