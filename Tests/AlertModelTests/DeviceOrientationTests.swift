import Testing

@testable import AlertModel

/// The iPhone 16 presets and `orientation` (docs/contract.md "Devices").
@Suite struct DeviceOrientationTests {
    func resolve(_ json: String, _ overrides: SpecOverrides = SpecOverrides()) throws -> ResolvedSpec {
        try AlertSpec.decode(Array(json.utf8)).resolved(overrides)
    }

    @Test(arguments: [
        ("iphone-16", 393.0, 852.0, 59.0), ("iphone-16-pro", 402, 874, 62), ("iphone-16-pro-max", 440, 956, 62),
        ("iphone-16-plus", 430, 932, 59),
    ])
    func iPhone16PresetsInPortraitAndLandscape(name: String, width: Double, height: Double, top: Double) throws {
        let p = try resolve(#"{"ios": 18, "device": "\#(name)"}"#)
        #expect(p.canvasWidth == width && p.canvasHeight == height && p.scale == 3 && p.orientation == .portrait)
        #expect(p.safeArea == EdgeInsets(top: top, bottom: 34))
        let l = try resolve(#"{"ios": 18, "device": "\#(name)", "orientation": "landscape"}"#)
        #expect(l.canvasWidth == height && l.canvasHeight == width && l.orientation == .landscape)
        #expect(l.pixelWidth == Int(height * 3) && l.pixelHeight == Int(width * 3))
        #expect(l.safeArea == EdgeInsets(top: 0, bottom: 21, left: top, right: top))
    }

    @Test func landscapeSafeAreasOfTheOlderPresets() throws {
        let se = try resolve(#"{"ios": 18, "device": "iphone-se", "orientation": "landscape"}"#)
        #expect(se.canvasWidth == 667 && se.canvasHeight == 375 && se.safeArea == EdgeInsets())
        let pad = try resolve(#"{"ios": 18, "device": "ipad-10", "orientation": "landscape"}"#)
        #expect(pad.canvasWidth == 1180 && pad.canvasHeight == 820 && pad.safeArea == EdgeInsets(top: 24, bottom: 20))
        let mini = try resolve(#"{"ios": 18, "device": "iphone-13-mini", "orientation": "landscape"}"#)
        #expect(mini.safeArea == EdgeInsets(top: 0, bottom: 21, left: 50, right: 50))
        // Portrait is the default and keeps version 1's numbers.
        let explicit = try resolve(#"{"ios": 18, "device": "iphone-14", "orientation": "portrait"}"#)
        #expect(explicit.canvasWidth == 390 && explicit.safeArea == EdgeInsets(top: 47, bottom: 34))
    }

    @Test func anExplicitCanvasIsUsedAsItIs() throws {
        let s = try resolve(
            #"{"ios": 18, "orientation": "landscape", "canvas": {"width": 300, "height": 500}, "safeArea": {"left": 5}}"#)
        #expect(s.canvasWidth == 300 && s.canvasHeight == 500)
        #expect(s.safeArea.left == 5)
    }

    @Test func orientationOverrideBeatsTheSpecAndCombinesWithDevice() throws {
        var o = SpecOverrides()
        try o.set("orientation", to: "landscape")
        try o.set("device", to: "iphone-16-pro")
        #expect(o == SpecOverrides(device: "iphone-16-pro", orientation: .landscape))
        let s = try resolve(#"{"ios": 18, "device": "iphone-se", "orientation": "portrait"}"#, o)
        #expect(s.canvasWidth == 874 && s.canvasHeight == 402 && s.safeArea.left == 62)
        let back = try resolve(#"{"orientation": "landscape"}"#, SpecOverrides(orientation: .portrait))
        #expect(back.canvasWidth == 393 && back.canvasHeight == 852)
        do {
            try o.set("orientation", to: "sideways")
            Issue.record("sideways was accepted")
        } catch {
            #expect(error.description == "--orientation: unknown value \"sideways\"; expected portrait, landscape")
        }
    }

    @Test func badOrientationNamesTheKey() {
        do {
            _ = try resolve(#"{"orientation": "upsideDown"}"#)
            Issue.record("accepted")
        } catch {
            #expect("\(error)".contains("orientation: unknown value \"upsideDown\""), "\(error)")
        }
    }
}
