import AlertModel

extension AlertGeometry {
    /// Lays out `spec`, measuring text with `measurer`.
    ///
    /// ```swift
    /// let spec = try AlertSpec.load(path: "save.json").resolved()
    /// let layout = AlertGeometry.make(spec: spec, measurer: try Typesetter.shared())
    /// print(layout.alert, layout.backdrop.top)
    /// ```
    public static func make(spec: ResolvedSpec, measurer: any TextMeasuring) -> AlertGeometry {
        var layout: AlertGeometry
        if spec.theme.android != nil {
            layout = makeAndroidDialog(spec: spec, measurer: measurer)
        } else if let presentation = spec.sheetPresentation {
            layout = makeSheet(spec: spec, presentation: presentation, measurer: measurer)
        } else {
            layout = makeAlert(spec: spec, measurer: measurer)
        }
        layout.ios = spec.ios
        layout.presentation = spec.presentation
        layout.preferredStyle = spec.preferredStyle
        layout.layoutDirection = spec.layoutDirection
        layout.contentSize = spec.effectiveContentSize
        layout.android = spec.android?.look
        if layout.android == nil { layout.placeActionAccessories(spec: spec) }
        return layout
    }

    /// The centred alert (`preferredStyle` `alert`).
    static func makeAlert(spec: ResolvedSpec, measurer: any TextMeasuring) -> AlertGeometry {
        let grid = PixelGrid(scale: spec.scale)
        let theme = spec.theme
        let canvasW = grid.snap(spec.canvasWidth)
        let canvasH = grid.snap(spec.canvasHeight)

        // Width first: everything inside depends on it.
        var width: Double
        switch spec.width {
        case .points(let w): width = grid.snap(w)
        case .ratio(let r): width = grid.snap(r * canvasW)
        }
        width = max(grid.pixel, min(width, canvasW))

        let content = ContentStack(spec: spec, width: width, grid: grid, measurer: measurer)
        let arrangement = ActionArrangement(spec: spec, alertWidth: width, grid: grid, measurer: measurer)
        // Text rows sit edge to edge with a hairline between them; filled and outlined buttons sit
        // inside the action insets, `spacing` apart. Both follow the same row/stack rules.
        let buttons = spec.buttons
        let boxed = buttons.kind != .text
        let rowH = grid.snap(buttons.height)
        let hair = grid.pixel
        let gap = boxed ? grid.snap(buttons.spacing) : hair
        let insets =
            boxed
            ? EdgeInsets(
                top: grid.snap(buttons.insets.top), bottom: grid.snap(buttons.insets.bottom),
                left: grid.snap(buttons.insets.left), right: grid.snap(buttons.insets.right)) : EdgeInsets()
        let topHair = (!boxed && content.height > 0 && !spec.actions.isEmpty) ? hair : 0
        let n = Double(arrangement.visualOrder.count)
        // Titles that wrap (the accessibility sizes) make their rows taller by their extra lines;
        // a row of buttons is as tall as its tallest.
        let titleLines = actionTitleLines(
            spec, axis: arrangement.axis, alertWidth: width, grid: grid, measurer: measurer)
        let rowHeights = titleLines.map { rowH + grid.snap(Double($0 - 1) * theme.actionStyle.lineHeight) }
        let rowRowH = rowHeights.max() ?? rowH
        let actionsH: Double
        switch arrangement.axis {
        case .none: actionsH = 0
        case .horizontal: actionsH = insets.top + topHair + rowRowH + insets.bottom
        case .vertical:
            let shownHeights = arrangement.visualOrder.map { rowHeights[$0] }
            actionsH = insets.top + topHair + shownHeights.reduce(0, +) + (n - 1) * gap + insets.bottom
        }

        // The keyboard takes the bottom of the canvas: the alert fits and centres in the safe area
        // above it, as UIKit moves an alert whose text field is focused.
        let keyboard = spec.keyboard.map { kb in
            KeyboardGeometry.make(
                kb, width: canvasW, height: canvasH, safeArea: spec.safeArea, grid: grid,
                shifted: kb.type == .default && spec.focusedField.map { spec.textFields[$0].text.isEmpty } ?? true)
        }
        var safe = spec.safeArea
        if let keyboard { safe.bottom = max(safe.bottom, canvasH - keyboard.frame.y) }

        // Height: fixed, at least a ratio, or fit; fit is capped inside the safe area.
        let natural = content.height + actionsH
        let height = spec.height.cardHeight(
            natural: natural, canvasHeight: canvasH, safe: safe, margin: theme.verticalMargin, leastRoom: rowH,
            grid: grid)

        // Split the height between the content viewport and the action area.
        var actionsVisible = actionsH
        if natural > height {
            var keep = min(actionsH, grid.snap(insets.top + topHair + theme.minimumVisibleActionRows * rowH))
            // At the accessibility sizes the actions keep at least their share of the height.
            if let f = theme.minimumActionAreaFraction { keep = max(keep, min(actionsH, grid.snap(f * height))) }
            actionsVisible = min(actionsH, max(keep, height - content.height))
        }
        actionsVisible = min(actionsVisible, height)
        let viewportH = height - actionsVisible

        // Position: centred (half up) in the safe area (system) or on the canvas (plain), kept
        // inside the safe area, then moved by the offset.
        var x: Double
        var y: Double
        if let popover = spec.anchoredPopover {
            (x, y) = popoverOrigin(
                popover, width: width, height: height, canvasWidth: canvasW, canvasHeight: canvasH, safe: safe, grid: grid)
        } else {
        switch theme.centring {
        case .safeArea:
            x = grid.snapHalfUp(safe.left + (canvasW - safe.left - safe.right - width) / 2)
            y = grid.snapHalfUp(safe.top + (canvasH - safe.top - safe.bottom - height) / 2)
        case .canvas:
            x = grid.snapHalfUp((canvasW - width) / 2)
            // Above a keyboard even the plain card centres in the space left.
            y = grid.snapHalfUp((canvasH - (keyboard == nil ? 0 : safe.bottom) - height) / 2)
        }
        let minY = grid.snap(safe.top + theme.verticalMargin)
        let maxY = grid.snap(canvasH - safe.bottom - theme.verticalMargin) - height
        if minY <= maxY { y = min(max(y, minY), maxY) }
        }
        x += grid.snap(spec.offsetX)
        y += grid.snap(spec.offsetY)
        let alert = Frame(x: x, y: y, width: width, height: height)

        // Content: centred in a taller viewport, top-aligned (and scrolling) in a shorter one.
        let shift = viewportH > content.height ? grid.snapHalfUp((viewportH - content.height) / 2) : 0
        let placed = content.moved(by: x, y + shift)

        // Actions and hairlines.
        var actionFrames = [Frame](repeating: .zero, count: spec.actions.count)
        var hairlines: [Frame] = []
        let areaTop = y + viewportH
        if topHair > 0 { hairlines.append(Frame(x: x, y: areaTop, width: width, height: hair)) }
        let innerX = x + insets.left
        let innerW = max(grid.pixel, width - insets.left - insets.right)
        let firstY = areaTop + insets.top + topHair
        switch arrangement.axis {
        case .none: break
        case .horizontal:
            let buttonW = max(0, grid.snap((innerW - (n - 1) * gap) / n))
            var bx = innerX
            for (k, index) in arrangement.visualOrder.enumerated() {
                let last = k == arrangement.visualOrder.count - 1
                let w = last ? max(0, innerX + innerW - bx) : buttonW
                actionFrames[index] = Frame(x: bx, y: firstY, width: w, height: rowRowH)
                bx += w
                if !last {
                    if !boxed { hairlines.append(Frame(x: bx, y: firstY, width: hair, height: rowRowH)) }
                    bx += gap
                }
            }
        case .vertical:
            var by = firstY
            for (k, index) in arrangement.visualOrder.enumerated() {
                actionFrames[index] = Frame(x: innerX, y: by, width: innerW, height: rowHeights[index])
                by += rowHeights[index]
                if k < arrangement.visualOrder.count - 1 {
                    if !boxed { hairlines.append(Frame(x: x, y: by, width: width, height: hair)) }
                    by += gap
                }
            }
        }
        // `separators: false` keeps the rows' geometry and drops their lines.
        if !boxed && !buttons.separators { hairlines.removeAll() }
        let emphasised = spec.emphasisedActionIndex
        let actions = spec.actions.enumerated().map { i, a in
            ActionFrame(
                title: a.title, style: a.style, frame: actionFrames[i], emphasised: i == emphasised, enabled: a.enabled,
                hidden: i == arrangement.hidden, titleLines: titleLines[i])
        }

        var layout = AlertGeometry(
            canvasWidth: canvasW, canvasHeight: canvasH, scale: spec.scale,
            alert: alert,
            backdrop: backdropRegions(around: alert, canvasWidth: canvasW, canvasHeight: canvasH),
            contentViewport: Frame(x: x, y: y, width: width, height: viewportH),
            contentHeight: content.height,
            title: placed.title,
            message: placed.message,
            textFields: placed.textFields,
            progress: placed.progress,
            activityIndicator: placed.activityIndicator,
            table: placed.table,
            actions: actions,
            actionAxis: arrangement.axis,
            actionsViewport: Frame(x: x, y: areaTop, width: width, height: actionsVisible),
            hairlines: hairlines,
            // A popover without a dimming view: a tap anywhere outside it dismisses it (as Cancel).
            dismissOnTap: spec.dismissOnTap || spec.anchoredPopover != nil)
        layout.icon = placed.icon
        layout.keyboard = keyboard
        layout.caret = caret(spec, fields: placed.textFields, grid: grid, measurer: measurer)
        layout.content = placed.content
        layout.popoverArrow = spec.anchoredPopover.flatMap {
            Self.popoverArrow($0, card: alert, cornerRadius: spec.cornerRadius, grid: grid)
        }
        return layout
    }

