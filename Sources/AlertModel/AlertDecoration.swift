/// The card's own design keys (docs/contract.md "Your own design"): `icon` above the title, content
/// `insets`, `spacing` between the parts, and a `border`.
extension AlertSpec {
    /// `alert.icon`: a PNG drawn above the title.
    public struct Icon: Sendable, Equatable {
        /// `image`: a PNG path, relative to the file that names it.
        public var image: String
        /// `width` in points; nil takes `height`, else the theme's icon size.
        public var width: Double?
        /// `height` in points; nil takes `width`, else the theme's icon size.
        public var height: Double?
        /// `tint`: draws the image as a template (its alpha, in this colour), as UIImage's
        /// `.alwaysTemplate` does; nil keeps its own colours.
        public var tint: ColorValue?

        /// An icon with every optional key absent.
        public init(image: String, width: Double? = nil, height: Double? = nil, tint: ColorValue? = nil) {
            self.image = image
            self.width = width
            self.height = height
            self.tint = tint
        }
    }

    /// `alert.border`: a stroke inside the card's outline.
    public struct Border: Sendable, Equatable {
        /// `color`; nil means `separator`.
        public var color: ColorValue?
        /// `width` in points; nil means the theme's (1 pt).
        public var width: Double?

        /// A border with the defaults.
        public init(color: ColorValue? = nil, width: Double? = nil) {
            self.color = color
            self.width = width
        }
    }

    static func decodeIcon(_ a: SpecReader) throws(SpecError) -> Icon? {
        guard let i = try a.object("icon") else { return nil }
        guard let image = try i.string("image") else { throw i.fail("image", "is required (a PNG file)") }
        guard !image.isEmpty else { throw i.fail("image", "must not be empty") }
        return Icon(
            image: image, width: try i.number("width"), height: try i.number("height"), tint: try i.color("tint"))
    }

    static func decodeInsets(_ a: SpecReader, _ key: String) throws(SpecError) -> PartialInsets? {
        guard let i = try a.object(key) else { return nil }
        return PartialInsets(
            top: try i.number("top"), bottom: try i.number("bottom"), left: try i.number("left"),
            right: try i.number("right"))
    }

    static func decodeBorder(_ a: SpecReader) throws(SpecError) -> Nullable<Border> {
        if a.isNull("border") { return .none }
        guard let b = try a.object("border") else { return .unset }
        return .value(Border(color: try b.color("color"), width: try b.number("width")))
    }
}

/// `alert.icon` resolved: where the PNG is and how big and in what colour it is drawn.
public struct ResolvedIcon: Sendable, Equatable {
    /// The PNG's path, resolved against the spec's folder.
    public var path: String
    /// Size in points.
    public var width: Double
    /// Size in points.
    public var height: Double
    /// The template colour (straight alpha); nil draws the image's own colours.
    public var tint: RGBA8?
}

/// `alert.border` resolved.
public struct ResolvedBorder: Sendable, Equatable {
    /// Straight alpha.
    public var color: RGBA8
    /// In points.
    public var width: Double
}

extension AlertSpec.Alert {
    /// `theme` with this alert's `insets` and `spacing` laid over its content metrics. Either key
    /// leaves UIKit's baseline rhythm: the parts are stacked box by box with these gaps.
    func spaced(_ theme: Theme) -> Theme {
        var theme = theme
        if let insets {
            theme.rhythm = nil
            theme.contentTop = insets.top ?? theme.contentTop
            theme.contentBottom = insets.bottom ?? theme.contentBottom
            let left = insets.left ?? theme.contentSide
            theme.contentRightSide = insets.right ?? theme.contentSide
            theme.contentSide = left
        }
        if let spacing {
            theme.rhythm = nil
            theme.titleMessageSpacing = spacing
            theme.accessorySpacing = spacing
            theme.iconSpacing = spacing
        }
        return theme
    }
}
