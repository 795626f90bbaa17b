import AlertLayout
import AlertModel
import AlertRender
import Raster
import Testing

/// Emoji in an alert are painted in their own colours, and fade with a disabled action's text.
@Suite struct EmojiPaintingTests {
    /// Pixels in a frame (points) whose red and green are both far above blue: the yellow of 😀,
    /// which neither the grey card nor the black or blue text has.
    static func yellowPixels(_ canvas: Canvas, _ spec: ResolvedSpec, _ frame: Frame) -> Int {
        var count = 0
        let s = spec.scale
        for y in Int(frame.y * s)..<Int(frame.maxY * s) {
            for x in Int(frame.x * s)..<Int(frame.maxX * s) {
                let p = canvas.pixel(x: x, y: y)
                if Int(p.r) - Int(p.b) > 90 && Int(p.g) - Int(p.b) > 60 { count += 1 }
            }
        }
        return count
    }

    @Test func anEmojiTitleIsPaintedInColour() throws {
        let spec = try resolve(#"{"ios": 18, "alert": {"title": "Done 😀", "actions": [{"title": "OK"}]}}"#)
        let canvas = try sharedRenderer.render(spec)
        let title = try #require(sharedRenderer.layout(spec).title)
        #expect(Self.yellowPixels(canvas, spec, title.frame) > 200)
        let plain = try resolve(#"{"ios": 18, "alert": {"title": "Done", "actions": [{"title": "OK"}]}}"#)
        let plainTitle = try #require(sharedRenderer.layout(plain).title)
        #expect(Self.yellowPixels(try sharedRenderer.render(plain), plain, plainTitle.frame) == 0)
    }

    @Test func aDisabledActionFadesItsEmoji() throws {
        /// How far red rises above blue, summed over the action: the card is neutral grey, so this
        /// is the emoji's yellow, scaled by the opacity it was drawn with.
        func warmth(_ enabled: Bool) throws -> Int {
            let spec = try resolve(
                #"{"ios": 18, "alert": {"title": "T", "actions": [{"title": "😀", "enabled": \#(enabled)}]}}"#)
            let f = try #require(sharedRenderer.layout(spec).actions.first).frame
            let canvas = try sharedRenderer.render(spec)
            var sum = 0
            for y in Int(f.y * spec.scale)..<Int(f.maxY * spec.scale) {
                for x in Int(f.x * spec.scale)..<Int(f.maxX * spec.scale) {
                    let p = canvas.pixel(x: x, y: y)
                    sum += max(0, Int(p.r) - Int(p.b))
                }
            }
            return sum
        }
        let enabled = try warmth(true), disabled = try warmth(false)
        // The theme's disabled opacity is 0.5.
        #expect(enabled > 10_000)
        #expect(Double(disabled) > 0.4 * Double(enabled) && Double(disabled) < 0.6 * Double(enabled))
    }

    @Test func bidiScriptsAndEmojiGiveTheSameBytesOnManyThreads() async throws {
        let spec = try resolve(
            #"{"ios": 18, "device": "iphone-se", "alert": {"title": "حذف الصورة؟ 🗑️", "message": "שלום world 123 — ภาษาไทย 사진 这", "actions": [{"title": "إلغاء"}, {"title": "OK 👍🏽"}]}}"#
        )
        let reference = try sharedRenderer.renderPNG(spec)
        try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<6 { group.addTask { try sharedRenderer.renderPNG(spec) } }
            for try await png in group { #expect(png == reference) }
        }
    }
}
