import Foundation
import Testing

@testable import Localization

/// String Catalogs as Xcode writes them: plural and device variations, substitutions, fallbacks.
@Suite struct StringCatalogTests {
    // Shaped like Xcode 15's output (key order, spacing and the keys it adds for itself).
    static let catalogJSON = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Cancel" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Abbrechen" } },
                "pt" : { "stringUnit" : { "state" : "translated", "value" : "Cancelar" } },
                "zh-Hant" : { "stringUnit" : { "state" : "translated", "value" : "取消" } }
              }
            },
            "OK" : { "shouldTranslate" : false },
            "Only English" : { "extractionState" : "manual" },
            "delete.title" : {
              "comment" : "Title of the delete alert",
              "extractionState" : "manual",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Delete “%@”?" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "„%@“ löschen?" } },
                "pt-BR" : { "stringUnit" : { "state" : "needs_review", "value" : "Apagar “%@”?" } }
              }
            },
            "files.deleted" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "zero" : { "stringUnit" : { "state" : "translated", "value" : "No files deleted" } },
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "One file deleted" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files deleted" } }
                } } },
                "ru" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "Удалён %lld файл" } },
                  "few" : { "stringUnit" : { "state" : "translated", "value" : "Удалено %lld файла" } },
                  "many" : { "stringUnit" : { "state" : "translated", "value" : "Удалено %lld файлов" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "Удалено %lld файла" } }
                } } },
                "ar" : { "variations" : { "plural" : {
                  "zero" : { "stringUnit" : { "state" : "translated", "value" : "لم يُحذف أي ملف" } },
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "حُذف ملف واحد" } },
                  "two" : { "stringUnit" : { "state" : "translated", "value" : "حُذف ملفان" } },
                  "few" : { "stringUnit" : { "state" : "translated", "value" : "حُذفت %lld ملفات" } },
                  "many" : { "stringUnit" : { "state" : "translated", "value" : "حُذف %lld ملفًا" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "حُذف %lld ملف" } }
                } } },
                "ja" : { "variations" : { "plural" : {
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld 件のファイルを削除しました" } }
                } } }
              }
            },
            "owner.files" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ has %2$lld file" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ has %2$lld files" } }
                } } }
              }
            },
            "tap" : {
              "localizations" : {
                "en" : { "variations" : { "device" : {
                  "ipad" : { "stringUnit" : { "state" : "translated", "value" : "Tap the sidebar" } },
                  "other" : { "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "Tap %lld time" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap %lld times" } }
                  } } }
                } } }
              }
            },
            "folders.files" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@folders@ hold %#@files@" },
                  "substitutions" : {
                    "files" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg file" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } }
                    } } },
                    "folders" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "One folder" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg folders" } }
                    } } }
                  }
                },
                "de" : {
                  "stringUnit" : { "state" : "translated", "value" : "%2$#@files@ in %1$#@folders@" },
                  "substitutions" : {
                    "files" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Datei" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Dateien" } }
                    } } },
                    "folders" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "einem Ordner" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Ordnern" } }
                    } } }
                  }
                }
              }
            },
            "percent" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "100% sure" } } } }
          },
          "version" : "1.0"
        }
        """#

    static func catalog() throws -> StringCatalog {
        try XCStringsParser.parse(Array(catalogJSON.utf8), file: "L.xcstrings")
    }

    func text(
        _ key: String, _ args: [CatalogArgument]? = nil, _ locale: String? = nil, device: CatalogDevice = .iphone
    ) throws -> LocalizedText {
        try Self.catalog().localize(key, arguments: args, locale: locale.map { LanguageTag($0)! }, device: device)
    }

    @Test func localeMatchingExactThenLanguageThenSource() throws {
        #expect(try text("Cancel", nil, "de").text == "Abbrechen")
        #expect(try text("Cancel", nil, "de-AT").text == "Abbrechen")
        #expect(try text("Cancel", nil, "pt-BR").text == "Cancelar")
        #expect(try text("Cancel", nil, "zh-TW").text == "取消")
        #expect(try text("delete.title", [.string("Foto")], "de").text == "„Foto“ löschen?")
        #expect(try text("delete.title", [.string("Foto")], "pt-BR").text == "Apagar “Foto”?")
        let pt = try text("delete.title", [.string("Foto")], "pt")
        #expect(pt.text == "Delete “Foto”?" && pt.fellBack && pt.language == LanguageTag("en"))
        let de = try text("Cancel", nil, "de")
        #expect(!de.fellBack && de.language == LanguageTag("de"))
        // No locale: the source language, no fallback.
        let none = try text("delete.title", [.string("A")])
        #expect(none.text == "Delete “A”?" && !none.fellBack)
    }

    @Test func aKeyWithoutASourceValueIsItsOwnText() throws {
        let en = try text("Cancel", nil, "en")
        #expect(en.text == "Cancel" && !en.fellBack)
        let fr = try text("Only English", nil, "fr")
        #expect(fr.text == "Only English" && fr.fellBack)
        // shouldTranslate: false is never missing.
        let ok = try text("OK", nil, "ja")
        #expect(ok.text == "OK" && !ok.fellBack)
    }

    @Test func pluralVariationsByCount() throws {
        #expect(try text("files.deleted", [.number(0)], "en").text == "No files deleted")
        #expect(try text("files.deleted", [.number(1)], "en").text == "One file deleted")
        #expect(try text("files.deleted", [.number(7)], "en").text == "7 files deleted")
        let ru: [(Int, String)] = [
            (1, "Удалён 1 файл"), (3, "Удалено 3 файла"), (5, "Удалено 5 файлов"),
            (11, "Удалено 11 файлов"), (21, "Удалён 21 файл"), (22, "Удалено 22 файла"),
        ]
        for (n, s) in ru { #expect(try text("files.deleted", [.number(Double(n))], "ru").text == s) }
        let ar: [(Int, String)] = [
            (0, "لم يُحذف أي ملف"), (1, "حُذف ملف واحد"), (2, "حُذف ملفان"), (3, "حُذفت 3 ملفات"),
            (11, "حُذف 11 ملفًا"), (100, "حُذف 100 ملف"),
        ]
        for (n, s) in ar { #expect(try text("files.deleted", [.number(Double(n))], "ar").text == s) }
        #expect(try text("files.deleted", [.number(1)], "ja").text == "1 件のファイルを削除しました")
        // The count is the argument of the first whole-number conversion, wherever it is.
        #expect(try text("owner.files", [.string("Ana"), .number(1)], "en").text == "Ana has 1 file")
        #expect(try text("owner.files", [.string("Ana"), .number(2)], "en").text == "Ana has 2 files")
    }

    @Test func numbersAreWrittenForTheLocaleAsIOSWritesThem() throws {
        // localizedStringWithFormat / String(localized:) group digits by the locale (CoreFoundation's
        // formatter, the same code on Linux): the plural form is still chosen by the number.
        #expect(try text("files.deleted", [.number(1234)], "en").text == "1,234 files deleted")
        #expect(try text("files.deleted", [.number(1_234_567)], "ru").text == "Удалено 1\u{00A0}234\u{00A0}567 файлов")
        // No locale: the source language's (an English device); a pseudo-locale: its language's.
        #expect(try text("files.deleted", [.number(1234)]).text == "1,234 files deleted")
        #expect(try text("files.deleted", [.number(1234)], "en-XA").text.contains("1,234"))
        // A fallback to the source text keeps the asked locale's numbers (the device's region).
        let pt = try text("files.deleted", [.number(1234)], "pt")
        #expect(pt.fellBack && pt.text == "1.234 files deleted")
    }

    @Test func deviceVariationsNestPlurals() throws {
        #expect(try text("tap", [.number(1)], device: .ipad).text == "Tap the sidebar")
        #expect(try text("tap", [.number(1)], device: .iphone).text == "Tap 1 time")
        #expect(try text("tap", [.number(3)], device: .iphone).text == "Tap 3 times")
        #expect(CatalogDevice(preset: "ipad-pro-12.9") == .ipad && CatalogDevice(preset: "iphone-se") == .iphone)
    }

    @Test func substitutionsWithArgPlaceholders() throws {
        #expect(try text("folders.files", [.number(1), .number(1)], "en").text == "One folder hold 1 file")
        #expect(try text("folders.files", [.number(3), .number(12)], "en").text == "3 folders hold 12 files")
        #expect(try text("folders.files", [.number(1), .number(5)], "de").text == "5 Dateien in einem Ordner")
        #expect(try text("folders.files", [.number(2), .number(1)], "de").text == "1 Datei in 2 Ordnern")
    }

    @Test func withoutArgsTheValueIsShownAsWritten() throws {
        #expect(try text("percent").text == "100% sure")
        #expect(throws: CatalogError.self) { try text("percent", []) }
    }

    @Test func errorsSayWhatIsWrong() throws {
        func message(_ key: String, _ args: [CatalogArgument]?, _ locale: String? = nil) -> CatalogError? {
            do {
                _ = try text(key, args, locale)
                return nil
            } catch let e as CatalogError { return e } catch { return nil }
        }
        let missing = message("delete.titel", nil)
        #expect(missing?.part == "key")
        #expect(missing?.message == "no key \"delete.titel\" in L.xcstrings; did you mean \"delete.title\"?")
        let count = message("delete.title", [.string("a"), .string("b")], "de")
        #expect(count?.part == "args")
        #expect(
            count?.message
                == "\"„%@“ löschen?\" (L.xcstrings: strings[\"delete.title\"].localizations.de) takes 1 argument, 2 given"
        )
        let none = message("delete.title", nil)
        #expect(none?.part == "args" && none?.message.hasSuffix("takes 1 argument; give them in \"args\"") == true)
        let type = message("files.deleted", [.string("3")], "en")
        #expect(type?.part == "args" && type?.message.contains("must be a whole number, not the string \"3\"") == true)
        let plural = message("files.deleted", nil, "en")
        #expect(
            plural?.message
                == "L.xcstrings: strings[\"files.deleted\"].localizations.en varies by plural: give the count in \"args\""
        )
        #expect(message("folders.files", [.number(1)], "en")?.part == "args")
        // %@ takes a number too, written as JSON writes it (NSNumber's description).
        #expect(try text("owner.files", [.number(1), .number(2)], "en").text == "1 has 2 files")
    }

    @Test func malformedCatalogsNameTheKeyPath() {
        let cases: [(String, String)] = [
            (#"{"strings": {}}"#, "L.xcstrings: sourceLanguage: is required"),
            (
                #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"de": {"stringUnit": {"value": 3}}}}}}"#,
                "L.xcstrings: strings[\"k\"].localizations.de.stringUnit.value: expected a string, got a number"
            ),
            (
                #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"de": {"variations": {"plural": {"several": {"stringUnit": {"value": "x"}}}}}}}}}"#,
                "L.xcstrings: strings[\"k\"].localizations.de.variations.plural.several: unknown plural category; expected zero, one, two, few, many, other"
            ),
            (
                #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"de": {}}}}}"#,
                "L.xcstrings: strings[\"k\"].localizations.de: has no stringUnit or variations"
            ),
            (
                #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"de de": {}}}}}"#,
                "L.xcstrings: strings[\"k\"].localizations.de de: is not a language tag"
            ),
            (
                #"{"sourceLanguage": "en", "strings": {"k": {}, "k": {}}}"#,
                "L.xcstrings: invalid JSON at line 1, column "
            ),
        ]
        for (json, expected) in cases {
            do {
                _ = try XCStringsParser.parse(Array(json.utf8), file: "L.xcstrings")
                Issue.record("no error for \(json)")
            } catch {
                #expect(error.description.hasPrefix(expected), "\(error.description)")
            }
        }
    }

    @Test func pseudoLocalesTransformTheSourceText() throws {
        let xa = try text("delete.title", [.string("Photo")], "en-XA")
        // Arguments are not accented; every letter of the text is; the text is bracketed and longer.
        #expect(xa.text.hasPrefix("[Ðéļéţé “Photo”?") && xa.text.hasSuffix("]") && !xa.fellBack)
        #expect(xa.text.count >= Int(Double("Delete “Photo”?".count) * 1.3))
        #expect(
            !xa.text.unicodeScalars.contains {
                ("a"..."z").contains($0) && !"Photo one two three".unicodeScalars.contains($0)
            })
        #expect(try text("files.deleted", [.number(2)], "en-XA").text.hasPrefix("[2 ƒîļéš ðéļéţéð"))
        let xb = try text("Cancel", nil, "ar-XB")
        #expect(xb.text == "\u{200F}\u{202E}Cancel\u{202C}\u{200F}" && !xb.fellBack)
        #expect(
            PseudoLocale.rightToLeft("a\nb") == "\u{200F}\u{202E}a\u{202C}\u{200F}\n\u{200F}\u{202E}b\u{202C}\u{200F}")
    }

    @Test func accentedTextIsAboutFortyPercentLonger() {
        for text in ["OK", "Delete", "Delete this photo?", String(repeating: "Long message text. ", count: 10)] {
            let a = PseudoLocale.accented(text)
            let letters = text.unicodeScalars.filter(\.properties.isAlphabetic).count
            let added = a.count - text.count - 2
            #expect(added >= Int((Double(letters) * 0.4).rounded(.up)))
            #expect(added <= Int(Double(letters) * 0.4) + 7, "\(text): \(a)")
            #expect(a.first == "[" && a.last == "]")
        }
        // Every basic Latin letter has an accented form, and nothing else changes.
        let alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let accented = PseudoLocale.accented(alphabet)
        let letters = accented.unicodeScalars.dropFirst().prefix(52)
        #expect(Set(letters).count == 52 && Set(letters).isDisjoint(with: Set(alphabet.unicodeScalars)))
        #expect(PseudoLocale.accented("1 + 2 = 3 ✓").hasPrefix("[1 + 2 = 3 ✓"))
    }
}
