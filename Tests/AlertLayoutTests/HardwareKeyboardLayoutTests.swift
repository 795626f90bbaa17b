import Testing

@testable import AlertLayout
@testable import AlertModel

/// `"keyboard": "hardware"`: no software keyboard, the alert where it is without one, and the
/// focused field's caret exactly as the software keyboard shows it.
@Suite struct HardwareKeyboardLayoutTests {
    static func spec(ios: Int, keyboard: String?, focusSecond: Bool = false) -> String {
        let key = keyboard.map { #""keyboard": \#($0), "# } ?? ""
        let focus = focusSecond ? #", "focused": true"# : ""
        return
            #"{"ios": \#(ios), \#(key)"alert": {"title": "Sign in", "textFields": [{"text": "anna"}, {"placeholder": "Password", "secure": true\#(focus)}], "actions": [{"title": "OK"}]}}"#
    }

    @Test(arguments: [18, 26])
    func caretWithoutKeyboardAndTheAlertUnmoved(ios: Int) throws {
        let hardware = try layout(Self.spec(ios: ios, keyboard: #""hardware""#))
        let none = try layout(Self.spec(ios: ios, keyboard: nil))
        let software = try layout(Self.spec(ios: ios, keyboard: "true"))
        #expect(hardware.keyboard == nil && none.caret == nil)
        #expect(hardware.alert == none.alert)
        #expect(hardware.textFields == none.textFields)
        let caret = try #require(hardware.caret)
        let softwareCaret = try #require(software.caret)
        // The same caret as with the software keyboard, in the same place in its field.
        #expect(caret.width == softwareCaret.width && caret.height == softwareCaret.height)
        #expect(abs((caret.x - hardware.textFields[0].x) - (softwareCaret.x - software.textFields[0].x)) < 1e-9)
        #expect(abs((caret.y - hardware.textFields[0].y) - (softwareCaret.y - software.textFields[0].y)) < 1e-9)
    }

    @Test func theFocusedFieldTakesTheCaret() throws {
        let l = try layout(Self.spec(ios: 18, keyboard: #""hardware""#, focusSecond: true))
        let caret = try #require(l.caret)
        #expect(caret.y > l.textFields[1].y && caret.maxY < l.textFields[1].maxY)
        #expect(abs(caret.x - (l.textFields[1].x + Theme.system.textFieldTextInset)) < 0.34)
    }

    @Test func anOverrideSwitchesEitherWay() throws {
        let spec = try AlertSpec.decode(Array(Self.spec(ios: 18, keyboard: "true").utf8), file: "t.json")
        var overrides = SpecOverrides()
        try overrides.set("keyboard", to: "hardware")
        let hardware = try spec.resolved(overrides)
        #expect(hardware.keyboard == nil && hardware.hardwareKeyboard && hardware.focusedField == 0)
        try overrides.set("keyboard", to: "false")
        let off = try spec.resolved(overrides)
        #expect(off.keyboard == nil && !off.hardwareKeyboard && off.focusedField == nil)
        let asWritten = try AlertSpec.decode(Array(Self.spec(ios: 18, keyboard: #""hardware""#).utf8), file: "t.json")
        try overrides.set("keyboard", to: "true")
        let software = try asWritten.resolved(overrides)
        #expect(software.keyboard != nil && !software.hardwareKeyboard)
    }

    @Test func otherStringsAndSheetsAreRefusedNamingTheKey() throws {
        #expect {
            try AlertSpec.decode(Array(Self.spec(ios: 18, keyboard: #""bluetooth""#).utf8), file: "t.json")
        } throws: { error in
            "\(error)".contains(#"keyboard: unknown value "bluetooth"; expected true, false, "hardware" or an object"#)
        }
        let sheet =
            #"{"ios": 18, "keyboard": "hardware", "alert": {"preferredStyle": "actionSheet", "actions": [{"title": "A"}]}}"#
        #expect {
            try AlertSpec.decode(Array(sheet.utf8), file: "t.json").resolved()
        } throws: { error in
            "\(error)".contains("keyboard: an action sheet shows no keyboard")
        }
    }
}
