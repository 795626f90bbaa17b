import AlertModel

extension AlertHeight {
    /// The card's height under this rule (`alert.height`), one rule for the iOS alert and the
    /// Android dialog: a fixed height as given; otherwise the content's own (`natural`), at least
    /// the share of the screen a `minRatio` asks for, capped at the room the screen leaves the card
    /// (the canvas between the safe area's top and bottom, less `margin` above and below). Never
    /// less than one device pixel, so that an empty card still has a frame.
    ///
    /// `leastRoom`: the room is never taken below it, for a layout that keeps something in view
    /// however short the screen (the iOS alert keeps one action row).
    func cardHeight(
        natural: Double, canvasHeight: Double, safe: EdgeInsets, margin: Double, leastRoom: Double = 0, grid: PixelGrid
    ) -> Double {
        let room = max(leastRoom, grid.snap(canvasHeight - safe.top - safe.bottom - 2 * margin))
        let height: Double
        switch self {
        case .points(let h): height = grid.snap(h)
        case .minRatio(let r): height = min(max(natural, grid.snap(r * canvasHeight)), room)
        case .fit: height = min(natural, room)
        }
        return max(height, grid.pixel)
    }
}
