import AlertLayout
import AlertModel
import Raster

#if canImport(Glibc)
    import Glibc
#endif

/// The software keyboard's draw items (`Scene.keyboard`): its background, the QuickType bar, each
/// key's 1 pt shadow, fill and label, and the shift, delete, globe, dictation and emoji glyphs as
/// paths. Colours and sizes are `KeyboardMetrics`'; iOS 26's colour-adaptive keyboard has a rounded
/// container with a bright top rim, every key in one colour and no key shadows.
extension SceneBuilder {
    mutating func addKeyboard(_ kb: KeyboardGeometry) {
        let a = appearance
        let m = kb.metrics
        let label = KeyboardMetrics.label(a)
        let background = m.colourAdaptive ? KeyboardMetrics.colourAdaptiveBackground(a) : KeyboardMetrics.background(a)
        if m.colourAdaptive {
            addColourAdaptiveContainer(kb.frame, radius: m.containerCornerRadius, body: background)
        } else {
            fill("keyboard", .rect(kb.frame), background)
        }
        for separator in kb.separators { fill("keyboard.separator", .rect(separator), KeyboardMetrics.separator(a)) }
        let barSize = m.suggestionSize ?? m.functionSize
        let barStyle = TextStyle(size: barSize, lineHeight: barSize * 1.25, maxLines: 1)
        for (i, word) in kb.suggestions.enumerated() where !word.string.isEmpty {
            text("keyboard.suggestions[\(i)]", word.string, style: barStyle, frame: word.frame, color: label)
        }
        var labelled = 0
        for key in kb.keys {
            let shape = SceneShape.roundedRect(key.frame, radius: m.keyCornerRadius, corner: .circular)
            let keyColor: RGBA8?
            switch key.fill {
            case .letter:
                keyColor = m.colourAdaptive ? KeyboardMetrics.colourAdaptiveKey(a) : KeyboardMetrics.letterKey(a)
            // iOS 26: control keys take the letter keys' colour [KB-CODE].
            case .function:
                keyColor = m.colourAdaptive ? KeyboardMetrics.colourAdaptiveKey(a) : KeyboardMetrics.functionKey(a)
            case .primary:
                keyColor =
                    m.colourAdaptive
                    ? KeyboardMetrics.colourAdaptiveReturnKey : ColorValue.named(.systemBlue).resolved(a)
            case .none: keyColor = nil
            }
            if let keyColor {
                if !m.colourAdaptive {
                    fill(
                        "keyboard.keyShadow",
                        .roundedRect(key.frame.offsetBy(0, 1), radius: m.keyCornerRadius, corner: .circular),
                        KeyboardMetrics.keyShadow(a))
                }
                let element: String
                switch key.fill {
                case .letter: element = "keyboard.letterKey"
                case .primary: element = "keyboard.returnKey"
                default: element = "keyboard.functionKey"
                }
                fill(element, shape, keyColor)
            }
            let ink = key.fill == .primary ? RGBA8(0xFF, 0xFF, 0xFF) : label
            if let glyph = key.glyph {
                addGlyph(glyph, in: key.frame, ink: ink, paper: keyColor ?? background)
            }
            guard !key.label.isEmpty else { continue }
            let style = TextStyle(size: key.labelSize, lineHeight: (key.labelSize * 1.25).rounded(), maxLines: 1)
            if let sub = key.sublabel {
                // A phone pad's digit with its letters below, the pair centred in the key.
                let subStyle = TextStyle(
                    size: 10, weight: .semibold, lineHeight: 12, maxLines: 1)
                let top = key.frame.y + grid.snapHalfUp((key.frame.height - style.lineHeight - subStyle.lineHeight + 4) / 2)
                text(
                    "keyboard.keys[\(labelled)]", key.label, style: style,
                    frame: Frame(x: key.frame.x, y: top, width: key.frame.width, height: style.lineHeight), color: ink)
                if !sub.isEmpty {
                    text(
                        "keyboard.keys[\(labelled)].letters", sub, style: subStyle,
                        frame: Frame(
                            x: key.frame.x, y: top + style.lineHeight - 4, width: key.frame.width,
                            height: subStyle.lineHeight), color: ink)
                }
            } else {
                var line = centredLine(in: key.frame, style: style, inset: 0)
                if key.labelSize == m.letterSize { line.y -= m.letterRaise }
                text("keyboard.keys[\(labelled)]", key.label, style: style, frame: line, color: ink)
            }
            labelled += 1
        }
    }

