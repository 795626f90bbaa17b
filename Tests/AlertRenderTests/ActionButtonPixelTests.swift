import AlertLayout
import AlertModel
import AlertRender
import Raster
import Testing

/// `actionStyle.kind` filled and outlined, read back from layout frames, hit tests and pixels.
@Suite struct ActionButtonPixelTests {
    static let spec = ##"""
        {"ios": 18, "theme": "THEME", "canvas": {"width": 320, "height": 480, "scale": 2}, "safeArea": {"top": 0, "bottom": 0},
         "presenting": {"color": "#FFFFFF", "tint": "normal"}, "backdrop": {"opacity": 0},
         "alert": {"width": 280, "background": "#FFFFFF", "shadow": null, "title": "Delete the file?", "tint": "#0000FF",
                   "actionStyle": STYLE, "actions": ACTIONS}}
        """##
    static let two = ##"[{"title": "Cancel", "style": "cancel"}, {"title": "Delete", "style": "destructive"}]"##

    func make(theme: String = "plain", style: String, actions: String = two) throws -> (
        ResolvedSpec, Canvas, AlertGeometry
    ) {
        let json = Self.spec.replacingOccurrences(of: "THEME", with: theme)
            .replacingOccurrences(of: "STYLE", with: style).replacingOccurrences(of: "ACTIONS", with: actions)
        let spec = try resolve(json)
        return (spec, try sharedRenderer.render(spec), sharedRenderer.layout(spec))
    }

    /// The straight colour at the centre of `frame`, a few points above its middle line, away from the title.
    func centre(_ canvas: Canvas, _ spec: ResolvedSpec, _ frame: Frame) -> PremultipliedColor {
        pixel(canvas, spec, x: frame.x + 6, y: frame.y + frame.height / 2)
    }

    @Test func aFilledButtonsCentreIsItsBackgroundColour() throws {
        let (spec, canvas, layout) = try make(
            style: ##"{"kind": "filled", "default": {"background": "#00C000"}, "cancel": {"background": "#C0C000"}}"##,
            actions:
                ##"[{"title": "Later", "style": "cancel"}, {"title": "Go"}, {"title": "Stop", "style": "destructive"}]"##
        )
        #expect(layout.actionAxis == .horizontal)  // the plain card keeps 3 in a row
        let cancel = centre(canvas, spec, layout.actions[0].frame)
        let go = centre(canvas, spec, layout.actions[1].frame)
        let stop = centre(canvas, spec, layout.actions[2].frame)
        #expect(cancel.r == 0xC0 && cancel.g == 0xC0 && cancel.b == 0)
        #expect(go.r == 0 && go.g == 0xC0 && go.b == 0)
        // Destructive keeps systemRed by default.
        #expect(stop.r == 0xFF && stop.g == 0x3B && stop.b == 0x30)
        // No hairlines for buttons; between the buttons the card shows.
        #expect(layout.hairlines.isEmpty)
        let a = layout.actions[0].frame
        let b = layout.actions[1].frame
        #expect(b.x - a.maxX == 8)
        let between = pixel(canvas, spec, x: (a.maxX + b.x) / 2, y: a.y + a.height / 2)
        #expect(between.r == 255 && between.g == 255 && between.b == 255)
    }

    @Test func buttonsSitInsideTheInsetsWithTheirHeightAndSpacing() throws {
        let (_, _, layout) = try make(
            style:
                ##"{"kind": "filled", "height": 50, "spacing": 12, "insets": {"left": 20, "right": 30, "bottom": 10}}"##
        )
        let f = layout.actions.map(\.frame)
        let cancel = f[0]
        let destroy = f[1]
        #expect(cancel.x == layout.alert.x + 20)
        #expect(destroy.maxX == layout.alert.maxX - 30)
        #expect(destroy.x - cancel.maxX == 12)
        #expect(cancel.height == 50 && destroy.height == 50)
        #expect(layout.alert.maxY - cancel.maxY == 10)
        #expect(abs(cancel.width - destroy.width) <= 0.5)
    }

    @Test func theRowAndStackRulesHoldForButtons() throws {
        // UIKit's rule for the system theme: three actions stack, cancel last.
        let (_, _, three) = try make(
            theme: "system", style: ##"{"kind": "outlined"}"##,
            actions: ##"[{"title": "Cancel", "style": "cancel"}, {"title": "A"}, {"title": "B"}]"##)
        #expect(three.actionAxis == .vertical)
        #expect(three.actions[0].frame.y > three.actions[2].frame.y)
        #expect(three.actions[2].frame.y - three.actions[1].frame.maxY == 8)
        // Two titles too long for a half-width button stack too; in a row cancel is on the left.
        let (_, _, long) = try make(
            style: ##"{"kind": "filled"}"##,
            actions: ##"[{"title": "Keep everything as it was before", "style": "cancel"}, {"title": "OK"}]"##)
        #expect(long.actionAxis == .vertical)
        let (_, _, row) = try make(style: ##"{"kind": "filled"}"##)
        #expect(row.actionAxis == .horizontal && row.actions[0].frame.x < row.actions[1].frame.x)
    }

    @Test func hitTestingUsesTheButtonsOwnFrames() throws {
        let (_, _, layout) = try make(style: ##"{"kind": "filled"}"##)
        let a = layout.actions[0].frame
        let b = layout.actions[1].frame
        #expect(layout.hitTest(x: a.x + 2, y: a.y + 2).region == .action(0))
        #expect(layout.hitTest(x: b.maxX - 2, y: b.maxY - 2).region == .action(1))
        // The gap between buttons and the inset around them are the card, not a button.
        #expect(layout.hitTest(x: (a.maxX + b.x) / 2, y: a.y + 10).region == .alert)
        #expect(layout.hitTest(x: a.x + 10, y: a.maxY + 4).region == .alert)
        #expect(layout.hitTest(x: layout.alert.x + 4, y: a.y + 10).region == .alert)
    }

    @Test func anOutlinedButtonStrokesItsTitleColourAndLeavesTheCardInside() throws {
        let (spec, canvas, layout) = try make(style: ##"{"kind": "outlined", "cornerRadius": 0}"##)
        let f = layout.actions[1].frame  // destructive: systemRed title and border
        let edge = pixel(canvas, spec, x: f.x + 0.25, y: f.y + f.height / 2)
        #expect(edge.r == 0xFF && edge.g == 0x3B && edge.b == 0x30)
        let inside = centre(canvas, spec, f)
        #expect(inside.r == 255 && inside.g == 255 && inside.b == 255)
        let cancelEdge = pixel(canvas, spec, x: layout.actions[0].frame.x + 0.25, y: f.y + f.height / 2)
        #expect(cancelEdge.r == 0 && cancelEdge.g == 0 && cancelEdge.b == 0xFF)  // the tint
    }

    @Test func perActionColoursOverrideTheirStyle() throws {
        let (spec, canvas, layout) = try make(
            style: ##"{"kind": "filled"}"##,
            actions:
                ##"[{"title": "No", "style": "cancel"}, {"title": "Buy", "background": "#34C759", "titleColor": "#FF00FF"}]"##
        )
        let buy = layout.actions[1].frame
        let fill = centre(canvas, spec, buy)
        #expect(fill.r == 0x34 && fill.g == 0xC7 && fill.b == 0x59)
        // Some title pixel is magenta, and none of the cancel button's is.
        func magenta(_ frame: Frame) -> Bool {
            for y in Int(frame.y * 2)..<Int(frame.maxY * 2) {
                for x in Int(frame.x * 2)..<Int(frame.maxX * 2) {
                    let p = canvas.pixel(x: x, y: y)
                    if p.r > 200 && p.g < 60 && p.b > 200 { return true }
                }
            }
            return false
        }
        #expect(magenta(buy))
        #expect(!magenta(layout.actions[0].frame))
    }

    @Test func textRowsWithoutSeparatorsKeepTheirGeometry() throws {
        let (_, _, lined) = try make(style: ##"{"kind": "text"}"##)
        let (_, _, bare) = try make(style: ##"{"separators": false}"##)
        #expect(!lined.hairlines.isEmpty && bare.hairlines.isEmpty)
        #expect(lined.actions.map(\.frame) == bare.actions.map(\.frame))
    }

    @Test func anActionSheetTakesTitleColoursButNotButtonKinds() throws {
        let sheet = ##"""
            {"ios": 18, "device": "iphone-15", "alert": {"preferredStyle": "actionSheet", "title": "Share",
             "actionStyle": STYLE, "actions": [{"title": "Copy", "titleColor": "#FF00FF"}, {"title": "Cancel", "style": "cancel"}]}}
            """##
        let spec = try resolve(sheet.replacingOccurrences(of: "STYLE", with: "{}"))
        let canvas = try sharedRenderer.render(spec)
        let layout = sharedRenderer.layout(spec)
        let f = layout.actions[0].frame
        var found = false
        for y in Int(f.y * 3)..<Int(f.maxY * 3) where !found {
            for x in Int(f.x * 3)..<Int(f.maxX * 3) {
                let p = canvas.pixel(x: x, y: y)
                if p.r > 200 && p.g < 60 && p.b > 200 {
                    found = true
                    break
                }
            }
        }
        #expect(found)
        #expect(throws: SpecError.self) {
            try resolve(sheet.replacingOccurrences(of: "STYLE", with: ##"{"kind": "filled"}"##))
        }
    }
}
