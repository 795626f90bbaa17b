import AlertLayout
import AlertModel
import AlertRender
import Foundation
import Raster
import Testing

/// The real dark iOS 26 alert with a text field (`alertadvance-alert-textfield-2btn-cancel-preferreddisabled-dark.png`,
/// a SwiftUI `.alert` over a black app, 1.502 px/pt; IOS26.md "Version 5"): its field is a 290 x 48 pt
/// capsule 15 pt in from the card's sides, 20 pt below the message's baseline and 19.9 above the
/// buttons. Measured on the pixels as the capture was: edges where the luminance crosses halfway.
@Suite struct IOS26TextFieldCalibrationTests {
    typealias C = IOS26CalibrationTests

    static let dark = #"""
        {"ios": 26, "api": "swiftui", "device": "iphone-16-pro-max", "appearance": "dark", "presenting": {"color": "#000000"},
         "alert": {"title": "SwiftUI", "message": "Demo Alert Advance", "textFields": [{"placeholder": "Field"}],
                   "actions": [{"title": "Close", "style": "cancel"}, {"title": "Done", "preferred": true, "enabled": false}]}}
        """#

    @Test func theFieldIsA290By48CapsuleAsTheDarkReference() throws {
        let (spec, layout, canvas) = try C.render(Self.dark)
        let s = spec.scale
        let card = layout.alert
        let field = try #require(layout.textFields.first)
        // Across the field's middle row, and down its column clear of the placeholder.
        let row = Int(((field.y + field.height / 2) * s).rounded())
        let left = C.edge(canvas, along: row, column: nil, from: Int((field.x - 6) * s), to: Int((field.x + 8) * s)) / s
        let right = C.edge(canvas, along: row, column: nil, from: Int((field.maxX + 6) * s), to: Int((field.maxX - 8) * s)) / s
        let column = Int((card.x + card.width / 2 + 60) * s)
        let top = C.edge(canvas, along: nil, column: column, from: Int((field.y - 6) * s), to: Int((field.y + 8) * s)) / s
        let bottom = C.edge(canvas, along: nil, column: column, from: Int((field.maxY + 6) * s), to: Int((field.maxY - 8) * s)) / s
        #expect(abs(right - left - 290) <= 0.67, "field width \(right - left)")
        #expect(abs(bottom - top - 48) <= 0.67, "field height \(bottom - top)")
        #expect(abs(left - card.x - 15) <= 0.67, "field inset \(left - card.x)")
        // MEASURED: title baseline 38.5, message 25.3 below it, the field 20.0 below that.
        #expect(abs(top - card.y - (38.5 + 25.3 + 20)) <= 0.67, "field top \(top - card.y)")
        let close = layout.actions[0].frame
        let buttonTop =
            C.edge(canvas, along: nil, column: Int((close.x + close.width / 2) * s), from: Int((close.y - 6) * s), to: Int((close.y + 8) * s)) / s
        #expect(abs(buttonTop - bottom - 19.9) <= 0.67, "field -> buttons \(buttonTop - bottom)")
        // MEASURED card 215.7 pt tall with the one field.
        #expect(abs(card.height - 215.7) <= 0.67, "card \(card.height)")
    }

    /// Several fields share one capsule-ended box with rules between them (UIKit rounds only the
    /// first field's top and the last one's bottom corners): 48 pt a field.
    @Test func twoFieldsShareOneBox() throws {
        let json = Self.dark.replacingOccurrences(
            of: #"[{"placeholder": "Field"}]"#, with: #"[{"placeholder": "Name"}, {"placeholder": "Password", "secure": true}]"#)
        let (_, layout, _) = try C.render(json)
        #expect(layout.textFields.count == 2)
        #expect(abs(layout.textFields[1].y - layout.textFields[0].maxY) < 1e-9 && layout.textFields.allSatisfy { $0.height == 48 })
    }
}
