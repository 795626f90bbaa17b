import Testing

@testable import AlertModel

/// `variants` as a spec and `--vary` give them: lists, order, overlaying, the cap, and what each
/// variant resolves to (docs/contract.md "Variants").
@Suite struct VariantSetTests {
    func spec(_ json: String) throws -> AlertSpec { try AlertSpec.decode(Array(json.utf8), file: "s.json") }

    @Test func combinationsRunInTheFileNameOrderWhateverOrderTheyAreWritten() throws {
        let s = try spec(
            #"{"ios": 18, "name": "delete", "variants": {"locale": ["en", "ar"], "device": ["iphone-se", "iphone-15"]}}"#)
        let stems = try s.resolvedVariants().map(\.fileStem)
        #expect(
            stems == [
                "delete.device=iphone-se.locale=en", "delete.device=iphone-se.locale=ar",
                "delete.device=iphone-15.locale=en", "delete.device=iphone-15.locale=ar",
            ])
        // Each variant is resolved with its values.
        let all = try s.resolvedVariants()
        #expect(all[1].device == "iphone-se" && all[1].locale == "ar" && all[1].layoutDirection == .rtl)
        #expect(all[2].canvasWidth == 393 && all[2].layoutDirection == .ltr)
        #expect(all[3].variant == [VariantValue(.device, "iphone-15"), VariantValue(.locale, "ar")])
        // No variants: the spec as written, named as before.
        #expect(try spec(#"{"name": "plain"}"#).resolvedVariants().map(\.fileStem) == ["plain"])
        // A listed key varies even with one value (its golden keeps its name when a list shrinks).
        #expect(
            try spec(#"{"ios": 18, "name": "x", "variants": {"appearance": ["dark"]}}"#).resolvedVariants().map(\.fileStem) == [
                "x.appearance=dark"
            ])
    }

    @Test func varyReplacesAListAndOverridesFixAKey() throws {
        let s = try spec(#"{"name": "d", "variants": {"locale": ["en", "ar"], "contentSize": ["large", "AX3"]}}"#)
        let vary = try VariantSet(parsing: ["locale=de", "appearance=light,dark", "locale=ja"])
        #expect(vary.lists[.locale] == ["ja"])  // the later --vary of a key wins
        let config = try VariantSet(
            json: .object([("orientation", .array([.string("landscape")]))]), file: "c", path: "variants")
        let stems = try s.resolvedVariants(under: config, adding: vary).map(\.fileStem)
        #expect(
            stems.first == "d.orientation=landscape.appearance=light.contentSize=large.locale=ja" && stems.count == 4)
        var o = SpecOverrides()
        try o.set("content-size", to: "AX1")
        let fixed = try s.resolvedVariants(overrides: o)
        #expect(fixed.map(\.fileStem) == ["d.locale=en", "d.locale=ar"] && fixed.allSatisfy { $0.contentSize == .AX1 })
        // The spec's own list wins over the config's.
        let own = try VariantSet(json: .object([("locale", .array([.string("fr")]))]), file: "c", path: "variants")
        #expect(try s.resolvedVariants(under: own).map(\.locale).contains("fr") == false)
    }

    @Test func theCountIsCheckedBeforeAnyVariantIsBuilt() throws {
        var set = VariantSet()
        try set.set(.locale, to: (0..<200).map { "en-x\($0)" }, file: "f", path: "p")
        try set.set(.contentSize, to: ContentSize.allCases.map(\.rawValue), file: "f", path: "p")
        #expect(set.count == 2400)
        #expect(throws: SpecError.self) { try set.checkCount(file: "f", path: "variants") }
        // The message names each list's length.
        do {
            try set.checkCount(file: "f", path: "variants")
        } catch {
            #expect(error.description == "f: variants: 12 contentSize x 200 locale = 2400 variants; at most 1024 per spec")
        }
    }

    @Test func specErrorsNameTheKeyPath() {
        func error(_ json: String) -> String? {
            do {
                _ = try AlertSpec.decode(Array(json.utf8), file: "bad.json")
                return nil
            } catch { return error.description }
        }
        #expect(
            error(#"{"variants": {"locale": ["en", "e"]}}"#)?.hasPrefix(
                "bad.json: variants.locale[1]: \"e\" is not a BCP 47 tag") == true)
        #expect(error(#"{"variants": []}"#) == "bad.json: variants: expected an object of value lists, got an array")
        #expect(
            error(#"{"variants": {"theme": ["plain"]}}"#)?.hasPrefix("bad.json: variants.theme: unknown key") == true)
        #expect(
            error(#"{"variants": {"locale": [1]}}"#) == "bad.json: variants.locale[0]: expected a string, got a number")
        // A variant that cannot be resolved is refused when the spec is read, naming the key.
        #expect(
            error(#"{"ios": 18, "alert": {"width": 380}, "variants": {"device": ["iphone-15", "iphone-se"]}}"#)
                == "bad.json: alert.width: 380 pt is wider than the canvas (375 pt)")
    }
}
