import AlertLayout
import AlertModel
import Raster

/// A PNG the scene draws besides the alert's icon: an action's image (`alert.actions[i].image`) or
/// the content view (`alert.content`), fitted into its frame (aspect fit, centred).
public struct SceneImage: Sendable {
    /// `actions[i].image` or `content`.
    public var element: String
    /// The PNG's path (resolved), which the painter looks its decoded image up by.
    public var path: String
    /// The box the image is fitted into, in points.
    public var frame: Frame
    /// A template's colour: only the image's alpha is drawn, in it; nil keeps the image's colours.
    public var tint: RGBA8?
    /// The opacity of an image drawn in its own colours (a disabled action's fades).
    public var opacity: Double
}

/// A checked action's checkmark (`alert.actions[i].checked`).
public struct SceneCheckmark: Sendable {
    /// `actions[i].checkmark`.
    public var element: String
    /// The checkmark's box, in points; its polyline is `ActionAccessoryStyle.checkmarkPoints` in it.
    public var frame: Frame
    public var color: RGBA8
    /// The stroke's width, in points.
    public var stroke: Double
}

/// Action images, checkmarks and the content view (docs/themes.md "Action images and
/// checkmarks"): the frames are the layout's, the colours decided here.
extension SceneBuilder {
    /// An action's image and checkmark. A template image takes the title's colour (`titleColor`,
    /// already faded for a disabled action) unless its tint says otherwise; the checkmark is in the
    /// alert's tint.
    mutating func addActionAccessories(_ action: ActionFrame, index: Int, titleColor: RGBA8) {
        let fade = action.enabled ? 1 : theme.colors.disabledOpacity
        if let frame = action.image, spec.actionImages.indices.contains(index), let image = spec.actionImages[index] {
            let tint = image.template ? image.tint.map { $0.withOpacity(fade) } ?? titleColor : nil
            add(
                .image(
                    SceneImage(
                        element: "actions[\(index)].image", path: image.path, frame: frame, tint: tint,
                        opacity: image.template ? 1 : fade)))
        }
        if let frame = action.checkmark {
            let style = layout.sheet == nil ? ActionAccessoryStyle.alert : .sheet
            add(
                .checkmark(
                    SceneCheckmark(
                        element: "actions[\(index)].checkmark", frame: frame, color: spec.tint.withOpacity(fade),
                        stroke: style.checkmarkStroke * frame.width)))
        }
    }

    /// The title's inset on each side of an action row: `base`, or clear of its image and checkmark.
    func titleInset(_ action: ActionFrame, base: Double) -> Double { max(base, action.accessoryReach ?? 0) }

    /// The content view in its own colours.
    mutating func addContentView() {
        guard let frame = layout.content, let content = spec.content else { return }
        add(.image(SceneImage(element: "content", path: content.path, frame: frame, tint: nil, opacity: 1)))
    }
}
