// Real-world PNGs in the repository: pixelmatch's conformance images (Tests/Resources) and the benchmark
// screen (bench/). A missing file fails these tests; it never skips them.
import Foundation
import Testing

@testable import PNGCodec

@Suite struct CorpusTests {
    /// Sizes of pixelmatch 7.2.0's test images (`file` on the originals).
    static let pixelmatchSizes: [String: (Int, Int)] = [
        "1a.png": (512, 256), "1b.png": (512, 256), "2a.png": (256, 256), "2b.png": (256, 256),
        "3a.png": (512, 256), "3b.png": (512, 256), "4a.png": (438, 412), "4b.png": (438, 412),
        "5a.png": (256, 256), "5b.png": (256, 256), "6a.png": (256, 256), "6b.png": (256, 256),
        "7a.png": (500, 500), "7b.png": (500, 500), "8a.png": (256, 256),
    ]

    @Test func pixelmatchConformanceImagesDecode() throws {
        let shared = try #require(TestPNG.sharedDirectory, "\(TestPNG.sharedSearchDescription)")
        let folder = shared.appendingPathComponent("conformance/pixelmatch")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".png") }.sorted()
        #expect(names == Self.pixelmatchSizes.keys.sorted(), "corpus in \(folder.path)")
        for name in names {
            let path = folder.appendingPathComponent(name).path
            let image = try PNGFile.decode(contentsOf: path)
            let size = try #require(Self.pixelmatchSizes[name])
            #expect(image.width == size.0 && image.height == size.1, "\(name)")
            #expect(image.bytes.count == image.width * image.height * 4)
            // Decoding is stable and survives our own encoder exactly.
            #expect(try PNGFile.decode(PNGFile.encode(image), source: name) == image, "\(name)")
        }
    }

    @Test func benchmarkScreenDecodesOpaque() throws {
        let path = TestPNG.benchBackground
        let image = try PNGFile.decode(contentsOf: path)
        #expect(image.width == 1170 && image.height == 2532)
        #expect(stride(from: 3, to: image.bytes.count, by: 4).allSatisfy { image.bytes[$0] == 255 })
    }
}
