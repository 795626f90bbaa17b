import Testing

@testable import AlertModel

/// `platform`, `android`, the Android devices, button roles and `alert.cancelable`: every name and
/// every bad value (SPEC version 5, "Android's dialogs from the same spec").
@Suite struct AndroidSpecTests {
    func resolved(_ json: String, _ overrides: SpecOverrides = SpecOverrides()) throws -> ResolvedSpec {
        try AlertSpec.decode(Array(json.utf8), file: "a.json").resolved(overrides)
    }

    func error(_ json: String) -> String? {
        do {
            _ = try AlertSpec.decode(Array(json.utf8), file: "bad.json")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func theLookAndTheDefaultDeviceFollowThePlatform() throws {
        let ios = try resolved(#"{"alert": {"title": "T"}}"#)
        #expect(ios.platform == .ios && ios.android == nil && ios.device == "iphone-15")
        let m3 = try resolved(#"{"platform": "android", "alert": {"title": "T"}}"#)
        #expect(m3.platform == .android && m3.android?.look == .material3 && m3.device == "pixel-9")
        #expect(m3.theme.android?.look == .material3 && m3.theme.cornerRadius == 28)
        #expect(m3.canvasWidth == 411.43 && m3.scale == 2.625)
        for look in AndroidLook.allCases {
            let r = try resolved(#"{"platform": "android", "android": "\#(look.rawValue)", "alert": {"title": "T"}}"#)
            #expect(r.android?.look == look && r.theme.android?.look == look)
        }
        let tablet = try resolved(#"{"platform": "android", "device": "pixel-tablet", "alert": {"title": "T"}}"#)
        #expect(tablet.canvasWidth == 1280 && tablet.canvasHeight == 800 && tablet.orientation == .landscape)
    }

    @Test func overridesAndTheConfigsDefaultsApplyInOrder() throws {
        var o = SpecOverrides()
        o.defaultPlatform = .android
        o.defaultAndroid = .appcompat
        #expect(try resolved(#"{"alert": {"title": "T"}}"#, o).android?.look == .appcompat)
        // The spec's own wins over the config's; the command line's over the spec's.
        #expect(try resolved(#"{"platform": "ios", "alert": {"title": "T"}}"#, o).platform == .ios)
        try o.set("platform", to: "android")
        try o.set("android", to: "material3-views")
        #expect(try resolved(#"{"platform": "ios", "android": "appcompat", "alert": {"title": "T"}}"#, o).android?.look == .material3Views)
        var bad = SpecOverrides()
        #expect(throws: SpecError.self) { try bad.set("platform", to: "windows") }
        #expect(throws: SpecError.self) { try bad.set("android", to: "material2") }
    }

    @Test(arguments: [
        (#"{"platform": "windows"}"#, "bad.json: platform: unknown value \"windows\"; expected ios, android"),
        (
            #"{"platform": "android", "android": "holo"}"#,
            "bad.json: android: unknown value \"holo\"; expected material3, material3-views, appcompat"
        ),
        (
            #"{"platform": "android", "device": "iphone-15"}"#,
            "bad.json: device: \"iphone-15\" is an iOS device but platform is android; expected pixel-9, pixel-8, galaxy-s24, pixel-tablet"
        ),
        (
            #"{"device": "pixel-9"}"#,
            "bad.json: device: \"pixel-9\" is an Android device but platform is ios; expected iphone-se, iphone-13-mini, iphone-14, iphone-15, iphone-15-pro-max, ipad-10, ipad-pro-12.9, iphone-16, iphone-16-pro, iphone-16-pro-max, iphone-16-plus"
        ),
        (
            #"{"platform": "android", "android": "appcompat", "alert": {"actions": [{"title": "A"}, {"title": "B"}, {"title": "C"}, {"title": "D"}]}}"#,
            "bad.json: alert.actions: 4 actions; appcompat shows at most 3: AppCompat's AlertDialog has three buttons (positive, negative, neutral); React Native's Alert.alert silently drops every action after the third"
        ),
        (
            #"{"platform": "android", "alert": {"actions": [{"title": "A"}, {"title": "B"}, {"title": "C"}]}}"#,
            "bad.json: alert.actions: 3 actions; material3 shows at most 2: Compose's AlertDialog has two buttons (confirmButton, dismissButton); put more choices in its text as a list"
        ),
        (
            #"{"platform": "android", "android": "appcompat", "alert": {"actions": [{"title": "A", "role": "positive"}, {"title": "B", "role": "positive"}]}}"#,
            "bad.json: alert.actions[1].role: \"positive\" is already alert.actions[0]'s; an Android dialog has one button per role"
        ),
        (
            #"{"platform": "android", "alert": {"actions": [{"title": "A", "role": "neutral"}]}}"#,
            "bad.json: alert.actions[0].role: material3 has no neutral button (Compose's AlertDialog has confirmButton and dismissButton)"
        ),
        (
            #"{"alert": {"actions": [{"title": "A", "role": "primary"}]}}"#,
            "bad.json: alert.actions[0].role: unknown value \"primary\"; expected positive, negative, neutral"
        ),
        (#"{"alert": {"cancelable": "yes"}}"#, "bad.json: alert.cancelable: expected true or false, got a string"),
    ])
    func badValuesNameTheirKey(json: String, expected: String) {
        #expect(error(json) == expected)
    }

    @Test func rolesFollowReactNativesMappingUnlessGiven() throws {
        func roles(_ n: Int, _ look: String = "appcompat") throws -> [AndroidButtonRole?] {
            let actions = (0..<n).map { #"{"title": "A\#($0)"}"# }.joined(separator: ", ")
            return try resolved(#"{"platform": "android", "android": "\#(look)", "alert": {"actions": [\#(actions)]}}"#)
                .actions.map(\.role)
        }
        #expect(try roles(1) == [.positive])
        #expect(try roles(2) == [.negative, .positive])
        #expect(try roles(3) == [.neutral, .negative, .positive])
        let given = try resolved(
            #"{"platform": "android", "alert": {"actions": [{"title": "OK", "role": "positive"}, {"title": "No", "role": "negative"}]}}"#)
        #expect(given.actions.map(\.role) == [.positive, .negative])
    }

    @Test func aListTurnsCancelAndDestructiveIntoButtons() throws {
        let r = try resolved(
            #"{"platform": "android", "android": "appcompat", "alert": {"preferredStyle": "actionSheet", "title": "Send to?", "actions": [{"title": "Email"}, {"title": "Remove", "style": "destructive"}, {"title": "Twitter"}, {"title": "Cancel", "style": "cancel"}]}}"#)
        #expect(r.presentation == .list && r.android?.list == true)
        #expect(r.actions.map(\.role) == [nil, .negative, nil, .positive])
    }

    @Test func cancelableDefaultsToTheLooksAndDecidesTheBackdropsTaps() throws {
        #expect(try resolved(#"{"platform": "android", "alert": {"title": "T"}}"#).dismissOnTap)
        #expect(try !resolved(#"{"platform": "android", "android": "appcompat", "alert": {"title": "T"}}"#).dismissOnTap)
        #expect(try resolved(#"{"platform": "android", "android": "appcompat", "alert": {"title": "T", "cancelable": true}}"#).dismissOnTap)
        #expect(try !resolved(#"{"platform": "android", "alert": {"title": "T", "cancelable": false}}"#).dismissOnTap)
    }

    @Test func variantAxesThatDoNotApplyCollapse() throws {
        let spec = try AlertSpec.decode(
            Array(#"{"name": "d", "variants": {"platform": ["ios", "android"], "ios": [18, 26]}, "alert": {"title": "T"}}"#.utf8))
        #expect(try spec.resolvedVariants().map(\.fileStem) == ["d.platform=ios.ios=18", "d.platform=ios.ios=26", "d.platform=android"])
        let both = try AlertSpec.decode(
            Array(#"{"name": "d", "variants": {"platform": ["ios", "android"], "android": ["material3", "appcompat"], "ios": [26]}, "alert": {"title": "T"}}"#.utf8))
        #expect(
            try both.resolvedVariants().map(\.fileStem) == [
                "d.platform=ios.ios=26", "d.platform=android.android=material3", "d.platform=android.android=appcompat",
            ])
        // An Android spec under a config that varies `ios`: one golden, no ios in its name.
        let android = try AlertSpec.decode(Array(#"{"name": "a", "platform": "android", "alert": {"title": "T"}}"#.utf8))
        var config = VariantSet()
        try config.set(.ios, to: ["18", "26"], file: "alertsnap.json", path: "variants.ios")
        #expect(try android.resolvedVariants(under: config).map(\.fileStem) == ["a"])
    }

    @Test func theIOSGoldensDigestLeavesOutTheAndroidDefaults() throws {
        // An iOS spec resolves no Android look: nothing of it reaches the golden's spec digest.
        let r = try resolved(#"{"ios": 18, "alert": {"title": "T", "actions": [{"title": "OK"}]}}"#)
        #expect(r.android == nil && r.theme.android == nil && r.actions[0].role == nil)
    }
}