    /// Where iOS 26's popover action sheet goes: below its source when it fits there, else above
    /// (above first for `prefersAbove`),
    /// else on the side with more room; centred on the source horizontally; always inside the
    /// safe area by the popover's screen inset (CODE, UK-S; MEASURED IMG-F).
    static func popoverOrigin(
        _ popover: AnchoredPopover, width: Double, height: Double, canvasWidth: Double, canvasHeight: Double,
        safe: EdgeInsets, grid: PixelGrid
    ) -> (x: Double, y: Double) {
        let s = popover.source
        let inset = popover.screenInset
        let left = safe.left + inset
        let right = canvasWidth - safe.right - inset
        let top = safe.top + inset
        let bottom = canvasHeight - safe.bottom - inset
        var x = s.x + s.width / 2 - width / 2
        x = max(left, min(x, right - width))
        let below = s.y + s.height + popover.sourceGap
        let above = s.y - popover.sourceGap - height
        var y: Double
        // SwiftUI's dialog goes above its source when it fits there (MEASURED: the dark reference
        // sits above its button with room below), else below.
        if popover.prefersAbove, above >= top {
            y = above
        } else if below + height <= bottom {
            y = below
        } else if above >= top {
            y = above
        } else {
            y = bottom - s.y - s.height >= s.y - top ? below : above
        }
        y = max(top, min(y, bottom - height))
        return (grid.snapHalfUp(x), grid.snapHalfUp(y))
    }

