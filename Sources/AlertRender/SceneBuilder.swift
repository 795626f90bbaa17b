import AlertLayout
import AlertModel
import Raster

/// Turns a resolved spec and its layout into a `Scene`: every frame, style and colour the alert
/// is painted with is decided here, once. The order of items is the painting order.
struct SceneBuilder {
    let spec: ResolvedSpec
    let layout: AlertGeometry
    private(set) var items: [SceneItem] = []
    /// The clips in force (points; nil is an empty clip), innermost last, for each text's
    /// visible part.
    private var clips: [Frame?] = []

    init(spec: ResolvedSpec, layout: AlertGeometry) {
        self.spec = spec
        self.layout = layout
    }

    var theme: Theme { spec.theme }
    var appearance: Appearance { spec.appearance }
    var grid: PixelGrid { PixelGrid(scale: spec.scale) }

    consuming func build() -> Scene {
        if let sheet = layout.sheet { addSheet(sheet) } else { addAlert() }
        let alert = items
        items = []
        if let keyboard = layout.keyboard { addKeyboard(keyboard) }
        return Scene(items: alert, keyboard: items, backdrop: backdrop)
    }

    private var backdrop: SceneBackdrop {
        SceneBackdrop(
            presentingColor: spec.presentingColor, tint: spec.presentingTint, tintColor: spec.presentingTintColor,
            dimmingColor: spec.dimmingColor, dimmingOpacity: spec.dimmingOpacity, blur: spec.backdropBlur)
    }

    /// The card's corner shape: the theme's smoothing refines a continuous corner.
    var cardCorner: CornerCurve {
        switch spec.cornerStyle {
        case .circular: return .circular
        case .continuous: return theme.cornerSmoothing.map { .smoothed($0) } ?? .continuous
        }
    }

    // MARK: Items

    mutating func add(_ item: SceneItem) { items.append(item) }

    mutating func fill(_ element: String, _ shape: SceneShape, _ color: RGBA8) {
        add(.fill(SceneFill(element: element, shape: shape, color: color)))
    }

    /// `shape` filled with `glass` from the graded backdrop sample, recorded as `element`.
    mutating func glassFill(_ element: String, _ shape: SceneShape, _ glass: ResolvedGlass) {
        add(.glass(SceneFill(element: element, shape: shape, color: glass.tint), chroma: glass.chroma))
    }

    mutating func beginClip(_ frame: Frame?, intersecting: Bool = false) {
        add(.beginClip(frame, intersecting: intersecting))
        if intersecting, let current = clips.last {
            clips.append(current.flatMap { c in frame.flatMap { c.intersection($0) } })
        } else {
            clips.append(frame)
        }
    }

    mutating func endClip() {
        add(.endClip)
        clips.removeLast()
    }

    /// A text set in `style` inside `frame`. Its visible part is the frame within the clips in
    /// force, or within `visibleIn` when given.
    mutating func text(
        _ element: String, _ string: String, style: TextStyle, frame: Frame, color: RGBA8,
        emojiOpacity: UInt8? = nil, enabled: Bool = true, isAction: Bool = false, visibleIn: Frame? = nil
    ) {
        var visible: Frame? = frame
        if let visibleIn {
            visible = frame.intersection(visibleIn)
        } else if let clip = clips.last {
            visible = clip.flatMap { frame.intersection($0) }
        }
        add(
            .text(
                SceneText(
                    element: element, string: string, style: style, frame: frame, visible: visible, color: color,
                    emojiOpacity: emojiOpacity, enabled: enabled, isAction: isAction)))
    }

    /// The box a block of `lines` lines of `style` is set in, centred vertically in `frame`
    /// (half-up on the pixel grid) with `inset` on both sides: action titles, field texts, rows.
    func centredLine(in frame: Frame, style: TextStyle, inset: Double, lines: Int = 1) -> Frame {
        let height = Double(lines) * style.lineHeight
        return Frame(
            x: frame.x + inset, y: frame.y + grid.snapHalfUp((frame.height - height) / 2),
            width: max(0, frame.width - 2 * inset), height: height)
    }

