import Testing

@testable import AlertLayout
@testable import AlertModel

/// Equal up to floating-point noise (frames are sums of device pixels in points).
func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

/// Action sheets (docs/contract.md "Action sheets", docs/themes.md "`system` action sheet"): geometry on every
/// phone, the popover on iPad, hit testing and UIKit's rules.
@Suite struct SheetLayoutTests {
    static let phones = DevicePreset.all.filter { $0.platform == .ios && min($0.width, $0.height) < 768 }.map(\.name)

    static func sheet(_ alert: String, device: String = "iphone-15", extra: String = "") throws -> AlertGeometry {
        try layout(#"{"ios": 18, "device": "\#(device)"\#(extra), "alert": {"preferredStyle": "actionSheet", \#(alert)}}"#)
    }

    static let fourActions =
        #""title": "Share", "message": "Pick one", "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "A"}, {"title": "B", "style": "destructive", "preferred": true}, {"title": "C"}]"#

    @Test(arguments: phones)
    func bottomSheetGeometryOnEveryPhone(device: String) throws {
        let preset = try #require(DevicePreset.named(device))
        let l = try Self.sheet(Self.fourActions, device: device)
        let grid = PixelGrid(scale: preset.scale)
        let g = try #require(l.sheet)
        let cancel = try #require(g.cancelGroup)
        #expect(g.presentation == .bottomSheet)
        // Width: canvas - 16, 8 pt margins on both sides.
        #expect(l.alert.width == preset.width - 16 && l.alert.x == 8)
        #expect(cancel.width == l.alert.width && cancel.x == l.alert.x)
        // Bottom: max(safe area bottom, 8) above the canvas bottom; the cancel group 8 pt below the main one.
        #expect(cancel.maxY == preset.height - max(preset.safeArea.bottom, 8))
        #expect(cancel.y - l.alert.maxY == 8)
        #expect(cancel.height == 57)
        // Rows: 57 pt, stacked in spec order below the header, one device pixel apart; cancel in its group.
        let rows = [1, 2, 3].map { l.actions[$0].frame }
        for r in rows { #expect(r.height == 57 && r.width == l.alert.width && r.x == l.alert.x) }
        #expect(rows[0].y < rows[1].y && rows[1].y < rows[2].y)
        #expect(near(rows[1].y - rows[0].maxY, grid.pixel) && near(rows[2].y - rows[1].maxY, grid.pixel))
        #expect(near(rows[2].maxY, l.alert.maxY))
        #expect(l.actions[0].frame == cancel)
        #expect(l.hairlines.count == 3)  // header | A | B | C
        for h in l.hairlines { #expect(h.height == grid.pixel && h.width == l.alert.width) }
        // Only the cancel action is bold; `preferred` is ignored.
        #expect(l.actions.map(\.emphasised) == [true, false, false, false])
        // Every frame on whole device pixels.
        for f in [l.alert, cancel] + rows + l.hairlines { #expect(grid.isAligned(f)) }
        // The backdrop rectangles tile the canvas around the bounding box of both groups.
        let box = g.bounds
        #expect(box == Frame(x: 8, y: l.alert.y, width: l.alert.width, height: cancel.maxY - l.alert.y))
        let b = l.backdrop
        #expect(b.top == Frame(x: 0, y: 0, width: preset.width, height: box.y))
        #expect(b.bottom == Frame(x: 0, y: box.maxY, width: preset.width, height: preset.height - box.maxY))
        #expect(b.left == Frame(x: 0, y: box.y, width: 8, height: box.height))
        #expect(b.right == Frame(x: box.maxX, y: box.y, width: preset.width - box.maxX, height: box.height))
        let total = b.all.reduce(box.area) { $0 + $1.frame.area }
        #expect(abs(total - preset.width * preset.height) < 1e-6)
    }

    @Test func headerBaselinesFollowTheTheme() throws {
        let l = try Self.sheet(Self.fourActions)
        let m = ApproximateTextMeasurer()
        let title = try #require(l.title)
        let message = try #require(l.message)
        let titleBaseline = title.frame.y + m.firstBaseline(style: title.style, scale: 3)
        let messageBaseline = message.frame.y + m.firstBaseline(style: message.style, scale: 3)
        #expect(abs(titleBaseline - (l.alert.y + 27)) < 1.0 / 3)
        #expect(abs(messageBaseline - titleBaseline - 22) < 1.0 / 3)
        // The first hairline (header | actions) is 28 pt below the last baseline.
        #expect(abs(l.hairlines[0].y - messageBaseline - 28) < 1.0 / 3)
        #expect(title.style.size == 13 && title.style.weight == .semibold)
        #expect(message.style.size == 13 && message.style.weight == .regular)
        #expect(title.frame.x == l.alert.x + 16 && title.frame.width == l.alert.width - 32)
    }

    @Test func aLoneTitleIsRegularAndALoneMessageSemibold() throws {
        let t = try Self.sheet(#""title": "Only a title", "actions": [{"title": "A"}]"#)
        #expect(t.title?.style.weight == .regular && t.message == nil)
        let m = try Self.sheet(#""message": "Only a message", "actions": [{"title": "A"}]"#)
        #expect(m.message?.style.weight == .semibold && m.title == nil)
    }

    @Test func landscapeKeepsThePortraitWidthCentred() throws {
        let l = try Self.sheet(
            Self.fourActions,
            extra:
                #", "canvas": {"width": 852, "height": 393}, "safeArea": {"top": 0, "bottom": 21, "left": 59, "right": 59}"#
        )
        #expect(l.sheet?.presentation == .bottomSheet)
        #expect(l.alert.width == 393 - 16)
        #expect(l.alert.x == PixelGrid(scale: 3).snapHalfUp((852 - 377) / 2.0))
        #expect(near(try #require(l.sheet?.cancelGroup).maxY, 393 - 21))
    }

    @Test func twelveActionsScrollBelowTheTopLimitOnTheSE() throws {
        let actions = (0..<11).map { #"{"title": "Folder \#($0)"}"# }.joined(separator: ",")
        let l = try Self.sheet(
            #""title": "Move", "message": "Pick a folder", "actions": [\#(actions), {"title": "Cancel", "style": "cancel"}]"#,
            device: "iphone-se")
        // Never above the safe area top (20) + 20.
        #expect(l.alert.y == 40)
        // The header stays whole; the actions scroll in the rest, the cancel group never scrolls.
        #expect(l.contentViewport.height == l.contentHeight)
        #expect(l.actionsViewport.height == l.alert.height - l.contentHeight)
        let lastRow = try #require(l.actions[10].frame as Frame?)
        #expect(lastRow.maxY > l.actionsViewport.maxY)
        #expect(l.sheet?.cancelGroup == Frame(x: 8, y: 667 - 8 - 57, width: 359, height: 57))
    }

    @Test func aHugeHeaderScrollsAndTheActionsKeep84Points() throws {
        let message = String(repeating: "line\\n", count: 120)
        let actions = (0..<5).map { #"{"title": "Action \#($0)"}"# }.joined(separator: ",")
        let l = try Self.sheet(#""message": "\#(message)", "actions": [\#(actions)]"#)
        #expect(l.contentScrolls)
        #expect(abs(l.actionsViewport.height - 84) < 1e-9)
        #expect(l.alert.y == 59 + 20)
        // Without a cancel action the sheet sits directly on the bottom gap.
        #expect(l.alert.maxY == 852 - 34)
        #expect(l.sheet?.cancelGroup == nil)
    }

    @Test func onlyACancelActionIsOneGroup() throws {
        let l = try Self.sheet(#""actions": [{"title": "Cancel", "style": "cancel"}]"#)
        let g = try #require(l.sheet)
        #expect(!g.hasMainGroup && g.cancelGroup != nil && g.bounds == g.cancelGroup)
        #expect(l.alert.height == 0)
    }

    @Test func popoverSitsBelowItsSourceWithTheArrowUp() throws {
        let l = try Self.sheet(
            Self.fourActions + #", "source": {"x": 740, "y": 40, "width": 44, "height": 44}"#, device: "ipad-10")
        let g = try #require(l.sheet)
        let arrow = try #require(g.arrow)
        #expect(g.presentation == .popover && g.cancelGroup == nil)
        #expect(arrow.direction == .up && arrow.y == 84 && arrow.x == 762)
        #expect(l.alert.y == 84 + 13 && l.alert.width == 304)
        // Inside the safe area with a 10 pt margin.
        #expect(l.alert.maxX <= 820 - 10)
        // The arrow's base lies on the straight part of the bubble's top edge.
        #expect(arrow.x - 13 >= l.alert.x + 13 && arrow.x + 13 <= l.alert.maxX - 13)
        // No cancel row: UIKit hides it, a tap outside cancels.
        #expect(l.actions[0].hidden && l.actions[0].frame == .zero)
        #expect(l.hitTest(x: 10, y: 1000) == HitResult(region: .backdropBottom, dismisses: true))
        // The arrow belongs to the popover.
        #expect(l.hitTest(x: arrow.x, y: arrow.y + 10).region == .alert)
        #expect(l.backdrop.top.height == arrow.y)
        #expect(l.jsonString().contains(#""frame": null"#))
        #expect(l.jsonString().contains(#""direction": "up""#))
    }

    @Test func popoverFlipsAboveASourceNearTheBottomAndBesideATallOne() throws {
        let below = try Self.sheet(
            Self.fourActions + #", "source": {"x": 400, "y": 1100, "width": 44, "height": 44}"#, device: "ipad-10")
        #expect(below.sheet?.arrow?.direction == .down)
        #expect(below.alert.maxY == 1100 - 13)
        let tall = try Self.sheet(
            Self.fourActions + #", "source": {"x": 20, "y": 40, "width": 100, "height": 1100}"#, device: "ipad-10")
        #expect(tall.sheet?.arrow?.direction == .left)
        #expect(tall.alert.x == 120 + 13)
    }

    @Test func hitTestingOfBothGroups() throws {
        let l = try Self.sheet(Self.fourActions)
        let cancel = try #require(l.sheet?.cancelGroup)
        // The gap between the groups is the sheet's, and does not dismiss.
        #expect(l.hitTest(x: 100, y: cancel.y - 4) == HitResult(region: .alert, dismisses: false))
        #expect(l.hitTest(x: 100, y: cancel.y + 10) == HitResult(region: .action(0), dismisses: true))
        let b = l.actions[2].frame
        #expect(l.hitTest(x: b.x + 1, y: b.y + 1) == HitResult(region: .action(2), dismisses: true))
        #expect(l.hitTest(x: 100, y: l.alert.y + 5) == HitResult(region: .alert, dismisses: false))
        // With a cancel action a tap on the backdrop cancels.
        #expect(l.hitTest(x: 100, y: 10) == HitResult(region: .backdropTop, dismisses: true))
        #expect(l.hitTest(x: 2, y: cancel.y) == HitResult(region: .backdropLeft, dismisses: true))
        #expect(l.hitTest(x: 100, y: 851) == HitResult(region: .backdropBottom, dismisses: true))
        // Without one it does not, unless dismissOnTap says so.
        let noCancel = try Self.sheet(#""actions": [{"title": "A"}]"#)
        #expect(noCancel.hitTest(x: 100, y: 10) == HitResult(region: .backdropTop, dismisses: false))
        let tap = try Self.sheet(#""actions": [{"title": "A"}]"#, extra: #", "backdrop": {"dismissOnTap": true}"#)
        #expect(tap.hitTest(x: 100, y: 10) == HitResult(region: .backdropTop, dismisses: true))
    }

    @Test func layoutJSONNamesTheStyleAndTheGroups() throws {
        let json = try Self.sheet(Self.fourActions).jsonString()
        #expect(json.contains(#""preferredStyle": "actionSheet""#))
        #expect(json.contains(#""cancelGroup": {"#) && json.contains(#""popover": null"#))
        let alert = try layout(#"{"ios": 18, "alert": {"title": "T"}}"#).jsonString()
        #expect(alert.contains(#""preferredStyle": "alert""#))
        #expect(alert.contains(#""cancelGroup": null"#) && alert.contains(#""popover": null"#))
    }
}
