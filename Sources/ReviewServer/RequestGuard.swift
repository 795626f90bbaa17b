import Foundation

/// The checks every request passes before it is handled (docs/contract.md, "Security"): the `Host` must
/// be the address served (a page of another site that rebinds its DNS name to 127.0.0.1 sends
/// its own name), and a request that changes anything must carry the run's token and come from
/// this origin (or name none).
public struct RequestGuard: Sendable {
    /// `Host` values accepted: `127.0.0.1:PORT`, and `localhost:PORT` when serving on loopback.
    public let hosts: Set<String>
    /// The run's random token (in the printed URL; the page sends it as `X-Alertsnap-Token`).
    public let token: String

    /// A guard for a server at `address`:`port`.
    public init(address: String, port: UInt16, token: String) {
        let bracketed = address.contains(":") ? "[\(address)]" : address
        var hosts: Set<String> = ["\(bracketed):\(port)"]
        if RequestGuard.isLoopback(address) { hosts.insert("localhost:\(port)") }
        self.hosts = hosts
        self.token = token
    }

    /// Why `request` is refused (status and a one-line reason), or nil when it may be handled.
    public func refusal(_ request: HTTPRequest) -> (status: Int, reason: String)? {
        guard let host = request.headers["host"], hosts.contains(host.lowercased()) else {
            return (403, "Host \(request.headers["host"] ?? "(none)") is not the address served")
        }
        guard Self.changesState(request.method) else { return nil }
        guard let sent = request.headers["x-alertsnap-token"] ?? request.query["token"],
            Self.constantTimeEqual(sent, token)
        else {
            return (403, "a request that changes files needs this run's token")
        }
        if let origin = request.headers["origin"], origin != "http://\(host)" {
            return (403, "Origin \(origin) is not this server")
        }
        return nil
    }

    /// Whether a method may change state (everything but GET, HEAD and OPTIONS).
    static func changesState(_ method: String) -> Bool { !["GET", "HEAD", "OPTIONS"].contains(method) }

    /// Whether `address` is a loopback address (127.0.0.0/8, ::1).
    public static func isLoopback(_ address: String) -> Bool {
        address.hasPrefix("127.") || address == "::1" || address == "localhost"
    }

    /// A random token of 32 hex digits from the system's random source.
    public static func makeToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<16).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }

    private static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8)
        let y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for i in x.indices { difference |= x[i] ^ y[i] }
        return difference == 0
    }
}

/// The folders whose files may be read over HTTP: the served specs' folders, their golden
/// folders and the report. A path with a `..` component is refused outright; any other is
/// resolved (symbolic links followed) and must stay inside one of them.
public struct ReadableFolders: Sendable {
    /// The folders, each resolved, with a trailing `/`.
    public private(set) var roots: [String] = []

    /// No folder: nothing is readable.
    public init() {}

    /// Adds `folder` (resolved, when it exists).
    public mutating func add(_ folder: String) {
        guard let real = Self.realPath(folder) else { return }
        let root = real.hasSuffix("/") ? real : real + "/"
        if !roots.contains(root) { roots.append(root) }
    }

    /// The resolved path of `path` (relative to the current folder) when it is a regular file
    /// inside a root; else why not.
    public func resolve(_ path: String) -> Result<String, ServeError> {
        if path.split(separator: "/", omittingEmptySubsequences: false).contains("..") {
            return .failure(.parentPath(path))
        }
        guard let real = Self.realPath(path) else { return .failure(.noSuchFile(path)) }
        guard roots.contains(where: { real.hasPrefix($0) }) else {
            return .failure(.outsideServedFolders(path))
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: real, isDirectory: &isFolder), !isFolder.boolValue else {
            return .failure(.notAFile(path))
        }
        return .success(real)
    }

    /// `realpath(3)`: absolute, symbolic links resolved; nil when the path does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
