import AlertLayout
import AlertModel
import AlertRender
import Foundation
import Raster
import Testing

/// `api`: UIAlertController's card against SwiftUI's `.alert`, measured on the pixels as the real
/// captures were (IOS26.md "Version 5"): three 2026 UIAlertController captures give a two-action
/// card 156 pt tall (title ink top 27.5, message ink top 57.1, first capsule 91.9 from the card's
/// top); SwiftUI's renders the 152 pt card (the code with SF's own line heights: 25.5, 53.5, 88.2).
@Suite struct IOS26APICalibrationTests {
    typealias C = IOS26CalibrationTests

    /// IMG-D's dialog ("Confirm change" / "Choose one option.", Cancel | Apply) through `api`.
    static func imgD(_ api: String) throws -> (ResolvedSpec, AlertGeometry, Canvas) {
        try C.render(
            #"""
            {"ios": 26, "api": "\#(api)", "device": "iphone-16-pro", "presenting": {"color": "#E9F0E9"},
             "alert": {"title": "Confirm change", "message": "Choose one option.",
                       "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Apply", "preferred": true}]}}
            """#)
    }

    /// The first row, from `from` down, where the text's ink reaches half of its full darkness
    /// against the body (`body`): the ink's top edge to a sub-pixel, in device pixels.
    static func inkTop(_ c: Canvas, columns: ClosedRange<Int>, from: Int, body: Double) -> Double {
        let darkness = { (y: Int) -> Double in columns.map { body - C.luma(c, $0, y) }.max() ?? 0 }
        var y = from
        while darkness(y) < 12 { y += 1 }
        let full = (y..<(y + 6)).map(darkness).max() ?? 0
        let half = full / 2
        var top = y - 1
        while darkness(top + 1) < half { top += 1 }
        let a = darkness(top)
        let b = darkness(top + 1)
        return Double(top) + 0.5 + (half - a) / max(1e-9, b - a)
    }

    /// Title ink top, message ink top, first capsule top and card height, in points from the card's top.
    static func measure(_ api: String) throws -> (title: Double, message: Double, capsule: Double, height: Double) {
        let (spec, layout, canvas) = try imgD(api)
        let s = spec.scale
        let card = layout.alert
        let body = C.luma(canvas, Int((card.x + 300) * s), Int((card.y + 12) * s))
        let columns = Int((card.x + 28) * s)...Int((card.x + 292) * s)
        let title = inkTop(canvas, columns: columns, from: Int((card.y + 14) * s), body: body) / s - card.y
        // From the message label's top, below the title's descenders.
        let message = inkTop(canvas, columns: columns, from: Int((layout.message!.frame.y + 0.5) * s), body: body) / s - card.y
        let cancel = layout.actions[0].frame
        let column = Int(((cancel.x + cancel.width / 2) * s).rounded())
        let capsule =
            C.edge(canvas, along: nil, column: column, from: Int((cancel.y - 6) * s), to: Int((cancel.y + 10) * s)) / s
            - card.y
        // The card's top and bottom edges on its middle column: between the two capsules, clear of the corners.
        let side = Int((card.x + card.width / 2) * s)
        let top = C.edge(canvas, along: nil, column: side, from: Int((card.y - 6) * s), to: Int((card.y + 12) * s)) / s
        let bottom =
            C.edge(canvas, along: nil, column: side, from: Int((card.maxY + 6) * s), to: Int((card.maxY - 12) * s)) / s
        return (title, message, capsule, bottom - top)
    }

    @Test func uikitCardIs156AsTheUIAlertControllerCaptures() throws {
        let m = try Self.measure("uikit")
        #expect(abs(m.height - 156) <= 0.67, "card \(m.height)")
        #expect(abs(m.title - 27.5) <= 0.67, "title ink top \(m.title)")
        #expect(abs(m.message - 57.1) <= 0.67, "message ink top \(m.message)")
        #expect(abs(m.capsule - 91.9) <= 0.67, "first capsule \(m.capsule)")
    }

    @Test func swiftuiCardIs152AsTheSwiftUIRenders() throws {
        let m = try Self.measure("swiftui")
        #expect(abs(m.height - 152) <= 0.67, "card \(m.height)")
        #expect(abs(m.title - 25.5) <= 0.67, "title ink top \(m.title)")
        #expect(abs(m.message - 53.5) <= 0.67, "message ink top \(m.message)")
        #expect(abs(m.capsule - 88.2) <= 0.67, "first capsule \(m.capsule)")
    }

    /// A spec that names no `api` is UIAlertController's; `alertsnap.json`'s `api` is the default of
    /// specs that name none; iOS 18 and Android keep no `api`.
    @Test func defaultsAndWhereTheKeyApplies() throws {
        let plain = try AlertSpec.decode(Array(#"{"alert": {"title": "T"}}"#.utf8)).resolved()
        #expect(plain.api == .uikit)
        var o = SpecOverrides()
        o.defaultAPI = .swiftui
        #expect(try AlertSpec.decode(Array(#"{"alert": {"title": "T"}}"#.utf8)).resolved(o).api == .swiftui)
        let own = try AlertSpec.decode(Array(#"{"api": "uikit", "alert": {"title": "T"}}"#.utf8)).resolved(o)
        #expect(own.api == .uikit)
        #expect(try AlertSpec.decode(Array(#"{"ios": 18, "alert": {"title": "T"}}"#.utf8)).resolved().api == nil)
        #expect(throws: SpecError.self) {
            try AlertSpec.decode(Array(#"{"api": "appkit", "alert": {"title": "T"}}"#.utf8)).resolved()
        }
    }
}
