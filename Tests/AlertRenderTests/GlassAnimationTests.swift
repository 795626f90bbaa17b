import AlertLayout
import AlertModel
import Foundation
import Raster
import Testing

@testable import AlertRender

/// iOS 26's presentation animations: the alert's scale-and-fade spring and the popover action
/// sheet growing out of its source, sampled at the start, the middle and the end.
@Suite struct GlassAnimationTests {
    /// The spring's progress at `t` (docs/contract.md), computed here rather than read back.
    func spring(_ t: Double) -> Double {
        let wt = 522.35.squareRoot() * t
        return 1 - (1 + wt) * exp(-wt)
    }

    static let popover = """
        {"ios": 26, "presenting": {"color": "#F2F2F7", "tint": "normal"},
         "alert": {"preferredStyle": "actionSheet", "title": "Photo",
                   "source": {"x": 300, "y": 120, "width": 44, "height": 44},
                   "actions": [{"title": "Share"}, {"title": "Delete", "style": "destructive"},
                               {"title": "Cancel", "style": "cancel"}]},
         "animation": {"time": 0}}
        """

    func popoverSpec(time: Double?, phase: AnimationPhase) throws -> ResolvedSpec {
        var spec = try resolve(Self.popover)
        spec.time = time
        spec.phase = phase
        return spec
    }

    @Test func thePopoverGrowsOutOfItsSourceAndShrinksBackIntoIt() throws {
        let source = (x: 322.0, y: 142.0)  // the source rectangle's centre
        let start = try popoverSpec(time: 0, phase: .present)
        #expect(start.anchoredPopover != nil)
        let (layout, s0) = sharedRenderer.animatedLayout(start)
        #expect(layout.presentation == .popover)
        let card = layout.alert
        // The card starts as large as needed to cover the 44 pt source, invisible, anchored on it.
        let first = max(44 / card.width, 44 / card.height)
        #expect(s0.alertOpacity == 0 && abs(s0.alertScale - first) < 1e-12, "\(s0)")
        #expect(s0.scaleAnchor == ScenePoint(x: source.x, y: source.y))

        let t = 0.1
        let p = spring(t)
        let (_, mid) = sharedRenderer.animatedLayout(try popoverSpec(time: t, phase: .present))
        #expect(abs(mid.alertOpacity - p) < 1e-12)
        #expect(abs(mid.alertScale - (first + (1 - first) * p)) < 1e-12 && mid.alertScale < 1)
        #expect(mid.scaleAnchor == ScenePoint(x: source.x, y: source.y))

        let (_, end) = sharedRenderer.animatedLayout(try popoverSpec(time: 0.5, phase: .present))
        #expect(end == .presented)

        // Dismissal runs the other way: smaller and fainter, into the same point.
        let (_, out) = sharedRenderer.animatedLayout(try popoverSpec(time: t, phase: .dismiss))
        #expect(abs(out.alertOpacity - (1 - p)) < 1e-12)
        #expect(abs(out.alertScale - (first + (1 - first) * (1 - p))) < 1e-12)
        #expect(out.scaleAnchor == ScenePoint(x: source.x, y: source.y))
        let (_, gone) = sharedRenderer.animatedLayout(try popoverSpec(time: 0.5, phase: .dismiss))
        #expect(gone == .dismissed)
    }

    @Test func thePopoverIsPaintedScaledAboutItsSource() throws {
        // Early on, what the popover paints sits around the source's centre, well away from the
        // card's own centre.
        let spec = try popoverSpec(time: 0.03, phase: .present)
        let (layout, state) = sharedRenderer.animatedLayout(spec)
        let frame = try sharedRenderer.render(spec)
        var bare = spec
        bare.time = 0  // opacity 0: the presenting screen alone
        let background = try sharedRenderer.render(bare)
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        for y in 0..<frame.height {
            for x in 0..<frame.width where frame.pixel(x: x, y: y) != background.pixel(x: x, y: y) {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        #expect(minX <= maxX, "nothing painted at scale \(state.alertScale)")
        let s = spec.scale
        let centre = (x: Double(minX + maxX + 1) / 2 / s, y: Double(minY + maxY + 1) / 2 / s)
        let card = layout.alert
        let k = state.alertScale
        // c' = a + (c - a) k for the card's centre c about the anchor a (the shadow, below the
        // card, pulls the painted box's centre down a little).
        let expected = (x: 322 + ((card.x + card.width / 2) - 322) * k, y: 142 + ((card.y + card.height / 2) - 142) * k)
        #expect(abs(centre.x - expected.x) < 4 && abs(centre.y - expected.y) < 8, "\(centre) vs \(expected), k \(k)")
        #expect(
            hypot(centre.x - (card.x + card.width / 2), centre.y - (card.y + card.height / 2)) > 40,
            "\(centre) is at the card's own centre")
    }

    @Test func theGlassAlertPresentsFromOnePointTwoOnTheSpring() throws {
        // UIKit's iOS 26 alert (CODE: `animateAlertControllerView`) scales 1.2 -> 1 and fades in
        // with the dimming, and fades out at its size: the iOS 18 alert's animation, kept.
        var spec = try resolve(
            #"{"ios": 26, "alert": {"title": "T", "message": "M", "actions": [{"title": "OK"}]}, "animation": {"time": 0}}"#
        )
        #expect(spec.theme.glass != nil && spec.animation == .system)
        let (_, s0) = sharedRenderer.animatedLayout(spec)
        #expect(s0.alertScale == 1.2 && s0.alertOpacity == 0 && s0.backdropOpacity == 0 && s0.scaleAnchor == nil)
        spec.time = 0.1
        let p = spring(0.1)
        let (_, mid) = sharedRenderer.animatedLayout(spec)
        #expect(abs(mid.alertScale - (1.2 - 0.2 * p)) < 1e-12 && abs(mid.alertOpacity - p) < 1e-12)
        #expect(abs(mid.backdropOpacity - p) < 1e-12 && mid.scaleAnchor == nil)
        spec.time = 0.5
        #expect(sharedRenderer.animatedLayout(spec).1 == .presented)
        spec.time = 0.1
        spec.phase = .dismiss
        let out = sharedRenderer.animatedLayout(spec).1
        #expect(out.alertScale == 1 && abs(out.alertOpacity - (1 - p)) < 1e-12)
    }
}
