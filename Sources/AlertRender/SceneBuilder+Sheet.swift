import AlertLayout
import AlertModel
import Raster

/// An action sheet (docs/contract.md "Action sheets", docs/themes.md "`system` action sheet"): the
/// main group (material or the plain card's colour, header, hairlines, stacked actions), the
/// opaque cancel group below it, or the popover's bubble with its arrow.
extension SceneBuilder {
    mutating func addSheet(_ sheet: SheetGeometry) {
        let sheetTheme = theme.sheet
        let radius = spec.cornerRadius
        let corner: CornerCurve = spec.cornerStyle == .continuous ? .continuous : .circular
        // The material samples the screen before the shadow darkens it beneath the sheet.
        if sheet.hasMainGroup, let sigma = spec.surface.blur {
            add(.sampleBackdrop(covering: sheet.bounds, sigma: sigma, grade: spec.surface.glassGrade))
        }
        if let shadow = spec.shadow, shadow.color.a > 0 {
            for group in [sheet.hasMainGroup ? layout.alert : nil, sheet.cancelGroup].compactMap({ $0 }) {
                add(
                    .shadow(
                        SceneShadow(
                            shape: .roundedRect(group, radius: radius, corner: corner), offsetX: shadow.offsetX,
                            offsetY: shadow.offsetY, sigma: shadow.sigma, color: shadow.color)))
            }
        }
        if sheet.hasMainGroup { addMainGroup(sheet, radius: radius, corner: corner) }
        if let group = sheet.cancelGroup, let index = sheet.cancelIndex {
            fill("cancelGroup", .roundedRect(group, radius: radius, corner: corner), sheetTheme.cancelSurface(appearance))
            addSheetAction(layout.actions[index], index: index, visibleIn: group)
        }
    }

    private mutating func addSheetMaterial(_ card: SceneShape, arrow: SceneShape?, tint: RGBA8) {
        add(.material(card))
        if let arrow { add(.material(arrow)) }
        fill("alert", card, tint)
        if let arrow { fill("alert.arrow", arrow, tint) }
    }

    private mutating func addMainGroup(_ sheet: SheetGeometry, radius: Double, corner: CornerCurve) {
        let sheetTheme = theme.sheet
        let card = SceneShape.roundedRect(layout.alert, radius: radius, corner: corner)
        let arrow = sheet.arrow.map { a in SceneShape.polygon(a.points.map { ScenePoint(x: $0.x, y: $0.y) }) }
        switch spec.surface {
        case .color(let c):
            fill("alert", card, c)
            if let arrow { fill("alert.arrow", arrow, c) }
        case .material(_, let tint):
            addSheetMaterial(card, arrow: arrow, tint: tint)
        case .glass(let glass):
            // Glass on the iOS 18 sheet (a spec's `"background": "glass"`): its graded blur.
            glassFill("alert", card, glass)
            if let arrow { glassFill("alert.arrow", arrow, glass) }
        }
        beginClip(layout.contentViewport.intersection(layout.alert))
        let header = sheetTheme.headerColor(appearance)
        if let t = layout.title, let string = spec.title {
            text("title", string, style: t.style, frame: t.frame, color: header)
        }
        if let m = layout.message, let string = spec.message {
            text("message", string, style: m.style, frame: m.frame, color: header)
        }
        endClip()
        beginClip(layout.actionsViewport.intersection(layout.alert))
        let hairline = sheetTheme.hairline(appearance)
        for h in layout.hairlines { fill("separator", .rect(h), hairline) }
        for (i, action) in layout.actions.enumerated() where i != sheet.cancelIndex {
            addSheetAction(action, index: i, visibleIn: nil)
        }
        endClip()
    }

    /// One action row's title: the sheet's size, tint or destructive red, the cancel action
    /// semibold. `visibleIn`: the cancel group, which is painted without a clip of its own.
    private mutating func addSheetAction(_ action: ActionFrame, index: Int, visibleIn group: Frame?) {
        guard !action.hidden else { return }
        let sheetTheme = theme.sheet
        var style = sheetTheme.actionStyle
        if action.emphasised { style.weight = sheetTheme.cancelWeight }
        // Title colours carry over to the rows (UIKit's `titleTextColor`); nothing else of actionStyle.
        var color = spec.actions[index].titleColor?.resolved(appearance, spec.ios) ?? spec.buttons.colors(action.style).title
        // A disabled row is the theme's disabled gray, as the alert's rows (the phone shows a
        // disabled destructive action gray, not faded red); a theme without one fades the colour.
        var emojiOpacity: UInt8?
        if !action.enabled {
            emojiOpacity = color.withOpacity(theme.colors.disabledOpacity).a
            color = disabledTitleColor(color)
        }
        addActionAccessories(action, index: index, titleColor: color)
        let box = centredLine(
            in: action.frame, style: style, inset: titleInset(action, base: sheetTheme.actionTitleInset),
            lines: action.titleLines)
        text(
            "actions[\(index)]", action.title, style: style, frame: box, color: color, emojiOpacity: emojiOpacity,
            enabled: action.enabled, isAction: true, visibleIn: group)
    }
}
