import Testing

@testable import AlertModel

/// `contentSize`, `layoutDirection` and `locale` (docs/contract.md "Variants"): parsing,
/// refusals naming the key path, the `auto` direction rule, and what they do to the theme.
@Suite struct TextVariantKeysTests {
    /// The classic look's text variants, unless `json` names its `ios`.
    func resolved(_ json: String, _ overrides: SpecOverrides = SpecOverrides()) throws -> ResolvedSpec {
        var spec = try AlertSpec.decode(Array(json.utf8), file: "s.json")
        if spec.ios == nil { spec.ios = .ios18 }
        return try spec.resolved(overrides)
    }

    func error(_ json: String) -> String? {
        do {
            _ = try AlertSpec.decode(Array(json.utf8), file: "bad.json")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func keysAreReadAndDefaulted() throws {
        let plain = try resolved("{}")
        #expect(plain.contentSize == .large && plain.layoutDirectionSetting == .auto)
        #expect(plain.layoutDirection == .ltr && plain.locale == nil)
        let s = try resolved(#"{"contentSize": "AX3", "layoutDirection": "rtl", "locale": "de-CH"}"#)
        #expect(s.contentSize == .AX3 && s.layoutDirection == .rtl && s.locale == "de-CH")
        // Every text style carries the direction and the locale's language.
        for style in [s.theme.titleStyle, s.theme.messageStyle, s.theme.actionStyle, s.theme.textFieldStyle] {
            #expect(style.direction == .rtl && style.language == "de-CH")
        }
        #expect(s.theme.sheet.actionStyle.direction == .rtl)
        // Title and message keep their base direction from their own text (P2/P3).
        #expect(s.theme.titleStyle.baseDirection == nil && s.theme.messageStyle.baseDirection == nil)
    }

    @Test(arguments: [
        (
            #"{"contentSize": "huge"}"#,
            "bad.json: contentSize: unknown value \"huge\"; expected xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5"
        ),
        (#"{"layoutDirection": "up"}"#, "bad.json: layoutDirection: unknown value \"up\"; expected auto, ltr, rtl"),
        (#"{"locale": 3}"#, "bad.json: locale: expected a string, got a number"),
        (
            #"{"locale": "pt_BR"}"#,
            "bad.json: locale: \"pt_BR\" is not a BCP 47 tag; subtags are joined by \"-\" (pt-BR)"
        ),
        (
            #"{"locale": "e"}"#,
            "bad.json: locale: \"e\" is not a BCP 47 tag: it must start with a 2-3 letter language code (en, de, ar)"
        ),
        (
            #"{"locale": "en--US"}"#,
            "bad.json: locale: \"en--US\" is not a BCP 47 tag: subtags are 1-8 letters or digits joined by \"-\""
        ),
        (#"{"contentsize": "AX1"}"#, "bad.json: contentsize: unknown key; did you mean \"contentSize\"?"),
    ])
    func badValuesNameTheKey(json: String, message: String) {
        #expect(error(json) == message)
    }

    @Test func wellFormedTagsAreAccepted() {
        for tag in ["en", "de-CH", "zh-Hans", "zh-Hans-CN", "sr-Latn-RS", "en-XA", "ar-XB", "es-419", "gsw"] {
            #expect(LocaleTag.problem(tag) == nil, "\(tag)")
        }
    }

    @Test func autoDirectionFollowsTheLocaleThenTheText() throws {
        // A right-to-left locale decides, whatever the text.
        for locale in ["ar", "he", "fa", "ur", "ar-XB", "az-Arab"] {
            #expect(try resolved(#"{"ios": 18, "locale": "\#(locale)", "alert": {"title": "OK"}}"#).layoutDirection == .rtl)
        }
        #expect(try resolved(#"{"ios": 18, "locale": "ku-Latn", "alert": {"title": "OK"}}"#).layoutDirection == .ltr)
        // Otherwise the title's first strong character, else the message's.
        #expect(try resolved(#"{"ios": 18, "locale": "de", "alert": {"title": "שלום"}}"#).layoutDirection == .rtl)
        #expect(try resolved(#"{"ios": 18, "alert": {"title": "123 …", "message": "مرحبا"}}"#).layoutDirection == .rtl)
        #expect(try resolved(#"{"ios": 18, "alert": {"title": "«Hello» مرحبا"}}"#).layoutDirection == .ltr)
        #expect(try resolved(#"{"ios": 18, "alert": {"title": "42"}}"#).layoutDirection == .ltr)
        // Text inside an isolate does not count (P2).
        #expect(TextDirection.firstStrong(in: "\u{2067}שלום\u{2069} OK") == .ltr)
        #expect(TextDirection.firstStrong(in: "\u{064B}") == nil)  // a mark alone is weak
        // An explicit direction wins over locale and text.
        #expect(try resolved(#"{"locale": "ar", "layoutDirection": "ltr"}"#).layoutDirection == .ltr)
        #expect(try resolved(#"{"ios": 18, "layoutDirection": "rtl", "alert": {"title": "OK"}}"#).layoutDirection == .rtl)
    }

    @Test func overridesReplaceTheSpecsValues() throws {
        var o = SpecOverrides()
        try o.set("content-size", to: "AX1")
        try o.set("locale", to: "he")
        try o.set("direction", to: "auto")
        let s = try resolved(#"{"contentSize": "xSmall", "locale": "en", "layoutDirection": "ltr"}"#, o)
        #expect(s.contentSize == .AX1 && s.locale == "he" && s.layoutDirection == .rtl)
        #expect(throws: SpecError.self) { try o.set("content-size", to: "AX9") }
        #expect(throws: SpecError.self) { try o.set("direction", to: "sideways") }
        #expect(throws: SpecError.self) { try o.set("locale", to: "") }
        do {
            try o.set("content-size", to: "big")
        } catch {
            #expect(error.description.hasPrefix("--content-size: unknown value \"big\"; expected xSmall"))
        }
    }

    @Test func dynamicTypeFollowsTheTable() throws {
        // docs/themes.md: title Headline, message Footnote, actions Body; L is the look as measured.
        let large = try resolved("{}").theme
        #expect(large.titleStyle.size == 17 && large.titleStyle.lineHeight == 22 && large.width == 270)
        let ax3 = try resolved(#"{"contentSize": "AX3"}"#).theme
        #expect(ax3.titleStyle.size == 40 && ax3.titleStyle.lineHeight == 48)
        #expect(ax3.messageStyle.size == 33 && ax3.messageStyle.lineHeight == 16 + (40 - 18))
        #expect(ax3.actionStyle.size == 40 && ax3.actionStyle.lineHeight == 48)
        // AX sizes: 310 pt wide, titles wrap instead of shrinking, actions keep half the height.
        #expect(ax3.width == 310 && ax3.actionStyle.maxLines == nil && ax3.actionStyle.minimumSize == nil)
        #expect(ax3.minimumActionAreaFraction == 0.5 && ax3.actionRowHeight == 96)
        let xxxl = try resolved(#"{"contentSize": "xxxLarge"}"#).theme
        #expect(xxxl.width == 270 && xxxl.actionStyle.maxLines == 1 && xxxl.actionRowHeight == 51.5)
        #expect(close(xxxl.actionStyle.minimumSize, 10 * 23 / 17))
        // The baseline rhythm scales with the text (UIFontMetrics): 36 with Headline, 20 and 24 with Footnote.
        #expect(close(ax3.rhythm?.firstBaseline, 36 * 40 / 17))
        #expect(close(ax3.rhythm?.betweenBlocks, 20 * 33 / 13) && close(ax3.rhythm?.lastBaselineToBottom, 24 * 33 / 13))
        // Action sheets: Title 3 actions, Footnote header, rows with Title 3's leading.
        #expect(ax3.sheet.actionStyle.size == 43 && ax3.sheet.titleStyle.size == 33)
        #expect(close(ax3.sheet.rowHeight, 57 * 51 / 25) && ax3.sheet.actionStyle.maxLines == nil)
        // The plain card keeps its width at AX sizes.
        #expect(try resolved(#"{"theme": "plain", "contentSize": "AX5"}"#).theme.width == 270)
        // An explicit width stays.
        #expect(try resolved(#"{"ios": 18, "contentSize": "AX2", "alert": {"width": 250}}"#).width == .points(250))
    }

    @Test func alertsAreFlooredAtLarge() throws {
        let large = try resolved("{}").theme
        for size in [ContentSize.xSmall, .small, .medium] {
            let s = try resolved(#"{"contentSize": "\#(size.rawValue)"}"#)
            #expect(s.contentSize == size && s.effectiveContentSize == .large)
            #expect(s.theme.titleStyle == large.titleStyle.with(direction: .ltr))
            #expect(s.theme.actionRowHeight == 44)
        }
        // Below large the table itself still shrinks (for callers that do not floor).
        #expect(Theme.system.scaled(for: .xSmall).titleStyle.size == 14)
    }

    @Test func sizesGrowWithEveryCategory() {
        var previous: Theme?
        for size in ContentSize.allCases where size >= .large {
            let t = Theme.system.scaled(for: size)
            if let p = previous {
                #expect(t.titleStyle.size > p.titleStyle.size && t.messageStyle.size > p.messageStyle.size)
                #expect(t.actionRowHeight > p.actionRowHeight && t.sheet.rowHeight > p.sheet.rowHeight)
                #expect(t.titleStyle.lineHeight > p.titleStyle.lineHeight)
            }
            previous = t
        }
    }
}

private func close(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 1e-9 } ?? false }

extension TextStyle {
    fileprivate func with(direction: TextDirection) -> TextStyle {
        var s = self
        s.direction = direction
        return s
    }
}
