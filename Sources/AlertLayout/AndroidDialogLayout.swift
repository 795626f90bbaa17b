import AlertModel

/// Android's dialogs, one strategy for the three looks (`AndroidDialogLook` holds where they
/// differ): the card's width by its rule, the text column with Android's line boxes, the message
/// area's least height, the button bar (neutral at the start, negative then positive at the end,
/// stacked positive first when the row does not fit) or a list's rows, the card centred in the
/// window between the status and navigation bars. Sources per number: docs/themes.md "Android".
extension AlertGeometry {
    static func makeAndroidDialog(spec: ResolvedSpec, measurer: any TextMeasuring) -> AlertGeometry {
        let grid = PixelGrid(scale: spec.scale)
        let look = spec.theme.android!
        let canvasW = grid.snap(spec.canvasWidth)
        let canvasH = grid.snap(spec.canvasHeight)
        let safe = spec.safeArea
        let bar = AndroidButtonBar(spec: spec, look: look, grid: grid, measurer: measurer)
        let width = androidWidth(spec, look: look, bar: bar, canvasWidth: canvasW, grid: grid, measurer: measurer)
        let column = AndroidColumn(spec: spec, look: look, width: width, grid: grid, measurer: measurer)
        let placedBar = bar.placed(width: width)

        // Height: the column and the bar, capped inside the window; the column scrolls when capped.
        // The gap above the bar (Compose's `TextPadding`) stays below the scrolling text.
        let gap = column.gapAboveBar
        let natural = column.height + gap + placedBar.height + grid.snap(look.paddingBottom)
        let height = spec.height.cardHeight(
            natural: natural, canvasHeight: canvasH, safe: safe, margin: spec.theme.verticalMargin, grid: grid)
        let actionsH = min(height, gap + placedBar.height + grid.snap(look.paddingBottom))
        let viewportH = max(0, height - actionsH)

        var x = grid.snapHalfUp(safe.left + (canvasW - safe.left - safe.right - width) / 2)
        var y = grid.snapHalfUp(safe.top + (canvasH - safe.top - safe.bottom - height) / 2)
        x += grid.snap(spec.offsetX)
        y += grid.snap(spec.offsetY)
        let alert = Frame(x: x, y: y, width: width, height: height)
        let rtl = spec.layoutDirection == .rtl
        /// Alert-local frames to canvas frames, mirrored in right to left.
        func place(_ f: Frame, dy: Double = 0) -> Frame {
            Frame(x: x + (rtl ? width - f.maxX : f.x), y: y + dy + f.y, width: f.width, height: f.height)
        }

        var title = column.title
        var message = column.message
        if let t = title { title?.frame = place(t.frame) }
        if let m = message { message?.frame = place(m.frame) }
        let areaTop = y + viewportH
        var actions: [ActionFrame] = []
        for (i, a) in spec.actions.enumerated() {
            let f = placedBar.frames[i].map { place($0, dy: viewportH + gap) } ?? column.rows[i].map { place($0) } ?? .zero
            var frame = ActionFrame(
                title: bar.labels[i], style: a.style, frame: f, emphasised: false, enabled: a.enabled,
                hidden: placedBar.frames[i] == nil && column.rows[i] == nil)
            frame.role = a.role
            actions.append(frame)
        }
        let viewport = Frame(x: x, y: y, width: width, height: viewportH)
        var layout = AlertGeometry(
            canvasWidth: canvasW, canvasHeight: canvasH, scale: spec.scale, alert: alert,
            backdrop: backdropRegions(around: alert, canvasWidth: canvasW, canvasHeight: canvasH),
            contentViewport: viewport, contentHeight: column.height, title: title, message: message,
            textFields: column.textFields.map { place($0) }, progress: nil, activityIndicator: nil, table: nil,
            actions: actions, actionAxis: placedBar.axis,
            actionsViewport: Frame(x: x, y: areaTop, width: width, height: actionsH), hairlines: [],
            dismissOnTap: spec.dismissOnTap)
        layout.icon = column.icon.map { place($0) }
        layout.content = column.content.map { place($0) }
        if look.messageScrollIndicators && layout.contentScrolls {
            // Views' `scrollIndicatorDown`: a 1 dp line at the bottom of the scrolling area while more
            // is below; `scrollIndicatorUp` shows only once scrolled, never in a still of the dialog.
            let line = grid.snap(1)
            layout.scrollIndicators = [Frame(x: x, y: areaTop - line, width: width, height: line)]
        }
        return layout
    }

