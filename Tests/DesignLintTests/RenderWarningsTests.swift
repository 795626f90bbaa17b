import AlertModel
import AlertRender
import DesignLint
import Foundation
import Testing

/// The warning lines `render` and `check` print: presenting-image aspect and missing glyphs.
@Suite struct RenderWarningsTests {
    static let renderer = try! AlertRenderer()
    static let screens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/screens").path

    func lines(_ json: String) throws -> [String] {
        let spec = try AlertSpec.decode(Array(json.utf8), file: "\(Self.screens)/t.json").resolved()
        return try RenderWarnings.lines(for: spec, file: "t.json", renderer: Self.renderer)
    }

    @Test func aPhoneScreenshotOnAnIPadCanvasIsOneWarning() throws {
        // settings.png is 1179x2556 (0.461); the iPad Pro 12.9 canvas is 1024x1366 pt (0.750).
        let w = try lines(
            #"{"ios": 18, "device": "ipad-pro-12.9", "presenting": {"image": "\#(Self.screens)/settings.png"}, "alert": {"title": "T", "actions": [{"title": "OK"}]}}"#
        )
        #expect(w.count == 1, "\(w)")
        let line = try #require(w.first)
        #expect(
            line.hasPrefix("warning: t.json: presenting.image is 1179x2556 (aspect 0.461), the canvas 1024x1366 pt"),
            "\(line)")
        #expect(line.contains("% apart") && line.hasSuffix("aspect-filled and cropped"), "\(line)")
    }

    @Test func aScreenshotOfTheSamePhoneIsNoWarning() throws {
        // 1179x2556 on the iPhone 16 Pro's 402x874 pt: 0.461 against 0.460, 0.3 % apart.
        #expect(
            try lines(
                #"{"ios": 18, "device": "iphone-16-pro", "presenting": {"image": "\#(Self.screens)/settings.png"}, "alert": {"title": "T", "actions": [{"title": "OK"}]}}"#
            ).isEmpty)
        // An iPad screenshot on the iPad canvas it was taken on (1640x2360 on 820x1180 pt).
        #expect(
            try lines(
                #"{"ios": 18, "device": "ipad-10", "presenting": {"image": "\#(Self.screens)/settings-ipad.png"}, "alert": {"title": "T", "actions": [{"title": "OK"}]}}"#
            ).allSatisfy { !$0.contains("presenting.image") })
    }

    @Test func charactersNoFontCoversAreOneLinePerSpecNamingEachText() throws {
        let w = try lines(
            #"{"ios": 18, "alert": {"title": "A\u0378B", "message": "fine", "actions": [{"title": "OK"}, {"title": "\u0378"}]}}"#)
        #expect(
            w == [
                "warning: t.json: no bundled or named font covers title U+0378, actions[1] U+0378: drawn as boxes (lint rule missingGlyph)"
            ])
        #expect(try lines(#"{"ios": 18, "alert": {"title": "Grüße, مرحبا, 안녕 😀", "actions": [{"title": "OK"}]}}"#).isEmpty)
    }
}
