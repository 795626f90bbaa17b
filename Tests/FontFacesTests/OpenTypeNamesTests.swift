import Foundation
import Testing

import FontFaces

/// The family and weight of a font file's faces, read from its name and OS/2 tables; a cut or
/// corrupted file is a problem, never a crash.
@Suite struct OpenTypeNamesTests {
    static let serif = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/brand/design/fonts").path

    @Test func cutOrCorruptedFontsAreProblemsNeverCrashes() throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.serif + "/NotoSerif-Regular.ttf")))
        #expect(
            try OpenTypeNames.faces(in: bytes).map { [$0.family, "\($0.weight)"] } == [["Noto Serif", "400"]])
        // Every cut inside the table directory and a spread of cuts beyond it.
        var failures = 0
        for length in Array(0..<1024) + stride(from: 1024, to: bytes.count, by: 7919) {
            do { _ = try OpenTypeNames.faces(in: Array(bytes.prefix(length))) } catch { failures += 1 }
        }
        #expect(failures > 1000)
        // Corrupted headers and directories (a fixed generator: the same cases every run).
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        var corrupted = 0
        for _ in 0..<2000 {
            var copy = bytes
            for _ in 0..<4 { copy[next() % 512] = UInt8(truncatingIfNeeded: next()) }
            if (try? OpenTypeNames.faces(in: copy)) == nil { corrupted += 1 }
        }
        // A collection header claiming faces past the end.
        let ttc: [UInt8] = Array("ttcf".utf8) + [0, 1, 0, 0, 0, 0, 0, 2, 0, 0, 0, 20, 0xFF, 0xFF, 0xFF, 0xF0]
        #expect(throws: OpenTypeNames.Problem.self) { try OpenTypeNames.faces(in: ttc) }
        #expect(corrupted > 0)
    }
}