    /// The card's width: the spec's, else the look's rule (Views: a share of the window less the
    /// background's inset; Compose: the content's own width within 280...560 dp).
    static func androidWidth(
        _ spec: ResolvedSpec, look: AndroidDialogLook, bar: AndroidButtonBar, canvasWidth: Double, grid: PixelGrid,
        measurer: any TextMeasuring
    ) -> Double {
        guard spec.android?.widthFromContent ?? true else {
            switch spec.width {
            case .points(let w): return max(grid.pixel, min(grid.snap(w), canvasWidth))
            case .ratio(let r): return max(grid.pixel, min(grid.snap(r * canvasWidth), canvasWidth))
            }
        }
        switch look.width {
        case .window(let portrait, let landscape, let inset):
            let share = spec.canvasWidth <= spec.canvasHeight ? portrait : landscape
            return grid.snap(share * canvasWidth - 2 * inset)
        case .content(let minW, let maxW, let margin):
            let most = min(maxW, canvasWidth - 2 * margin)
            let side = 2 * look.paddingSide
            var natural = bar.naturalRowWidth
            for (text, style) in [(spec.title, spec.theme.titleStyle), (spec.message, spec.theme.messageStyle)] {
                guard let text else { continue }
                natural = max(natural, measurer.measure(text, style: style, maxWidth: .infinity, scale: grid.scale).width + side)
            }
            return grid.snap(max(minW, min(most, natural.rounded(.up))))
        }
    }
}

/// Where a block of Android text sits: Compose's line boxes are the line heights; a View's text
/// box adds the font's top and bottom (Roboto's yMax 1.056 em and yMin 0.271 em) above its first
/// baseline and below its last.
public enum AndroidTextBox {
    /// Roboto's top (yMax) and bottom (yMin) per em, the extent of `includeFontPadding`.
    static let fontTop = 1.056, fontBottom = 0.271
    /// Roboto's hhea ascender and descender per em: the box the typesetter centres in a line.
    static let ascent = 0.928, descent = 0.244

    /// The one-line box to set a button's label of `style` in, centred in `box` as Android does:
    /// Compose centres the line box; a View (`gravity="center"`, font padding) centres the font's
    /// top-to-bottom box in whole device pixels, rounding down.
    public static func label(in box: Frame, style: TextStyle, lineBox: AndroidLineBox, scale: Double) -> Frame {
        let grid = PixelGrid(scale: scale)
        switch lineBox {
        case .centred:
            let y = box.y + grid.snapHalfUp((box.height - style.lineHeight) / 2)
            return Frame(x: box.x, y: y, width: box.width, height: style.lineHeight)
        case .fontPadding:
            let px = style.size * scale
            let top = (fontTop * px).rounded(.up)
            let textBox = top + (fontBottom * px).rounded(.up)
            let baseline = ((box.height * scale - textBox) / 2).rounded(.down) + top
            // Where the typesetter puts the first baseline in a line box of the style's height.
            let inLine = ((style.lineHeight * scale - (ascent + descent) * px) / 2 + ascent * px).rounded()
            return Frame(x: box.x, y: box.y + (baseline - inLine) / scale, width: box.width, height: style.lineHeight)
        }
    }

    /// A block of `string` at `y` (alert-local), `width` wide, from `x`: its frame (where the
    /// typesetter sets its lines) and the height it takes in the column.
    static func place(
        _ string: String, style: TextStyle, x: Double, y: Double, width: Double, lineBox: AndroidLineBox,
        grid: PixelGrid, measurer: any TextMeasuring
    ) -> (block: TextBlock, height: Double) {
        let m = measurer.measure(string, style: style, maxWidth: width, scale: grid.scale)
        let lines = max(1, m.lineCount)
        switch lineBox {
        case .centred:
            let h = grid.snap(Double(lines) * style.lineHeight)
            return (TextBlock(frame: Frame(x: x, y: y, width: width, height: h), lines: m.lineCount, style: style), h)
        case .fontPadding:
            // Android's `FontMetricsInt`: the top floored and the bottom ceiled to whole device
            // pixels (Skia's `getFontMetricsInt`), which puts a 20 sp title's box 0.8 dp taller at
            // 1.5 px/dp than the em fractions say (ref 03's message baseline).
            let px = m.fontSize * grid.scale
            let top = (fontTop * px).rounded(.up) / grid.scale
            let bottom = (fontBottom * px).rounded(.up) / grid.scale
            let first = measurer.firstBaseline(style: style, scale: grid.scale)
            let frameTop = grid.snap(y + top - first)
            let extent = top + Double(lines - 1) * style.lineHeight + bottom
            let frame = Frame(x: x, y: frameTop, width: width, height: grid.snap(Double(lines) * style.lineHeight))
            return (TextBlock(frame: frame, lines: m.lineCount, style: style), grid.snap(extent))
        }
    }
}

