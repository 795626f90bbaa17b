import AlertModel

/// One fact of `LayoutChanges` taken apart: `actions["Send all"].fill #FF5A36 -> #FF7A36` is
/// the path `actions["Send all"].fill`, the old value `#FF5A36` and the new `#FF7A36`.
struct Fact: Equatable {
    var path: String
    var old: String
    var new: String

    /// Nil for a fact that is no change of one value (`actions[2] added`, `backdrop none -> set`
    /// are kept whole as their path).
    init?(_ fact: String) {
        // The path ends at the first space outside a quoted title and its brackets
        // (`actions["Send all"].fill`); the old value at the first ` -> ` outside a quoted text.
        var depth = 0
        let whole = fact[...]
        let space = Self.firstOutsideQuotes(whole) { c, _ in
            if c == "[" { depth += 1 } else if c == "]" { depth -= 1 }
            return c == " " && depth == 0
        }
        guard let space else { return nil }
        let path = String(fact[..<space])
        let rest = fact[fact.index(after: space)...]
        guard let arrow = Self.firstOutsideQuotes(rest, { _, at in rest[at...].hasPrefix(" -> ") }),
            !path.hasSuffix(":")
        else { return nil }
        self.path = path
        old = String(rest[..<arrow])
        new = String(rest[rest.index(arrow, offsetBy: 4)...])
    }

    /// The first index of `text` outside a quoted text (`"..."`, with `\` escapes) where `stop` holds.
    private static func firstOutsideQuotes(_ text: Substring, _ stop: (Character, Substring.Index) -> Bool)
        -> Substring.Index?
    {
        var inQuote = false
        var escaped = false
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            if inQuote {
                if escaped {
                    escaped = false
                } else if c == "\\" {
                    escaped = true
                } else if c == "\"" {
                    inQuote = false
                }
            } else if c == "\"" {
                inQuote = true
            } else if stop(c, i) {
                return i
            }
            i = text.index(after: i)
        }
        return nil
    }

    /// `#2ED3A8 -> #2EC8A8`: what keys a cause.
    var change: String { "\(old) -> \(new)" }

    var isColor: Bool { Self.isColor(old) && Self.isColor(new) }

    /// A value of the design (a text, colour, size, weight, radius, the look), not a frame or a
    /// count that follows from one.
    var isDesignValue: Bool {
        let last = path.split(separator: ".").last.map(String.init) ?? path
        let geometry: Set<String> = ["x", "y", "width", "height", "lines", "count", "scale"]
        if geometry.contains(last) || path.contains(".frame") || path.hasPrefix("canvas") || path.hasPrefix("backdrop")
            || path == "actionAxis" || path == "contentScrolls" || path.hasSuffix(":")
        {
            return false
        }
        return true
    }

    /// The new value as its source would write it: a colour as is, a text without its quotes.
    var newValue: String? {
        if new.hasPrefix("\""), case .string(let s)? = try? JSONParser.parse(Array(new.utf8)) { return s }
        return new == "none" ? nil : new
    }

    static func isColor(_ s: String) -> Bool {
        s.hasPrefix("#") && (s.count == 7 || s.count == 9) && s.dropFirst().allSatisfy(\.isHexDigit)
    }
}

/// A fact that an element came or went: `actions["Delete Account"] added`, `message removed`.
/// An action is named by its title when the title is its own (`ActionPairing`), so a group can
/// look that title up in the changed inputs.
struct PresenceFact: Equatable {
    /// `actions["Delete Account"]`.
    var path: String
    /// Added, else removed.
    var added: Bool

    /// Nil for any other fact, and for a frame, the backdrop or the canvas coming or going (they
    /// follow from the dialog's own elements).
    init?(_ fact: String) {
        let added = fact.hasSuffix(" added")
        guard added || fact.hasSuffix(" removed") else { return nil }
        let path = String(fact.dropLast(added ? " added".count : " removed".count))
        guard !path.isEmpty, path.hasPrefix("actions[\"") || !path.contains(" "),
            !path.contains(".frame"), !path.hasPrefix("backdrop"), !path.hasPrefix("canvas")
        else { return nil }
        self.path = path
        self.added = added
    }

    /// `Delete Account` for `actions["Delete Account"]`; nil for an action named by its index or
    /// another element.
    var title: String? {
        guard path.hasPrefix("actions["), path.hasSuffix("]") else { return nil }
        let quoted = path.dropFirst("actions[".count).dropLast()
        guard quoted.hasPrefix("\""), case .string(let s)? = try? JSONParser.parse(Array(quoted.utf8)) else { return nil }
        return s
    }

    /// The fact as `LayoutChanges` says it.
    var text: String { "\(path) \(added ? "added" : "removed")" }
}
