import AlertLayout
import AlertModel

/// iOS 26's popover arrow as a polygon: the triangle with its tip rounded (MEASURED on the dark
/// popover reference: a rounded tip that still touches the source).
extension SceneBuilder {
    /// `arrow`'s outline: its base pushed `overlap` points into the card, its tip a quadratic curve
    /// between the points 4 pt down each side whose middle is the tip itself.
    static func roundedTip(_ arrow: PopoverArrow, overlap: Double) -> [ScenePoint] {
        let p = arrow.points
        let tip = p[0]
        // Each base corner moved `overlap` points away from the tip, into the card.
        func base(_ c: (x: Double, y: Double)) -> (x: Double, y: Double) {
            switch arrow.direction {
            case .down: return (c.x, c.y - overlap)
            case .up: return (c.x, c.y + overlap)
            case .left: return (c.x + overlap, c.y)
            case .right: return (c.x - overlap, c.y)
            }
        }
        func along(_ c: (x: Double, y: Double), _ d: Double) -> (x: Double, y: Double) {
            let dx = c.x - tip.x
            let dy = c.y - tip.y
            let len = max(1e-9, (dx * dx + dy * dy).squareRoot())
            return (tip.x + dx * d / len, tip.y + dy * d / len)
        }
        let a = along(p[1], 4)
        let b = along(p[2], 4)
        // The control point that puts the curve's middle (a/4 + c/2 + b/4) on the tip.
        let c = (x: 2 * tip.x - (a.x + b.x) / 2, y: 2 * tip.y - (a.y + b.y) / 2)
        var out = [ScenePoint(x: base(p[2]).x, y: base(p[2]).y)]
        for i in 0...8 {
            let t = Double(i) / 8
            let u = 1 - t
            out.append(ScenePoint(x: u * u * b.x + 2 * u * t * c.x + t * t * a.x, y: u * u * b.y + 2 * u * t * c.y + t * t * a.y))
        }
        out.append(ScenePoint(x: base(p[1]).x, y: base(p[1]).y))
        return out
    }
}
