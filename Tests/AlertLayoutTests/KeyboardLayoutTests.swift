import Testing

@testable import AlertLayout
@testable import AlertModel

/// The software keyboard (`keyboard`): its frame on every device and orientation, the alert
/// centred in the safe area above it, the caret, and taps on it.
@Suite struct KeyboardLayoutTests {
    static let field = #""textFields": [{"placeholder": "Name"}], "actions": [{"title": "OK"}]"#

    static func withKeyboard(device: String, orientation: Orientation = .portrait, _ keyboard: String = "true")
        throws -> AlertGeometry
    {
        try layout(
            #"{"ios": 18, "device": "\#(device)", "orientation": "\#(orientation.rawValue)", "keyboard": \#(keyboard), "alert": {"title": "T", \#(field)}}"#
        )
    }

    /// The keyboard's height per device class and orientation: suggestion bar, four rows and the
    /// strip below them (docs/themes.md "Keyboard").
    static func expectedHeight(_ preset: DevicePreset, _ orientation: Orientation) -> Double {
        let landscape = orientation == .landscape
        switch preset.kind {
        case .faceIDPhone:
            if landscape { return 38 + 4 * 40 + 21 }
            return 44 + 4 * (preset.width >= 428 ? 56 : 54) + 75
        case .homeButtonPhone: return landscape ? 38 + 4 * 40 : 44 + 4 * 54
        case .pad:
            let large = preset.width >= 1024
            return 55 + 4 * (landscape ? (large ? 88 : 86) : (large ? 69 : 64)) + preset.safeArea.bottom
        case .androidPhone, .androidTablet:
            Issue.record("the iOS keyboard is not drawn on Android devices")
            return 0
        }
    }

    @Test(arguments: DevicePreset.all.filter { $0.platform == .ios }.map(\.name), Orientation.allCases)
    func keyboardFrameOnEveryDevice(device: String, orientation: Orientation) throws {
        let preset = try #require(DevicePreset.named(device))
        let l = try Self.withKeyboard(device: device, orientation: orientation)
        let kb = try #require(l.keyboard)
        let grid = PixelGrid(scale: preset.scale)
        #expect(kb.frame.x == 0 && kb.frame.width == preset.width(orientation))
        #expect(near(kb.frame.maxY, preset.height(orientation)))
        #expect(near(kb.frame.height, Self.expectedHeight(preset, orientation)))
        #expect(grid.isAligned(kb.frame))
        // Every key inside the keyboard, within the safe area's sides, on whole device pixels.
        let safe = preset.safeArea(orientation)
        for key in kb.keys where key.fill != .none {
            #expect(key.frame.y >= kb.frame.y && key.frame.maxY <= kb.frame.maxY)
            #expect(key.frame.x >= safe.left && key.frame.maxX <= preset.width(orientation) - safe.right + 1e-9)
            #expect(grid.isAligned(key.frame))
        }
        // The return key is the last of the bottom row.
        let returnKey = try #require(kb.keys.last { $0.label == "return" })
        #expect(returnKey.frame.maxX <= kb.frame.maxX - safe.right)
    }

    @Test func phoneKeysAreKeyboardKitsSlots() throws {
        // iPhone 15 portrait: 393 pt / 10 = 39.3 pt slots, keys 3 pt in from each side; 54 pt rows,
        // keys 5 pt in from the top and bottom: 44 pt tall.
        let kb = try #require(try Self.withKeyboard(device: "iphone-15").keyboard)
        let q = try #require(kb.keys.first { $0.label.lowercased() == "q" })
        #expect(q.frame.x == 3 && q.frame.height == 44)
        #expect(abs(q.frame.width - (39.3 - 6)) < 0.34)
        #expect(q.frame.y == kb.frame.y + 44 + 5)
        let w = try #require(kb.keys.first { $0.label.lowercased() == "w" })
        #expect(abs(w.frame.x - q.frame.maxX - 6) < 0.34)
    }

