import AlertLayout
import AlertModel
import AlertRender
import Foundation
import Raster
import Testing

/// The real dark popover anchored to a button (`alertadvance-popover-confirmationdialog-arrow-1btn-preferredtint-dark.png`,
/// 1.502 px/pt): a downward arrow ~25 pt at its base and ~12 pt tall, centred on the button, its tip
/// touching it (gap < 1 pt). Measured on the pixels: the arrow's rows are where the glass (12)
/// shows over the black app below the popover's bottom edge.
@Suite struct IOS26PopoverArrowTests {
    typealias C = IOS26CalibrationTests

    /// The reference's button, in points: 295-477 x 482.5-534.5 px / 1.502.
    static let source = (x: 196.4, y: 482.5, width: 121.2, height: 52.0)

    static func spec(arrow: Bool? = nil) -> String {
        let flag = arrow.map { #", "arrow": \#($0)"# } ?? ""
        return #"""
            {"ios": 26, "api": "swiftui", "device": "iphone-16-pro-max", "appearance": "dark", "presenting": {"color": "#000000"},
             "alert": {"preferredStyle": "actionSheet", "title": "SwiftUI", "message": "Demo Alert Advance", "tint": "#FEAA00",
                       "source": {"x": \#(source.x), "y": \#(source.y), "width": \#(source.width), "height": \#(source.height)\#(flag)},
                       "actions": [{"title": "Done"}, {"title": "Close", "style": "cancel"}]}}
            """#
    }

    @Test func theArrowPointsDownAtTheButtonAsTheReference() throws {
        let (spec, layout, canvas) = try C.render(Self.spec())
        let s = spec.scale
        let arrow = try #require(layout.popoverArrow)
        #expect(arrow.direction == .down)
        // The layout: 25 x 12, the tip on the source's top edge, centred on it.
        #expect(abs(arrow.frame.width - 25) <= 1 && abs(arrow.frame.height - 12) <= 1, "\(arrow.frame)")
        #expect(abs(arrow.y - Self.source.y) < 1, "tip \(arrow.y)")
        #expect(abs(arrow.x - (Self.source.x + Self.source.width / 2)) <= 0.5, "tip x \(arrow.x)")
        #expect(abs(layout.alert.maxY + 12 - Self.source.y) <= 0.5, "popover bottom \(layout.alert.maxY)")
        // The pixels: glass rows below the popover down to within 1 pt of the source; 8 pt down the
        // arrow its ink is 12-13 pt wide at the reference (about half the base); black beside it.
        let column = Int((arrow.x * s).rounded())
        var y = Int((layout.alert.maxY + 1) * s)
        while C.luma(canvas, column, y + 1) > 4 { y += 1 }
        let tip = (Double(y) + 1) / s
        #expect(abs(tip - Self.source.y) < 1, "drawn tip \(tip) against the source at \(Self.source.y)")
        let row = Int((layout.alert.maxY + 6) * s)
        let inked = (Int((arrow.x - 20) * s)...Int((arrow.x + 20) * s)).filter { C.luma(canvas, $0, row) > 4 }
        let width = Double((inked.max() ?? 0) - (inked.min() ?? 0) + 1) / s
        #expect(abs(width - 12.5) <= 1.5, "arrow width half-way \(width)")
    }

    /// `arrow: false` (a bar button, `permittedArrowDirections = []`): no arrow, 8 pt from the
    /// source; the layout JSON's popover says `"arrow": null`, the golden's record a null popover.
    @Test func withoutAnArrowThePopoverKeepsItsGap() throws {
        let (_, layout, _) = try C.render(Self.spec(arrow: false))
        #expect(layout.popoverArrow == nil)
        #expect(abs(layout.alert.maxY + 8 - Self.source.y) <= 0.5, "popover bottom \(layout.alert.maxY)")
        #expect(layout.jsonString().contains(#""popover": {"#))
        #expect(layout.jsonString(recording: true).contains(#""popover": null"#))
        let (_, arrowed, _) = try C.render(Self.spec())
        #expect(arrowed.jsonString(recording: true).contains(#""edge": "bottom""#))
    }
}
