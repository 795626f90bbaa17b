import AlertModel
import Raster

extension AnimationState {
    /// Sample times of a phase at `fps`: 0, 1/fps, ... up to the first time at or past the end,
    /// which shows the settled state. `none` has one frame.
    public static func frameTimes(preset: AnimationPreset, phase: AnimationPhase, fps: Double) -> [Double] {
        let d = duration(of: preset, phase: phase)
        guard d > 0, fps > 0 else { return [0] }
        let n = Int((d * fps - 1e-9).rounded(.up))
        return (0...n).map { Double($0) / fps }
    }
}

/// Rendering every frame of an animation, and a filmstrip of them for review.
extension AlertRenderer {
    /// Frames of `phase` at `fps`, in order.
    public func frames(_ spec: ResolvedSpec, phase: AnimationPhase, fps: Double) throws(RenderError) -> [Canvas] {
        var out: [Canvas] = []
        for t in AnimationState.frameTimes(preset: spec.animation, phase: phase, fps: fps) {
            var s = spec
            s.phase = phase
            s.time = t
            out.append(try render(s))
        }
        return out
    }

    /// The frames side by side, each shrunk to `thumbnailHeight` px, 8 px apart on a neutral gray,
    /// each with its time in milliseconds underneath.
    public func filmstrip(_ frames: [Canvas], times: [Double], thumbnailHeight: Int = 480) -> Canvas {
        guard let first = frames.first else { return Canvas(width: 1, height: 1, fill: .white) }
        let h = max(1, thumbnailHeight)
        let w = max(1, Int((Double(first.width) * Double(h) / Double(first.height)).rounded()))
        let gap = 8, label = 28
        let strip = Canvas(
            width: gap + frames.count * (w + gap), height: gap + h + label + gap,
            fill: StraightColor(r: 0x3A, g: 0x3A, b: 0x3C).premultiplied())
        let style = TextStyle(size: 15, weight: .semibold, lineHeight: 20, alignment: .center, maxLines: 1)
        for (i, frame) in frames.enumerated() {
            let x = gap + i * (w + gap)
            strip.drawImage(frame.makeImage(), aspectFillIn: PixelRect(x: x, y: gap, width: w, height: h))
            let text = i < times.count ? "\(Int((times[i] * 1000).rounded())) ms" : "#\(i)"
            drawLabel(text, style: style, in: strip, x: Double(x), y: Double(gap + h + 4), width: Double(w), color: StraightColor(r: 255, g: 255, b: 255))
        }
        return strip
    }

    /// Text in device pixels (scale 1) onto any canvas: labels of strips and sheets.
    func drawLabel(_ text: String, style: TextStyle, in canvas: Canvas, x: Double, y: Double, width: Double, color: StraightColor) {
        let laid = typesetter.layout(text, style: style, maxWidth: width, scale: 1)
        let premul = color.premultiplied()
        typesetter.forEachGlyphMask(in: laid, originX: x, originY: y) { mask, mw, mh, stride, px, py in
            canvas.drawMask(mask, width: mw, height: mh, stride: stride, x: px, y: py, color: premul)
        }
    }
}