/// The scrolling column of an Android dialog in alert-local points: icon, title, message (in its
/// least-height area), text fields, content view, or a list's rows.
struct AndroidColumn {
    var icon: Frame?
    var title: TextBlock?
    var message: TextBlock?
    var textFields: [Frame] = []
    var content: Frame?
    /// A list dialog's rows by action index (nil for the actions that are buttons).
    var rows: [Frame?]
    /// Everything above the button bar.
    var height = 0.0
    /// The gap between the column and the bar (Compose's `TextPadding`), kept out of the scrolling part.
    var gapAboveBar = 0.0

    init(spec: ResolvedSpec, look: AndroidDialogLook, width: Double, grid: PixelGrid, measurer: any TextMeasuring) {
        let theme = spec.theme
        let side = grid.snap(look.paddingSide)
        let innerW = max(0, width - 2 * side)
        rows = Array(repeating: nil, count: spec.actions.count)
        var y = grid.snap(spec.title == nil ? look.paddingTopWithoutTitle : look.paddingTop)
        let compose = look.lineBox == .centred
        let beside = spec.title != nil ? look.iconBesideTitle : nil
        var titleX = side
        if let i = spec.icon {
            let w = grid.snap(i.width)
            let h = grid.snap(i.height)
            if let gap = beside {
                // The Views: the icon at the title's start, centred on its line (placed with the title).
                icon = Frame(x: side, y: y, width: w, height: h)
                titleX = side + w + grid.snap(gap)
            } else {
                // Compose centres the icon over a centred title, `IconPadding` 16 below it.
                icon = Frame(x: compose ? side + grid.snapHalfUp((innerW - w) / 2) : side, y: y, width: w, height: h)
                y += h + grid.snap(16)
            }
        }
        if let t = spec.title {
            var style = theme.titleStyle
            if look.titleSingleLine {
                style.maxLines = 1
                style.truncation = .tail
            }
            if compose && spec.icon != nil { style.alignment = .center }
            let placed = AndroidTextBox.place(
                t, style: style, x: titleX, y: y, width: max(0, innerW - (titleX - side)), lineBox: look.lineBox,
                grid: grid, measurer: measurer)
            title = placed.block
            if beside != nil, let f = icon {
                let box = max(placed.height, f.height)
                icon?.y = y + grid.snapHalfUp((box - f.height) / 2)
                title?.frame.y += grid.snapHalfUp((box - placed.height) / 2)
                y += box
            } else {
                y += placed.height
            }
            // Compose's title always has its bottom padding; the Views' divider shows only above a message.
            if compose || spec.message != nil || spec.android?.list == true { y += grid.snap(look.titleToMessage) }
        }
        let areaTop = y
        if let m = spec.message, spec.android?.list != true {
            let placed = AndroidTextBox.place(
                m, style: theme.messageStyle, x: side, y: y, width: innerW, lineBox: look.lineBox, grid: grid,
                measurer: measurer)
            message = placed.block
            y += placed.height
        }
        if let c = spec.content {
            y += grid.snap(8)
            let w = grid.snap(min(c.width, innerW))
            let h = grid.snap(c.height * w / c.width)
            content = Frame(x: side + grid.snapHalfUp((innerW - w) / 2), y: y, width: w, height: h)
            y += h
        }
        if !spec.textFields.isEmpty {
            // MAUI's prompt: an EditText 22 dp in from the card (AppCompat); Material 3's outlined
            // fields 16 dp below the text, 8 dp apart.
            let fieldSide = grid.snap(look.textField == .underlined ? 22 : look.paddingSide)
            let h = grid.snap(look.textField == .underlined ? 48 : theme.textFieldHeight)
            y += grid.snap(look.textField == .underlined ? 8 : 16)
            for i in spec.textFields.indices {
                if i > 0 { y += grid.snap(8) }
                textFields.append(Frame(x: fieldSide, y: y, width: max(0, width - 2 * fieldSide), height: h))
                y += h
            }
        }
        if spec.android?.list == true {
            // The builder's `setItems`: 48 dp rows the card's width, the text inset by the row padding.
            let rowH = grid.snap(look.listRowHeight)
            if spec.title == nil { y = grid.snap(8) }
            for (i, a) in spec.actions.enumerated() where a.role == nil {
                rows[i] = Frame(x: 0, y: y, width: width, height: rowH)
                y += rowH
            }
            y += grid.snap(8)
        }
        // The Views' content panel is at least 48 dp tall when it shows a message.
        if message != nil { y = max(y, areaTop + grid.snap(look.messageMinHeight)) }
        if message != nil || spec.title != nil || !textFields.isEmpty { gapAboveBar = grid.snap(look.messageToButtons) }
        height = grid.snap(y)
    }
}

