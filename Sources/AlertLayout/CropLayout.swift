import AlertModel

extension AlertGeometry {
    /// What `crop: "alert"` keeps, in canvas points: the card (an action sheet's groups, a popover's
    /// bubble and arrow) with the keyboard when there is one, the reach of `shadow` (3 sigma beyond
    /// its moved silhouette, as it is painted), then `margin` on every side, within the canvas and
    /// on whole device pixels.
    public func cropFrame(shadow: ResolvedShadow?, margin: Double) -> Frame {
        let card = sheet?.bounds ?? alert
        var box = card
        if let keyboard { box = box.union(keyboard.frame) }
        if let shadow, shadow.color.a > 0 {
            let reach = 3 * shadow.sigma
            box = box.union(
                Frame(
                    x: card.x + shadow.offsetX - reach, y: card.y + shadow.offsetY - reach,
                    width: card.width + 2 * reach, height: card.height + 2 * reach))
        }
        let grid = PixelGrid(scale: scale)
        // Outwards to whole device pixels (a hair of tolerance for sums of snapped points).
        func down(_ v: Double) -> Double { (v * scale + 1e-6).rounded(.down) / scale }
        func up(_ v: Double) -> Double { (v * scale - 1e-6).rounded(.up) / scale }
        let x0 = max(0, down(box.x - margin))
        let y0 = max(0, down(box.y - margin))
        let x1 = min(canvasWidth, up(box.maxX + margin))
        let y1 = min(canvasHeight, up(box.maxY + margin))
        // A dialog pushed wholly off the canvas keeps one device pixel at the nearest edge.
        let w = max(grid.pixel, x1 - x0)
        let h = max(grid.pixel, y1 - y0)
        return Frame(x: min(x0, canvasWidth - w), y: min(y0, canvasHeight - h), width: w, height: h)
    }
}
