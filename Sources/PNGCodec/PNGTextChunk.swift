import Support

/// Reading and writing one `iTXt` text chunk in encoded PNG bytes, as opaque UTF-8 text.
///
/// alertsnap stores its metadata (what a golden was rendered from, and its layout) in an `iTXt`
/// chunk after the image data; what the text means belongs to the caller. The chunk is
/// uncompressed, with no language tag, so the same text gives the same bytes.
///
/// ```swift
/// let tagged = try PNGTextChunk.inserting(keyword: "alertsnap", text: "{\"format\":1}", into: png)
/// PNGTextChunk.text(keyword: "alertsnap", in: tagged)   // "{\"format\":1}"
/// ```
public enum PNGTextChunk {
    /// The 8-byte PNG signature.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// One chunk's place in the file: its type and the range of its data.
    struct Chunk {
        var type: String
        var start: Int
        var data: Range<Int>
        var end: Int { data.upperBound + 4 }
    }

    /// The chunks of `png` in order, or `nil` when the bytes are not a well-formed chunk sequence
    /// (the pixel decoder reports what exactly is wrong).
    static func chunks(_ png: [UInt8]) -> [Chunk]? {
        guard png.count >= 8, Array(png[0..<8]) == signature else { return nil }
        var chunks: [Chunk] = []
        var i = 8
        while i + 12 <= png.count {
            let length = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            let type = String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self)
            guard length <= png.count - i - 12 else { return nil }
            let chunk = Chunk(type: type, start: i, data: (i + 8)..<(i + 8 + length))
            chunks.append(chunk)
            i = chunk.end
            if type == "IEND" { return chunks }
        }
        return nil
    }

    /// `png` with an `iTXt` chunk of `keyword` and `text` added just before `IEND` (after the
    /// image data, so a reader that stops at the pixels never reads it). An existing chunk with the
    /// same keyword is replaced.
    public static func inserting(keyword: String, text: String, into png: [UInt8]) throws(PNGError) -> [UInt8] {
        guard let chunks = chunks(png), let end = chunks.last, end.type == "IEND" else {
            throw PNGError(source: "<encoded PNG>", reason: "not a complete PNG stream")
        }
        guard (1...79).contains(keyword.utf8.count) else {
            throw PNGError(source: "<encoded PNG>", reason: "an iTXt keyword has 1 to 79 bytes")
        }
        var out: [UInt8] = []
        out.reserveCapacity(png.count + text.utf8.count + 32)
        out += png[0..<8]
        for chunk in chunks.dropLast() where !(chunk.type == "iTXt" && Self.keyword(of: chunk, in: png) == keyword) {
            out += png[chunk.start..<chunk.end]
        }
        // keyword NUL, compression flag 0, method 0, empty language tag NUL, empty translated keyword NUL.
        var data = Array(keyword.utf8) + [0, 0, 0, 0, 0]
        data += Array(text.utf8)
        append(type: "iTXt", data: data, to: &out)
        out += png[end.start..<end.end]
        return out
    }

    /// The text of the first uncompressed `iTXt` chunk with `keyword`, or `nil` when there is none
    /// (or the bytes are no PNG).
    public static func text(keyword: String, in png: [UInt8]) -> String? {
        guard let chunks = chunks(png) else { return nil }
        for chunk in chunks where chunk.type == "iTXt" && Self.keyword(of: chunk, in: png) == keyword {
            var i = chunk.data.lowerBound + keyword.utf8.count + 1
            guard i + 2 <= chunk.data.upperBound, png[i] == 0 else { return nil }  // compressed: not ours
            i += 2
            // Skip the language tag and the translated keyword, each NUL-terminated.
            for _ in 0..<2 {
                while i < chunk.data.upperBound, png[i] != 0 { i += 1 }
                i += 1
            }
            guard i <= chunk.data.upperBound else { return nil }
            return String(decoding: png[i..<chunk.data.upperBound], as: UTF8.self)
        }
        return nil
    }

    /// The SHA-256 of the image data: the data of every `IDAT` chunk, in order, concatenated
    /// (chunk lengths, types and CRCs excluded, so it names the pixels' compressed stream alone).
    public static func imageDataDigest(_ png: [UInt8]) -> String? {
        guard let chunks = chunks(png) else { return nil }
        var hash = SHA256()
        for chunk in chunks where chunk.type == "IDAT" { hash.update(png[chunk.data]) }
        return hash.finalize()
    }

    private static func keyword(of chunk: Chunk, in png: [UInt8]) -> String? {
        guard let nul = png[chunk.data].firstIndex(of: 0) else { return nil }
        return String(decoding: png[chunk.data.lowerBound..<nul], as: UTF8.self)
    }

    private static func append(type: String, data: [UInt8], to out: inout [UInt8]) {
        let n = UInt32(data.count)
        out += [
            UInt8(n >> 24), UInt8(truncatingIfNeeded: n >> 16), UInt8(truncatingIfNeeded: n >> 8),
            UInt8(truncatingIfNeeded: n),
        ]
        let typed = Array(type.utf8) + data
        out += typed
        let crc = crc32(typed)
        out += [
            UInt8(crc >> 24), UInt8(truncatingIfNeeded: crc >> 16), UInt8(truncatingIfNeeded: crc >> 8),
            UInt8(truncatingIfNeeded: crc),
        ]
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// The CRC-32 that PNG chunks carry (over type and data).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes { c = crcTable[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
