import AlertLayout
import AlertModel
import Raster
import Typesetting

#if canImport(Glibc)
    import Glibc
#endif

/// Executes a `Scene` on a target canvas. It decides nothing about the alert: every frame,
/// style and colour comes from the scene; it only maps points to the target's pixels
/// (`mapping`: the target is the screen itself, or a layer when the card animates).
struct ScenePainter {
    let typesetter: Typesetter
    let target: Canvas
    /// What lies behind the card, in screen pixels, for the material surface's blur.
    let backdrop: Canvas
    let mapping: PixelMapping
    /// `alert.icon`'s decoded PNG; nil when the spec has none.
    var iconImage: RGBAImage? = nil
    /// The action images and the content view, decoded, by path.
    var images: [String: RGBAImage] = [:]

    var scale: Double { mapping.scale }

    func paint(_ scene: Scene) { paint(scene.items) }

    /// Executes `items` in order (a scene's alert items or its keyboard's).
    func paint(_ items: [SceneItem]) {
        var clips: [PixelRect?] = []
        var sample: BlurredBackdrop?
        for item in items {
            switch item {
            case .shadow(let s):
                guard case .roundedRect(let frame, let radius, let corner) = s.shape else { continue }
                let moved = mapping.rect(frame).offsetBy(dx: s.offsetX * scale, dy: s.offsetY * scale)
                target.drawShadow(
                    of: moved, radius: radius * scale, style: corner, sigma: s.sigma * scale,
                    color: s.color.premultiplied())
            case .sampleBackdrop(let covering, let sigma, let grade):
                sample = blurredBackdrop(covering: covering, sigma: sigma * scale)
                if let grade, let b = sample {
                    b.image.applyGlassGrade(grade, width: b.size.width, height: b.size.height)
                }
            case .material(let shape):
                guard let b = sample else { continue }
                fill(shape, from: b)
            case .glass(let glass, _):
                guard let b = sample else { continue }
                fill(glass.shape, from: b)
            case .fill(let f):
                let color = f.color.premultiplied()
                switch f.shape {
                case .rect(let frame): target.fillRect(mapping.rect(frame), color: color)
                case .roundedRect(let frame, let radius, let corner):
                    target.fillRoundedRect(mapping.rect(frame), radius: radius * scale, style: corner, color: color)
                case .polygon(let points): target.fillPolygon(pixels(points), color: color)
                }
            case .stroke(let s):
                stroke(s, mixing: sample)
            case .icon(let frame, let tint):
                if let iconImage { paintIcon(iconImage, in: frame, tint: tint) }
            case .image(let image):
                paintImage(image)
            case .checkmark(let checkmark):
                paintCheckmark(checkmark)
            case .text(let t):
                drawText(t)
            case .progressBar(let bar, let fraction, let track, let fill):
                paintProgressBar(bar, fraction: fraction, track: track, fill: fill)
            case .activityIndicator(let frame, let style, let color):
                paintActivityIndicator(frame, style: style, color: color)
            case .beginClip(let frame, let intersecting):
                clips.append(target.clip)
                let empty = PixelRect(x: 0, y: 0, width: 0, height: 0)
                if intersecting {
                    let r = frame.map { mapping.pixelRect($0) } ?? empty
                    target.clip = (target.clip ?? target.bounds).intersection(r) ?? empty
                } else {
                    target.clip = frame.flatMap { mapping.pixelRect($0).intersection(target.bounds) } ?? empty
                }
            case .endClip:
                target.clip = clips.removeLast()
            }
        }
    }

    /// `shape` filled from the backdrop sample `b`.
    private func fill(_ shape: SceneShape, from b: BlurredBackdrop) {
        switch shape {
        case .rect(let f):
            target.fillRoundedRect(mapping.rect(f), radius: 0, style: .circular, from: b.image, sourceOrigin: b.origin)
        case .roundedRect(let f, let radius, let corner):
            target.fillRoundedRect(
                mapping.rect(f), radius: radius * scale, style: corner, from: b.image, sourceOrigin: b.origin)
        case .polygon(let points):
            target.fillPolygon(pixels(points), from: b.image, sourceOrigin: b.origin)
        }
    }

