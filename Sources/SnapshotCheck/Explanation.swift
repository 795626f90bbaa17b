import AlertModel
import AlertRender
import PNGCodec

/// What `alertsnap explain PNG` says about a PNG: the `alertsnap` chunk it carries, in words.
///
/// ```swift
/// let bytes = try PNGFile.readFile("__snapshots__/save.png")
/// if let explanation = Explanation(png: bytes, name: "save.png") { print(explanation.lines.joined(separator: "\n")) }
/// ```
public struct Explanation: Sendable {
    /// The recorded metadata.
    public var metadata: SnapshotMetadata
    /// Whether the file's image data still hashes to what the chunk records (false: the pixels
    /// were changed after alertsnap wrote them).
    public var imageIntact: Bool
    /// The file, as named in the first line.
    public var name: String

    /// The explanation of `png`, or nil when it carries no `alertsnap` chunk.
    public init?(png: [UInt8], name: String) {
        guard let metadata = SnapshotMetadata.read(from: png) else { return nil }
        self.metadata = metadata
        imageIntact = PNGTextChunk.imageDataDigest(png) == metadata.image
        self.name = name
    }

    /// The chunk in words: who wrote it, the variant, inputs, environment, whether the image data is
    /// intact, and the layout's texts and frames.
    public var lines: [String] {
        var out = ["\(name): written by alertsnap \(metadata.version) (chunk format \(metadata.format))"]
        out.append(
            "variant: "
                + (metadata.variant.isEmpty
                    ? "none" : metadata.variant.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")))
        out.append("inputs:")
        // A catalog recorded by entry: the digest of the entries the snapshot shows, not of the file.
        let entries = AlertRenderer.catalogEntriesPrefix
        out += metadata.inputs.map {
            $0.value.hasPrefix(entries)
                ? "  \($0.key): sha256 \($0.value.dropFirst(entries.count)) (the entries shown)"
                : "  \($0.key): sha256 \($0.value)"
        }
        let fonts = metadata.environment.filter { $0.key.hasPrefix("font:") }
        let systemFonts = metadata.environment.filter { $0.key.hasPrefix("systemFont:") }
        let libraries = metadata.environment.filter { !$0.key.hasPrefix("font:") && !$0.key.hasPrefix("systemFont:") }
        out.append("environment: " + libraries.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        out += fonts.map { "  \($0.key.dropFirst(5)): sha256 \($0.value.prefix(16))…" }
        out += systemFonts.map { "  system font \($0.key.dropFirst(11)): sha256 \($0.value.prefix(16))…" }
        out.append(
            imageIntact
                ? "image data: sha256 \(metadata.image) (matches the file)"
                : "image data: DOES NOT MATCH the recorded sha256 \(metadata.image): the pixels changed after alertsnap wrote them"
        )
        if !metadata.pixels.isEmpty { out.append("pixels: \(metadata.pixels) (digest of the decoded pixels)") }
        out.append("layout:")
        out += Self.layoutLines(metadata.layout).map { "  " + $0 }
        if let root = try? JSONParser.parse(Array(metadata.layout.utf8)), let drawn = LayoutChanges.splitDrawn(root).1 {
            out.append("drawn:")
            out += DrawnRecord.lines(drawn).map { "  " + $0 }
        }
        return out
    }

    /// The layout's canvas, alert frame, texts with their line counts, text fields, and actions.
    static func layoutLines(_ layout: String) -> [String] {
        guard case .object(let root)? = try? JSONParser.parse(Array(layout.utf8)) else { return [layout] }
        func member(_ v: JSONValue?, _ key: String) -> JSONValue? {
            guard case .object(let m)? = v else { return nil }
            return m.first { $0.key == key }?.value
        }
        func num(_ v: JSONValue?) -> String {
            guard case .number(let d)? = v else { return "?" }
            return d == d.rounded() ? String(Int(d)) : String(d)
        }
        func frame(_ f: JSONValue?) -> String {
            "\(num(member(f, "width")))x\(num(member(f, "height"))) at (\(num(member(f, "x"))), \(num(member(f, "y"))))"
        }
        let top = JSONValue.object(root)
        var out: [String] = []
        let canvas = member(top, "canvas")
        out.append(
            "canvas \(num(member(canvas, "width")))x\(num(member(canvas, "height"))) pt @\(num(member(canvas, "scale")))x"
        )
        out.append("alert \(frame(member(top, "alert")))")
        // The strings a text element records (`text`, `placeholder`), quoted, before its frame.
        func strings(_ v: JSONValue?) -> String {
            ["text", "placeholder"].compactMap { key -> String? in
                guard case .string(let s)? = member(v, key) else { return nil }
                return "\(key) \(JSONValue.quoted(s)), "
            }.joined()
        }
        for key in ["title", "message"] {
            if let block = member(top, key), case .object = block {
                out.append(
                    "\(key): \(strings(block))\(num(member(block, "lines"))) line(s), \(frame(member(block, "frame")))")
            }
        }
        if case .array(let fields)? = member(top, "textFields") {
            for (i, f) in fields.enumerated() { out.append("textFields[\(i)]: \(strings(f))\(frame(member(f, "frame")))") }
        }
        if case .array(let actions)? = member(top, "actions") {
            for (i, a) in actions.enumerated() {
                var title = "?"
                if case .string(let t)? = member(a, "title") { title = JSONValue.quoted(t) }
                var style = "?"
                if case .string(let s)? = member(a, "style") { style = s }
                out.append("actions[\(i)]: \(title) \(style), \(frame(member(a, "frame")))")
            }
        }
        if case .string(let axis)? = member(top, "actionAxis") { out.append("actionAxis \(axis)") }
        if case .bool(true)? = member(top, "contentScrolls") { out.append("content scrolls") }
        return out
    }
}
