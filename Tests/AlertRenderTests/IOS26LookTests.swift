import AlertLayout
import AlertModel
import AlertRender
import Foundation
import Testing

/// The rules of iOS 26's look (docs/themes.md "iOS 26"), each checked against the same spec in the
/// iOS 18 look, where the rule does not hold: a test that passed on both would not test the look.
@Suite struct IOS26LookTests {
    /// `json` (an object's members, without braces) resolved in the look of `ios`.
    static func spec(_ members: String, ios: Int = 26) throws -> ResolvedSpec {
        try AlertSpec.decode(Array("{\"ios\": \(ios), \"device\": \"iphone-16-pro\", \(members)}".utf8)).resolved()
    }

    static let twoButtons = #""alert": {"title": "Confirm change", "message": "Choose one option.", "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Apply", "preferred": true}]}"#

    @Test func theCardIs320WideCentredInTheSafeAreaWithGlassAnd34PointCorners() throws {
        let spec = try Self.spec(Self.twoButtons)
        let layout = sharedRenderer.layout(spec)
        #expect(layout.alert.width == 320 && layout.alert.x == 41)
        // Centred in the 62/34 safe area of the 874 pt screen.
        let midY = layout.alert.y + layout.alert.height / 2
        let safeMid = 62 + (874 - 62 - 34) / 2.0
        #expect(abs(midY - safeMid) <= 0.5)
        #expect(spec.cornerRadius == 34 && spec.cornerStyle == .continuous)
        guard case .glass(let glass) = spec.surface else {
            Issue.record("surface \(spec.surface)")
            return
        }
        #expect(glass.tint == RGBA8(247, 247, 248, opacity: 0.82) && glass.chroma == 0.8)
        let classic = try Self.spec(Self.twoButtons, ios: 18)
        #expect(sharedRenderer.layout(classic).alert.width == 270)
        #expect(classic.cornerRadius == 14)
    }

