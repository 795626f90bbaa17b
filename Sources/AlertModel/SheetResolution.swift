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
        // An action sheet is UIKit's rows; only title colours carry over (as `titleTextColor` does).
        if let kind = alert.actionButtons?.kind, kind != .text {
            throw fail(
                "alert.actionStyle.kind",
                "an action sheet draws UIKit's rows; \"\(kind.rawValue)\" buttons are for alerts (use \"text\")")
        }
        if let s = alert.source {
            for (key, value) in [("x", s.x), ("y", s.y), ("width", s.width), ("height", s.height)] {
                let range = SpecKey.numberRange("alert.source." + key).range
                guard !(value.isFinite && range.contains(value)) else { continue }
                throw fail(
                    "alert.source.\(key)",
                    "\(format(value)) is out of range \(format(range.lowerBound))...\(format(range.upperBound))")
            }
        }
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
            let s = sheet.popoverShadow
            spec.shadow =
                popover
                ? ResolvedShadow(
                    color: s.color.resolved(spec.appearance).withOpacity(s.opacity),
                    sigma: shadowSigma(forRadius: s.radius),
                    offsetX: s.offsetX, offsetY: s.offsetY) : nil
        }
        // A popover has no dimming view (UIKit): only an explicit backdrop.opacity dims.
        if popover && backdrop.opacity == nil { spec.dimmingOpacity = 0 }
    }
}
