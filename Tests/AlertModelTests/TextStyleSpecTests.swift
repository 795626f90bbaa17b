import Testing

@testable import AlertModel

/// `titleStyle`, `messageStyle` and `actionStyle`'s text keys over the theme (docs/contract.md "Your own design").
@Suite struct TextStyleSpecTests {
    func decode(_ json: String) throws -> AlertSpec { try AlertSpec.decode(Array(json.utf8), file: "s.json") }

    func message(_ json: String) -> String? {
        do {
            _ = try decode(json)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func stylesLayOverTheThemes() throws {
        let spec = try decode(
            ##"""
            {"ios": 18, "colors": {"brand": {"light": "#5B3CC4", "dark": "#9E86FF"}},
             "alert": {"titleStyle": {"font": "Inter", "size": 34, "weight": "heavy", "color": "brand", "align": "left"},
                       "messageStyle": {"size": 15, "lineHeight": 30, "maxLines": 2, "align": "natural", "weight": 500},
                       "actionStyle": {"size": 19, "weight": "bold"}}}
            """##)
        var theme = try spec.resolved().theme
        #expect(theme.titleStyle.size == 34)
        #expect(theme.titleStyle.lineHeight == 44)  // 22 / 17 of 34, rounded
        #expect(theme.titleStyle.weight == .bold)  // heavy (800): the nearest face is Bold
        #expect(theme.titleStyle.alignment == .left)
        #expect(theme.colors.title.resolved(.dark) == RGBA8(0x9E, 0x86, 0xFF))
        #expect(theme.messageStyle.lineHeight == 30)
        #expect(theme.messageStyle.maxLines == 2)
        #expect(theme.messageStyle.weight == .medium)  // 500: the bundled Inter Medium
        #expect(theme.messageStyle.alignment == .leading)
        #expect(theme.actionStyle.size == 19)
        #expect(theme.actionStyle.weight == .bold)
        #expect(theme.emphasisedWeight == .bold)
        theme = try decode(##"{"ios": 18, "alert": {"messageStyle": {"maxLines": 0}}}"##).resolved().theme
        #expect(theme.messageStyle.maxLines == nil)
    }

    @Test(arguments: [
        (100, FontWeight.regular), (400, .regular), (450, .medium), (500, .medium), (550, .semibold), (600, .semibold),
        (650, .bold), (900, .bold),
    ])
    func nearestFaceFollowsCSSMatching(weight: Int, face: FontWeight) {
        #expect(FontWeight.nearestFace(to: weight) == face)
    }

    @Test(arguments: [
        (
            ##"{"ios": 18, "alert": {"titleStyle": {"font": "Brand"}}}"##,
            "s.json: alert.titleStyle.font: unknown font family \"Brand\"; families: Inter"
        ),
        (
            ##"{"ios": 18, "alert": {"titleStyle": {"weight": "light"}}}"##,
            "s.json: alert.titleStyle.weight: unknown value \"light\"; expected regular, medium, semibold, bold, heavy or 100...900"
        ),
        (
            ##"{"ios": 18, "alert": {"messageStyle": {"weight": 950}}}"##,
            "s.json: alert.messageStyle.weight: 950 is out of range; must be a whole number in 100...900"
        ),
        (
            ##"{"ios": 18, "alert": {"messageStyle": {"size": 0}}}"##,
            "s.json: alert.messageStyle.size: 0 is out of range; must be > 0 and <= 256"
        ),
        (
            ##"{"ios": 18, "alert": {"messageStyle": {"maxLines": 1.5}}}"##,
            "s.json: alert.messageStyle.maxLines: 1.5 must be a whole number"
        ),
        (
            ##"{"ios": 18, "alert": {"titleStyle": {"align": "justify"}}}"##,
            "s.json: alert.titleStyle.align: unknown value \"justify\"; expected center, natural, left, right"
        ),
        (
            ##"{"ios": 18, "alert": {"titleStyle": {"color": "brand"}}}"##,
            "s.json: alert.titleStyle.color: invalid colour \"brand\""
        ),
        (
            ##"{"ios": 18, "alert": {"actionStyle": {"align": "left"}}}"##,
            "s.json: alert.actionStyle.align: unknown key"
        ),
    ])
    func badStylesNameTheKeyPath(json: String, expected: String) {
        let m = message(json)
        #expect(m?.hasPrefix(expected) == true, "\(m ?? "no error")")
    }
}
