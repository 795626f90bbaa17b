import AlertLayout
import AlertModel

/// What an Android dialog draws that an iOS alert does not: the elevation shadow, the text
/// buttons and a list's rows, the Views' scroll indicators, the underlined or outlined text
/// fields. The card, the text and the clips are the alert's own (`SceneBuilder.addAlert`).
extension SceneBuilder {
    /// Android's elevation shadow: the key light's shadow, below the card and wider than it, and
    /// a faint ambient one all round, at Material's alphas (0.19 and 0.039). Their spread was fitted
    /// on a real MaterialAlertDialogBuilder render at 6 dp (docs/themes.md "Android"; 31 levels of
    /// 173 at the bottom edge, 18 at the sides, 7 at the top, 13 at 12 dp below): the key light's
    /// sigma and drop are 10/6 of the elevation, the ambient's sigma half of it.
    mutating func addElevation(_ elevation: AndroidElevation, card: SceneShape) {
        let e = elevation.dp
        let ambient = RGBA8(0, 0, 0, opacity: elevation.ambientAlpha)
        let spot = RGBA8(0, 0, 0, opacity: elevation.spotAlpha)
        add(.shadow(SceneShadow(shape: card, offsetX: 0, offsetY: 0, sigma: 0.5 * e, color: ambient)))
        add(.shadow(SceneShadow(shape: card, offsetX: 0, offsetY: e * 10 / 6, sigma: e * 10 / 6, color: spot)))
    }

    /// One button's label, centred in its 48 dp box, in the accent (disabled: on-surface at 38 %);
    /// a list's row is its text at the row's start.
    mutating func addAndroidButton(_ action: ActionFrame, index i: Int, look: AndroidDialogLook) {
        // A list's rows scroll with the content (`addAndroidListRows`).
        guard action.role != nil else { return }
        let own = spec.actions[i]
        var style = theme.actionStyle
        style.alignment = .center
        var color = own.titleColor?.resolved(appearance, spec.ios) ?? spec.buttons.colors(action.style).title
        if !action.enabled { color = disabledTitleColor(color) }
        if let background = own.background?.resolved(appearance, spec.ios), background.a > 0 {
            // A filled button (Calf's default): the 40 dp pill inside the 48 dp box.
            let pill = grid.snap(look.buttonPillHeight)
            let f = action.frame
            let frame = Frame(x: f.x, y: f.y + grid.snapHalfUp((f.height - pill) / 2), width: f.width, height: pill)
            fill("actions[\(i)]", .roundedRect(frame, radius: pill / 2, corner: .circular), background)
        }
        let inset = look.buttonPadding
        let f = action.frame
        let inner = Frame(x: f.x + inset, y: f.y, width: max(0, f.width - 2 * inset), height: f.height)
        let box = AndroidTextBox.label(in: inner, style: style, lineBox: look.lineBox, scale: spec.scale)
        text("actions[\(i)]", action.title, style: style, frame: box, color: color, enabled: action.enabled, isAction: true)
    }

    /// A list dialog's rows (the actions without a role), each its text at the row's start, in the
    /// content's clip: they scroll with it.
    mutating func addAndroidListRows(_ look: AndroidDialogLook) {
        for (i, action) in layout.actions.enumerated() where action.role == nil && !action.hidden {
            var style = look.listTextStyle
            style.maxLines = 1
            let own = spec.actions[i]
            var color = own.titleColor?.resolved(appearance, spec.ios) ?? theme.colors.tableText.resolved(appearance, spec.ios)
            if !action.enabled { color = disabledTitleColor(color) }
            let inset = look.listRowPadding
            let f = action.frame
            let inner = Frame(x: f.x + inset, y: f.y, width: max(0, f.width - 2 * inset), height: f.height)
            let box = AndroidTextBox.label(in: inner, style: style, lineBox: look.lineBox, scale: spec.scale)
            text("actions[\(i)]", action.title, style: style, frame: box, color: color, enabled: action.enabled, isAction: true)
        }
    }

    /// The Views' 1 dp scroll indicators at the top and bottom of a scrolling message.
    mutating func addScrollIndicators() {
        guard let look = theme.android else { return }
        for f in layout.scrollIndicators { fill("scrollIndicator", .rect(f), look.scrollIndicator(appearance)) }
    }

    /// AppCompat's `EditText` (a 2 dp accent underline, the text above it) or Material 3's outlined
    /// field (a 1 dp outline with 4 dp corners, the text 16 dp in).
    mutating func addAndroidTextFields(_ look: AndroidDialogLook) {
        let colors = theme.colors
        let style = theme.textFieldStyle
        for (i, (field, frame)) in zip(spec.textFields, layout.textFields).enumerated() {
            let focused = spec.focusedField == i
            switch look.textField {
            case .underlined:
                let h = grid.snap(focused ? 2 : 1)
                let line = Frame(x: frame.x + grid.snap(4), y: frame.maxY - grid.snap(12) - h, width: max(0, frame.width - grid.snap(8)), height: h)
                fill("textFields.border", .rect(line), focused ? spec.tint : colors.textFieldBorder(appearance))
            case .outlined:
                let shape = SceneShape.roundedRect(frame, radius: 4, corner: .circular)
                add(
                    .stroke(
                        SceneStroke(
                            element: "textFields.border", shape: shape, width: .points(focused ? 2 : 1),
                            color: focused ? spec.tint : colors.textFieldBorder(appearance))))
            }
            let showsText = !field.text.isEmpty
            let string =
                showsText
                ? (field.secure ? String(repeating: "•", count: field.text.count) : field.text) : field.placeholder
            let color = (showsText ? colors.textFieldText : colors.placeholder).resolved(appearance, spec.ios)
            let inset = look.textField == .underlined ? grid.snap(4) : theme.textFieldTextInset
            var box = centredLine(in: frame, style: style, inset: inset)
            if look.textField == .underlined { box.y -= grid.snap(4) }
            text("textFields[\(i)]", string, style: style, frame: box, color: color)
        }
        if let caret = layout.caret { fill("caret", .rect(caret), spec.tint) }
    }
}
