/// The rules UIKit enforces on action sheets (docs/contract.md "Action sheets"), applied when a spec is
/// resolved so that `--device` and the Swift API meet them as a spec file does.
extension AlertSpec {
    /// `alert.source`: `{x, y, width, height}` in points; width and height default to 0.
    static func decodeSource(_ a: SpecReader) throws(SpecError) -> SourceRect? {
        guard let s = try a.object("source") else { return nil }
        guard let x = try s.number("x") else { throw s.fail("x", "is required") }
        guard let y = try s.number("y") else { throw s.fail("y", "is required") }
        return SourceRect(x: x, y: y, width: try s.number("width") ?? 0, height: try s.number("height") ?? 0)
    }

    /// Fills the action sheet's defaults into `spec` and refuses what UIKit refuses: the keys
    /// `SpecKey.table` refuses on sheets (text fields, the card's own layout), buttons other than
    /// rows, and an iPad sheet without a source rect.
    func applySheetRules(to spec: inout ResolvedSpec, file: String) throws(SpecError) {
        let style = alert.preferredStyle ?? .alert
        spec.preferredStyle = style
        spec.source = alert.source
        guard style == .actionSheet else { return }
        func fail(_ path: String, _ message: String) -> SpecError {
            SpecError(file: file, path: path, message: message)
        }
        for key in SpecKey.table {
            if let message = key.sheetRefusal, let path = key.given?(self) { throw fail(path, message) }
        }
        // Android has no action sheet: the look's list dialog (`resolveAndroid`).
        if spec.android != nil { return }
        if let glass = spec.theme.glass {
            try applyGlassSheetRules(glass, to: &spec, file: file)
            return
        }
        // The classic sheet's header is UIKit's own pair of Footnote labels, which alertsnap sets
        // as the phone does; an alert's text styles would be silently lost there. (iOS 26 lays a
        // sheet out as its alert card, so it honours them.)
        let styles = [("titleStyle", alert.titleStyle != nil), ("messageStyle", alert.messageStyle != nil)]
        for (key, given) in styles where given {
            throw fail(
                "alert." + key, "an action sheet's header keeps UIKit's text styles; \(key) is for alerts (and ios 26 sheets)")
        }
        // An action sheet is UIKit's rows; only title colours carry over (as `titleTextColor` does).
        if let kind = alert.actionButtons?.kind, kind != .text {
            throw fail(
                "alert.actionStyle.kind",
                "an action sheet draws UIKit's rows; \"\(kind.rawValue)\" buttons are for alerts (use \"text\")")
        }
        try checkSourceRange(file: file)
        let sheet = spec.theme.sheet
        let popover = min(spec.canvasWidth, spec.canvasHeight) >= sheet.popoverMinimumWidth
        spec.sheetPresentation = popover ? .popover : .bottomSheet
        if popover && alert.source == nil {
            throw fail("alert.source", "an action sheet on iPad needs a source rect")
        }
        let appearance = spec.appearance
        if alert.background == nil {
            spec.surface =
                sheet.mainSurface.map { .color($0(appearance)) }
                ?? .material(blur: sheet.materialBlur, tint: sheet.materialTint(appearance))
        }
        spec.cornerRadius = alert.cornerRadius ?? sheet.cornerRadius
        spec.cornerStyle = alert.cornerStyle ?? sheet.cornerStyle
        // UIKit's bottom sheets cast no shadow, its popovers a faint one; a spec's own shadow wins.
        if case .unset = alert.shadow {
            spec.shadow = popover ? sheet.popoverShadow.resolved(spec.appearance, spec.ios) : nil
        }
        // A popover has no dimming view (UIKit): only an explicit backdrop.opacity dims.
        if popover && backdrop.opacity == nil { spec.dimmingOpacity = 0 }
    }

    /// iOS 26's action sheet (CODE UK-C, UK-P, UK-S): laid out as the alert card is. With a source
    /// on iPhone (always on iPad) it is a popover beside the source: 240 pt (288 on iPad) wide,
    /// no dimming, Cancel hidden, its rows stacked; without a source on iPhone it is the alert,
    /// Cancel at the bottom.
    private func applyGlassSheetRules(_ glass: GlassLook, to spec: inout ResolvedSpec, file: String) throws(SpecError) {
        if let kind = alert.actionButtons?.kind, kind != spec.theme.buttons.kind {
            throw SpecError(
                file: file, path: "alert.actionStyle.kind",
                message: "an action sheet draws UIKit's own buttons; \"\(kind.rawValue)\" buttons are for alerts")
        }
        try checkSourceRange(file: file)
        let iPad = min(spec.canvasWidth, spec.canvasHeight) >= spec.theme.sheet.popoverMinimumWidth
        if iPad && alert.source == nil {
            throw SpecError(file: file, path: "alert.source", message: "an action sheet on iPad needs a source rect")
        }
        guard let source = alert.source else { return }
        spec.anchoredPopover = AnchoredPopover(
            source: source, screenInset: glass.popoverScreenInset, sourceGap: glass.popoverSourceGap)
        // UIKit points a popover anchored to a view at it; the arrow's tip touches the source.
        if alert.sourceArrow ?? true {
            spec.anchoredPopover?.arrowBase = glass.popoverArrowBase
            spec.anchoredPopover?.arrowHeight = glass.popoverArrowHeight
            spec.anchoredPopover?.sourceGap = glass.popoverArrowHeight
        }
        spec.anchoredPopover?.prefersAbove = spec.api == .swiftui
        spec.width = .points(iPad ? glass.iPadPopoverWidth : glass.popoverWidth)
        let appearance = spec.appearance
        for i in spec.buttons.styles.indices where spec.buttons.styles[i].background != nil {
            spec.buttons.styles[i].background = glass.popoverActionFill(appearance)
        }
        if spec.title != nil, spec.message == nil, var rhythm = spec.theme.rhythm {
            // A title alone sits 6 above the actions group, not 8 (scaled as the rhythm is).
            rhythm.lastBaselineToBottom *= glass.popoverTitleOnlyToActions / 8
            spec.theme.rhythm = rhythm
        }
        if case .unset = alert.shadow { spec.shadow = glass.popoverShadow.resolved(appearance, spec.ios) }
        // A popover has no dimming view: only an explicit backdrop.opacity dims.
        if backdrop.opacity == nil { spec.dimmingOpacity = 0 }
    }

    /// Every edge of `alert.source` within its table range.
    private func checkSourceRange(file: String) throws(SpecError) {
        guard let s = alert.source else { return }
        for (key, value) in [("x", s.x), ("y", s.y), ("width", s.width), ("height", s.height)] {
            let range = SpecKey.numberRange("alert.source." + key).range
            guard !(value.isFinite && range.contains(value)) else { continue }
            throw SpecError(
                file: file, path: "alert.source.\(key)",
                message: "\(format(value)) is out of range \(format(range.lowerBound))...\(format(range.upperBound))")
        }
    }
}
