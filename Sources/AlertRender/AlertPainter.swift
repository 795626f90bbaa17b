import AlertLayout
import AlertModel
import Locking
import Raster
import Typesetting

/// Paints one alert card onto a target canvas: shadow, surface, content, hairlines and action
/// titles, in that order. `mapping` turns layout points into the target's pixels (the target is
/// the screen itself, or a layer when the card animates).
struct AlertPainter {
    let spec: ResolvedSpec
    let layout: AlertLayout
    let typesetter: Typesetter
    let target: Canvas
    /// What lies behind the card, in screen pixels, for the material surface's blur.
    let backdrop: Canvas
    let mapping: PixelMapping
    /// False paints everything but text: the background the lint measures contrast against.
    var drawsText = true
    /// `alert.icon`'s decoded PNG; nil when the spec has none.
    var iconImage: RGBAImage? = nil

    var theme: Theme { spec.theme }
    var appearance: Appearance { spec.appearance }
    var scale: Double { spec.scale }

    func paint() {
        if let sheet = layout.sheet { return paintSheet(sheet) }
        let card = mapping.rect(layout.alert)
        let radius = spec.cornerRadius * scale
        let corner: Raster.CornerStyle
        switch spec.cornerStyle {
        case .circular: corner = .circular
        case .continuous: corner = theme.cornerSmoothing.map { .smoothed($0) } ?? .continuous
        }

        if let shadow = spec.shadow, shadow.color.a > 0 {
            let moved = Rect(
                x: card.x + shadow.offsetX * scale, y: card.y + shadow.offsetY * scale, width: card.width,
                height: card.height)
            target.drawShadow(
                of: moved, radius: radius, style: corner, sigma: shadow.sigma * scale,
                color: shadow.color.premultiplied())
        }
        switch spec.surface {
        case .color(let c):
            target.fillRoundedRect(card, radius: radius, style: corner, color: c.premultiplied())
        case .material(let blur, let tint):
            paintMaterial(card: card, radius: radius, corner: corner, sigma: blur * scale)
            target.fillRoundedRect(card, radius: radius, style: corner, color: tint.premultiplied())
        }
        if let border = spec.border, border.width > 0 {
            target.strokeRoundedRect(
                card, radius: radius, style: corner, lineWidth: border.width * scale,
                color: border.color.premultiplied())
        }

        let saved = target.clip
        target.clip = clipRect(layout.contentViewport.intersection(layout.alert))
        paintContent()
        target.clip = clipRect(layout.actionsViewport.intersection(layout.alert))
        let hairline = theme.colors.hairline.resolved(appearance).premultiplied()
        for h in layout.hairlines { target.fillRect(mapping.rect(h), color: hairline) }
        paintActions()
        target.clip = saved
    }

    /// The clip for a viewport, intersected with whatever clip the target already had.
    func clipRect(_ frame: Frame?) -> PixelRect {
        guard let frame else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        let r = mapping.pixelRect(frame)
        return r.intersection(target.bounds) ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
    }

    /// UIKit's alert material: a Gaussian blur of what is behind the card (sampled from the
    /// screen under the unscaled card), clipped to the card's corners. Only the card's
    /// neighbourhood is blurred, never the whole screen.
    /// `arrow` (a popover's, in target pixels) is filled from the same blur; `blurred`
    /// is one taken earlier (before a shadow was drawn onto the screen beneath the card).
    func paintMaterial(
        card: Rect, radius: Double, corner: Raster.CornerStyle, sigma: Double, arrow: [(Double, Double)] = [],
        from blurred: BlurredBackdrop? = nil
    ) {
        guard let b = blurred ?? blurredBackdrop(sigma: sigma) else { return }
        target.fillRoundedRect(card, radius: radius, style: corner, from: b.image, sourceOrigin: b.origin)
        if !arrow.isEmpty { target.fillPolygon(arrow, from: b.image, sourceOrigin: b.origin) }
    }

