// pixelmatch 7.2.0 conformance: its own test images, decoded with PNGFile, must give exactly the
// counts pixelmatch reports (table in Tests/Resources/conformance/pixelmatch/README.md). A missing
// folder fails these tests; it never skips them.
import Foundation
import ImageDiff
import PNGCodec
import Raster
import Testing

@Suite("pixelmatch 7.2.0 conformance")
struct ConformanceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let expected: String
        let actual: String
        let threshold: Double
        /// pixelmatch's count over its checkerboard (the default).
        let count: Int
        /// The count with semi-transparent pixels blended over white instead.
        let whiteCount: Int

        var testDescription: String { "\(expected) vs \(actual) at threshold \(threshold)" }
    }

    static let cases: [Case] = [
        Case(expected: "1a", actual: "1b", threshold: 0.05, count: 143, whiteCount: 143),
        Case(expected: "1a", actual: "1b", threshold: 0.1, count: 106, whiteCount: 106),
        Case(expected: "1a", actual: "1a", threshold: 0, count: 0, whiteCount: 0),
        Case(expected: "2a", actual: "2b", threshold: 0.05, count: 12437, whiteCount: 12437),
        Case(expected: "3a", actual: "3b", threshold: 0.05, count: 212, whiteCount: 212),
        Case(expected: "4a", actual: "4b", threshold: 0.05, count: 36049, whiteCount: 36049),
        Case(expected: "5a", actual: "5b", threshold: 0.05, count: 6, whiteCount: 0),
        Case(expected: "6a", actual: "6b", threshold: 0.05, count: 51, whiteCount: 51),
        Case(expected: "6a", actual: "6a", threshold: 0, count: 0, whiteCount: 0),
        Case(expected: "7a", actual: "7b", threshold: 0.1, count: 2448, whiteCount: 2448),
        Case(expected: "8a", actual: "5b", threshold: 0.05, count: 32896, whiteCount: 0),
    ]

    /// The repository's copy of pixelmatch's pairs (`Tests/Resources/conformance/pixelmatch`, with
    /// their ISC licence): the tests need nothing outside the checkout.
    static var candidates: [String] {
        [
            URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent()  // ImageDiffTests
                .deletingLastPathComponent()  // Tests
                .appendingPathComponent("Resources/conformance/pixelmatch").path
        ]
    }

    static func folder() throws -> String {
        let folder = candidates.first { FileManager.default.fileExists(atPath: $0 + "/1a.png") }
        return try #require(
            folder,
            "pixelmatch conformance images not found; looked in \(candidates.joined(separator: ", "))")
    }

    static func load(_ name: String, in folder: String) throws -> RGBAImage {
        let png = try PNGFile.decode(contentsOf: "\(folder)/\(name).png")
        return RGBAImage(width: png.width, height: png.height, bytes: png.bytes)
    }

    @Test(arguments: cases)
    func countMatchesPixelmatch(_ c: Case) throws {
        let folder = try Self.folder()
        let expected = try Self.load(c.expected, in: folder)
        let actual = try Self.load(c.actual, in: folder)
        let result = ImageComparison.compare(expected, actual, options: DiffOptions(threshold: c.threshold))
        #expect(result.diffPixels == c.count)
        #expect(result.identical == (c.expected == c.actual))
        #expect(!result.sizeMismatch)
        #expect(result.totalPixels == expected.width * expected.height)
        #expect((result.bounds == nil) == (c.count == 0))
        // The diff image draws exactly the counted pixels in the diff colour.
        let (_, image) = ImageComparison.diffImage(expected, actual, options: DiffOptions(threshold: c.threshold))
        var red = 0
        for i in stride(from: 0, to: image.bytes.count, by: 4)
        where image.bytes[i] == 255 && image.bytes[i + 1] == 0 && image.bytes[i + 2] == 0 {
            red += 1
        }
        #expect(red == c.count)
    }

    @Test(arguments: cases)
    func countOverWhite(_ c: Case) throws {
        let folder = try Self.folder()
        let options = DiffOptions(threshold: c.threshold, background: .white)
        let result = ImageComparison.compare(
            try Self.load(c.expected, in: folder), try Self.load(c.actual, in: folder), options: options)
        #expect(result.diffPixels == c.whiteCount)
    }
}
