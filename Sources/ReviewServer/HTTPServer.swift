import AlertModel
import CMicroHTTPD
import Foundation

/// One HTTP request as the handler sees it: its body is complete (or known to be too large).
public struct HTTPRequest: Sendable {
    /// `GET`, `POST`, ...
    public var method: String
    /// The path, percent-decoded by libmicrohttpd, without the query.
    public var path: String
    /// The query's arguments, decoded.
    public var query: [String: String]
    /// Request headers, names lowercased.
    public var headers: [String: String]
    /// The body, at most the server's limit.
    public var body: [UInt8]
    /// The body was larger than the limit (it was not kept).
    public var bodyTooLarge: Bool

    /// A request with these parts (tests build them without a socket).
    public init(
        method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:],
        body: [UInt8] = [], bodyTooLarge: Bool = false
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
        self.bodyTooLarge = bodyTooLarge
    }
}

/// What the handler answers: a status, headers and either bytes or an endless event stream.
public struct HTTPResponse: Sendable {
    /// The HTTP status code.
    public var status: Int
    /// Header name and value pairs (Content-Type among them).
    public var headers: [(String, String)]
    /// The body, when not a stream.
    public var body: [UInt8]
    /// A Server-Sent Events stream, written as its events come.
    public var stream: EventStream?

    /// A response of `body` with its content type; nothing is cached by the browser.
    public init(status: Int, contentType: String, body: [UInt8]) {
        self.status = status
        headers = [("Content-Type", contentType), ("Cache-Control", "no-store")]
        self.body = body
        stream = nil
    }

    /// An endless `text/event-stream` response fed by `stream`.
    public init(stream: EventStream) {
        status = 200
        headers = [("Content-Type", "text/event-stream"), ("Cache-Control", "no-store")]
        body = []
        self.stream = stream
    }

    /// A JSON body.
    public static func json(_ text: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "application/json; charset=utf-8", body: Array(text.utf8))
    }

    /// `{"error": message}` with `status`.
    public static func error(_ status: Int, _ message: String) -> HTTPResponse {
        json("{\"error\":" + JSONValue.quoted(message) + "}\n", status: status)
    }
}

/// An HTTP server on GNU libmicrohttpd: a thread polls the socket and every connection gets a
/// thread of its own, so a handler (a render, an event stream waiting for its next event) may
/// block without stopping the others.
public final class HTTPServer: @unchecked Sendable {
    /// The handler of every request; called on the connection's thread.
    public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

    let handler: Handler
    let maxBodyBytes: Int
    private var daemon: OpaquePointer?
    /// The port listened on (the one the kernel chose when 0 was asked for).
    public private(set) var port: UInt16 = 0
    /// Streams still open, ended when the server stops.
    let streams = StreamRegistry()

    /// Listens on `address` (an IPv4 or IPv6 literal) and `port` (0: a free one). Throws
    /// `ServeError` when the address is not a literal or the port cannot be bound.
    public init(address: String, port: UInt16, maxBodyBytes: Int, handler: @escaping Handler) throws(ServeError) {
        self.handler = handler
        self.maxBodyBytes = maxBodyBytes
        var v4 = sockaddr_in()
        var v6 = sockaddr_in6()
        var flags = MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_THREAD_PER_CONNECTION.rawValue
        let started: OpaquePointer?
        let cls = Unmanaged.passUnretained(self).toOpaque()
        if inet_pton(AF_INET, address, &v4.sin_addr) == 1 {
            v4.sin_family = sa_family_t(AF_INET)
            v4.sin_port = port.bigEndian
            started = withUnsafePointer(to: &v4) { p in
                p.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    alertsnap_mhd_start(flags, $0, accessHandler, cls, completedHandler, 256, 120)
                }
            }
        } else if inet_pton(AF_INET6, address, &v6.sin6_addr) == 1 {
            v6.sin6_family = sa_family_t(AF_INET6)
            v6.sin6_port = port.bigEndian
            flags |= MHD_USE_IPv6.rawValue
            started = withUnsafePointer(to: &v6) { p in
                p.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    alertsnap_mhd_start(flags, $0, accessHandler, cls, completedHandler, 256, 120)
                }
            }
        } else {
            throw .notAnAddress(address)
        }
        guard let started else { throw .cannotListen(address: address, port: port) }
        daemon = started
        self.port = alertsnap_mhd_port(started)
    }

    /// Ends the event streams, closes the socket and waits for the connection threads.
    public func stop() {
        guard let daemon else { return }
        streams.endAll()
        MHD_stop_daemon(daemon)
        self.daemon = nil
    }

    deinit { stop() }
}

/// A request's state between libmicrohttpd's calls: the body as it arrives.
private final class RequestState {
    var body: [UInt8] = []
    var tooLarge = false
}

/// Collects a connection's headers or query arguments.
private final class ValueCollector {
    var values: [String: String] = [:]
    let lowercased: Bool
    init(lowercased: Bool) { self.lowercased = lowercased }
}

