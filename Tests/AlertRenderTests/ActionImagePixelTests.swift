import AlertLayout
import AlertModel
import AlertRender
import Foundation
import PNGCodec
import Raster
import Support
import Testing

/// Action images, checkmarks and the content view, read back from pixels, the scene's record and
/// the golden's inputs.
@Suite struct ActionImagePixelTests {
    /// A folder with `square.png`, an 8x8 opaque green square, and `clear.png`, its transparent twin.
    static let folder: String = {
        let dir = NSTemporaryDirectory() + "action-images-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        write(dir + "/square.png", [0, 200, 0, 255])
        return dir
    }()

    static func write(_ path: String, _ rgba: [UInt8]) {
        let bytes = [UInt8]((0..<64).flatMap { _ in rgba })
        let png = bytes.withUnsafeBytes { try? PNGFile.encode(rgba: $0, width: 8, height: 8, premultiplied: false) }
        if let png { try? AtomicFile.write(png, to: path) }
    }

    func make(_ alert: String, folder: String = Self.folder) throws -> (ResolvedSpec, Canvas, AlertGeometry) {
        let json = ##"""
            {"ios": 18, "canvas": {"width": 390, "height": 600, "scale": 2}, "safeArea": {"top": 0, "bottom": 0},
             "presenting": {"color": "#FFFFFF"}, "backdrop": {"opacity": 0},
             "alert": {"background": "#FFFFFF", "tint": "#0000FF", ALERT}}
            """##.replacingOccurrences(of: "ALERT", with: alert)
        let path = folder + "/spec-\(UUID().uuidString).json"
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        let spec = try AlertSpec.load(path: path).resolved()
        return (spec, try sharedRenderer.render(spec), sharedRenderer.layout(spec))
    }

    @Test func aTemplateImageTakesTheTitleColourOrItsTint() throws {
        let (spec, canvas, layout) = try make(
            ##""preferredStyle": "actionSheet", "actions": [{"title": "A", "image": {"image": "square.png"}}, {"title": "B", "image": {"image": "square.png", "tint": "#FF0000"}}, {"title": "C", "image": {"image": "square.png", "template": false}}]"##
        )
        func centre(_ i: Int) throws -> PremultipliedColor {
            let f = try #require(layout.actions[i].image)
            return pixel(canvas, spec, x: f.x + f.width / 2, y: f.y + f.height / 2)
        }
        let a = try centre(0), b = try centre(1), c = try centre(2)
        #expect(a.r == 0 && a.g == 0 && a.b == 255)  // the title's colour: the alert's tint
        #expect(b.r == 255 && b.g == 0 && b.b == 0)
        #expect(c.r == 0 && c.g == 200 && c.b == 0)  // its own colours
        // The golden records each image and its tint.
        let record = sharedRenderer.layoutRecord(spec)
        #expect(record.contains(##""actions[0].image":{"tint":"#0000FF"}"##))
        #expect(record.contains(#""actions[2].image":{"tint":null}"#))
    }

    @Test func aCheckmarkIsDrawnInTheTintAtTheTrailingEdge() throws {
        let (spec, canvas, layout) = try make(#""preferredStyle": "actionSheet", "actions": [{"title": "High", "checked": true}, {"title": "Low"}]"#)
        let box = try #require(layout.actions[0].checkmark)
        // The stroke's joint (0.38, 0.84 of the box) is solid tint.
        let joint = pixel(canvas, spec, x: box.x + 0.38 * box.width, y: box.y + 0.80 * box.height)
        #expect(joint.b > 200 && joint.r < 60 && joint.g < 60)
        // The top left of the box is empty.
        let empty = pixel(canvas, spec, x: box.x + 0.1 * box.width, y: box.y + 0.1 * box.height)
        #expect(empty.b < 150 || empty.r > 150)
        // Nothing is drawn where the unchecked row would have it.
        let row = layout.actions[1].frame
        let other = pixel(canvas, spec, x: box.x + 0.38 * box.width, y: row.y + (box.y - layout.actions[0].frame.y) + 0.8 * box.height)
        #expect(!(other.b > 200 && other.r < 60))
        #expect(sharedRenderer.layoutRecord(spec).contains(##""actions[0].checkmark":{"fill":"#0000FF"}"##))
    }

    @Test func rightToLeftDrawsTheImageOnTheRight() throws {
        let (spec, canvas, layout) = try make(
            #""preferredStyle": "actionSheet", "actions": [{"title": "A", "image": {"image": "square.png", "template": false}}]"#
                .replacingOccurrences(of: "\"preferredStyle\"", with: "\"title\": \"ש\", \"preferredStyle\""))
        #expect(spec.layoutDirection == .rtl)
        let f = try #require(layout.actions[0].image)
        #expect(f.maxX == layout.actions[0].frame.maxX - 20)
        let c = pixel(canvas, spec, x: f.x + f.width / 2, y: f.y + f.height / 2)
        #expect(c.g == 200 && c.r == 0)
    }

    @Test func theContentViewIsDrawnInItsOwnColours() throws {
        let (spec, canvas, layout) = try make(
            #""title": "Steps", "content": {"image": "square.png", "width": 100, "height": 50}, "actions": [{"title": "OK"}]"#)
        let f = try #require(layout.content)
        #expect(f.width == 100 && f.height == 50)
        // An 8x8 square fitted into 100x50: 50x50 in the middle, the sides show the card.
        let mid = pixel(canvas, spec, x: f.x + 50, y: f.y + 25)
        let side = pixel(canvas, spec, x: f.x + 5, y: f.y + 25)
        #expect(mid.g == 200 && mid.r == 0)
        #expect(side.r == 255 && side.g == 255)
        #expect(sharedRenderer.layoutRecord(spec).contains(#""content":{"frame":"#))
    }

    @Test func anImageChangeIsAnInputChange() throws {
        let dir = NSTemporaryDirectory() + "action-image-inputs-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        Self.write(dir + "/icon.png", [0, 200, 0, 255])
        let (spec, _, _) = try make(#""actions": [{"title": "A", "image": {"image": "icon.png"}}]"#, folder: dir)
        let before = try AlertRenderer().inputMetadata(for: spec).inputs
        #expect(before.map(\.key) == ["spec", "alert.actions[0].image.image"])
        Self.write(dir + "/icon.png", [200, 0, 0, 255])
        let after = try AlertRenderer().inputMetadata(for: spec).inputs
        #expect(before[1].value != after[1].value && before[0].value == after[0].value)
    }

    @Test func aMissingImageNamesItsKey() throws {
        let (spec, _, _) = try make(#""actions": [{"title": "A"}]"#)
        let path = Self.folder + "/missing-\(UUID().uuidString).json"
        try #"{"ios": 18, "alert": {"actions": [{"title": "A"}, {"title": "B", "image": {"image": "none.png"}}]}}"#.write(
            toFile: path, atomically: true, encoding: .utf8)
        let broken = try AlertSpec.load(path: path).resolved()
        #expect(spec.actionImages.isEmpty)
        do {
            _ = try sharedRenderer.render(broken)
            Issue.record("a missing image rendered")
        } catch {
            #expect(error.description.hasPrefix(path + ": alert.actions[1].image.image:"))
        }
    }
}
