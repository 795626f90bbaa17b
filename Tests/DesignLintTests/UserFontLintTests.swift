import AlertModel
import AlertRender
import DesignLint
import Foundation
import Testing

/// `missingGlyph` (lint and the render warning) counts a spec's `fonts` as covering.
@Suite struct UserFontLintTests {
    static let renderer = try! AlertRenderer()
    static let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/brand/design/fonts").path

    /// U+0514 CYRILLIC CAPITAL LETTER LHA: in Noto Serif, in none of the bundled faces.
    static func spec(fonts: Bool) throws -> ResolvedSpec {
        let list = fonts ? #""fonts": ["\#(Self.fonts)/NotoSerif-Regular.ttf"], "# : ""
        let style = fonts ? #""titleStyle": {"font": "Noto Serif"}, "# : ""
        let json = #"{"ios": 18, \#(list)"alert": {\#(style)"title": "Ԕ title", "actions": [{"title": "OK"}]}}"#
        return try AlertSpec.decode(Array(json.utf8), file: "t.json").resolved()
    }

    @Test func aCharacterOnlyTheUserFontHasIsNoMissingGlyph() throws {
        let lint = DesignLinter(renderer: Self.renderer)
        let without = try lint.findings(for: Self.spec(fonts: false), file: "t.json")
        #expect(without.contains { $0.rule == .missingGlyph && $0.element == "title" })
        let with = try lint.findings(for: Self.spec(fonts: true), file: "t.json")
        #expect(!with.contains { $0.rule == .missingGlyph }, "\(with.map(\.message))")
    }

    @Test func theRenderWarningCountsTheUserFontToo() throws {
        let without = try RenderWarnings.lines(for: Self.spec(fonts: false), file: "t.json", renderer: Self.renderer)
        #expect(without.contains { $0.contains("U+0514") })
        let with = try RenderWarnings.lines(for: Self.spec(fonts: true), file: "t.json", renderer: Self.renderer)
        #expect(with.isEmpty, "\(with)")
    }
}
