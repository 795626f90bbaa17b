import AlertLayout
import AlertModel
import Raster

/// A frame in canvas points (the AlertLayout module's `Frame`: inside `AlertRenderer`, `Frame` names an
/// animation frame).
public typealias CanvasFrame = Frame

/// `crop: "alert"`: the PNG holds only the dialog's part of the canvas (`AlertGeometry.cropFrame`).
extension AlertRenderer {
    /// The part of the canvas `spec`'s PNG holds, in canvas points; nil for the whole screen.
    public func cropFrame(_ spec: ResolvedSpec) -> CanvasFrame? {
        guard spec.crop == .alert else { return nil }
        return layout(spec).cropFrame(shadow: spec.shadow, margin: AlertSpec.cropMargin)
    }

    /// `cropFrame` in the canvas's device pixels; nil for the whole screen.
    public func cropRect(_ spec: ResolvedSpec) -> PixelRect? {
        guard let f = cropFrame(spec) else { return nil }
        let r = PixelMapping(scale: spec.scale, originX: 0, originY: 0).rect(f)
        let x = Int(r.x.rounded())
        let y = Int(r.y.rounded())
        let rect = PixelRect(x: x, y: y, width: Int((r.x + r.width).rounded()) - x, height: Int((r.y + r.height).rounded()) - y)
        return rect.intersection(PixelRect(x: 0, y: 0, width: spec.pixelWidth, height: spec.pixelHeight))
    }

    /// The canvas as `spec`'s PNG holds it: a copy of its `cropRect`, or `canvas` itself for the
    /// whole screen.
    public func output(_ canvas: Canvas, for spec: ResolvedSpec) -> Canvas {
        guard let r = cropRect(spec), r != canvas.bounds else { return canvas }
        return canvas.copy(r)
    }
}
