import AlertModel
import AlertRender
import Testing

/// What each contact-sheet cell says under its render.
@Suite struct ContactSheetLabelTests {
    static func spec(_ title: String, variants: String = "") throws -> AlertSpec {
        let json = "{\"ios\": 18, \"name\": \"\(title)\", \"alert\": {\"title\": \"\(title)\"}\(variants)}"
        return try AlertSpec.decode(Array(json.utf8), file: "\(title).json")
    }

    @Test func aSheetOfOneSpecSaysOnlyWhatVaries() throws {
        let spec = try Self.spec("delete", variants: #", "variants": {"locale": ["en", "ar"]}"#)
        let cells = try ContactSheet.cells(
            specs: [spec], variations: [ContactSheet.Variation(parsing: "appearance=light,dark")])
        #expect(
            cells.map(\.label) == [
                "appearance=light  locale=en", "appearance=light  locale=ar", "appearance=dark  locale=en",
                "appearance=dark  locale=ar",
            ])
        // Nothing varies: the name.
        #expect(try ContactSheet.cells(specs: [Self.spec("plain")], variations: []).map(\.label) == ["plain"])
    }

    @Test func aSheetOfSeveralSpecsNamesEachCellsSpec() throws {
        let cells = try ContactSheet.cells(
            specs: [Self.spec("save"), Self.spec("delete")],
            variations: [ContactSheet.Variation(parsing: "appearance=dark")])
        #expect(cells.map(\.label) == ["save  appearance=dark", "delete  appearance=dark"])
    }
}
