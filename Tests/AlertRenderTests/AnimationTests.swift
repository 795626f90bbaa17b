import AlertModel
import AlertRender
import Foundation
import Raster
import Testing

/// The animation presets of docs/contract.md, sampled at known times.
@Suite struct AnimationTests {
    @Test func settledStatesWithoutTime() {
        for preset in AnimationPreset.allCases {
            #expect(AnimationState.at(nil, preset: preset, phase: .present) == .presented)
            #expect(AnimationState.at(nil, preset: preset, phase: .dismiss) == .dismissed)
        }
    }

    @Test func systemSpringStartsLargeAndTransparent() {
        let s0 = AnimationState.at(0, preset: .system, phase: .present)
        #expect(s0.alertScale == 1.2 && s0.alertOpacity == 0 && s0.backdropOpacity == 0)
        let mid = AnimationState.at(0.1, preset: .system, phase: .present)
        let wt: Double = 522.35.squareRoot() * 0.1
        let p: Double = 1 - (1 + wt) * exp(-wt)
        #expect(abs(mid.alertOpacity - p) < 1e-12)
        #expect(abs(mid.alertScale - (1.2 - 0.2 * p)) < 1e-12)
        #expect(AnimationState.at(0.5, preset: .system, phase: .present) == .presented)
        let d = AnimationState.at(0.1, preset: .system, phase: .dismiss)
        #expect(d.alertScale == 1 && abs(d.alertOpacity - (1 - p)) < 1e-12)
    }

    @Test func popOvershootsThenSettles() {
        #expect(AnimationState.at(0, preset: .pop, phase: .present).alertScale == 0.5)
        #expect(abs(AnimationState.at(0.25, preset: .pop, phase: .present).alertScale - 1.1) < 1e-9)
        let late = AnimationState.at(0.3, preset: .pop, phase: .present)
        #expect(late.alertScale < 1.1 && late.alertScale > 1.0 && late.backdropOpacity == 1)
        let dismiss = AnimationState.at(0.15, preset: .pop, phase: .dismiss)
        #expect(dismiss.alertScale < 1 && dismiss.alertScale > 0.8)
        // Ease-in-out is symmetric: half-way through, the scale is half-way to 0.8.
        #expect(abs(AnimationState.at(0.15, preset: .pop, phase: .dismiss).alertScale - 0.9) < 1e-9)
    }

    @Test func fadeIsEaseInOutOverPointTwoSeconds() {
        #expect(AnimationState.at(0.1, preset: .fade, phase: .present).alertOpacity == 0.5)
        #expect(AnimationState.at(0.0, preset: .fade, phase: .present).alertOpacity == 0)
        #expect(AnimationState.at(0.2, preset: .fade, phase: .present) == .presented)
        let early = AnimationState.at(0.02, preset: .fade, phase: .present).alertOpacity
        #expect(early > 0 && early < 0.1 / 1.0)  // slow start
        #expect(AnimationState.at(0.15, preset: .crossDissolve, phase: .present).alertOpacity == 0.5)
    }

    @Test func easeInOutMatchesTheBezierAtKnownPoints() {
        #expect(AnimationState.easeInOut(0.5) == 0.5)
        #expect(abs(AnimationState.easeInOut(0.25) - 0.129164) < 1e-5)
        #expect(abs(AnimationState.easeInOut(0.75) - 0.870836) < 1e-5)
    }

    @Test func aFadingAlertHasGroupOpacityNotOverlapSeams() throws {
        // Half-way through a fade the card is one layer at 50 %: the surface looks uniform even
        // where the title's glyphs or hairlines overlap it.
        let json =
            ##"{"ios": 18, "theme": "plain", "canvas": {"width": 200, "height": 200, "scale": 1}, "safeArea": {"top": 0, "bottom": 0}, "presenting": {"color": "#000000", "tint": "normal"}, "backdrop": {"opacity": 0}, "alert": {"width": 100, "height": 100, "background": "#FFFFFF", "shadow": null}, "animation": {"preset": "fade", "time": 0.1}}"##
        let spec = try resolve(json)
        let canvas = try sharedRenderer.render(spec)
        let centre = canvas.pixel(x: 100, y: 100)
        #expect(abs(Int(centre.r) - 128) <= 1 && centre.r == centre.g && centre.a == 255)
    }

    @Test func popScalesTheCardAboutItsCentre() throws {
        let json =
            ##"{"ios": 18, "theme": "plain", "canvas": {"width": 200, "height": 200, "scale": 1}, "safeArea": {"top": 0, "bottom": 0}, "presenting": {"color": "#000000", "tint": "normal"}, "backdrop": {"opacity": 0}, "alert": {"width": 100, "height": 100, "cornerRadius": 0, "background": "#FFFFFF", "shadow": null}, "animation": {"preset": "pop", "time": 0}}"##
        let canvas = try sharedRenderer.render(try resolve(json))
        // At scale 0.5 the 100 pt card covers 75...125.
        #expect(canvas.pixel(x: 100, y: 100) == .white)
        #expect(canvas.pixel(x: 80, y: 100) == .white)
        #expect(canvas.pixel(x: 70, y: 100) == .black)
        #expect(canvas.pixel(x: 100, y: 70) == .black)
    }

    @Test func anAlertPushedFarOffTheCanvasCostsNoHugeLayer() throws {
        // A 4000 pt offset with a shadow, mid-animation: the layer is cut to what can reach the
        // canvas, so this renders (quickly) and the canvas shows only the backdrop.
        let json =
            ##"{"ios": 18, "theme": "plain", "canvas": {"width": 200, "height": 200, "scale": 2}, "safeArea": {"top": 0, "bottom": 0}, "presenting": {"color": "#336699", "tint": "normal"}, "alert": {"width": 100, "height": 100, "offset": [4000, 4000], "shadow": {"radius": 4000}}, "animation": {"preset": "pop", "time": 0.1}}"##
        let canvas = try sharedRenderer.render(try resolve(json))
        #expect(canvas.pixel(x: 200, y: 200) == canvas.pixel(x: 0, y: 0))
    }
}