private func values(_ connection: OpaquePointer?, _ kind: MHD_ValueKind, lowercased: Bool) -> [String: String] {
    let collector = ValueCollector(lowercased: lowercased)
    let cls = Unmanaged.passUnretained(collector).toOpaque()
    _ = MHD_get_connection_values(
        connection, kind,
        { cls, _, key, value in
            guard let cls, let key else { return .YES }
            let c = Unmanaged<ValueCollector>.fromOpaque(cls).takeUnretainedValue()
            let name = String(cString: key)
            c.values[c.lowercased ? name.lowercased() : name] = value.map { String(cString: $0) } ?? ""
            return .YES
        }, cls)
    return withExtendedLifetime(collector) { collector.values }
}

private let accessHandler: MHD_AccessHandlerCallback = {
    cls, connection, url, method, _, uploadData, uploadDataSize, conCls in
    guard let cls, let conCls, let uploadDataSize else { return .NO }
    let server = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue()
    guard let opaque = conCls.pointee else {
        // The first call: only the headers. A declared body over the limit is refused before it comes.
        let state = RequestState()
        if let length = values(connection, .HEADER_KIND, lowercased: true)["content-length"],
            let n = Int(length), n > server.maxBodyBytes
        {
            state.tooLarge = true
        }
        conCls.pointee = Unmanaged.passRetained(state).toOpaque()
        if state.tooLarge {
            return queue(.error(413, "request body larger than \(server.maxBodyBytes) bytes"), on: connection, server)
        }
        return .YES
    }
    let state = Unmanaged<RequestState>.fromOpaque(opaque).takeUnretainedValue()
    if uploadDataSize.pointee > 0 {
        let n = uploadDataSize.pointee
        if state.body.count + n > server.maxBodyBytes {
            state.tooLarge = true
            state.body = []
        } else if !state.tooLarge, let uploadData {
            uploadData.withMemoryRebound(to: UInt8.self, capacity: n) {
                state.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: n))
            }
        }
        uploadDataSize.pointee = 0
        return .YES
    }
    let request = HTTPRequest(
        method: method.map { String(cString: $0) } ?? "GET", path: url.map { String(cString: $0) } ?? "/",
        query: values(connection, .GET_ARGUMENT_KIND, lowercased: false),
        headers: values(connection, .HEADER_KIND, lowercased: true), body: state.body,
        bodyTooLarge: state.tooLarge)
    if request.bodyTooLarge {
        return queue(.error(413, "request body larger than \(server.maxBodyBytes) bytes"), on: connection, server)
    }
    return queue(server.handler(request), on: connection, server)
}

private let completedHandler: MHD_RequestCompletedCallback = { _, _, conCls, _ in
    guard let conCls, let opaque = conCls.pointee else { return }
    Unmanaged<RequestState>.fromOpaque(opaque).release()
    conCls.pointee = nil
}

/// Queues `response` on `connection`.
private func queue(_ response: HTTPResponse, on connection: OpaquePointer?, _ server: HTTPServer) -> MHD_Result {
    let made: OpaquePointer?
    if let stream = response.stream {
        server.streams.add(stream)
        made = MHD_create_response_from_callback(
            UInt64.max, 16 * 1024, streamReader, Unmanaged.passRetained(stream).toOpaque(), streamFreed)
    } else {
        made = response.body.withUnsafeBytes { raw in
            MHD_create_response_from_buffer(
                raw.count, UnsafeMutableRawPointer(mutating: raw.baseAddress), .RESPMEM_MUST_COPY)
        }
    }
    guard let made else { return .NO }
    for (name, value) in response.headers + securityHeaders { _ = MHD_add_response_header(made, name, value) }
    let result = MHD_queue_response(connection, UInt32(response.status), made)
    MHD_destroy_response(made)
    return result
}

/// Sent with every response: the pages load nothing from elsewhere and are never framed.
private let securityHeaders = [
    ("X-Content-Type-Options", "nosniff"),
    ("X-Frame-Options", "DENY"),
    ("Referrer-Policy", "no-referrer"),
    (
        "Content-Security-Policy",
        "default-src 'self'; img-src 'self' blob: data:; style-src 'self'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'"
    ),
]

private let streamReader: MHD_ContentReaderCallback = { cls, _, buffer, max in
    guard let cls, let buffer else { return -1 }
    let stream = Unmanaged<EventStream>.fromOpaque(cls).takeUnretainedValue()
    guard let bytes = stream.next(max: max) else { return -1 }  // the end of the stream
    bytes.withUnsafeBytes { raw in buffer.update(from: raw.bindMemory(to: CChar.self).baseAddress!, count: raw.count) }
    return bytes.count
}

private let streamFreed: MHD_ContentReaderFreeCallback = { cls in
    guard let cls else { return }
    let stream = Unmanaged<EventStream>.fromOpaque(cls).takeRetainedValue()
    stream.end()
}

