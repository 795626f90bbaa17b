// Atomic replacement of a file: write a temporary sibling, then rename over the target.
import Foundation

/// Writes files so that readers see either the old content or the complete new content.
///
/// ```swift
/// try AtomicFile.write(pngBytes, to: "__snapshots__/alert.png")
/// ```
public enum AtomicFile {
    /// Writes bytes atomically: a temporary file in the same directory, fsync-free rename over
    /// the target; on any failure the target is untouched and the temp file removed. The new
    /// file gets mode 0644.
    ///
    /// ```swift
    /// try AtomicFile.write(Array("hello".utf8), to: "/tmp/greeting.txt")
    /// ```
    public static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        try stage(bytes, for: path).commit()
    }

    /// Writes bytes into a temporary sibling of `path` without touching `path`; `commit()` renames
    /// it over `path`, `discard()` removes it. Several files replaced together are staged first, so
    /// a failure while writing leaves every one of them as it was.
    ///
    /// ```swift
    /// let staged = try pairs.map { try AtomicFile.stage($0.bytes, for: $0.path) }
    /// for s in staged { try s.commit() }
    /// ```
    public static func stage(_ bytes: [UInt8], for path: String) throws(FileError) -> StagedFile {
        let (fd, temporary) = try createTemporary(for: path)
        var isOpen = true
        var staged = false
        defer {
            if isOpen { close(fd) }
            if !staged { unlink(temporary) }
        }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                Foundation.write(fd, raw.baseAddress! + offset, raw.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw FileError.system(path, "cannot write \(temporary)")
            }
            offset += written
        }
        guard fchmod(fd, 0o644) == 0 else { throw FileError.system(path, "cannot set mode") }
        isOpen = false
        guard close(fd) == 0 else { throw FileError.system(path, "cannot close \(temporary)") }
        staged = true
        return StagedFile(path: path, temporary: temporary)
    }

    /// Throws the error `write(_:to:)` would throw before writing a byte: no file name, a
    /// missing or unwritable directory, a directory in the target's place. Commands with several
    /// outputs check them all first, so one bad output path leaves none of the others written.
    /// (A temporary file is created and removed: the one test that a write can start.)
    ///
    /// ```swift
    /// for path in [diffPath, stripPath] { try AtomicFile.checkWritable(path) }
    /// ```
    public static func checkWritable(_ path: String) throws(FileError) {
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw FileError(source: path, reason: "is a directory")
        }
        let (fd, temporary) = try createTemporary(for: path)
        close(fd)
        unlink(temporary)
    }

    /// A new, empty temporary sibling of `path` (`DIR/.NAME.tmp-XXXXXX`), open for writing.
    private static func createTemporary(for path: String) throws(FileError) -> (Int32, String) {
        guard !path.isEmpty, !path.hasSuffix("/") else {
            throw FileError(source: path, reason: "invalid path: no file name")
        }
        let directory: String
        let name: String
        if let slash = path.lastIndex(of: "/") {
            directory = slash == path.startIndex ? "/" : String(path[..<slash])
            name = String(path[path.index(after: slash)...])
        } else {
            directory = "."
            name = path
        }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        var template = Array("\(prefix).\(name).tmp-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            throw FileError.system(path, "cannot create a temporary file in \(directory)")
        }
        return (fd, template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
    }
}

/// A file's new content written beside it (`AtomicFile.stage`), not yet in its place.
public struct StagedFile: Sendable {
    /// The file it replaces.
    public let path: String
    let temporary: String

    /// Renames the new content over `path` (readers see the old file or the new one, never a part).
    public func commit() throws(FileError) {
        guard rename(temporary, path) == 0 else {
            // Named before the unlink, which may change errno.
            let error = FileError.system(path, "cannot replace")
            unlink(temporary)
            throw error
        }
    }

    /// Removes the new content; `path` stays as it is.
    public func discard() { unlink(temporary) }
}
