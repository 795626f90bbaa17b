import Testing

@testable import AlertModel

/// `actionStyle`'s button keys and per-action colours: decoding, the kinds' defaults, errors.
@Suite struct ActionButtonsSpecTests {
    func resolve(_ alert: String, extra: String = "") throws -> ResolvedSpec {
        try AlertSpec.decode(Array(("{\"ios\": 18, \"alert\": " + alert + extra + "}").utf8), file: "b.json").resolved()
    }

    func message(_ json: String) -> String? {
        do {
            _ = try AlertSpec.decode(Array(json.utf8), file: "b.json")
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func withoutKeysTheActionsAreTheThemesTextRows() throws {
        let spec = try resolve(
            ##"{"tint": "#112233", "actions": [{"title": "A"}, {"title": "B", "style": "destructive"}]}"##)
        #expect(spec.buttons.kind == .text)
        #expect(spec.buttons.height == spec.theme.actionRowHeight)
        #expect(
            spec.buttons.colors(.default)
                == ResolvedActionColors(background: nil, title: RGBA8(0x11, 0x22, 0x33), border: nil))
        #expect(spec.buttons.colors(.destructive).title == NamedColor.systemRed.resolved(.light))
    }

    @Test func filledDefaultsFollowUIButtonConfigurations() throws {
        let spec = try resolve(##"{"tint": "#112233", "actionStyle": {"kind": "filled"}}"##)
        let b = spec.buttons
        #expect(b.height == 44 && b.cornerRadius == 10 && b.spacing == 8)
        #expect(b.insets == EdgeInsets(top: 0, bottom: 16, left: 16, right: 16))
        #expect(
            b.colors(.default)
                == ResolvedActionColors(background: RGBA8(0x11, 0x22, 0x33), title: RGBA8(255, 255, 255), border: nil))
        #expect(b.colors(.cancel).background == NamedColor.systemGray5.resolved(.light))
        #expect(b.colors(.cancel).title == NamedColor.label.resolved(.light))
        #expect(b.colors(.destructive).background == NamedColor.systemRed.resolved(.light))
    }

    @Test func coloursPerStyleAndPerActionDecode() throws {
        let spec = try AlertSpec.decode(
            Array(
                ##"""
                {"ios": 18, "appearance": "dark", "colors": {"ink": {"light": "#010203", "dark": "#F0F0F0"}},
                 "alert": {"actionStyle": {"kind": "outlined", "cancel": {"title": "ink"}, "destructive": {"border": null},
                                           "default": {"border": "#00FF00", "background": "#000000"}},
                           "actions": [{"title": "Buy", "background": "#34C759", "titleColor": "white"}]}}
                """##.utf8), file: "b.json")
        let r = try spec.resolved()
        #expect(r.buttons.kind == .outlined)
        #expect(
            r.buttons.colors(.cancel)
                == ResolvedActionColors(
                    background: nil, title: RGBA8(0xF0, 0xF0, 0xF0), border: RGBA8(0xF0, 0xF0, 0xF0),
                    borderIsTitle: true))
        #expect(r.buttons.colors(.destructive).border == nil)
        #expect(r.buttons.colors(.default).border == RGBA8(0, 0xFF, 0))
        #expect(r.buttons.colors(.default).background == RGBA8(0, 0, 0))
        #expect(spec.alert.actions[0].background == .literal(RGBA8(0x34, 0xC7, 0x59)))
        #expect(spec.alert.actions[0].titleColor == .named(.white))
    }

    @Test func aNullBackgroundClearsTheKindsFill() throws {
        let spec = try resolve(
            ##"{"actionStyle": {"kind": "filled", "cancel": {"background": null}, "default": {"background": "clear"}}}"##
        )
        #expect(spec.buttons.colors(.cancel).background == nil)
        #expect(spec.buttons.colors(.default).background == RGBA8(0, 0, 0, 0))
        #expect(spec.buttons.colors(.destructive).background == NamedColor.systemRed.resolved(.light))
    }

    @Test(arguments: [
        (
            ##"{"ios": 18, "alert": {"actionStyle": {"kind": "pill"}}}"##,
            ##"b.json: alert.actionStyle.kind: unknown value "pill"; expected text, filled, outlined"##
        ),
        (
            ##"{"ios": 18, "alert": {"actionStyle": {"hieght": 40}}}"##,
            ##"b.json: alert.actionStyle.hieght: unknown key; did you mean "height"?"##
        ),
        (
            ##"{"ios": 18, "alert": {"actionStyle": {"height": 0}}}"##,
            "b.json: alert.actionStyle.height: 0 is out of range; must be > 0 and <= 4096"
        ),
        (
            ##"{"ios": 18, "alert": {"actionStyle": {"cancel": {"background": "nope"}}}}"##,
            "b.json: alert.actionStyle.cancel.background: invalid colour \"nope\"; expected "
        ),
        (
            ##"{"ios": 18, "alert": {"actionStyle": {"default": {"fill": "#FFF"}}}}"##,
            "b.json: alert.actionStyle.default.fill: unknown key"
        ),
        (
            ##"{"ios": 18, "alert": {"width": 100, "actionStyle": {"kind": "filled", "insets": {"left": 50, "right": 50}}}}"##,
            "b.json: alert.actionStyle.insets: left + right (100) leaves no room in an alert 100 pt wide"
        ),
        (
            ##"{"ios": 18, "alert": {"actions": [{"title": "A", "titleColour": "red"}]}}"##,
            ##"b.json: alert.actions[0].titleColour: unknown key; did you mean "titleColor"?"##
        ),
        (
            ##"{"ios": 18, "alert": {"preferredStyle": "actionSheet", "actionStyle": {"kind": "outlined"}, "actions": [{"title": "A"}]}}"##,
            ##"b.json: alert.actionStyle.kind: an action sheet draws UIKit's rows; "outlined" buttons are for alerts (use "text")"##
        ),
        (
            ##"{"ios": 18, "alert": {"preferredStyle": "actionSheet", "actions": [{"title": "A"}, {"title": "B", "background": "#000"}]}}"##,
            "b.json: alert.actions[1].background: action sheet rows have no background of their own"
        ),
    ])
    func errorsAreOneLineNamingTheKey(json: String, expected: String) {
        let got = message(json)
        #expect(got?.hasPrefix(expected) == true, "\(got ?? "no error")")
        #expect(got?.contains("\n") == false)
    }
}
