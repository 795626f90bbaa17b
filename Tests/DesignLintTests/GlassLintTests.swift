import AlertLayout
import AlertModel
import AlertRender
import Raster
import Testing

@testable import DesignLint

/// The design lint on iOS 26's look: 48 pt capsules, text measured on the glass and on the
/// preferred action's tint fill, and the popover's hidden Cancel.
@Suite struct GlassLintTests {
    static let renderer = try! AlertRenderer()
    static let lint = DesignLinter(renderer: renderer)

    func resolve(_ json: String) throws -> ResolvedSpec {
        try AlertSpec.decode(Array(json.utf8), file: "t.json").resolved()
    }

    func rules(_ f: [LintFinding]) -> [String] { f.map { "\($0.rule.rawValue) \($0.element)" } }

    /// The first "(r,g,b" colour after `marker` in a contrast message ("text #FFFFFFFF on #0088FFFF").
    func hex(after marker: String, in message: String) -> String? {
        guard let r = message.range(of: marker) else { return nil }
        return String(message[r.upperBound...].prefix(9))
    }

    static let alert = """
        {"ios": 26, "presenting": {"color": "#F2F2F7"},
         "alert": {"title": "Save changes?", "message": "Your edits will be lost if you leave now.",
                   "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Save", "preferred": true}]}}
        """

    @Test func fortyEightPointCapsulesAreBigEnoughAndASmallCustomButtonIsNot() throws {
        for json in [
            Self.alert,
            // Three actions stack as 288 x 48 capsules.
            Self.alert.replacingOccurrences(
                of: #"{"title": "Save", "preferred": true}"#,
                with: #"{"title": "Save"}, {"title": "Discard", "style": "destructive"}"#),
        ] {
            let spec = try resolve(json)
            let layout = Self.renderer.layout(spec)
            #expect(!layout.actions.isEmpty && layout.actions.allSatisfy { $0.frame.height == 48 })
            let f = try Self.lint.findings(for: spec, file: "t.json")
            #expect(!f.contains { $0.rule == .tapTarget }, "\(rules(f))")
        }
        // A design that makes the capsules 40 pt tall is under 44 pt: a finding per action.
        let small = try resolve(
            Self.alert.replacingOccurrences(of: #""actions":"#, with: #""actionStyle": {"height": 40}, "actions":"#))
        #expect(Self.renderer.layout(small).actions.allSatisfy { $0.frame.height == 40 })
        let f = try Self.lint.findings(for: small, file: "t.json")
        #expect(f.filter { $0.rule == .tapTarget }.map(\.element) == ["actions[0]", "actions[1]"], "\(rules(f))")
    }

    @Test func thePreferredActionIsMeasuredWhiteOnItsTintFill() throws {
        let spec = try resolve(Self.alert)
        // The look's default tint in light: the captures' blue (docs/themes.md "Colours as measured").
        let blue = RGBA8(0, 127, 243)
        // Only the preferred action is filled: the lint must find its white title on that blue,
        // which WCAG rates below 4.5:1 for 17 pt semibold (a warning: UIKit's own colours).
        let f = try Self.lint.findings(for: spec, file: "t.json")
        let preferred = try #require(spec.actions.firstIndex { $0.preferred })
        let layoutIndex = "actions[\(preferred)]"
        let c = try #require(f.first { $0.rule == .contrast && $0.element == layoutIndex }, "\(rules(f))")
        #expect(hex(after: "text ", in: c.message) == "#FFFFFFFF", "\(c.message)")
        let behind = try #require(hex(after: " on ", in: c.message))
        #expect(behind == "#" + hexRGB(blue) + "FF", "\(c.message)")
        let expected = Contrast.ratio(
            Contrast.luminance(r: 255, g: 255, b: 255), Contrast.luminance(r: blue.r, g: blue.g, b: blue.b))
        #expect(c.message.hasPrefix("contrast \(DesignLinter.ratioText(expected)):1"), "\(c.message)")
        #expect(c.severity == .info)
        // The Cancel capsule's label text on its grey fill passes.
        #expect(!f.contains { $0.rule == .contrast && $0.element == "actions[0]" }, "\(rules(f))")
    }

    @Test func theMessageAsTheGlassBlendsItPasses() throws {
        let spec = try resolve(Self.alert)
        let f = try Self.lint.findings(for: spec, file: "t.json")
        // secondaryLabel as the light glass blends it (black at 60 %: 90-100 over the 236-239 body,
        // MEASURED) is about 5.5:1, over the 4.5 that 15 pt text needs; plain secondaryLabel (60,60,67
        // at 60 %, 131 over the body) would be 3.2:1 and warn.
        #expect(spec.theme.colors.message.resolved(.light, .ios26) == RGBA8(0, 0, 0, opacity: 0.6))
        #expect(!f.contains { $0.rule == .contrast && $0.element == "message" }, "\(rules(f))")
        // The title (label, black) on the same glass passes.
        #expect(!f.contains { $0.rule == .contrast && $0.element == "title" }, "\(rules(f))")
    }

    @Test func thePopoversHiddenCancelHasNoFindings() throws {
        // A Cancel that would trip every text rule were it drawn: too long for its capsule, a
        // character no font covers, a colour too pale for the glass.
        let json = """
            {"ios": 26, "presenting": {"color": "#F2F2F7"},
             "alert": {"preferredStyle": "actionSheet", "title": "Photo",
                       "source": {"x": 300, "y": 120, "width": 44, "height": 44},
                       "actions": [{"title": "Share"}, {"title": "Delete", "style": "destructive"},
                                   {"title": "Cancel \\u0378 and a very long explanation that no capsule can hold", "style": "cancel",
                                    "titleColor": "#F4F4F4"}]}}
            """
        let spec = try resolve(json)
        #expect(spec.anchoredPopover != nil)
        let layout = Self.renderer.layout(spec)
        let hidden = try #require(layout.actions.firstIndex { $0.hidden })
        #expect(layout.actions[hidden].style == .cancel)
        let f = try Self.lint.findings(for: spec, file: "t.json")
        #expect(!f.contains { $0.element.hasPrefix("actions[\(hidden)]") }, "\(rules(f))")
        // The same Cancel shown (no source: the sheet becomes the alert card) is found.
        let shown = try resolve(
            json.replacingOccurrences(of: #""source": {"x": 300, "y": 120, "width": 44, "height": 44},"#, with: ""))
        let g = try Self.lint.findings(for: shown, file: "t.json")
        #expect(g.contains { $0.element == "actions[2]" }, "\(rules(g))")
    }

    private func hexRGB(_ c: RGBA8) -> String { hexByte(c.r) + hexByte(c.g) + hexByte(c.b) }
    private func hexByte(_ v: UInt8) -> String {
        let s = String(v, radix: 16, uppercase: true)
        return s.count == 1 ? "0" + s : s
    }
}
