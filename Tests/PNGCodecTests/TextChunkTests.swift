import PNGCodec
import Testing

/// The `iTXt` chunk alertsnap writes after the image data.
@Suite struct TextChunkTests {
    func smallPNG() throws -> [UInt8] {
        try PNGFile.encode(PNGImage(width: 3, height: 2, bytes: [UInt8](repeating: 200, count: 24)))
    }

    @Test func aChunkGoesBeforeTheEndAndReadsBackWithoutChangingThePixels() throws {
        let png = try smallPNG()
        let tagged = try PNGTextChunk.inserting(keyword: "alertsnap", text: "{\"format\":1,\"é\":\"✓\"}", into: png)
        #expect(PNGTextChunk.text(keyword: "alertsnap", in: tagged) == "{\"format\":1,\"é\":\"✓\"}")
        #expect(PNGTextChunk.text(keyword: "other", in: tagged) == nil)
        #expect(PNGTextChunk.text(keyword: "alertsnap", in: png) == nil)
        #expect(Array(tagged.suffix(12)) == Array(png.suffix(12)))  // IEND stays last
        #expect(try PNGFile.decode(tagged, source: "t").bytes == PNGFile.decode(png, source: "p").bytes)
        // The image-data digest is the same with or without the chunk, and a second insert replaces.
        #expect(PNGTextChunk.imageDataDigest(tagged) == PNGTextChunk.imageDataDigest(png))
        let again = try PNGTextChunk.inserting(keyword: "alertsnap", text: "new", into: tagged)
        #expect(PNGTextChunk.text(keyword: "alertsnap", in: again) == "new")
        #expect(again.count == png.count + 12 + 9 + 5 + 3)  // length, type, CRC; keyword; 5 flag bytes; text
    }

    @Test func brokenBytesHaveNoChunkAndCannotBeTagged() throws {
        let png = try smallPNG()
        #expect(PNGTextChunk.text(keyword: "alertsnap", in: Array(png.prefix(20))) == nil)
        #expect(PNGTextChunk.imageDataDigest([1, 2, 3]) == nil)
        #expect(throws: PNGError.self) {
            try PNGTextChunk.inserting(keyword: "alertsnap", text: "x", into: Array(png.dropLast(12)))
        }
    }
}
