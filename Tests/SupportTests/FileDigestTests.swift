import Foundation
import PNGCodec
import Testing

@testable import Support

/// `FileDigest.sha256(ofFile:limit:)`: the digest of the whole file, read a piece at a time, and
/// the refusals of `PNGFile.readFile`, with the same lines.
@Suite struct FileDigestTests {
    @Test func equalsTheDigestOfTheWholeFileAtEverySizeAroundTheChunk() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("alertsnap-digest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let chunk = FileDigest.chunkBytes
        var seed: UInt32 = 12345
        for size in [0, 1, 63, 64, 65, chunk - 1, chunk, chunk + 1, 3 * chunk + 17] {
            let bytes = (0..<size).map { _ -> UInt8 in
                seed = seed &* 1_103_515_245 &+ 12345
                return UInt8(truncatingIfNeeded: seed >> 16)
            }
            let path = dir.appendingPathComponent("f\(size)").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            #expect(try FileDigest.sha256(ofFile: path, limit: PNGFile.maxFileBytes) == SHA256.hex(of: bytes), "\(size) bytes")
        }
        // The FIPS 180-4 vector, through a file.
        let abc = dir.appendingPathComponent("abc").path
        try Data("abc".utf8).write(to: URL(fileURLWithPath: abc))
        #expect(try FileDigest.sha256(ofFile: abc, limit: PNGFile.maxFileBytes) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func refusesWhatReadFileRefusesWithTheSameLine() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("alertsnap-digest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for path in [dir.path, dir.appendingPathComponent("missing").path, "/dev/zero"] {
            var readError: String?
            var digestError: String?
            do { _ = try PNGFile.readFile(path) } catch { readError = error.description }
            do { _ = try FileDigest.sha256(ofFile: path, limit: PNGFile.maxFileBytes) } catch {
                digestError = error.description
            }
            #expect(readError != nil && digestError == readError, "\(path)")
        }
    }
}
