import Foundation

/// The family and weight of each face of a TrueType/OpenType file or collection, read from its
/// `name` and `OS/2` tables: what `fonts` registers a face under (docs/contract.md "Your own design").
///
/// Only the table directory, `name` and `OS/2` are read, every offset bounds-checked against the
/// bytes: a file that is not a font, or a truncated one, is a one-line problem, never a crash.
/// The typesetter opens the faces with FreeType and HarfBuzz, which check the rest.
public enum OpenTypeNames {
    /// One face as its tables describe it.
    public struct Face: Equatable, Sendable {
        /// Typographic family (name ID 16), else the family (name ID 1).
        public var family: String
        /// `OS/2.usWeightClass` (1...1000; the old 1...9 scale is read as hundreds); 400 without OS/2.
        public var weight: Int
        /// Full name (name ID 4), else the family: where "Text" or "Display" names an optical
        /// size ("SF Pro Display Bold").
        public var fullName: String
        /// The variation axes of a variable font (`fvar`), in the font's order; empty for a static face.
        public var axes: [Axis]
        /// The line height the font's `hhea` metrics give per point of size, (ascender − descender
        /// + line gap) / units per em: UIKit's `lineHeight` of the font. nil without `hhea` or `head`.
        public var lineHeightPerEm: Double?

        /// A face; `fullName` defaults to the family.
        public init(
            family: String, weight: Int, fullName: String? = nil, axes: [Axis] = [], lineHeightPerEm: Double? = nil
        ) {
            self.family = family
            self.weight = weight
            self.fullName = fullName ?? family
            self.axes = axes
            self.lineHeightPerEm = lineHeightPerEm
        }
    }

    /// One variation axis of a variable font.
    public struct Axis: Equatable, Hashable, Sendable {
        /// The four-letter tag: `wght`, `opsz`, `wdth`, ...
        public var tag: String
        /// Its smallest, default and largest values (design units of the axis: weight 100...900,
        /// optical size in points).
        public var minimum: Double, defaultValue: Double, maximum: Double

        /// An axis.
        public init(tag: String, minimum: Double, defaultValue: Double, maximum: Double) {
            self.tag = tag
            self.minimum = minimum
            self.defaultValue = defaultValue
            self.maximum = maximum
        }
    }

    /// Why a font file is not usable; `description` is the phrase that follows the file's path in
    /// the spec error (`fonts[0]: Brand.ttf has no name table`).
    public indirect enum Problem: Error, CustomStringConvertible, Sendable {
        /// The file cannot be examined (`stat` failed), with the system's reason.
        case cannotExamine(String)
        /// The path is a folder.
        case folder
        /// The path is a FIFO, device or socket.
        case notRegularFile
        /// The file is over the size limit (in MiB).
        case tooLarge(mebibytes: Int)
        /// Reading the bytes failed, with the reader's reason.
        case cannotRead(String)
        /// Fewer bytes than a font's first tag.
        case tooShort
        /// A collection (`.ttc`) that declares no faces.
        case emptyCollection
        /// A collection of more faces than `maxFacesPerFile`.
        case tooManyFaces(Int)
        /// A collection whose face offsets run past the end.
        case truncatedCollection
        /// What is wrong with face `index` (0-based) of a collection.
        case face(index: Int, Problem)
        /// No TrueType or OpenType header where a face starts.
        case notSFNT
        /// A face with an empty table directory.
        case noTables
        /// A table directory pointing past the end of the file.
        case truncatedTableDirectory
        /// No `cmap`: the face maps no characters.
        case noCharacterMap
        /// No `glyf`, `CFF ` or `CFF2`: a bitmap-only face.
        case noOutlines
        /// No `name` table.
        case noNameTable
        /// A `name` table with neither a typographic family (16) nor a family (1).
        case noFamilyName

        public var description: String {
            switch self {
            case .cannotExamine(let reason): "cannot be read: \(reason)"
            case .folder: "is a folder, not a font file"
            case .notRegularFile: "is not a regular file"
            case .tooLarge(let mebibytes): "is larger than \(mebibytes) MiB"
            case .cannotRead(let reason): "cannot be read (\(reason))"
            case .tooShort: "is too short to be a font"
            case .emptyCollection: "is a font collection with no faces"
            case .tooManyFaces(let count): "is a collection of \(count) faces (at most \(OpenTypeNames.maxFacesPerFile))"
            case .truncatedCollection: "is a truncated font collection"
            case .face(let index, let problem): "face \(index): \(problem)"
            case .notSFNT: "is not a TrueType or OpenType font (no sfnt header)"
            case .noTables: "has no tables"
            case .truncatedTableDirectory: "is a truncated font (its table directory runs past the end)"
            case .noCharacterMap: "has no cmap table (no characters)"
            case .noOutlines: "has no outlines (glyf or CFF table): bitmap-only fonts are not supported"
            case .noNameTable: "has no name table"
            case .noFamilyName: "has no family name (name ID 1)"
            }
        }
    }