    /// The blurred neighbourhood of the card (an action sheet's groups) and where its pixel
    /// (0, 0) lies on the target; nil when the card is off the screen. The blur samples the
    /// card's neighbourhood (3 sigma each side) straight from the backdrop, but only the card
    /// (and a popover's arrow, inside `covered`) is ever filled from it, so only the card's
    /// pixels are written, into a reused output (no copy of the neighbourhood, no fresh pages).
    func blurredBackdrop(sigma: Double) -> BlurredBackdrop? {
        let covered = layout.sheet?.bounds ?? layout.alert
        let screenCard = PixelMapping(scale: scale, originX: 0, originY: 0).rect(covered)
        let targetCard = mapping.rect(covered)
        let reach = (3 * sigma).rounded(.up)
        guard let region = PixelRect.enclosing(screenCard.insetBy(-reach)).intersection(backdrop.bounds) else {
            return nil
        }
        // Two pixels of margin cover the rounding of the card's position on the target.
        let card = PixelRect.enclosing(screenCard)
        let needed = PixelRect(x: card.x - 2, y: card.y - 2, width: card.width + 4, height: card.height + 4)
        guard let kept = needed.intersection(region) else { return nil }
        let image = BlurredBackdrop.outputs.output(width: kept.width, height: kept.height)
        backdrop.blur(region, sigma: sigma, needed: kept, into: image)
        // The region's pixel (0, 0) on the target, then the output's (the screen's kept.x, kept.y).
        let dx = Int((Double(region.x) - screenCard.x + targetCard.x).rounded())
        let dy = Int((Double(region.y) - screenCard.y + targetCard.y).rounded())
        return BlurredBackdrop(image: image, origin: (dx + kept.x - region.x, dy + kept.y - region.y))
    }

    // MARK: Text

    /// Draws `text` set in `style` inside `frame` (points), in `color`.
    /// `emojiOpacity` fades colour glyphs; nil means the colour's own alpha.
    func drawText(_ text: String, style: TextStyle, frame: Frame, color: RGBA8, emojiOpacity: UInt8? = nil) {
        guard drawsText, !text.isEmpty, color.a > 0 else { return }
        let laid = typesetter.layout(text, style: style, maxWidth: frame.width, scale: scale)
        let premul = color.premultiplied()
        let target = self.target
        typesetter.forEachGlyphMask(in: laid, originX: mapping.x(frame.x), originY: mapping.y(frame.y)) {
            mask, w, h, stride, x, y in
            target.drawMask(mask, width: w, height: h, stride: stride, x: x, y: y, color: premul)
        }
        // Emoji keep their own colours; the text colour's alpha still fades them (disabled actions).
        typesetter.forEachColorGlyph(in: laid, originX: mapping.x(frame.x), originY: mapping.y(frame.y)) {
            rgba, w, h, stride, x, y in
            target.drawPremultipliedBitmap(
                rgba, width: w, height: h, stride: stride, x: x, y: y, opacity: emojiOpacity ?? color.a)
        }
    }

    private func paintContent() {
        if let frame = layout.icon, let image = iconImage { paintIcon(image, in: frame, tint: spec.icon?.tint) }
        if let t = layout.title, let text = spec.title {
            drawText(text, style: t.style, frame: t.frame, color: theme.colors.title.resolved(appearance))
        }
        if let m = layout.message, let text = spec.message {
            drawText(text, style: m.style, frame: m.frame, color: theme.colors.message.resolved(appearance))
        }
        paintTextFields()
        if let p = layout.progress { paintProgress(p) }
        if let a = layout.activityIndicator { paintActivityIndicator(a) }
        if let t = layout.table, let rows = spec.table?.rows { paintTable(t, rows: rows) }
    }

    private func paintActions() {
        let colors = theme.colors
        let buttons = spec.buttons
        for (i, action) in layout.actions.enumerated() {
            var style = theme.actionStyle
            if action.emphasised { style.weight = theme.emphasisedWeight }
            let own = spec.actions[i]
            let styleColors = buttons.colors(action.style)
            var color = own.titleColor?.resolved(appearance) ?? styleColors.title
            var background = own.background?.resolved(appearance) ?? styleColors.background
            var border = styleColors.borderIsTitle ? color : styleColors.border
            var emojiOpacity: UInt8?
            if !action.enabled {
                // Gray titles (the system alert) still fade their emoji, as a dimmed label does.
                emojiOpacity = color.withOpacity(colors.disabledOpacity).a
                // A disabled button fades as a whole, as UIButton's disabled state does; text
                // rows keep the theme's disabled title colour.
                if buttons.kind == .text {
                    color = colors.disabledAction?(appearance) ?? color.withOpacity(colors.disabledOpacity)
                } else {
                    color = color.withOpacity(colors.disabledOpacity)
                }
                background = background?.withOpacity(colors.disabledOpacity)
                border = border?.withOpacity(colors.disabledOpacity)
            }
            paintButton(action.frame, background: background, border: border)
            let inset = theme.actionTitleInset
            let f = action.frame
            let grid = PixelGrid(scale: scale)
            let textH = Double(action.titleLines) * style.lineHeight
            let box = Frame(
                x: f.x + inset, y: f.y + grid.snapHalfUp((f.height - textH) / 2),
                width: max(0, f.width - 2 * inset), height: textH)
            drawText(action.title, style: style, frame: box, color: color, emojiOpacity: emojiOpacity)
        }
    }

