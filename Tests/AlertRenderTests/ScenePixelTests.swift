import AlertLayout
import AlertModel
import AlertRender
import Raster
import Testing

/// Reads pixels back from rendered scenes and checks what must hold (issue: render every design).
@Suite struct ScenePixelTests {
    static let base = #"""
        {"ios": 18, "theme": "plain", "canvas": {"width": 300, "height": 400, "scale": 2}, "safeArea": {"top": 0, "bottom": 0},
         "presenting": {"color": "#3366CC", "tint": "dimmed"}, "backdrop": {"color": "#000000", "opacity": 0.3},
         "alert": {"width": 200, "height": 100, "cornerRadius": 12, "background": "#FFFFFF", SHADOW}}
        """#

    func render(shadow: String) throws -> (ResolvedSpec, Canvas, AlertGeometry) {
        let spec = try resolve(Self.base.replacingOccurrences(of: "SHADOW", with: shadow))
        return (spec, try sharedRenderer.render(spec), sharedRenderer.layout(spec))
    }

    @Test func dimmedPresentingColourIsLumaTimesOneMinusDim() throws {
        let (spec, canvas, _) = try render(shadow: #""shadow": null"#)
        let luma = 0.2126 * 0x33 + 0.7152 * 0x66 + 0.0722 * 0xCC
        let expected = luma * (1 - 0.3)
        let p = pixel(canvas, spec, x: 5, y: 5)
        #expect(p.a == 255)
        for channel in [p.r, p.g, p.b] { #expect(abs(Double(channel) - expected) <= 1, "\(channel) vs \(expected)") }
    }

    @Test func surfaceColourAtTheCentreAndCornerClearOfIt() throws {
        let (spec, canvas, layout) = try render(shadow: #""shadow": null"#)
        let a = layout.alert
        #expect(pixel(canvas, spec, x: a.x + a.width / 2, y: a.y + a.height / 2) == .white)
        // The outermost device pixel of the rounded corner shows the backdrop, not the surface.
        let corner = canvas.pixel(x: Int(a.x * spec.scale), y: Int(a.y * spec.scale))
        let backdrop = pixel(canvas, spec, x: 5, y: 5)
        #expect(corner == backdrop)
        // Halfway along the top edge the surface is there.
        #expect(canvas.pixel(x: Int((a.x + a.width / 2) * spec.scale), y: Int(a.y * spec.scale)) == .white)
    }

    @Test func shadowFallsOnTheSideOfItsOffsetOnly() throws {
        let (spec, canvas, layout) = try render(
            shadow: ##""shadow": {"color": "#000000", "opacity": 0.7, "radius": 3, "offset": [10, 10]}"##)
        let a = layout.alert
        let backdrop = pixel(canvas, spec, x: 5, y: 5)
        let right = pixel(canvas, spec, x: a.maxX + 2, y: a.y + a.height / 2)
        let below = pixel(canvas, spec, x: a.x + a.width / 2, y: a.maxY + 2)
        let left = pixel(canvas, spec, x: a.x - 2, y: a.y + a.height / 2)
        let above = pixel(canvas, spec, x: a.x + a.width / 2, y: a.y - 2)
        #expect(right.g + 20 < backdrop.g, "shadow right of the card")
        #expect(below.g + 20 < backdrop.g, "shadow below the card")
        #expect(left == backdrop, "no shadow on the left")
        #expect(above == backdrop, "no shadow above")
    }

    @Test func normalTintKeepsThePresentingColour() throws {
        let spec = try resolve(
            ##"{"ios": 18, "canvas": {"width": 100, "height": 100, "scale": 1}, "safeArea": {"top": 0, "bottom": 0}, "presenting": {"color": "#FF0000", "tint": "normal"}, "backdrop": {"opacity": 0}, "alert": {"width": 20, "height": 20}}"##
        )
        let canvas = try sharedRenderer.render(spec)
        #expect(canvas.pixel(x: 2, y: 2) == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func sameSpecGivesTheSameBytesOnManyThreads() async throws {
        let spec = try resolve(
            #"{"ios": 18, "device": "iphone-se", "alert": {"title": "Déjà vu", "message": "同じ画像", "actions": [{"title": "OK"}]}}"#)
        let reference = try sharedRenderer.renderPNG(spec)
        try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<6 { group.addTask { try sharedRenderer.renderPNG(spec) } }
            for try await png in group { #expect(png == reference) }
        }
    }

    @Test func missingPresentingImageIsAnErrorNamingIt() throws {
        var spec = try resolve(#"{"ios": 18, "presenting": {"image": "nope.png"}}"#)
        spec.presentingImage = "/nonexistent/nope.png"
        let error = #expect(throws: RenderError.self) { _ = try sharedRenderer.render(spec) }
        guard case .unusableInput(_, "presenting.image", let problem)? = error else {
            Issue.record("not an unusable input: \(String(describing: error))")
            return
        }
        #expect(problem.contains("/nonexistent/nope.png"))
    }

    @Test func reusingACanvasGivesTheSamePixelsAsAFreshOne() throws {
        let a = try AlertSpec.load(path: repositoryRoot.appendingPathComponent("Fixtures/system-dark.json").path)
            .resolved()
        let b = try AlertSpec.load(path: repositoryRoot.appendingPathComponent("Fixtures/system-two-actions.json").path)
            .resolved()
        let translucent = try resolve(
            ##"{"ios": 18, "presenting": {"color": "#FF000080", "tint": "normal"}, "alert": {"title": "T"}}"##)
        let reused = try sharedRenderer.render(a)
        for spec in [b, translucent] {
            let again = try sharedRenderer.render(spec, reusing: reused)
            #expect(again === reused)
            #expect(again.makeImage() == (try sharedRenderer.render(spec)).makeImage(), "\(spec.name)")
        }
    }
}
