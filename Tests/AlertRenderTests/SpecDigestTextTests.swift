import AlertModel
import Foundation
import Testing

@testable import AlertRender

/// The spec digest hashes the resolved spec's reflected text; it is made with the theme's text
/// kept from one spec to the next, and must be exactly what `String(reflecting:)` gives.
@Suite struct SpecDigestTextTests {
    @Test func theReflectedTextIsTheStandardLibrarysForEveryFixtureVariant() throws {
        let folder = repositoryRoot.appendingPathComponent("Fixtures")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
            .sorted()
        var compared = 0
        var themes = Set<String>()
        for file in files {
            guard let spec = try? AlertSpec.load(path: folder.appendingPathComponent(file).path) else { continue }
            for variant in try spec.resolvedVariants() {
                #expect(variant.reflectedText == String(reflecting: variant), "\(file) \(variant.variant)")
                themes.insert(String(reflecting: variant.theme))
                compared += 1
            }
        }
        #expect(compared > 50 && themes.count > 1)
        // A theme changed in one value is another theme: its own text, not a kept one's.
        var spec = try AlertSpec.load(path: folder.appendingPathComponent("system-two-actions.json").path).resolved()
        _ = spec.reflectedText
        spec.theme.width += 1
        #expect(spec.reflectedText == String(reflecting: spec))
        // The orphan rule is the layout's, not the theme's: its flag never reaches a digest, so goldens
        // recorded before it existed keep their spec digest.
        #expect(spec.reflectedText.contains("avoidsOrphans: false"))
        #expect(!spec.canonicalDescription.contains("avoidsOrphans"))
        // Zero and negative zero are equal numbers but print apart: each keeps its own text.
        for zero in [0.0, -0.0, 0.0] {
            spec.theme.width = zero
            #expect(spec.reflectedText == String(reflecting: spec), "\(zero)")
        }
    }
}
