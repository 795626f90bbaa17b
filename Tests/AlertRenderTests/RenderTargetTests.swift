// Render targets: a snapshot on the presenting layer the target already holds restores only the
// last alert's rectangle, and gives the bytes of a fresh render.
import AlertModel
import Foundation
import Raster
import Testing

@testable import AlertRender

@Suite struct RenderTargetTests {
    func fixture(_ name: String) throws -> ResolvedSpec {
        try AlertSpec.load(path: repositoryRoot.appendingPathComponent("Fixtures/\(name)").path).resolved()
    }

    /// A large alert then smaller ones on the same screen (the large one's pixels must all go),
    /// another tint, sheets (two groups), another device, a popover, a blur, and back.
    static let order = [
        "system-long-message-scroll.json", "system-one-action.json", "system-three-actions.json",
        "system-dark.json", "system-two-actions.json", "sheet-plain.json", "sheet-many-actions-se.json",
        "sheet-delete.json", "article-tap-to-dismiss.json", "article-blurred-backdrop.json",
        "sheet-ipad-popover.json", "system-ax3.json", "system-one-action.json", "system-long-message-scroll.json",
    ]

    @Test func renderingIntoTargetsGivesTheBytesOfFreshRenders() throws {
        let renderer = AlertRenderer(typesetter: sharedRenderer.typesetter)
        renderer.expectManySnapshots()
        var targets: [String: RenderTarget] = [:]
        var partial = 0
        for round in 0..<2 {
            for name in Self.order {
                let spec = try fixture(name)
                let size = "\(spec.pixelWidth)x\(spec.pixelHeight)"
                let target = targets[size] ?? RenderTarget(width: spec.pixelWidth, height: spec.pixelHeight)
                targets[size] = target
                let before = target.contents
                try renderer.render(spec, into: target)
                let after = try #require(target.contents, "\(name): every fixture has a kept screen")
                if let before, before.layer == after.layer { partial += 1 }
                let fresh = try AlertRenderer(typesetter: sharedRenderer.typesetter).render(spec)
                #expect(target.canvas.makeImage() == fresh.makeImage(), "\(name), round \(round)")
                // The digest that starts at the alert on a layer digested before is the whole one.
                #expect(renderer.pixelDigest(of: target) == fresh.straightPixelDigest(), "\(name), round \(round)")
            }
        }
        // Several snapshots followed one on the same layer (system-one-action after the scrolling
        // message, the sheets, the second round), each restoring only a rectangle.
        #expect(partial >= 5, "\(partial)")
    }

    @Test func aTargetKeepsItsLayerAfterTheCachePushedItOut() throws {
        // `check`'s bound (two phone layers); three other layers painted meanwhile, as another
        // worker would, push the first target's layer out of the cache.
        let renderer = AlertRenderer(typesetter: sharedRenderer.typesetter)
        renderer.expectManySnapshots(groupedByLayer: true)
        let first = try fixture("system-ax3.json")
        let target = RenderTarget(width: first.pixelWidth, height: first.pixelHeight)
        try renderer.render(first, into: target)
        let layer = try #require(target.contents).layer
        let other = RenderTarget(width: first.pixelWidth, height: first.pixelHeight)
        var layers: Set<PresentingCache.Key> = [layer]
        for name in ["article-activity-indicator.json", "article-blurred-backdrop.json", "article-progress.json"] {
            let spec = try fixture(name)
            try #require(spec.pixelWidth == first.pixelWidth && spec.pixelHeight == first.pixelHeight)
            try renderer.render(spec, into: other)
            layers.insert(try #require(other.contents).layer)
        }
        #expect(layers.count == 4, "four different layers")
        #expect(renderer.presentingLayers.heldBytes <= PresentingCache.groupedCapacityBytes)
        let hitsBefore = renderer.presentingLayers.paintedCount
        // The same layer again: only the last alert's rectangle is restored, from the target's own copy.
        let next = try fixture("system-titleless.json")
        try renderer.render(next, into: target)
        #expect(try #require(target.contents).layer == layer)
        #expect(renderer.presentingLayers.paintedCount == hitsBefore, "the layer was painted again")
        let fresh = try AlertRenderer(typesetter: sharedRenderer.typesetter).render(next)
        #expect(target.canvas.makeImage() == fresh.makeImage())
    }

    @Test func anAlertNeverReachesTheEdgeOfItsClip() throws {
        // The ring just inside the clip is the presenting layer's: the clip cut nothing off. A
        // heavy, far-offset shadow is the hardest case.
        var heavy = try fixture("article-three-buttons.json")
        var shadow = try #require(heavy.shadow)
        shadow.sigma = 24
        shadow.offsetX = -30
        shadow.offsetY = 40
        shadow.color.a = 200
        heavy.shadow = shadow
        var specs = try [
            "system-long-message-scroll.json", "sheet-plain.json", "sheet-ipad-popover.json",
            "article-text-field.json", "article-blurred-backdrop.json",
        ].map(fixture)
        specs.append(heavy)
        for spec in specs {
            let renderer = AlertRenderer(typesetter: sharedRenderer.typesetter)
            renderer.expectManySnapshots()
            let target = RenderTarget(width: spec.pixelWidth, height: spec.pixelHeight)
            try renderer.render(spec, into: target)
            let contents = try #require(target.contents)
            let clip = try #require(contents.alert)
            #expect(clip.width < spec.pixelWidth || clip.height < spec.pixelHeight, "\(spec.name)")
            let layer = Canvas(width: spec.pixelWidth, height: spec.pixelHeight)
            #expect(renderer.presentingLayers.restore(contents.layer, into: layer) != nil)
            var ring: [(Int, Int)] = []
            for x in clip.x..<clip.maxX { ring += [(x, clip.y), (x, clip.maxY - 1)] }
            for y in clip.y..<clip.maxY { ring += [(clip.x, y), (clip.maxX - 1, y)] }
            // Rows and columns the canvas edge cut are not the clip's own edge.
            ring = ring.filter { x, y in
                (x > 0 || clip.x > 0) && (y > 0 || clip.y > 0)
                    && (x < spec.pixelWidth - 1 || clip.maxX < spec.pixelWidth)
                    && (y < spec.pixelHeight - 1 || clip.maxY < spec.pixelHeight)
            }
            let touched = ring.filter { x, y in target.canvas.pixel(x: x, y: y) != layer.pixel(x: x, y: y) }
            #expect(touched.isEmpty, "\(spec.name): \(touched.count) of \(ring.count) edge pixels drawn")
            // And the alert did draw inside: the rectangle is not an empty guess.
            let centre = (clip.x + clip.width / 2, clip.y + clip.height / 2)
            #expect(target.canvas.pixel(x: centre.0, y: centre.1) != layer.pixel(x: centre.0, y: centre.1))
        }
    }

    @Test func aFailedRenderForgetsWhatTheTargetHeld() throws {
        let renderer = AlertRenderer(typesetter: sharedRenderer.typesetter)
        renderer.expectManySnapshots()
        let spec = try fixture("system-two-actions.json")
        let target = RenderTarget(width: spec.pixelWidth, height: spec.pixelHeight)
        try renderer.render(spec, into: target)
        #expect(target.contents != nil)
        var broken = spec
        broken.presentingImage = "/nonexistent/screen.png"
        #expect(throws: RenderError.self) { try renderer.render(broken, into: target) }
        #expect(target.contents == nil)
        try renderer.render(spec, into: target)
        #expect(target.canvas.makeImage() == (try renderer.render(spec).makeImage()))
    }
}
