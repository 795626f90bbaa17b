import Testing

@testable import AlertModel

/// Defaults come from the theme, the device and the appearance; overrides beat the spec.
@Suite struct SpecDefaultsTests {
    func resolve(_ json: String, _ overrides: SpecOverrides = SpecOverrides()) throws -> ResolvedSpec {
        try AlertSpec.decode(Array(json.utf8)).resolved(overrides)
    }

    @Test func systemThemeDefaults() throws {
        let light = try resolve(#"{"ios": 18, "alert": {"title": "T"}}"#)
        #expect(light.width == .points(270))
        #expect(light.cornerRadius == 14 && light.cornerStyle == .continuous)
        #expect(light.surface == .material(blur: 20, tint: RGBA8(254, 254, 254, opacity: 0.74)))
        #expect(light.shadow == nil)
        #expect(light.dimmingOpacity == 0.20)
        #expect(light.presentingTint == .tintOnly && light.presentingTintColor == RGBA8(0, 0x7A, 0xFF))
        #expect(light.tint == RGBA8(0, 0x7A, 0xFF))
        let dark = try resolve(#"{"ios": 18, "appearance": "dark"}"#)
        #expect(dark.dimmingOpacity == 0.48)
        #expect(dark.tint == RGBA8(0x46, 0x93, 0xFF))  // measured on iOS 18 (docs/themes.md, measured)
        #expect(dark.surface == .material(blur: 20, tint: RGBA8(63, 64, 65, opacity: 0.98)))
        // The plain card keeps systemBlue in dark.
        #expect(try resolve(#"{"ios": 18, "theme": "plain", "appearance": "dark"}"#).tint == RGBA8(0x0A, 0x84, 0xFF))
    }

    @Test func plainThemeDefaults() throws {
        let s = try resolve(#"{"theme": "plain"}"#)
        #expect(s.cornerRadius == 10 && s.cornerStyle == .circular)
        #expect(s.surface == .color(RGBA8(255, 255, 255)))
        #expect(s.shadow == ResolvedShadow(color: RGBA8(0, 0, 0, 179), sigma: 10, offsetX: 10, offsetY: 10))
        #expect(s.dimmingOpacity == 0.30)
        #expect(s.presentingTint == .dimmed && s.presentingDimmed)
        let dark = try resolve(#"{"ios": 18, "theme": "plain", "appearance": "dark"}"#)
        #expect(dark.surface == .color(RGBA8(0x1C, 0x1C, 0x1E)))
    }

    @Test func nullRemovesThemeDefaultsAndPartialShadowFillsFromTheme() throws {
        #expect(try resolve(#"{"ios": 18, "theme": "plain", "alert": {"shadow": null}}"#).shadow == nil)
        let s = try resolve(#"{"ios": 18, "theme": "plain", "alert": {"shadow": {"radius": 4}}}"#)
        #expect(s.shadow == ResolvedShadow(color: RGBA8(0, 0, 0, 179), sigma: 4, offsetX: 10, offsetY: 10))
        #expect(try resolve(#"{"ios": 18, "alert": {"title": null}}"#).title == nil)
    }

    @Test func namedColoursResolvePerAppearance() {
        #expect(ColorValue(parsing: "separator")?.resolved(.light) == RGBA8(60, 60, 67, 74))
        #expect(ColorValue(parsing: "separator")?.resolved(.dark) == RGBA8(84, 84, 88, 153))
        #expect(ColorValue(parsing: "#F2F2F7")?.resolved(.dark) == RGBA8(0xF2, 0xF2, 0xF7))
        #expect(ColorValue(parsing: "#abc") == .literal(RGBA8(0xAA, 0xBB, 0xCC)))
        #expect(ColorValue(parsing: "#11223344") == .literal(RGBA8(0x11, 0x22, 0x33, 0x44)))
        #expect(ColorValue(parsing: "#12345") == nil)
        #expect(ColorValue(parsing: "#GGGGGG") == nil)
    }

    @Test func colourObjectsTakeComponentsFromZeroToOne() throws {
        let s = try resolve(
            #"{"ios": 18, "alert": {"tint": {"r": 1, "g": 0.5, "b": 0}}, "backdrop": {"color": {"r": 0, "g": 0, "b": 0, "a": 0.5}}}"#
        )
        #expect(s.tint == RGBA8(255, 128, 0))
        #expect(s.dimmingColor == RGBA8(0, 0, 0, 128))
    }

    @Test func devicePresetsAndOverrides() throws {
        let se = try resolve(#"{"ios": 18, "device": "iphone-se"}"#)
        #expect(se.canvasWidth == 375 && se.canvasHeight == 667 && se.scale == 2 && se.safeArea.top == 20)
        let custom = try resolve(#"{"ios": 18, "canvas": {"width": 300, "height": 500, "scale": 1}}"#)
        #expect(custom.pixelWidth == 300 && custom.pixelHeight == 500)
        // --device replaces the spec's own canvas.
        let o = try resolve(
            #"{"ios": 18, "canvas": {"width": 300}, "appearance": "light"}"#,
            SpecOverrides(device: "ipad-10", appearance: .dark, time: 0.1, phase: .dismiss))
        #expect(o.canvasWidth == 820 && o.appearance == .dark && o.time == 0.1 && o.phase == .dismiss)
    }

    @Test func overridesParseFromTheirCommandLineForm() throws {
        var o = SpecOverrides()
        try o.set("device", to: "iphone-se")
        try o.set("appearance", to: "dark")
        try o.set("time", to: "0.25")
        try o.set("phase", to: "dismiss")
        #expect(o == SpecOverrides(device: "iphone-se", appearance: .dark, time: 0.25, phase: .dismiss))
        for (key, value, message) in [
            ("device", "nokia", "--device: unknown value \"nokia\""), ("time", "-1", "--time: \"-1\" is not a finite"),
            ("time", "nan", "--time: \"nan\" is not a finite"), ("phase", "both", "--phase: unknown value \"both\""),
            ("colour", "red", "--colour: not an override"),
        ] {
            do {
                try o.set(key, to: value)
                Issue.record("\(key)=\(value) was accepted")
            } catch {
                #expect(error.description.hasPrefix(message), "\(error)")
            }
        }
    }

    @Test func overrideThatMakesTheSpecImpossibleIsAnError() {
        #expect(throws: SpecError.self) {
            _ = try resolve(#"{"ios": 18, "device": "ipad-10", "alert": {"width": 800}}"#, SpecOverrides(device: "iphone-se"))
        }
    }

    @Test func emphasisedActionIsPreferredElseCancel() throws {
        let a = try resolve(#"{"ios": 18, "alert": {"actions": [{"title": "A"}, {"title": "C", "style": "cancel"}]}}"#)
        #expect(a.emphasisedActionIndex == 1)
        let b = try resolve(
            #"{"ios": 18, "alert": {"actions": [{"title": "A", "preferred": true}, {"title": "C", "style": "cancel"}]}}"#)
        #expect(b.emphasisedActionIndex == 0)
    }

    @Test func nameDefaultsToFileStem() throws {
        var spec = try AlertSpec.decode(Array("{}".utf8))
        spec.sourcePath = "/tmp/specs/save-confirm.json"
        #expect(try spec.resolved().name == "save-confirm")
        spec.presenting.image = "screens/home.png"
        #expect(try spec.resolved().presentingImage == "/tmp/specs/screens/home.png")
    }

    @Test func jsonParserHandlesEscapesAndUnicode() throws {
        let v = try JSONParser.parse(
            Array(#"{"s": "a\n\u00e9\ud83d\ude00\"", "n": -1.5e2, "b": [true, false, null]}"#.utf8))
        #expect(
            v
                == .object([
                    ("s", .string("a\né😀\"")), ("n", .number(-150)), ("b", .array([.bool(true), .bool(false), .null])),
                ]))
    }
}

/// The one JSON string escaper.
@Suite struct JSONQuotingTests {
    @Test func quotedEscapesWhatJSONRequiresAndRoundTrips() throws {
        let text = "a\"b\\c\nd\te\u{01}é😀"
        let quoted = JSONValue.quoted(text)
        #expect(quoted == #""a\"b\\c\nd\te\u0001é😀""#)
        #expect(try JSONParser.parse(Array(quoted.utf8)) == .string(text))
    }
}
