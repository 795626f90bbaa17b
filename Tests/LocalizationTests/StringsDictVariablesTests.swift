import Foundation
import Testing

@testable import Localization

/// `.stringsdict` formats with several plural variables, resolved as Foundation's
/// `String.localizedStringWithFormat` resolves them: each variable takes its own argument, the
/// arguments after it keep their numbers, and its form's conversions show that argument.
@Suite struct StringsDictVariablesTests {
    /// A variable of plural forms, `%d` for its count.
    static func variable(_ name: String, _ forms: [String: String]) -> String {
        var out = """
                <key>\(name)</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key>
                    <string>d</string>

            """
        for (category, form) in forms.sorted(by: { $0.key < $1.key }) {
            out += "            <key>\(category)</key>\n            <string>\(form)</string>\n"
        }
        return out + "        </dict>\n"
    }

    /// A table of `key: (format, variables)`.
    static func table(_ entries: [String: (String, [String])]) -> String {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>

            """
        for (key, (format, variables)) in entries.sorted(by: { $0.key < $1.key }) {
            out += "    <key>\(key)</key>\n    <dict>\n        <key>NSStringLocalizedFormatKey</key>\n"
            out += "        <string>\(format)</string>\n" + variables.joined() + "    </dict>\n"
        }
        return out + "</dict>\n</plist>\n"
    }

    static let en = table([
        // A shipping app's shape: two variables, each with its own rules, positions in the format.
        "found": (
            "%1$#@accounts@ with %2$#@passwords@",
            [
                variable("accounts", ["one": "%d account", "other": "%d accounts"]),
                variable("passwords", ["one": "%d password", "other": "%d passwords"]),
            ]
        ),
        // A form without the count: the next variable still shows its own argument.
        "found.words": (
            "%#@accounts@ with %#@passwords@",
            [
                variable("accounts", ["one": "one account", "other": "%d accounts"]),
                variable("passwords", ["one": "one password", "other": "%d passwords"]),
            ]
        ),
        // Apple's own example: the room is argument 2 whichever form the count chose.
        "people": (
            "%#@people@ in %@",
            [variable("people", ["zero": "No one is", "one": "A person is", "other": "%d people are"])]
        ),
        // A form naming another variable.
        "nested": (
            "%#@accounts@",
            [
                variable("accounts", ["one": "%d account with %#@passwords@", "other": "%d accounts with %#@passwords@"]),
                variable("passwords", ["one": "%d password", "other": "%d passwords"]),
            ]
        ),
        // A form naming its own variable (on the same argument) would never end.
        "loop": ("%#@again@", [variable("again", ["other": "%1$d and %1$#@again@"])]),
        "unknown": ("%1$#@accounts@ with %2$#@passwords@", [variable("accounts", ["other": "%d accounts"])]),
    ])

    static let de = table([
        "found": (
            // German puts the passwords first: the positions reorder the arguments.
            "%2$#@passwords@ für %1$#@accounts@",
            [
                variable("accounts", ["one": "%d Konto", "other": "%d Konten"]),
                variable("passwords", ["one": "%d Passwort", "other": "%d Passwörter"]),
            ]
        ),
        "found.words": (
            "%#@accounts@ mit %#@passwords@",
            [
                variable("accounts", ["one": "ein Konto", "other": "%d Konten"]),
                variable("passwords", ["one": "ein Passwort", "other": "%d Passwörtern"]),
            ]
        ),
    ])

    /// A fresh folder with the en and de tables.
    static func catalog() throws -> StringCatalog {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("alertsnap-vars-\(UUID().uuidString)")
            .path
        for (lproj, text) in [("en.lproj", en), ("de.lproj", de)] {
            try FileManager.default.createDirectory(atPath: "\(root)/\(lproj)", withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: "\(root)/\(lproj)/Localizable.stringsdict"))
        }
        return try StringCatalog.load(path: root)
    }

    func text(_ c: StringCatalog, _ key: String, _ args: [CatalogArgument], _ locale: String) throws -> String {
        try c.localize(key, arguments: args, locale: LanguageTag(locale)).text
    }

    @Test func twoVariablesForCountsOneAndFiveInEnglishAndGerman() throws {
        let c = try Self.catalog()
        #expect(try text(c, "found", [.number(1), .number(5)], "en") == "1 account with 5 passwords")
        #expect(try text(c, "found", [.number(5), .number(1)], "en") == "5 accounts with 1 password")
        #expect(try text(c, "found", [.number(1), .number(1)], "en") == "1 account with 1 password")
        #expect(try text(c, "found", [.number(5), .number(5)], "en") == "5 accounts with 5 passwords")
        #expect(try text(c, "found", [.number(1), .number(5)], "de") == "5 Passwörter für 1 Konto")
        #expect(try text(c, "found", [.number(5), .number(1)], "de") == "1 Passwort für 5 Konten")
        #expect(try text(c, "found", [.number(5), .number(5)], "de") == "5 Passwörter für 5 Konten")
    }

    @Test func eachVariableShowsItsOwnArgument() throws {
        let c = try Self.catalog()
        #expect(try text(c, "found.words", [.number(1), .number(5)], "en") == "one account with 5 passwords")
        #expect(try text(c, "found.words", [.number(5), .number(1)], "en") == "5 accounts with one password")
        #expect(try text(c, "found.words", [.number(1), .number(5)], "de") == "ein Konto mit 5 Passwörtern")
        #expect(try text(c, "found.words", [.number(1), .number(1)], "de") == "ein Konto mit ein Passwort")
    }

    @Test func argumentsAfterAVariableKeepTheirNumbers() throws {
        let c = try Self.catalog()
        #expect(try text(c, "people", [.number(0), .string("the lab")], "en") == "No one is in the lab")
        #expect(try text(c, "people", [.number(1), .string("the lab")], "en") == "A person is in the lab")
        #expect(try text(c, "people", [.number(4), .string("the lab")], "en") == "4 people are in the lab")
    }

    @Test func aFormMayNameAnotherVariable() throws {
        let c = try Self.catalog()
        #expect(try text(c, "nested", [.number(1), .number(5)], "en") == "1 account with 5 passwords")
        #expect(try text(c, "nested", [.number(3), .number(1)], "en") == "3 accounts with 1 password")
    }

    @Test func mistakesKeepTheirMessages() throws {
        let c = try Self.catalog()
        func message(_ key: String, _ args: [CatalogArgument]) -> String? {
            do {
                _ = try text(c, key, args, "en")
                return nil
            } catch let e as CatalogError { return "\(e.part): \(e.message)" } catch { return nil }
        }
        let table = c.files.first { $0.contains("en.lproj") } ?? ""
        #expect(
            message("found", [.number(1), .number(5), .number(2)])
                == "args: \"%1$#@accounts@ with %2$#@passwords@\" (\(table): \"found\") takes 2 arguments, 3 given")
        #expect(
            message("found", [.number(1)])
                == "args: \(table): \"found\".substitutions.passwords counts argument 2, but 1 given")
        #expect(
            message("found", [.number(1), .string("five")])
                == "args: \(table): \"found\".substitutions.passwords varies by plural: argument 2 must be a whole number, not the string \"five\""
        )
        #expect(
            message("unknown", [.number(1), .number(5)])
                == "key: \(table): \"unknown\": %#@passwords@ has no substitution \"passwords\"")
        #expect(message("loop", [.number(2)]) == "key: \(table): \"loop\": variables nested more than 8 deep")
    }
}
