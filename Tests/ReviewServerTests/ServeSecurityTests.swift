import Foundation
import Testing

@testable import ReviewServer

/// A served folder of small specs and the session serving it.
final class ServedWorkspace {
    let dir: URL
    let session: ReviewSession
    var port: UInt16 { session.port }
    var host: String { "127.0.0.1:\(session.port)" }

    init(specs: [String: String] = ["one": "One", "two": "Two"]) throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("alertsnap-serve-\(UUID().uuidString)")
        for (name, title) in specs { try Self.writeSpec(dir.appendingPathComponent("specs/\(name).json"), title: title) }
        var options = ServeOptions(inputs: [dir.appendingPathComponent("specs").path])
        options.token = "test-token"
        options.workers = 2
        session = try ReviewSession(options)
        try waitForRenders()
    }

    deinit {
        session.stop()
        try? FileManager.default.removeItem(at: dir)
    }

    static func writeSpec(_ url: URL, title: String) throws {
        let json = """
            {"ios": 18, "canvas": {"width": 120, "height": 90, "scale": 1},
             "safeArea": {"top": 0, "bottom": 0, "left": 0, "right": 0},
             "alert": {"title": "\(title)", "width": 100, "actions": [{"title": "OK"}]}}
            """
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(json.utf8).write(to: url)
    }

    /// Waits until no render is queued or running (at most 20 s).
    func waitForRenders() throws {
        let deadline = Date().addingTimeInterval(20)
        while session.pendingRenders > 0 {
            guard Date() < deadline else { throw RawHTTP.Failure("renders did not finish") }
            usleep(20_000)
        }
    }

    /// Waits until `condition` holds for the served JSON of `path` (at most 10 s).
    func wait(_ path: String, until condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(10)
        while true {
            let text = try get(path).text
            if condition(text) { return text }
            guard Date() < deadline else { throw RawHTTP.Failure("\(path) never became what was expected: \(text)") }
            usleep(20_000)
        }
    }

    func get(_ path: String, host: String? = nil) throws -> RawHTTP.Response {
        try RawHTTP.send(port: port, path: path, host: host)
    }

    func post(_ path: String, json: String, headers: [String: String] = ["X-Alertsnap-Token": "test-token"]) throws
        -> RawHTTP.Response
    {
        try RawHTTP.send(
            port: port, method: "POST", path: path, headers: headers.merging(["Content-Type": "application/json"]) { a, _ in a },
            body: Array(json.utf8))
    }

    /// The ID of the snapshot named `name`.
    func id(of name: String) throws -> Int {
        let list = try get("/api/snapshots").text
        guard let range = list.range(of: "\"name\":\"\(name)\"") else { throw RawHTTP.Failure("no \(name) in \(list)") }
        let before = list[..<range.lowerBound]
        guard let idRange = before.range(of: "{\"id\":", options: .backwards) else { throw RawHTTP.Failure("no id") }
        return Int(before[idRange.upperBound...].prefix { $0.isNumber })!
    }
}

/// Every refusal of SPEC.md's "Security", over a real socket.
@Suite(.serialized) struct ServeSecurityTests {
    @Test func servesThePageToItsOwnHostOnly() throws {
        let w = try ServedWorkspace()
        let page = try w.get("/")
        #expect(page.status == 200)
        #expect(page.text.contains("<title>alertsnap</title>"))
        #expect(page.headers["content-security-policy"]?.contains("default-src 'self'") == true)
        #expect(try w.get("/app.js").text.contains("EventSource"))
        #expect(try w.get("/", host: "localhost:\(w.port)").status == 200)
        // A page of another site whose name was rebound to 127.0.0.1 sends its own name.
        let rebound = try w.get("/api/snapshots", host: "evil.example:\(w.port)")
        #expect(rebound.status == 403)
        #expect(rebound.text.contains("is not the address served"))
        #expect(try w.get("/", host: "127.0.0.1:1").status == 403)
    }

    @Test func changesNeedTheTokenAndThisOrigin() throws {
        let w = try ServedWorkspace()
        let spec = w.dir.appendingPathComponent("specs/one.json").path
        let body = "{\"spec\": \"\(spec)\", \"variant\": {\"appearance\": \"dark\"}}"
        let noToken = try w.post("/api/variants", json: body, headers: [:])
        #expect(noToken.status == 403)
        #expect(noToken.text.contains("token"))
        #expect(try w.post("/api/variants", json: body, headers: ["X-Alertsnap-Token": "wrong-token"]).status == 403)
        let crossOrigin = try w.post(
            "/api/variants", json: body, headers: ["X-Alertsnap-Token": "test-token", "Origin": "http://evil.example"])
        #expect(crossOrigin.status == 403)
        #expect(crossOrigin.text.contains("Origin http://evil.example is not this server"))
        // A rebound name with the right token is refused too.
        let rebound = try RawHTTP.send(
            port: w.port, method: "POST", path: "/api/variants", host: "evil.example:\(w.port)",
            headers: ["X-Alertsnap-Token": "test-token"], body: Array(body.utf8))
        #expect(rebound.status == 403)
        // Same origin with the token: the variant is added.
        let added = try w.post(
            "/api/variants", json: body, headers: ["X-Alertsnap-Token": "test-token", "Origin": "http://\(w.host)"])
        #expect(added.status == 200, "\(added.text)")
        #expect(added.text.contains("\"id\""))
        _ = try w.wait("/api/snapshots") { $0.contains("\"name\":\"one.appearance=dark\"") }
    }

    @Test func readsStayInsideTheServedFolders() throws {
        let w = try ServedWorkspace()
        let specs = w.dir.appendingPathComponent("specs").path
        #expect(try w.get("/files/\(specs)/one.json").text.contains("\"title\": \"One\""))
        let dotDot = try w.get("/files/\(specs)/../../../../etc/passwd")
        #expect(dotDot.status == 403)
        #expect(dotDot.text.contains("a path with .. is not served"))
        // Percent-encoded dots are decoded before the check.
        #expect(try w.get("/files/\(specs)/%2e%2e/%2e%2e/etc/passwd").status == 403)
        #expect(try w.get("/files/etc/passwd").status == 403)
        #expect(try w.get("/files//etc/passwd").status == 403)
        // A symbolic link inside a served folder that points out of it.
        try FileManager.default.createSymbolicLink(atPath: specs + "/escape.txt", withDestinationPath: "/etc/passwd")
        let escaped = try w.get("/files/\(specs)/escape.txt")
        #expect(escaped.status == 403)
        #expect(escaped.text.contains("outside the served folders"))
    }

    @Test func bodiesOverOneMebibyteAreRefused() throws {
        let w = try ServedWorkspace()
        let big = [UInt8](repeating: 0x20, count: (1 << 20) + 1)
        let r = try RawHTTP.send(
            port: w.port, method: "POST", path: "/api/accept", headers: ["X-Alertsnap-Token": "test-token"], body: big)
        #expect(r.status == 413)
        // The server still answers.
        #expect(try w.get("/api/snapshots").status == 200)
    }
}
