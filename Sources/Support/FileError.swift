import Foundation

/// Why a file could not be read, hashed or written: `source` names the file, `reason` says what
/// went wrong, often in the system's own words (`strerror`).
///
/// ```swift
/// do { try AtomicFile.write([1], to: "/missing/dir/x.png") }
/// catch { print(error) }  // "/missing/dir/x.png: cannot create a temporary file in /missing/dir: No such file or directory"
/// ```
public struct FileError: Error, CustomStringConvertible, Equatable {
    /// The file being processed, as named by the caller.
    public let source: String
    /// What went wrong.
    public let reason: String

    /// Makes an error for `source`.
    public init(source: String, reason: String) {
        self.source = source
        self.reason = reason
    }

    /// `"<source>: <reason>"`.
    public var description: String { "\(source): \(reason)" }

    /// An error for `path` saying `what` failed, with the current `errno`'s description.
    public static func system(_ path: String, _ what: String) -> FileError {
        FileError(source: path, reason: "\(what): \(String(cString: strerror(errno)))")
    }

    /// What a file of mode `mode` is when it is not a regular file ("a directory", "a FIFO", ...),
    /// else nil. Readers refuse those: a device (`/dev/zero`) would be read until memory ran out,
    /// and opening a FIFO would block forever.
    public static func kind(ofNonRegular mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a file"
        }
    }
}
