import Testing

@testable import AlertModel

/// Plain keys decoded, checked and resolved by their table row's binding alone.
@Suite struct SpecBindingTests {
    @Test func boundKeysDecodeAndResolveWithTheirDefaults() throws {
        let given = try AlertSpec.decode(
            Array(#"{"ios": 18, "backdrop": {"dismissOnTap": true, "blur": 3}, "alert": {"activityIndicator": true}}"#.utf8))
        #expect(given.backdrop.dismissOnTap == true && given.backdrop.blur == 3 && given.alert.activityIndicator)
        let resolved = try given.resolved()
        #expect(resolved.dismissOnTap && resolved.backdropBlur == 3 && resolved.activityIndicator)
        let absent = try AlertSpec.decode(Array("{}".utf8)).resolved()
        #expect(!absent.dismissOnTap && absent.backdropBlur == 0 && !absent.activityIndicator)
        #expect(absent.dimmingColor == RGBA8(0, 0, 0) && absent.phase == .present && absent.time == nil)
    }

    @Test func defaultsComeFromTheResolvedThemeAndAppearance() throws {
        let system = try AlertSpec.decode(Array(#"{"ios": 18, "appearance": "dark"}"#.utf8)).resolved()
        let plain = try AlertSpec.decode(Array(#"{"ios": 18, "theme": "plain", "appearance": "dark"}"#.utf8)).resolved()
        #expect(system.cornerRadius == Theme.system.cornerRadius && plain.cornerRadius == Theme.plain.cornerRadius)
        #expect(system.cornerRadius != plain.cornerRadius)
        #expect(plain.animation == Theme.plain.animation && plain.presentingTint == Theme.plain.presentingTint)
        #expect(system.dimmingOpacity == Theme.system.dimmingOpacity(.dark))
        #expect(system.tint == Theme.system.defaultTint(.dark).resolved(.dark))
        #expect(system.tint != Theme.system.defaultTint(.light).resolved(.light))
    }

    @Test func overridesWinOverTheSpecsValue() throws {
        let spec = try AlertSpec.decode(
            Array(#"{"animation": {"phase": "dismiss", "time": 0.1}, "layoutDirection": "rtl"}"#.utf8))
        let own = try spec.resolved()
        #expect(own.phase == .dismiss && own.time == 0.1 && own.layoutDirectionSetting == .rtl)
        var overrides = SpecOverrides(time: 0.2, phase: .present)
        overrides.layoutDirection = .ltr
        let overridden = try spec.resolved(overrides)
        #expect(overridden.phase == .present && overridden.time == 0.2 && overridden.layoutDirectionSetting == .ltr)
    }

    @Test func aSpecBuiltInSwiftIsCheckedAgainstABoundKeysRange() throws {
        var built = AlertSpec()
        built.backdrop.blur = 5000
        #expect(throws: SpecError(file: "<spec>", path: "backdrop.blur", message: "5000 is out of range; must be <= 4096")) {
            try built.resolved()
        }
        #expect(throws: SpecError(file: "b.json", path: "backdrop.blur", message: "-1 is out of range; must be >= 0 and <= 4096")) {
            try AlertSpec.decode(Array(#"{"backdrop": {"blur": -1}}"#.utf8), file: "b.json")
        }
    }

    @Test func objectsMadeOfBoundKeysAloneNeedNoDecoderCode() {
        let top = SpecKey.boundMembers(of: "").map { member -> String in
            switch member {
            case .key(let key): return key.path
            case .object(let name): return name + "{}"
            }
        }
        #expect(top.contains("canvas{}") && top.contains("backdrop{}") && top.contains("animation{}"))
        // `presenting.image` and most of `alert` have code of their own: only their bound keys are listed.
        #expect(!top.contains("presenting{}") && !top.contains("alert{}"))
        #expect(top.contains("appearance") && top.contains("locale") && !top.contains("fonts"))
    }

    @Test func aTextBindingTakesCatalogKeysAndTheirLookedUpText() throws {
        let binding = SpecBinding.text(\AlertSpec.locale, \ResolvedSpec.locale)
        let key = SpecKey("locale", .text, "A text.", example: #""Hello""#, binding: binding)
        let json = try JSONParser.parse(Array(#"{"locale": {"key": "greeting"}}"#.utf8))
        let reader = try SpecReader(file: "t.json", path: "", value: json, allowed: ["locale"])
        var spec = AlertSpec()
        try binding.decode(reader, key, &spec)
        #expect(spec.locale == "greeting")
        #expect(spec.catalogTexts == [CatalogTextReference(path: "locale", key: "greeting")])
        #expect(binding.isSet(spec) && !binding.isSet(AlertSpec()))
        #expect(key.given?(spec) == "locale" && key.given?(AlertSpec()) == nil)
        var resolved = try AlertSpec().resolved()
        binding.resolve?(spec, SpecOverrides(), &resolved)
        #expect(resolved.locale == "greeting")
        binding.setText?(&resolved, "Hallo")
        #expect(resolved.locale == "Hallo")
    }

    @Test func stringBindingsCheckTheirProblemThenTheKindsValues() throws {
        let cases: [(String, String, String)] = [
            (#"{"name": "a/b"}"#, "name", "must be a non-empty file stem without '/'"),
            (#"{"name": ""}"#, "name", "must be a non-empty file stem without '/'"),
            (#"{"ios": 18, "device": "iphone-1"}"#, "device", "unknown value \"iphone-1\"; expected " + DevicePreset.all.map(\.name).joined(separator: ", ")),
            (#"{"locale": "pt_BR"}"#, "locale", #""pt_BR" is not a BCP 47 tag; subtags are joined by "-" (pt-BR)"#),
        ]
        for (json, path, message) in cases {
            #expect(throws: SpecError(file: "s.json", path: path, message: message), "\(json)") {
                try AlertSpec.decode(Array(json.utf8), file: "s.json")
            }
        }
        let spec = try AlertSpec.decode(Array(#"{"ios": 18, "name": "n", "device": "iphone-se", "locale": "de"}"#.utf8))
        #expect(spec.name == "n" && spec.device == "iphone-se" && spec.locale == "de")
        #expect(try spec.resolved().locale == "de")
        #expect(try spec.resolved(SpecOverrides(locale: "ar")).locale == "ar")
    }

    @Test func aPairBindingSetsBothValuesAndChecksEach() throws {
        let spec = try AlertSpec.decode(Array(#"{"ios": 18, "alert": {"offset": [3, -120]}}"#.utf8))
        #expect(spec.alert.offsetX == 3 && spec.alert.offsetY == -120)
        let resolved = try spec.resolved()
        #expect(resolved.offsetX == 3 && resolved.offsetY == -120)
        var built = AlertSpec()
        built.alert.offsetY = 5000
        #expect(throws: SpecError(file: "<spec>", path: "alert.offset[1]", message: "5000 is out of range; must be <= 4096")) {
            try built.resolved()
        }
    }

    @Test func anEmptyPathIsRefusedByTheStringBinding() {
        #expect(throws: SpecError(file: "s.json", path: "strings", message: "must not be empty")) {
            try AlertSpec.decode(Array(#"{"strings": ""}"#.utf8), file: "s.json")
        }
    }
}
