// The spec page's "add a variant" form offers every variant key, with the values the server takes.
import AlertModel
import Foundation
import Testing

@testable import ReviewServer

@Suite(.serialized) struct ServeVariantKeysTests {
    @Test func theVariantKeysOfferEveryAxisWithItsValues() throws {
        let p = try ConfiguredProject()
        let session = try p.serve([p.dir.path])
        defer { session.stop() }
        let r = try RawHTTP.send(port: session.port, path: "/api/variant-keys")
        #expect(r.status == 200)
        let keys = try #require(try JSONSerialization.jsonObject(with: Data(r.body)) as? [[String: Any]])
        #expect(keys.map { $0["key"] as? String } == VariantKey.allCases.map(\.rawValue))
        let values = Dictionary(uniqueKeysWithValues: keys.map { ($0["key"] as? String ?? "", $0["values"] as? [String]) })
        #expect(values["ios"] == ["18", "26"])
        #expect(values["platform"] == ["ios", "android"])
        #expect(values["keyboard"]??.contains("hardware") == true)
        #expect(values["device"]??.contains("iphone-se") == true)
        #expect(values["locale"] == .some(nil))
        // Each listed value is one the variant form's request takes.
        for key in VariantKey.allCases {
            for value in VariantKeyValues.values(key) ?? [] {
                var overrides = SpecOverrides()
                #expect(throws: Never.self, "\(key)=\(value)") { try overrides.set(key.rawValue, to: value) }
            }
        }
    }
}
