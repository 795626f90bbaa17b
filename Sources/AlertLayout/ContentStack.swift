import AlertModel

/// The alert's scrolling content, top to bottom in alert-local points: title, message, text
/// fields, progress, activity indicator, table, each separated by the theme's spacing.
/// The parts use the public layout types, in alert-local coordinates until `moved(by:)`.
struct ContentStack {
    var title: TextBlock?
    var message: TextBlock?
    var textFields: [Frame] = []
    var progress: ProgressLayout?
    var activityIndicator: Frame?
    var table: TableLayout?
    /// Total height including the top and bottom insets; 0 when there is no content at all
    /// (an alert of only actions), or the insets alone when there are no actions either.
    var height: Double = 0

    init(spec: ResolvedSpec, width: Double, grid: PixelGrid, measurer: any TextMeasuring) {
        let theme = spec.theme
        let side = grid.snap(theme.contentSide)
        let contentW = max(0, width - 2 * side)
        var y = grid.snap(theme.contentTop)
        var hasAbove = false
        func gap(_ spacing: Double) {
            if hasAbove { y += grid.snap(spacing) }
            hasAbove = true
        }
        func text(_ string: String, _ style: TextStyle) -> TextBlock {
            let m = measurer.measure(string, style: style, maxWidth: contentW, scale: grid.scale)
            let h = grid.snap(m.height)
            defer { y += h }
            return TextBlock(frame: Frame(x: side, y: y, width: contentW, height: h), lines: m.lineCount, style: style)
        }
        if let t = spec.title {
            gap(0)
            title = text(t, theme.titleStyle)
        }
        if let m = spec.message {
            gap(theme.titleMessageSpacing)
            message = text(m, theme.messageStyle)
        }
        if !spec.textFields.isEmpty {
            gap(theme.accessorySpacing)
            let h = grid.snap(theme.textFieldHeight)
            for i in spec.textFields.indices {
                if i > 0 { y += grid.snap(theme.textFieldGap) }
                textFields.append(Frame(x: side, y: y, width: contentW, height: h))
                y += h
            }
        }
        if let p = spec.progress {
            gap(theme.accessorySpacing)
            let top = y
            let barH = grid.snap(theme.progressBarHeight)
            let bar = Frame(x: side, y: y, width: contentW, height: barH)
            y += barH + grid.snap(theme.progressLabelSpacing)
            let labelText = "\(Self.format(p.value)) / \(Self.format(p.total))"
            let m = measurer.measure(labelText, style: theme.progressLabelStyle, maxWidth: contentW, scale: grid.scale)
            let label = Frame(x: side, y: y, width: contentW, height: grid.snap(m.height))
            y += label.height
            progress = ProgressLayout(
                frame: Frame(x: side, y: top, width: contentW, height: y - top), bar: bar, label: label,
                labelText: labelText, fraction: p.total > 0 ? min(1, max(0, p.value / p.total)) : 0)
        }
        if spec.activityIndicator {
            gap(theme.accessorySpacing)
            let size = grid.snap(theme.activityIndicatorSize)
            activityIndicator = Frame(x: grid.snapHalfUp((width - size) / 2), y: y, width: size, height: size)
            y += size
        }
        if let t = spec.table {
            gap(theme.accessorySpacing)
            let rowH = grid.snap(theme.tableRowHeight)
            let h = grid.snap(t.height ?? Double(t.rows.count) * rowH)
            let rows = t.rows.indices.map { Frame(x: 0, y: y + Double($0) * rowH, width: width, height: rowH) }
            table = TableLayout(frame: Frame(x: 0, y: y, width: width, height: h), rows: rows)
            y += h
        }
        if hasAbove {
            height = y + grid.snap(theme.contentBottom)
        } else {
            height = spec.actions.isEmpty ? grid.snap(theme.contentTop + theme.contentBottom) : 0
        }
    }

    /// "3", or "2.5" for a fractional value.
    static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }

    /// Every part moved by (dx, dy): from alert-local to canvas coordinates.
    func moved(by dx: Double, _ dy: Double) -> ContentStack {
        var c = self
        if let t = title { c.title?.frame = t.frame.offsetBy(dx, dy) }
        if let m = message { c.message?.frame = m.frame.offsetBy(dx, dy) }
        c.textFields = textFields.map { $0.offsetBy(dx, dy) }
        if let p = progress {
            c.progress = ProgressLayout(
                frame: p.frame.offsetBy(dx, dy), bar: p.bar.offsetBy(dx, dy), label: p.label.offsetBy(dx, dy),
                labelText: p.labelText, fraction: p.fraction)
        }
        c.activityIndicator = activityIndicator?.offsetBy(dx, dy)
        if let t = table {
            c.table = TableLayout(frame: t.frame.offsetBy(dx, dy), rows: t.rows.map { $0.offsetBy(dx, dy) })
        }
        return c
    }
}
