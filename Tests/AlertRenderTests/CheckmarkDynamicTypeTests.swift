import AlertLayout
import AlertModel
import AlertRender
import Foundation
import Raster
import Testing

/// Checkmarks and action images grow with Dynamic Type as the row's Body text does (UIKit's symbol
/// images take the label's text style), in both looks: measured as ink on the pixels.
@Suite struct CheckmarkDynamicTypeTests {
    /// The height, in points, of the tint-coloured ink in the trailing quarter of the first action's
    /// row: the checkmark (a short centred title stays clear of it).
    static func checkmarkInk(ios: Int, contentSize: String) throws -> Double {
        let json = #"""
            {"ios": \#(ios), "device": "iphone-16-pro", "contentSize": "\#(contentSize)", "presenting": {"color": "#FFFFFF"},
             "alert": {"title": "T", "actions": [{"title": "A", "checked": true}]}}
            """#
        let (spec, layout, canvas) = try IOS26CalibrationTests.render(json)
        let s = spec.scale
        let row = layout.actions[0].frame
        var rows: [Int] = []
        for y in Int(row.y * s)..<Int(row.maxY * s) {
            let hit = (Int((row.maxX - row.width / 4) * s)..<Int(row.maxX * s)).contains { x in
                let p = canvas.pixel(x: x, y: y)
                return Int(p.b) - Int(p.r) > 120
            }
            if hit { rows.append(y) }
        }
        guard let first = rows.first, let last = rows.last else { return 0 }
        return Double(last - first + 1) / s
    }

    @Test(arguments: [18, 26])
    func aCheckmarkAtAX3IsAtLeast1Point6TimesItsSizeAtLarge(ios: Int) throws {
        let large = try Self.checkmarkInk(ios: ios, contentSize: "large")
        let ax3 = try Self.checkmarkInk(ios: ios, contentSize: "AX3")
        #expect(large > 5, "checkmark at large \(large)")
        #expect(ax3 >= 1.6 * large, "AX3 \(ax3) against large \(large)")
    }
}
