import Testing

@testable import AlertModel

/// What UIKit refuses in an action sheet is exit 2 here, one line naming the key path.
@Suite struct SheetRulesTests {
    func error(_ json: String, device: String? = nil) -> String? {
        do {
            _ = try AlertSpec.decode(Array(json.utf8), file: "s.json").resolved(SpecOverrides(device: device))
            return nil
        } catch {
            return error.description
        }
    }

    @Test func textFieldsAreRefused() {
        #expect(
            error(#"{"ios": 18, "alert": {"preferredStyle": "actionSheet", "textFields": [{}]}}"#)
                == "s.json: alert.textFields: an action sheet cannot have text fields (UIKit raises)")
    }

    @Test func anIPadSheetNeedsASource() {
        let message = "s.json: alert.source: an action sheet on iPad needs a source rect"
        #expect(error(#"{"ios": 18, "device": "ipad-10", "alert": {"preferredStyle": "actionSheet"}}"#) == message)
        // Also when --device moves a phone spec onto an iPad.
        let phone = #"{"ios": 18, "alert": {"preferredStyle": "actionSheet", "actions": [{"title": "A"}]}}"#
        #expect(error(phone) == nil)
        #expect(
            error(phone, device: "ipad-pro-12.9")?.hasSuffix(
                "alert.source: an action sheet on iPad needs a source rect") == true)
        #expect(
            error(#"{"ios": 18, "device": "ipad-10", "alert": {"preferredStyle": "actionSheet", "source": {"x": 1, "y": 2}}}"#)
                == nil)
    }

    @Test func badSourcesAndStylesNameTheirKey() {
        #expect(
            error(#"{"ios": 18, "alert": {"preferredStyle": "sheet"}}"#)?.contains("alert.preferredStyle: unknown value") == true)
        #expect(error(#"{"ios": 18, "alert": {"source": {"y": 2}}}"#) == "s.json: alert.source.x: is required")
        #expect(error(#"{"ios": 18, "alert": {"source": {"x": 1, "y": 2, "width": -3}}}"#)?.contains("alert.source.width") == true)
    }

    @Test func theSwiftAPIMeetsTheSameRules() throws {
        var sheet = AlertSpec(title: "Photo", message: nil, preferredStyle: .actionSheet, ios: .ios18)
        sheet.addAction(AlertAction(title: "Delete", style: .destructive))
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        let resolved = try sheet.resolved()
        #expect(resolved.preferredStyle == .actionSheet && resolved.sheetPresentation == .bottomSheet)
        sheet.addAction(AlertAction(title: "Also cancel", style: .cancel))
        #expect(throws: SpecError.self) { try sheet.resolved() }
        var field = AlertSpec(title: nil, message: nil, preferredStyle: .actionSheet)
        field.addTextField()
        #expect(throws: SpecError.self) { try field.resolved() }
        var pad = AlertSpec(title: nil, message: nil, preferredStyle: .actionSheet, device: "ipad-10", ios: .ios18)
        #expect(throws: SpecError.self) { try pad.resolved() }
        pad.sourceRect = SourceRect(x: 100, y: 100, width: 10, height: 10)
        let popover = try pad.resolved()
        #expect(popover.sheetPresentation == .popover && popover.dimmingOpacity == 0)
    }

    @Test func sheetDefaultsComeFromTheSheetTheme() throws {
        let light = try AlertSpec.decode(Array(#"{"ios": 18, "alert": {"preferredStyle": "actionSheet"}}"#.utf8)).resolved()
        #expect(light.surface == .material(blur: 30, tint: RGBA8(252, 252, 252, opacity: 0.78)))
        #expect(light.cornerRadius == 13 && light.dimmingOpacity == 0.2)
        let plain = try AlertSpec.decode(
            Array(#"{"ios": 18, "theme": "plain", "appearance": "dark", "alert": {"preferredStyle": "actionSheet"}}"#.utf8)
        ).resolved()
        #expect(plain.surface == .color(RGBA8(0x1C, 0x1C, 0x1E)) && plain.shadow == nil && plain.cornerRadius == 10)
    }
}
