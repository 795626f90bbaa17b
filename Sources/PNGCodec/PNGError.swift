import Support

/// Why a PNG could not be read, decoded, encoded or written.
///
/// `source` names what was being processed (usually a file path), `reason` says what went
/// wrong, often in libpng's own words:
///
/// ```swift
/// do { _ = try PNGFile.decode(contentsOf: "broken.png") }
/// catch { print(error) }  // "broken.png: IHDR: CRC error"
/// ```
public struct PNGError: Error, CustomStringConvertible, Equatable {
    /// The file or buffer being processed, as named by the caller.
    public let source: String
    /// What went wrong.
    public let reason: String

    /// Makes an error for `source`.
    ///
    /// ```swift
    /// throw PNGError(source: "out.png", reason: "disk full")
    /// ```
    public init(source: String, reason: String) {
        self.source = source
        self.reason = reason
    }

    /// The same error as a `FileError` of Support (reading, hashing or writing a file) says.
    public init(_ error: FileError) {
        self.init(source: error.source, reason: error.reason)
    }

    /// `"<source>: <reason>"`.
    public var description: String { "\(source): \(reason)" }
}
