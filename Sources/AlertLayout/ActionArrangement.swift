import AlertModel

/// Decides whether actions sit in a row or a stack and in which visual order (docs/contract.md "Action
/// layout"): cancel goes left in a row (right in RTL) and last in a stack.
struct ActionArrangement {
    let axis: ActionAxis?
    /// Spec indices in visual order (left to right, or top to bottom): a row is mirrored in RTL.
    /// An action the look does not draw (Cancel in iOS 26's popover) is not in it.
    let visualOrder: [Int]
    /// Spec index of the action the look does not draw; nil when every action is drawn.
    var hidden: Int? = nil

    init(spec: ResolvedSpec, alertWidth: Double, grid: PixelGrid, measurer: any TextMeasuring) {
        let actions = spec.actions
        let theme = spec.theme
        guard !actions.isEmpty else {
            axis = nil
            visualOrder = []
            return
        }
        // iOS 26's popover action sheet hides Cancel (a tap outside cancels) and stacks its rows,
        // side by side only without title and message in a compact height (CODE, UK-S).
        let popover = spec.anchoredPopover != nil
        let hidden = popover ? actions.firstIndex { $0.style == .cancel } : nil
        let shown = actions.count - (hidden == nil ? 0 : 1)
        guard shown > 0 else {
            self.axis = nil
            visualOrder = []
            self.hidden = hidden
            return
        }
        let axis: ActionAxis
        switch spec.actionLayout {
        case .horizontal: axis = .horizontal
        case .vertical: axis = .vertical
        case .auto where popover:
            let compactHeight = spec.canvasHeight < spec.canvasWidth
            axis = spec.title == nil && spec.message == nil && compactHeight && shown <= theme.maxActionsInRow ? .horizontal : .vertical
        case .auto:
            if actions.count == 1 {
                axis = .horizontal
            } else if actions.count > theme.maxActionsInRow {
                axis = .vertical
            } else {
                // Side by side only while every title fits its share on one line at full size.
                let n = Double(actions.count)
                let buttons = spec.buttons
                let boxed = buttons.kind != .text
                let gap = boxed ? grid.snap(buttons.spacing) : grid.pixel
                let inner = alertWidth - (boxed ? buttons.insets.left + buttons.insets.right : 0)
                let share = (inner - (n - 1) * gap) / n - 2 * theme.actionTitleInset
                let emphasised = spec.emphasisedActionIndex
                let allFit = actions.indices.allSatisfy { i in
                    var style = theme.actionStyle
                    style.minimumSize = nil
                    style.maxLines = nil
                    if i == emphasised { style.weight = theme.emphasisedWeight }
                    return measurer.measure(actions[i].title, style: style, maxWidth: .infinity, scale: grid.scale)
                        .width <= share
                }
                axis = allFit ? .horizontal : .vertical
            }
        }
        var order = Array(actions.indices)
        if let hidden { order.remove(at: hidden) }
        if hidden == nil, actions.count > 1, let cancel = actions.firstIndex(where: { $0.style == .cancel }) {
            order.remove(at: cancel)
            if axis == .horizontal { order.insert(cancel, at: 0) } else { order.append(cancel) }
        }
        // A row runs leading to trailing (docs/themes.md "Right to left"): in RTL the leading slot,
        // cancel's, is on the right. Stacks keep their order.
        if axis == .horizontal && spec.layoutDirection == .rtl { order.reverse() }
        self.axis = axis
        self.visualOrder = order
        self.hidden = hidden
    }
}
