import Testing

@testable import AlertModel

/// `icon`, `insets`, `spacing`, `border` as spec keys and as `AlertSpec` properties in Swift.
@Suite struct DesignSpecAPITests {
    func message(_ json: String) -> String? {
        do {
            _ = try AlertSpec.decode(Array(json.utf8), file: "d.json")
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func swiftPropertiesAreTheSpecKeys() throws {
        let decoded = try AlertSpec.decode(
            Array(
                ##"""
                {"ios": 18, "alert": {"title": "Hi", "message": null, "icon": {"image": "i.png", "width": 30, "tint": "systemRed"},
                 "insets": {"top": 8}, "spacing": 6, "border": {"color": "#FF0000"},
                 "titleStyle": {"size": 20}, "actionStyle": {"weight": "bold", "kind": "filled", "height": 50},
                 "actions": [{"title": "OK", "titleColor": "white"}]}}
                """##.utf8))
        var built = AlertSpec(title: "Hi", message: nil)
        built.icon = AlertSpec.Icon(image: "i.png", width: 30, tint: .named(.systemRed))
        built.insets = PartialInsets(top: 8)
        built.spacing = 6
        built.border = .value(AlertSpec.Border(color: .literal(RGBA8(255, 0, 0))))
        built.titleStyle = AlertSpec.TextStyleSpec(size: 20)
        built.actionStyle = AlertSpec.TextStyleSpec(weight: 700)
        var buttons = ActionButtonsSpec()
        buttons.kind = .filled
        buttons.height = 50
        built.actionButtons = buttons
        built.addAction(AlertAction(title: "OK", titleColor: .named(.white)))
        #expect(built.alert == decoded.alert)
        #expect(built.icon?.image == "i.png" && built.spacing == 6)
    }

    @Test(arguments: [
        (##"{"ios": 18, "alert": {"icon": {"width": 3}}}"##, "d.json: alert.icon.image: is required (a PNG file)"),
        (##"{"ios": 18, "alert": {"icon": {"image": "a.png", "size": 3}}}"##, "d.json: alert.icon.size: unknown key"),
        (##"{"ios": 18, "alert": {"spacing": -1}}"##, "d.json: alert.spacing: -1 is out of range; must be >= 0"),
        (##"{"ios": 18, "alert": {"border": {"width": "2"}}}"##, "d.json: alert.border.width: expected a number, got a string"),
        (##"{"ios": 18, "alert": {"insets": {"middle": 2}}}"##, "d.json: alert.insets.middle: unknown key"),
        (
            ##"{"ios": 18, "alert": {"preferredStyle": "actionSheet", "icon": {"image": "a.png"}, "actions": [{"title": "A"}]}}"##,
            "d.json: alert.icon: an action sheet keeps UIKit's layout; icon is for alerts"
        ),
    ])
    func errorsNameTheKey(json: String, expected: String) {
        let got = message(json)
        #expect(got?.hasPrefix(expected) == true, "\(got ?? "no error")")
    }
}
