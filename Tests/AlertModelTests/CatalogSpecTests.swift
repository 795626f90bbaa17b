import Foundation
import Testing

@testable import AlertModel

/// `strings`, `locale` and `{"key", "args"}` texts in specs: lookups, fallbacks, exit-2 errors.
@Suite struct CatalogSpecTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures").path

    /// A spec file beside the fixture catalog (so `strings` is relative to it), resolved.
    func resolve(_ json: String, _ overrides: SpecOverrides = SpecOverrides()) throws -> ResolvedSpec {
        try AlertSpec.decode(Array(json.utf8), file: "\(Self.fixtures)/t.json").resolvedFromFixtures(overrides)
    }

    func error(_ json: String, _ overrides: SpecOverrides = SpecOverrides()) -> String? {
        do {
            _ = try resolve(json, overrides)
            return nil
        } catch let e as SpecError {
            return e.description.replacingOccurrences(of: Self.fixtures + "/", with: "")
        } catch { return "\(error)" }
    }

    static func spec(_ locale: String?, count: Int = 3, extra: String = "") -> String {
        let l = locale.map { "\"locale\": \"\($0)\", " } ?? ""
        return """
            {"ios": 18, \(l)"strings": "strings/Photos.xcstrings", \(extra)
             "alert": {"title": {"key": "photos.delete.title", "args": [\(count)]},
                       "message": {"key": "photos.delete.message", "args": [\(count)]},
                       "actions": [{"title": {"key": "common.cancel"}, "style": "cancel"},
                                   {"title": {"key": "photos.delete.action"}, "style": "destructive"}]}}
            """
    }

    @Test func textsAreLookedUpForTheLocale() throws {
        let de = try resolve(Self.spec("de"))
        #expect(de.title == "3 Fotos löschen?")
        #expect(de.message == "Diese Fotos werden aus iCloud-Fotos auf allen deinen Geräten gelöscht.")
        #expect(de.actions.map(\.title) == ["Abbrechen", "Löschen"])
        #expect(de.missingTranslations.isEmpty && de.locale == "de")
        #expect(de.catalogFiles == ["\(Self.fixtures)/strings/Photos.xcstrings"])
        let one = try resolve(Self.spec("de", count: 1))
        #expect(one.title == "1 Foto löschen?" && one.message?.hasPrefix("Dieses Foto wird") == true)
        #expect(try resolve(Self.spec("ar", count: 2)).title == "حذف صورتين؟")
        #expect(try resolve(Self.spec("ar", count: 5)).title == "حذف 5 صور؟")
        #expect(try resolve(Self.spec("he", count: 2)).title == "למחוק שתי תמונות?")
        #expect(try resolve(Self.spec("ja")).title == "3 枚の写真を削除しますか？")
        // No locale: the source language.
        let en = try resolve(Self.spec(nil, count: 1))
        #expect(en.title == "Delete 1 Photo?" && en.actions[0].title == "Cancel" && en.locale == nil)
        // `--locale` (or a variant) replaces the spec's locale.
        #expect(try resolve(Self.spec("de"), SpecOverrides(locale: "ko")).title == "사진 3장을 삭제하시겠습니까?")
    }

    @Test func aMissingTranslationFallsBackToTheSourceLanguageAndIsRecorded() throws {
        let keep = #"{"title": {"key": "photos.keep"}}"#
        let extra = ""
        let json = Self.spec("ja", extra: extra).replacingOccurrences(
            of: #"{"title": {"key": "photos.delete.action"}, "style": "destructive"}"#, with: keep)
        let ja = try resolve(json)
        #expect(ja.actions[1].title == "Keep on This iPhone")
        #expect(
            ja.missingTranslations == [
                MissingTranslation(
                    path: "alert.actions[1].title", key: "photos.keep", locale: "ja", shownLanguage: "en")
            ])
        #expect(try resolve(json, SpecOverrides(locale: "de")).missingTranslations.isEmpty)
        // A regional locale takes its language's value: nothing is missing.
        #expect(try resolve(json, SpecOverrides(locale: "de-AT")).actions[1].title == "Nur auf diesem iPhone behalten")
        // Pseudo-locales show the source text transformed, and miss nothing.
        let xa = try resolve(json, SpecOverrides(locale: "en-XA"))
        #expect(xa.missingTranslations.isEmpty && xa.actions[1].title.hasPrefix("[Ķééþ öñ Ţĥîš îÞĥöñé"))
        #expect(xa.title?.hasPrefix("[Ðéļéţé 3 Þĥöţöš?") == true)
        let xb = try resolve(json, SpecOverrides(locale: "ar-XB"))
        #expect(xb.actions[0].title == "\u{200F}\u{202E}Cancel\u{202C}\u{200F}")
        // ar-XB mirrors the layout (its language is Arabic); en-XA does not.
        #expect(xb.layoutDirection == .rtl && xa.layoutDirection == .ltr)
    }

    @Test func everyTextMayBeAKey() throws {
        let s = try resolve(
            """
            {"ios": 18, "strings": "strings/Photos.xcstrings", "locale": "de",
             "alert": {"textFields": [{"placeholder": {"key": "common.cancel"}, "text": {"key": "photos.delete.action"}}],
                       "table": {"rows": ["plain", {"key": "photos.keep"}]}}}
            """)
        #expect(s.textFields[0].placeholder == "Abbrechen" && s.textFields[0].text == "Löschen")
        #expect(s.table?.rows == ["plain", "Nur auf diesem iPhone behalten"])
    }

    @Test func badCatalogTextsAreExit2NamingTheKeyPath() {
        let cases: [(String, String)] = [
            (
                Self.spec("de").replacingOccurrences(of: "common.cancel", with: "common.cancle"),
                "t.json: alert.actions[0].title.key: no key \"common.cancle\" in strings/Photos.xcstrings; did you mean \"common.cancel\"?"
            ),
            (
                Self.spec("de").replacingOccurrences(of: "\"args\": [3]}", with: "\"args\": [\"three\"]}"),
                "t.json: alert.title.args: strings/Photos.xcstrings: strings[\"photos.delete.title\"].localizations.de varies by plural: argument 1 must be a whole number, not the string \"three\""
            ),
            (
                Self.spec("de").replacingOccurrences(
                    of: #""key": "photos.delete.title", "args": [3]"#,
                    with: #""key": "photos.delete.title", "args": [3, 4]"#),
                "t.json: alert.title.args: \"%lld Fotos löschen?\" (strings/Photos.xcstrings: strings[\"photos.delete.title\"].localizations.de) takes 1 argument, 2 given"
            ),
            (
                Self.spec("de").replacingOccurrences(of: "strings/Photos.xcstrings", with: "strings/Nope.xcstrings"),
                "t.json: strings: \"strings/Nope.xcstrings\": no such catalog file or folder"
            ),
            (
                #"{"ios": 18, "alert": {"title": {"key": "photos.keep"}}}"#,
                "t.json: alert.title.key: a catalog text needs \"strings\": the catalog file or folder, at the top level of the spec"
            ),
            (#"{"ios": 18, "alert": {"title": {"args": [1]}}}"#, "t.json: alert.title.key: is required in a catalog text"),
            (
                #"{"ios": 18, "alert": {"title": {"key": "k", "arg": [1]}}}"#,
                "t.json: alert.title.arg: unknown key; did you mean \"args\"?"
            ),
            (
                #"{"ios": 18, "alert": {"title": 3}}"#,
                "t.json: alert.title: expected a string or a catalog text {\"key\", \"args\"}, got a number"
            ),
            (
                #"{"ios": 18, "alert": {"actions": [{"title": {"key": "k", "args": [true]}}]}}"#,
                "t.json: alert.actions[0].title.args[0]: expected a string or a number, got a boolean"
            ),
            (#"{"strings": ""}"#, "t.json: strings: must not be empty"),
        ]
        for (json, expected) in cases {
            let e = error(json)
            #expect(e == expected, "\(json)")
        }
    }

    @Test func aBasesCatalogIsRelativeToTheBase() throws {
        let root = NSTemporaryDirectory() + "catalog-extends-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = [
            "design/strings/de.lproj/Localizable.strings": #""ok" = "Alles klar";"#,
            "design/base.json": #"{"strings": "strings/de.lproj/Localizable.strings", "locale": "de"}"#,
            "app/a.json": #"{"ios": 18, "extends": "../design/base.json", "alert": {"title": {"key": "ok"}}}"#,
        ]
        for (path, text) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        let a = try AlertSpec.load(path: root + "/app/a.json").resolved()
        #expect(a.title == "Alles klar")
        #expect(
            a.catalogFiles.map { ($0 as NSString).standardizingPath } == [
                (root + "/design/strings/de.lproj/Localizable.strings" as NSString).standardizingPath
            ])
    }

    @Test func aSpecWithoutCatalogTextsReadsNoCatalog() throws {
        // `strings` alone is checked (a typo fails early) but nothing else changes.
        let s = try resolve(#"{"ios": 18, "strings": "strings/Photos.xcstrings", "alert": {"title": "Plain"}}"#)
        #expect(s.title == "Plain" && s.catalogFiles.count == 1)
        let none = try resolve(#"{"ios": 18, "alert": {"title": "Plain"}}"#)
        #expect(none.catalogFiles.isEmpty && none.missingTranslations.isEmpty)
    }
}

extension AlertSpec {
    /// `resolved(_:)` with the spec's path kept (decode clears it), as `load(path:)` would.
    fileprivate func resolvedFromFixtures(_ overrides: SpecOverrides) throws -> ResolvedSpec {
        var copy = self
        copy.sourcePath = "\(CatalogSpecTests.fixtures)/t.json"
        return try copy.resolved(overrides)
    }
}
