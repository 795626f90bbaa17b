import AlertModel
import PNGCodec

/// What a PNG made from a spec records about itself, in its `iTXt` chunk with keyword
/// `alertsnap` (docs/contract.md, "The golden's chunk"): the inputs it was rendered from, the
/// environment that rendered it, its variant, its layout and a digest of its image data.
///
/// The chunk is compact JSON with keys in a fixed order and no time or path in it, so the same
/// inputs and versions give the same bytes on every machine. `SnapshotCheck` reads it back to say
/// what changed, to know which goldens alertsnap wrote, and to skip unchanged specs.
///
/// ```swift
/// let metadata = try renderer.metadata(for: spec)
/// let png = try metadata.tagging(try renderer.encodePNG(canvas, name: spec.name))
/// let back = SnapshotMetadata.read(from: png)   // the same fields, with `image` filled in
/// ```
public struct SnapshotMetadata: Sendable, Equatable {
    /// The `iTXt` keyword.
    public static let keyword = "alertsnap"
    /// The chunk format written here; readers refuse other formats' fields they do not know.
    public static let currentFormat = 1

    /// The chunk format, `1`.
    public var format: Int
    /// alertsnap's version (`alertsnapVersion`).
    public var version: String
    /// SHA-256 of the resolved spec (key `spec`) and of every file the render read, keyed by the
    /// spec key that named it (`presenting.image`), so moving a checkout changes nothing.
    public var inputs: [Entry]
    /// Library versions (`libpng`, `zlib`, `libdeflate`, `FreeType`, `HarfBuzz`) and bundled font
    /// digests (`font:<file>`).
    public var environment: [Entry]
    /// The keys that were varied or overridden for this image (`appearance: dark`), in order.
    public var variant: [Entry]
    /// The layout JSON (`alertsnap layout`), compact.
    public var layout: String
    /// SHA-256 of the image data chunks (`IDAT`) of the PNG; empty until `tagging(_:)` fills it.
    public var image: String
    /// `PixelDigest` of the decoded straight pixels (`xxh64:...`), or empty when not known: lets
    /// `check` compare a render with a golden whose `image` digest still holds without inflating
    /// it. Written (after `image`) only when known.
    public var pixels: String

    /// One named string value; kept as ordered pairs so the JSON never depends on hashing order.
    public struct Entry: Sendable, Equatable, Hashable {
        /// The field's name.
        public var key: String
        /// Its value.
        public var value: String
        /// `key`: `value`.
        public init(_ key: String, _ value: String) {
            self.key = key
            self.value = value
        }
    }

    /// Metadata with every field given.
    public init(
        format: Int = SnapshotMetadata.currentFormat, version: String = alertsnapVersion, inputs: [Entry],
        environment: [Entry], variant: [Entry], layout: String, image: String = "", pixels: String = ""
    ) {
        self.format = format
        self.version = version
        self.inputs = inputs
        self.environment = environment
        self.variant = variant
        self.layout = layout
        self.image = image
        self.pixels = pixels
    }

    /// The chunk's text: compact JSON in the order format, version, inputs, environment, variant,
    /// layout, image, then pixels when known.
    public var jsonText: String {
        func object(_ entries: [Entry]) -> String {
            "{" + entries.map { JSONValue.quoted($0.key) + ":" + JSONValue.quoted($0.value) }.joined(separator: ",")
                + "}"
        }
        return "{\"format\":\(format),\"version\":\(JSONValue.quoted(version)),\"inputs\":\(object(inputs)),"
            + "\"environment\":\(object(environment)),\"variant\":\(object(variant)),\"layout\":\(layout),"
            + "\"image\":\(JSONValue.quoted(image))"
            + (pixels.isEmpty ? "" : ",\"pixels\":\(JSONValue.quoted(pixels))") + "}"
    }

    /// `png` with this metadata's chunk after its image data, `image` set to the digest of that data.
    public func tagging(_ png: [UInt8]) throws(PNGError) -> [UInt8] {
        var filled = self
        guard let digest = PNGTextChunk.imageDataDigest(png) else {
            throw PNGError(source: "<encoded PNG>", reason: "not a complete PNG stream")
        }
        filled.image = digest
        return try PNGTextChunk.inserting(keyword: Self.keyword, text: filled.jsonText, into: png)
    }

