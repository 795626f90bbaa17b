import PNGCodec
import Support

/// SHA-256 digests of the files renders read (presenting screens, fonts), each computed once per
/// process while the file keeps its size and modification time: a suite of hundreds of specs on one
/// screen hashes it once.
final class FileDigests: Sendable {
    /// Bound on remembered digests (each ~100 bytes); past it the table starts over.
    private static let capacity = 4096
    private let table = Locked<[FileStamp: String]>([:])

    /// The lowercase hex SHA-256 of the file at `path`.
    func digest(of path: String) throws(PNGError) -> String {
        let key = try FileStamp(path)
        if let hit = table.withLock({ $0[key] }) { return hit }
        let digest = try PNGFile.digestFile(path)
        table.withLock { table in
            if table.count >= Self.capacity { table.removeAll() }
            table[key] = digest
        }
        return digest
    }
}
