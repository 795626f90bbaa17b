import AlertLayout
import AlertModel
import AlertRender
import Raster
import Testing

/// Text styles read back from rendered pixels: colour, alignment, size and line limits.
@Suite struct TextStylePixelTests {
    static let spec = ##"""
        {"ios": 18, "theme": "plain", "canvas": {"width": 300, "height": 300, "scale": 2}, "safeArea": {"top": 0, "bottom": 0},
         "presenting": {"color": "#FFFFFF", "tint": "normal"}, "backdrop": {"opacity": 0},
         "alert": {"width": 240, "background": "#FFFFFF", "shadow": null, "title": "Delete?",
                   "message": "One two three four five six seven eight nine ten eleven twelve thirteen fourteen",
                   "titleStyle": TITLE, "messageStyle": MESSAGE, "actions": [{"title": "OK"}]}}
        """##

    func render(title: String = "{}", message: String = "{}") throws -> (ResolvedSpec, Canvas, AlertGeometry) {
        let json = Self.spec.replacingOccurrences(of: "TITLE", with: title).replacingOccurrences(
            of: "MESSAGE", with: message)
        let spec = try resolve(json)
        return (spec, try sharedRenderer.render(spec), sharedRenderer.layout(spec))
    }

    /// Device-pixel columns in `rect` (points) holding a pixel for which `hit` holds.
    func columns(_ canvas: Canvas, _ spec: ResolvedSpec, _ rect: Frame, _ hit: (PremultipliedColor) -> Bool) -> [Int] {
        var found: [Int] = []
        let s = spec.scale
        for x in Int(rect.x * s)..<Int(rect.maxX * s) {
            for y in Int(rect.y * s)..<Int(rect.maxY * s) where hit(canvas.pixel(x: x, y: y)) {
                found.append(x)
                break
            }
        }
        return found
    }

    static func red(_ p: PremultipliedColor) -> Bool { p.r > 180 && p.g < 90 && p.b < 90 }

    @Test func aRedTitleHasRedPixelsInItsFrameAndNoneElsewhere() throws {
        let (spec, canvas, layout) = try render(title: ##"{"color": "#FF0000"}"##)
        let title = try #require(layout.title).frame
        #expect(!columns(canvas, spec, title, Self.red).isEmpty)
        var outside = 0
        for y in 0..<spec.pixelHeight {
            for x in 0..<spec.pixelWidth where Self.red(canvas.pixel(x: x, y: y)) {
                let px = Double(x) / spec.scale, py = Double(y) / spec.scale
                if !title.contains(x: px, y: py) { outside += 1 }
            }
        }
        #expect(outside == 0)
    }

    @Test func leftAndRightAlignmentPutTheInkAtThatEdge() throws {
        let dark: (PremultipliedColor) -> Bool = { $0.r < 128 }
        let (ls, lc, ll) = try render(title: ##"{"align": "left"}"##)
        let (rs, rc, rl) = try render(title: ##"{"align": "right"}"##)
        let lt = try #require(ll.title).frame, rt = try #require(rl.title).frame
        let left = columns(lc, ls, lt, dark), right = columns(rc, rs, rt, dark)
        let l0 = try #require(left.first), r1 = try #require(right.last)
        #expect(Double(l0) / ls.scale - lt.x < 3, "left-aligned ink starts at the frame's left edge")
        #expect(rt.maxX - Double(r1) / rs.scale < 3, "right-aligned ink ends at the frame's right edge")
        #expect(Double(try #require(left.last)) / ls.scale < lt.x + lt.width / 2)
    }

    @Test func sizeAndMaxLinesShapeTheFrames() throws {
        let (_, _, plain) = try render()
        let (_, _, styled) = try render(title: ##"{"size": 34}"##, message: ##"{"maxLines": 2}"##)
        let t0 = try #require(plain.title), t1 = try #require(styled.title)
        #expect(t1.frame.height > t0.frame.height * 1.8)
        #expect(try #require(plain.message).lines > 2)
        #expect(try #require(styled.message).lines == 2)
    }
}
