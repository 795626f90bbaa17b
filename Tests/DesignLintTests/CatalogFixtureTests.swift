import AlertLayout
import AlertModel
import AlertRender
import DesignLint
import Foundation
import Testing

/// What the catalog fixture's 28 goldens were looked at for, as assertions on every variant:
/// right-to-left locales put Cancel on the right, every script draws without boxes, AX3 widens
/// the alert and wraps its texts.
@Suite struct CatalogFixtureTests {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/catalog-delete-photos.json").path

    @Test func everyVariantMirrorsWidensAndDrawsItsScript() throws {
        let renderer = try AlertRenderer()
        let variants = try AlertSpec.load(path: Self.path).resolvedVariants()
        #expect(variants.count == 28)
        var stacked: Set<String> = []
        var lines: [String: Int] = [:]
        for spec in variants {
            let name = spec.fileStem
            let locale = try #require(spec.locale)
            let layout = renderer.layout(spec)
            let rtl = ["ar", "he"].contains(locale)
            #expect(spec.layoutDirection == (rtl ? .rtl : .ltr), "\(name)")
            // Cancel is the first action in the spec; in a row it is leading: left, or right in RTL.
            let cancel = try #require(layout.actions.first { $0.style == .cancel })
            let delete = try #require(layout.actions.first { $0.style == .destructive })
            if layout.actionAxis == .horizontal {
                #expect(rtl ? cancel.frame.x > delete.frame.x : cancel.frame.x < delete.frame.x, "\(name)")
            } else {
                // Stacked: Cancel last, whatever the direction.
                #expect(cancel.frame.y > delete.frame.y, "\(name)")
                stacked.insert("\(spec.contentSize.rawValue) \(locale)")
            }
            // AX3 widens the system alert to 310 pt (270 at large) and wraps the message onto more lines.
            let ax3 = spec.contentSize == .AX3
            #expect(layout.alert.width == (ax3 ? 310 : 270), "\(name)")
            lines[name] = try #require(layout.message?.lines)
            // No character of any locale's text is left to a box (no missing-glyph warning).
            let warnings = try RenderWarnings.lines(for: spec, file: name, renderer: renderer)
            #expect(warnings.isEmpty, "\(name): \(warnings)")
        }
        for (name, n) in lines where name.contains("contentSize=AX3") {
            let large = try #require(lines[name.replacingOccurrences(of: "contentSize=AX3", with: "contentSize=large")])
            #expect(n > large, "\(name): \(n) message lines, \(large) at large")
        }
        // The actions stack only where an action title does not fit half the row at AX3 (Abbrechen,
        // キャンセル, the padded pseudo-locale Cancel); everywhere else they stay side by side.
        #expect(stacked == ["AX3 de", "AX3 ja", "AX3 en-XA"], "\(stacked.sorted())")
    }
}
