import AlertLayout
import AlertModel
import AlertRender

/// The warnings `render` and `check` print for a spec they drew: things the picture shows that the
/// user probably did not mean, cheap enough to work out for every snapshot (no second render).
///
/// - `presentingAspect`: the presenting image's aspect ratio differs from the canvas's by more than
///   2 % (docs/contract.md, "Faithful to the real thing"): it is still aspect-filled, so part of it is cut
///   off, as a phone screenshot on an iPad canvas.
/// - `missingGlyph`: a text holds characters no bundled or named font covers; they are drawn as boxes. The
///   `lint` rule of the same name reports each text; this is one line per spec.
public enum RenderWarnings {
    /// More than this relative difference of aspect ratios is a warning.
    public static let aspectTolerance = 0.02

    /// The warning lines for `spec`, each starting `warning: <file>: `, in a fixed order (aspect, then
    /// missing glyphs). `file` names the spec in the lines (its path as the user gave it).
    ///
    /// ```swift
    /// for line in try RenderWarnings.lines(for: spec, file: "save.json", renderer: renderer) { print(line) }
    /// ```
    public static func lines(for spec: ResolvedSpec, file: String, renderer: AlertRenderer) throws(RenderError)
        -> [String]
    {
        var out: [String] = []
        if let size = try renderer.presentingImageSize(spec), size.width > 0, size.height > 0 {
            let image = Double(size.width) / Double(size.height)
            let canvas = spec.canvasWidth / spec.canvasHeight
            let off = abs(image / canvas - 1)
            if off > aspectTolerance {
                out.append(
                    "warning: \(file): presenting.image is \(size.width)x\(size.height) (aspect \(n(image))), the canvas "
                        + "\(n(spec.canvasWidth, digits: 1))x\(n(spec.canvasHeight, digits: 1)) pt (\(n(canvas))): "
                        + "\(n(off * 100, digits: 1)) % apart, so the image is aspect-filled and cropped")
            }
        }
        let layout = renderer.layout(spec)
        let typesetter = try renderer.typesetter(for: spec)
        var missing: [String] = []
        for t in Scene.lintTexts(spec: spec, layout: layout) {
            let chars = typesetter.missingCharacters(in: t.string, style: t.style)
            if chars.isEmpty { continue }
            let list = chars.map(codePointName)
            missing.append("\(t.element) \(list.joined(separator: " "))")
        }
        if !missing.isEmpty {
            out.append(
                "warning: \(file): no bundled or named font covers \(missing.joined(separator: ", ")): drawn as boxes (lint rule missingGlyph)"
            )
        }
        return out
    }
}