    /// Faces one collection may hold.
    public static let maxFacesPerFile = 64
    /// Longest family name kept (a name table may hold anything).
    public static let maxFamilyLength = 100

    /// Every face in `bytes`: one for a `.ttf`/`.otf`, each of a `.ttc`'s in order.
    public static func faces(in bytes: [UInt8]) throws(Problem) -> [Face] {
        let reader = Reader(bytes: bytes)
        guard let tag = reader.u32(0) else { throw .tooShort }
        guard tag == Self.tag("ttcf") else { return [try face(reader, at: 0)] }
        guard let count = reader.u32(8), count > 0 else {
            throw .emptyCollection
        }
        guard count <= maxFacesPerFile else {
            throw .tooManyFaces(count)
        }
        var faces: [Face] = []
        for i in 0..<count {
            guard let offset = reader.u32(12 + 4 * i) else {
                throw .truncatedCollection
            }
            do {
                faces.append(try face(reader, at: offset))
            } catch {
                throw .face(index: i, error)
            }
        }
        return faces
    }

    static func tag(_ s: StaticString) -> Int {
        s.withUTF8Buffer { b in b.reduce(0) { $0 << 8 | Int($1) } }
    }

    private static func face(_ r: Reader, at offset: Int) throws(Problem) -> Face {
        let sfnt: Set<Int> = [0x0001_0000, tag("OTTO"), tag("true")]
        guard let version = r.u32(offset), sfnt.contains(version) else {
            throw .notSFNT
        }
        guard let count = r.u16(offset + 4), count > 0 else { throw .noTables }
        var tables: [Int: (offset: Int, length: Int)] = [:]
        for i in 0..<count {
            let record = offset + 12 + 16 * i
            guard let t = r.u32(record), let start = r.u32(record + 8), let length = r.u32(record + 12),
                start + length <= r.bytes.count
            else { throw .truncatedTableDirectory }
            tables[t] = (start, length)
        }
        guard tables[tag("cmap")] != nil else { throw .noCharacterMap }
        guard tables[tag("glyf")] != nil || tables[tag("CFF ")] != nil || tables[tag("CFF2")] != nil else {
            throw .noOutlines
        }
        guard let name = tables[tag("name")] else { throw .noNameTable }
        guard let family = Self.name(16, r, name) ?? Self.name(1, r, name) else {
            throw .noFamilyName
        }
        var weight = 400
        if let os2 = tables[tag("OS/2")], os2.length >= 6, let w = r.u16(os2.offset + 4), w > 0 {
            weight = w < 10 ? w * 100 : min(w, 1000)
        }
        let axes = tables[tag("fvar")].map { Self.axes(r, $0) } ?? []
        return Face(
            family: family, weight: weight, fullName: Self.name(4, r, name), axes: axes,
            lineHeightPerEm: Self.lineHeightPerEm(r, head: tables[tag("head")], hhea: tables[tag("hhea")]))
    }

    /// (ascender − descender + lineGap) / unitsPerEm from `hhea` and `head`; nil when either is
    /// missing or short, or the result is not a plausible line (0...4 em).
    private static func lineHeightPerEm(_ r: Reader, head: (offset: Int, length: Int)?, hhea: (offset: Int, length: Int)?)
        -> Double?
    {
        guard let head, head.length >= 20, let hhea, hhea.length >= 10, let upem = r.u16(head.offset + 18), upem > 0,
            let a = r.u16(hhea.offset + 4), let d = r.u16(hhea.offset + 6), let g = r.u16(hhea.offset + 8)
        else { return nil }
        func signed(_ v: Int) -> Int { v >= 0x8000 ? v - 0x10000 : v }
        let perEm = Double(signed(a) - signed(d) + max(0, signed(g))) / Double(upem)
        return perEm > 0 && perEm <= 4 ? perEm : nil
    }

