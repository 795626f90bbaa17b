import Foundation
import Testing

@testable import Localization

/// Folders of `<locale>.lproj` tables, lone `.strings` files and loading from disk.
@Suite struct CatalogFolderTests {
    static let stringsdict = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>files.deleted</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%@: %#@files@</string>
                <key>files</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key>
                    <string>d</string>
                    <key>one</key>
                    <string>%d Datei gelöscht</string>
                    <key>other</key>
                    <string>%d Dateien gelöscht</string>
                </dict>
            </dict>
            <key>tap</key>
            <dict>
                <key>NSStringDeviceSpecificRuleType</key>
                <dict>
                    <key>ipad</key>
                    <string>Klicken</string>
                    <key>other</key>
                    <string>Tippen</string>
                </dict>
            </dict>
        </dict>
        </plist>
        """

    /// A fresh folder with en (UTF-16, as older Xcode wrote it), de (+ .stringsdict) and pt-BR tables.
    static func folder() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("alertsnap-lproj-\(UUID().uuidString)")
            .path
        func write(_ lproj: String, _ name: String, _ bytes: [UInt8]) throws {
            try FileManager.default.createDirectory(atPath: "\(root)/\(lproj)", withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: "\(root)/\(lproj)/\(name)"))
        }
        let en =
            "/* English */\n\"cancel\" = \"Cancel\";\n\"delete\" = \"Delete %@?\";\n\"files.deleted\" = \"%@: %d files\";\n\"only.en\" = \"English only\";\n"
        try write(
            "en.lproj", "Localizable.strings",
            [0xFF, 0xFE] + en.utf16.reduce(into: [UInt8]()) { $0 += [UInt8($1 & 0xFF), UInt8($1 >> 8)] })
        try write(
            "de.lproj", "Localizable.strings",
            Array("\"cancel\" = \"Abbrechen\";\n\"delete\" = \"%@ löschen?\";\n".utf8))
        try write("de.lproj", "Localizable.stringsdict", Array(stringsdict.utf8))
        try write("pt-BR.lproj", "Localizable.strings", Array("\"cancel\" = \"Cancelar\";".utf8))
        try write("Base.lproj", "Main.strings", Array("\"x\" = \"y\";".utf8))  // not a Localizable table
        return root
    }

    @Test func aFolderOfLprojTables() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let c = try StringCatalog.load(path: root)
        #expect(c.sourceLanguage == LanguageTag("en"))
        #expect(
            c.files == [
                "\(root)/de.lproj/Localizable.strings", "\(root)/de.lproj/Localizable.stringsdict",
                "\(root)/en.lproj/Localizable.strings", "\(root)/pt-BR.lproj/Localizable.strings",
            ])
        func t(_ key: String, _ args: [CatalogArgument]?, _ locale: String, _ device: CatalogDevice = .iphone) throws
            -> LocalizedText
        { try c.localize(key, arguments: args, locale: LanguageTag(locale), device: device) }
        #expect(try t("cancel", nil, "de").text == "Abbrechen")
        #expect(try t("cancel", nil, "pt-BR").text == "Cancelar")
        #expect(try t("cancel", nil, "en").text == "Cancel")
        #expect(try t("delete", [.string("Foto")], "de-CH").text == "Foto löschen?")
        #expect(try t("files.deleted", [.string("Fotos"), .number(1)], "de").text == "Fotos: 1 Datei gelöscht")
        #expect(try t("files.deleted", [.string("Fotos"), .number(4)], "de").text == "Fotos: 4 Dateien gelöscht")
        #expect(try t("tap", nil, "de", .ipad).text == "Klicken")
        #expect(try t("tap", nil, "de").text == "Tippen")
        let fallback = try t("only.en", nil, "de")
        #expect(fallback.text == "English only" && fallback.fellBack)
        let pt = try t("delete", [.string("x")], "pt-BR")
        #expect(pt.text == "Delete x?" && pt.fellBack)
        #expect(throws: CatalogError.self) { try t("nowhere", nil, "de") }
    }

    @Test func aLoneStringsFileAnswersEveryLocale() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let plain = root + "/plain.strings"
        try Data("\"hi\" = \"Hallo\";".utf8).write(to: URL(fileURLWithPath: plain))
        let c = try StringCatalog.load(path: plain)
        #expect(c.sourceLanguage == nil && c.files == [plain])
        let t = try c.localize("hi", arguments: nil, locale: LanguageTag("ja"))
        #expect(t.text == "Hallo" && !t.fellBack)
        // Inside an .lproj it has that folder's language, and its .stringsdict comes with it.
        let de = try StringCatalog.load(path: root + "/de.lproj/Localizable.strings")
        #expect(de.sourceLanguage == LanguageTag("de") && de.files.count == 2)
        #expect(
            try de.localize("files.deleted", arguments: [.string("A"), .number(1)], locale: nil).text
                == "A: 1 Datei gelöscht")
        let dict = try StringCatalog.load(path: root + "/de.lproj/Localizable.stringsdict")
        #expect(dict.files.count == 1 && dict.entries.count == 2)
    }

    @Test func aChangedFileIsReadAgain() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let file = root + "/t.strings"
        try Data("\"k\" = \"one\";".utf8).write(to: URL(fileURLWithPath: file))
        #expect(try StringCatalog.load(path: file).entries["k"] != nil)
        try Data("\"k\" = \"a longer value\";".utf8).write(to: URL(fileURLWithPath: file))
        let again = try StringCatalog.load(path: file)
        #expect(try again.localize("k", arguments: nil, locale: nil).text == "a longer value")
    }

    @Test func loadingErrorsNameTheFile() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        func error(_ path: String) -> String? {
            do {
                _ = try StringCatalog.load(path: path)
                return nil
            } catch { return error.description }
        }
        #expect(error(root + "/missing.xcstrings") == "\(root)/missing.xcstrings: no such catalog file or folder")
        #expect(error(root + "/Base.lproj/Main.strings") == nil)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: root + "/x.json"))
        #expect(
            error(root + "/x.json")?.hasSuffix(
                "is not a catalog; expected a .xcstrings, .strings or .stringsdict file or a folder of <locale>.lproj tables"
            ) == true)
        #expect(
            error(root + "/Base.lproj")
                == "\(root)/Base.lproj: holds no <locale>.lproj/Localizable.strings or .stringsdict table")
        try FileManager.default.removeItem(atPath: root + "/en.lproj")
        #expect(
            error(root)?.hasSuffix("cannot tell the source language: no en.lproj or Base.lproj among 2 languages")
                == true)
        try Data("\"a\" = \"b\"".utf8).write(to: URL(fileURLWithPath: root + "/pt-BR.lproj/Localizable.strings"))
        try FileManager.default.removeItem(atPath: root + "/de.lproj")
        #expect(
            error(root)
                == "\(root)/pt-BR.lproj/Localizable.strings: line 1: expected \";\" after \"a\" at the end of the file")
        try Data("<plist><array/></plist>".utf8).write(to: URL(fileURLWithPath: root + "/bad.stringsdict"))
        #expect(error(root + "/bad.stringsdict") == "\(root)/bad.stringsdict: expected a dictionary of keys")
    }
}
