import AlertLayout
import AlertModel
import AlertRender
import Foundation
import Raster
import Testing

/// The real iOS 26 renders' dialogs (docs/themes.md "iOS 26": IMG-A, a SwiftUI `.alert` of iOS 26.0 at
/// 1 px/pt over systemGroupedBackground; IMG-D, UIAlertController of 2026; IMG-E, a popover action sheet)
/// rendered here and measured on the pixels as the screenshots were: edges found where the luminance
/// crosses halfway between the two sides along a scan line, colours read in the middle of a part.
/// The reference's numbers are the measurements of those screenshots; within 0.67 pt and 4 levels.
@Suite struct IOS26CalibrationTests {
    /// Luminance of a pixel, 0...255.
    static func luma(_ c: Canvas, _ x: Int, _ y: Int) -> Double {
        let p = c.pixel(x: x, y: y)
        return 0.299 * Double(p.r) + 0.587 * Double(p.g) + 0.114 * Double(p.b)
    }

    /// Where, from `from` stepping by `step` along a row (or a column), the luminance first crosses
    /// halfway from `from`'s to `to`'s: the edge, to a sub-pixel, in device pixels.
    static func edge(_ c: Canvas, along row: Int?, column: Int?, from: Int, to: Int) -> Double {
        let sample = { (i: Int) -> Double in row != nil ? luma(c, i, row!) : luma(c, column!, i) }
        let a = sample(from)
        let b = sample(to)
        let mid = (a + b) / 2
        let step = to > from ? 1 : -1
        var i = from
        while i != to {
            let s0 = sample(i)
            let s1 = sample(i + step)
            if (s0 - mid) * (s1 - mid) <= 0 && s0 != s1 {
                return Double(i) + Double(step) * (mid - s0) / (s1 - s0) + 0.5 * Double(step)
            }
            i += step
        }
        return Double(to)
    }

    static func render(_ json: String) throws -> (ResolvedSpec, AlertGeometry, Canvas) {
        let spec = try AlertSpec.decode(Array(json.utf8)).resolved()
        return (spec, sharedRenderer.layout(spec), try sharedRenderer.render(spec))
    }

