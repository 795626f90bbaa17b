import AlertModel

/// The alert's scrolling content, top to bottom in alert-local points: title, message, text
/// fields, progress, activity indicator, table, each separated by the theme's spacing.
/// The parts use the public layout types, in alert-local coordinates until `moved(by:)`.
struct ContentStack {
    var icon: Frame?
    var content: Frame?
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
        let contentW = max(0, width - side - grid.snap(theme.contentRightSide ?? theme.contentSide))
        var y = grid.snap(theme.contentTop)
        var hasAbove = false
        func gap(_ spacing: Double) {
            if hasAbove { y += grid.snap(spacing) }
            hasAbove = true
        }
        // With a baseline rhythm (the system alert, as UIKit lays it out) text blocks are placed
        // by their baselines and the spacing after text is measured from its last baseline.
        let rhythm = theme.rhythm
        var lastBaseline: Double?
        // An icon goes first; the text follows `iconSpacing` below it (under a rhythm, its
        // baselines move down by as much as the icon and its spacing take).
        var rhythmOrigin = 0.0
        if let i = spec.icon {
            hasAbove = true
            let w = grid.snap(i.width)
            let h = grid.snap(i.height)
            icon = Frame(x: side + grid.snapHalfUp((contentW - w) / 2), y: y, width: w, height: h)
            y += h
            rhythmOrigin = y + grid.snap(theme.iconSpacing) - grid.snap(theme.contentTop)
        }
        let iconAbove = spec.icon != nil
        func text(_ string: String, _ given: TextStyle) -> TextBlock {
            var style = given
            // UIAlertController's labels break and hyphenate as UIKit's standard strategy does; the
            // custom card keeps the breaks its source screenshots show.
            style.avoidsOrphans = theme.name == .system
            style.hyphenationFactor = theme.name == .system ? TextStyle.uikitLabelHyphenationFactor : 0
            let m = measurer.measure(string, style: style, maxWidth: contentW, scale: grid.scale)
            let h = grid.snap(m.height)
            if let rhythm {
                let target = lastBaseline.map { $0 + rhythm.betweenBlocks } ?? rhythmOrigin + rhythm.firstBaseline
                let first = measurer.firstBaseline(style: style, scale: grid.scale)
                y = grid.snap(target) - first
                lastBaseline = grid.snap(y + first + Double(max(0, m.lineCount - 1)) * style.lineHeight)
            }
            defer { y += h }
            return TextBlock(frame: Frame(x: side, y: y, width: contentW, height: h), lines: m.lineCount, style: style)
        }
        /// The gap above an accessory: from the text's last baseline, else the theme's spacing.
        func accessoryGap() {
            if let rhythm, let last = lastBaseline, hasAbove {
                y = grid.snap(last + rhythm.lastBaselineToAccessory)
                lastBaseline = nil
            } else {
                gap(theme.accessorySpacing)
            }
            hasAbove = true
        }
        if let t = spec.title {
            gap(iconAbove ? theme.iconSpacing : 0)
            title = text(t, theme.titleStyle)
        }
        if let m = spec.message {
            gap(iconAbove && spec.title == nil ? theme.iconSpacing : theme.titleMessageSpacing)
            message = text(m, theme.messageStyle)
        }
        // iOS 26 decides the alignment after layout (CODE `_updateTextAlignmentAfterLayout`): centred
        // only for one label of one line, natural (leading) otherwise, the two labels alike.
        if theme.glass?.centresLoneSingleLine == true, title != nil || message != nil {
            let t = title?.lines ?? 0
            let m = message?.lines ?? 0
            let alignment: TextAlignment = (t == 0 || m == 0) && t <= 1 && m <= 1 ? .center : .leading
            title?.style.alignment = alignment
            message?.style.alignment = alignment
        }
        var endsWithTextFields = false
        if let c = spec.content {
            // At its preferred size, capped to the card's width (the height keeps the proportion).
            accessoryGap()
            let w = grid.snap(min(c.width, width))
            let h = grid.snap(c.height * w / c.width)
            content = Frame(x: grid.snapHalfUp((width - w) / 2), y: y, width: w, height: h)
            y += h
        }
        if !spec.textFields.isEmpty {
            accessoryGap()
            let h = grid.snap(theme.textFieldHeight)
            let fieldSide = grid.snap(theme.textFieldSideInset ?? theme.contentSide)
            let fieldW = max(0, width - 2 * fieldSide)
            for i in spec.textFields.indices {
                if i > 0 && !theme.textFieldsGrouped { y += grid.snap(theme.textFieldGap) }
                textFields.append(Frame(x: fieldSide, y: y, width: fieldW, height: h))
                y = grid.snap(y + h)
            }
            endsWithTextFields = true
        }
        if let p = spec.progress {
            accessoryGap()
            endsWithTextFields = false
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
            accessoryGap()
            endsWithTextFields = false
            let size = grid.snap(theme.activityIndicatorSize)
            activityIndicator = Frame(x: grid.snapHalfUp((width - size) / 2), y: y, width: size, height: size)
            y += size
        }
        if let t = spec.table {
            accessoryGap()
            endsWithTextFields = false
            let rowH = grid.snap(theme.tableRowHeight)
            let h = grid.snap(t.height ?? Double(t.rows.count) * rowH)
            let rows = t.rows.indices.map { Frame(x: 0, y: y + Double($0) * rowH, width: width, height: rowH) }
            table = TableLayout(frame: Frame(x: 0, y: y, width: width, height: h), rows: rows)
            y += h
        }
        if hasAbove {
            if let rhythm, let last = lastBaseline {
                height = grid.snap(last + rhythm.lastBaselineToBottom)
            } else if let rhythm, endsWithTextFields {
                height = y + grid.snap(rhythm.textFieldToBottom)
            } else {
                height = y + grid.snap(theme.contentBottom)
            }
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
        c.icon = icon?.offsetBy(dx, dy)
        c.content = content?.offsetBy(dx, dy)
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
