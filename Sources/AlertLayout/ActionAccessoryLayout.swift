import AlertModel

/// Action images and checkmarks (`alert.actions[i].image`, `checked`) in their rows: the image in
/// a square box at the leading edge, the checkmark at the trailing edge, both centred vertically,
/// mirrored in right to left (docs/themes.md "Action images and checkmarks"). The title stays
/// centred in its row, inset on both sides past whichever of them reaches further in. Both grow
/// with Dynamic Type as the row's Body text does: UIKit's symbol images and the checkmark symbol
/// take the label's text style, so at AX3 (Body 40 pt) they are 2.35 times their size at Large.
extension AlertGeometry {
    mutating func placeActionAccessories(spec: ResolvedSpec) {
        let style = sheet == nil ? ActionAccessoryStyle.alert : .sheet
        let grid = PixelGrid(scale: spec.scale)
        let rtl = layoutDirection == .rtl
        let grows = DynamicTypeStyle.body.factor(at: spec.effectiveContentSize)
        for i in actions.indices where i < spec.actions.count {
            let row = actions[i].frame
            guard !actions[i].hidden, row.width > 0 else { continue }
            var reach = 0.0
            if spec.actionImages.indices.contains(i), spec.actionImages[i] != nil {
                let size = grid.snap(style.imageSize * grows)
                let inset = grid.snap(style.imageLeading)
                let x = rtl ? row.maxX - inset - size : row.x + inset
                actions[i].image = Frame(
                    x: x, y: row.y + grid.snapHalfUp((row.height - size) / 2), width: size, height: size)
                reach = inset + size + style.titleGap
            }
            if spec.actions[i].checked {
                let size = grid.snap(style.checkmarkSize * grows)
                let inset = grid.snap(style.checkmarkTrailing)
                let x = rtl ? row.x + inset : row.maxX - inset - size
                actions[i].checkmark = Frame(
                    x: x, y: row.y + grid.snapHalfUp((row.height - size) / 2), width: size, height: size)
                reach = max(reach, inset + size + style.titleGap)
            }
            if reach > 0 { actions[i].accessoryReach = grid.snap(reach) }
        }
    }
}
