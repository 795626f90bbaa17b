import AlertLayout
import AlertModel
import Raster

/// Everything one alert (or action sheet, or popover) draws over the presenting screen, back to
/// front, in layout points: the single description of what is painted.
///
/// `SceneBuilder` makes it from a resolved spec and its layout; `ScenePainter` only executes it;
/// the design lint reads its texts (with the frames, styles and colours that are painted) and the
/// golden's record lists its texts and fills. Nothing else re-derives the painter's frames, fonts
/// or colours.
///
/// ```swift
/// let scene = Scene(spec: spec, layout: renderer.layout(spec))
/// for text in scene.texts { print(text.element, text.string) }
/// let background = scene.withoutText()   // what lies behind every text, for contrast
/// ```
public struct Scene: Sendable {
    /// The draw items in painting order.
    public var items: [SceneItem]
    /// The software keyboard's draw items, painted straight onto the screen beneath the alert (it
    /// is not part of the card: it neither scales nor fades with it); empty without a keyboard.
    public var keyboard: [SceneItem] = []
    /// What lies beneath the alert: the presenting screen's treatment and the dimming view.
    public var backdrop: SceneBackdrop
    /// The spec's `systemFonts`, which the texts of no named family are set in (empty: Inter).
    public var systemFonts: [SystemFontFace] = []

    /// The scene of `spec` laid out as `layout` (settled: animation scales and fades the whole
    /// card as a group, outside the scene).
    public init(spec: ResolvedSpec, layout: AlertGeometry) {
        self = SceneBuilder(spec: spec, layout: layout).build()
        systemFonts = spec.systemFonts
    }

    init(items: [SceneItem], keyboard: [SceneItem] = [], backdrop: SceneBackdrop) {
        self.items = items
        self.keyboard = keyboard
        self.backdrop = backdrop
    }

    /// Every text item, in painting order: the alert's, then the keyboard's.
    public var texts: [SceneText] {
        (items + keyboard).compactMap { if case .text(let t) = $0 { t } else { nil } }
    }

    /// The same scene with no text (titles, message, fields, labels, rows, emoji, key labels):
    /// exactly what lies behind each text.
    public func withoutText() -> Scene {
        func drop(_ list: [SceneItem]) -> [SceneItem] { list.filter { if case .text = $0 { false } else { true } } }
        var scene = Scene(items: drop(items), keyboard: drop(keyboard), backdrop: backdrop)
        scene.systemFonts = systemFonts
        return scene
    }
}

/// One thing the painter does. Geometry is in layout points unless a name says pixels; the
/// painter maps points to its target's pixels.
public enum SceneItem: Sendable {
    /// A soft shadow cast by a shape.
    case shadow(SceneShadow)
    /// Takes a blurred copy of what is behind `covering` (the screen as painted so far) for the
    /// `material` items that follow: UIKit's material blurs what is behind the card. iOS 26's
    /// glass grades the blur too (`grade`: what passes of its luminance and of its colour, and
    /// the glass's own colour), so its `material` fills paint the finished glass.
    case sampleBackdrop(covering: Frame, sigma: Double, grade: GlassGrade? = nil)
    /// A shape filled from the last backdrop sample (nothing when there is none).
    case material(SceneShape)
    /// A shape filled from the last backdrop sample as iOS 26's glass graded it: `fill.color` is
    /// the glass's tint, which the sample's grade has laid already (recorded, not painted again),
    /// `chroma` the share of the screen's colour it passes.
    case glass(SceneFill, chroma: Double)
    /// A shape filled with a colour.
    case fill(SceneFill)
    /// A shape's outline, inside its edge.
    case stroke(SceneStroke)
    /// The alert's icon, scaled to fill `frame`; with a tint only its alpha is drawn, in the tint.
    case icon(frame: Frame, tint: RGBA8?)
    /// An action's image or the content view.
    case image(SceneImage)
    /// A checked action's checkmark.
    case checkmark(SceneCheckmark)
    /// A run of text.
    case text(SceneText)
    /// A progress bar: the track, then its filled part in `fill`, both with round ends.
    case progressBar(bar: Frame, fraction: Double, track: RGBA8, fill: RGBA8)
    /// UIActivityIndicatorView in one frame of its spin.
    case activityIndicator(frame: Frame, style: SpinnerStyle, color: RGBA8)
    /// Clips what follows, until the matching `endClip`, to `frame`'s enclosing pixels (an empty
    /// clip when nil). `intersecting` keeps within the clip in force; otherwise the frame replaces
    /// it.
    case beginClip(Frame?, intersecting: Bool)
    /// Restores the clip in force before the matching `beginClip`.
    case endClip
}

