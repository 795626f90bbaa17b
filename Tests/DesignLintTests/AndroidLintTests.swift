import AlertLayout
import AlertModel
import AlertRender
@testable import DesignLint
import Testing

/// The lint on Android's dialogs: Material's 48 dp touch target, the one-line titles of the Views
/// and AppCompat dialogs reported as truncation, contrast named by the Material colour roles.
@Suite struct AndroidLintTests {
    static let lint = DesignLinter(renderer: try! AlertRenderer())

    func findings(_ json: String) throws -> [LintFinding] {
        let spec = try AlertSpec.decode(Array(json.utf8), file: "t.json").resolved()
        return try Self.lint.findings(for: spec, file: "t.json")
    }

    static let longTitle = "Delete every photo in this shared album from all of your devices?"

    @Test func androidTouchTargetsAreFortyEightDp() {
        let box = Frame(x: 0, y: 0, width: 64, height: 46)
        // 46 dp tall passes Apple's 44 pt but not Material's 48 dp.
        #expect(DesignLinter.tooSmall(box, platform: .ios) == nil)
        #expect(
            DesignLinter.tooSmall(box, platform: .android)
                == "a button 64x46 dp is smaller than Material's 48x48 dp touch target")
        #expect(
            DesignLinter.tooSmall(Frame(x: 0, y: 0, width: 280, height: 40), platform: .android, listRow: true)
                == "a list row 280x40 dp is smaller than Material's 48x48 dp touch target")
        #expect(DesignLinter.tooSmall(Frame(x: 0, y: 0, width: 64, height: 48), platform: .android) == nil)
        #expect(DesignLinter.tooSmall(box) == nil)
        #expect(DesignLinter.tooSmall(Frame(x: 0, y: 0, width: 40, height: 44)) == "40x44 pt is smaller than 44x44 pt")
    }

    @Test func androidButtonsAndListRowsMeetTheTarget() throws {
        for look in AndroidLook.allCases {
            let dialog = try findings(
                #"{"platform": "android", "android": "\#(look.rawValue)", "alert": {"title": "T", "message": "M", "actions": [{"title": "Cancel"}, {"title": "OK"}]}}"#)
            #expect(!dialog.contains { $0.rule == .tapTarget }, "\(look): \(dialog.map(\.line))")
        }
        let list = try findings(
            #"{"platform": "android", "android": "appcompat", "alert": {"title": "Share", "preferredStyle": "actionSheet", "actions": [{"title": "Mail"}, {"title": "Messages"}, {"title": "Cancel", "style": "cancel"}]}}"#)
        #expect(!list.contains { $0.rule == .tapTarget }, "\(list.map(\.line))")
    }

    @Test func aLongTitleIsTruncatedOnTheViewsAndAppCompatButWrapsInCompose() throws {
        for look in [AndroidLook.appcompat, .material3Views] {
            let f = try findings(
                #"{"platform": "android", "android": "\#(look.rawValue)", "alert": {"title": "\#(Self.longTitle)", "message": "M", "actions": [{"title": "OK"}]}}"#)
            let cut = f.filter { $0.rule == .truncated && $0.element == "title" }
            #expect(cut.count == 1, "\(look): \(f.map(\.line))")
            #expect(cut.first?.message.contains("\(look.rawValue)'s title is a single line ending in an ellipsis") == true)
            #expect(cut.first?.severity == .error)
        }
        let compose = try findings(
            #"{"platform": "android", "android": "material3", "alert": {"title": "\#(Self.longTitle)", "message": "M", "actions": [{"title": "OK"}]}}"#)
        #expect(!compose.contains { $0.rule == .truncated }, "\(compose.map(\.line))")
    }

    @Test func contrastOnAndroidColoursNamesTheKeyOrTheRole() throws {
        // A pale accent on AppCompat's white card: the spec's colour, an error naming the key.
        let pale = try findings(
            ##"{"platform": "android", "android": "appcompat", "alert": {"title": "T", "message": "M", "tint": "#B0E0D8", "actions": [{"title": "OK"}]}}"##)
        let low = pale.filter { $0.rule == .contrast && $0.element == "actions[0]" }
        #expect(low.count == 1 && low.first?.severity == .error, "\(pale.map(\.line))")
        #expect(low.first?.message.contains("colour set by alert.tint") == true)
        // The look's own colours pass.
        for look in AndroidLook.allCases {
            for appearance in ["light", "dark"] {
                let f = try findings(
                    #"{"platform": "android", "android": "\#(look.rawValue)", "appearance": "\#(appearance)", "alert": {"title": "T", "message": "M", "actions": [{"title": "Cancel"}, {"title": "OK"}]}}"#)
                #expect(!f.contains { $0.rule == .contrast }, "\(look) \(appearance): \(f.map(\.line))")
            }
        }
        // A finding on the look's colours names the Material role, not UIKit.
        let spec = try AlertSpec.decode(
            Array(#"{"platform": "android", "android": "appcompat", "alert": {"title": "T", "actions": [{"title": "OK"}]}}"#.utf8)
        ).resolved()
        #expect(
            DesignLinter.themeColourHint(of: "message", spec: spec, sheet: false)
                == "appcompat's onSurfaceVariant colour; set alert.messageStyle.color or alert.background to change it")
        #expect(DesignLinter.themeColourHint(of: "actions[0]", spec: spec, sheet: false).hasPrefix("appcompat's primary colour"))
    }
}
