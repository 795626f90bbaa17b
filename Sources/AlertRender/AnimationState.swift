import AlertLayout
import AlertModel

#if canImport(Glibc)
    import Glibc
#endif

/// What the animation presets of docs/contract.md do at one moment: how opaque the dimming backdrop and
/// the alert are, and how large the alert is drawn.
public struct AnimationState: Equatable, Sendable {
    /// Multiplies the backdrop (dimming colour and blur) opacity, 0...1.
    public var backdropOpacity: Double
    /// Group opacity of the alert, 0...1.
    public var alertOpacity: Double
    /// Uniform scale of the alert about `scaleAnchor`.
    public var alertScale: Double
    /// The point the alert scales about, in canvas points; nil for the card's centre.
    public var scaleAnchor: ScenePoint? = nil

    /// A state; opacities in 0...1, `alertScale` 1 for the natural size, scaled about
    /// `scaleAnchor` (nil: the card's centre).
    public init(backdropOpacity: Double, alertOpacity: Double, alertScale: Double, scaleAnchor: ScenePoint? = nil) {
        self.backdropOpacity = backdropOpacity
        self.alertOpacity = alertOpacity
        self.alertScale = alertScale
        self.scaleAnchor = scaleAnchor
    }

    /// Fully presented.
    public static let presented = AnimationState(backdropOpacity: 1, alertOpacity: 1, alertScale: 1)
    /// Fully dismissed: only the presenting screen remains.
    public static let dismissed = AnimationState(backdropOpacity: 0, alertOpacity: 0, alertScale: 1)

    /// True when nothing of the alert or backdrop is visible.
    public var isInvisible: Bool { backdropOpacity <= 0 && alertOpacity <= 0 }

    /// The state of `preset` `time` seconds into `phase`; `nil` time is the phase's settled end.
    public static func at(_ time: Double?, preset: AnimationPreset, phase: AnimationPhase) -> AnimationState {
        guard let t = time, t < duration(of: preset, phase: phase) else {
            return phase == .present ? .presented : .dismissed
        }
        switch (preset, phase) {
        case (.none, .present): return .presented
        case (.none, .dismiss): return .dismissed
        case (.system, .present):
            let p = criticallyDampedSpring(t)
            return AnimationState(backdropOpacity: p, alertOpacity: p, alertScale: 1.2 + (1.0 - 1.2) * p)
        case (.system, .dismiss):
            let p = criticallyDampedSpring(t)
            return AnimationState(backdropOpacity: 1 - p, alertOpacity: 1 - p, alertScale: 1)
        case (.fade, _), (.crossDissolve, _):
            let d = duration(of: preset, phase: phase)
            let p = easeInOut(t / d)
            let a = phase == .present ? p : 1 - p
            return AnimationState(backdropOpacity: a, alertOpacity: a, alertScale: 1)
        case (.pop, .present):
            let backdrop = easeInOut(min(1, t / 0.25))
            let scale =
                t < 0.25 ? 0.5 + (1.1 - 0.5) * easeInOut(t / 0.25) : 1.1 + (1.0 - 1.1) * easeInOut((t - 0.25) / 0.1)
            return AnimationState(backdropOpacity: backdrop, alertOpacity: 1, alertScale: scale)
        case (.pop, .dismiss):
            let p = easeInOut(t / 0.3)
            return AnimationState(backdropOpacity: 1 - p, alertOpacity: 1 - p, alertScale: 1 + (0.8 - 1) * p)
        case (.androidDialog, _), (.materialFade, _):
            return android(t, preset: preset, phase: phase)
        }
    }

    /// iOS 26's popover action sheet (the `system` preset) `time` seconds into `phase`: it grows
    /// out of `source` and fades in on the alert's spring, and shrinks back into it fading out.
    /// It scales about the source's centre, from the size at which the card would just cover the
    /// source (at least `popoverMinimumScale`) to its own; UIKit's morph out of the control
    /// (TEXT, "An action sheet originates from the element that initiates the action") drawn as
    /// a uniform scale. The backdrop opacity follows it as an alert's does (a popover has no dimming).
    public static func popover(_ time: Double?, phase: AnimationPhase, card: Frame, source: SourceRect)
        -> AnimationState
    {
        guard let t = time, t < systemSpringDuration else { return phase == .present ? .presented : .dismissed }
        let p = criticallyDampedSpring(t)
        let shown = phase == .present ? p : 1 - p
        let start = min(1, max(popoverMinimumScale, source.width / card.width, source.height / card.height))
        return AnimationState(
            backdropOpacity: shown, alertOpacity: shown, alertScale: start + (1 - start) * shown,
            scaleAnchor: ScenePoint(x: source.x + source.width / 2, y: source.y + source.height / 2))
    }

    /// The smallest scale a popover grows from (chosen): a point source would otherwise start it at 0.
    public static let popoverMinimumScale = 0.1

    /// How long a phase lasts, in seconds (0 for `none`).
    public static func duration(of preset: AnimationPreset, phase: AnimationPhase) -> Double {
        switch preset {
        case .none: return 0
        case .system: return systemSpringDuration
        case .fade: return 0.2
        case .crossDissolve: return 0.3
        case .pop: return phase == .present ? 0.35 : 0.3
        case .androidDialog: return AndroidWindowAnimation.dialogEnter.duration
        case .materialFade:
            return (phase == .present ? AndroidWindowAnimation.materialFadeEnter : .materialFadeExit).duration
        }
    }

    /// UIKit's alert spring: critically damped, w = sqrt(522.35) (docs/contract.md).
    static let springOmega = 522.35.squareRoot()
    /// Settling time of the spring as UIKit reports it for the alert (~0.404 s).
    public static let systemSpringDuration = 0.404

    /// p(t) = 1 - (1 + w t) e^(-w t).
    public static func criticallyDampedSpring(_ t: Double) -> Double {
        let wt = springOmega * t
        return 1 - (1 + wt) * exp(-wt)
    }

    /// UIKit's default ease-in-out timing, the cubic Bézier (0.42, 0, 0.58, 1): the curve's y at
    /// the x = `x`, found by bisection (monotonic in x, so it always converges).
    public static func easeInOut(_ x: Double) -> Double {
        cubicBezier(x, x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    }

    /// The timing curve through (0, 0), (`x1`, `y1`), (`x2`, `y2`), (1, 1) (CSS's `cubic-bezier`,
    /// Android's `pathInterpolator` with two control points): its y at x = `x`, the curve's parameter
    /// found by bisection (x is monotonic in it for control x in 0...1, so it always converges).
    public static func cubicBezier(_ x: Double, x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        var lo = 0.0
        var hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if bezier(mid, x1, x2) < x { lo = mid } else { hi = mid }
        }
        return bezier((lo + hi) / 2, y1, y2)
    }
}
