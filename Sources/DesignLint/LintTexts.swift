import AlertLayout
import AlertModel

/// One piece of text the renderer draws, where and how: what the text rules look at.
struct LintText {
    /// `title`, `message`, `actions[i]`, `textFields[i]`, `progress.label`, `table.rows[i]`.
    var element: String
    var text: String
    var style: TextStyle
    /// The box the painter sets the text in (points); its width is the line width.
    var frame: Frame
    /// The part of the box that can show (inside its scrolling viewport and the card).
    var visible: Frame?
    var color: RGBA8
    /// False for a disabled action: faded on purpose, so WCAG does not ask for contrast.
    var enabled: Bool
    /// True for action titles (only they shrink to fit).
    var isAction: Bool
}

extension LintText {
    /// Every text of the alert with the frames, styles and colours `AlertPainter` uses.
    static func all(spec: ResolvedSpec, layout: AlertLayout) -> [LintText] {
        let theme = spec.theme
        let colors = theme.colors
        let appearance = spec.appearance
        let grid = PixelGrid(scale: spec.scale)
        let content = layout.contentViewport.intersection(layout.alert)
        let actionArea = layout.actionsViewport.intersection(layout.alert)
        func visible(_ f: Frame, in viewport: Frame?) -> Frame? { viewport.flatMap { f.intersection($0) } }
        func centred(_ f: Frame, style: TextStyle, inset: Double, lines: Int = 1) -> Frame {
            let height = Double(lines) * style.lineHeight
            return Frame(
                x: f.x + inset, y: f.y + grid.snapHalfUp((f.height - height) / 2),
                width: max(0, f.width - 2 * inset), height: height)
        }
        // An action sheet draws its header in the sheet's gray and its actions in the sheet's
        // style (SheetPainter); the cancel action sits in its own group, outside the action area.
        let sheet = layout.sheet
        let sheetTheme = theme.sheet
        let header = sheet.map { _ in sheetTheme.headerColor(appearance) }
        var out: [LintText] = []
        if let t = layout.title, let text = spec.title {
            out.append(
                LintText(
                    element: "title", text: text, style: t.style, frame: t.frame,
                    visible: visible(t.frame, in: content),
                    color: header ?? colors.title.resolved(appearance), enabled: true, isAction: false))
        }
        if let m = layout.message, let text = spec.message {
            out.append(
                LintText(
                    element: "message", text: text, style: m.style, frame: m.frame,
                    visible: visible(m.frame, in: content), color: header ?? colors.message.resolved(appearance),
                    enabled: true,
                    isAction: false))
        }
        for (i, (field, frame)) in zip(spec.textFields, layout.textFields).enumerated() {
            let shows = !field.text.isEmpty
            let text =
                shows
                ? (field.secure ? String(repeating: "•", count: field.text.count) : field.text) : field.placeholder
            guard !text.isEmpty else { continue }
            let box = centred(frame, style: theme.textFieldStyle, inset: theme.textFieldTextInset)
            out.append(
                LintText(
                    element: "textFields[\(i)]", text: text, style: theme.textFieldStyle, frame: box,
                    visible: visible(box, in: content),
                    color: (shows ? colors.textFieldText : colors.placeholder).resolved(appearance), enabled: true,
                    isAction: false))
        }
        if let p = layout.progress {
            out.append(
                LintText(
                    element: "progress.label", text: p.labelText, style: theme.progressLabelStyle, frame: p.label,
                    visible: visible(p.label, in: content), color: colors.progressLabel.resolved(appearance),
                    enabled: true, isAction: false))
        }
        if let t = layout.table, let rows = spec.table?.rows {
            // The painter sets each row's text in the row with the separator inset on both sides.
            for (i, (row, text)) in zip(t.rows, rows).enumerated() {
                let box = centred(row, style: theme.tableTextStyle, inset: colors.tableSeparatorInset)
                out.append(
                    LintText(
                        element: "table.rows[\(i)]", text: text, style: theme.tableTextStyle, frame: box,
                        visible: visible(box, in: t.frame.intersection(layout.alert)),
                        color: colors.tableText.resolved(appearance), enabled: true, isAction: false))
            }
        }
        // An iPad sheet's hidden cancel action is not drawn, so it has no text to lint.
        for (i, action) in layout.actions.enumerated() where !action.hidden {
            var style = sheet == nil ? theme.actionStyle : sheetTheme.actionStyle
            if action.emphasised { style.weight = sheet == nil ? theme.emphasisedWeight : sheetTheme.cancelWeight }
            // The title colour the painter uses: the action's own, else its style's for the button kind.
            var color = spec.actions[i].titleColor?.resolved(appearance) ?? spec.buttons.colors(action.style).title
            if !action.enabled { color = color.withOpacity(colors.disabledOpacity) }
            let inset = sheet == nil ? theme.actionTitleInset : sheetTheme.actionTitleInset
            let box = centred(action.frame, style: style, inset: inset, lines: action.titleLines)
            let area = i == sheet?.cancelIndex ? sheet?.cancelGroup : actionArea
            out.append(
                LintText(
                    element: "actions[\(i)]", text: action.title, style: style, frame: box,
                    visible: visible(box, in: area), color: color, enabled: action.enabled, isAction: true))
        }
        return out
    }
}
