import AlertLayout
import AlertModel
import Raster

/// What a golden records of its scene (docs/contract.md, "A verdict you can trust"): every
/// text's string, font family, weight, size and colour, and every filled element's colour and
/// geometry, so that a change of any of them is a fact even when the pixels still pass.
///
/// The record is one compact JSON object, keys in a fixed order, placed in the chunk's layout
/// under `drawn`:
/// `{"texts": {"title": {"string", "font", "weight", "size", "color"}, ...},
///   "shapes": {"alert": {"fill", "cornerRadius", "corner"}, "alert.border": {"color", "width", ...},
///              "separator": {"fill", "count"}, ...},
///   "shadow": {"color", "offset", "blur"} | null, "icon": {"tint"} | null,
///   "backdrop": {"presentingColor", "tint", "tintColor", "dimming", "dimmingOpacity", "blur"}}`.
extension Scene {
    /// The record's compact JSON.
    public var recordJSON: String {
        var out = "{\"texts\":{"
        var first = true
        for t in texts {
            if !first { out += "," }
            first = false
            out += JSONValue.quoted(t.element) + ":{\"string\":" + JSONValue.quoted(t.string)
            out += ",\"font\":" + JSONValue.quoted(family(of: t.style))
            out += ",\"weight\":" + (t.style.requestedWeight.map { String($0) } ?? JSONValue.quoted(t.style.weight.rawValue))
            out += ",\"size\":" + Self.number(t.style.size)
            out += ",\"color\":" + JSONValue.quoted(Self.hex(t.color)) + "}"
        }
        out += "},\"shapes\":{"
        first = true
        for (element, shape) in shapeRecords {
            if !first { out += "," }
            first = false
            out += JSONValue.quoted(element) + ":" + shape
        }
        out += "},\"shadow\":"
        out += shadowRecord ?? "null"
        out += ",\"icon\":" + (iconRecord ?? "null")
        let b = backdrop
        out += ",\"backdrop\":{\"presentingColor\":" + JSONValue.quoted(Self.hex(b.presentingColor))
        out += ",\"tint\":" + JSONValue.quoted(b.tint.rawValue)
        out += ",\"tintColor\":" + JSONValue.quoted(Self.hex(b.tintColor))
        out += ",\"dimming\":" + JSONValue.quoted(Self.hex(b.dimmingColor))
        out += ",\"dimmingOpacity\":" + Self.number(b.dimmingOpacity)
        out += ",\"blur\":" + Self.number(b.blur) + "}}"
        return out
    }

    /// The family name recorded for the bundled UI face (a style whose `family` is nil).
    static let bundledFamily = "Inter"

    /// The family `style` is set in: its own, else the `systemFonts` face the typesetter picks for
    /// its weight and size (`SystemFontFace.choose`), else the bundled Inter.
    ///
    /// ```swift
    /// scene.family(of: scene.texts[0].style)   // "SF Pro Text" with SF Pro's files in systemFonts
    /// ```
    public func family(of style: TextStyle) -> String {
        if let family = style.family { return family }
        let weight = style.requestedWeight ?? style.weight.number
        guard let pick = SystemFontFace.choose(in: systemFonts, weight: weight, size: style.size) else {
            return Self.bundledFamily
        }
        return systemFonts[pick.index].face.family
    }

    /// Each filled or stroked element once, in first-drawn order: its colour and shape; elements
    /// drawn more than once (separators) with how many times.
    private var shapeRecords: [(String, String)] {
        var order: [String] = []
        var records: [String: (text: String, count: Int)] = [:]
        func note(_ element: String, _ text: String) {
            if let r = records[element] {
                records[element] = (r.text, r.count + 1)
            } else {
                order.append(element)
                records[element] = (text, 1)
            }
        }
        for item in items + keyboard {
            switch item {
            case .fill(let f):
                note(f.element, "{\"fill\":" + JSONValue.quoted(Self.hex(f.color)) + Self.geometry(f.shape))
            case .glass(let f, let chroma):
                note(
                    f.element,
                    "{\"fill\":" + JSONValue.quoted(Self.hex(f.color)) + ",\"chroma\":" + Self.number(chroma)
                        + Self.geometry(f.shape))
            case .stroke(let s):
                let width: String
                switch s.width {
                case .points(let w): width = Self.number(w)
                case .devicePixels(let w): width = JSONValue.quoted(Self.number(w) + "px")
                }
                note(s.element, "{\"color\":" + JSONValue.quoted(Self.hex(s.color)) + ",\"width\":" + width + Self.geometry(s.shape))
            case .progressBar(_, let fraction, let track, let fill):
                note(
                    "progress",
                    "{\"fill\":" + JSONValue.quoted(Self.hex(fill)) + ",\"track\":" + JSONValue.quoted(Self.hex(track))
                        + ",\"fraction\":" + Self.number(fraction))
            case .activityIndicator(_, _, let color):
                note("activityIndicator", "{\"fill\":" + JSONValue.quoted(Self.hex(color)))
            case .image(let image):
                note(image.element, "{\"tint\":" + (image.tint.map { JSONValue.quoted(Self.hex($0)) } ?? "null"))
            case .checkmark(let checkmark):
                note(checkmark.element, "{\"fill\":" + JSONValue.quoted(Self.hex(checkmark.color)))
            default:
                break
            }
        }
        return order.map { element in
            let r = records[element]!
            return (element, r.text + (r.count > 1 ? ",\"count\":\(r.count)}" : "}"))
        }
    }

    private var shadowRecord: String? {
        for item in items {
            if case .shadow(let s) = item {
                return "{\"color\":" + JSONValue.quoted(Self.hex(s.color)) + ",\"offset\":[" + Self.number(s.offsetX) + ","
                    + Self.number(s.offsetY) + "],\"blur\":" + Self.number(s.sigma) + "}"
            }
        }
        return nil
    }

    private var iconRecord: String? {
        for item in items {
            if case .icon(_, let tint) = item {
                return "{\"tint\":" + (tint.map { JSONValue.quoted(Self.hex($0)) } ?? "null") + "}"
            }
        }
        return nil
    }

    /// `,"cornerRadius":R,"corner":"continuous"` for rounded shapes; nothing for rectangles and
    /// polygons (their frames are the layout's).
    private static func geometry(_ shape: SceneShape) -> String {
        guard case .roundedRect(_, let radius, let corner) = shape else { return "" }
        let name: String
        switch corner {
        case .circular: name = "circular"
        case .continuous: name = "continuous"
        case .smoothed(let s): name = "smoothed " + number(s)
        }
        return ",\"cornerRadius\":" + number(radius) + ",\"corner\":" + JSONValue.quoted(name)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when translucent.
    static func hex(_ c: RGBA8) -> String {
        let full = c.description
        return c.a == 255 ? String(full.prefix(7)) : full
    }

    /// Numbers as the layout JSON writes them: to a thousandth, whole ones without a point.
    static func number(_ v: Double) -> String {
        let r = (v * 1000).rounded() / 1000
        return r == r.rounded() && abs(r) < 1e15 ? String(Int(r)) : String(r)
    }
}
