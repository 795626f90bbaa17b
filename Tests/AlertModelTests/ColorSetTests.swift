import Testing

@testable import AlertModel

/// `colors`, colour sets and the system colour names beyond the basic set (docs/contract.md "Your own design").
@Suite struct ColorSetTests {
    func decode(_ json: String) throws -> AlertSpec { try AlertSpec.decode(Array(json.utf8), file: "c.json") }

    func message(_ json: String) -> String? {
        do {
            _ = try decode(json)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func colourSetResolvesPerAppearance() throws {
        let spec = try decode(##"{"ios": 18, "alert": {"tint": {"light": "#112233", "dark": "systemGreen"}}}"##)
        #expect(spec.alert.tint?.resolved(.light) == RGBA8(0x11, 0x22, 0x33))
        #expect(spec.alert.tint?.resolved(.dark) == RGBA8(0x30, 0xD1, 0x58))
    }

    @Test func namedColoursWorkEverywhereAndMayUseEarlierNames() throws {
        let spec = try decode(
            #"""
            {"ios": 18, "colors": {"brand": {"light": "#5B3CC4", "dark": "#9E86FF"}, "ink": "brand", "paper": "#FFF"},
             "presenting": {"color": "paper"}, "backdrop": {"color": "ink"},
             "alert": {"tint": "brand", "background": "paper", "shadow": {"color": "ink"}}}
            """#)
        #expect(spec.alert.tint?.resolved(.light) == RGBA8(0x5B, 0x3C, 0xC4))
        #expect(spec.alert.tint?.resolved(.dark) == RGBA8(0x9E, 0x86, 0xFF))
        #expect(spec.backdrop.color?.resolved(.dark) == RGBA8(0x9E, 0x86, 0xFF))
        #expect(spec.presenting.color?.resolved(.dark) == RGBA8(255, 255, 255))
        #expect(spec.alert.background == .color(.literal(RGBA8(255, 255, 255))))
        let resolved = try spec.resolved()
        #expect(resolved.tint == RGBA8(0x5B, 0x3C, 0xC4))
    }

    @Test func darkAppearanceFlipsAColourSetBackground() throws {
        var spec = try decode(
            ##"{"ios": 18, "theme": "plain", "alert": {"background": {"light": "#FFFFFF", "dark": "#1C1C1E"}}}"##)
        spec.appearance = .dark
        #expect(try spec.resolved().surface == .color(RGBA8(0x1C, 0x1C, 0x1E)))
        spec.appearance = .light
        #expect(try spec.resolved().surface == .color(RGBA8(255, 255, 255)))
    }

    @Test func appleValuesOfTheVersionTwoNames() {
        #expect(NamedColor.systemOrange.resolved(.light) == RGBA8(0xFF, 0x95, 0x00))
        #expect(NamedColor.systemGray5.resolved(.dark) == RGBA8(0x2C, 0x2C, 0x2E))
        #expect(NamedColor.tertiaryLabel.resolved(.light) == RGBA8(60, 60, 67, 77))
        #expect(NamedColor.quaternaryLabel.resolved(.dark) == RGBA8(235, 235, 245, 41))
        #expect(NamedColor.secondarySystemGroupedBackground.resolved(.dark) == RGBA8(0x1C, 0x1C, 0x1E))
        #expect(NamedColor.allCases.count == 25)
    }

    @Test(arguments: [
        (
            ##"{"colors": {"label": "#FF0000"}}"##,
            "c.json: colors.label: shadows the system colour \"label\"; give your colour another name"
        ),
        (
            ##"{"colors": {"#abc": "#FF0000"}}"##,
            "c.json: colors.#abc: a colour name must be non-empty and must not start with \"#\""
        ),
        (##"{"colors": ["#FF0000"]}"##, "c.json: colors: expected an object of colour names, got an array"),
        (
            ##"{"ios": 18, "alert": {"tint": {"light": "#FFF"}}}"##,
            "c.json: alert.tint.dark: is required in a colour set"
        ),
        (
            ##"{"ios": 18, "alert": {"tint": {"light": "#FFF", "dark": "#000", "tinted": "#F00"}}}"##,
            "c.json: alert.tint.tinted: unknown key; expected one of light, dark"
        ),
        (
            ##"{"ios": 18, "colors": {"brand": "#123"}, "alert": {"tint": {"light": "brand", "dark": "brnd"}}}"##,
            "c.json: alert.tint.dark: invalid colour \"brnd\"; expected #RGB, #RRGGBB, #RRGGBBAA, {r, g, b, a}, {light, dark}, a name from colors (brand), or one of "
        ),
        (
            ##"{"colors": {"a": "b", "b": "#FFF"}}"##,
            "c.json: colors.a: invalid colour \"b\"; expected #RGB"
        ),
        (
            ##"{"ios": 18, "alert": {"background": "frosted"}}"##,
            "c.json: alert.background: invalid value \"frosted\"; expected \"material\", \"glass\" or a colour: #RGB"
        ),
    ])
    func badColoursNameTheKeyPath(json: String, expected: String) {
        let m = message(json)
        #expect(m?.hasPrefix(expected) == true, "\(m ?? "no error")")
    }
}
