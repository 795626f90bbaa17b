import AlertLayout
import AlertModel
import AlertRender
import Raster
import Testing

/// Right to left and the accessibility sizes as painted (docs/themes.md "Right to left"): the text
/// field's text hugs the right edge, the mirrored row's titles land in their mirrored buttons, and
/// a wrapped action title paints inside its taller row.
@Suite struct RightToLeftPaintingTests {
    /// Columns of `frame` (points) holding pixels darker than the field's white: the text's ink.
    static func inkColumns(_ canvas: Canvas, _ spec: ResolvedSpec, _ frame: Frame, below level: UInt8 = 200)
        -> ClosedRange<Int>?
    {
        let s = spec.scale
        var lo = Int.max, hi = Int.min
        for y in Int(frame.y * s) + 3..<Int(frame.maxY * s) - 3 {
            for x in Int(frame.x * s) + 3..<Int(frame.maxX * s) - 3 where canvas.pixel(x: x, y: y).g < level {
                lo = min(lo, x)
                hi = max(hi, x)
            }
        }
        return lo <= hi ? lo...hi : nil
    }

    @Test func textFieldTextIsRightAlignedInRightToLeft() throws {
        func ink(_ direction: String) throws -> (ClosedRange<Int>, Frame, Double) {
            let spec = try resolve(
                #"{"ios": 18, "layoutDirection": "\#(direction)", "alert": {"title": "T", "textFields": [{"text": "abc"}]}}"#)
            let field = try #require(sharedRenderer.layout(spec).textFields.first)
            // Black text, not the #B5B5B5 border curving in at the field's corners.
            let columns = try #require(Self.inkColumns(try sharedRenderer.render(spec), spec, field, below: 128))
            return (columns, field, spec.scale)
        }
        let (ltr, field, s) = try ink("ltr")
        let (rtl, _, _) = try ink("rtl")
        let mid = Int((field.x + field.width / 2) * s)
        #expect(ltr.upperBound < mid && rtl.lowerBound > mid)
        // Inset by the same amount from the opposite edges (within a pixel of glyph side bearing).
        let left = ltr.lowerBound - Int(field.x * s)
        let right = Int(field.maxX * s) - 1 - rtl.upperBound
        #expect(abs(left - right) <= 3)
    }

    @Test func mirroredRowPaintsEachTitleInItsButton() throws {
        // Cancel is blue and semibold, Delete red: in RTL the red ink is in the left button.
        let spec = try resolve(
            #"{"ios": 18, "layoutDirection": "rtl", "alert": {"title": "T", "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Delete", "style": "destructive"}]}}"#
        )
        let layout = sharedRenderer.layout(spec)
        let canvas = try sharedRenderer.render(spec)
        func redPixels(_ f: Frame) -> Int {
            var n = 0
            for y in Int(f.y * 3)..<Int(f.maxY * 3) {
                for x in Int(f.x * 3)..<Int(f.maxX * 3) {
                    let p = canvas.pixel(x: x, y: y)
                    if Int(p.r) - Int(p.b) > 80 { n += 1 }
                }
            }
            return n
        }
        #expect(layout.actions[1].frame.x < layout.actions[0].frame.x)
        #expect(redPixels(layout.actions[1].frame) > 100 && redPixels(layout.actions[0].frame) == 0)
    }

    @Test func aWrappedActionTitlePaintsAllItsLinesInsideItsRow() throws {
        let spec = try resolve(
            #"{"ios": 18, "contentSize": "AX3", "alert": {"actions": [{"title": "Back Up Over Cellular Now"}, {"title": "OK"}]}}"#)
        let layout = sharedRenderer.layout(spec)
        let row = layout.actions[0]
        #expect(row.titleLines >= 2)
        let canvas = try sharedRenderer.render(spec)
        // Blue ink (the tint) in the row's top and bottom halves: two lines, neither cut off.
        func blue(_ f: Frame) -> Int {
            var n = 0
            for y in Int(f.y * 3)..<Int(f.maxY * 3) {
                for x in Int(f.x * 3)..<Int(f.maxX * 3) {
                    let p = canvas.pixel(x: x, y: y)
                    if Int(p.b) - Int(p.r) > 100 { n += 1 }
                }
            }
            return n
        }
        let f = row.frame
        let top = Frame(x: f.x, y: f.y, width: f.width, height: f.height / 2)
        let bottom = Frame(x: f.x, y: f.y + f.height / 2, width: f.width, height: f.height / 2)
        #expect(blue(top) > 500 && blue(bottom) > 500)
    }
}
