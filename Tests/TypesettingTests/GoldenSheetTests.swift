import Foundation
import PNGCodec
import Support
import Testing

@testable import Typesetting

/// The sample sheet (Latin, Japanese, mixed, bold, truncation, small sizes, .notdef boxes)
/// compared byte for byte with `__snapshots__/typesetting-sheet.png`. A missing or different
/// golden fails; run with `ALERTSNAP_RECORD=1` to write it (then look at it before committing).
@Suite("Golden sheet")
struct GoldenSheetTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__snapshots__/typesetting-sheet.png").path

    @Test("The sample sheet matches the golden PNG exactly")
    func sheetMatchesGolden() throws {
        let sheet = SampleSheet(try typesetter())
        let png = try sheet.rgba.withUnsafeBytes { rgba in
            try PNGFile.encode(rgba: rgba, width: sheet.width, height: sheet.height, premultiplied: false)
        }
        if ProcessInfo.processInfo.environment["ALERTSNAP_RECORD"] == "1" {
            try FileManager.default.createDirectory(
                atPath: (Self.golden as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try AtomicFile.write(png, to: Self.golden)
            // Recording is never a pass: the new golden must be looked at before it is committed.
            Issue.record("recorded \(Self.golden); look at it, then run again without ALERTSNAP_RECORD")
            return
        }
        guard let data = FileManager.default.contents(atPath: Self.golden) else {
            Issue.record("golden missing: \(Self.golden); run with ALERTSNAP_RECORD=1 to record it")
            return
        }
        let expected = try PNGFile.decode([UInt8](data), source: Self.golden)
        #expect(expected.width == sheet.width && expected.height == sheet.height)
        guard expected.bytes != sheet.rgba else { return }
        let differing = zip(expected.bytes, sheet.rgba).enumerated().filter { $0.element.0 != $0.element.1 }
        let first = differing.first.map { ($0.offset / 4 % sheet.width, $0.offset / 4 / sheet.width) }
        Issue.record(
            "sheet differs from \(Self.golden) in \(differing.count) samples, first at \(first.map { "\($0)" } ?? "size")"
        )
        let actual = (Self.golden as NSString).deletingPathExtension + ".actual.png"
        try? AtomicFile.write(
            png, to: (NSTemporaryDirectory() as NSString).appendingPathComponent((actual as NSString).lastPathComponent)
        )
    }
}
