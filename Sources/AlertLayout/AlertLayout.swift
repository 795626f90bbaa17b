import AlertModel

/// Where everything of one alert goes, in points on the canvas, every frame on whole device
/// pixels. Built by `AlertLayout.make(spec:measurer:)`; consumed by the renderer, the `layout`
/// and `hit` commands.
public struct AlertLayout: Sendable {
    public var canvasWidth: Double
    public var canvasHeight: Double
    public var scale: Double
    /// The alert card (may extend past the canvas when `offset` pushes it out).
    public var alert: Frame
    /// The four tap rectangles around the alert; with the visible alert they tile the canvas.
    public var backdrop: BackdropRegions
    /// The scrolling viewport of the text and accessories (alert coordinates made absolute).
    public var contentViewport: Frame
    /// Height of all content; more than `contentViewport.height` means the content scrolls.
    public var contentHeight: Double
    public var title: TextBlock?
    public var message: TextBlock?
    public var textFields: [Frame]
    public var progress: ProgressLayout?
    public var activityIndicator: Frame?
    public var table: TableLayout?
    /// In spec order; frames are in the action area's unscrolled position.
    public var actions: [ActionFrame]
    public var actionAxis: ActionAxis?
    /// The visible part of the action area (it scrolls when the alert is capped).
    public var actionsViewport: Frame
    /// 1-device-pixel separator lines: above the action area, between buttons.
    public var hairlines: [Frame]
    /// Whether taps on the backdrop dismiss the alert.
    public var dismissOnTap: Bool

    /// True when the content does not fit its viewport and scrolls.
    public var contentScrolls: Bool { contentHeight > contentViewport.height + 1e-9 }
}

/// The four backdrop rectangles of the tap-to-dismiss design: `top` and `bottom` span the full
/// canvas width, `left` and `right` are the alert's own (visible) height.
public struct BackdropRegions: Hashable, Sendable {
    public var top: Frame
    public var bottom: Frame
    public var left: Frame
    public var right: Frame

    /// In the order SPEC.md names them.
    public var all: [(name: String, frame: Frame)] { [("top", top), ("bottom", bottom), ("left", left), ("right", right)] }
}

/// A measured block of text placed in the alert.
public struct TextBlock: Hashable, Sendable {
    public var frame: Frame
    public var lines: Int
    public var style: TextStyle
}

public struct ProgressLayout: Hashable, Sendable {
    /// The bar and its label together.
    public var frame: Frame
    public var bar: Frame
    public var label: Frame
    public var labelText: String
    /// 0...1
    public var fraction: Double
}

public struct TableLayout: Hashable, Sendable {
    /// The visible table area.
    public var frame: Frame
    /// One frame per row, unscrolled; rows past `frame` are clipped.
    public var rows: [Frame]
}

/// One action button.
public struct ActionFrame: Hashable, Sendable {
    public var title: String
    public var style: ActionStyle
    public var frame: Frame
    /// Drawn in the emphasised (semibold) weight.
    public var emphasised: Bool
    public var enabled: Bool
}

/// How the action buttons are arranged.
public enum ActionAxis: String, Hashable, Sendable {
    case horizontal, vertical
}
