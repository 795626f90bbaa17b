import AlertModel
import AlertRender
import Testing

/// `sheet` varies each spec as `check` does: its alertsnap.json's variants under its own,
/// `--vary` over both, key by key.
@Suite struct ContactSheetProjectTests {
    static func spec(_ title: String, variants: String = "") throws -> AlertSpec {
        let json = "{\"ios\": 18, \"name\": \"\(title)\", \"alert\": {\"title\": \"\(title)\"}\(variants)}"
        return try AlertSpec.decode(Array(json.utf8), file: "\(title).json")
    }

    @Test func theProjectsVariantsLieUnderTheSpecsAndVaryWins() throws {
        let project = try VariantSet(parsing: ["locale=en,de", "appearance=light,dark"])
        let spec = try Self.spec("delete", variants: #", "variants": {"appearance": ["dark"]}"#)
        // The config's locales, the spec's own appearance over the config's.
        let cells = try ContactSheet.cells(specs: [spec], variations: [], projects: [(project, SpecOverrides())])
        #expect(cells.map(\.label) == ["appearance=dark  locale=en", "appearance=dark  locale=de"])
        // --vary locale=ar wins over the config's locales.
        let varied = try ContactSheet.cells(
            specs: [spec], variations: [ContactSheet.Variation(parsing: "locale=ar")], projects: [(project, SpecOverrides())])
        #expect(varied.map(\.label) == ["locale=ar  appearance=dark"])
        #expect(varied.allSatisfy { $0.spec.locale == "ar" })
        // Without a project: the spec as written.
        #expect(try ContactSheet.cells(specs: [spec], variations: []).count == 1)
    }
}
