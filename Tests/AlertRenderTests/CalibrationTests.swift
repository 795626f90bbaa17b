import AlertLayout
import AlertModel
import AlertRender
import Foundation
import Raster
import Testing

/// The system look against docs/themes.md's measurements of four real UIAlertController screenshots
/// ("Measured on real UIAlertController screenshots"). Each scene is rendered and then measured
/// from its pixels, the way the screenshots were: geometry within 0.67 pt (2 px at @3x), colours
/// within 4 levels.
@Suite struct CalibrationTests {
    /// 2 device pixels at @3x.
    static let lengthTolerance = 0.67
    static let colourTolerance = 4

    /// A rendered scene and what its pixels say.
    struct Measured {
        let canvas: Canvas
        let scale: Double

        init(_ json: String) throws {
            let spec = try AlertSpec.decode(Array(json.utf8)).resolved()
            canvas = try sharedRenderer.render(spec)
            scale = spec.scale
        }

        func colour(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let p = canvas.pixel(x: x, y: y)
            return (Int(p.r), Int(p.g), Int(p.b))
        }
        func colour(pt x: Double, _ y: Double) -> (Int, Int, Int) { colour(Int(x * scale), Int(y * scale)) }

        static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
            max(abs(a.0 - b.0), abs(a.1 - b.1), abs(a.2 - b.2))
        }

        /// The card's edges in px: from a point inside it, outwards until the backdrop's colour.
        func card(inside x: Int, _ y: Int, backdrop: (Int, Int, Int)) -> (left: Int, top: Int, right: Int, bottom: Int)
        {
            // The backdrop starts where three pixels in a row have its colour: one anti-aliased
            // text pixel inside the card can have it too.
            func isBackdrop(_ px: Int, _ py: Int, _ dx: Int, _ dy: Int) -> Bool {
                (0..<3).allSatisfy { i in
                    let cx = px + i * dx, cy = py + i * dy
                    return cx < 0 || cy < 0 || cx >= canvas.width || cy >= canvas.height
                        || Measured.distance(colour(cx, cy), backdrop) <= 3
                }
            }
            var l = x
            while l > 0 && !isBackdrop(l - 1, y, -1, 0) { l -= 1 }
            var r = x
            while r < canvas.width - 1 && !isBackdrop(r + 1, y, 1, 0) { r += 1 }
            var t = y
            while t > 0 && !isBackdrop(x, t - 1, 0, -1) { t -= 1 }
            var b = y
            while b < canvas.height - 1 && !isBackdrop(x, b + 1, 0, 1) { b += 1 }
            return (l, t, r + 1, b + 1)
        }

        /// The baseline of the text in rows `rows` (px), as the screenshots were read: the most
        /// common lowest ink row over the columns (descenders are a minority), plus one.
        func baseline(columns: Range<Int>, rows: Range<Int>, ink: ((Int, Int, Int)) -> Bool) -> Int? {
            var bottoms: [Int: Int] = [:]
            for x in columns {
                var lowest: Int?
                for y in rows where ink(colour(x, y)) { lowest = y }
                if let lowest { bottoms[lowest + 1, default: 0] += 1 }
            }
            return bottoms.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
        }

