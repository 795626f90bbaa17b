import Foundation
import PNGCodec
import Support
import Testing

@testable import Raster

/// Golden images: `__snapshots__/<area>/<name>.png` next to this file, compared pixel for pixel
/// (after a PNG round trip, so only the encoder's un-premultiply is involved on both sides).
/// A missing or different golden fails; `ALERTSNAP_RECORD=1` writes it instead (look at it
/// before committing). On a mismatch the actual image is written to the temporary directory.
func assertGolden(
    _ canvas: Canvas, area: String, name: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__snapshots__").appendingPathComponent(area)
    let path = directory.appendingPathComponent(name + ".png").path
    let png = try canvas.withUnsafeBytes { rgba in
        try PNGFile.encode(rgba: rgba, width: canvas.width, height: canvas.height, premultiplied: true)
    }
    if ProcessInfo.processInfo.environment["ALERTSNAP_RECORD"] == "1" {
        try FileManager.default.createDirectory(atPath: directory.path, withIntermediateDirectories: true)
        try AtomicFile.write(png, to: path)
        // Recording is never a pass: the new golden must be looked at before it is committed.
        Issue.record(
            "recorded \(path); look at it, then run again without ALERTSNAP_RECORD", sourceLocation: sourceLocation)
        return
    }
    guard let data = FileManager.default.contents(atPath: path) else {
        Issue.record(
            "golden missing: \(path); run with ALERTSNAP_RECORD=1 to record it", sourceLocation: sourceLocation)
        return
    }
    let expected = try PNGFile.decode([UInt8](data), source: path)
    let actual = try PNGFile.decode(png, source: "\(area)/\(name) (actual)")
    guard expected != actual else { return }
    let actualPath = (NSTemporaryDirectory() as NSString).appendingPathComponent("\(area)-\(name).actual.png")
    try? AtomicFile.write(png, to: actualPath)
    guard expected.width == actual.width && expected.height == actual.height else {
        Issue.record(
            "\(area)/\(name): size \(actual.width)x\(actual.height), golden \(expected.width)x\(expected.height); actual at \(actualPath)",
            sourceLocation: sourceLocation)
        return
    }
    var differing = 0
    var first: (Int, Int)?
    for i in stride(from: 0, to: expected.bytes.count, by: 4)
    where expected.bytes[i..<(i + 4)] != actual.bytes[i..<(i + 4)] {
        differing += 1
        if first == nil { first = (i / 4 % actual.width, i / 4 / actual.width) }
    }
    Issue.record(
        "\(area)/\(name): \(differing) pixels differ from the golden, first at \(first!); actual at \(actualPath)",
        sourceLocation: sourceLocation)
}

/// A light checkerboard backdrop, so that translucency and anti-aliasing are visible.
func checkerBackdrop(width: Int, height: Int, cell: Int = 8) -> Canvas {
    let canvas = Canvas(width: width, height: height, fill: PremultipliedColor(r: 236, g: 236, b: 240, a: 255))
    for y in stride(from: 0, to: height, by: cell) {
        for x in stride(from: (y / cell) % 2 * cell, to: width, by: 2 * cell) {
            canvas.fillRect(
                Rect(x: Double(x), y: Double(y), width: Double(cell), height: Double(cell)),
                color: PremultipliedColor(r: 200, g: 204, b: 214, a: 255))
        }
    }
    return canvas
}

/// A colourful test photo: gradients and stripes, opaque.
func colourfulImage(width: Int, height: Int) -> RGBAImage {
    var bytes = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
        for x in 0..<width {
            let i = (y * width + x) * 4
            bytes[i] = UInt8(x * 255 / max(1, width - 1))
            bytes[i + 1] = UInt8(y * 255 / max(1, height - 1))
            bytes[i + 2] = (x / 6 + y / 6) % 2 == 0 ? 220 : 40
        }
    }
    return RGBAImage(width: width, height: height, bytes: bytes)
}
