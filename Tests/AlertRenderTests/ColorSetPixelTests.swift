import AlertLayout
import AlertModel
import AlertRender
import Raster
import Testing

/// Colour sets and the spec's own colour names, read back from rendered pixels.
@Suite struct ColorSetPixelTests {
    static let spec = #"""
        {"ios": 18, "theme": "plain", "appearance": "APPEARANCE", "canvas": {"width": 200, "height": 200, "scale": 2},
         "colors": {"card": {"light": "#FFFFFF", "dark": "#1C1C1E"}, "scrim": {"light": "#00FF00", "dark": "#FF0000"}},
         "presenting": {"color": "scrim", "tint": "normal"}, "backdrop": {"opacity": 0},
         "alert": {"width": 100, "height": 60, "background": "card", "shadow": null}}
        """#

    func render(_ appearance: String) throws -> (ResolvedSpec, Canvas, AlertGeometry) {
        let spec = try resolve(Self.spec.replacingOccurrences(of: "APPEARANCE", with: appearance))
        return (spec, try sharedRenderer.render(spec), sharedRenderer.layout(spec))
    }

    @Test func aColourSetFlipsWithTheAppearance() throws {
        let (light, lightCanvas, layout) = try render("light")
        let (dark, darkCanvas, _) = try render("dark")
        let a = layout.alert
        #expect(pixel(lightCanvas, light, x: a.x + a.width / 2, y: a.y + a.height / 2) == .white)
        let card = pixel(darkCanvas, dark, x: a.x + a.width / 2, y: a.y + a.height / 2)
        #expect(card.r == 0x1C && card.g == 0x1C && card.b == 0x1E && card.a == 255)
        // The presenting screen, undimmed and under a transparent backdrop, shows the set's own colour.
        let lightScreen = pixel(lightCanvas, light, x: 3, y: 3)
        let darkScreen = pixel(darkCanvas, dark, x: 3, y: 3)
        #expect(lightScreen.r == 0 && lightScreen.g == 255 && lightScreen.b == 0)
        #expect(darkScreen.r == 255 && darkScreen.g == 0 && darkScreen.b == 0)
    }
}
