import AlertLayout
import AlertModel
import AlertRender
import Foundation
import PNGCodec
import Raster
import Support
import Testing

/// `icon`, `insets`, `spacing` and `border`, read back from layout frames and pixels.
@Suite struct IconBorderPixelTests {
    /// A folder with an 8x8 PNG whose left half is opaque red and right half transparent.
    static let folder: String = {
        let dir = NSTemporaryDirectory() + "icon-pixels-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        var bytes = [UInt8](repeating: 0, count: 8 * 8 * 4)
        for y in 0..<8 {
            for x in 0..<4 { bytes.replaceSubrange((y * 8 + x) * 4..<(y * 8 + x) * 4 + 4, with: [255, 0, 0, 255]) }
        }
        let png = bytes.withUnsafeBytes { try? PNGFile.encode(rgba: $0, width: 8, height: 8, premultiplied: false) }
        if let png { try? AtomicFile.write(png, to: dir + "/half.png") }
        return dir
    }()

    func make(_ alert: String) throws -> (ResolvedSpec, Canvas, AlertGeometry) {
        let json = ##"""
            {"ios": 18, "theme": "plain", "canvas": {"width": 320, "height": 480, "scale": 2}, "safeArea": {"top": 0, "bottom": 0},
             "presenting": {"color": "#FFFFFF", "tint": "normal"}, "backdrop": {"opacity": 0},
             "alert": {"width": 260, "background": "#FFFFFF", "shadow": null, "title": "Move to trash?",
                       "actions": [{"title": "OK"}], ALERT}}
            """##.replacingOccurrences(of: "ALERT", with: alert)
        let path = Self.folder + "/spec-\(UUID().uuidString).json"
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        let spec = try AlertSpec.load(path: path).resolved()
        return (spec, try sharedRenderer.render(spec), sharedRenderer.layout(spec))
    }

    @Test func anIconSitsAboveTheTitleAtItsSize() throws {
        let (spec, canvas, layout) = try make(##""icon": {"image": "half.png", "width": 40, "height": 40}"##)
        let icon = try #require(layout.icon)
        let title = try #require(layout.title)
        #expect(icon.width == 40 && icon.height == 40)
        #expect(icon.maxY + 12 == title.frame.y)  // the theme's icon spacing
        #expect(abs((icon.x + icon.width / 2) - (layout.alert.x + layout.alert.width / 2)) <= 0.5)
        #expect(icon.y == layout.alert.y + spec.theme.contentTop)
        // Its own colours: red on the left half, the card through the transparent right half.
        let left = pixel(canvas, spec, x: icon.x + 10, y: icon.y + 20)
        let right = pixel(canvas, spec, x: icon.x + 30, y: icon.y + 20)
        #expect(left.r == 255 && left.g == 0 && left.b == 0)
        #expect(right.r == 255 && right.g == 255 && right.b == 255)
        // Nothing red above the icon.
        let above = pixel(canvas, spec, x: icon.x + 10, y: icon.y - 2)
        #expect(above.g == 255)
        #expect(sharedRenderer.layout(spec).jsonString().contains(#""icon": {"#))
        #expect(try sharedRenderer.inputMetadata(for: spec).inputs.contains { $0.key == "alert.icon.image" })
    }

    @Test func aTintedIconIsATemplate() throws {
        let (spec, canvas, layout) = try make(##""icon": {"image": "half.png", "width": 40, "tint": "#00A000"}"##)
        let icon = try #require(layout.icon)
        #expect(icon.height == 40)
        let left = pixel(canvas, spec, x: icon.x + 10, y: icon.y + 20)
        let right = pixel(canvas, spec, x: icon.x + 30, y: icon.y + 20)
        #expect(left.r == 0 && left.g == 0xA0 && left.b == 0)
        #expect(right.r == 255 && right.g == 255 && right.b == 255)
    }

    @Test func insetsAndSpacingPlaceTheContent() throws {
        let (_, _, layout) = try make(
            ##""icon": {"image": "half.png", "height": 30}, "insets": {"top": 10, "left": 30, "right": 20, "bottom": 6}, "spacing": 5, "message": "Body""##
        )
        let icon = try #require(layout.icon)
        let title = try #require(layout.title)
        let message = try #require(layout.message)
        #expect(icon.y == layout.alert.y + 10)
        #expect(title.frame.y == icon.maxY + 5)
        #expect(message.frame.y == title.frame.maxY + 5)
        #expect(title.frame.x == layout.alert.x + 30)
        #expect(title.frame.maxX == layout.alert.maxX - 20)
        // The text rows start 6 pt below the message.
        #expect(layout.hairlines.first?.y == message.frame.maxY + 6)
        #expect(sharedRenderer.layout(try make("\"spacing\": 0").0).icon == nil)
    }

    @Test func aBorderStrokesInsideTheCard() throws {
        let (spec, canvas, layout) = try make(##""border": {"color": "#0000FF", "width": 2}"##)
        let a = layout.alert
        let edge = pixel(canvas, spec, x: a.x + 1, y: a.y + a.height / 2)
        let inside = pixel(canvas, spec, x: a.x + 3, y: a.y + a.height / 2)
        let outside = pixel(canvas, spec, x: a.x - 1, y: a.y + a.height / 2)
        #expect(edge.r == 0 && edge.g == 0 && edge.b == 255)
        #expect(inside.r == 255 && inside.b == 255)
        #expect(outside.r == 255 && outside.g == 255)
        let (plain, plainCanvas, _) = try make(##""border": null"##)
        #expect(plain.border == nil)
        #expect(pixel(plainCanvas, plain, x: a.x + 1, y: a.y + a.height / 2).r == 255)
    }

    @Test func aMissingIconFileIsOneLineNamingTheKey() throws {
        do {
            _ = try make(##""icon": {"image": "nowhere.png"}"##)
            Issue.record("rendered without its icon")
        } catch {
            #expect("\(error)".contains("alert.icon.image: "))
            #expect("\(error)".contains("nowhere.png: cannot open"))
            #expect(!"\(error)".contains("\n"))
        }
    }
}
