import AlertModel

/// An Android window animation as its XML writes it (an `<alpha>` and a `<scale>` about the
/// window's centre sharing one duration and interpolator), and the three a dialog window uses
/// (docs/contract.md "Animation"). The scrim fades with the window: AOSP's
/// `config_dimBehindFadeDuration` is 100 % of the window's enter animation.
struct AndroidWindowAnimation: Equatable, Sendable {
    /// Seconds.
    var duration: Double
    /// The window's opacity at the start and the end.
    var fromAlpha: Double
    var toAlpha: Double
    /// The window's scale (both axes) at the start and the end.
    var fromScale: Double
    var toScale: Double
    /// The set's interpolator: progress 0...1 in, eased progress out.
    var interpolator: Interpolator

    /// The interpolators these animations name.
    enum Interpolator: Equatable, Sendable {
        /// `decelerateInterpolator` with `factor` 1: 1 - (1 - t)^2.
        case decelerate
        /// `accelerateInterpolator` with `factor` 1: t^2.
        case accelerate
        /// `pathInterpolator` with two control points.
        case cubic(x1: Double, y1: Double, x2: Double, y2: Double)

        func callAsFunction(_ t: Double) -> Double {
            let t = min(1, max(0, t))
            switch self {
            case .decelerate: return 1 - (1 - t) * (1 - t)
            case .accelerate: return t * t
            case .cubic(let x1, let y1, let x2, let y2):
                return AnimationState.cubicBezier(t, x1: x1, y1: y1, x2: x2, y2: y2)
            }
        }
    }

    // `@android:style/Animation.Dialog` (aosp-mirror/platform_frameworks_base
    // core/res/res/values/styles.xml @003582f2f4cbced895f0f8eb8f691f78889b58fd):
    // core/res/res/anim/dialog_enter.xml @65c23872066d39521e98fd4b000069c562c57076 and
    // dialog_exit.xml @2a73de7b21a89aa2ba4c254d28658b49793425b2: scale 0.9 <-> 1.0 about the centre
    // and alpha 0 <-> 1, both `config_shortAnimTime` (200 ms, core/res/res/values/config.xml
    // @0017dde79b9796706ff7b5de93410bca50e69778), under `@anim/decelerate_interpolator` (enter,
    // @9066cfe9886ac131c34d59ed0e2d287b0e3c0087) and `@anim/accelerate_interpolator` (exit,
    // @54b6cfa9a9e5b861a9930af873580d6dc20f773c), both `factor="1"`.
    static let dialogEnter = AndroidWindowAnimation(
        duration: 0.2, fromAlpha: 0, toAlpha: 1, fromScale: 0.9, toScale: 1, interpolator: .decelerate)
    static let dialogExit = AndroidWindowAnimation(
        duration: 0.2, fromAlpha: 1, toAlpha: 0, fromScale: 1, toScale: 0.9, interpolator: .accelerate)

    // Material Components' fade (material-components/material-components-android
    // lib/java/com/google/android/material/motion/res/anim/m3_motion_fade_enter.xml and
    // m3_motion_fade_exit.xml @8d8a0d14ae1c7923eb1b409db266b612e7434b44; the dialog's theme overlay
    // names it through `MaterialAlertDialog.Material3.Animation`, dialog/res/values/themes_overlay.xml
    // @0d57c25dfec9b3ad5b744e5a4cb0a231570643a4). Enter: alpha 0 -> 1 and scale 0.8 -> 1 in
    // `m3_sys_motion_duration_medium4` (400 ms) on `emphasized_decelerate`; exit: alpha 1 -> 0 in
    // `short3` (150 ms) on `emphasized_accelerate`. Durations and control points from
    // motion/res/values/tokens.xml @0463c507d7d79dc3b3fbe578eb1e8fd5757892e1 (tokens v0.185):
    // emphasized decelerate (0.1, 0.7, 0.1, 1), emphasized accelerate (0.3, 0, 0.8, 0.2).
    static let materialFadeEnter = AndroidWindowAnimation(
        duration: 0.4, fromAlpha: 0, toAlpha: 1, fromScale: 0.8, toScale: 1,
        interpolator: .cubic(x1: 0.1, y1: 0.7, x2: 0.1, y2: 1))
    static let materialFadeExit = AndroidWindowAnimation(
        duration: 0.15, fromAlpha: 1, toAlpha: 0, fromScale: 1, toScale: 1,
        interpolator: .cubic(x1: 0.3, y1: 0, x2: 0.8, y2: 0.2))

    /// The window `time` seconds in: its opacity (the scrim's too) and scale.
    func state(at time: Double) -> AnimationState {
        let p = interpolator(time / duration)
        let alpha = fromAlpha + (toAlpha - fromAlpha) * p
        return AnimationState(
            backdropOpacity: alpha, alertOpacity: alpha, alertScale: fromScale + (toScale - fromScale) * p)
    }
}

extension AnimationState {
    /// The Android presets `time` seconds into `phase` (`time` before the phase's end).
    static func android(_ time: Double, preset: AnimationPreset, phase: AnimationPhase) -> AnimationState {
        let animation: AndroidWindowAnimation
        switch (preset, phase) {
        case (.materialFade, .present): animation = .materialFadeEnter
        case (.materialFade, .dismiss): animation = .materialFadeExit
        case (_, .present): animation = .dialogEnter
        case (_, .dismiss): animation = .dialogExit
        }
        return animation.state(at: time)
    }
}