    /// The metadata recorded in `png`, or `nil` when it has no `alertsnap` chunk or the chunk is
    /// not one this version can read.
    public static func read(from png: [UInt8]) -> SnapshotMetadata? {
        guard let text = PNGTextChunk.text(keyword: keyword, in: png) else { return nil }
        return SnapshotMetadata(parsing: text)
    }

    /// Parses a chunk's text; `nil` when it is not format-1 JSON with every field.
    public init?(parsing text: String) {
        guard case .object(let members)? = try? JSONParser.parse(Array(text.utf8)) else { return nil }
        func field(_ name: String) -> JSONValue? { members.first { $0.key == name }?.value }
        func entries(_ name: String) -> [Entry]? {
            guard case .object(let pairs)? = field(name) else { return nil }
            var out: [Entry] = []
            for (key, value) in pairs {
                guard case .string(let s) = value else { return nil }
                out.append(Entry(key, s))
            }
            return out
        }
        guard case .number(let format)? = field("format"), format == Double(Self.currentFormat),
            case .string(let version)? = field("version"), let inputs = entries("inputs"),
            let environment = entries("environment"), let variant = entries("variant"),
            let layout = field("layout"), case .string(let image)? = field("image")
        else { return nil }
        var pixels = ""
        if let value = field("pixels") {
            guard case .string(let text) = value else { return nil }
            pixels = text
        }
        guard case .object = layout else { return nil }
        // The layout was written compact by `compactJSON`; find its text again by position, so the
        // numbers keep their written form (3 decimals) rather than a re-printed Double.
        guard let start = text.range(of: "\"layout\":"), let end = text.range(of: ",\"image\":", options: .backwards)
        else { return nil }
        self.init(
            format: Int(format), version: version, inputs: inputs, environment: environment, variant: variant,
            layout: String(text[start.upperBound..<end.lowerBound]), image: image, pixels: pixels)
    }

    /// `json` with the whitespace between tokens removed (strings kept as they are): the layout's
    /// pretty JSON as one compact line.
    public static func compactJSON(_ json: String) -> String {
        var out = ""
        out.reserveCapacity(json.utf8.count)
        var inString = false
        var escaped = false
        for ch in json.unicodeScalars {
            if inString {
                out.unicodeScalars.append(ch)
                if escaped {
                    escaped = false
                } else if ch == "\\" {
                    escaped = true
                } else if ch == "\"" {
                    inString = false
                }
            } else if ch == "\"" {
                inString = true
                out.unicodeScalars.append(ch)
            } else if ch != " " && ch != "\n" && ch != "\t" && ch != "\r" {
                out.unicodeScalars.append(ch)
            }
        }
        return out
    }
}

extension SnapshotMetadata {
    /// `overridden` (command-line overrides, a frame's phase and time) with the spec's own variant
    /// (`ResolvedSpec.variant`) added, in the contract's order: the variant keys first (ios, device,
    /// orientation, appearance, contentSize, locale, layoutDirection, keyboard), then anything else as given.
    public static func merged(_ overridden: [Entry], _ variant: [VariantValue]) -> [Entry] {
        let all = overridden + variant.map { Entry($0.key.rawValue, $0.value) }
        func rank(_ e: Entry) -> Int {
            VariantKey.allCases.firstIndex { $0.rawValue == e.key } ?? VariantKey.allCases.count
        }
        return all.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    }
}

extension SpecOverrides {
    /// The overridden keys as a metadata variant, in the contract's variant order (device,
    /// orientation, appearance, contentSize, locale, layoutDirection, keyboard), then the animation's
    /// phase and time.
    public var variantEntries: [SnapshotMetadata.Entry] {
        var entries: [SnapshotMetadata.Entry] = []
        if let device { entries.append(.init("device", device)) }
        if let orientation { entries.append(.init("orientation", orientation.rawValue)) }
        if let appearance { entries.append(.init("appearance", appearance.rawValue)) }
        if let contentSize { entries.append(.init("contentSize", contentSize.rawValue)) }
        if let locale { entries.append(.init("locale", locale)) }
        if let layoutDirection { entries.append(.init("layoutDirection", layoutDirection.rawValue)) }
        if let keyboard { entries.append(.init("keyboard", keyboard)) }
        if let phase { entries.append(.init("phase", phase.rawValue)) }
        if let time { entries.append(.init("time", "\(time)")) }
        return entries
    }
}