/// An Android dialog's button bar: the labels as the look shows them, each button's width, and
/// where each goes in a row or, when the row does not fit, in a stack.
struct AndroidButtonBar {
    let look: AndroidDialogLook
    let grid: PixelGrid
    /// The label each action shows (in capitals where the look writes them so).
    let labels: [String]
    /// Each action's button width; nil for a list's rows.
    let widths: [Double?]
    /// Action indices by role.
    let positive: Int?, negative: Int?, neutral: Int?

    init(spec: ResolvedSpec, look: AndroidDialogLook, grid: PixelGrid, measurer: any TextMeasuring) {
        self.look = look
        self.grid = grid
        let style = spec.theme.actionStyle
        let shown = spec.actions.map { a in
            look.allCapsButtons && a.role != nil ? androidAllCaps(a.title, locale: spec.locale) : a.title
        }
        labels = shown
        widths = spec.actions.indices.map { i in
            guard spec.actions[i].role != nil else { return nil }
            let label = measurer.measure(shown[i], style: style, maxWidth: .infinity, scale: grid.scale).width
            return grid.snap(max(look.buttonMinWidth, (label + 2 * look.buttonPadding).rounded(.up)))
        }
        positive = spec.actions.firstIndex { $0.role == .positive }
        negative = spec.actions.firstIndex { $0.role == .negative }
        neutral = spec.actions.firstIndex { $0.role == .neutral }
    }

    /// The buttons in a row, neutral first: what a bar of one row needs, padding included.
    var naturalRowWidth: Double {
        let shown = [neutral, negative, positive].compactMap { $0 }.compactMap { widths[$0] }
        guard !shown.isEmpty else { return 0 }
        return shown.reduce(0, +) + Double(shown.count - 1) * look.buttonSpacing + look.barInsets.left
            + look.barInsets.right
    }

    /// The bar in a card `width` wide, in bar-local points (y from the bar's top), left to right
    /// before any mirroring: one row when the buttons fit side by side, else a stack, positive on top.
    func placed(width: Double) -> PlacedButtonBar {
        var frames = [Frame?](repeating: nil, count: widths.count)
        let order = [neutral, negative, positive].compactMap { $0 }
        let insets = look.barInsets
        let rowH = grid.snap(look.buttonHeight)
        guard !order.isEmpty else {
            // The Views' `textSpacerNoButtons`: the title panel's top padding below the text.
            return PlacedButtonBar(frames: frames, axis: nil, height: look.lineBox == .fontPadding ? grid.snap(look.paddingTop) : 0)
        }
        let right = width - grid.snap(insets.right)
        let most = max(grid.pixel, right - grid.snap(insets.left))
        let top = grid.snap(insets.top)
        if naturalRowWidth <= width + 1e-9 {
            // Neutral at the start; negative then positive at the end, `buttonSpacing` apart.
            var x = right
            for i in [positive, negative].compactMap({ $0 }) {
                let w = widths[i]!
                x -= w
                frames[i] = Frame(x: x, y: top, width: w, height: rowH)
                x -= grid.snap(look.buttonSpacing)
            }
            if let n = neutral { frames[n] = Frame(x: grid.snap(insets.left), y: top, width: widths[n]!, height: rowH) }
            return PlacedButtonBar(frames: frames, axis: .horizontal, height: top + rowH + grid.snap(insets.bottom))
        }
        // `ButtonBarLayout` turned vertical: the children reversed (positive, negative, neutral), each
        // at its own width at the end; Compose's FlowRow puts confirm first too.
        var y = top
        for (k, i) in order.reversed().enumerated() {
            if k > 0 { y += grid.snap(look.stackedSpacing) }
            let w = min(widths[i]!, most)
            frames[i] = Frame(x: right - w, y: y, width: w, height: rowH)
            y += rowH
        }
        return PlacedButtonBar(frames: frames, axis: .vertical, height: y + grid.snap(insets.bottom))
    }
}

/// An Android button bar placed in its card.
struct PlacedButtonBar {
    /// Each action's button in bar-local points; nil for a list's rows.
    var frames: [Frame?]
    /// A row or a stack; nil without buttons.
    var axis: ActionAxis?
    /// The bar's height with its padding.
    var height: Double
}
