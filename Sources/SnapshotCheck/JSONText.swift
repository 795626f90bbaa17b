import AlertModel
import ImageDiff
import Raster

/// Small helpers that write JSON with keys in a fixed order (Foundation's serializer sorts or
/// shuffles them), so machine output is stable and diffable.
enum JSONText {
    /// A JSON string literal.
    static func string(_ s: String) -> String { JSONValue.quoted(s) }

    static func string(_ s: String?) -> String { s.map { string($0) } ?? "null" }

    /// A finite number in its shortest round-trip form; whole numbers without a fraction.
    static func number(_ d: Double) -> String {
        guard d.isFinite else { return "null" }
        if d == d.rounded(), abs(d) < 1e15 { return String(Int(d)) }
        return "\(d)"
    }

    /// `{"k": v, ...}` from already-encoded values, in the given order.
    static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }

    static func array(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }

    static func bounds(_ b: PixelRect?) -> String {
        guard let b else { return "null" }
        return object([
            ("x", String(b.x)), ("y", String(b.y)), ("width", String(b.width)),
            ("height", String(b.height)),
        ])
    }
}

extension DiffResult {
    /// docs/contract.md's `diff --json` object: `identical, diffPixels, totalPixels, ratio, maxDelta, bounds,
    /// sizeMismatch` in that order, then `aaPixels`.
    ///
    /// ```swift
    /// print(ImageComparison.compare(a, b).jsonString)
    /// // {"identical": false, "diffPixels": 12, "totalPixels": 100, ...}
    /// ```
    public var jsonString: String {
        JSONText.object([
            ("identical", String(identical)),
            ("diffPixels", String(diffPixels)),
            ("totalPixels", String(totalPixels)),
            ("ratio", JSONText.number(ratio)),
            ("maxDelta", JSONText.number(maxDelta)),
            ("bounds", JSONText.bounds(bounds)),
            ("sizeMismatch", String(sizeMismatch)),
            ("aaPixels", String(aaPixels)),
        ])
    }
}
