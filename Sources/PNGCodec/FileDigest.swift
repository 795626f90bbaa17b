import Foundation

extension PNGCodec {
    /// Bytes read at a time by `digestFile`: small enough to stay in the allocator's heap and the
    /// CPU's cache, large enough that the system calls cost nothing next to the hashing.
    static let digestChunkBytes = 64 << 10

    /// The lowercase hex SHA-256 of the regular file at `path`: `SHA256.hex(of: readFile(path))`
    /// without holding the file. Every `check` hashes the 24 MB of bundled fonts for its
    /// environment; reading each font whole first cost a fresh zero-filled buffer of its size (as
    /// much time as the hashing itself). Refuses what `readFile` refuses, with the same messages.
    ///
    /// ```swift
    /// let digest = try PNGCodec.digestFile("Fonts/Inter-Regular.otf")
    /// ```
    public static func digestFile(_ path: String) throws(PNGError) -> String {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { throw systemError(path, "cannot open") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw systemError(path, "cannot stat") }
        if let kind = FileReader.notRegular(info.st_mode) {
            throw PNGError(source: path, reason: "is \(kind), not a regular file")
        }
        let limit = maxFileBytes
        guard Int(info.st_size) <= limit else {
            throw PNGError(source: path, reason: "the file is \(info.st_size) bytes; at most \(limit) are read")
        }
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: digestChunkBytes, alignment: 64)
        defer { chunk.deallocate() }
        var hash = SHA256()
        var total = 0
        while true {
            let got = read(fd, chunk.baseAddress!, chunk.count)
            if got == 0 { break }
            if got < 0 {
                if errno == EINTR { continue }
                throw systemError(path, "cannot read")
            }
            total += got
            guard total <= limit else {
                throw PNGError(source: path, reason: "the file grew past \(limit) bytes while read")
            }
            hash.update(UnsafeRawBufferPointer(rebasing: chunk[..<got]).bindMemory(to: UInt8.self))
        }
        return hash.finalize()
    }
}