    /// A rounded rectangle's outline; a share of the backdrop sample mixed in when it asks.
    private func stroke(_ s: SceneStroke, mixing sample: BlurredBackdrop?) {
        guard case .roundedRect(let frame, let radius, let corner) = s.shape else { return }
        let width: Double
        switch s.width {
        case .points(let w): width = w * scale
        case .devicePixels(let w): width = w
        }
        if s.backdropShare > 0, let b = sample {
            target.strokeRoundedRect(
                mapping.rect(frame), radius: radius * scale, style: corner, lineWidth: width,
                color: s.color.premultiplied(), mixing: b.image, sourceOrigin: b.origin, share: s.backdropShare)
        } else {
            target.strokeRoundedRect(
                mapping.rect(frame), radius: radius * scale, style: corner, lineWidth: width,
                color: s.color.premultiplied())
        }
    }

    private func pixels(_ points: [ScenePoint]) -> [(Double, Double)] {
        points.map { (mapping.x($0.x), mapping.y($0.y)) }
    }

    /// The blurred neighbourhood of `covering` (the card, an action sheet's groups) and where
    /// its pixel (0, 0) lies on the target; nil when it is off the screen. The blur samples the
    /// neighbourhood (3 sigma each side) straight from the backdrop, but only the card (and a
    /// popover's arrow) is ever filled from it, so only the card's pixels are written, into a
    /// reused output (no copy of the neighbourhood, no fresh pages).
    func blurredBackdrop(covering: Frame, sigma: Double) -> BlurredBackdrop? {
        let screenCard = PixelMapping(scale: scale, originX: 0, originY: 0).rect(covering)
        let targetCard = mapping.rect(covering)
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
        return BlurredBackdrop(
            image: image, origin: (dx + kept.x - region.x, dy + kept.y - region.y), size: (kept.width, kept.height))
    }

    /// Sets the text in its frame and draws its glyph masks in its colour; emoji keep their own
    /// colours, faded by `emojiOpacity` (else the colour's alpha).
    private func drawText(_ t: SceneText) {
        guard !t.string.isEmpty, t.color.a > 0 else { return }
        let laid = typesetter.layout(t.string, style: t.style, maxWidth: t.frame.width, scale: scale)
        let premul = t.color.premultiplied()
        let target = self.target
        let x = mapping.x(t.frame.x)
        let y = mapping.y(t.frame.y)
        typesetter.forEachGlyphMask(in: laid, originX: x, originY: y) { mask, w, h, stride, x, y in
            target.drawMask(mask, width: w, height: h, stride: stride, x: x, y: y, color: premul)
        }
        let opacity = t.emojiOpacity ?? t.color.a
        typesetter.forEachColorGlyph(in: laid, originX: x, originY: y) { rgba, w, h, stride, x, y in
            target.drawPremultipliedBitmap(rgba, width: w, height: h, stride: stride, x: x, y: y, opacity: opacity)
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
        drawAlpha(of: layer, at: r, color: tint)
    }

    /// The track with round ends, then the filled part (its ends no rounder than half its width).
    private func paintProgressBar(_ frame: Frame, fraction: Double, track: RGBA8, fill: RGBA8) {
        let bar = mapping.rect(frame)
        let radius = bar.height / 2
        target.fillRoundedRect(bar, radius: radius, style: .circular, color: track.premultiplied())
        if fraction > 0 {
            let filled = Rect(x: bar.x, y: bar.y, width: bar.width * fraction, height: bar.height)
            target.fillRoundedRect(
                filled, radius: min(radius, filled.width / 2), style: .circular, color: fill.premultiplied())
        }
    }

    /// UIActivityIndicatorView (iOS 13+): capsule spokes around the centre, the leading one
    /// opaque and each following one fainter, as in a frame of its spin.
    private func paintActivityIndicator(_ frame: Frame, style: SpinnerStyle, color: RGBA8) {
        let box = mapping.rect(frame)
        let cx = box.x + box.width / 2
        let cy = box.y + box.height / 2
        let size = min(box.width, box.height)
        let inner = size * style.innerRadius
        let outer = size * style.outerRadius
        let width = size * style.spokeWidth
        for i in 0..<style.spokes {
            let angle = -Double.pi / 2 + Double(i) * 2 * Double.pi / Double(style.spokes)
            let (c, s) = (cos(angle), sin(angle))
            let opacity = max(0, 1 - Double(i) * style.fadeStep)
            target.fillCapsule(
                from: (cx + c * (inner + width / 2), cy + s * (inner + width / 2)),
                to: (cx + c * (outer - width / 2), cy + s * (outer - width / 2)),
                width: width, color: color.premultiplied(opacity: opacity))
        }
    }
}
