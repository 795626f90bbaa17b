import AlertLayout
import AlertModel
import Raster

/// Text fields, progress bar and table rows.
extension SceneBuilder {
    /// Each field in its own box, or (`textFieldsGrouped`, the system alert) all of them in one
    /// box with a hairline between fields; then each field's text or placeholder.
    mutating func addTextFields() {
        let frames = layout.textFields
        guard let first = frames.first, let last = frames.last else { return }
        if let look = theme.android {
            addAndroidTextFields(look)
            return
        }
        if theme.textFieldsGrouped {
            addFieldBox(Frame(x: first.x, y: first.y, width: first.width, height: last.maxY - first.y))
            if let glass = theme.glass {
                // iOS 26: 1 pt quaternaryLabel rules 15 pt in from the box's sides (CODE).
                let rule = glass.textFieldSeparator.resolved(appearance, spec.ios)
                let inset = grid.snap(glass.textFieldSeparatorInset)
                for f in frames.dropFirst() {
                    let line = Frame(x: f.x + inset, y: f.y, width: max(0, f.width - 2 * inset), height: grid.snap(1))
                    fill("textFields.separator", .rect(line), rule)
                }
            } else {
                let hairline = theme.colors.textFieldBorder(appearance)
                for f in frames.dropFirst() {
                    fill("textFields.separator", .rect(Frame(x: f.x, y: f.y, width: f.width, height: grid.pixel)), hairline)
                }
            }
        } else {
            for f in frames { addFieldBox(f) }
        }
        let colors = theme.colors
        let style = theme.textFieldStyle
        for (i, (field, frame)) in zip(spec.textFields, frames).enumerated() {
            let showsText = !field.text.isEmpty
            let string =
                showsText
                ? (field.secure ? String(repeating: "•", count: field.text.count) : field.text) : field.placeholder
            let color = (showsText ? colors.textFieldText : colors.placeholder).resolved(appearance, spec.ios)
            let box = centredLine(in: frame, style: style, inset: theme.textFieldTextInset)
            text("textFields[\(i)]", string, style: style, frame: box, color: color)
        }
        // The focused field's cursor, in the tint, while the keyboard is up.
        if let caret = layout.caret { fill("caret", .rect(caret), spec.tint) }
    }

    /// A text field's rounded box: its fill and a 1-device-pixel border inside the frame. On a
    /// material card with `textFieldBorderVibrancy` v, the border mixes `textFieldBorder / (1 - v)`
    /// with v of the card's blurred backdrop: `textFieldBorder` itself over black.
    private mutating func addFieldBox(_ frame: Frame) {
        let colors = theme.colors
        // iOS 26's box is a capsule as its buttons are: a circular arc of half a field's height.
        let corner: CornerCurve = theme.glass == nil ? .continuous : .circular
        let shape = SceneShape.roundedRect(frame, radius: theme.textFieldCornerRadius, corner: corner)
        fill("textFields", shape, colors.textFieldBackground(appearance))
        // iOS 26's box has no border (CODE).
        guard colors.textFieldBorder(appearance).a > 0 else { return }
        var stroke = SceneStroke(
            element: "textFields.border", shape: shape, width: .devicePixels(1),
            color: colors.textFieldBorder(appearance))
        let vibrancy = colors.textFieldBorderVibrancy(appearance)
        if vibrancy > 0, case .material = spec.surface {
            func channel(_ c: UInt8) -> UInt8 { UInt8(min(255, (Double(c) / (1 - vibrancy)).rounded())) }
            let c = stroke.color
            stroke.color = RGBA8(channel(c.r), channel(c.g), channel(c.b), c.a)
            stroke.backdropShare = vibrancy
        }
        add(.stroke(stroke))
    }

    mutating func addProgress(_ p: ProgressLayout) {
        let colors = theme.colors
        add(.progressBar(bar: p.bar, fraction: p.fraction, track: colors.progressTrack(appearance), fill: spec.tint))
        text(
            "progress.label", p.labelText, style: theme.progressLabelStyle, frame: p.label,
            color: colors.progressLabel.resolved(appearance, spec.ios))
    }

    /// Rows clipped to the table, each with a separator above it from the inset to the trailing
    /// edge, and its text set with the separator inset on both sides.
    mutating func addTable(_ t: TableLayout, rows: [String]) {
        let colors = theme.colors
        beginClip(t.frame, intersecting: true)
        let style = theme.tableTextStyle
        let inset = colors.tableSeparatorInset
        let hairline = colors.hairline.resolved(appearance)
        for (i, (string, row)) in zip(rows, t.rows).enumerated() {
            fill(
                "table.separator", .rect(Frame(x: row.x + inset, y: row.y, width: row.width - inset, height: grid.pixel)),
                hairline)
            let box = centredLine(in: row, style: style, inset: inset)
            text("table.rows[\(i)]", string, style: style, frame: box, color: colors.tableText.resolved(appearance, spec.ios))
        }
        endClip()
    }
}
