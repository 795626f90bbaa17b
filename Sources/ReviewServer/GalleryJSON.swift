import AlertModel
import DesignLint
import SnapshotCheck

/// The JSON the page reads: keys in a fixed order, strings quoted as the rest of alertsnap does.
enum GalleryJSON {
    static func string(_ s: String?) -> String { s.map(JSONValue.quoted) ?? "null" }

    static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { JSONValue.quoted($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    static func array(_ items: [String]) -> String { "[" + items.joined(separator: ",") + "]" }

    /// One snapshot: what its card, its spec page and its review show.
    static func snapshot(_ s: ServedSnapshot) -> String {
        let spec = s.spec
        // The other platform's look is no facet of a snapshot: empty, as an unset locale is.
        let facets: [(String, String)] = [
            ("platform", string(spec.platform.rawValue)),
            ("android", string(spec.android?.look.rawValue ?? "")),
            ("ios", string(spec.platform == .ios ? String(spec.ios.rawValue) : "")),
            ("appearance", string(spec.appearance.rawValue)),
            ("device", string(spec.device)),
            ("orientation", string(spec.orientation.rawValue)),
            ("contentSize", string(spec.contentSize.rawValue)),
            ("locale", string(spec.locale ?? "")),
            ("direction", string(spec.layoutDirection.rawValue)),
        ]
        // `info` findings (the look's own colours) are neither shown nor counted, as on check's console.
        let shown = s.lint.filter { $0.severity != .info }
        let errors = shown.filter { $0.severity == .error }.count
        return object([
            ("id", String(s.id)),
            ("spec", string(s.specPath)),
            ("name", string(s.stem)),
            ("variant", object(spec.variant.map { ($0.key.rawValue, string($0.value)) })),
            ("facets", object(facets)),
            ("text", string([spec.name, spec.title ?? "", spec.message ?? ""].joined(separator: " "))),
            ("generation", String(s.generation)),
            ("error", string(s.error)),
            ("onRequest", s.onRequest ? "true" : "false"),
            ("golden", string(s.golden)),
            // A cropped spec's image and golden hold only the dialog: drawn as they are, never cropped again.
            ("cropped", spec.crop == .alert ? "true" : "false"),
            ("scale", number(spec.scale)),
            ("size", object([("width", number(spec.canvasWidth)), ("height", number(spec.canvasHeight))])),
            (
                "crop",
                s.crop.map { b in
                    object([
                        ("x", String(b.x)), ("y", String(b.y)), ("width", String(b.width)), ("height", String(b.height)),
                    ])
                } ?? "null"
            ),
            (
                "lint",
                object([
                    ("errors", String(errors)), ("warnings", String(shown.count - errors)),
                    // `title "Delete": truncated: needs 222 pt, has 118.7 pt on 1 line`, a text a line.
                    ("room", array(s.room.map { string("\($0.element) \(JSONValue.quoted($0.text)): \($0.verdict.rawValue): \($0.summary)") })),
                    ("lines", array(shown.map { string("\($0.severity.rawValue): \($0.rule.rawValue): \($0.element): \($0.message)") })),
                ])
            ),
            ("review", s.review.map { review($0, id: s.id) } ?? "null"),
        ])
    }

    static func review(_ r: Review, id: Int) -> String {
        func image(_ kind: String, _ path: String?) -> String {
            path == nil ? "null" : string("/api/snapshots/\(id)/\(kind).png?g=\(r.generation)")
        }
        return object([
            ("status", string(r.status)),
            ("message", string(r.message)),
            ("changes", array(r.changes.map { string($0) })),
            ("goldenDigest", string(r.goldenDigest)),
            ("generation", String(r.generation)),
            ("expected", image("expected", r.expected)),
            ("actual", image("actual", r.actual)),
            ("diff", image("diff", r.diff)),
        ])
    }

    /// A finite number, whole ones without a fraction.
    static func number(_ d: Double) -> String {
        guard d.isFinite else { return "null" }
        return d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : "\(d)"
    }
}
