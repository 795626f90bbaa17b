import FontFaces
import Foundation
import Localization
import Testing

@testable import AlertModel

/// Resolution in two parts: a validator that reads no file (decoding calls it) and a resolver
/// that reads catalogs and fonts through an injected loader.
@Suite struct SpecResolutionTests {
    /// The paths a loader was asked for.
    final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private var paths: [String] = []
        func add(_ path: String) { lock.withLock { paths.append(path) } }
        var all: [String] { lock.withLock { paths } }
    }

    /// A loader serving `catalog` and `faces` from memory and recording every path asked for.
    static func loader(_ calls: Calls, catalog: StringCatalog? = nil, faces: [OpenTypeNames.Face] = [])
        -> SpecResourceLoader
    {
        SpecResourceLoader(
            catalog: { path throws(SpecError) in
                calls.add(path)
                guard let catalog else { throw SpecError(file: path, path: "", message: "not served") }
                return catalog
            },
            fontFaces: { path throws(OpenTypeNames.Problem) in
                calls.add(path)
                return faces
            })
    }

    static let json = #"""
        {"ios": 18, "strings": "nowhere/L.xcstrings", "locale": "de", "fonts": ["nowhere/Brand.ttf"],
         "alert": {"title": {"key": "hi"}, "titleStyle": {"font": "Brand"}}}
        """#

    @Test func decodingValidatesWithoutReadingTheFilesASpecNames() throws {
        // Neither file exists: only resolution, which reads them, can tell.
        let spec = try AlertSpec.decode(Array(Self.json.utf8), file: "/tmp/t.json")
        try spec.validate()
        let calls = Calls()
        _ = try? spec.resolved(SpecOverrides(), loader: Self.loader(calls))
        #expect(calls.all == ["nowhere/L.xcstrings"])
        #expect(throws: SpecError(file: "<spec>", path: "strings", message: #""nowhere/L.xcstrings": no such catalog file or folder"#)) {
            try spec.resolved()
        }
    }

    @Test func aFakeLoaderServesTheCatalogAndFontsFromMemory() throws {
        let de = LanguageTag("de")!
        let catalog = StringCatalog(
            sourceLanguage: LanguageTag("en"), files: ["memory/L.xcstrings"],
            entries: ["hi": .init(localizations: [de: .init(value: .text("Hallo"), origin: "hi.de")])])
        let calls = Calls()
        let resolved = try AlertSpec.decode(Array(Self.json.utf8)).resolved(
            SpecOverrides(), loader: Self.loader(calls, catalog: catalog, faces: [.init(family: "Brand", weight: 700)]))
        #expect(resolved.title == "Hallo" && resolved.catalogFiles == ["memory/L.xcstrings"])
        #expect(resolved.fonts.map(\.family) == ["Brand"] && resolved.fonts.map(\.weight) == [700])
        #expect(calls.all == ["nowhere/L.xcstrings", "nowhere/Brand.ttf"])
    }

    @Test func theValidatorStillReportsWhatNeedsNoFile() {
        let cases: [(String, String, String)] = [
            (#"{"ios": 18, "alert": {"title": {"key": "hi"}}}"#, "alert.title.key", "a catalog text needs \"strings\": the catalog file or folder, at the top level of the spec"),
            (#"{"ios": 18, "alert": {"titleStyle": {"font": "Brand"}}}"#, "alert.titleStyle.font", "unknown font family \"Brand\"; families: Inter"),
            (#"{"ios": 18, "alert": {"width": 500}, "canvas": {"width": 400, "height": 800}}"#, "alert.width", "500 pt is wider than the canvas (400 pt)"),
        ]
        for (json, path, message) in cases {
            #expect(throws: SpecError(file: "v.json", path: path, message: message), "\(json)") {
                try AlertSpec.decode(Array(json.utf8), file: "v.json")
            }
        }
        // A font file's families are known once it is read: the validator leaves the check to resolution.
        let named = #"{"ios": 18, "fonts": ["nowhere/Brand.ttf"], "alert": {"titleStyle": {"font": "Brand"}}}"#
        #expect(throws: Never.self) { try AlertSpec.decode(Array(named.utf8), file: "v.json") }
        var built = AlertSpec()
        built.alert.titleStyle = AlertSpec.TextStyleSpec(font: "Brand")
        #expect(throws: SpecError(file: "<spec>", path: "alert.titleStyle.font", message: "unknown font family \"Brand\"; families: Inter")) {
            try built.validate()
        }
    }
}