/// The outline of a filled, stroked or shadowed element.
public enum SceneShape: Sendable {
    /// A plain rectangle (hairlines, separators).
    case rect(Frame)
    /// A rounded rectangle; `radius` in points.
    case roundedRect(Frame, radius: Double, corner: CornerCurve)
    /// A closed polygon (a popover's arrow).
    case polygon([ScenePoint])

    /// The shape's bounding frame.
    public var bounds: Frame {
        switch self {
        case .rect(let f), .roundedRect(let f, _, _): return f
        case .polygon(let points):
            let xs = points.map(\.x)
            let ys = points.map(\.y)
            let x = xs.min() ?? 0
            let y = ys.min() ?? 0
            return Frame(x: x, y: y, width: (xs.max() ?? 0) - x, height: (ys.max() ?? 0) - y)
        }
    }
}

/// A point in layout points.
public struct ScenePoint: Sendable, Equatable {
    /// Horizontal position.
    public var x: Double
    /// Vertical position.
    public var y: Double
}

/// A filled shape and which element of the alert it is (`alert`, `actions[1]`, `separator`).
public struct SceneFill: Sendable {
    /// Which element: `alert` (the card), `alert.arrow`, `cancelGroup`, `actions[i]`,
    /// `textFields`, `separator`.
    public var element: String
    public var shape: SceneShape
    public var color: RGBA8
}

/// A stroked outline.
public struct SceneStroke: Sendable {
    /// Which element: `alert.border`, `actions[i].border`, `textFields`.
    public var element: String
    public var shape: SceneShape
    public var width: LineWidth
    public var color: RGBA8
    /// The share of the last backdrop sample mixed into `color` pixel by pixel (vibrancy: a
    /// text field's border on a dark material card); 0 strokes `color` alone.
    public var backdropShare: Double = 0

    /// A stroke width in points (scaled with the canvas) or in device pixels (a hairline border).
    public enum LineWidth: Sendable, Equatable {
        case points(Double)
        case devicePixels(Double)
    }
}

/// A shadow: `shape` moved by `offset` and blurred by `sigma` (points).
public struct SceneShadow: Sendable {
    /// The shape that casts the shadow (the card or a sheet's group), not yet moved.
    public var shape: SceneShape
    public var offsetX: Double
    public var offsetY: Double
    public var sigma: Double
    public var color: RGBA8
}

/// A run of text as the painter sets it.
public struct SceneText: Sendable {
    /// `title`, `message`, `actions[i]`, `textFields[i]`, `progress.label`, `table.rows[i]`.
    public var element: String
    /// What is drawn (a secure field's bullets, a field's placeholder when it is empty).
    public var string: String
    public var style: TextStyle
    /// The box the text is set in (points); its width is the line width.
    public var frame: Frame
    /// The part of the box that can show: the box within every clip in force where it is drawn.
    public var visible: Frame?
    public var color: RGBA8
    /// The opacity colour glyphs (emoji) are drawn with; nil means the colour's own alpha.
    public var emojiOpacity: UInt8?
    /// False for a disabled action: faded on purpose.
    public var enabled: Bool
    /// True for action titles (the only texts that shrink to fit).
    public var isAction: Bool
}

/// The presenting screen's treatment and the dimming view beneath the alert, settled.
public struct SceneBackdrop: Sendable {
    /// The presenting screen's colour where it has no image.
    public var presentingColor: RGBA8
    /// How the presenting screen is tinted.
    public var tint: PresentingTint
    /// The colour `tintOnly` grays out.
    public var tintColor: RGBA8
    /// The dimming view's colour and opacity.
    public var dimmingColor: RGBA8
    public var dimmingOpacity: Double
    /// The Gaussian blur of the presenting screen, in points.
    public var blur: Double
}
