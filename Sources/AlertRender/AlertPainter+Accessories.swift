import AlertLayout
import AlertModel
import Raster

#if canImport(Glibc)
    import Glibc
#endif

/// Text fields, progress bar, activity indicator and table rows.
extension AlertPainter {
    /// Each field in its own box, or (`textFieldsGrouped`, the system alert) all of them in one
    /// box with a hairline between fields.
    func paintTextFields() {
        let frames = layout.textFields
        guard let first = frames.first, let last = frames.last else { return }
        if theme.textFieldsGrouped {
            let group = Frame(x: first.x, y: first.y, width: first.width, height: last.maxY - first.y)
            paintFieldBox(group)
            let hairline = theme.colors.textFieldBorder(appearance).premultiplied()
            let px = PixelGrid(scale: scale).pixel
            for f in frames.dropFirst() {
                target.fillRect(mapping.rect(Frame(x: f.x, y: f.y, width: f.width, height: px)), color: hairline)
            }
        } else {
            for f in frames { paintFieldBox(f) }
        }
        for (field, frame) in zip(spec.textFields, frames) { paintFieldText(field, frame: frame) }
    }

    /// A text field's rounded box: its fill and a 1-device-pixel border inside the frame.
    private func paintFieldBox(_ frame: Frame) {
        let colors = theme.colors
        let box = mapping.rect(frame)
        let radius = theme.textFieldCornerRadius * scale
        target.fillRoundedRect(
            box, radius: radius, style: .continuous, color: colors.textFieldBackground(appearance).premultiplied())
        target.strokeRoundedRect(
            box, radius: radius, style: .continuous, lineWidth: 1,
            color: colors.textFieldBorder(appearance).premultiplied())
    }

    private func paintFieldText(_ field: AlertSpec.TextField, frame: Frame) {
        let colors = theme.colors
        let showsText = !field.text.isEmpty
        let text =
            showsText
            ? (field.secure ? String(repeating: "•", count: field.text.count) : field.text) : field.placeholder
        let color = (showsText ? colors.textFieldText : colors.placeholder).resolved(appearance)
        let style = theme.textFieldStyle
        let grid = PixelGrid(scale: scale)
        let inset = theme.textFieldTextInset
        let textFrame = Frame(
            x: frame.x + inset, y: frame.y + grid.snapHalfUp((frame.height - style.lineHeight) / 2),
            width: max(0, frame.width - 2 * inset), height: style.lineHeight)
        drawText(text, style: style, frame: textFrame, color: color)
    }

    func paintProgress(_ p: ProgressLayout) {
        let colors = theme.colors
        let bar = mapping.rect(p.bar)
        let radius = bar.height / 2
        target.fillRoundedRect(
            bar, radius: radius, style: .circular, color: colors.progressTrack(appearance).premultiplied())
        if p.fraction > 0 {
            let filled = Rect(x: bar.x, y: bar.y, width: bar.width * p.fraction, height: bar.height)
            target.fillRoundedRect(
                filled, radius: min(radius, filled.width / 2), style: .circular, color: spec.tint.premultiplied())
        }
        drawText(
            p.labelText, style: theme.progressLabelStyle, frame: p.label,
            color: colors.progressLabel.resolved(appearance))
    }

    /// UIActivityIndicatorView (iOS 13+): eight capsule spokes around the centre, the leading
    /// one opaque and each following one fainter, as in a frame of its spin.
    func paintActivityIndicator(_ frame: Frame) {
        let color = theme.colors.activityIndicator.resolved(appearance)
        let box = mapping.rect(frame)
        let cx = box.x + box.width / 2
        let cy = box.y + box.height / 2
        let size = min(box.width, box.height)
        let style = theme.spinner
        let inner = size * style.innerRadius
        let outer = size * style.outerRadius
        let width = size * style.spokeWidth
        for i in 0..<style.spokes {
            let angle = -Double.pi / 2 + Double(i) * 2 * Double.pi / Double(style.spokes)
            let (c, s) = (cos(angle), sin(angle))
            let opacity = max(0, 1 - Double(i) * style.fadeStep)
            target.fillCapsule(
                from: (cx + c * (inner + width / 2), cy + s * (inner + width / 2)),
                to: (cx + c * (outer - width / 2), cy + s * (outer - width / 2)),
                width: width, color: color.premultiplied(opacity: opacity))
        }
    }

    func paintTable(_ t: TableLayout, rows: [String]) {
        let colors = theme.colors
        let saved = target.clip
        let tableClip = mapping.pixelRect(t.frame)
        target.clip = (saved ?? target.bounds).intersection(tableClip) ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
        let style = theme.tableTextStyle
        let grid = PixelGrid(scale: scale)
        let inset = colors.tableSeparatorInset
        let hairline = colors.hairline.resolved(appearance).premultiplied()
        for (text, row) in zip(rows, t.rows) {
            // Separator above every row, from the inset to the trailing edge.
            target.fillRect(
                mapping.rect(Frame(x: row.x + inset, y: row.y, width: row.width - inset, height: grid.pixel)),
                color: hairline)
            let textFrame = Frame(
                x: row.x + inset, y: row.y + grid.snapHalfUp((row.height - style.lineHeight) / 2),
                width: max(0, row.width - 2 * inset), height: style.lineHeight)
            drawText(text, style: style, frame: textFrame, color: colors.tableText.resolved(appearance))
        }
        target.clip = saved
    }
}