    @Test func alertCentresInTheSafeAreaAboveTheKeyboard() throws {
        for device in ["iphone-se", "iphone-15", "iphone-16-pro-max", "ipad-10"] {
            let preset = try #require(DevicePreset.named(device))
            let plain = try layout(#"{"ios": 18, "device": "\#(device)", "alert": {"title": "T", \#(Self.field)}}"#)
            let l = try Self.withKeyboard(device: device)
            let kb = try #require(l.keyboard)
            let grid = PixelGrid(scale: preset.scale)
            #expect(plain.keyboard == nil && plain.caret == nil)
            #expect(l.alert.height == plain.alert.height && l.alert.x == plain.alert.x)
            // Centred between the safe area's top and the keyboard's top, half up on device pixels.
            let centred = grid.snapHalfUp(preset.safeArea.top + (kb.frame.y - preset.safeArea.top - l.alert.height) / 2)
            #expect(l.alert.y == centred, "\(device)")
            #expect(l.alert.maxY < kb.frame.y && l.alert.y >= preset.safeArea.top)
        }
    }

    @Test func aTallAlertFitsAboveTheKeyboardAndScrolls() throws {
        let long = String(repeating: "A long message line. ", count: 60)
        let l = try layout(
            #"{"ios": 18, "device": "iphone-se", "keyboard": true, "alert": {"title": "T", "message": "\#(long)", \#(Self.field)}}"#)
        let kb = try #require(l.keyboard)
        #expect(l.contentScrolls)
        #expect(l.alert.y >= 20 && l.alert.maxY <= kb.frame.y)
    }

    @Test func hitOnTheKeyboardNeverDismisses() throws {
        let l = try layout(
            #"{"ios": 18, "keyboard": true, "backdrop": {"dismissOnTap": true}, "alert": {"title": "T", \#(Self.field)}}"#)
        let kb = try #require(l.keyboard)
        let hit = l.hitTest(x: kb.frame.x + 10, y: kb.frame.maxY - 1)
        #expect(hit == HitResult(region: .keyboard, dismisses: false))
        #expect(hit.region.description == "keyboard")
        // Just above it is the backdrop, which dismisses here.
        #expect(l.hitTest(x: 10, y: kb.frame.y - 1) == HitResult(region: .backdropBottom, dismisses: true))
    }

    @Test func iOS26KeysAreTheMeasuredOnes() throws {
        // iPhone 16 Pro (402 pt) under iOS 26 (KeyboardMetrics.colourAdaptive): rows 17/3 pt in,
        // keys 3 pt inside their slots (first key edge 8.67, letter keys 33.1 wide), 45 pt tall at
        // a 56 pt pitch, 8 pt corners; 44 (bar) + 4 x 56 + 75 (strip) tall.
        let json = #"{"ios": 26, "device": "iphone-16-pro", "keyboard": true, "alert": {"title": "T", \#(Self.field)}}"#
        let kb = try #require(try layout(json).keyboard)
        #expect(kb.metrics.colourAdaptive && kb.metrics.keyCornerRadius == 8 && kb.metrics.letterSize == 23)
        #expect(kb.frame.height == 44 + 4 * 56 + 75)
        let q = try #require(kb.keys.first { $0.label.lowercased() == "q" })
        // 45 pt is 135 px at 3x in a 168 px row: the 16.5 px insets snap, the key is a pixel short.
        #expect(abs(q.frame.x - 26.0 / 3) < 0.01 && abs(q.frame.height - 45) < 0.34 && abs(q.frame.width - 33.1) < 0.34)
        let a = try #require(kb.keys.first { $0.label.lowercased() == "a" })
        #expect(a.frame.y - q.frame.y == 56)
        // 123, emoji, space (unnamed), return.
        let bottom = kb.keys.filter { $0.frame.y == q.frame.y + 3 * 56 }
        #expect(bottom.map(\.label) == ["123", "", "", "return"] && bottom[1].glyph == .emoji)
        // The iOS 18 look of the same spec keeps today's keyboard.
        let old = try #require(try layout(json.replacingOccurrences(of: #""ios": 26"#, with: #""ios": 18"#)).keyboard)
        #expect(!old.metrics.colourAdaptive && old.keys.first?.frame.x == 3)
    }

    @Test func caretFollowsTheFocusedFieldsText() throws {
        let spec = #"{"ios": 18, "keyboard": true, "alert": {"title": "T", "textFields": [{"text": "abc"}, {"placeholder": "P", "focused": true}]}}"#
        let l = try layout(spec)
        let caret = try #require(l.caret)
        // The second field is focused and empty: the caret is at its leading text inset.
        #expect(abs(caret.x - (l.textFields[1].x + Theme.system.textFieldTextInset)) < 0.34)
        #expect(caret.y > l.textFields[1].y && caret.maxY < l.textFields[1].maxY)
        let first = try #require(try layout(#"{"ios": 18, "keyboard": true, "alert": {"title": "T", "textFields": [{"text": "abc"}]}}"#).caret)
        // After three characters the caret has moved right.
        #expect(first.x > l.textFields[0].x + Theme.system.textFieldTextInset + 5)
    }

    @Test func layoutsAndLettersFollowTheLocale() throws {
        func labels(_ json: String) throws -> [String] {
            try #require(try layout(json).keyboard).keys.map(\.label)
        }
        let de = try labels(#"{"ios": 18, "locale": "de", "keyboard": true, "alert": {"textFields": [{"text": "x"}]}}"#)
        #expect(Array(de.prefix(11)) == ["q", "w", "e", "r", "t", "z", "u", "i", "o", "p", "ü"])
        #expect(de.contains("Leerzeichen"))
        let fr = try labels(#"{"ios": 18, "locale": "fr", "keyboard": true, "alert": {"textFields": [{"text": "x"}]}}"#)
        #expect(Array(fr.prefix(3)) == ["a", "z", "e"])
        let en = try labels(#"{"ios": 18, "keyboard": {"returnKey": "send"}, "alert": {"textFields": [{}]}}"#)
        // An empty field starts a sentence: capitals.
        #expect(Array(en.prefix(3)) == ["Q", "W", "E"] && en.contains("send"))
        let pad = try labels(#"{"ios": 18, "keyboard": {"type": "decimal"}, "locale": "de", "alert": {"textFields": [{}]}}"#)
        #expect(pad.prefix(10) == ["1", "2", "3", "4", "5", "6", "7", "8", "9", ","])
        #expect(try layout(#"{"ios": 18, "keyboard": {"type": "number"}, "alert": {}}"#).keyboard?.suggestionBar == nil)
    }

    @Test func keyboardOnAnActionSheetIsRefused() throws {
        for device in ["iphone-15", "ipad-10"] {
            let source = device == "ipad-10" ? #", "source": {"x": 700, "y": 40}"# : ""
            let json = #"{"ios": 18, "device": "\#(device)", "keyboard": true, "alert": {"preferredStyle": "actionSheet", "actions": [{"title": "A"}]\#(source)}}"#
            let error = try #require(throws: SpecError.self) { try AlertSpec.decode(Array(json.utf8)) }
            #expect(error.path == "keyboard")
            // From --keyboard too, naming the key.
            let sheet = #"{"ios": 18, "device": "\#(device)", "alert": {"preferredStyle": "actionSheet", "actions": [{"title": "A"}]\#(source)}}"#
            var o = SpecOverrides()
            try o.set("keyboard", to: "true")
            let spec = try AlertSpec.decode(Array(sheet.utf8))
            let overridden = try #require(throws: SpecError.self) { try spec.resolved(o) }
            #expect(overridden.path == "keyboard")
        }
    }

    @Test func overrideShowsHidesAndRetypes() throws {
        let spec = try AlertSpec.decode(Array(#"{"ios": 18, "keyboard": {"returnKey": "go"}, "alert": {"textFields": [{}]}}"#.utf8))
        var o = SpecOverrides()
        try o.set("keyboard", to: "false")
        #expect(try spec.resolved(o).keyboard == nil)
        try o.set("keyboard", to: "phone")
        let phone = try #require(try spec.resolved(o).keyboard)
        #expect(phone.type == .phone && phone.returnKey == .go)
        #expect(throws: SpecError.self) { try o.set("keyboard", to: "emoji") }
    }

    @Test func layoutJSONHasTheKeyboardFrameButTheRecordOnlyWhenShown() throws {
        let with = try Self.withKeyboard(device: "iphone-15")
        let without = try layout(#"{"ios": 18, "alert": {"title": "T"}}"#)
        #expect(with.jsonString().contains(#""keyboard": {"#))
        #expect(with.jsonString(recording: true).contains(#""keyboard": {"#))
        #expect(without.jsonString().contains(#""keyboard": null"#))
        #expect(!without.jsonString(recording: true).contains("keyboard"))
    }
}
