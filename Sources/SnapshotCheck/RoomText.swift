import AlertLayout
import AlertModel
import AlertRender
import DesignLint

/// How a text sits in the room its layout gives it (docs/contract.md "Room"): `fits` on one line
/// at full size, `wraps` onto more lines within its limit, `shrinks` (an action title scaled
/// down to fit its one line), or is `truncated` (cut, ending in an ellipsis).
public enum RoomVerdict: String, Sendable, Comparable, CaseIterable {
    case fits, wraps, shrinks, truncated

    /// Worse verdicts are greater: `truncated` > `shrinks` > `wraps` > `fits`.
    public static func < (a: RoomVerdict, b: RoomVerdict) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// One text of one snapshot and its room: the width of each line and how many lines its layout
/// gives it, what the text uses at its full size, and the verdict. The room is the layout's own
/// (the frame the scene sets the text in, as the renderer and the lint see it); the use is the
/// typesetter's measure of the same string and style.
public struct RoomText: Sendable, Equatable {
    /// The spec file (as given), else the spec's name.
    public var spec: String
    /// The variant, `key=value` pairs joined by `,` as `lint` names it (empty for the spec as written).
    public var variant: String
    /// The snapshot's locale (empty when the spec has none).
    public var locale: String
    /// `title`, `message`, `actions[1]`, `textFields[0]`, `table.rows[2]` (the lint's element names).
    public var element: String
    /// The catalog key the text came from; nil for a text written in the spec.
    public var key: String?
    /// The text as drawn.
    public var text: String
    /// The width of each line, in points.
    public var roomWidth: Double
    /// Lines before the text wraps no further (it shrinks or is cut); nil when it may wrap freely.
    public var roomLines: Int?
    /// The width the text needs on one line at its full size, in points.
    public var usedWidth: Double
    /// The lines the text takes at its full size in `roomWidth` with no line limit.
    public var usedLines: Int
    /// How it sits.
    public var verdict: RoomVerdict
    /// The text's full size and the size it is drawn at, in points (smaller when it shrinks).
    public var fontSize: Double
    public var drawnSize: Double

    /// Points of room left on one-line terms (room width times lines, less the width needed);
    /// negative when the text does not fit at full size. Unlimited texts always have room.
    public var slack: Double {
        guard let lines = roomLines else { return .infinity }
        return roomWidth * Double(lines) - usedWidth
    }

    /// `needs 310 pt, has 254 pt on 1 line` (or `has 254 pt a line: 2 lines` for a text that wraps
    /// freely): what a translator can act on, in tenths of a point.
    public var summary: String {
        var s = "needs \(points(usedWidth, digits: 1)) pt, has \(points(roomWidth, digits: 1)) pt"
        s += roomLines.map { " on \(lines($0))" } ?? " a line: \(lines(usedLines))"
        if verdict == .shrinks { s += "; shrunk from \(points(fontSize, digits: 1)) to \(points(drawnSize, digits: 1)) pt" }
        return s
    }

    private func lines(_ count: Int) -> String { CheckReport.counted(count, "line") }
}

extension RoomText {
    /// Every text `spec` (one resolved variant) draws, with its room, as `renderer` lays it out;
    /// the catalog entries it shows (`ResolvedSpec.catalogUses`) give each text its key.
    public static func texts(of spec: ResolvedSpec, file: String, variant: String, renderer: AlertRenderer)
        throws(RenderError) -> [RoomText]
    {
        let references = spec.catalogUses.map { CatalogTextReference(path: $0.path, key: $0.key) }
        let layout = renderer.layout(spec)
        let measurer: any TextMeasuring = try renderer.typesetter(for: spec)
        var out: [RoomText] = []
        for t in Scene.lintTexts(spec: spec, layout: layout) {
            // The room: the frame the layout sets the text in, and the lines its style allows (an
            // action title that shrinks to fit has one).
            let width = t.frame.width
            let limit: Int? = t.style.minimumSize != nil ? 1 : t.style.maxLines.flatMap { $0 > 0 ? $0 : nil }
            let drawn = measurer.measure(t.string, style: t.style, maxWidth: width, scale: spec.scale)
            var full = t.style
            full.minimumSize = nil
            full.maxLines = nil
            let oneLine = measurer.measure(t.string, style: full, maxWidth: .infinity, scale: spec.scale)
            let wrapped = measurer.measure(t.string, style: full, maxWidth: width, scale: spec.scale)
            let verdict: RoomVerdict =
                drawn.truncated
                ? .truncated
                : drawn.fontSize < t.style.size - 1e-6 ? .shrinks : drawn.lineCount > 1 ? .wraps : .fits
            out.append(
                RoomText(
                    spec: file, variant: variant, locale: spec.locale ?? "", element: t.element,
                    key: key(of: t.element, spec: spec, references: references), text: t.string, roomWidth: width,
                    roomLines: limit, usedWidth: oneLine.width, usedLines: wrapped.lineCount, verdict: verdict,
                    fontSize: t.style.size, drawnSize: drawn.fontSize))
        }
        return out
    }

    /// The catalog key of the text drawn as `element`: a text field shows its text, or its
    /// placeholder while the text is empty, so the reference of what it shows.
    static func key(of element: String, spec: ResolvedSpec, references: [CatalogTextReference]) -> String? {
        let candidates = references.filter { $0.element == element }
        guard candidates.count > 1, element.hasPrefix("textFields["),
            let i = Int(element.dropFirst("textFields[".count).dropLast()), spec.textFields.indices.contains(i)
        else { return candidates.first?.key }
        let shows = spec.textFields[i].text.isEmpty ? ".placeholder" : ".text"
        return candidates.first { $0.path.hasSuffix(shows) }?.key
    }
}

/// A number of points for JSON and CSV: at most `digits` decimals (three: frames are on whole
/// device pixels, 0.333 pt at 3x), no trailing zeros: 254.0 -> "254".
func points(_ v: Double, digits: Int = 3) -> String {
    var p = 1.0
    for _ in 0..<digits { p *= 10 }
    let r = (v * p).rounded() / p
    if r == r.rounded() && abs(r) < 1e15 { return String(Int(r)) }
    return "\(r)"
}
