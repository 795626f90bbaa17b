import AlertModel
import Testing

/// Android's all-caps text and its font scale (docs/text.md "Android text").
@Suite struct AndroidTextTests {
    @Test func allCapsUsesFullCaseMappingAndTheLocalesRules() {
        #expect(androidAllCaps("ok", locale: nil) == "OK")
        #expect(androidAllCaps("Cancel", locale: "en-US") == "CANCEL")
        #expect(androidAllCaps("Straße", locale: "de") == "STRASSE")
        #expect(androidAllCaps("ﬁnish", locale: nil) == "FINISH")
        // Turkish and Azerbaijani: dotted i to İ, dotless ı to I; elsewhere i is I.
        #expect(androidAllCaps("iptal ırmak", locale: "tr") == "İPTAL IRMAK")
        #expect(androidAllCaps("iptal", locale: "az-AZ") == "İPTAL")
        #expect(androidAllCaps("iptal", locale: "en") == "IPTAL")
        // Lithuanian: the combining dot above an i goes when it is capitalised.
        #expect(androidAllCaps("i\u{307}", locale: "lt") == "I")
        #expect(androidAllCaps("i\u{307}", locale: "en") == "I\u{307}")
        // Greek: Android's libcore removes the accents (ICU el-Upper); other locales keep them.
        #expect(androidAllCaps("άκυρο", locale: "el") == "ΑΚΥΡΟ")
        #expect(androidAllCaps("άκυρο", locale: "en") == "ΆΚΥΡΟ")
    }

    @Test func contentSizesMapStepForStepOntoAndroidsSlider() {
        let scales = ContentSize.allCases.map(\.androidFontScale)
        #expect(scales == [0.85, 0.85, 0.85, 1.0, 1.15, 1.3, 1.5, 1.8, 2.0, 2.0, 2.0, 2.0])
        #expect(AndroidFontScale.fontScale(for: .large) == 1.0)
        #expect(Set(scales) == Set(AndroidFontScale.steps))
    }

    @Test func tablePointsAreAndroids() {
        // frameworks/base FontScaleConverterFactory: (scale, sp, dp).
        let points: [(Double, Double, Double)] = [
            (1.15, 14, 16.4), (1.15, 30, 30), (1.3, 14, 18.8), (1.3, 24, 26.4), (1.5, 8, 12), (1.5, 18, 24),
            (1.8, 20, 30.8), (1.8, 30, 34.8), (2.0, 24, 36), (2.0, 14, 26), (2.0, 100, 100),
        ]
        for (scale, sp, dp) in points {
            #expect(AndroidFontScale.scaledSize(sp, fontScale: scale) == dp, "\(sp) sp at \(scale)")
            #expect(AndroidFontScale.scaledSize(sp, fontScale: scale, toolkit: .compose) == dp, "\(sp) sp at \(scale)")
        }
    }

    @Test func betweenPointsAndBeyondTheTable() {
        // 16 sp at 1.3: halfway between 14 (18.8) and 18 (21.6).
        #expect(abs(AndroidFontScale.scaledSize(16, fontScale: 1.3) - 20.2) < 1e-9)
        // Below 8 sp the curve starts at 0: 4 sp at 2.0 is half of 16 dp.
        #expect(abs(AndroidFontScale.scaledSize(4, fontScale: 2) - 8) < 1e-9)
        // Beyond 100 sp the last pair's ratio, 1.
        #expect(AndroidFontScale.scaledSize(120, fontScale: 1.8) == 120)
        // A scale between two tables: 1.4 is halfway between 1.3 (18.8) and 1.5 (22) at 14 sp.
        #expect(abs(AndroidFontScale.scaledSize(14, fontScale: 1.4) - 20.4) < 1e-9)
        // Linear at 1.0 and below, and above 2.0.
        #expect(AndroidFontScale.scaledSize(14, fontScale: 1) == 14)
        #expect(abs(AndroidFontScale.scaledSize(14, fontScale: 0.85) - 11.9) < 1e-9)
        #expect(abs(AndroidFontScale.scaledSize(14, fontScale: 2.5) - 35) < 1e-9)
    }

    @Test func viewsAndComposeDifferOnlyBelowTheFirstTable() {
        // 1.1: the platform scales linearly (no table below 1.15); Compose, from 1.03, interpolates
        // between the identity at 1.0 and the 1.15 table: 14 + (16.4 − 14) × 2/3 = 15.6.
        #expect(abs(AndroidFontScale.scaledSize(14, fontScale: 1.1) - 15.4) < 1e-9)
        #expect(abs(AndroidFontScale.scaledSize(14, fontScale: 1.1, toolkit: .compose) - 15.6) < 1e-6)
        #expect(abs(AndroidFontScale.scaledSize(14, fontScale: 1.02, toolkit: .compose) - 14.28) < 1e-9)
    }

    @Test func lineHeightsKeepTheirRatioToTheFontSize() {
        // BodyMedium, 14 sp on 20 sp lines, at 2.0: the text is 26 dp, the line 20/14 of it, not 2 × 20.
        let line = AndroidFontScale.scaledLineHeight(20, fontSizeSp: 14, fontScale: 2)
        #expect(abs(line - 26 * 20 / 14) < 1e-9)
        #expect(abs(AndroidFontScale.scaledLineHeight(20, fontSizeSp: 14, fontScale: 2, toolkit: .compose) - line) < 1e-9)
        #expect(AndroidFontScale.scaledLineHeight(20, fontSizeSp: 14, fontScale: 1) == 20)
        // Compose from 1.03 to 1.05 puts the line height itself through the converter.
        let compose = AndroidFontScale.scaledLineHeight(20, fontSizeSp: 14, fontScale: 1.04, toolkit: .compose)
        #expect(abs(compose - AndroidFontScale.scaledSize(20, fontScale: 1.04, toolkit: .compose)) < 1e-12)
    }
}
