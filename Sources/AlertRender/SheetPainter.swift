import AlertLayout
import AlertModel
import Raster
import Typesetting

/// Paints an action sheet (docs/contract.md "Action sheets", docs/themes.md "`system` action sheet"): the main
/// group (material or the plain card's colour, header, hairlines, stacked actions), the opaque
/// cancel group below it, or the popover's bubble with its arrow.
extension AlertPainter {
    var sheetTheme: SheetTheme { theme.sheet }

    func paintSheet(_ sheet: SheetGeometry) {
        let radius = spec.cornerRadius * scale
        let corner: Raster.CornerStyle = spec.cornerStyle == .continuous ? .continuous : .circular
        let groups = [sheet.hasMainGroup ? layout.alert : nil, sheet.cancelGroup].compactMap { $0 }
        // The material samples the screen before the shadow darkens it beneath the sheet.
        var blurred: BlurredBackdrop?
        if sheet.hasMainGroup, case .material(let sigma, _) = spec.surface {
            blurred = blurredBackdrop(sigma: sigma * scale)
        }
        if let shadow = spec.shadow, shadow.color.a > 0 {
            for group in groups {
                let r = mapping.rect(group).offsetBy(dx: shadow.offsetX * scale, dy: shadow.offsetY * scale)
                target.drawShadow(
                    of: r, radius: radius, style: corner, sigma: shadow.sigma * scale,
                    color: shadow.color.premultiplied())
            }
        }
        if sheet.hasMainGroup { paintMainGroup(sheet, radius: radius, corner: corner, blurred: blurred) }
        if let group = sheet.cancelGroup, let index = sheet.cancelIndex {
            target.fillRoundedRect(
                mapping.rect(group), radius: radius, style: corner,
                color: sheetTheme.cancelSurface(appearance).premultiplied())
            paintSheetAction(layout.actions[index], index: index)
        }
    }

    private func paintMainGroup(
        _ sheet: SheetGeometry, radius: Double, corner: Raster.CornerStyle, blurred: BlurredBackdrop?
    ) {
        let card = mapping.rect(layout.alert)
        let arrow = sheet.arrow.map { a in a.points.map { (mapping.x($0.x), mapping.y($0.y)) } } ?? []
        switch spec.surface {
        case .color(let c):
            target.fillRoundedRect(card, radius: radius, style: corner, color: c.premultiplied())
            target.fillPolygon(arrow, color: c.premultiplied())
        case .material(let blur, let tint):
            paintMaterial(card: card, radius: radius, corner: corner, sigma: blur * scale, arrow: arrow, from: blurred)
            target.fillRoundedRect(card, radius: radius, style: corner, color: tint.premultiplied())
            target.fillPolygon(arrow, color: tint.premultiplied())
        }

        let saved = target.clip
        target.clip = clipRect(layout.contentViewport.intersection(layout.alert))
        let header = sheetTheme.headerColor(appearance)
        if let t = layout.title, let text = spec.title { drawText(text, style: t.style, frame: t.frame, color: header) }
        if let m = layout.message, let text = spec.message {
            drawText(text, style: m.style, frame: m.frame, color: header)
        }
        target.clip = clipRect(layout.actionsViewport.intersection(layout.alert))
        let hairline = sheetTheme.hairline(appearance).premultiplied()
        for h in layout.hairlines { target.fillRect(mapping.rect(h), color: hairline) }
        for (i, action) in layout.actions.enumerated() where i != sheet.cancelIndex {
            paintSheetAction(action, index: i)
        }
        target.clip = saved
    }

    /// One action row's title: 20 pt, tint or destructive red, the cancel action semibold.
    private func paintSheetAction(_ action: ActionFrame, index: Int) {
        guard !action.hidden else { return }
        var style = sheetTheme.actionStyle
        if action.emphasised { style.weight = sheetTheme.cancelWeight }
        // Title colours carry over to the rows (UIKit's `titleTextColor`); nothing else of actionStyle.
        var color = spec.actions[index].titleColor?.resolved(appearance) ?? spec.buttons.colors(action.style).title
        if !action.enabled { color = color.withOpacity(theme.colors.disabledOpacity) }
        let f = action.frame
        let inset = sheetTheme.actionTitleInset
        let textH = Double(action.titleLines) * style.lineHeight
        let box = Frame(
            x: f.x + inset, y: f.y + PixelGrid(scale: scale).snapHalfUp((f.height - textH) / 2),
            width: max(0, f.width - 2 * inset), height: textH)
        drawText(action.title, style: style, frame: box, color: color)
    }
}
