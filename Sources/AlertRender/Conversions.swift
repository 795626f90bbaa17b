import AlertLayout
import AlertModel
import Raster

/// The small bridges between the model's straight colours and points and the compositor's
/// premultiplied colours and device pixels. Kept here: neither side knows the other.
extension RGBA8 {
    /// The compositor's premultiplied form, optionally faded by `opacity`.
    func premultiplied(opacity: Double = 1) -> PremultipliedColor {
        StraightColor(r: r, g: g, b: b, a: a).withOpacity(opacity).premultiplied()
    }
}

/// Converts layout frames (points) into device-pixel rectangles shifted by a paint origin.
struct PixelMapping {
    let scale: Double
    /// Added after scaling: where the painter's (0, 0) lands on its target canvas.
    let originX: Double
    let originY: Double

    func rect(_ f: Frame) -> Rect {
        Rect(x: f.x * scale + originX, y: f.y * scale + originY, width: f.width * scale, height: f.height * scale)
    }

    /// The enclosing whole-pixel rectangle of `f`.
    func pixelRect(_ f: Frame) -> PixelRect { PixelRect.enclosing(rect(f)) }

    func x(_ v: Double) -> Double { v * scale + originX }
    func y(_ v: Double) -> Double { v * scale + originY }
}

extension ResolvedGlass {
    /// The compositor's grade of the blurred backdrop for this glass: its tint over what passes
    /// of the backdrop's luminance, and `chroma` of its colour.
    var grade: GlassGrade { GlassGrade(tint: tint.premultiplied(), chroma: chroma) }
}

extension ResolvedSurface {
    /// The glass's grade of its backdrop sample; nil for a colour or a plain material.
    var glassGrade: GlassGrade? {
        if case .glass(let glass) = self { return glass.grade }
        return nil
    }
}