    /// iOS 26's container: the body with rounded top corners (its bottom ones fall below the
    /// canvas), over a one-device-pixel rim along the top edge that fades into the body over the
    /// next pixel [KB-26].
    private mutating func addColourAdaptiveContainer(_ frame: Frame, radius: Double, body: RGBA8) {
        let rim = KeyboardMetrics.colourAdaptiveRim(appearance)
        let mid = RGBA8(
            UInt8((Int(rim.r) + Int(body.r)) / 2), UInt8((Int(rim.g) + Int(body.g)) / 2),
            UInt8((Int(rim.b) + Int(body.b)) / 2))
        for (step, color) in [(0.0, rim), (1, mid), (2, body)] {
            let y = frame.y + step * grid.pixel
            let box = Frame(x: frame.x, y: y, width: frame.width, height: frame.maxY - y + radius)
            fill(step == 2 ? "keyboard" : "keyboard.rim", .roundedRect(box, radius: radius, corner: .circular), color)
        }
    }

    /// A glyph drawn in `ink` centred in `box`; outlines are the shape in `ink` with the same shape
    /// shrunk by the line width in `paper` (the key's colour) inside it.
    private mutating func addGlyph(_ glyph: KeyboardKey.Glyph, in box: Frame, ink: RGBA8, paper: RGBA8) {
        let cx = box.x + box.width / 2
        let cy = box.y + box.height / 2
        // A glyph of its own (the strip's globe) fills its box; on a key it is half the key's height.
        let s = box.height <= 30 ? box.height * 0.95 : min(box.height * 0.5, 22)
        let line = max(grid.pixel, (s * 0.075 * spec.scale).rounded() / spec.scale)
        switch glyph {
        case .shift(let on):
            fill("keyboard.glyph", .polygon(Self.arrow(cx: cx, cy: cy, size: s)), ink)
            if !on { fill("keyboard.glyph", .polygon(Self.arrow(cx: cx, cy: cy + line * 0.3, size: s - 3.2 * line)), paper) }
        case .delete:
            let w = s * 1.3
            let h = s * 0.9
            let x0 = cx - w / 2
            fill("keyboard.glyph", .polygon(Self.tag(x: x0, cy: cy, width: w, height: h)), ink)
            fill(
                "keyboard.glyph",
                .polygon(Self.tag(x: x0 + line * 1.4, cy: cy, width: w - line * 2.4, height: h - 2 * line)), paper)
            let xc = x0 + h * 0.4 + (w - h * 0.4) / 2 - line * 0.3
            let arm = h * 0.2
            for dir in [1.0, -1.0] {
                fill(
                    "keyboard.glyph",
                    .polygon(Self.bar(from: (xc - arm, cy - arm * dir), to: (xc + arm, cy + arm * dir), width: line)),
                    ink)
            }
        case .globe:
            let r = s * 0.5
            func circle(_ radius: Double, _ w: Double) -> SceneShape {
                .roundedRect(Frame(x: cx - w / 2, y: cy - radius, width: w, height: 2 * radius), radius: min(w / 2, radius), corner: .circular)
            }
            fill("keyboard.glyph", circle(r, 2 * r), ink)
            fill("keyboard.glyph", circle(r - line, 2 * (r - line)), paper)
            fill("keyboard.glyph", circle(r - line, r), ink)
            fill("keyboard.glyph", circle(r - 2 * line, r - 2 * line), paper)
            fill("keyboard.glyph", .rect(Frame(x: cx - line / 2, y: cy - r, width: line, height: 2 * r)), ink)
            fill("keyboard.glyph", .rect(Frame(x: cx - r + line, y: cy - line / 2, width: 2 * (r - line), height: line)), ink)
        case .dictation:
            let w = s * 0.42
            let h = s * 0.62
            let top = cy - s * 0.5
            let capsule = Frame(x: cx - w / 2, y: top, width: w, height: h)
            let inner = Frame(x: capsule.x + line, y: capsule.y + line, width: w - 2 * line, height: h - 2 * line)
            // The holder: a U around the capsule's lower half, the stem and the base.
            let uw = w + 4 * line
            let holder = Frame(x: cx - uw / 2, y: top + h * 0.35, width: uw, height: h * 0.65 + 2 * line)
            fill("keyboard.glyph", .roundedRect(holder, radius: uw / 2, corner: .circular), ink)
            fill(
                "keyboard.glyph",
                .roundedRect(
                    Frame(x: holder.x + line, y: holder.y - line, width: uw - 2 * line, height: holder.height),
                    radius: uw / 2 - line, corner: .circular), paper)
            fill("keyboard.glyph", .roundedRect(capsule, radius: w / 2, corner: .circular), ink)
            fill("keyboard.glyph", .roundedRect(inner, radius: inner.width / 2, corner: .circular), paper)
            fill("keyboard.glyph", .rect(Frame(x: cx - line / 2, y: holder.maxY, width: line, height: s * 0.12)), ink)
            fill("keyboard.glyph", .rect(Frame(x: cx - w * 0.5, y: holder.maxY + s * 0.12, width: w, height: line)), ink)
        case .emoji:
            // An outlined face (as wide as the reference's, 0.8 of the glyph box) with two eyes and
            // an open smile.
            let r = s * 0.4
            let ring = SceneShape.roundedRect(
                Frame(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r), radius: r, corner: .circular)
            fill("keyboard.glyph", ring, ink)
            let ri = r - line
            fill(
                "keyboard.glyph",
                .roundedRect(
                    Frame(x: cx - ri, y: cy - ri, width: 2 * ri, height: 2 * ri), radius: ri, corner: .circular),
                paper)
            for side in [-1.0, 1.0] {
                let eye = Frame(x: cx + side * r * 0.33 - r * 0.11, y: cy - r * 0.45, width: r * 0.22, height: r * 0.34)
                fill("keyboard.glyph", .roundedRect(eye, radius: r * 0.11, corner: .circular), ink)
            }
            fill("keyboard.glyph", .polygon(Self.halfDisc(cx: cx, cy: cy + r * 0.08, radius: r * 0.55)), ink)
        }
    }