    // MARK: The alert card

    private mutating func addAlert() {
        let radius = spec.cornerRadius
        let card = SceneShape.roundedRect(layout.alert, radius: radius, corner: cardCorner)
        if let elevation = theme.android?.elevation, spec.android?.elevation == true {
            addElevation(elevation, card: card)
        }
        // The glass shows the screen behind it, not its own shadow: sampled before the shadow is cast.
        if case .glass(let glass) = spec.surface {
            // The popover's arrow is the same glass: the sample covers it too.
            let covering = layout.popoverArrow.map { layout.alert.union($0.frame) } ?? layout.alert
            add(.sampleBackdrop(covering: covering, sigma: glass.blur, grade: glass.grade))
        }
        if let shadow = spec.shadow, shadow.color.a > 0 {
            add(
                .shadow(
                    SceneShadow(
                        shape: card, offsetX: shadow.offsetX, offsetY: shadow.offsetY, sigma: shadow.sigma,
                        color: shadow.color)))
        }
        switch spec.surface {
        case .color(let c):
            fill("alert", card, c)
        case .material(let blur, let tint):
            // Sampled after the shadow: the material shows the shadow beneath the card, as the
            // screen under a settled card is.
            add(.sampleBackdrop(covering: layout.alert, sigma: blur))
            add(.material(card))
            fill("alert", card, tint)
        case .glass(let glass):
            addGlass(glass, card: card)
        }
        if let border = spec.border, border.width > 0 {
            add(
                .stroke(
                    SceneStroke(element: "alert.border", shape: card, width: .points(border.width), color: border.color)
                ))
        }
        beginClip(layout.contentViewport.intersection(layout.alert))
        addContent()
        endClip()
        addScrollIndicators()
        beginClip(layout.actionsViewport.intersection(layout.alert))
        let hairline = theme.colors.hairline.resolved(appearance)
        for h in layout.hairlines { fill("separator", .rect(h), hairline) }
        addActions()
        endClip()
    }

    /// iOS 26's glass: the graded blur of what is behind (sampled before the shadow), a
    /// one-device-pixel line of shade just outside the edge and a bright one just inside.
    private mutating func addGlass(_ glass: ResolvedGlass, card: SceneShape) {
        glassFill("alert", card, glass)
        if glass.shade.a > 0, case .roundedRect(let f, let r, let corner) = card {
            let px = grid.pixel
            let outside = SceneShape.roundedRect(
                Frame(x: f.x - px, y: f.y - px, width: f.width + 2 * px, height: f.height + 2 * px), radius: r + px,
                corner: corner)
            add(.stroke(SceneStroke(element: "alert.rim", shape: outside, width: .devicePixels(1), color: glass.shade)))
        }
        if glass.highlight.a > 0 {
            add(.stroke(SceneStroke(element: "alert.rim", shape: card, width: .devicePixels(1), color: glass.highlight)))
        }
        if let arrow = layout.popoverArrow {
            // The same glass, overlapping the card by a point so that it covers the rim where they join.
            let shape = SceneShape.polygon(Self.roundedTip(arrow, overlap: 1))
            glassFill("alert.arrow", shape, glass)
        }
    }

    private mutating func addContent() {
        if let frame = layout.icon, let icon = spec.icon { add(.icon(frame: frame, tint: icon.tint)) }
        if let t = layout.title, let string = spec.title {
            text("title", string, style: t.style, frame: t.frame, color: theme.colors.title.resolved(appearance, spec.ios))
        }
        if let m = layout.message, let string = spec.message {
            text("message", string, style: m.style, frame: m.frame, color: theme.colors.message.resolved(appearance, spec.ios))
        }
        addContentView()
        addTextFields()
        if let p = layout.progress { addProgress(p) }
        if let a = layout.activityIndicator {
            add(
                .activityIndicator(
                    frame: a, style: theme.spinner, color: theme.colors.activityIndicator.resolved(appearance, spec.ios)))
        }
        if let t = layout.table, let rows = spec.table?.rows { addTable(t, rows: rows) }
        if let look = theme.android { addAndroidListRows(look) }
        for t in layout.cardTexts {
            text(t.element, t.string, style: t.block.style, frame: t.block.frame, color: t.color.resolved(appearance, spec.ios))
        }
    }