    /// IMG-A: title "Alert", message "Message", Cancel | OK, 390 pt wide screen over systemGroupedBackground;
    /// a SwiftUI `.alert` (`api: swiftui`, the 152 pt card).
    static let imgA = #"""
        {"ios": 26, "api": "swiftui", "device": "iphone-14", "presenting": {"color": "systemGroupedBackground"},
         "alert": {"title": "Alert", "message": "Message", "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "OK"}]}}
        """#

    @Test func imgACardButtonsAndBaselinesMeasureAsTheReference() throws {
        let (spec, layout, canvas) = try Self.render(Self.imgA)
        let s = spec.scale
        let midRow = Int(((layout.alert.y + layout.alert.height / 2) * s).rounded())
        let left = Self.edge(canvas, along: midRow, column: nil, from: Int((layout.alert.x - 6) * s), to: Int((layout.alert.x + 10) * s))
        let right = Self.edge(canvas, along: midRow, column: nil, from: Int((layout.alert.maxX + 6) * s), to: Int((layout.alert.maxX - 10) * s))
        // MEASURED IMG-A: 320.5 x 152.0 (1x, +-0.5); NT 320 x 152.
        #expect(abs((right - left) / s - 320) <= 0.67, "width \((right - left) / s)")
        // The first button's top and side edges, from the body into the fill, on the Cancel capsule.
        let cancel = layout.actions[0].frame
        let column = Int(((cancel.x + cancel.width / 2) * s).rounded())
        let top = Self.edge(canvas, along: nil, column: column, from: Int((cancel.y - 6) * s), to: Int((cancel.y + 10) * s)) / s
        #expect(abs(top - layout.alert.y - 88.7) <= 0.67, "first button top \(top - layout.alert.y)")
        let buttonRow = Int(((cancel.y + cancel.height / 2) * s).rounded())
        let fillLeft = Self.edge(canvas, along: buttonRow, column: nil, from: Int((cancel.x - 6) * s), to: Int((cancel.x + 6) * s)) / s
        // MEASURED: side inset 15.2 (IMG-A, 1x), 16.05-16.2 (IMG-B, D); CODE 16.
        #expect(abs(fillLeft - left / s - 16) <= 0.67, "inset \(fillLeft - left / s)")
        // MEASURED 8.0 between the capsules.
        let ok = layout.actions[1].frame
        let cancelRight = Self.edge(canvas, along: buttonRow, column: nil, from: Int((cancel.maxX - 6) * s), to: Int((cancel.maxX + 4) * s)) / s
        let okLeft = Self.edge(canvas, along: buttonRow, column: nil, from: Int((ok.x + 6) * s), to: Int((ok.x - 4) * s)) / s
        #expect(abs(okLeft - cancelRight - 8) <= 0.67, "gap \(okLeft - cancelRight)")
        // The dimmed backdrop: #F2F2F7 x 0.80 = (194,194,198) (MEASURED), the body (236,236,239).
        // IMG-A (26.0) shows no shadow; the look follows the newer captures' soft one, so the
        // backdrop is read 60 pt above the card, clear of it.
        let back = canvas.pixel(x: Int((layout.alert.x + 160) * s), y: Int((layout.alert.y - 60) * s))
        #expect(abs(Int(back.r) - 194) <= 4 && abs(Int(back.b) - 198) <= 4, "backdrop \(back)")
        let body = canvas.pixel(x: Int((layout.alert.x + 250) * s), y: Int((layout.alert.y + 12) * s))
        #expect(abs(Int(body.r) - 236) <= 4 && abs(Int(body.g) - 236) <= 4 && abs(Int(body.b) - 239) <= 4, "body \(body)")
    }

    /// IMG-D: Cancel | Apply (preferred) over a light green app; the 2026 captures read the normal
    /// capsule 21-28 levels under the body (IMG-A's 26.0 beta 12: open question Q7, not matched).
    @Test func imgDFillsAndTextColoursMeasureAsTheReference() throws {
        let (spec, layout, canvas) = try Self.render(
            #"""
            {"ios": 26, "device": "iphone-16-pro", "presenting": {"color": "#E9F0E9"},
             "alert": {"title": "Confirm change", "message": "Choose one option.",
                       "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Apply", "preferred": true}]}}
            """#)
        let s = spec.scale
        let body = Self.luma(canvas, Int((layout.alert.x + 300) * s), Int((layout.alert.y + 12) * s))
        let cancel = layout.actions[0].frame
        let fill = Self.luma(canvas, Int((cancel.x + 10) * s), Int((cancel.y + cancel.height / 2) * s))
        #expect((21...28).contains(body - fill), "fill \(body - fill) under the body")
        // The preferred capsule is the tint (the captures' blue), its title white.
        let apply = layout.actions[1].frame
        let blue = canvas.pixel(x: Int((apply.x + 10) * s), y: Int((apply.y + apply.height / 2) * s))
        #expect(blue.r == 0 && blue.g == 127 && blue.b == 243, "\(blue)")
        // The glass body over the dimmed app: MEASURED (233,237,233) over (181-186,186-191,182-186).
        let p = canvas.pixel(x: Int((layout.alert.x + 300) * s), y: Int((layout.alert.y + 12) * s))
        #expect(abs(Int(p.r) - 233) <= 4 && abs(Int(p.g) - 237) <= 4 && abs(Int(p.b) - 233) <= 4, "body \(p)")
    }

    /// IMG-E: a UIAlertController popover action sheet, title only, Continue / Delete: 240 wide,
    /// rows 208 x 48 at 62.3 below its top (UIKit's taller lines, as the 156 pt alert), not dimmed.
    @Test func imgEPopoverMeasuresAsTheReference() throws {
        let (spec, layout, canvas) = try Self.render(
            #"""
            {"ios": 26, "device": "iphone-16-pro", "presenting": {"color": "#ECF2EC"},
             "alert": {"preferredStyle": "actionSheet", "title": "Choose action", "source": {"x": 200, "y": 874, "width": 1, "height": 1, "arrow": false},
                       "actions": [{"title": "Continue"}, {"title": "Delete", "style": "destructive"}, {"title": "Cancel", "style": "cancel"}]}}
            """#)
        let s = spec.scale
        let row = Int(((layout.actions[0].frame.y + 24) * s).rounded())
        let card = layout.alert
        let left = Self.edge(canvas, along: row, column: nil, from: Int((card.x - 6) * s), to: Int((card.x + 6) * s)) / s
        let right = Self.edge(canvas, along: row, column: nil, from: Int((card.maxX + 6) * s), to: Int((card.maxX - 6) * s)) / s
        #expect(abs(right - left - 240) <= 0.67, "width \(right - left)")
        let first = layout.actions[0].frame
        let fillLeft = Self.edge(canvas, along: row, column: nil, from: Int((first.x - 6) * s), to: Int((first.x + 6) * s)) / s
        let fillRight = Self.edge(canvas, along: row, column: nil, from: Int((first.maxX + 6) * s), to: Int((first.maxX - 6) * s)) / s
        #expect(abs(fillRight - fillLeft - 208) <= 0.67, "row width \(fillRight - fillLeft)")
        let column = Int(((first.x + first.width / 2) * s).rounded())
        let top = Self.edge(canvas, along: nil, column: column, from: Int((first.y - 6) * s), to: Int((first.y + 10) * s)) / s
        // CODE with UIKit's line height: 18 + 22.3 + 6 + 16 = 62.3 (MEASURED IMG-E 62.3).
        #expect(abs(top - card.y - 62.3) <= 0.67, "first row \(top - card.y)")
        // Not dimmed: far from the popover the screen keeps its colour (MEASURED ratio 0.996).
        let far = canvas.pixel(x: 10 * Int(s), y: 200 * Int(s))
        #expect(far.r == 0xEC && far.g == 0xF2 && far.b == 0xEC, "\(far)")
        // Rows read 12 levels under the popover's body (MEASURED IMG-E).
        let body = Self.luma(canvas, Int((card.x + 120) * s), Int((card.y + 8) * s))
        let fill = Self.luma(canvas, Int((first.x + 20) * s), row)
        #expect(abs(body - fill - 12) <= 5, "row fill \(body - fill) under the body")
    }
}
