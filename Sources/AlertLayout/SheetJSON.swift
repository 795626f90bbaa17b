/// The action sheet's keys of the layout JSON (docs/contract.md "Action sheets") and its hit testing.
extension AlertGeometry {
    /// `preferredStyle`, `cancelGroup` and `popover`, written for alerts too (as `alert` and nulls)
    /// so every layout has the same keys. iOS 26's popover: `{"arrow": {...}}`, or `{"arrow": null}`
    /// without one, which the golden's record (`recording`) writes as a null `popover`, as before arrows.
    func writeSheetKeys(_ w: JSONWriter, recording: Bool) {
        w.key("preferredStyle") { w.string(preferredStyle.rawValue) }
        w.key("cancelGroup") { w.optionalFrameObject(sheet?.cancelGroup) }
        w.key("popover") {
            if sheet == nil, presentation == .popover, popoverArrow != nil || !recording {
                w.object { w.key("arrow") { writeGlassArrow(w) } }
                return
            }
            guard let arrow = sheet?.arrow else {
                w.raw("null")
                return
            }
            w.object {
                w.key("arrow") {
                    w.object {
                        w.key("x") { w.number(arrow.x) }
                        w.key("y") { w.number(arrow.y) }
                        w.key("direction") { w.string(arrow.direction.rawValue) }
                    }
                }
            }
        }
    }

    /// iOS 26's arrow: its bounding box, and the popover's edge it sits on; null without one.
    private func writeGlassArrow(_ w: JSONWriter) {
        guard let a = popoverArrow else {
            w.raw("null")
            return
        }
        let f = a.frame
        w.object {
            w.key("x") { w.number(f.x) }
            w.key("y") { w.number(f.y) }
            w.key("width") { w.number(f.width) }
            w.key("height") { w.number(f.height) }
            w.key("edge") { w.string(a.direction == .down ? "bottom" : "top") }
        }
    }

    /// A tap on the sheet's own area: the cancel group is its action, anything else inside the
    /// bounding box of both groups (the gap between them, the popover's arrow) is `alert` unless
    /// the main group's rules find a control. Nil outside the bounding box (a backdrop region).
    func sheetHit(_ sheet: SheetGeometry, x: Double, y: Double) -> HitResult? {
        guard sheet.bounds.contains(x: x, y: y) else { return nil }
        if let c = sheet.cancelGroup, c.contains(x: x, y: y), let i = sheet.cancelIndex {
            return HitResult(region: .action(i), dismisses: actions[i].enabled)
        }
        if alert.contains(x: x, y: y), actionsViewport.contains(x: x, y: y) {
            for (i, a) in actions.enumerated() where !a.hidden && a.frame.contains(x: x, y: y) {
                return HitResult(region: .action(i), dismisses: a.enabled)
            }
        }
        return HitResult(region: .alert, dismisses: false)
    }
}