    /// CODE 18 + lh / 8 + lh / 8 + 16 + 48 + 16 and the 26.1 view tree: SwiftUI's 152 pt card, its
    /// title label 22 pt and its message 49.67-50 pt below the card's top, capsules 140 x 48, 8 apart.
    @Test func titleMessageAndTwoCapsulesMakeThe152PointCard() throws {
        let layout = sharedRenderer.layout(try Self.spec(#""api": "swiftui", "# + Self.twoButtons))
        #expect(abs(layout.alert.height - 152.2) <= 0.67)
        #expect(abs(layout.title!.frame.y - layout.alert.y - 22) <= 0.67)
        #expect(abs(layout.message!.frame.y - layout.alert.y - 49.67) <= 0.67)
        let cancel = layout.actions[0].frame
        let apply = layout.actions[1].frame
        #expect(cancel.width == 140 && cancel.height == 48 && apply.width == 140)
        #expect(apply.x - cancel.maxX == 8 && cancel.x - layout.alert.x == 16)
        #expect(abs(layout.alert.maxY - cancel.maxY - 16) < 0.01)
        #expect(layout.hairlines.isEmpty)
        let classic = sharedRenderer.layout(try Self.spec(Self.twoButtons, ios: 18))
        #expect(classic.actions[0].frame.height == 44 && !classic.hairlines.isEmpty)
    }

    @Test func textIsCentredOnlyForOneLabelOfOneLine() throws {
        func alignments(_ alert: String, ios: Int = 26) throws -> [TextAlignment] {
            let layout = sharedRenderer.layout(try Self.spec(#""alert": {\#(alert), "actions": [{"title": "OK"}]}"#, ios: ios))
            return [layout.title?.style.alignment, layout.message?.style.alignment].compactMap { $0 }
        }
        #expect(try alignments(#""title": "Title only""#) == [.center])
        #expect(try alignments(#""message": "Message only""#) == [.center])
        #expect(try alignments(#""title": "Title", "message": "Message""#) == [.leading, .leading])
        let long = String(repeating: "A title long enough to wrap onto a second line ", count: 2)
        #expect(try alignments(#""title": "\#(long)""#) == [.leading])
        // The iOS 18 look centres all of them.
        #expect(try alignments(#""title": "Title", "message": "Message""#, ios: 18) == [.center, .center])
    }

    @Test func naturalAlignmentIsRightInRightToLeft() throws {
        let spec = try Self.spec(
            #""locale": "ar", "alert": {"title": "حذف الصورة؟", "message": "لا يمكن التراجع.", "actions": [{"title": "إلغاء", "style": "cancel"}, {"title": "حذف", "style": "destructive"}]}"#)
        let layout = sharedRenderer.layout(spec)
        #expect(layout.title?.style.alignment == .leading && layout.title?.style.direction == .rtl)
        // Leading is the right edge: the title's ink starts near the card's right side.
        let scene = sharedRenderer.scene(spec)
        let title = try #require(scene.texts.first { $0.element == "title" })
        #expect(title.style.alignment == .leading && title.style.direction == .rtl)
        // Cancel takes the leading slot of the row: the right one in RTL.
        #expect(layout.actions[0].frame.x > layout.actions[1].frame.x)
    }

    @Test func cancelLeadsARowAndEndsAStack() throws {
        let row = sharedRenderer.layout(
            try Self.spec(#""alert": {"title": "T", "actions": [{"title": "OK"}, {"title": "Cancel", "style": "cancel"}]}"#))
        #expect(row.actionAxis == .horizontal && row.actions[1].frame.x < row.actions[0].frame.x)
        let stack = sharedRenderer.layout(
            try Self.spec(
                #""alert": {"title": "T", "actions": [{"title": "Ok"}, {"title": "Cancel", "style": "cancel"}, {"title": "Remove", "style": "destructive", "enabled": false}]}"#
            ))
        #expect(stack.actionAxis == .vertical)
        #expect(stack.actions[1].frame.y > stack.actions[2].frame.y && stack.actions[2].frame.y > stack.actions[0].frame.y)
        #expect(stack.actions.allSatisfy { $0.frame.width == 288 && $0.frame.height == 48 })
        // A lone title in UIAlertController: 18 + lh (22.3) to its baseline, 8 + 16 to the first
        // capsule (64.3, as IMG-E's popover of UIKit measures its first row 62.3 with 6 for the 8), then
        // 3 x 48 + 2 x 8 + 16.
        #expect(abs(stack.actions[0].frame.y - stack.alert.y - 64.3) <= 0.67)
        #expect(abs(stack.alert.height - (64.3 + 144 + 16 + 16)) <= 0.67)
    }

    @Test func twoActionsStackWhenTheirTitlesDoNotFitSideBySide() throws {
        let layout = sharedRenderer.layout(
            try Self.spec(
                #""alert": {"title": "T", "actions": [{"title": "Keep the current subscription"}, {"title": "Cancel", "style": "cancel"}]}"#
            ))
        #expect(layout.actionAxis == .vertical)
    }

    @Test func onlyAnExplicitPreferredActionIsFilledInTheTint() throws {
        let spec = try Self.spec(Self.twoButtons)
        #expect(spec.emphasisedActionIndex == 1)
        let scene = sharedRenderer.scene(spec)
        let fills = Dictionary(
            scene.items.compactMap { item -> (String, RGBA8)? in
                if case .fill(let f) = item, f.element.hasPrefix("actions[") { (f.element, f.color) } else { nil }
            }, uniquingKeysWith: { a, _ in a })
        #expect(fills["actions[1]"] == RGBA8(0, 127, 243))  // the captures' blue (docs/themes.md)
        #expect(fills["actions[0]"] == RGBA8(118, 118, 128, opacity: 0.20))
        let texts = Dictionary(scene.texts.map { ($0.element, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(texts["actions[1]"]?.color == RGBA8(255, 255, 255) && texts["actions[1]"]?.style.weight == .semibold)
        #expect(texts["actions[0]"]?.color == RGBA8(0, 0, 0) && texts["actions[0]"]?.style.weight == .medium)
        // secondaryLabel as the glass blends it: its 60 % of black (MEASURED 90-100 over a 237 body).
        #expect(texts["message"]?.color == RGBA8(0, 0, 0, opacity: 0.6))
        // Without a preferred action Cancel is a plain capsule (iOS 18 made it the bold one).
        let plain = try Self.spec(#""alert": {"title": "T", "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "OK"}]}"#)
        #expect(plain.emphasisedActionIndex == nil)
        let classic = try Self.spec(#""alert": {"title": "T", "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "OK"}]}"#, ios: 18)
        #expect(classic.emphasisedActionIndex == 0)
    }

    @Test func destructiveIsRedTextAndDisabledIsTertiaryLabel() throws {
        let spec = try Self.spec(
            #""alert": {"title": "T", "actions": [{"title": "Delete", "style": "destructive", "preferred": true}, {"title": "Later", "enabled": false}]}"#)
        let scene = sharedRenderer.scene(spec)
        let texts = Dictionary(scene.texts.map { ($0.element, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(texts["actions[0]"]?.color == RGBA8(255, 56, 60))
        #expect(texts["actions[1]"]?.color == NamedColor.tertiaryLabel.resolved(.light))
        let destructiveFill = scene.items.contains { item in
            if case .fill(let f) = item { return f.element == "actions[0]" && f.color == RGBA8(0, 136, 255) }
            return false
        }
        #expect(!destructiveFill)
    }

    @Test func darkUsesTheDarkGlassDimmingAndColours() throws {
        let spec = try Self.spec(#""appearance": "dark", "alert": {"title": "T", "tint": "systemBlue", "actions": [{"title": "OK", "preferred": true}]}"#)
        guard case .glass(let glass) = spec.surface else {
            Issue.record("surface \(spec.surface)")
            return
        }
        #expect(glass.tint == RGBA8(17, 17, 17, opacity: 0.706) && glass.chroma == 0.8)
        #expect(spec.dimmingOpacity == 0.48)
        #expect(spec.tint == RGBA8(0, 145, 255))
        let classic = try Self.spec(#""appearance": "dark", "alert": {"title": "T", "tint": "systemBlue"}"#, ios: 18)
        #expect(classic.tint == RGBA8(0x0A, 0x84, 0xFF))
    }

    @Test func anActionSheetWithASourceIsAPopoverWithoutCancelOrDimming() throws {
        let members = #""alert": {"preferredStyle": "actionSheet", "title": "Choose action", "source": {"x": 200, "y": 874, "width": 1, "height": 1}, "actions": [{"title": "Continue"}, {"title": "Delete", "style": "destructive"}, {"title": "Cancel", "style": "cancel"}]}"#
        let spec = try Self.spec(members)
        #expect(spec.presentation == .popover && spec.dimmingOpacity == 0)
        let layout = sharedRenderer.layout(spec)
        #expect(layout.alert.width == 240)
        #expect(layout.actions[2].hidden && !layout.actions[0].hidden)
        #expect(layout.actions[0].frame.width == 208 && layout.actions[1].frame.y - layout.actions[0].frame.maxY == 8)
        // Above its source at the bottom, 16 pt inside the safe area (MEASURED IMG-F: 47-50 above the bottom).
        #expect(abs(874 - layout.alert.maxY - 50) <= 0.67)
        #expect(abs(layout.alert.x + layout.alert.width / 2 - 200.5) <= 0.67)
        // Title alone: 6 + 16 from its baseline to the first row (MEASURED 22).
        let json = layout.jsonString()
        #expect(json.contains(#""presentation": "popover""#) && json.contains(#""frame": null"#))
        #expect(layout.hitTest(x: 20, y: 100).dismisses)
        let classic = try Self.spec(members, ios: 18)
        #expect(classic.presentation == .sheet)
    }

    @Test func anActionSheetWithoutASourceIsTheAlertCardWithCancelLast() throws {
        let spec = try Self.spec(
            #""alert": {"preferredStyle": "actionSheet", "title": "T", "actions": [{"title": "Ok"}, {"title": "Cancel", "style": "cancel"}, {"title": "Remove", "style": "destructive"}]}"#)
        #expect(spec.presentation == .alert && spec.dimmingOpacity == 0.20)
        let layout = sharedRenderer.layout(spec)
        #expect(layout.alert.width == 320 && layout.actions.allSatisfy { !$0.hidden })
        #expect(layout.actions[1].frame.y > layout.actions[2].frame.y)
        #expect(layout.jsonString().contains(#""preferredStyle": "actionSheet""#))
    }

    @Test func anIPadActionSheetIsA288PointPopover() throws {
        let spec = try AlertSpec.decode(
            Array(
                #"{"ios": 26, "device": "ipad-10", "alert": {"preferredStyle": "actionSheet", "source": {"x": 400, "y": 300, "width": 40, "height": 40}, "actions": [{"title": "Share"}, {"title": "Cancel", "style": "cancel"}]}}"#
                    .utf8)
        ).resolved()
        let layout = sharedRenderer.layout(spec)
        #expect(spec.presentation == .popover && layout.alert.width == 288 && layout.actions[1].hidden)
        #expect(layout.alert.y >= 340)  // below the source, whose bottom is at 340
    }

    @Test func accessibilitySizesScaleTheTextTheMarginsAndTheCapsules() throws {
        let large = sharedRenderer.layout(try Self.spec(Self.twoButtons))
        let ax3 = try Self.spec(#""contentSize": "AX3", "# + Self.twoButtons)
        let layout = sharedRenderer.layout(ax3)
        #expect(ax3.theme.width == 360)  // chosen (docs/themes.md)
        #expect(ax3.theme.messageStyle.size == 36)  // Subheadline at AX3
        #expect(layout.title!.frame.y - layout.alert.y > large.title!.frame.y - large.alert.y)
        #expect(layout.actions.allSatisfy { $0.frame.height > 48 })
    }

    @Test func variantsOverIOSNameTheirGoldens() throws {
        let spec = try AlertSpec.decode(Array(#"{"name": "d", "variants": {"ios": [18, 26]}, "alert": {"title": "T"}}"#.utf8))
        let all = try spec.resolvedVariants()
        #expect(all.map(\.fileStem) == ["d.ios=18", "d.ios=26"])
        #expect(all.map(\.theme.width) == [270, 320])
    }

    @Test func anyOtherIOSValueIsRefusedNamingTheKey() {
        for bad in ["17", "\"26\"", "26.5", "true"] {
            #expect(throws: SpecError.self) { try AlertSpec.decode(Array("{\"ios\": \(bad)}".utf8), file: "b.json") }
            do {
                _ = try AlertSpec.decode(Array("{\"ios\": \(bad)}".utf8), file: "b.json")
            } catch {
                #expect(error.description.hasPrefix("b.json: ios: "), "\(error)")
            }
        }
        var o = SpecOverrides()
        #expect(throws: SpecError.self) { try o.set("ios", to: "19") }
        #expect(throws: SpecError.self) { try VariantSet(parsing: ["ios=18,20"]) }
    }

    @Test func theDefaultIsIOS26AndTheConfigsIOSAppliesWhereTheSpecSetsNone() throws {
        let bare = try AlertSpec.decode(Array(#"{"alert": {"title": "T"}}"#.utf8)).resolved()
        #expect(bare.ios == .ios26 && bare.theme.glass != nil)
        var o = SpecOverrides()
        o.defaultIOS = .ios18
        #expect(try AlertSpec.decode(Array(#"{"alert": {"title": "T"}}"#.utf8)).resolved(o).ios == .ios18)
        #expect(try AlertSpec.decode(Array(#"{"ios": 26, "alert": {"title": "T"}}"#.utf8)).resolved(o).ios == .ios26)
        o.ios = .ios18
        #expect(try AlertSpec.decode(Array(#"{"ios": 26, "alert": {"title": "T"}}"#.utf8)).resolved(o).ios == .ios18)
    }

    /// A soft rim (243 over a 237 body, MEASURED; not a crisp 251 line with a dark one outside) and
    /// the newer captures' soft shadow: ~18 levels just outside the card, gone ~48 pt away.
    @Test func theGlassDrawsASoftRimAndASoftShadow() throws {
        let spec = try Self.spec(##""presenting": {"color": "#F2F2F7"}, "## + Self.twoButtons)
        let canvas = try sharedRenderer.render(spec)
        let layout = sharedRenderer.layout(spec)
        let y = Int(((layout.alert.y + layout.alert.height / 2) * 3).rounded())
        let left = Int((layout.alert.x * 3).rounded())
        func luma(_ x: Int) -> Int {
            let p = canvas.pixel(x: x, y: y)
            return (Int(p.r) + Int(p.g) + Int(p.b)) / 3
        }
        let body = luma(left + 12)
        #expect((body + 3...body + 10).contains(luma(left)), "rim \(luma(left)) body \(body)")
        let bottom = Int((layout.alert.maxY * 3).rounded())
        let x = Int((layout.alert.x + 70) * 3)
        func below(_ pt: Double) -> Int {
            let p = canvas.pixel(x: x, y: bottom + Int(pt * 3))
            return (Int(p.r) + Int(p.g) + Int(p.b)) / 3
        }
        let far = below(80)
        #expect((14...22).contains(far - below(0.34)), "shadow at the edge \(far - below(0.34))")
        #expect(far - below(48) <= 2, "shadow 48 pt below \(far - below(48))")
        // The body: 0.18 of the dimmed backdrop's luminance under a near-white (242 x 0.8 = 194 -> 236...239 measured).
        #expect((234...241).contains(body), "\(body)")
    }
}
