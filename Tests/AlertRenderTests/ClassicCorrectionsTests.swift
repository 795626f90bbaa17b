import AlertModel
import AlertRender
import Raster
import Testing

/// The classic look's colours that real iOS 13-18 renders measured differently from what was
/// chosen before (docs/themes.md): the light text-field border, the light sheet hairline, and a
/// disabled sheet action (gray, as the alert's, not its own colour faded).
@Suite struct ClassicCorrectionsTests {
    @Test func lightTextFieldBorderIsTheMeasuredB5() {
        #expect(ThemeColors.measuredSystem.textFieldBorder(.light) == RGBA8(0xB5, 0xB5, 0xB5))
        #expect(Theme.named(.system, ios: .ios18).colors.textFieldBorder(.light) == RGBA8(0xB5, 0xB5, 0xB5))
    }

    @Test func lightSheetHairlineIsTheMeasuredB2OverTheGroup() throws {
        let json = #"""
            {"ios": 18, "presenting": {"color": "#FFFFFF"}, "alert": {"preferredStyle": "actionSheet",
             "title": "Note", "actions": [{"title": "Delete", "style": "destructive"}, {"title": "Keep"},
             {"title": "Cancel", "style": "cancel"}]}}
            """#
        let spec = try resolve(json)
        let canvas = try sharedRenderer.render(spec)
        let layout = sharedRenderer.layout(spec)
        let row = layout.actions[1].frame
        // The hairline is the device-pixel row just above the second row; the group shows above it.
        let x = Int((row.x + 40) * spec.scale)
        let line = canvas.pixel(x: x, y: Int(row.y * spec.scale) - 1)
        let group = canvas.pixel(x: x, y: Int(row.y * spec.scale) + 6)
        #expect(abs(Int(line.r) - 0xB2) <= 1 && abs(Int(line.g) - 0xB2) <= 1 && abs(Int(line.b) - 0xB2) <= 1)
        #expect(abs(Int(group.r) - 0xF2) <= 1, "the light group the hairline was measured on")
    }

    @Test(arguments: ["light", "dark"])
    func disabledSheetActionIsGrayNotFadedRed(appearance: String) throws {
        let json = """
            {"ios": 18, "appearance": "\(appearance)", "alert": {"preferredStyle": "actionSheet", "title": "Note",
             "actions": [{"title": "Delete", "style": "destructive", "enabled": false}, {"title": "Keep"},
             {"title": "Cancel", "style": "cancel"}]}}
            """
        let scene = sharedRenderer.scene(try resolve(json))
        let delete = try #require(scene.texts.first { $0.element == "actions[0]" })
        #expect(delete.enabled == false)
        #expect(delete.color == RGBA8(0x8E, 0x8E, 0x93))
        // The plain card's sheet has no disabled gray: its rows still fade their own colour.
        let plain = sharedRenderer.scene(try resolve(json.replacingOccurrences(of: #""ios": 18,"#, with: #""ios": 18, "theme": "plain","#)))
        let faded = try #require(plain.texts.first { $0.element == "actions[0]" })
        #expect(faded.color.a < 255)
    }
}
