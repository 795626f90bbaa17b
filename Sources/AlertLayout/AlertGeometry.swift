import AlertModel

/// Where everything of one alert goes, in points on the canvas, every frame on whole device
/// pixels. Built by `AlertGeometry.make(spec:measurer:)`; consumed by the renderer, the `layout`
/// and `hit` commands.
public struct AlertGeometry: Sendable {
    /// Canvas width in points, snapped to whole device pixels.
    public var canvasWidth: Double
    /// Canvas height in points, snapped to whole device pixels.
    public var canvasHeight: Double
    /// Device pixels per point (`canvas.scale`).
    public var scale: Double
    /// The alert card (may extend past the canvas when `offset` pushes it out).
    public var alert: Frame
    /// The four tap rectangles around the alert; with the visible alert they tile the canvas.
    public var backdrop: BackdropRegions
    /// The scrolling viewport of the text and accessories (alert coordinates made absolute).
    public var contentViewport: Frame
    /// Height of all content; more than `contentViewport.height` means the content scrolls.
    public var contentHeight: Double
    /// The title's block; nil when the alert has no title.
    public var title: TextBlock?
    /// The message's block; nil when the alert has no message.
    public var message: TextBlock?
    /// Texts the layout places on the card by itself (a corner label): the scene draws each and the
    /// layout JSON lists it under its element name, after the message.
    public var cardTexts: [CardText] = []
    /// One box per text field, in spec order, stacked below the text.
    public var textFields: [Frame]
    /// The progress bar and its label; nil when the spec has no `progress`.
    public var progress: ProgressLayout?
    /// The activity indicator's square, centred horizontally; nil when there is none.
    public var activityIndicator: Frame?
    /// The table and its rows; nil when the spec has no `table`.
    public var table: TableLayout?
    /// In spec order; frames are in the action area's unscrolled position.
    public var actions: [ActionFrame]
    /// Whether the actions sit in a row or a stack; nil when there are no actions.
    public var actionAxis: ActionAxis?
    /// The visible part of the action area (it scrolls when the alert is capped).
    public var actionsViewport: Frame
    /// 1-device-pixel separator lines: above the action area, between buttons.
    public var hairlines: [Frame]
    /// Whether taps on the backdrop dismiss the alert.
    public var dismissOnTap: Bool
    /// The action sheet's groups and popover arrow; nil for an alert (`preferredStyle` `alert`).
    public var sheet: SheetGeometry? = nil
    /// `alert.icon`'s frame, above the title; nil when there is none.
    public var icon: Frame? = nil
    /// `alert.content`'s frame, below the title and message; nil when there is none.
    public var content: Frame? = nil
    /// The direction the layout runs (`layoutDirection` resolved): RTL rows run right to left.
    public var layoutDirection: TextDirection = .ltr
    /// The text size the layout was made at: the spec's `contentSize`, floored at `large`.
    public var contentSize: ContentSize = .large
    /// The software keyboard at the bottom of the canvas; nil when the spec shows none.
    public var keyboard: KeyboardGeometry? = nil
    /// The focused text field's cursor while the keyboard is up; nil otherwise.
    public var caret: Frame? = nil
    /// The generation of the look laid out (`ios`).
    public var ios = IOSVersion.ios18
    /// How the dialog is presented: `alert`, `popover` or `sheet`.
    public var presentation = Presentation.alert
    /// `alert.preferredStyle`: an iOS 26 action sheet is laid out as a card but stays one.
    public var preferredStyle = PreferredStyle.alert
    /// The Android dialog laid out (`android`); nil on iOS.
    public var android: AndroidLook? = nil
    /// The message area's scroll indicators (Views' 1 dp lines), when it scrolls; empty otherwise.
    public var scrollIndicators: [Frame] = []
    /// iOS 26's popover's arrow toward the view it is anchored to; nil without one.
    public var popoverArrow: PopoverArrow? = nil

    /// True when the content does not fit its viewport and scrolls.
    public var contentScrolls: Bool { contentHeight > contentViewport.height + 1e-9 }
}

