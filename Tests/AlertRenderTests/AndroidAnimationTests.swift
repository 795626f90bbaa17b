import AlertLayout
import AlertModel
import AlertRender
import Foundation
import Raster
import Testing

/// Android's dialog window animations as their XML writes them: AOSP's `dialog_enter.xml` /
/// `dialog_exit.xml` (`androidDialog`) and Material Components' `m3_motion_fade_enter/exit`
/// (`materialFade`), each look's default, and a frame mid-enter drawn scaled and faded.
@Suite struct AndroidAnimationTests {
    @Test func theDialogWindowScalesFromPointNineAndFadesInTwoHundredMilliseconds() {
        #expect(AnimationState.duration(of: .androidDialog, phase: .present) == 0.2)
        #expect(AnimationState.duration(of: .androidDialog, phase: .dismiss) == 0.2)
        let start = AnimationState.at(0, preset: .androidDialog, phase: .present)
        #expect(start.alertScale == 0.9 && start.alertOpacity == 0 && start.backdropOpacity == 0)
        // decelerate_interpolator (factor 1): 1 - (1 - 0.5)^2 = 0.75 half-way.
        let mid = AnimationState.at(0.1, preset: .androidDialog, phase: .present)
        #expect(abs(mid.alertOpacity - 0.75) < 1e-12 && abs(mid.backdropOpacity - 0.75) < 1e-12)
        #expect(abs(mid.alertScale - 0.975) < 1e-12)
        #expect(AnimationState.at(0.2, preset: .androidDialog, phase: .present) == .presented)
        // accelerate_interpolator (factor 1): 0.5^2 = 0.25 of the way out half-way.
        let out = AnimationState.at(0.1, preset: .androidDialog, phase: .dismiss)
        #expect(abs(out.alertOpacity - 0.75) < 1e-12 && abs(out.alertScale - 0.975) < 1e-12)
        #expect(AnimationState.at(0.2, preset: .androidDialog, phase: .dismiss) == .dismissed)
    }

    @Test func materialsFadeGrowsFromPointEightAndLeavesWithoutScaling() {
        #expect(AnimationState.duration(of: .materialFade, phase: .present) == 0.4)
        #expect(AnimationState.duration(of: .materialFade, phase: .dismiss) == 0.15)
        let start = AnimationState.at(0, preset: .materialFade, phase: .present)
        #expect(start.alertScale == 0.8 && start.alertOpacity == 0)
        // emphasized decelerate, cubic-bezier(0.1, 0.7, 0.1, 1): far along early.
        let p = AnimationState.cubicBezier(0.5, x1: 0.1, y1: 0.7, x2: 0.1, y2: 1)
        let mid = AnimationState.at(0.2, preset: .materialFade, phase: .present)
        #expect(abs(mid.alertOpacity - p) < 1e-12 && abs(mid.alertScale - (0.8 + 0.2 * p)) < 1e-12)
        #expect(p > 0.9 && p < 1)
        // emphasized accelerate, cubic-bezier(0.3, 0, 0.8, 0.2): little has gone half-way; no scale.
        let out = AnimationState.at(0.075, preset: .materialFade, phase: .dismiss)
        let q = AnimationState.cubicBezier(0.5, x1: 0.3, y1: 0, x2: 0.8, y2: 0.2)
        #expect(out.alertScale == 1 && abs(out.alertOpacity - (1 - q)) < 1e-12 && q < 0.25)
    }

    @Test func theCurveHelperIsTheCSSCubicBezier() {
        // cubic-bezier(0, 0, 1, 1) is linear; UIKit's ease-in-out is symmetric about the middle.
        for x in stride(from: 0.0, through: 1.0, by: 0.125) {
            #expect(abs(AnimationState.cubicBezier(x, x1: 0, y1: 0, x2: 1, y2: 1) - x) < 1e-9)
        }
        #expect(abs(AnimationState.easeInOut(0.5) - 0.5) < 1e-9)
    }

    @Test func anAndroidSpecGetsItsLooksAnimationUnlessItNamesOne() throws {
        func preset(_ extra: String) throws -> AnimationPreset {
            try resolve(#"{"platform": "android", \#(extra) "alert": {"title": "T", "actions": [{"title": "OK"}]}}"#)
                .animation
        }
        #expect(try preset(#""android": "appcompat","#) == .androidDialog)
        #expect(try preset("") == .androidDialog)
        #expect(try preset(#""android": "material3-views","#) == .materialFade)
        #expect(try preset(#""android": "appcompat", "animation": {"preset": "pop"},"#) == .pop)
        // iOS keeps its theme's.
        #expect(try resolve(#"{"alert": {"title": "T"}}"#).animation == .system)
    }

    @Test func framesLastAsLongAsTheXMLSays() throws {
        let spec = try resolve(#"{"platform": "android", "android": "material3-views", "alert": {"title": "T"}}"#)
        let frames = AlertRenderer.frames(of: spec, phases: [.present, .dismiss], fps: 60)
        #expect(frames.filter { $0.phase == .present }.count == 25)  // 0 ... 0.4 s
        #expect(frames.filter { $0.phase == .dismiss }.count == 10)  // 0 ... 0.15 s
    }

    @Test func aFrameMidEnterIsScaledAndFadedAsTheXMLSays() throws {
        let json = #"""
            {"platform": "android", "android": "appcompat", "canvas": {"width": 360, "height": 640, "scale": 1},
             "safeArea": {"top": 0, "bottom": 0, "left": 0, "right": 0},
             "alert": {"title": "T", "message": "M", "actions": [{"title": "Cancel"}, {"title": "OK"}]}}
            """#
        var spec = try resolve(json)
        let card = sharedRenderer.layout(spec).alert
        // A row inside the card's top padding: card pixels only, no text.
        let y = card.y + 6
        func row(_ canvas: Canvas) -> (width: Int, centre: Double) {
            let py = Int(y)
            var inside = 0
            for x in 0..<canvas.width where Double(canvas.pixel(x: x, y: py).r) > 183 { inside += 1 }
            return (inside, Double(canvas.pixel(x: Int(card.x + card.width / 2), y: py).r))
        }
        let settled = row(try sharedRenderer.render(spec))
        // White card on a white app window under AppCompat's 0.6 black scrim.
        #expect(abs(Double(settled.width) - card.width) <= 1)
        #expect(settled.centre == 255)
        spec.phase = .present
        spec.time = 0.1
        let mid = row(try sharedRenderer.render(spec))
        // 0.975 of the width; the scrim at 0.75 of 0.6 and the card at 0.75 over it.
        #expect(abs(Double(mid.width) - card.width * 0.975) <= 2, "\(mid.width) of \(card.width)")
        let behind = 255 * (1 - 0.6 * 0.75)
        #expect(abs(mid.centre - (behind + 0.75 * (255 - behind))) <= 2, "\(mid.centre)")
    }
}
