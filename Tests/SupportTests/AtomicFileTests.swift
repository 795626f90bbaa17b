// AtomicFile: new files, replacement, and failures that leave the target and directory clean.
import Foundation
import Testing

@testable import Support

@Suite struct AtomicFileTests {
    /// A fresh empty directory for one test.
    static func makeDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "atomicfile-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func contents(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    static func listing(_ directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    @Test func writesANewFileWithNoTemporaryLeftBehind() throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/new.png"
        try AtomicFile.write([1, 2, 3], to: path)
        #expect(Self.contents(path) == [1, 2, 3])
        #expect(Self.listing(directory) == ["new.png"])
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o644)
    }

    @Test func replacesAnExistingFile() throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/golden.png"
        try AtomicFile.write(Array(repeating: 7, count: 100_000), to: path)
        try AtomicFile.write([9, 9], to: path)
        #expect(Self.contents(path) == [9, 9])
        #expect(Self.listing(directory) == ["golden.png"])
    }

    @Test func writesAnEmptyFileAndARelativePath() throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let previous = FileManager.default.currentDirectoryPath
        #expect(FileManager.default.changeCurrentDirectoryPath(directory))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        try AtomicFile.write([], to: "empty.bin")
        #expect(Self.contents(directory + "/empty.bin") == [])
    }

    @Test func aMissingDirectoryIsAnErrorNamingThePath() {
        let path = "/nonexistent-alertsnap-dir/sub/out.png"
        let error = #expect(throws: FileError.self) { try AtomicFile.write([1], to: path) }
        #expect(error?.source == path)
        #expect(error?.reason.contains("No such file or directory") == true)
    }

    @Test(arguments: ["", "some/dir/"])
    func aPathWithoutAFileNameIsAnError(path: String) {
        let error = #expect(throws: FileError.self) { try AtomicFile.write([1], to: path) }
        #expect(error?.reason.contains("invalid path") == true)
    }

    @Test func aDirectoryInTheWayIsLeftIntactAndTheTemporaryRemoved() throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let target = directory + "/out.png"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        try AtomicFile.write([5], to: target + "/inside.png")
        // rename(2) cannot put a file over a non-empty directory: the write fails after the
        // temporary was written.
        let error = #expect(throws: FileError.self) { try AtomicFile.write([1, 2], to: target) }
        #expect(error?.reason.contains("cannot replace") == true)
        #expect(Self.listing(directory) == ["out.png"])
        #expect(Self.contents(target + "/inside.png") == [5])
    }

    @Test func anExistingFileInAnUnwritableDirectoryIsLeftIntact() throws {
        // /proc refuses new files even to root, so this holds whoever runs the tests.
        let path = "/proc/version"
        let before = try #require(Self.contents(path))
        let error = #expect(throws: FileError.self) { try AtomicFile.write([1, 2, 3], to: path) }
        #expect(error?.reason.contains("cannot create a temporary file in /proc") == true)
        #expect(Self.contents(path) == before)
    }

    @Test func aStagedFileTouchesNothingUntilCommittedAndADiscardedOneLeavesNothing() throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let a = directory + "/a.png"
        let b = directory + "/b.png"
        try AtomicFile.write([1], to: a)
        try AtomicFile.write([2], to: b)
        let staged = [try AtomicFile.stage([10], for: a), try AtomicFile.stage([20], for: b)]
        #expect(Self.contents(a) == [1] && Self.contents(b) == [2])
        #expect(Self.listing(directory).count == 4)
        try staged[0].commit()
        staged[1].discard()
        #expect(Self.contents(a) == [10] && Self.contents(b) == [2])
        #expect(Self.listing(directory) == ["a.png", "b.png"])
    }
}
