import Testing

@testable import AlertModel

/// A message size a spec gives takes the system font's own line height, and the classic action
/// sheet refuses the alert's text styles instead of dropping them.
@Suite struct ClassicTextRulesTests {
    func resolved(_ json: String) throws -> ResolvedSpec {
        try AlertSpec.decode(Array(json.utf8), file: "s.json").resolved()
    }

    /// iOS 18, and iOS 26 through SwiftUI: SF Pro's own line height, 20.29 at 17 pt.
    @Test(arguments: [#""ios": 18"#, #""ios": 26, "api": "swiftui""#])
    func a17PointMessageHas20PointLines(look: String) throws {
        let spec = try resolved(
            #"{\#(look), "alert": {"title": "T", "message": "M", "messageStyle": {"size": 17}}}"#)
        #expect(spec.theme.messageStyle.size == 17)
        #expect(spec.theme.messageStyle.lineHeight == 20)
    }

    /// UIAlertController under iOS 26 sets its labels in taller lines (22.3 at 17 pt): a message size
    /// the spec gives takes them too.
    @Test func a17PointMessageHas22PointLinesInUIAlertControllerOfIOS26() throws {
        let spec = try resolved(#"{"ios": 26, "alert": {"title": "T", "message": "M", "messageStyle": {"size": 17}}}"#)
        #expect(spec.theme.messageStyle.lineHeight == 22)
    }

    @Test func theThemeSizeKeepsItsLinesAndAGivenLineHeightWins() throws {
        let same = try resolved(#"{"ios": 18, "alert": {"title": "T", "message": "M", "messageStyle": {"size": 13}}}"#)
        #expect(same.theme.messageStyle.lineHeight == 16)
        let given = try resolved(
            #"{"ios": 18, "alert": {"title": "T", "message": "M", "messageStyle": {"size": 17, "lineHeight": 23}}}"#)
        #expect(given.theme.messageStyle.lineHeight == 23)
    }

    @Test func thePlainCardKeepsItsRatio() throws {
        let plain = try resolved(
            #"{"ios": 18, "theme": "plain", "alert": {"title": "T", "message": "M", "messageStyle": {"size": 17}}}"#)
        #expect(plain.theme.messageStyle.lineHeight == 21)  // 17 x 16 / 13
    }

    @Test(arguments: ["titleStyle", "messageStyle"])
    func theClassicSheetRefusesTextStyles(key: String) {
        let json = #"{"ios": 18, "alert": {"preferredStyle": "actionSheet", "title": "T", "message": "M", "\#(key)": {"size": 20}, "actions": [{"title": "A"}]}}"#
        #expect(throws: SpecError(
            file: "s.json", path: "alert.\(key)",
            message: "an action sheet's header keeps UIKit's text styles; \(key) is for alerts (and ios 26 sheets)")
        ) { try resolved(json) }
        // iOS 26 lays the sheet out as its alert card and honours them.
        #expect(throws: Never.self) { try resolved(json.replacingOccurrences(of: #""ios": 18"#, with: #""ios": 26"#)) }
    }
}