    /// The focused field's text cursor: after its text (before the placeholder when it is
    /// empty), on the leading side in right to left; nil without a keyboard.
    static func caret(_ spec: ResolvedSpec, fields: [Frame], grid: PixelGrid, measurer: any TextMeasuring) -> Frame? {
        guard let i = spec.focusedField, i < fields.count else { return nil }
        let f = fields[i]
        let theme = spec.theme
        let field = spec.textFields[i]
        let inset = theme.textFieldTextInset
        let shown = field.secure ? String(repeating: "•", count: field.text.count) : field.text
        let textW =
            shown.isEmpty
            ? 0 : measurer.measure(shown, style: theme.textFieldStyle, maxWidth: .infinity, scale: grid.scale).width
        let w = grid.snap(KeyboardMetrics.caretWidth)
        let advance = min(textW, max(0, f.width - 2 * inset - w))
        let h = grid.snap(theme.textFieldStyle.size * 1.35)
        let x = spec.layoutDirection == .rtl ? f.maxX - inset - advance - w : f.x + inset + advance
        return Frame(x: grid.snap(x), y: f.y + grid.snapHalfUp((f.height - h) / 2), width: w, height: h)
    }

    /// How many lines each action title takes in its button: 1 unless the theme lets titles wrap
    /// (`actionStyle.maxLines` nil, the accessibility sizes).
    static func actionTitleLines(
        _ spec: ResolvedSpec, axis: ActionAxis?, alertWidth: Double, grid: PixelGrid, measurer: any TextMeasuring
    ) -> [Int] {
        let theme = spec.theme
        guard theme.actionStyle.maxLines == nil, let axis, !spec.actions.isEmpty else {
            return Array(repeating: 1, count: spec.actions.count)
        }
        let n = Double(spec.actions.count)
        // Filled and outlined buttons are narrower than text rows: their insets and spacing come off.
        let buttons = spec.buttons
        let boxed = buttons.kind != .text
        let gap = boxed ? grid.snap(buttons.spacing) : grid.pixel
        let inner = alertWidth - (boxed ? grid.snap(buttons.insets.left) + grid.snap(buttons.insets.right) : 0)
        let slot = axis == .horizontal ? grid.snap((inner - (n - 1) * gap) / n) : inner
        let width = max(0, slot - 2 * theme.actionTitleInset)
        let emphasised = spec.emphasisedActionIndex
        return spec.actions.indices.map { i in
            var style = theme.actionStyle
            if i == emphasised { style.weight = theme.emphasisedWeight }
            return max(
                1, measurer.measure(spec.actions[i].title, style: style, maxWidth: width, scale: grid.scale).lineCount)
        }
    }

    /// The four rectangles around `alert` that, with the alert's visible part, tile the canvas
    /// exactly, wherever the alert is (centred or not, partly off the canvas or not).
    public static func backdropRegions(around alert: Frame, canvasWidth w: Double, canvasHeight h: Double)
        -> BackdropRegions
    {
        let top = alert.y.clamped(to: 0...h)
        let bottom = alert.maxY.clamped(to: top...h)
        let left = alert.x.clamped(to: 0...w)
        let right = alert.maxX.clamped(to: left...w)
        return BackdropRegions(
            top: Frame(x: 0, y: 0, width: w, height: top),
            bottom: Frame(x: 0, y: bottom, width: w, height: h - bottom),
            left: Frame(x: 0, y: top, width: left, height: bottom - top),
            right: Frame(x: right, y: top, width: w - right, height: bottom - top))
    }
}

extension Double {
    func clamped(to range: ClosedRange<Double>) -> Double {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
