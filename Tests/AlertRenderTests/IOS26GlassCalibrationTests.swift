import AlertLayout
import AlertModel
import AlertRender
import Foundation
import Raster
import Testing

/// The glass as the phone composes it (docs/themes.md "The glass"): the blurred screen shows
/// through the card and its capsules, its colour far more than its luminance. Measured on the
/// real renders where something shows through: the dark text-field alert over a red control
/// (`alertadvance-alert-textfield-2btn-cancel-preferreddisabled-dark.png` with its screen just
/// before, `alertadvance-alert-backdrop-before-dark.png`) and the light popover over the bands of
/// a settings screen (`nlgf-actionsheet-popover-titleonly-light.png`). The screens are rebuilt
/// here from what those captures show, in points.
@Suite struct IOS26GlassCalibrationTests {
    typealias C = IOS26CalibrationTests

    /// Writes `canvas` as a PNG in the temporary folder and returns its path.
    static func write(_ canvas: Canvas, _ name: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("glass-\(name)-\(UUID().uuidString).png").path
        try Data(try sharedRenderer.encodePNG(canvas, name: name)).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func rgb(_ c: Canvas, _ x: Double, _ y: Double, _ s: Double) -> (r: Int, g: Int, b: Int) {
        let p = c.pixel(x: Int((x * s).rounded()), y: Int((y * s).rounded()))
        return (Int(p.r), Int(p.g), Int(p.b))
    }

    static let darkAlert = #"""
        {"ios": 26, "api": "swiftui", "device": "iphone-16-pro-max", "appearance": "dark", "presenting": {"image": "SCREEN"},
         "alert": {"title": "SwiftUI", "message": "Demo Alert Advance", "textFields": [{"placeholder": "Field"}],
                   "actions": [{"title": "Close", "style": "cancel"}, {"title": "Done", "preferred": true, "enabled": false}]}}
        """#

    /// The dark reference's app: black, the bordered "Show Alert" button (63,6,0) as a 122 x 48.6 pt
    /// capsule from 43.3 pt left of the card's centre to 78.6 right of it, level with the text
    /// field's middle, and the colour well (180,25,1), 28 pt across, 66 pt left of the centre.
    @Test func aRedControlGlowsThroughTheDarkFieldAndCardAsOnThePhone() throws {
        let probe = try AlertSpec.decode(Array(Self.darkAlert.replacingOccurrences(of: "\"SCREEN\"", with: "\"x.png\"").utf8))
            .resolved()
        let layout = sharedRenderer.layout(probe)
        let field = try #require(layout.textFields.first)
        let s = probe.scale
        let mid = layout.alert.x + layout.alert.width / 2
        let fy = field.y + field.height / 2
        let screen = Canvas(width: Int(probe.canvasWidth * s), height: Int(probe.canvasHeight * s), fill: .black)
        screen.fillRoundedRect(
            Rect(x: (mid - 43.3) * s, y: (fy - 24.3) * s, width: 121.9 * s, height: 48.6 * s), radius: 24.3 * s,
            style: .circular, color: StraightColor(r: 63, g: 6, b: 0).premultiplied())
        screen.fillRoundedRect(
            Rect(x: (mid - 80) * s, y: (fy - 14) * s, width: 28 * s, height: 28 * s), radius: 14 * s, style: .circular,
            color: StraightColor(r: 180, g: 25, b: 1).premultiplied())
        let path = try Self.write(screen, "dark-red")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (spec, _, canvas) = try C.render(Self.darkAlert.replacingOccurrences(of: "SCREEN", with: path))
        // The field over the control, clear of the placeholder: MEASURED (57,42,39) over a field of 40
        // elsewhere; the red passes, the gray barely (luminance alone would give +7).
        let glow = Self.rgb(canvas, mid + 20, fy - 8, spec.scale)
        let plain = Self.rgb(canvas, mid + 130, fy, spec.scale)
        #expect(abs(plain.r - 40) <= 3, "field \(plain)")
        #expect(abs(glow.r - plain.r - 17) <= 4, "glow \(glow) over the field's \(plain), real +17")
        #expect(glow.r - glow.g >= 10, "the glow is red: \(glow), real (57,42,39)")
        // Over the colour well: MEASURED 59 at the row 8 pt above its centre.
        let well = Self.rgb(canvas, mid - 66, fy - 8, spec.scale)
        #expect(abs(well.r - 59) <= 5, "well \(well)")
        // The card's body shows it too, softly, 6 pt above the field: MEASURED 17-18 against 13 far off.
        let near = Self.rgb(canvas, mid + 60, field.y - 6, spec.scale)
        let far = Self.rgb(canvas, layout.alert.x + 300, layout.alert.y + 12, spec.scale)
        #expect(abs(far.r - 13) <= 2, "body \(far)")
        #expect((2...7).contains(near.r - far.r), "body near the control \(near) against \(far), real +4.5")
        // Beside the control the field keeps its own gray: MEASURED 40 some 20 pt past its end.
        let beside = Self.rgb(canvas, mid + 100, fy - 8, spec.scale)
        #expect(beside.r - plain.r <= 2, "beside \(beside)")
    }

    static let lightPopover = #"""
        {"ios": 26, "device": "iphone-16-pro", "presenting": {"image": "SCREEN"},
         "alert": {"preferredStyle": "actionSheet", "title": "Choose action", "source": {"x": 200, "y": 874, "width": 1, "height": 1, "arrow": false},
                   "actions": [{"title": "Continue"}, {"title": "Delete", "style": "destructive"}, {"title": "Cancel", "style": "cancel"}]}}
        """#

    /// IMG-E's screen under its popover (2.57 px/pt): bands of (210,216,209), a settings row's
    /// capsule (194,199,194) from 7.8 to 55.6 pt below the popover's top, (209,215,208) to 71.6,
    /// (224,230,224) to 146 and the tab bar's (229,232,228). The popover is not dimmed.
    @Test func theLightPopoverPassesTheBandsBehindItAsOnThePhone() throws {
        let probe = try AlertSpec.decode(Array(Self.lightPopover.replacingOccurrences(of: "\"SCREEN\"", with: "\"x.png\"").utf8))
            .resolved()
        let layout = sharedRenderer.layout(probe)
        let s = probe.scale
        let top = layout.alert.y
        let screen = Canvas(
            width: Int(probe.canvasWidth * s), height: Int(probe.canvasHeight * s),
            fill: StraightColor(r: 210, g: 216, b: 209).premultiplied())
        func band(_ from: Double, _ to: Double, _ r: UInt8, _ g: UInt8, _ b: UInt8) {
            screen.fillRect(
                Rect(x: 0, y: (top + from) * s, width: Double(screen.width), height: (to - from) * s),
                color: StraightColor(r: r, g: g, b: b).premultiplied())
        }
        band(7.8, 55.6, 194, 199, 194)
        band(55.6, 71.6, 209, 215, 208)
        band(71.6, 146, 224, 230, 224)
        band(146, 300, 229, 232, 228)
        let path = try Self.write(screen, "light-bands")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (spec, _, canvas) = try C.render(Self.lightPopover.replacingOccurrences(of: "SCREEN", with: path))
        // The popover's body 6.6 pt in from its left edge, in the middle of each band.
        let x = layout.alert.x + 6.6
        let overCapsule = Self.rgb(canvas, x, top + 31, spec.scale)
        let overRow = Self.rgb(canvas, x, top + 110, spec.scale)
        // MEASURED (234,238,234) over the capsule and (240,245,239) over the band of 224: 6 levels
        // for 30 behind (a white at 70 % over it would give 9).
        #expect(abs(overCapsule.r - 234) <= 2 && abs(overCapsule.g - 238) <= 2, "over the capsule \(overCapsule)")
        #expect(abs(overRow.r - 240) <= 2 && abs(overRow.g - 245) <= 2, "over the band \(overRow)")
        #expect((4...7).contains(overRow.r - overCapsule.r), "\(overRow.r - overCapsule.r) levels for 30 behind, real 6")
        // The screen's green tint passes (MEASURED g - r = 4 to 5 inside as outside).
        #expect((3...6).contains(overRow.g - overRow.r), "\(overRow)")
    }
}
