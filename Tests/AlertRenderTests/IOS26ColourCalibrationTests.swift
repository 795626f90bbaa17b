import AlertLayout
import AlertModel
import AlertRender
import Foundation
import Raster
import Testing

/// iOS 26's colours as the real renders read (IOS26.md "Version 5", docs/themes.md "Colours as
/// measured"): the dark text-field alert over a black app, and IMG-D's light message and fill.
@Suite struct IOS26ColourCalibrationTests {
    typealias C = IOS26CalibrationTests

    /// The extreme luminance inside `frame` (points): the brightest (`brightest`) or the darkest pixel.
    static func extreme(_ c: Canvas, _ frame: Frame, scale s: Double, brightest: Bool) -> Double {
        var best = brightest ? 0.0 : 255.0
        for y in Int(frame.y * s)..<Int(frame.maxY * s) {
            for x in Int(frame.x * s)..<Int(frame.maxX * s) {
                let l = C.luma(c, x, y)
                best = brightest ? max(best, l) : min(best, l)
            }
        }
        return best
    }

    /// MEASURED over black: body 12-13, capsule and field 40, title 242-245, message 142-146,
    /// placeholder 94-96, Close 244-249, the disabled Done 87-88, the rim 29-30 (+17).
    @Test func darkGlassLevelsOverBlackMeasureAsTheReference() throws {
        let (spec, layout, canvas) = try C.render(IOS26TextFieldCalibrationTests.dark)
        let s = spec.scale
        let card = layout.alert
        let body = C.luma(canvas, Int((card.x + 300) * s), Int((card.y + 12) * s))
        #expect(abs(body - 12.5) <= 3, "body \(body)")
        let close = layout.actions[0].frame
        let capsule = C.luma(canvas, Int((close.x + 12) * s), Int((close.y + close.height / 2) * s))
        #expect(abs(capsule - 40) <= 4, "capsule \(capsule)")
        let field = layout.textFields[0]
        let fill = C.luma(canvas, Int((field.x + 220) * s), Int((field.y + field.height / 2) * s))
        #expect(abs(fill - 40) <= 4, "field \(fill)")
        let title = Self.extreme(canvas, layout.title!.frame, scale: s, brightest: true)
        #expect(abs(title - 243.5) <= 4, "title \(title)")
        let message = Self.extreme(canvas, layout.message!.frame, scale: s, brightest: true)
        #expect(abs(message - 144) <= 5, "message \(message)")
        let placeholder = Self.extreme(
            canvas, Frame(x: field.x + 8, y: field.y + 8, width: 80, height: field.height - 16), scale: s, brightest: true)
        #expect(abs(placeholder - 95) <= 5, "placeholder \(placeholder)")
        let closeLabel = Self.extreme(canvas, Frame(x: close.x + 30, y: close.y + 10, width: close.width - 60, height: close.height - 20), scale: s, brightest: true)
        #expect(abs(closeLabel - 246.5) <= 5, "Close \(closeLabel)")
        let done = layout.actions[1].frame
        let doneLabel = Self.extreme(canvas, Frame(x: done.x + 30, y: done.y + 10, width: done.width - 60, height: done.height - 20), scale: s, brightest: true)
        #expect(abs(doneLabel - 87.5) <= 5, "Done \(doneLabel)")
        // The rim: the device pixel just inside the card's left edge on its middle row.
        let row = Int(((card.y + card.height / 2) * s).rounded())
        let rim = (0..<3).map { C.luma(canvas, Int((card.x * s).rounded()) + $0, row) }.max() ?? 0
        #expect(abs(rim - 29.5) <= 4, "rim \(rim)")
    }

    /// IMG-D (light): the message's darkest ink 90-100 (plain secondaryLabel over the glass gives
    /// 131), the preferred fill (0,127,243) as the capture stores it, and a soft rim: the pixel inside
    /// the edge 243 over the 237 body, not a crisp white line.
    @Test func lightMessageInkFillAndRimMeasureAsIMGD() throws {
        let (spec, layout, canvas) = try IOS26APICalibrationTests.imgD("uikit")
        let s = spec.scale
        let darkest = Self.extreme(canvas, layout.message!.frame, scale: s, brightest: false)
        #expect((88...102).contains(darkest), "message ink \(darkest)")
        let apply = layout.actions[1].frame
        let blue = canvas.pixel(x: Int((apply.x + 10) * s), y: Int((apply.y + apply.height / 2) * s))
        #expect(blue.r == 0 && blue.g == 127 && blue.b == 243, "\(blue)")
        let card = layout.alert
        let row = Int(((card.y + card.height / 2) * s).rounded())
        let inside = (0..<3).map { C.luma(canvas, Int((card.x * s).rounded()) + $0, row) }.max() ?? 0
        #expect(inside <= 247, "rim \(inside)")
    }
}
