import Testing

@testable import AlertLayout
@testable import AlertModel

/// The sheet header measured on a real dark iPhone action sheet (docs/themes.md "`system` action
/// sheet": group top to the first row 77.33 pt for a title and a one-line message), and the popover
/// arrow kept clear of the bubble's corner curve.
@Suite struct SheetHeaderAndArrowTests {
    /// The real sheet's canvas: 402x874 pt at @3x.
    static func sheet(_ header: String, measurer: any TextMeasuring = ApproximateTextMeasurer()) throws -> AlertGeometry {
        try layout(
            #"{"ios": 18, "device": "iphone-16-pro", "appearance": "dark", "alert": {"preferredStyle": "actionSheet", \#(header), "actions": [{"title": "Reset"}, {"title": "Logs"}, {"title": "Flags"}, {"title": "Cancel", "style": "cancel"}]}}"#,
            measurer: measurer)
    }

    /// Group top to the first row's top: the header plus its hairline.
    static func headerHeight(_ l: AlertGeometry) -> Double { l.actions[0].frame.y - l.alert.y }

    @Test func titleAndMessageHeaderIsTheMeasured77Points() throws {
        let l = try Self.sheet(#""title": "Dev options", "message": "Pick a tool""#)
        #expect(abs(Self.headerHeight(l) - 77.33) <= 0.67)
        // The rest matched the real sheet already: 57 pt rows, the cancel group ending at 840 pt.
        #expect(l.actions[0].frame.height == 57)
        #expect(try #require(l.sheet?.cancelGroup).maxY == 840)
        // The real group starts at 526.0 pt.
        #expect(abs(l.alert.y - 526) <= 0.67)
    }

    /// UIKit keeps one top margin above the first label and one below the last, whichever they
    /// are: a lone title or a lone message is 27 pt + 28 pt, plus the hairline.
    @Test(arguments: [#""title": "Dev options""#, #""message": "Pick a tool""#])
    func aLoneLabelKeepsBothMargins(header: String) throws {
        let l = try Self.sheet(header)
        #expect(abs(Self.headerHeight(l) - 55.33) <= 0.67)
        let label = try #require(l.title ?? l.message)
        let baseline = label.frame.y + ApproximateTextMeasurer().firstBaseline(style: label.style, scale: 3)
        #expect(abs(baseline - l.alert.y - 27) <= 0.67)
        #expect(abs(l.hairlines[0].y - baseline - 28) <= 0.67)
    }

    static let actions =
        #""title": "Share", "actions": [{"title": "A"}, {"title": "B"}, {"title": "Cancel", "style": "cancel"}]"#

    /// A source in the top corner: the bubble is held 10 pt inside the screen and the arrow slides
    /// along its top edge, its base ending at least the corner curve's reach plus the margin from
    /// the corner (a 13 pt continuous corner curves 19.87 pt along each edge).
    @Test(arguments: [(790.0, true), (4.0, false)])
    func theArrowStopsShortOfTheCornerCurve(sourceX: Double, right: Bool) throws {
        let l = try layout(
            #"{"ios": 18, "device": "ipad-10", "alert": {"preferredStyle": "actionSheet", \#(Self.actions), "source": {"x": \#(sourceX), "y": 30, "width": 26, "height": 26}}}"#
        )
        let arrow = try #require(l.sheet?.arrow)
        #expect(arrow.direction == .up)
        let clear = 13 * 1.52866483 + 4
        let fromCorner = right ? l.alert.maxX - (arrow.x + arrow.base / 2) : (arrow.x - arrow.base / 2) - l.alert.x
        #expect(fromCorner >= clear - 0.5 && fromCorner <= clear + 0.5)
        // The bubble itself stays 10 pt inside the screen.
        #expect(right ? l.alert.maxX == 810 : l.alert.x == 10)
    }

    @Test func aCircularCornerCurvesOnlyItsRadius() {
        #expect(CornerStyle.circular.edgeExtent(radius: 10) == 10)
        #expect(abs(CornerStyle.continuous.edgeExtent(radius: 13) - 19.873) < 0.001)
    }
}