    /// The axis records of an `fvar` table (OpenType 1.9, "fvar"); a truncated table gives the
    /// axes that are whole.
    private static func axes(_ r: Reader, _ table: (offset: Int, length: Int)) -> [Axis] {
        guard let start = r.u16(table.offset + 4), let count = r.u16(table.offset + 8),
            let size = r.u16(table.offset + 10), size >= 20
        else { return [] }
        func fixed(_ o: Int) -> Double? { r.u32(o).map { Double(Int32(bitPattern: UInt32($0))) / 65536 } }
        var out: [Axis] = []
        for i in 0..<min(count, 64) {
            let record = table.offset + start + i * size
            guard record + 20 <= table.offset + table.length, let t = r.u32(record), let low = fixed(record + 4),
                let mid = fixed(record + 8), let high = fixed(record + 12)
            else { break }
            let text = String(decoding: (0..<4).map { UInt8(truncatingIfNeeded: t >> (24 - 8 * $0)) }, as: UTF8.self)
            out.append(Axis(tag: text, minimum: low, defaultValue: mid, maximum: high))
        }
        return out
    }

    /// The best record of `id` in the name table: Windows Unicode English, any Windows Unicode,
    /// Unicode, then Mac Roman (English first).
    private static func name(_ id: Int, _ r: Reader, _ table: (offset: Int, length: Int)) -> String? {
        guard let count = r.u16(table.offset + 2), let storage = r.u16(table.offset + 4) else { return nil }
        let end = table.offset + table.length
        var best: (rank: Int, text: String)?
        for i in 0..<count {
            let record = table.offset + 6 + 12 * i
            guard let platform = r.u16(record), let encoding = r.u16(record + 2), let language = r.u16(record + 4),
                let nameID = r.u16(record + 6), let length = r.u16(record + 8), let start = r.u16(record + 10)
            else { break }
            guard nameID == id else { continue }
            let from = table.offset + storage + start
            guard from + length <= end, from + length <= r.bytes.count else { continue }
            let raw = r.bytes[from..<(from + length)]
            let rank: Int
            let text: String
            switch platform {
            case 3 where encoding == 1 || encoding == 10:
                rank = language == 0x409 ? 0 : 1
                text = utf16BE(raw)
            case 0:
                rank = 2
                text = utf16BE(raw)
            case 1 where encoding == 0:
                rank = language == 0 ? 3 : 4
                text = String(bytes: raw, encoding: .macOSRoman) ?? ""
            default: continue
            }
            let clean = cleaned(text)
            guard !clean.isEmpty else { continue }
            if best.map({ rank < $0.rank }) ?? true { best = (rank, clean) }
        }
        return best?.text
    }

    private static func utf16BE(_ raw: ArraySlice<UInt8>) -> String {
        var units: [UInt16] = []
        units.reserveCapacity(raw.count / 2)
        var i = raw.startIndex
        while i + 1 < raw.endIndex {
            units.append(UInt16(raw[i]) << 8 | UInt16(raw[i + 1]))
            i += 2
        }
        return String(decoding: units, as: UTF16.self)
    }

    /// Control characters dropped (error messages stay one line), spaces trimmed, length bounded.
    private static func cleaned(_ s: String) -> String {
        let kept = s.unicodeScalars.filter { !($0.value < 0x20 || (0x7F..<0xA0).contains($0.value)) }
        let text = String(String.UnicodeScalarView(kept)).trimmingCharacters(in: .whitespaces)
        return String(text.prefix(maxFamilyLength))
    }

    /// Big-endian reads that return nil past the end.
    private struct Reader {
        let bytes: [UInt8]

        func u16(_ o: Int) -> Int? {
            guard o >= 0, o + 2 <= bytes.count else { return nil }
            return Int(bytes[o]) << 8 | Int(bytes[o + 1])
        }

        func u32(_ o: Int) -> Int? {
            guard o >= 0, o + 4 <= bytes.count else { return nil }
            return Int(bytes[o]) << 24 | Int(bytes[o + 1]) << 16 | Int(bytes[o + 2]) << 8 | Int(bytes[o + 3])
        }
    }
}
