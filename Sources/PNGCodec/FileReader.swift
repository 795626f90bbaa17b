// Whole-file reading with POSIX calls, so failures carry the system's reason (strerror).
import Foundation
import Support

/// Reads regular files only, up to a byte cap: a device (`/dev/zero`) would be read until memory
/// ran out, and opening a FIFO would block forever, so both are refused in one line instead.
enum FileReader {
    /// The bytes of the regular file at `path`, at most `limit` of them; a directory, FIFO,
    /// device or socket, a file larger than `limit`, or any system failure becomes a `PNGError`
    /// naming `path`.
    ///
    /// ```swift
    /// let bytes = try FileReader.readAll("screens/home.png", limit: PNGFile.maxFileBytes)
    /// ```
    static func readAll(_ path: String, limit: Int = PNGFile.maxFileBytes) throws(PNGError) -> [UInt8] {
        // O_NONBLOCK: opening a FIFO with no writer returns at once instead of waiting for one;
        // it has no effect on the regular files that are then read.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { throw systemError(path, "cannot open") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw systemError(path, "cannot stat") }
        if let kind = FileError.kind(ofNonRegular: info.st_mode) {
            throw PNGError(source: path, reason: "is \(kind), not a regular file")
        }
        let size = Int(info.st_size)
        guard size <= limit else {
            throw PNGError(source: path, reason: "the file is \(size) bytes; at most \(limit) are read")
        }
        // One read into a buffer of the file's size; one byte more notices a file that grew. The
        // buffer is not zero-filled first (for 24 MB of fonts the clearing and its page faults
        // cost as much as hashing them); only the bytes read count.
        var count = 0
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: max(size, 0) + 1) { buffer, initialized in
            while count < buffer.count {
                let got = read(fd, buffer.baseAddress! + count, buffer.count - count)
                if got == 0 { break }
                if got < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    break
                }
                count += got
            }
            initialized = count
        }
        if failure != 0 {
            errno = failure
            throw systemError(path, "cannot read")
        }
        // A file that grew while it was read: go on, in larger and larger pieces, up to the limit.
        while count == bytes.count {
            guard bytes.count <= limit else {
                throw PNGError(source: path, reason: "the file grew past \(limit) bytes while read")
            }
            bytes += [UInt8](repeating: 0, count: min(max(bytes.count, 1 << 16), limit + 1 - bytes.count))
            while count < bytes.count {
                let got = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, $0.count - count) }
                if got == 0 { break }
                if got < 0 {
                    if errno == EINTR { continue }
                    throw systemError(path, "cannot read")
                }
                count += got
            }
            if count < bytes.count { break }  // the end of the file
        }
        bytes.removeSubrange(count...)
        return bytes
    }
}

/// A `PNGError` for `path` with `what` and the current `errno`'s description.
func systemError(_ path: String, _ what: String) -> PNGError {
    PNGError(FileError.system(path, what))
}

extension PNGFile {
    /// The lowercase hex SHA-256 of the regular file at `path` (at most `maxFileBytes`), read a
    /// piece at a time: Support's `FileDigest` with this codec's limit and error type.
    ///
    /// ```swift
    /// let digest = try PNGFile.digestFile("__snapshots__/alert.png")
    /// ```
    public static func digestFile(_ path: String) throws(PNGError) -> String {
        do { return try FileDigest.sha256(ofFile: path, limit: maxFileBytes) } catch { throw PNGError(error) }
    }
}
