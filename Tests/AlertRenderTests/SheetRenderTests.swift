import AlertLayout
import AlertModel
import AlertRender
import Foundation
import Raster
import Testing

/// Pixels of action sheets: the opaque cancel group, the material main group, the popover
/// without dimming, and the slide-up animation.
@Suite struct SheetRenderTests {
    static let share = #"""
        {"ios": 18, "presenting": {"color": "#C8C8C8"}, "alert": {"preferredStyle": "actionSheet", "title": "Share",
         "message": "Pick one", "actions": [{"title": "Copy"}, {"title": "Delete", "style": "destructive"},
         {"title": "Cancel", "style": "cancel"}]}}
        """#

    func straight(_ c: Canvas, _ x: Double, _ y: Double, scale: Double) -> StraightColor {
        c.pixel(x: Int(x * scale), y: Int(y * scale)).unpremultiplied()
    }

    @Test(arguments: [Appearance.light, .dark])
    func theCancelGroupIsOpaqueSecondaryGroupedBackground(appearance: Appearance) throws {
        let spec = try resolve(
            Self.share.replacingOccurrences(
                of: "{\"ios\": 18, \"presenting\"", with: "{\"ios\": 18, \"appearance\": \"\(appearance.rawValue)\", \"presenting\""))
        let layout = sharedRenderer.layout(spec)
        let canvas = try sharedRenderer.render(spec)
        let cancel = try #require(layout.sheet?.cancelGroup)
        let expected =
            appearance == .light ? StraightColor(r: 255, g: 255, b: 255) : StraightColor(r: 0x2C, g: 0x2C, b: 0x2E)
        // Away from the title and the corners: the group's own colour, whatever is behind it.
        for (x, y) in [
            (cancel.x + 20, cancel.y + 5), (cancel.maxX - 20, cancel.maxY - 5),
            (cancel.x + 30, (cancel.y + cancel.height / 2)),
        ] {
            #expect(straight(canvas, x, y, scale: 3) == expected)
        }
        // The gap between the groups shows the dimmed screen.
        let gap = straight(canvas, cancel.x + 40, cancel.y - 4, scale: 3)
        let dim = appearance == .light ? 0.2 : 0.48
        #expect(abs(Double(gap.r) - 200 * (1 - dim)) <= 1.5)
        // The cancel title is drawn in the tint, semibold: some pixels are blue.
        let blue = (0..<Int(cancel.width * 3)).contains { px in
            let c = canvas.pixel(x: Int(cancel.x * 3) + px, y: Int((cancel.y + cancel.height / 2) * 3))
                .unpremultiplied()
            return Int(c.b) > Int(c.r) + 60
        }
        #expect(blue)
        // The main group is the material: lighter than the dimmed screen (light), not the cancel colour.
        let main = straight(canvas, layout.alert.x + 20, layout.alert.y + 5, scale: 3)
        #expect(main != expected)
        if appearance == .light { #expect(Int(main.r) > Int(gap.r) + 30) }
    }

    @Test func plainSheetsUseThePlainCardColours() throws {
        let spec = try resolve(
            Self.share.replacingOccurrences(of: "{\"ios\": 18, \"presenting\"", with: "{\"ios\": 18, \"theme\": \"plain\", \"presenting\""))
        let layout = sharedRenderer.layout(spec)
        let canvas = try sharedRenderer.render(spec)
        let white = StraightColor(r: 255, g: 255, b: 255)
        #expect(straight(canvas, layout.alert.x + 20, layout.alert.y + 5, scale: 3) == white)
        let cancel = try #require(layout.sheet?.cancelGroup)
        #expect(straight(canvas, cancel.x + 20, cancel.y + 5, scale: 3) == white)
    }

    @Test func theFirstFrameOfTheSlideUpShowsOnlyTheScreen() throws {
        var spec = try resolve(Self.share)
        let settled = try sharedRenderer.render(spec).makeImage()
        spec.phase = .dismiss
        spec.time = nil
        let screenOnly = try sharedRenderer.render(spec).makeImage()
        spec.phase = .present
        spec.time = 0
        let first = try sharedRenderer.render(spec).makeImage()
        #expect(first.bytes == screenOnly.bytes)
        #expect(first.bytes != settled.bytes)
        // Part way, the sheet is lower than it settles and the dimming is part way.
        spec.time = 0.05
        let layout = sharedRenderer.layout(spec)
        let mid = try sharedRenderer.render(spec)
        let top = layout.sheet!.bounds.y
        let above = mid.pixel(x: 30, y: Int((top + 2) * 3)).unpremultiplied()
        #expect(above.r < 200 && above.r > 160)  // dimmed screen, not yet the sheet
        // Dismissing reverses: half-way through the dismissal the sheet has moved down again.
        spec.phase = .dismiss
        spec.time = 0.05
        let going = try sharedRenderer.render(spec).makeImage()
        #expect(going.bytes != settled.bytes && going.bytes != screenOnly.bytes)
    }

    @Test func framesOfTheSlideUpMoveMonotonicallyUp() throws {
        let spec = try resolve(Self.share)
        var tops: [Int] = []
        try sharedRenderer.forEachFrame(spec, phases: [.present], fps: 30) { _, _, _, frame in
            // The first row from the bottom (above the cancel area) that is the cancel group's white.
            let x = 30 * 3
            var top = frame.height
            for y in stride(from: frame.height - 1, through: 0, by: -1) {
                let c = frame.pixel(x: x, y: y).unpremultiplied()
                if c == StraightColor(r: 255, g: 255, b: 255) { top = y } else if top < frame.height { break }
            }
            tops.append(top)
        }
        #expect(tops.first == Int(852 * 3))
        #expect(zip(tops, tops.dropFirst()).allSatisfy { $0 >= $1 })
        let cancel = sharedRenderer.layout(spec).sheet!.cancelGroup!
        #expect(tops.last == Int((cancel.y * 3).rounded()))
    }

    @Test func aPopoverDoesNotDimTheScreen() throws {
        let spec = try resolve(
            ##"{"ios": 18, "device": "ipad-10", "presenting": {"color": "#C8C8C8", "tint": "normal"}, "alert": {"preferredStyle": "actionSheet", "source": {"x": 700, "y": 40, "width": 44, "height": 44}, "actions": [{"title": "A"}, {"title": "Cancel", "style": "cancel"}]}}"##
        )
        let layout = sharedRenderer.layout(spec)
        let canvas = try sharedRenderer.render(spec)
        #expect(straight(canvas, 100, 900, scale: 2) == StraightColor(r: 200, g: 200, b: 200))
        // The arrow is painted: just below its tip the pixel is the popover's surface.
        let arrow = try #require(layout.sheet?.arrow)
        let inArrow = straight(canvas, arrow.x, arrow.y + 10, scale: 2)
        let inBubble = straight(canvas, layout.alert.x + 20, layout.alert.y + 5, scale: 2)
        #expect(inArrow == inBubble)
        #expect(inBubble != StraightColor(r: 200, g: 200, b: 200))
        // Only one row: the cancel action is not shown.
        #expect(layout.alert.height == 57)
    }
}
