import Testing

@testable import AlertModel

/// `presenting`: tint modes, the tint colour and images per appearance (docs/contract.md "Faithful to the real thing").
@Suite struct PresentingSpecTests {
    func resolve(_ json: String, _ overrides: SpecOverrides = SpecOverrides()) throws -> ResolvedSpec {
        var spec = try AlertSpec.decode(Array(json.utf8))
        spec.sourcePath = "/specs/a.json"
        return try spec.resolved(overrides)
    }

    @Test func tintModesAndTintColour() throws {
        #expect(try resolve(#"{"ios": 18, "presenting": {"tint": "normal"}}"#).presentingTint == .normal)
        #expect(try resolve(#"{"ios": 18, "theme": "plain", "presenting": {"tint": "tintOnly"}}"#).presentingTint == .tintOnly)
        let s = try resolve(#"{"ios": 18, "presenting": {"tintColor": "systemRed"}, "appearance": "dark"}"#)
        #expect(s.presentingTintColor == RGBA8(0xFF, 0x45, 0x3A))
        #expect(try resolve(#"{"ios": 18, "appearance": "dark"}"#).presentingTintColor == RGBA8(0x0A, 0x84, 0xFF))
    }

    @Test func imagesPerAppearance() throws {
        let json = #"{"ios": 18, "presenting": {"image": {"light": "home.png", "dark": "night/home.png"}}}"#
        #expect(try resolve(json).presentingImage == "/specs/home.png")
        #expect(try resolve(json, SpecOverrides(appearance: .dark)).presentingImage == "/specs/night/home.png")
        // Only one given: the other appearance shows presenting.color.
        let lightOnly = #"{"ios": 18, "presenting": {"image": {"light": "home.png"}}}"#
        #expect(try resolve(lightOnly, SpecOverrides(appearance: .dark)).presentingImage == nil)
        // A plain path serves both.
        #expect(
            try resolve(#"{"ios": 18, "appearance": "dark", "presenting": {"image": "a.png"}}"#).presentingImage == "/specs/a.png")
    }

    @Test(arguments: [
        (#"{"ios": 18, "presenting": {"image": {}}}"#, "presenting.image: give \"light\", \"dark\" or both"),
        (#"{"ios": 18, "presenting": {"image": {"dark": ""}}}"#, "presenting.image.dark: must not be empty"),
        (#"{"ios": 18, "presenting": {"image": {"night": "a.png"}}}"#, "presenting.image.night: unknown key"),
        (
            #"{"ios": 18, "presenting": {"tint": "gray"}}"#,
            "presenting.tint: unknown value \"gray\"; expected normal, dimmed, tintOnly"
        ),
        (#"{"ios": 18, "presenting": {"tintColor": "blurple"}}"#, "presenting.tintColor:"),
    ])
    func badPresentingKeysNameTheirPath(json: String, expected: String) {
        do {
            _ = try AlertSpec.decode(Array(json.utf8), file: "p.json")
            Issue.record("accepted \(json)")
        } catch {
            #expect(error.description.hasPrefix("p.json: " + expected), "\(error)")
        }
    }
}
