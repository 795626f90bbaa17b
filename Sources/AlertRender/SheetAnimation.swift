import AlertLayout
import AlertModel

#if canImport(Glibc)
    import Glibc
#endif

/// The `system` animation of action sheets (docs/contract.md "Action sheets"): the bottom sheet slides
/// up from below the canvas while the dimming fades in, on the alert's critically damped spring;
/// dismissal slides it back down. An iOS 18 popover fades in and out on the same spring (UIKit's
/// popovers do not slide); iOS 26's popover grows out of its source and shrinks back into it
/// (`AnimationState.popover`). Other presets move sheets as they move alerts.
extension AlertRenderer {
    /// The layout and animation state of `spec` at its time: for a sliding sheet the layout is
    /// moved by the slide (snapped to device pixels, so text stays on the pixel grid).
    func animatedLayout(_ spec: ResolvedSpec) -> (AlertGeometry, AnimationState) {
        let layout = self.layout(spec)
        // iOS 26's popover on iPhone is laid out as a card: it grows out of its source.
        if let popover = spec.anchoredPopover, spec.animation == .system {
            return (
                layout, AnimationState.popover(spec.time, phase: spec.phase, card: layout.alert, source: popover.source)
            )
        }
        guard let sheet = layout.sheet, spec.animation == .system, let t = spec.time,
            t < AnimationState.duration(of: .system, phase: spec.phase)
        else {
            return (layout, AnimationState.at(spec.time, preset: spec.animation, phase: spec.phase))
        }
        let p = AnimationState.criticallyDampedSpring(t)
        let shown = spec.phase == .present ? p : 1 - p
        if sheet.presentation == .popover {
            return (layout, AnimationState(backdropOpacity: shown, alertOpacity: shown, alertScale: 1))
        }
        // At 0 the sheet's top edge sits on the canvas's bottom edge: nothing of it is visible.
        let travel = layout.canvasHeight - sheet.bounds.y
        let dy = PixelGrid(scale: spec.scale).snap((1 - shown) * travel)
        let state = AnimationState(backdropOpacity: shown, alertOpacity: dy >= travel ? 0 : 1, alertScale: 1)
        return (layout.sheetMoved(by: dy), state)
    }
}
