import AlertModel

/// The alert's scrolling content, top to bottom in alert-local points: title, message, text
/// fields, progress, activity indicator, table, each separated by the theme's spacing.
struct ContentStack {
    struct Block {
        var frame: Frame
        var lines: Int
        var style: TextStyle
    }
    struct Progress {
        var frame: Frame
        var bar: Frame
        var label: Frame
        var labelText: String
        var fraction: Double
    }
    struct Table {
        var frame: Frame
        var rows: [Frame]
    }

    var title: Block?
    var message: Block?
    var textFields: [Frame] = []
    var progress: Progress?
    var activityIndicator: Frame?
    var table: Table?
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
        func text(_ string: String, _ style: TextStyle) -> Block {
            let m = measurer.measure(string, style: style, maxWidth: contentW, scale: grid.scale)
            let h = grid.snap(m.height)
            defer { y += h }
            return Block(frame: Frame(x: side, y: y, width: contentW, height: h), lines: m.lineCount, style: style)
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
            progress = Progress(
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
            table = Table(frame: Frame(x: 0, y: y, width: width, height: h), rows: rows)
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
}