    /// The shift arrow: a triangle head on a stem, `size` tall, centred on (cx, cy).
    private static func arrow(cx: Double, cy: Double, size s: Double) -> [ScenePoint] {
        let top = cy - s / 2
        let mid = top + s * 0.5
        let bottom = cy + s / 2
        let stem = s * 0.22
        return [
            ScenePoint(x: cx, y: top), ScenePoint(x: cx + s * 0.52, y: mid), ScenePoint(x: cx + stem, y: mid),
            ScenePoint(x: cx + stem, y: bottom), ScenePoint(x: cx - stem, y: bottom), ScenePoint(x: cx - stem, y: mid),
            ScenePoint(x: cx - s * 0.52, y: mid),
        ]
    }

    /// The lower half of a disc: its flat side on top, through (cx, cy).
    private static func halfDisc(cx: Double, cy: Double, radius: Double) -> [ScenePoint] {
        (0...16).map { i in
            let t = Double(i) / 16 * Double.pi
            return ScenePoint(x: cx + radius * cos(t), y: cy + radius * sin(t))
        }
    }

    /// The delete key's tag: a point on the left, `width` x `height`.
    private static func tag(x: Double, cy: Double, width w: Double, height h: Double) -> [ScenePoint] {
        [
            ScenePoint(x: x, y: cy), ScenePoint(x: x + h * 0.4, y: cy - h / 2), ScenePoint(x: x + w, y: cy - h / 2),
            ScenePoint(x: x + w, y: cy + h / 2), ScenePoint(x: x + h * 0.4, y: cy + h / 2),
        ]
    }

    /// A straight bar `width` thick from `a` to `b`.
    private static func bar(from a: (Double, Double), to b: (Double, Double), width: Double) -> [ScenePoint] {
        let dx = b.0 - a.0
        let dy = b.1 - a.1
        let length = (dx * dx + dy * dy).squareRoot()
        let nx = -dy / length * width / 2
        let ny = dx / length * width / 2
        return [
            ScenePoint(x: a.0 + nx, y: a.1 + ny), ScenePoint(x: b.0 + nx, y: b.1 + ny),
            ScenePoint(x: b.0 - nx, y: b.1 - ny), ScenePoint(x: a.0 - nx, y: a.1 - ny),
        ]
    }
}
