// The presenting-layer cache: a layer painted once is copied for the next snapshot on the same
// screen, with the bytes painting gives.
import AlertModel
import Foundation
import PNGCodec
import Raster
import Support
import Testing

@testable import AlertRender

@Suite struct PresentingCacheTests {
    func fixture(_ name: String) throws -> ResolvedSpec {
        try AlertSpec.load(path: repositoryRoot.appendingPathComponent("Fixtures/\(name)").path).resolved()
    }

    /// Bytes of `spec` from a renderer that has painted nothing before (its own, empty cache).
    func fresh(_ spec: ResolvedSpec) throws -> [UInt8] {
        try AlertRenderer(typesetter: sharedRenderer.typesetter).render(spec).makeImage().bytes
    }

    @Test func repeatedScreensRenderTheBytesOfAFreshRenderer() throws {
        // Two screens; a tint gray-out (system theme), plain dimming, dark dimming, a blur.
        let names = [
            "system-two-actions.json", "article-title-message-two-buttons.json", "system-dark.json",
            "article-blurred-backdrop.json", "article-table.json",
        ]
        let specs = try names.map(fixture)
        let renderer = AlertRenderer(typesetter: sharedRenderer.typesetter)
        var canvas: Canvas?
        // Round 0 paints every layer (keeping all but the first), round 1 paints the first again
        // and keeps it, round 2 copies them all.
        for round in 0..<3 {
            for (name, spec) in zip(names, specs) {
                let frame = try renderer.render(spec, reusing: canvas)
                canvas = frame
                #expect(frame.makeImage().bytes == (try fresh(spec)), "\(name), round \(round)")
            }
            if round == 1 { #expect(renderer.presentingLayers.heldBytes > 0) }
        }
        let held = renderer.presentingLayers.heldBytes
        _ = try renderer.render(specs[0])
        #expect(renderer.presentingLayers.heldBytes == held)
        #expect(held <= PresentingCache.defaultCapacityBytes)
    }

    @Test func aSingleRenderKeepsNoLayer() throws {
        let renderer = AlertRenderer(typesetter: sharedRenderer.typesetter)
        _ = try renderer.render(try fixture("system-two-actions.json"))
        #expect(renderer.presentingLayers.heldBytes == 0)
        _ = try renderer.render(try fixture("system-two-actions.json"))
        #expect(renderer.presentingLayers.heldBytes > 0)
    }

    @Test func aRendererExpectingManySnapshotsKeepsTheFirstLayer() throws {
        let renderer = AlertRenderer(typesetter: sharedRenderer.typesetter)
        renderer.expectManySnapshots()
        let spec = try fixture("system-two-actions.json")
        _ = try renderer.render(spec)
        #expect(renderer.presentingLayers.heldBytes == spec.pixelWidth * spec.pixelHeight * 4)
        #expect(try renderer.render(spec).makeImage().bytes == (try fresh(spec)))
    }

    @Test func aChangedScreenFileIsPaintedAgain() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("alertsnap-layers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("screen.png").path
        func writeScreen(side: Int, green: UInt8) throws {
            let bytes = (0..<(side * side)).flatMap { i -> [UInt8] in [UInt8(truncatingIfNeeded: i), green, 200, 255] }
            try AtomicFile.write(try PNGFile.encode(PNGImage(width: side, height: side, bytes: bytes)), to: path)
        }
        let spec = try resolve(#"{"ios": 18, "presenting": {"image": "\#(path)"}, "alert": {"title": "Screens"}}"#)
        let renderer = AlertRenderer(typesetter: sharedRenderer.typesetter)
        try writeScreen(side: 100, green: 40)
        let before = try renderer.render(spec).makeImage().bytes
        #expect(before == (try fresh(spec)))
        // Another size, so another file stamp whatever the clock's resolution.
        try writeScreen(side: 120, green: 160)
        let after = try renderer.render(spec).makeImage().bytes
        #expect(after == (try fresh(spec)))
        #expect(after != before)
    }

    @Test func onlySettledBackdropsOnAScreenAreKept() throws {
        let spec = try fixture("system-two-actions.json")
        #expect(PresentingCache.Key(spec: spec, state: .presented, width: 10, height: 10) != nil)
        #expect(PresentingCache.Key(spec: spec, state: .dismissed, width: 10, height: 10) != nil)
        let fading = AnimationState(backdropOpacity: 0.5, alertOpacity: 0.5, alertScale: 1)
        #expect(PresentingCache.Key(spec: spec, state: fading, width: 10, height: 10) == nil)
        let solid = try resolve(##"{"ios": 18, "presenting": {"color": "#336699"}, "alert": {"title": "No screen"}}"##)
        #expect(PresentingCache.Key(spec: solid, state: .presented, width: 10, height: 10) == nil)
        // Keys tell the dimming apart.
        var dimmer = spec
        dimmer.dimmingOpacity = spec.dimmingOpacity / 2
        #expect(
            PresentingCache.Key(spec: dimmer, state: .presented, width: 10, height: 10)
                != PresentingCache.Key(spec: spec, state: .presented, width: 10, height: 10))
    }

    @Test func theCacheHoldsAtMostItsBytes() throws {
        let spec = try fixture("system-two-actions.json")
        let cache = PresentingCache(capacityBytes: 90_000)  // two 100x100 layers of 40 000 bytes
        for i in 0..<5 {
            let canvas = Canvas(width: 100, height: 100, fill: PremultipliedColor(r: UInt8(i), g: 0, b: 0, a: 255))
            let key = try #require(PresentingCache.Key(spec: spec, state: .presented, width: 100 + i, height: 100))
            cache.store(key, from: canvas)
            if i == 0 {
                #expect(cache.heldBytes == 0)  // the first layer offered is not kept
                cache.store(key, from: canvas)
            }
            #expect(cache.heldBytes == min(i + 1, 2) * 40_000)
            let back = Canvas(width: 100, height: 100)
            #expect(cache.restore(key, into: back) != nil)
            #expect(back.pixel(x: 99, y: 99) == PremultipliedColor(r: UInt8(i), g: 0, b: 0, a: 255))
        }
        let first = try #require(PresentingCache.Key(spec: spec, state: .presented, width: 100, height: 100))
        #expect(cache.restore(first, into: Canvas(width: 100, height: 100)) == nil)  // dropped, oldest first
    }

    @Test func snapshotsGroupedByLayerKeepTwoPhoneLayersAtMost() throws {
        let cache = PresentingCache()
        cache.expectMany()
        #expect(cache.capacityBytes == PresentingCache.defaultCapacityBytes)
        cache.expectMany(groupedByLayer: true)
        #expect(cache.capacityBytes == PresentingCache.groupedCapacityBytes)
        #expect(PresentingCache.groupedCapacityBytes >= 2 * 1179 * 2556 * 4)
        #expect(PresentingCache.groupedCapacityBytes < 3 * 1179 * 2556 * 4)
        // Never raised: a smaller bound stays.
        let small = PresentingCache(capacityBytes: 90_000)
        small.expectMany(groupedByLayer: true)
        #expect(small.capacityBytes == 90_000)
        // The first layer is kept once many are expected.
        let spec = try fixture("system-two-actions.json")
        let key = try #require(PresentingCache.Key(spec: spec, state: .presented, width: 100, height: 100))
        small.store(key, from: Canvas(width: 100, height: 100, fill: .white))
        #expect(small.heldBytes == 40_000)
    }

    /// A layer stored when the cache is full reuses the storage of the one it pushes out: every
    /// byte restored is the new layer's, none the old one's.
    @Test func aLayerStoredInAFullCacheRestoresOnlyItsOwnBytes() throws {
        let spec = try fixture("system-two-actions.json")
        let cache = PresentingCache(capacityBytes: 90_000)  // two 100x100 layers
        func canvas(_ seed: Int) -> Canvas {
            let c = Canvas(width: 100, height: 100)
            c.withUnsafeMutableBytes { raw in
                for i in raw.indices { raw[i] = UInt8(truncatingIfNeeded: i &* (seed + 3) &+ seed) }
            }
            return c
        }
        let warmUp = try #require(PresentingCache.Key(spec: spec, state: .presented, width: 1, height: 1))
        cache.store(warmUp, from: canvas(99))  // the first layer offered is not kept
        for i in 0..<6 {
            let key = try #require(PresentingCache.Key(spec: spec, state: .presented, width: 200 + i, height: 100))
            let layer = canvas(i)
            cache.store(key, from: layer)
            let back = Canvas(width: 100, height: 100)
            #expect(cache.restore(key, into: back) != nil)
            #expect(back.withUnsafeBytes { [UInt8]($0) } == layer.withUnsafeBytes { [UInt8]($0) }, "layer \(i)")
            #expect(cache.heldBytes == min(i + 1, 2) * 40_000)
        }
    }
}
