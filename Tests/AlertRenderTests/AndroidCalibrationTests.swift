import AlertLayout
import AlertModel
import AlertRender
import Raster
import Testing

/// Android's three dialogs rendered as the real renders of docs/themes.md "Android" show them (ANDROID.md
/// §12: ref 01, MaterialAlertDialogBuilder at 2.75 px/dp; ref 02, Compose's AlertDialog at 2.75; ref 03,
/// AppCompat's AlertDialog at 1.5) and measured on the pixels as the references were: the card's edges
/// where the luminance leaves the backdrop's, the rows of ink of each text, colours in the middle of a
/// part. The reference's numbers are measurements of those images; within 0.67 dp and 4 levels, or the
/// difference is stated in docs/themes.md.
@Suite struct AndroidCalibrationTests {
    static func luma(_ p: PremultipliedColor) -> Double { 0.299 * Double(p.r) + 0.587 * Double(p.g) + 0.114 * Double(p.b) }

    /// The card's pixel box: the first and last pixels of the middle row and column that differ from
    /// the backdrop by more than 40 levels of luminance.
    static func cardBox(_ c: Canvas) -> (x0: Int, x1: Int, y0: Int, y1: Int) {
        let row = c.height / 2
        let back = luma(c.pixel(x: 2, y: row))
        var x0 = 2
        while abs(luma(c.pixel(x: x0, y: row)) - back) < 40 { x0 += 1 }
        var x1 = c.width - 3
        while abs(luma(c.pixel(x: x1, y: row)) - back) < 40 { x1 -= 1 }
        let column = (x0 + x1) / 2 + 60
        var y0 = 2
        while abs(luma(c.pixel(x: column, y: y0)) - back) < 40 { y0 += 1 }
        var y1 = c.height - 3
        while abs(luma(c.pixel(x: column, y: y1)) - back) < 40 { y1 -= 1 }
        return (x0, x1, y0, y1)
    }

    /// The runs of rows (from the card's top, in pixels) that hold ink: a pixel 60 levels from the
    /// card's own colour, 40 px in from its sides.
    static func inkRows(_ c: Canvas, _ box: (x0: Int, x1: Int, y0: Int, y1: Int)) -> [ClosedRange<Int>] {
        let card = luma(c.pixel(x: (box.x0 + box.x1) / 2, y: box.y0 + 8))
        var runs: [ClosedRange<Int>] = []
        var start: Int?
        for y in (box.y0 + 10)..<(box.y1 - 10) {
            let ink = ((box.x0 + 40)..<(box.x1 - 40)).contains { abs(luma(c.pixel(x: $0, y: y)) - card) > 60 }
            if ink, start == nil { start = y }
            if !ink, let s = start {
                runs.append((s - box.y0)...(y - 1 - box.y0))
                start = nil
            }
        }
        return runs
    }

    static func render(_ json: String) throws -> (ResolvedSpec, Canvas) {
        let spec = try AlertSpec.decode(Array(json.utf8)).resolved()
        return (spec, try sharedRenderer.render(spec))
    }

