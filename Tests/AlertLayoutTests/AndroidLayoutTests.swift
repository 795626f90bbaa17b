import Testing

@testable import AlertLayout
@testable import AlertModel

/// The Android dialog's layout rules (docs/themes.md "Android"), one behaviour each, measured with the
/// approximate measurer unless a rule needs the real widths.
@Suite struct AndroidLayoutTests {
    func layout(_ json: String) throws -> AlertGeometry {
        AlertGeometry.make(spec: try AlertSpec.decode(Array(json.utf8)).resolved(), measurer: ApproximateTextMeasurer())
    }

    @Test func theViewsCardIsASharedOfTheWindowLessItsInset() throws {
        // pixel-9: 0.95 x 411.43 - 2 x 24 = 342.86 (MDC), - 2 x 16 = 358.86 (AppCompat), on whole pixels.
        let mdc = try layout(#"{"platform": "android", "android": "material3-views", "alert": {"title": "T"}}"#)
        #expect(abs(mdc.alert.width - 342.86) < 0.4)
        let appcompat = try layout(#"{"platform": "android", "android": "appcompat", "alert": {"title": "T"}}"#)
        #expect(abs(appcompat.alert.width - 358.86) < 0.4)
        // Landscape takes 65 %.
        let land = try layout(#"{"platform": "android", "android": "appcompat", "orientation": "landscape", "alert": {"title": "T"}}"#)
        #expect(abs(land.alert.width - (0.65 * 923.43 - 32)) < 0.4)
    }

    @Test func composeTakesItsContentsWidthWithin280And560() throws {
        let short = try layout(#"{"platform": "android", "alert": {"title": "T", "actions": [{"title": "OK"}]}}"#)
        #expect(short.alert.width == 280)
        let long = try layout(
            #"{"platform": "android", "alert": {"message": "\#(String(repeating: "word ", count: 80))", "actions": [{"title": "OK"}]}}"#)
        // At most the screen less 24 dp a side on a 411 dp phone.
        #expect(abs(long.alert.width - (411.43 - 48)) < 0.4)
        let tablet = try layout(
            #"{"platform": "android", "device": "pixel-tablet", "alert": {"message": "\#(String(repeating: "word ", count: 80))"}}"#)
        #expect(tablet.alert.width == 560)
    }

    @Test func buttonsGoNeutralFirstThenNegativeAndPositiveAtTheEnd() throws {
        let l = try layout(
            #"{"platform": "android", "android": "appcompat", "alert": {"title": "T", "actions": [{"title": "Later"}, {"title": "No"}, {"title": "Yes"}]}}"#)
        let (neutral, negative, positive) = (l.actions[0], l.actions[1], l.actions[2])
        #expect(neutral.role == .neutral && negative.role == .negative && positive.role == .positive)
        #expect(l.actionAxis == .horizontal)
        // Neutral at the bar's start (12 dp in), positive at its end (12 dp in), negative just before it.
        #expect(abs(neutral.frame.x - l.alert.x - 12) < 0.4)
        #expect(abs(l.alert.maxX - positive.frame.maxX - 12) < 0.4)
        #expect(abs(negative.frame.maxX - positive.frame.x) < 0.4)
        #expect(neutral.frame.height == 48 && positive.frame.height == 48)
        // Right to left mirrors the bar.
        let rtl = try layout(
            #"{"platform": "android", "android": "appcompat", "layoutDirection": "rtl", "alert": {"title": "T", "actions": [{"title": "Later"}, {"title": "No"}, {"title": "Yes"}]}}"#)
        #expect(abs(rtl.actions[2].frame.x - rtl.alert.x - 12) < 0.4)
        #expect(abs(rtl.alert.maxX - rtl.actions[0].frame.maxX - 12) < 0.4)
    }

    @Test func aRowThatDoesNotFitStacksPositiveFirstAtTheEnd() throws {
        let l = try layout(
            #"{"platform": "android", "android": "material3-views", "alert": {"title": "T", "actions": [{"title": "\#(String(repeating: "Neutral ", count: 6))"}, {"title": "\#(String(repeating: "No ", count: 8))"}, {"title": "Yes, do it now"}]}}"#)
        #expect(l.actionAxis == .vertical)
        let (neutral, negative, positive) = (l.actions[0].frame, l.actions[1].frame, l.actions[2].frame)
        #expect(positive.y < negative.y && negative.y < neutral.y)
        #expect(negative.y == positive.maxY && neutral.y == negative.maxY)
        // Each at the end (24 dp in).
        for f in [neutral, negative, positive] { #expect(abs(l.alert.maxX - f.maxX - 24) < 0.4) }
    }

    @Test func theViewsMessageAreaIsAtLeast48DpTall() throws {
        let l = try layout(#"{"platform": "android", "android": "appcompat", "alert": {"title": "T", "message": "M", "actions": [{"title": "OK"}]}}"#)
        // 18 + the title's box (Roboto's top and bottom at 20 sp, each rounded out to whole pixels at
        // 2.625 px/dp: 56 + 15 px) + 8 + 48 + (4 + 48 + 4): ref 03's 157.3 dp at 1.5 px/dp.
        let titleBox = (56.0 + 15) / 2.625
        #expect(abs(l.alert.height - (18 + titleBox + 8 + 48 + 56)) < 0.5, "\(l.alert.height)")
        let bar = l.actions[0].frame.y - 4
        #expect(abs(bar - (l.alert.y + 18 + titleBox + 8 + 48)) < 0.5)
        // Compose has no such area: its button follows the text 24 dp below.
        let c = try layout(#"{"platform": "android", "alert": {"title": "T", "message": "M", "actions": [{"title": "OK"}]}}"#)
        let m = try #require(c.message)
        #expect(abs(c.actions[0].frame.y - m.frame.maxY - 24) < 0.4)
    }

    @Test func appCompatButtonsAreUpperCasedAsTheLocaleWritesThem() throws {
        let de = try layout(
            #"{"platform": "android", "android": "appcompat", "locale": "de", "alert": {"title": "T", "actions": [{"title": "Schließen"}]}}"#)
        #expect(de.actions[0].title == "SCHLIESSEN")
        let tr = try layout(
            #"{"platform": "android", "android": "appcompat", "locale": "tr", "alert": {"title": "T", "actions": [{"title": "iptal"}, {"title": "Tamam"}]}}"#)
        #expect(tr.actions.map(\.title) == ["İPTAL", "TAMAM"])
        // Material 3 keeps the case as written.
        let m3 = try layout(#"{"platform": "android", "locale": "de", "alert": {"title": "T", "actions": [{"title": "Schließen"}]}}"#)
        #expect(m3.actions[0].title == "Schließen")
    }

    @Test func aListsRowsAreTheItemsAndTapsOnThemPick() throws {
        let l = try layout(
            #"{"platform": "android", "android": "appcompat", "alert": {"preferredStyle": "actionSheet", "title": "Send to?", "actions": [{"title": "Email"}, {"title": "Twitter"}, {"title": "Cancel", "style": "cancel"}]}}"#)
        #expect(l.presentation == .list)
        let (email, twitter, cancel) = (l.actions[0].frame, l.actions[1].frame, l.actions[2].frame)
        #expect(email.height == 48 && twitter.y == email.maxY && email.width == l.alert.width)
        #expect(cancel.y > twitter.maxY && l.actions[2].role == .positive)
        let hit = l.hitTest(x: twitter.x + 30, y: twitter.y + 10)
        #expect(hit.region == .action(1) && hit.dismisses)
    }

    @Test func theBackdropDismissesOnlyWhenCancelable() throws {
        let m3 = try layout(#"{"platform": "android", "alert": {"title": "T"}}"#)
        #expect(m3.hitTest(x: 5, y: 5).dismisses)
        let rn = try layout(#"{"platform": "android", "android": "appcompat", "alert": {"title": "T"}}"#)
        #expect(!rn.hitTest(x: 5, y: 5).dismisses)
        let set = try layout(#"{"platform": "android", "android": "appcompat", "alert": {"title": "T", "cancelable": true}}"#)
        #expect(set.hitTest(x: 5, y: 5).dismisses)
    }

    @Test func theLayoutJSONNamesThePlatformLookAndRoles() throws {
        let l = try layout(#"{"platform": "android", "android": "appcompat", "alert": {"title": "T", "actions": [{"title": "No"}, {"title": "Yes"}]}}"#)
        let json = l.jsonString()
        #expect(json.contains(#""platform": "android""#) && json.contains(#""android": "appcompat""#))
        #expect(json.contains(#""presentation": "dialog""#) && json.contains(#""role": "negative""#) && !json.contains(#""ios":"#))
        // An iOS golden's recorded layout stays as it was: no platform, no role.
        let ios = try AlertGeometry.make(
            spec: AlertSpec.decode(Array(#"{"ios": 18, "alert": {"title": "T", "actions": [{"title": "OK"}]}}"#.utf8)).resolved(),
            measurer: ApproximateTextMeasurer())
        #expect(!ios.jsonString(recording: true).contains("platform") && !ios.jsonString(recording: true).contains("role"))
    }
}
