import AlertModel

/// iOS 26's popover arrow (docs/themes.md "iOS 26"): UIKit points a popover anchored to a view at
/// it with a small triangle on the edge that faces the source, its rounded tip touching it.
extension AlertGeometry {
    /// The arrow of `popover` placed at `card`: on the card's bottom edge pointing down when the
    /// card is above the source, on its top edge pointing up when below; centred on the source,
    /// kept on the straight part of the edge (clear of the `cornerRadius` corners). Nil when the
    /// popover draws none or sits beside its source.
    static func popoverArrow(_ popover: AnchoredPopover, card: Frame, cornerRadius: Double, grid: PixelGrid)
        -> PopoverArrow?
    {
        guard popover.arrowHeight > 0 else { return nil }
        let s = popover.source
        let half = popover.arrowBase / 2
        let low = card.x + cornerRadius + half
        let high = card.maxX - cornerRadius - half
        guard low <= high else { return nil }
        let x = grid.snapHalfUp(min(high, max(low, s.x + s.width / 2)))
        if card.maxY <= s.y + 1e-9 {
            return PopoverArrow(
                x: x, y: card.maxY + popover.arrowHeight, direction: .down, base: popover.arrowBase,
                height: popover.arrowHeight)
        }
        if card.y >= s.y + s.height - 1e-9 {
            return PopoverArrow(
                x: x, y: card.y - popover.arrowHeight, direction: .up, base: popover.arrowBase,
                height: popover.arrowHeight)
        }
        return nil
    }
}