    private mutating func addActions() {
        let colors = theme.colors
        let buttons = spec.buttons
        for (i, action) in layout.actions.enumerated() where !action.hidden {
            if let look = theme.android {
                addAndroidButton(action, index: i, look: look)
                continue
            }
            var style = theme.actionStyle
            if action.emphasised { style.weight = theme.emphasisedWeight }
            let own = spec.actions[i]
            let styleColors = buttons.colors(action.style)
            var color = own.titleColor?.resolved(appearance, spec.ios) ?? styleColors.title
            var background = own.background?.resolved(appearance, spec.ios) ?? styleColors.background
            var border = styleColors.borderIsTitle ? color : styleColors.border
            var emojiOpacity: UInt8?
            if let glass = theme.glass, buttons.kind == .filled {
                // iOS 26 (CODE): the explicit preferred action is filled in the tint with a white
                // title unless it is destructive; a disabled title is tertiaryLabel, its capsule kept.
                if action.emphasised && action.enabled && action.style != .destructive && own.background == nil {
                    background = spec.tint
                    if own.titleColor == nil { color = glass.preferredTitle.resolved(appearance, spec.ios) }
                }
                if !action.enabled {
                    emojiOpacity = color.withOpacity(colors.disabledOpacity).a
                    color = glass.disabledTitle.resolved(appearance, spec.ios)
                }
            } else if !action.enabled {
                // Gray titles (the system alert) still fade their emoji, as a dimmed label does.
                emojiOpacity = color.withOpacity(colors.disabledOpacity).a
                // A disabled button fades as a whole, as UIButton's disabled state does; text
                // rows keep the theme's disabled title colour.
                if buttons.kind == .text {
                    color = disabledTitleColor(color)
                } else {
                    color = color.withOpacity(colors.disabledOpacity)
                }
                background = background?.withOpacity(colors.disabledOpacity)
                border = border?.withOpacity(colors.disabledOpacity)
            }
            // A text row is a plain rectangle; filled and outlined buttons are rounded.
            let shape: SceneShape
            if let glass = theme.glass, buttons.kind == .filled {
                // A capsule (CODE: a circular arc of half the height, at most 32 pt when taller).
                let radius = min(action.frame.height / 2, max(buttons.cornerRadius, glass.maxCapsuleRadius))
                shape = .roundedRect(action.frame, radius: radius, corner: .circular)
            } else {
                shape = .roundedRect(
                    action.frame, radius: buttons.kind == .text ? 0 : buttons.cornerRadius, corner: .continuous)
            }
            if let background, background.a > 0 { fill("actions[\(i)]", shape, background) }
            if let border, border.a > 0 {
                add(
                    .stroke(
                        SceneStroke(
                            element: "actions[\(i)].border", shape: shape, width: .points(buttons.borderWidth),
                            color: border)))
            }
            addActionAccessories(action, index: i, titleColor: color)
            let box = centredLine(
                in: action.frame, style: style, inset: titleInset(action, base: theme.actionTitleInset),
                lines: action.titleLines)
            text(
                "actions[\(i)]", action.title, style: style, frame: box, color: color, emojiOpacity: emojiOpacity,
                enabled: action.enabled, isAction: true)
        }
    }

    /// A disabled action's title colour, for every dialog that shows one in a colour of its own
    /// (the system alert's and action sheet's gray, Android's on-surface at 38 %): the theme's
    /// disabled colour, or, in a theme without one, the title's own `color` faded.
    func disabledTitleColor(_ color: RGBA8) -> RGBA8 {
        theme.colors.disabledAction?(appearance) ?? color.withOpacity(theme.colors.disabledOpacity)
    }
}