        /// The first row at or below `from` in column `x` whose colour differs from `surface` by
        /// more than `threshold` levels.
        func firstRow(x: Int, from: Int, differingFrom surface: (Int, Int, Int), by threshold: Int) -> Int? {
            for y in from..<canvas.height where Measured.distance(colour(x, y), surface) > threshold { return y }
            return nil
        }
    }

    func expectLength(_ px: Int?, _ scale: Double, _ points: Double, _ what: String) {
        guard let px else {
            Issue.record("\(what): not found")
            return
        }
        let measured = Double(px) / scale
        #expect(abs(measured - points) <= Self.lengthTolerance, "\(what): \(measured) pt, real \(points)")
    }

    func expectColour(_ c: (Int, Int, Int), _ real: (Int, Int, Int), _ what: String) {
        #expect(Measured.distance(c, real) <= Self.colourTolerance, "\(what): \(c), real \(real)")
    }

    /// Light: "This is title" / "This is body", Yes, No, Cancel stacked, in a 932x430 pt @3x
    /// landscape canvas with safe area left/right 59 and bottom 21, over a screen that the 20 %
    /// dimming turns #C8C8C8.
    static let lightStacked = #"""
        {"ios": 18, "canvas": {"width": 932, "height": 430, "scale": 3}, "safeArea": {"top": 0, "bottom": 21, "left": 59, "right": 59},
         "presenting": {"color": "#FAFAFA"},
         "alert": {"title": "This is title", "message": "This is body",
                   "actions": [{"title": "Yes"}, {"title": "No"}, {"title": "Cancel", "style": "cancel"}]}}
        """#

    @Test func lightTitleMessageAndThreeStackedActions() throws {
        let m = try Measured(Self.lightStacked)
        let s = m.scale
        let backdrop = m.colour(10, 10)
        expectColour(backdrop, (0xC8, 0xC8, 0xC8), "dimmed backdrop")
        // Centred in the safe area, to the pixel: x 59 + (814 - 270) / 2 = 331, y (409 - 213) / 2 = 98.
        let card = m.card(inside: Int(466 * s), Int(204 * s), backdrop: backdrop)
        expectLength(card.left, s, 331, "card left")
        expectLength(card.top, s, 98, "card top")
        expectLength(card.right - card.left, s, 270, "card width")
        expectLength(card.bottom - card.top, s, 213, "card height, title + 1-line message + 3 stacked")
        // The card material over a #C8C8C8 backdrop: #F0F1F0 (in an empty spot near its top left).
        let surface = m.colour(card.left + Int(8 * s), card.top + Int(8 * s))
        expectColour(surface, (0xF0, 0xF1, 0xF0), "light card")

        let dark = { (c: (Int, Int, Int)) in c.0 + c.1 + c.2 < 3 * 120 }
        let cols = card.left..<card.right
        let title = m.baseline(columns: cols, rows: card.top..<card.top + Int(44 * s), ink: dark)
        expectLength(title.map { $0 - card.top }, s, 36, "title first baseline below the card top")
        let message = m.baseline(columns: cols, rows: card.top + Int(44 * s)..<card.top + Int(66 * s), ink: dark)
        if let title, let message { expectLength(message - title, s, 20, "title -> message baselines") }
        // The first hairline, in a column clear of the text.
        let x = card.left + Int(10 * s)
        let hairline = m.firstRow(x: x, from: card.top + Int(60 * s), differingFrom: surface, by: 20)
        if let message, let hairline {
            expectLength(hairline - message, s, 24, "last text baseline -> first hairline")
            // 1 device pixel, 62 levels darker than the card: #B2B3B2 on #F0F1F0.
            let line = m.colour(x, hairline)
            expectColour(line, (0xB2, 0xB3, 0xB2), "light hairline")
            #expect(Measured.distance(m.colour(x, hairline + 1), surface) <= 3, "the hairline is 1 px thick")
            // The first action row: 44 pt, its title baseline 28.33 pt below the row top, #007AFF.
            let rowTop = hairline + 1
            let next = m.firstRow(x: x, from: rowTop, differingFrom: surface, by: 20)
            expectLength(next.map { $0 - rowTop }, s, 44, "action row height")
            let blue = { (c: (Int, Int, Int)) in c.2 > 200 && c.0 < 120 }
            let yes = m.baseline(columns: cols, rows: rowTop..<rowTop + Int(44 * s), ink: blue)
            expectLength(yes.map { $0 - rowTop }, s, 28.33, "action title baseline below the row top")
            var core: (Int, Int, Int)?
            for y in rowTop..<rowTop + Int(44 * s) {
                for cx in cols where blue(m.colour(cx, y)) {
                    let c = m.colour(cx, y)
                    if core == nil || c.0 + c.1 < core!.0 + core!.1 { core = c }
                }
            }
            expectColour(core ?? (0, 0, 0), (0x00, 0x7A, 0xFF), "light action tint")
        }
        // Continuous corner: along the card's top pixel row the curve starts about 15 pt from
        // the corner (where the row is half card, half backdrop).
        let half = (backdrop.0 + surface.0) / 2
        var start = card.left
        while start < card.right && m.colour(start, card.top).0 < half { start += 1 }
        expectLength(start - card.left, s, 15, "corner curve start along the top edge")
    }

    /// Light, two long actions stacked, on an iPhone 16 Pro over a screen with a blue (non-tint)
    /// app bar and a systemBlue button.
    static let lightTwoStacked = #"""
        {"ios": 18, "device": "iphone-16-pro", "presenting": {"color": "#FFFFFF"},
         "alert": {"title": "Allow “Maps” to use your location?", "message": "Your location is used to show nearby places.",
                   "actions": [{"title": "Allow While Using App"}, {"title": "Don’t Allow", "style": "cancel"}]}}
        """#

    @Test func lightTwoStackedIsCentredInTheSafeArea() throws {
        let m = try Measured(Self.lightTwoStacked)
        let s = m.scale
        let backdrop = m.colour(10, 10)
        let card = m.card(inside: Int(201 * s), Int(451 * s), backdrop: backdrop)
        // Safe area 62/34: the card's centre is at 62 + (874 - 96) / 2 = 451, to the pixel.
        let centre = Double(card.top + card.bottom) / 2 / s
        #expect(abs(centre - 451) <= 0.5 / s + 1e-9, "card centre \(centre), real 451")
        expectLength(card.left, s, 66, "card left")
        // Two stacked rows: 2 x 44 pt plus three hairlines below the text (in a column clear of
        // the text and of the corners' 25 pt).
        let x = card.left + Int(30 * s)
        let surface = m.colour(card.left + Int(8 * s), card.top + Int(8 * s))
        var rows: [Int] = []
        var y = card.bottom - Int(100 * s)  // below the message, above the action area
        while let r = m.firstRow(x: x, from: y, differingFrom: surface, by: 20), r < card.bottom - 1 {
            rows.append(r)
            y = r + 2
        }
        #expect(rows.count == 2, "hairlines \(rows)")
        if rows.count == 2 { expectLength(rows[1] - rows[0] - 1, s, 44, "stacked row height") }
        expectLength(card.bottom - rows.first!, s, 88 + 2.0 / 3, "action area")
    }

    /// The presenting screen keeps its colours under `tintOnly`: a blue app bar stays blue, only
    /// what is drawn in the tint colour turns gray; both under the 20 % dimming.
    @Test func presentingScreenKeepsItsColoursExceptTheTint() throws {
        let m = try Measured(
            #"""
            {"ios": 18, "device": "iphone-16-pro", "presenting": {"image": "PNG"}, "alert": {"title": "T", "actions": [{"title": "OK"}]}}
            """#.replacingOccurrences(of: "PNG", with: try Self.appScreenPNG()))
        let s = m.scale
        // The app bar #1565C0 dimmed 20 %: (17, 81, 154). The systemBlue button: gray 106 x 0.8 = 85.
        expectColour(m.colour(pt: 200, 80), (17, 81, 154), "blue app bar under the dimming")
        expectColour(m.colour(pt: 60, 160), (85, 85, 85), "tint-coloured button, grayed and dimmed")
        expectColour(m.colour(pt: 300, 160), (204, 119, 0), "orange (not the tint) under the dimming")
        // Pixels on the button's anti-aliased corner carry no blue either.
        for y in Int(140 * s)..<Int(146 * s) {
            for x in Int(20 * s)..<Int(26 * s) {
                let c = m.colour(x, y)
                #expect(c.2 - c.0 <= 6, "(\(x), \(y)) \(c)")
            }
        }
    }

    /// Dark: four stacked actions on an iPhone 16 Pro (the real one's device), over a black app
    /// screen; one action disabled.
    static let darkFourStacked = #"""
        {"ios": 18, "device": "iphone-16-pro", "appearance": "dark", "presenting": {"color": "#000000"},
         "alert": {"title": "Photo Library", "message": "Choose what to share.",
                   "actions": [{"title": "Select Photos"}, {"title": "Allow Full Access"},
                               {"title": "Not Now", "enabled": false}, {"title": "Cancel", "style": "cancel"}]}}
        """#

    @Test func darkFourStacked() throws {
        let m = try Measured(Self.darkFourStacked)
        let s = m.scale
        let backdrop = m.colour(10, 10)
        let card = m.card(inside: Int(201 * s), Int(451 * s), backdrop: backdrop)
        let centre = Double(card.top + card.bottom) / 2 / s
        #expect(abs(centre - 451) <= 0.5 / s + 1e-9, "card centre \(centre), real 451")
        let surface = m.colour(card.left + Int(8 * s), card.top + Int(8 * s))
        expectColour(surface, (0x3E, 0x3F, 0x40), "dark card")
        let x = card.left + Int(10 * s)
        guard let hairline = m.firstRow(x: x, from: card.top + Int(60 * s), differingFrom: surface, by: 20) else {
            Issue.record("no hairline")
            return
        }
        // 52-64 levels lighter than the card (#76746F on #3C3A37).
        let line = m.colour(x, hairline)
        let lighter = (line.0 + line.1 + line.2 - surface.0 - surface.1 - surface.2) / 3
        #expect((52 - Self.colourTolerance)...(64 + Self.colourTolerance) ~= lighter, "dark hairline +\(lighter)")
        // Action titles: #4693FF; the disabled one gray.
        /// The most contrasting (fully inked) pixel of action row `row`.
        func inkColour(row: Int) -> (Int, Int, Int)? {
            let top = hairline + 1 + row * (Int(44 * s) + 1)
            var best: (colour: (Int, Int, Int), contrast: Int)?
            for y in top..<top + Int(44 * s) {
                for cx in card.left..<card.right {
                    let c = m.colour(cx, y)
                    let contrast = c.0 + c.1 + c.2 - surface.0 - surface.1 - surface.2
                    if contrast > 150, contrast > best?.contrast ?? 0 { best = (c, contrast) }
                }
            }
            return best?.colour
        }
        expectColour(inkColour(row: 0) ?? (0, 0, 0), (0x46, 0x93, 0xFF), "dark action tint")
        let disabled = inkColour(row: 2) ?? (0, 0, 255)
        #expect(
            max(disabled.0, disabled.1, disabled.2) - min(disabled.0, disabled.1, disabled.2) <= 8,
            "disabled is gray: \(disabled)")
    }

    /// Dark: title + text field + two actions side by side.
    static let darkTextField = #"""
        {"ios": 18, "device": "iphone-16-pro", "appearance": "dark", "presenting": {"color": "#000000"},
         "alert": {"title": "Rename", "textFields": [{"placeholder": "Name"}],
                   "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Save"}]}}
        """#

    @Test func darkTitleTextFieldAndTwoSideBySide() throws {
        let m = try Measured(Self.darkTextField)
        let s = m.scale
        let backdrop = m.colour(10, 10)
        let card = m.card(inside: Int(201 * s), Int(451 * s), backdrop: backdrop)
        let surface = m.colour(card.left + Int(8 * s), card.top + Int(8 * s))
        let light = { (c: (Int, Int, Int)) in c.0 + c.1 + c.2 > 3 * 180 }
        let title = m.baseline(columns: card.left..<card.right, rows: card.top..<card.top + Int(44 * s), ink: light)
        // The field's border, down the card's centre column, then its bottom edge.
        let cx = (card.left + card.right) / 2
        guard let title, let fieldTop = m.firstRow(x: cx, from: title + 2, differingFrom: surface, by: 20) else {
            Issue.record("no text field")
            return
        }
        expectLength(fieldTop - title, s, 24, "title baseline -> field top")
        let fill = m.colour(cx, fieldTop + Int(4 * s))
        expectColour(fill, (0x1C, 0x1C, 0x1E), "field fill")
        var fieldBottom = fieldTop + 2
        while Measured.distance(m.colour(cx, fieldBottom), fill) <= 3 { fieldBottom += 1 }
        expectLength(fieldBottom + 1 - fieldTop, s, 30.67, "field height including its border")
        let border = m.colour(cx, fieldTop)
        let above = (border.0 + border.1 + border.2 - fill.0 - fill.1 - fill.2) / 3
        #expect((50 - Self.colourTolerance)...(59 + Self.colourTolerance) ~= above, "border +\(above) over the fill")
        // 15 pt from the card's sides, along the field's middle row.
        let midRow = (fieldTop + fieldBottom) / 2
        var left = card.left
        while Measured.distance(m.colour(left, midRow), surface) <= 20 { left += 1 }
        expectLength(left - card.left, s, 15, "field inset from the card side")
        // Corner about 8-10 pt: along the field's top border row the border starts about 0.96
        // radius in from the field's left edge (a square corner: 0).
        var cornerStart = left
        while Measured.distance(m.colour(cornerStart, fieldTop), surface) <= 20 { cornerStart += 1 }
        let corner = Double(cornerStart - left) / s
        #expect((7.0...10.5).contains(corner), "field corner: the top border starts \(corner) pt in")
        // Field bottom -> the hairline above the actions: 12 pt.
        let hairline = m.firstRow(x: card.left + Int(5 * s), from: fieldBottom + 1, differingFrom: surface, by: 20)
        expectLength(hairline.map { $0 - (fieldBottom + 1) }, s, 12, "field bottom -> hairline")
    }

    /// Rec. 601 luma of a colour.
    static func luma(_ c: (Int, Int, Int)) -> Double { 0.299 * Double(c.0) + 0.587 * Double(c.1) + 0.114 * Double(c.2) }

    /// The dark material over a light and over a black screen: a real dark alert over a #F8FAFC
    /// app screen (dimmed to about #818283) has its card at #3E3F40 as over black, its hairlines
    /// 58 levels of luma above the card and its text field's border 57 above it (docs/themes.md).
    /// Colours within 4 levels, luma differences within 8.
    @Test(arguments: ["#F8FAFC", "#000000"])
    func darkMaterialHairlineAndFieldBorder(screen: String) throws {
        let m = try Measured(Self.darkTextField.replacingOccurrences(of: "#000000", with: screen))
        let s = m.scale
        let backdrop = m.colour(10, 10)
        if screen == "#F8FAFC" { expectColour(backdrop, (0x81, 0x82, 0x83), "dimmed light screen") }
        let card = m.card(inside: Int(201 * s), Int(451 * s), backdrop: backdrop)
        let surface = m.colour(card.left + Int(8 * s), card.top + Int(8 * s))
        expectColour(surface, (0x3E, 0x3F, 0x40), "dark card over \(screen)")
        let light = { (c: (Int, Int, Int)) in c.0 + c.1 + c.2 > 3 * 180 }
        let cx = (card.left + card.right) / 2
        guard let title = m.baseline(columns: card.left..<card.right, rows: card.top..<card.top + Int(44 * s), ink: light),
            let fieldTop = m.firstRow(x: cx, from: title + 2, differingFrom: surface, by: 15)
        else {
            Issue.record("no text field over \(screen)")
            return
        }
        let fill = m.colour(cx, fieldTop + Int(4 * s))
        var fieldBottom = fieldTop + 2
        while Measured.distance(m.colour(cx, fieldBottom), fill) <= 3 { fieldBottom += 1 }
        let hairline = m.firstRow(x: card.left + Int(5 * s), from: fieldBottom + 1, differingFrom: surface, by: 20)
        guard let hairline else {
            Issue.record("no hairline over \(screen)")
            return
        }
        let lineAbove = Self.luma(m.colour(card.left + Int(5 * s), hairline)) - Self.luma(surface)
        #expect(abs(lineAbove - 58) <= 8, "hairline +\(lineAbove) over the card, real +58 (\(screen))")
        if screen == "#F8FAFC" {
            let borderAbove = Self.luma(m.colour(cx, fieldTop)) - Self.luma(surface)
            #expect(abs(borderAbove - 57) <= 8, "field border +\(borderAbove) over the card, real +57")
        }
    }

    /// A 402x874 pt @3x app screen: white, an app bar #1565C0 (not the tint) at y 40-120 pt, a
    /// systemBlue button at (20-100, 140-180) and an orange one at (260-340, 140-180).
    static func appScreenPNG() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("calibration-app-screen.png").path
        let canvas = Canvas(width: 1206, height: 2622, fill: .white)
        canvas.fillRect(
            Rect(x: 0, y: 120, width: 1206, height: 240),
            color: StraightColor(r: 0x15, g: 0x65, b: 0xC0).premultiplied())
        canvas.fillRoundedRect(
            Rect(x: 60, y: 420, width: 240, height: 120), radius: 30, style: .continuous,
            color: StraightColor(r: 0, g: 0x7A, b: 0xFF).premultiplied())
        canvas.fillRoundedRect(
            Rect(x: 780, y: 420, width: 240, height: 120), radius: 30, style: .continuous,
            color: StraightColor(r: 0xFF, g: 0x95, b: 0).premultiplied())
        let png = try sharedRenderer.encodePNG(canvas, name: "screen")
        try Data(png).write(to: URL(fileURLWithPath: path))
        return path
    }
}
