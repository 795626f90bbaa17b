import AlertModel
import AlertRender
import DesignLint
import Foundation
import Testing

/// `missingTranslation`: a catalog text shown in the source language is an error, named by element.
@Suite struct MissingTranslationLintTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures").path

    func findings(locale: String) throws -> [LintFinding] {
        let json = """
            {"ios": 18, "locale": "\(locale)", "strings": "strings/Photos.xcstrings",
             "alert": {"title": {"key": "photos.delete.title", "args": [2]}, "tint": "#0040DD",
                       "actions": [{"title": {"key": "common.cancel"}, "style": "cancel"}, {"title": {"key": "photos.keep"}}]}}
            """
        var spec = try AlertSpec.decode(Array(json.utf8), file: Self.fixtures + "/t.json")
        spec.sourcePath = Self.fixtures + "/t.json"
        return try DesignLintTests.lint.findings(for: spec.resolved(), file: "t.json", variant: "locale=\(locale)")
    }

    @Test func aKeyWithoutAValueForTheLocaleIsReported() throws {
        let ja = try findings(locale: "ja").filter { $0.rule == .missingTranslation }
        #expect(ja.count == 1)
        let f = try #require(ja.first)
        #expect(f.element == "actions[1]" && f.severity == .error && f.variant == "locale=ja")
        #expect(f.message == "key \"photos.keep\" has no ja value in the catalog; shown in en")
        #expect(f.frame != nil && f.frame!.width > 0)
        // German has it; the pseudo-locale shows the source text on purpose.
        #expect(try findings(locale: "de").allSatisfy { $0.rule != .missingTranslation })
        #expect(try findings(locale: "en-XA").allSatisfy { $0.rule != .missingTranslation })
    }
}
