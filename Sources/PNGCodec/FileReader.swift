// Whole-file reading with POSIX calls, so failures carry the system's reason (strerror).
import Foundation

enum FileReader {
    /// The bytes of the file at `path`; any failure becomes a `PNGError` naming `path`.
    static func readAll(_ path: String) throws(PNGError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw systemError(path, "cannot open") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw systemError(path, "cannot stat") }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            throw PNGError(source: path, reason: "is a directory, not a PNG file")
        }
        var bytes = [UInt8]()
        bytes.reserveCapacity(max(Int(info.st_size), 0) + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw systemError(path, "cannot read")
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }
}

/// A `PNGError` for `path` with `what` and the current `errno`'s description.
func systemError(_ path: String, _ what: String) -> PNGError {
    PNGError(source: path, reason: "\(what): \(String(cString: strerror(errno)))")
}
