import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A client that sends exactly the bytes it is given over a real socket to 127.0.0.1: no URL
/// normalization (a `../` stays), any `Host` or `Origin`.
enum RawHTTP {
    struct Response {
        var status: Int
        var headers: [String: String]
        var body: [UInt8]
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// Sends one request (`Connection: close` is added) and reads the whole response.
    static func send(
        port: UInt16, method: String = "GET", path: String, host: String? = nil, headers: [String: String] = [:],
        body: [UInt8] = []
    ) throws -> Response {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure("socket") }
        defer { close(fd) }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure("connect: \(String(cString: strerror(errno)))") }
        var head = "\(method) \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n"
        for (k, v) in headers { head += "\(k): \(v)\r\n" }
        if !body.isEmpty || method == "POST" { head += "Content-Length: \(body.count)\r\n" }
        head += "\r\n"
        let request = Array(head.utf8) + body
        var sent = 0
        while sent < request.count {
            let n = request[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            // The server may answer (413) and close before the whole body is sent.
            if n <= 0 { break }
            sent += n
        }
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n <= 0 { break }
            data += buffer[..<n]
        }
        guard let end = data.indices.first(where: { i in i + 3 < data.count && data[i..<i + 4].elementsEqual([13, 10, 13, 10]) })
        else { throw Failure("no complete response: \(String(decoding: data, as: UTF8.self))") }
        let lines = String(decoding: data[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let status = Int(lines[0].split(separator: " ")[1]) ?? 0
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            if let colon = line.firstIndex(of: ":") {
                headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        var payload = Array(data[(end + 4)...])
        if headers["transfer-encoding"] == "chunked" { payload = dechunk(payload) }
        return Response(status: status, headers: headers, body: payload)
    }

    static func dechunk(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            guard let lineEnd = bytes[i...].firstIndex(of: 13) else { break }
            let size = Int(String(decoding: bytes[i..<lineEnd], as: UTF8.self), radix: 16) ?? 0
            if size == 0 { break }
            let start = lineEnd + 2
            out += bytes[start..<min(bytes.count, start + size)]
            i = start + size + 2
        }
        return out
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ d: String) { description = d }
    }
}
