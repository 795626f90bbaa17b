/// `alert.actions[i].image` and `checked` (UIAlertAction's `image` and `checked` keys) and
/// `alert.content` (a view in the card, as `contentViewController` adds one).
extension AlertSpec {
    /// `alert.actions[i].image`: a PNG at the action's leading edge.
    public struct ActionImage: Sendable, Equatable {
        /// `image`: a PNG path, relative to the file that names it.
        public var image: String
        /// `tint`: the template's colour; nil takes the action's title colour.
        public var tint: ColorValue?
        /// `template`: true (the default) draws the image's alpha in the tint, as UIKit draws
        /// action images; false keeps the image's own colours.
        public var template: Bool

        /// A template image in the action's title colour unless `tint` says otherwise.
        public init(image: String, tint: ColorValue? = nil, template: Bool = true) {
            self.image = image
            self.tint = tint
            self.template = template
        }
    }

    /// `alert.content`: a view drawn between the message (or title) and the text fields or actions.
    public struct ContentView: Sendable, Equatable {
        /// `image`: the PNG drawn as the view, relative to the file that names it.
        public var image: String
        /// `width`: the view's preferred width in points.
        public var width: Double
        /// `height`: the view's preferred height in points.
        public var height: Double

        /// A content view of a preferred size.
        public init(image: String, width: Double, height: Double) {
            self.image = image
            self.width = width
            self.height = height
        }
    }

    static func decodeActionImage(_ r: SpecReader) throws(SpecError) -> ActionImage? {
        guard let i = try r.object("image") else { return nil }
        guard let image = try i.string("image") else { throw i.fail("image", "is required (a PNG file)") }
        guard !image.isEmpty else { throw i.fail("image", "must not be empty") }
        let tint = try i.color("tint")
        let template = try i.bool("template") ?? true
        if tint != nil && !template {
            throw i.fail("tint", "a tint draws the image as a template; give tint or \"template\": false, not both")
        }
        return ActionImage(image: image, tint: tint, template: template)
    }

    static func decodeContentView(_ a: SpecReader) throws(SpecError) -> ContentView? {
        guard let c = try a.object("content") else { return nil }
        guard let image = try c.string("image") else { throw c.fail("image", "is required (a PNG file)") }
        guard !image.isEmpty else { throw c.fail("image", "must not be empty") }
        guard let width = try c.number("width") else { throw c.fail("width", "is required") }
        guard let height = try c.number("height") else { throw c.fail("height", "is required") }
        return ContentView(image: image, width: width, height: height)
    }
}

/// `alert.actions[i].image` resolved: the PNG's path and the colour it is drawn in.
public struct ResolvedActionImage: Sendable, Equatable {
    /// The PNG's path, resolved against the spec's folder.
    public var path: String
    /// The template colour (straight alpha); nil takes the action's title colour.
    public var tint: RGBA8?
    /// False keeps the image's own colours.
    public var template: Bool
}

/// `alert.content` resolved: the PNG's path and its preferred size.
public struct ResolvedContentView: Sendable, Equatable {
    /// The PNG's path, resolved against the spec's folder.
    public var path: String
    /// The preferred width in points (layout caps it to the card's width).
    public var width: Double
    /// The preferred height in points.
    public var height: Double
}

extension AlertSpec {
    /// `path` resolved against the folder of the spec file, when it is relative and the spec has one.
    func pathBesideSpec(_ path: String) -> String {
        guard !path.hasPrefix("/"), let source = sourcePath else { return path }
        let dir = source.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return dir.isEmpty ? path : dir + "/" + path
    }

    /// The action images (none at all when no action has one) and the content view of `resolved`,
    /// their paths beside the spec.
    func resolveImages(into resolved: inout ResolvedSpec, appearance: Appearance) {
        let ios = resolved.ios
        guard alert.actions.contains(where: { $0.image != nil }) || alert.content != nil else { return }
        resolved.actionImages = alert.actions.map { action in
            action.image.map {
                ResolvedActionImage(
                    path: pathBesideSpec($0.image), tint: $0.tint?.resolved(appearance, ios), template: $0.template)
            }
        }
        resolved.content = alert.content.map {
            ResolvedContentView(path: pathBesideSpec($0.image), width: $0.width, height: $0.height)
        }
    }
}

extension ResolvedSpec {
    /// UIKit sets the message of an alert without a title as it would set the title: in the
    /// title's style and colour, at the title's place (a shipping app's report: "when setting a nil
    /// title the message is bold and close to the top of the view", Autodesk/ADAppRater-iOS #23;
    /// "the system alertview works like this", dinhquan/DQAlertView #9). An empty-string title is a
    /// title: its empty line stays. Only the system look does this, and only when the spec leaves
    /// the message's style to the theme.
    ///
    /// iOS 26 sets a lone title or a lone message alike: Body, `label` (`GlassLook.loneTextStyle`),
    /// in alerts and in action sheets, which it lays out as alerts.
    mutating func applyLoneMessageStyle(titleStyleGiven: Bool, messageStyleGiven: Bool) {
        if let glass = theme.glass {
            var lone = glass.loneTextStyle
            lone.direction = theme.titleStyle.direction
            lone.language = theme.titleStyle.language
            if title != nil, message == nil, !titleStyleGiven { theme.titleStyle = lone }
            if title == nil, message != nil, !messageStyleGiven {
                theme.messageStyle = lone
                theme.colors.message = theme.colors.title
            }
            return
        }
        // UIKit's rule; an Android dialog's text is its supporting text with or without a title.
        guard preferredStyle == .alert, theme.name == .system, theme.android == nil, title == nil, message != nil,
            !messageStyleGiven
        else {
            return
        }
        theme.messageStyle = theme.titleStyle
        theme.colors.message = theme.colors.title
    }
}