    /// The icon scaled to fill its frame; with a tint, only its alpha is drawn, in the tint (a
    /// template image). Scaled once into a layer of the frame's pixels, then composited.
    private func paintIcon(_ image: RGBAImage, in frame: Frame, tint: RGBA8?) {
        let r = mapping.pixelRect(frame)
        guard r.width > 0, r.height > 0 else { return }
        let layer = Canvas(width: r.width, height: r.height)
        layer.drawImage(image, aspectFillIn: layer.bounds)
        guard let tint else {
            target.draw(layer, at: r.x, r.y, opacity: 1)
            return
        }
        var mask = [UInt8](repeating: 0, count: r.width * r.height)
        let (w, h, stride) = (r.width, r.height, layer.stride)
        layer.withUnsafeBytes { bytes in
            mask.withUnsafeMutableBufferPointer { out in
                for y in 0..<h {
                    let row = y * stride
                    for x in 0..<w { out[y * w + x] = bytes[row + x * 4 + 3] }
                }
            }
        }
        mask.withUnsafeBufferPointer { m in
            target.drawMask(m, width: w, height: h, stride: w, x: r.x, y: r.y, color: tint.premultiplied())
        }
    }

    /// A button's fill and border: rounded for filled and outlined buttons, the plain row for text.
    private func paintButton(_ frame: Frame, background: RGBA8?, border: RGBA8?) {
        let buttons = spec.buttons
        let rect = mapping.rect(frame)
        let radius = buttons.kind == .text ? 0 : buttons.cornerRadius * scale
        let corner: Raster.CornerStyle = .continuous
        if let background, background.a > 0 {
            target.fillRoundedRect(rect, radius: radius, style: corner, color: background.premultiplied())
        }
        if let border, border.a > 0 {
            target.strokeRoundedRect(
                rect, radius: radius, style: corner, lineWidth: buttons.borderWidth * scale,
                color: border.premultiplied())
        }
    }
}

/// The blurred screen under a card, placed on the painter's target.
struct BlurredBackdrop {
    let image: Canvas
    let origin: (x: Int, y: Int)

    /// The outputs of every renderer and thread.
    static let outputs = Pool(keeping: 4)

    /// Blur outputs for reuse: a canvas is handed out again only when the pool holds its one
    /// reference (whoever had it is done), so concurrent renders never share one. Sizes are
    /// rounded up to 64 px, and an idle canvas up to twice the rounded area serves a smaller
    /// card (clearing what lies past it costs less than the pages of a new one); at most
    /// `keeping` idle ones stay.
    final class Pool: Sendable {
        private let canvases = Locked<[Canvas]>([])
        let keeping: Int

        init(keeping: Int) { self.keeping = keeping }

        /// A canvas of at least `width` x `height` pixels whose pixels past that are
        /// transparent; the caller writes the first `width` x `height` in full.
        func output(width: Int, height: Int) -> Canvas {
            let w = (width + 63) / 64 * 64
            let h = (height + 63) / 64 * 64
            let (canvas, reused) = canvases.withLock { pool -> (Canvas, Bool) in
                // The smallest idle canvas that holds the card and is at most twice its area.
                var best: Int?
                for i in pool.indices where pool[i].width >= w && pool[i].height >= h {
                    let area = pool[i].width * pool[i].height
                    guard area <= 2 * w * h, best.map({ area < pool[$0].width * pool[$0].height }) ?? true else {
                        continue
                    }
                    if isKnownUniquelyReferenced(&pool[i]) { best = i }
                }
                let canvas = best.map { pool.remove(at: $0) } ?? Canvas(width: w, height: h)
                // Most recently handed out last: the oldest idle one goes first.
                pool.append(canvas)
                var i = 0
                while pool.count > keeping && i < pool.count {
                    if isKnownUniquelyReferenced(&pool[i]) { pool.remove(at: i) } else { i += 1 }
                }
                return (canvas, best != nil)
            }
            // A new canvas is clear. In a reused one, an earlier card's pixels past this one's
            // are never read, but the output stays a function of this card alone.
            if reused {
                canvas.withUnsafeMutableBytes { raw in
                    let stride = canvas.stride
                    let rest = (canvas.width - width) * 4
                    if rest > 0 {
                        for y in 0..<height {
                            raw.baseAddress!.advanced(by: y * stride + width * 4).initializeMemory(
                                as: UInt8.self, repeating: 0, count: rest)
                        }
                    }
                    if height < canvas.height {
                        raw.baseAddress!.advanced(by: height * stride).initializeMemory(
                            as: UInt8.self, repeating: 0, count: (canvas.height - height) * stride)
                    }
                }
            }
            return canvas
        }

        /// How many canvases the pool holds (idle or handed out).
        var count: Int { canvases.withLock { $0.count } }
    }
}