/// The four backdrop rectangles of the tap-to-dismiss design: `top` and `bottom` span the full
/// canvas width, `left` and `right` are the alert's own (visible) height.
public struct BackdropRegions: Hashable, Sendable {
    /// Full canvas width above the alert (height 0 when the alert reaches the top edge).
    public var top: Frame
    /// Full canvas width below the alert (height 0 when the alert reaches the bottom edge).
    public var bottom: Frame
    /// Between the canvas's left edge and the alert, as tall as the alert's visible part.
    public var left: Frame
    /// Between the alert and the canvas's right edge, as tall as the alert's visible part.
    public var right: Frame

    /// In the order docs/contract.md names them.
    public var all: [(name: String, frame: Frame)] {
        [("top", top), ("bottom", bottom), ("left", left), ("right", right)]
    }
}

/// A measured block of text placed in the alert.
public struct TextBlock: Hashable, Sendable {
    /// The block in canvas points: the full content width (lines are aligned inside it by
    /// `style.alignment`), `lines` line heights tall.
    public var frame: Frame
    /// Number of lines after breaking and any `maxLines` cut (the `lines` of the layout JSON).
    public var lines: Int
    /// The theme style the block was measured with and is drawn in.
    public var style: TextStyle
}

/// A text the layout alone places on the card: the scene draws it (so lint and the golden's record
/// see it) and the layout JSON lists it, so a key that adds one has code only where it is placed.
public struct CardText: Hashable, Sendable {
    /// Its element name in the layout JSON, the scene and lint findings (`badge`).
    public var element: String
    /// The text, as the resolved spec gives it.
    public var string: String
    /// The measured block: frame, lines and the style it is drawn in.
    public var block: TextBlock
    /// Its colour, before the appearance picks a value.
    public var color: ColorValue

    /// A card text `element` showing `string` in `block`.
    public init(element: String, string: String, block: TextBlock, color: ColorValue) {
        self.element = element
        self.string = string
        self.block = block
        self.color = color
    }
}

/// Where `alert.progress` goes: a bar with a "value / total" label below it, in canvas points.
public struct ProgressLayout: Hashable, Sendable {
    /// The bar and its label together.
    public var frame: Frame
    /// The bar's track, the full content width and the theme's `progressBarHeight` tall.
    public var bar: Frame
    /// The label's line box below the bar, the full content width (the text is centred in it).
    public var label: Frame
    /// The label, e.g. "3 / 10" (whole numbers are printed without a decimal point).
    public var labelText: String
    /// 0...1
    public var fraction: Double
}

/// Where `alert.table` goes, in canvas points; rows span the alert's full width.
public struct TableLayout: Hashable, Sendable {
    /// The visible table area.
    public var frame: Frame
    /// One frame per row, unscrolled; rows past `frame` are clipped.
    public var rows: [Frame]
}

/// One action button.
public struct ActionFrame: Hashable, Sendable {
    /// The action's title, as in the spec.
    public var title: String
    /// The action's style (decides its colour and, for cancel, its place).
    public var style: ActionStyle
    /// The button's tap area in canvas points, in the action area's unscrolled position.
    public var frame: Frame
    /// Drawn in the emphasised (semibold) weight.
    public var emphasised: Bool
    /// False for a disabled action: drawn faded, and taps on it do not dismiss the alert.
    public var enabled: Bool
    /// True for an iPad action sheet's cancel action, which UIKit does not show (a tap outside
    /// the popover cancels instead); its frame is then empty.
    public var hidden = false
    /// Lines the title takes: 1, more where titles wrap instead of shrinking (the accessibility
    /// the text sizes), the row then that many lines taller.
    public var titleLines = 1
    /// The image's box (`alert.actions[i].image`); nil without one.
    public var image: Frame? = nil
    /// The checkmark's box (`alert.actions[i].checked`); nil when the action is not checked.
    public var checkmark: Frame? = nil
    /// How far in from either side of the row the image or checkmark reaches, with its gap: the
    /// title keeps clear of it on both sides and stays centred. Nil without either.
    public var accessoryReach: Double? = nil
    /// The Android button slot (positive, negative, neutral); nil on iOS and for an Android list's rows.
    public var role: AndroidButtonRole? = nil
}

/// How the action buttons are arranged.
public enum ActionAxis: String, Hashable, Sendable {
    /// `horizontal`: side by side in one row, cancel on the left (right in RTL); `vertical`: stacked, cancel last.
    case horizontal, vertical
}
