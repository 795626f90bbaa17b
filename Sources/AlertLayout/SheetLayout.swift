import AlertModel

/// The parts of an action sheet beyond the alert's (docs/contract.md "Action sheets"): on iPhone the
/// cancel group below the main group, on iPad the popover's arrow. `AlertGeometry.alert` is the
/// main group (or the popover's bubble).
public struct SheetGeometry: Hashable, Sendable {
    /// Bottom sheet (iPhone) or popover (iPad).
    public var presentation: SheetPresentation
    /// The cancel action's own group, 8 pt below the main group; nil without a cancel action and
    /// in a popover (which hides it).
    public var cancelGroup: Frame?
    /// Spec index of the cancel action, shown in `cancelGroup` or hidden in a popover.
    public var cancelIndex: Int?
    /// False when the sheet has neither header nor other actions: only the cancel group is drawn
    /// (`alert` is then an empty frame at the cancel group's top).
    public var hasMainGroup: Bool
    /// The popover's arrow; nil for a bottom sheet.
    public var arrow: PopoverArrow?
    /// The bounding box of everything drawn (both groups, or the bubble and its arrow): the
    /// backdrop rectangles tile the canvas around it.
    public var bounds: Frame
}

/// A popover's arrow: a triangle whose base lies on the bubble's edge and whose tip touches the
/// source rectangle.
public struct PopoverArrow: Hashable, Sendable {
    /// Which way the arrow points: `up` when the popover sits below its source.
    public enum Direction: String, Hashable, Sendable {
        /// The arrow points up (popover below the source), down, left or right.
        case up, down, left, right
    }
    /// The tip, in canvas points, on the source rectangle's edge.
    public var x: Double
    /// The tip's y, in canvas points.
    public var y: Double
    /// Which way the tip points.
    public var direction: Direction
    /// Length of the base along the bubble's edge, in points.
    public var base: Double
    /// Distance from the base to the tip, in points.
    public var height: Double

    /// The triangle (tip, then the two base corners), in points.
    public var points: [(x: Double, y: Double)] {
        let h = base / 2
        switch direction {
        case .up: return [(x, y), (x + h, y + height), (x - h, y + height)]
        case .down: return [(x, y), (x - h, y - height), (x + h, y - height)]
        case .left: return [(x, y), (x + height, y - h), (x + height, y + h)]
        case .right: return [(x, y), (x - height, y + h), (x - height, y - h)]
        }
    }

