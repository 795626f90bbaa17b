import Foundation
import Support

/// A one-line progress display on standard error, updated in place with `\r`, shown only when
/// standard error is a terminal: piped or redirected output gets nothing extra.
///
/// ```swift
/// let progress = ProgressLine.forStandardError()
/// progress?.update(done: 3, total: 18, current: "save-confirm")
/// progress?.finish()
/// ```
public final class ProgressLine: Sendable {
    private let write: @Sendable (String) -> Void
    /// Whether the line is on screen; the lock also keeps writes whole.
    private let shown = Locked(false)

    /// A progress line writing through `write` (tests pass a collector).
    public init(write: @escaping @Sendable (String) -> Void) { self.write = write }

    /// A progress line on standard error if it is a terminal, else `nil`.
    public static func forStandardError() -> ProgressLine? {
        guard isatty(STDERR_FILENO) == 1 else { return nil }
        return ProgressLine { text in FileHandle.standardError.write(Data(text.utf8)) }
    }

    /// `\r[3/18] save-confirm` with the rest of the line cleared.
    public func update(done: Int, total: Int, current: String) {
        shown.withLock { shown in
            shown = true
            write("\r\u{1B}[2K[\(done)/\(total)] \(current)")
        }
    }

    /// Clears the line so that what follows starts at column 0.
    public func finish() {
        shown.withLock { shown in
            if shown { write("\r\u{1B}[2K") }
            shown = false
        }
    }
}
