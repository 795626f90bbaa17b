import Foundation

/// SHA-256 digests of whole files.
public enum FileDigest {
    /// Bytes read at a time by `sha256(ofFile:limit:)`: small enough to stay in the allocator's heap
    /// and the CPU's cache, large enough that the system calls cost nothing next to the hashing.
    static let chunkBytes = 64 << 10

    /// The lowercase hex SHA-256 of the regular file at `path`, of at most `limit` bytes:
    /// `SHA256.hex(of:)` of its bytes without holding the file. Every `check` hashes the 24 MB of
    /// bundled fonts for its environment, and reading each font whole first would cost a fresh
    /// zero-filled buffer of its size. Refuses what `PNGFile.readFile` refuses, with the same
    /// messages: a file that is not regular, one larger than `limit`, any system failure.
    ///
    /// ```swift
    /// let digest = try FileDigest.sha256(ofFile: "Fonts/Inter-Regular.otf", limit: 512 << 20)
    /// ```
    public static func sha256(ofFile path: String, limit: Int) throws(FileError) -> String {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { throw FileError.system(path, "cannot open") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileError.system(path, "cannot stat") }
        if let kind = FileError.kind(ofNonRegular: info.st_mode) {
            throw FileError(source: path, reason: "is \(kind), not a regular file")
        }
        guard Int(info.st_size) <= limit else {
            throw FileError(source: path, reason: "the file is \(info.st_size) bytes; at most \(limit) are read")
        }
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkBytes, alignment: 64)
        defer { chunk.deallocate() }
        var hash = SHA256()
        var total = 0
        while true {
            let got = read(fd, chunk.baseAddress!, chunk.count)
            if got == 0 { break }
            if got < 0 {
                if errno == EINTR { continue }
                throw FileError.system(path, "cannot read")
            }
            total += got
            guard total <= limit else {
                throw FileError(source: path, reason: "the file grew past \(limit) bytes while read")
            }
            hash.update(UnsafeRawBufferPointer(rebasing: chunk[..<got]).bindMemory(to: UInt8.self))
        }
        return hash.finalize()
    }
}
