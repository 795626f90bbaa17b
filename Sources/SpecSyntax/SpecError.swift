/// A spec that cannot be used: one line naming the file, the key path and what is wrong, e.g.
/// `save.json: alert.actions[2].style: unknown value "danger"; expected default, cancel, destructive`.
public struct SpecError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file (as the user named it), or `<spec>` for in-memory specs.
    public let file: String
    /// The key path (`alert.actions[2].style`); empty for whole-file problems.
    public let path: String
    /// What is wrong with the value, e.g. `unknown value "danger"; expected default, cancel, destructive`.
    public let message: String

    /// An error about `path` in `file`.
    public init(file: String, path: String, message: String) {
        self.file = file
        self.path = path
        self.message = message
    }

    /// The one-line message the CLI prints: `file: path: message` (or `file: message` with no path).
    public var description: String {
        let path = Self.shortened(self.path)
        let message = Self.shortened(self.message)
        let line = path.isEmpty ? "\(file): \(message)" : "\(file): \(path): \(message)"
        // Keys and values quoted from a spec may hold line breaks or other control characters;
        // escaped, so the error stays one line.
        var out = ""
        for u in line.unicodeScalars {
            switch u {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 || u.value == 0x7F {
                    out += "\\u{\(String(u.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out
    }

    /// Longest key path or message shown whole, in Unicode scalars. Both quote the spec's own
    /// keys and values, which may be megabytes long; past this they keep their start and end.
    static let maxShownLength = 800

    /// `text`, or its first and last 300 scalars around a note of how much was left out.
    static func shortened(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > maxShownLength else { return text }
        var out = String(String.UnicodeScalarView(scalars.prefix(300)))
        out += "…(\(scalars.count - 600) characters left out)…"
        out += String(String.UnicodeScalarView(scalars.suffix(300)))
        return out
    }
}