    /// The triangle's bounding box.
    public var frame: Frame {
        let p = points
        let x0 = p.map(\.x).min()!, x1 = p.map(\.x).max()!
        let y0 = p.map(\.y).min()!, y1 = p.map(\.y).max()!
        return Frame(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// The header of a sheet (title and message), in group-local points, placed by baselines:
/// docs/themes.md's 27 pt to the first, 22 title -> message and 28 from the last to the bottom.
struct SheetHeader {
    var title: TextBlock?
    var message: TextBlock?
    /// 0 when there is neither title nor message.
    var height: Double = 0

    init(spec: ResolvedSpec, width: Double, grid: PixelGrid, measurer: any TextMeasuring) {
        let sheet = spec.theme.sheet
        let side = grid.snap(sheet.headerSide)
        let contentW = max(0, width - 2 * side)
        var titleStyle = sheet.titleStyle
        if spec.message == nil { titleStyle.weight = sheet.loneTitleWeight }
        var messageStyle = sheet.messageStyle
        if spec.title == nil { messageStyle.weight = sheet.loneMessageWeight }
        // The header's labels break and hyphenate as UIKit's standard strategy does.
        titleStyle.avoidsOrphans = true
        messageStyle.avoidsOrphans = true
        titleStyle.hyphenationFactor = TextStyle.uikitLabelHyphenationFactor
        messageStyle.hyphenationFactor = TextStyle.uikitLabelHyphenationFactor
        var lastBaseline: Double?
        func place(_ text: String, _ style: TextStyle, baseline: Double) -> TextBlock {
            let first = measurer.firstBaseline(style: style, scale: grid.scale)
            let m = measurer.measure(text, style: style, maxWidth: contentW, scale: grid.scale)
            let top = grid.snap(baseline - first)
            lastBaseline = top + first + Double(max(0, m.lineCount - 1)) * style.lineHeight
            return TextBlock(
                frame: Frame(x: side, y: top, width: contentW, height: grid.snap(m.height)), lines: m.lineCount,
                style: style)
        }
        if let t = spec.title { title = place(t, titleStyle, baseline: sheet.firstBaseline) }
        if let m = spec.message {
            message = place(
                m, messageStyle, baseline: lastBaseline.map { $0 + sheet.titleToMessageBaseline } ?? sheet.firstBaseline
            )
        }
        if let last = lastBaseline { height = grid.snap(last + sheet.lastBaselineToBottom) }
    }
}

extension AlertGeometry {
    /// An action sheet: the iPhone bottom sheet or the iPad popover.
    static func makeSheet(spec: ResolvedSpec, presentation: SheetPresentation, measurer: any TextMeasuring)
        -> AlertGeometry
    {
        let grid = PixelGrid(scale: spec.scale)
        let sheet = spec.theme.sheet
        let canvasW = grid.snap(spec.canvasWidth)
        let canvasH = grid.snap(spec.canvasHeight)
        let safe = spec.safeArea
        let cancelIndex = spec.actions.firstIndex { $0.style == .cancel }
        // A bottom sheet shows the cancel action in its own group; a popover hides it.
        let stacked = spec.actions.indices.filter { $0 != cancelIndex }
        let rowH = grid.snap(sheet.rowHeight)
        let hair = grid.pixel

        let width: Double
        switch presentation {
        case .bottomSheet:
            // Landscape keeps the portrait width: the short side of the canvas.
            width = max(grid.pixel, grid.snap(min(canvasW, canvasH) - 2 * sheet.sideMargin))
        case .popover:
            let room = canvasW - safe.left - safe.right - 2 * sheet.popoverMargin
            width = max(grid.pixel, grid.snap(min(sheet.popoverWidth, room)))
        }
        let header = SheetHeader(spec: spec, width: width, grid: grid, measurer: measurer)
        let topHair = header.height > 0 && !stacked.isEmpty ? hair : 0
        let n = Double(stacked.count)
        // Titles that wrap (the accessibility sizes) make their rows taller by their extra lines.
        let titleLines = sheetTitleLines(spec, width: width, grid: grid, measurer: measurer)
        let rowHeights = titleLines.map { rowH + grid.snap(Double($0 - 1) * sheet.actionStyle.lineHeight) }
        let actionsH = stacked.isEmpty ? 0 : topHair + stacked.map { rowHeights[$0] }.reduce(0, +) + (n - 1) * hair
        let natural = header.height + actionsH

        var main: Frame
        var cancelGroup: Frame?
        var arrow: PopoverArrow?
        switch presentation {
        case .bottomSheet:
            let x = grid.snapHalfUp((canvasW - width) / 2)
            let bottom = canvasH - grid.snap(max(safe.bottom, sheet.minimumBottomGap))
            var mainBottom = bottom
            if let c = cancelIndex {
                let h = rowHeights[c]
                cancelGroup = Frame(x: x, y: bottom - h, width: width, height: h)
                mainBottom = bottom - h - grid.snap(sheet.cancelGap)
            }
            let room = max(0, mainBottom - grid.snap(safe.top + sheet.topLimit))
            let height = min(natural, room)
            main = Frame(x: x, y: mainBottom - height, width: width, height: height)
            if natural == 0, let c = cancelGroup { main = Frame(x: x, y: c.y, width: width, height: 0) }
        case .popover:
            (main, arrow) = placePopover(spec: spec, width: width, natural: natural, grid: grid)
        }

        // Too tall: the actions keep min(84 pt, their height), the header scrolls in the rest;
        // with a short header the actions scroll instead.
        var actionsVisible = actionsH
        if natural > main.height {
            var keep = min(actionsH, grid.snap(sheet.minimumVisibleActions))
            // At the accessibility sizes the actions keep at least their share of the height.
            if let f = sheet.minimumActionFraction { keep = max(keep, min(actionsH, grid.snap(f * main.height))) }
            actionsVisible = min(actionsH, max(keep, main.height - header.height))
        }
        actionsVisible = min(actionsVisible, main.height)
        let headerVisible = main.height - actionsVisible

        var frames = [Frame](repeating: .zero, count: spec.actions.count)
        var hairlines: [Frame] = []
        let areaTop = main.y + headerVisible
        if topHair > 0 { hairlines.append(Frame(x: main.x, y: areaTop, width: width, height: hair)) }
        // Rows are counted in whole device pixels so that long stacks do not drift off the grid.
        var rowPx = grid.pixels(areaTop + topHair)
        for (k, index) in stacked.enumerated() {
            let y = Double(rowPx) / grid.scale
            let h = rowHeights[index]
            frames[index] = Frame(x: main.x, y: y, width: width, height: h)
            if k < stacked.count - 1 { hairlines.append(Frame(x: main.x, y: y + h, width: width, height: hair)) }
            rowPx += grid.pixels(h) + 1
        }
        if let c = cancelGroup, let i = cancelIndex { frames[i] = c }
        let emphasised = spec.emphasisedActionIndex
        let actions = spec.actions.enumerated().map { i, a in
            ActionFrame(
                title: a.title, style: a.style, frame: frames[i], emphasised: i == emphasised, enabled: a.enabled,
                hidden: presentation == .popover && i == cancelIndex, titleLines: titleLines[i])
        }

        var bounds = main
        if let c = cancelGroup { bounds = main.height > 0 ? bounds.union(c) : c }
        if let a = arrow { bounds = bounds.union(a.frame) }
        func placed(_ block: TextBlock?) -> TextBlock? {
            block.map { TextBlock(frame: $0.frame.offsetBy(main.x, main.y), lines: $0.lines, style: $0.style) }
        }
        return AlertGeometry(
            canvasWidth: canvasW, canvasHeight: canvasH, scale: spec.scale,
            alert: main,
            backdrop: backdropRegions(around: bounds, canvasWidth: canvasW, canvasHeight: canvasH),
            contentViewport: Frame(x: main.x, y: main.y, width: width, height: headerVisible),
            contentHeight: header.height,
            title: placed(header.title),
            message: placed(header.message),
            textFields: [], progress: nil, activityIndicator: nil, table: nil,
            actions: actions,
            actionAxis: spec.actions.isEmpty ? nil : .vertical,
            actionsViewport: Frame(x: main.x, y: areaTop, width: width, height: actionsVisible),
            hairlines: hairlines,
            // UIKit: a tap outside a sheet with a cancel action cancels it; outside a popover, always.
            dismissOnTap: spec.dismissOnTap || cancelIndex != nil || presentation == .popover,
            sheet: SheetGeometry(
                presentation: presentation, cancelGroup: cancelGroup, cancelIndex: cancelIndex,
                hasMainGroup: natural > 0, arrow: arrow, bounds: bounds))
    }

    /// How many lines each action title takes in its row: 1 unless the sheet's titles wrap
    /// (`actionStyle.maxLines` nil, the accessibility sizes).
    static func sheetTitleLines(_ spec: ResolvedSpec, width: Double, grid: PixelGrid, measurer: any TextMeasuring)
        -> [Int]
    {
        let sheet = spec.theme.sheet
        guard sheet.actionStyle.maxLines == nil else { return Array(repeating: 1, count: spec.actions.count) }
        let inner = max(0, width - 2 * sheet.actionTitleInset)
        let emphasised = spec.emphasisedActionIndex
        return spec.actions.indices.map { i in
            var style = sheet.actionStyle
            if i == emphasised { style.weight = sheet.cancelWeight }
            return max(
                1, measurer.measure(spec.actions[i].title, style: style, maxWidth: inner, scale: grid.scale).lineCount)
        }
    }

    /// The popover's bubble and arrow next to `spec.source`: below it when the content fits there
    /// (arrow up), else above (arrow down), else to its right (arrow left), else to its left
    /// (arrow right); when nothing fits, above or below, whichever has more room, and it scrolls.
    private static func placePopover(spec: ResolvedSpec, width: Double, natural: Double, grid: PixelGrid)
        -> (Frame, PopoverArrow)
    {
        let sheet = spec.theme.sheet
        let safe = spec.safeArea
        let source = spec.source ?? SourceRect(x: spec.canvasWidth / 2, y: spec.canvasHeight / 2)
        let sx = grid.snap(source.x), sy = grid.snap(source.y)
        let sw = grid.snap(source.width), sh = grid.snap(source.height)
        let m = sheet.popoverMargin
        let left = grid.snap(safe.left + m), right = grid.snap(spec.canvasWidth - safe.right - m)
        let top = grid.snap(safe.top + m), bottom = grid.snap(spec.canvasHeight - safe.bottom - m)
        let arrowH = grid.snap(sheet.arrowHeight)
        let base = grid.snap(sheet.arrowBase)
        let below = bottom - (sy + sh + arrowH)
        let above = sy - arrowH - top
        let toRight = right - (sx + sw + arrowH)
        let toLeft = sx - arrowH - left

        let direction: PopoverArrow.Direction
        if natural <= below {
            direction = .up
        } else if natural <= above {
            direction = .down
        } else if width <= toRight && natural <= bottom - top {
            direction = .left
        } else if width <= toLeft && natural <= bottom - top {
            direction = .right
        } else {
            direction = below >= above ? .up : .down
        }
        // Keeps the arrow's base on the straight part of the bubble's edge, a margin clear of the
        // corner's curve: near a corner the arrow slides along the edge instead of cutting into it.
        let inset =
            grid.snap(spec.cornerStyle.edgeExtent(radius: spec.cornerRadius) + sheet.arrowCornerMargin) + base / 2
        func clamp(_ v: Double, _ lo: Double, _ hi: Double) -> Double { lo <= hi ? min(max(v, lo), hi) : lo }

        let bubble: Frame
        let tipX: Double, tipY: Double
        switch direction {
        case .up, .down:
            let x = clamp(grid.snapHalfUp(sx + sw / 2 - width / 2), left, right - width)
            let tip = direction == .up ? sy + sh : sy
            let y: Double, h: Double
            if direction == .up {
                y = tip + arrowH
                h = max(0, min(natural, bottom - y))
            } else {
                h = max(0, min(natural, tip - arrowH - top))
                y = tip - arrowH - h
            }
            bubble = Frame(x: x, y: y, width: width, height: h)
            tipX = clamp(grid.snapHalfUp(sx + sw / 2), x + inset, x + width - inset)
            tipY = tip
        case .left, .right:
            let h = max(0, min(natural, bottom - top))
            let y = clamp(grid.snapHalfUp(sy + sh / 2 - h / 2), top, bottom - h)
            let tip = direction == .left ? sx + sw : sx
            let x = direction == .left ? tip + arrowH : tip - arrowH - width
            bubble = Frame(x: x, y: y, width: width, height: h)
            tipX = tip
            tipY = clamp(grid.snapHalfUp(sy + sh / 2), y + inset, y + h - inset)
        }
        return (bubble, PopoverArrow(x: tipX, y: tipY, direction: direction, base: base, height: arrowH))
    }
}

extension AlertGeometry {
    /// This action sheet moved `dy` points down (its slide-in animation), backdrop rectangles
    /// recomputed around its new place. Alerts have no such motion and come back unchanged.
    public func sheetMoved(by dy: Double) -> AlertGeometry {
        guard var geometry = sheet, dy != 0 else { return self }
        var l = self
        func move(_ f: Frame) -> Frame { f.offsetBy(0, dy) }
        l.alert = move(alert)
        l.contentViewport = move(contentViewport)
        l.actionsViewport = move(actionsViewport)
        if let t = title { l.title?.frame = move(t.frame) }
        if let m = message { l.message?.frame = move(m.frame) }
        for i in l.actions.indices where !l.actions[i].hidden {
            l.actions[i].frame = move(l.actions[i].frame)
            l.actions[i].image = l.actions[i].image.map(move)
            l.actions[i].checkmark = l.actions[i].checkmark.map(move)
        }
        l.hairlines = hairlines.map(move)
        geometry.cancelGroup = geometry.cancelGroup.map(move)
        geometry.arrow?.y += dy
        geometry.bounds = move(geometry.bounds)
        l.sheet = geometry
        l.backdrop = AlertGeometry.backdropRegions(
            around: geometry.bounds, canvasWidth: canvasWidth, canvasHeight: canvasHeight)
        return l
    }
}
