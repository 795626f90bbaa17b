/// Maps a point on the canvas to what a tap there would reach.

/// What a tap lands on.
public enum HitRegion: Hashable, Sendable, CustomStringConvertible {
    /// One of the four backdrop rectangles (`backdrop.top`, ...) around the alert.
    case backdropTop, backdropBottom, backdropLeft, backdropRight
    /// The action button at this spec index (`action[i]`).
    case action(Int)
    /// The text field at this index (`textField[i]`).
    case textField(Int)
    /// The alert's surface, away from any control.
    case alert
    /// The software keyboard (its keys type; a tap there never dismisses the alert).
    case keyboard
    /// Off the canvas.
    case outside

    /// The names of docs/contract.md: `backdrop.top`, `action[1]`, `textField[0]`, `alert`, `keyboard`, `outside`.
    public var description: String {
        switch self {
        case .backdropTop: return "backdrop.top"
        case .backdropBottom: return "backdrop.bottom"
        case .backdropLeft: return "backdrop.left"
        case .backdropRight: return "backdrop.right"
        case .action(let i): return "action[\(i)]"
        case .textField(let i): return "textField[\(i)]"
        case .alert: return "alert"
        case .keyboard: return "keyboard"
        case .outside: return "outside"
        }
    }
}

/// The answer of `AlertGeometry.hitTest`.
public struct HitResult: Hashable, Sendable {
    /// What the tap landed on.
    public var region: HitRegion
    /// True when the tap dismisses the alert: a backdrop region with `dismissOnTap`, or an
    /// enabled action (UIKit dismisses the alert after an action's handler).
    public var dismisses: Bool
}

extension AlertGeometry {
    /// The region under (x, y) points. Frames are half-open, so every point of the canvas lands
    /// in exactly one region.
    public func hitTest(x: Double, y: Double) -> HitResult {
        guard x >= 0, y >= 0, x < canvasWidth, y < canvasHeight, x.isFinite, y.isFinite else {
            return HitResult(region: .outside, dismisses: false)
        }
        if let keyboard, keyboard.frame.contains(x: x, y: y) { return HitResult(region: .keyboard, dismisses: false) }
        if let sheet, let hit = sheetHit(sheet, x: x, y: y) { return hit }
        if alert.contains(x: x, y: y) {
            if actionsViewport.contains(x: x, y: y) {
                for (i, a) in actions.enumerated() where a.frame.contains(x: x, y: y) {
                    return HitResult(region: .action(i), dismisses: a.enabled)
                }
                return HitResult(region: .alert, dismisses: false)
            }
            if contentViewport.contains(x: x, y: y) {
                for (i, f) in textFields.enumerated() where f.contains(x: x, y: y) {
                    return HitResult(region: .textField(i), dismisses: false)
                }
                // An Android list's rows scroll with the content; a tap on one picks it and dismisses.
                for (i, a) in actions.enumerated() where android != nil && a.role == nil && a.frame.contains(x: x, y: y) {
                    return HitResult(region: .action(i), dismisses: a.enabled)
                }
            }
            return HitResult(region: .alert, dismisses: false)
        }
        let regions: [(HitRegion, Frame)] = [
            (.backdropTop, backdrop.top), (.backdropBottom, backdrop.bottom),
            (.backdropLeft, backdrop.left), (.backdropRight, backdrop.right),
        ]
        for (region, frame) in regions where frame.contains(x: x, y: y) {
            return HitResult(region: region, dismisses: dismissOnTap)
        }
        // Unreachable while the regions tile the canvas; answer conservatively.
        return HitResult(region: .outside, dismisses: false)
    }
}
