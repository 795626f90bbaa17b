extension AlertSpec.Alert {
    /// The colour keys of the alert that are set, as sorted key paths (`ResolvedSpec.colorKeys`):
    /// what tells a colour the spec chose from its theme's.
    var colorKeys: [String] {
        var keys: [String] = []
        if case .color? = background { keys.append("alert.background") }
        if tint != nil { keys.append("alert.tint") }
        if titleStyle?.color != nil { keys.append("alert.titleStyle.color") }
        if messageStyle?.color != nil { keys.append("alert.messageStyle.color") }
        for style in ActionStyle.allCases {
            guard let given = actionButtons?.styles[style] else { continue }
            if given.title != nil { keys.append("alert.actionStyle.\(style.rawValue).title") }
            if given.background != .unset { keys.append("alert.actionStyle.\(style.rawValue).background") }
        }
        for (i, action) in actions.enumerated() {
            if action.titleColor != nil { keys.append("alert.actions[\(i)].titleColor") }
            if action.background != nil { keys.append("alert.actions[\(i)].background") }
        }
        return keys.sorted()
    }
}