    /// Ref 03: AppCompat's AlertDialog (Robolectric, NexusOne 480 x 800 at 1.5 px/dp, an M2 accent),
    /// "ViewAlertDialogTitle", "Text", CANCEL | OK over a cyan screen; no shadow under Robolectric.
    static let ref03 = #"""
        {"platform": "android", "android": "appcompat", "canvas": {"width": 320, "height": 533.3333, "scale": 1.5},
         "presenting": {"color": "#00FFFF"},
         "alert": {"title": "ViewAlertDialogTitle", "message": "Text", "tint": "#6200EE", "shadow": null,
          "actions": [{"title": "Cancel", "role": "negative"}, {"title": "OK", "role": "positive"}]}}
        """#

    @Test func appCompatCardTextAndButtonsMeasureAsRef03() throws {
        let (_, c) = try Self.render(Self.ref03)
        let box = Self.cardBox(c)
        // MEASURED ref 03: 408 x 236 px = 272 x 157.3 dp (0.95 x 320 - 2 x 16).
        #expect(box.x1 - box.x0 + 1 == 408 && abs(box.y1 - box.y0 + 1 - 236) <= 1, "\(box)")
        // Ink rows from the card's top: title 36...64, message 89...105, buttons 187...201 px.
        let rows = Self.inkRows(c, box)
        #expect(rows.count == 3, "\(rows)")
        let expected = [36...64, 89...105, 187...201]
        for (got, want) in zip(rows, expected) {
            #expect(abs(got.lowerBound - want.lowerBound) <= 1 && abs(got.upperBound - want.upperBound) <= 1, "\(rows)")
        }
        // White card, #212121 text (87 % black), the dim 0.6 over cyan: (0, 102, 102).
        let card = c.pixel(x: box.x1 - 20, y: box.y0 + 20)
        #expect(card.r == 255 && card.g == 255 && card.b == 255)
        let back = c.pixel(x: 10, y: box.y0 + 40)
        #expect(back.r <= 2 && abs(Int(back.g) - 102) <= 2 && abs(Int(back.b) - 102) <= 2, "\(back)")
        // 2 dp corners: the corner pixel is backdrop, 3 px along the edge is card.
        #expect(Self.luma(c.pixel(x: box.x0, y: box.y0)) < 120)
        #expect(Self.luma(c.pixel(x: box.x0 + 4, y: box.y0)) > 200)
        // The title's darkest ink is #212121.
        var darkest = 255.0
        for y in (box.y0 + 40)...(box.y0 + 60) { for x in (box.x0 + 40)...(box.x0 + 200) { darkest = min(darkest, Self.luma(c.pixel(x: x, y: y))) } }
        #expect(abs(darkest - 33) <= 4, "title ink \(darkest)")
    }

    /// Ref 01: MaterialAlertDialogBuilder on Theme.Material3 (an emulator at 2.75 px/dp, 392.7 dp wide,
    /// 2021 paddings), Title / Message, Cancel (neutral) Decline Accept; the 6 dp shadow and the 0.32 dim.
    static let ref01 = #"""
        {"platform": "android", "android": "material3-views", "canvas": {"width": 392.7273, "height": 800, "scale": 2.75},
         "presenting": {"color": "#FFFBFE"},
         "alert": {"title": "Title", "message": "Message",
          "actions": [{"title": "Cancel"}, {"title": "Decline"}, {"title": "Accept"}]}}
        """#

    @Test func materialViewsCardShadowAndDimMeasureAsRef01() throws {
        let (_, c) = try Self.render(Self.ref01)
        let box = Self.cardBox(c)
        // MEASURED ref 01: 892 px (324.4 dp); 0.95 x W - 48 gives 894 px (325.1 dp), 2 px wider (themes.md).
        #expect(abs(box.x1 - box.x0 + 1 - 894) <= 1, "\(box)")
        // The dim: #FFFBFE x 0.68 = (173, 171, 173), measured #ADAAAC.
        let back = c.pixel(x: 6, y: 6)
        #expect(abs(Int(back.r) - 173) <= 2 && abs(Int(back.b) - 172) <= 2, "\(back)")
        // The shadow, in levels below the dimmed backdrop: 31 just below the card, 18 beside it, 7
        // above it (MEASURED ref 01 at the card's middle), and 13 levels at 27 dp below.
        let mid = (box.x0 + box.x1) / 2
        let row = (box.y0 + box.y1) / 2
        let below = 173 - Int(c.pixel(x: mid, y: box.y1 + 3).r)
        let beside = 173 - Int(c.pixel(x: box.x0 - 3, y: row).r)
        let above = 173 - Int(c.pixel(x: mid, y: box.y0 - 3).r)
        let far = 173 - Int(c.pixel(x: mid, y: box.y1 + 1 + Int(12 * 2.75)).r)
        #expect(abs(below - 30) <= 4 && abs(beside - 17) <= 4 && abs(above - 7) <= 4, "shadow \(below) \(beside) \(above)")
        #expect(abs(far - 13) <= 4, "shadow 12 dp below \(far)")
        // 28 dp corners: 77 px, so 20 px along the top edge is still outside the card.
        #expect(abs(Self.luma(c.pixel(x: box.x0 + 20, y: box.y0 + 1)) - Self.luma(c.pixel(x: box.x0 - 10, y: box.y0 + 1))) < 12)
        // The 2021 layout's title baseline is 43.6 dp: the ink of "Title" ends at its baseline.
        let title = Self.inkRows(c, box)[0]
        #expect(abs(Double(title.upperBound + 1) / 2.75 - 43.6) <= 0.67, "title baseline \(Double(title.upperBound + 1) / 2.75)")
    }

    /// Ref 02: Compose Material 3's AlertDialog (Robolectric at 2.75 px/dp), text only, 280 dp wide.
    static let ref02 = #"""
        {"platform": "android", "canvas": {"width": 391.6364, "height": 849.4545, "scale": 2.75},
         "presenting": {"color": "#FEF7FF"},
         "alert": {"message": "Generate Preview Test Sample!", "actions": [{"title": "Confirm"}]}}
        """#

    @Test func composeWidthCornerAndTextMeasureAsRef02() throws {
        let (_, c) = try Self.render(Self.ref02)
        let box = Self.cardBox(c)
        // MEASURED ref 02: 770 px = 280 dp, the minimum width.
        #expect(box.x1 - box.x0 + 1 == 770, "\(box)")
        // The text's ink rows 78...114 px from the card's top (baseline 38.5 dp measured, 38.8 predicted).
        let rows = Self.inkRows(c, box)
        #expect(abs(rows[0].lowerBound - 78) <= 1 && abs(rows[0].upperBound - 114) <= 1, "\(rows)")
        // #ECE6F0 container, #6750A4 label; the dim 0.6 of the template's platform theme.
        let card = c.pixel(x: box.x0 + 385, y: box.y0 + 30)
        #expect(card.r == 0xEC && card.g == 0xE6 && card.b == 0xF0, "\(card)")
        let back = c.pixel(x: 6, y: 6)
        #expect(abs(Int(back.r) - 102) <= 2 && abs(Int(back.g) - 99) <= 2, "\(back)")
        // No shadow: just outside the card's bottom edge is the dimmed backdrop.
        let under = c.pixel(x: (box.x0 + box.x1) / 2, y: box.y1 + 4)
        #expect(abs(Int(under.r) - Int(back.r)) <= 1, "\(under)")
    }
}
