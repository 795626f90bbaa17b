import AlertModel
import AlertRender
import Foundation
import Raster
import Testing

/// A spec's `fonts` read back from the pixels and the golden's metadata.
@Suite struct UserFontPixelTests {
    static let fonts = repositoryRoot.appendingPathComponent("Fixtures/brand/design/fonts").path

    /// A folder holding `a.json` (`spec`) and the fixture fonts as `R.ttf` and `B.ttf`.
    func folder(_ spec: String) throws -> String {
        let dir = NSTemporaryDirectory() + "userfont-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.fonts + "/NotoSerif-Regular.ttf", toPath: dir + "/R.ttf")
        try FileManager.default.copyItem(atPath: Self.fonts + "/NotoSerif-Bold.ttf", toPath: dir + "/B.ttf")
        try spec.write(toFile: dir + "/a.json", atomically: true, encoding: .utf8)
        return dir
    }

    static func spec(font: String?, title: String = "Serif Heading") -> String {
        let style = font.map { #"{"font": "\#($0)", "size": 24, "weight": 400}"# } ?? #"{"size": 24}"#
        return #"""
            {"ios": 18, "canvas": {"width": 320, "height": 240, "scale": 2}, "safeArea": {"top": 0, "bottom": 0},
             "presenting": {"color": "#FFFFFF"}, "backdrop": {"opacity": 0}, "fonts": ["R.ttf", "B.ttf"],
             "alert": {"width": 280, "shadow": null, "title": "\#(title)", "titleStyle": \#(style),
                       "actions": [{"title": "OK"}]}}
            """#
    }

    func render(_ dir: String) throws -> (ResolvedSpec, Canvas) {
        let spec = try AlertSpec.load(path: dir + "/a.json").resolved()
        return (spec, try sharedRenderer.render(spec))
    }

    /// Pixels of the title's frame, as device-pixel rows.
    func titlePixels(_ spec: ResolvedSpec, _ canvas: Canvas) throws -> [PremultipliedColor] {
        let frame = try #require(sharedRenderer.layout(spec).title).frame
        var out: [PremultipliedColor] = []
        for y in Int(frame.y * spec.scale)..<Int(frame.maxY * spec.scale) {
            for x in Int(frame.x * spec.scale)..<Int(frame.maxX * spec.scale) { out.append(canvas.pixel(x: x, y: y)) }
        }
        return out
    }

    @Test func aTitleInTheUserFontDrawsOtherPixelsThanInInter() throws {
        let serif = try folder(Self.spec(font: "Noto Serif"))
        let inter = try folder(Self.spec(font: nil))
        defer { for d in [serif, inter] { try? FileManager.default.removeItem(atPath: d) } }
        let (s1, c1) = try render(serif)
        let (s2, c2) = try render(inter)
        let a = try titlePixels(s1, c1), b = try titlePixels(s2, c2)
        let dark = { (p: PremultipliedColor) in p.r < 100 }
        #expect(a.contains(where: dark) && b.contains(where: dark))  // both drew a title
        let differing = zip(a, b).filter { $0 != $1 }.count
        #expect(differing > 200, "\(differing) pixels differ")
        // The message-less alert's OK button is Inter in both.
        let okA = try #require(sharedRenderer.layout(s1).actions.first).frame
        #expect(okA == (try #require(sharedRenderer.layout(s2).actions.first).frame))
    }

    @Test func aChangedFontFileChangesTheRecordedInputs() throws {
        let dir = try folder(Self.spec(font: "Noto Serif"))
        defer { try? FileManager.default.removeItem(atPath: dir) }
        func inputs() throws -> [String: String] {
            let spec = try AlertSpec.load(path: dir + "/a.json").resolved()
            return Dictionary(
                uniqueKeysWithValues: try sharedRenderer.inputMetadata(for: spec).inputs.map { ($0.key, $0.value) })
        }
        let before = try inputs()
        #expect(before["fonts[0]"] != nil && before["fonts[1]"] != nil && before["fonts[0]"] != before["fonts[1]"])
        let (_, canvasBefore) = try render(dir)
        // The Regular file becomes a copy of the Bold one: same name, other bytes.
        try FileManager.default.removeItem(atPath: dir + "/R.ttf")
        try FileManager.default.copyItem(atPath: Self.fonts + "/NotoSerif-Bold.ttf", toPath: dir + "/R.ttf")
        let after = try inputs()
        #expect(after["fonts[0]"] != before["fonts[0]"])
        #expect(after["fonts[1]"] == before["fonts[1]"])
        #expect(after["spec"] != before["spec"])  // the registered weights changed too
        // And the render follows the file: the title is now set in the Bold outlines.
        let (_, canvasAfter) = try render(dir)
        #expect(canvasAfter.makeImage() != canvasBefore.makeImage())
    }

    @Test func pngsAreByteIdenticalOnAnyThreadCount() throws {
        let dir = try folder(Self.spec(font: "Noto Serif", title: "Serif ログ 😀 Heading"))
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let spec = try AlertSpec.load(path: dir + "/a.json").resolved()
        let serial = try AlertRenderer().renderPNG(spec, encoderThreads: 1)
        let renderer = try AlertRenderer()
        let results = PNGSlots()
        DispatchQueue.concurrentPerform(iterations: 8) { i in
            results.set(i, try? renderer.renderPNG(spec, encoderThreads: i % 3))
        }
        #expect(results.all().count == 8)
        for png in results.all() { #expect(png == serial) }
    }

    @Test func aFontFreeTypeRefusesIsOneLineNamingTheKey() throws {
        let dir = try folder(Self.spec(font: "Noto Serif"))
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var spec = try AlertSpec.load(path: dir + "/a.json").resolved()
        // Past the spec's checks (which read the name tables), the file is cut short.
        let bytes = try Data(contentsOf: URL(fileURLWithPath: dir + "/B.ttf"))
        try bytes.prefix(2048).write(to: URL(fileURLWithPath: dir + "/cut.ttf"))
        spec.fonts[1].path = dir + "/cut.ttf"
        do {
            _ = try sharedRenderer.render(spec)
            Issue.record("a cut font rendered")
        } catch {
            #expect("\(error)".hasPrefix("\(dir)/a.json: fonts[1]: "))
            #expect("\(error)".contains("cut.ttf"))
            #expect(!"\(error)".contains("\n"))
        }
    }
}

/// One PNG per thread.
final class PNGSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int: [UInt8]] = [:]
    func set(_ i: Int, _ png: [UInt8]?) { lock.withLock { values[i] = png } }
    func all() -> [[UInt8]] { lock.withLock { (0..<8).compactMap { values[$0] } } }
}
