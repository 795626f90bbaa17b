import Foundation
import Testing

@testable import AlertModel

/// The key table: the decoder, the checks of specs built in Swift, the JSON Schema and
/// docs/spec.md all read it, and the committed docs are what it makes.
@Suite struct SpecKeyTableTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let regenerate = "regenerate with scripts/generate-docs.sh (alertsnap schema > docs/schema.json; alertsnap schema --markdown > docs/spec.md)"

    static func committed(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    static var validator: MiniSchemaValidator {
        get throws { MiniSchemaValidator(root: try JSONParser.parse(Array(SpecSchema.text.utf8))) }
    }

    /// `example` placed at `path` in an otherwise empty spec (`[]` segments become one-element arrays).
    static func spec(_ path: String, _ example: JSONValue) -> JSONValue {
        var value = example
        for segment in path.split(separator: ".").reversed() {
            if segment.hasSuffix("[]") {
                value = .object([(String(segment.dropLast(2)), .array([value]))])
            } else {
                value = .object([(String(segment), value)])
            }
        }
        return value
    }

    @Test func theCommittedSchemaAndReferenceAreWhatTheTableMakes() throws {
        #expect(try Self.committed("docs/schema.json") == SpecSchema.text, "docs/schema.json is stale: \(Self.regenerate)")
        #expect(try Self.committed("docs/spec.md") == SpecDocs.markdown, "docs/spec.md is stale: \(Self.regenerate)")
    }

    @Test func theReferenceNamesEveryKeyWithItsExample() {
        let page = SpecDocs.markdown
        for key in SpecKey.table {
            #expect(page.contains("| `\(key.path)` |"), "\(key.path)")
            #expect(page.contains("`\(key.example)`"), "\(key.path)")
        }
    }

    /// `lint.rules` is described by its own names and values (every rule, every level), not by
    /// the colour names' text that `colors`, the other object of names, needs.
    @Test func theLintRulesRowNamesTheRulesAndLevels() throws {
        let row = try #require(SpecDocs.markdown.split(separator: "\n").first { $0.hasPrefix("| `lint.rules` |") })
        #expect(!row.contains("colour"), "\(row)")
        for rule in LintRule.allCases { #expect(row.contains("`\(rule.rawValue)`"), "\(rule)") }
        #expect(row.contains("each `off`, `info`, `warning`, `error`"), "\(row)")
    }

    @Test func theSchemaValidatesEveryFixture() throws {
        let validator = try Self.validator
        let fixtures = Self.root.appendingPathComponent("Fixtures")
        let files = (FileManager.default.enumerator(atPath: fixtures.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".json") && !$0.contains("__snapshots__") }
        #expect(files.count >= 40)
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: fixtures.appendingPathComponent(file)))
            let json = try JSONParser.parse(bytes, dialect: .jsonc)
            #expect(validator.errors(json).isEmpty, "\(file): \(validator.errors(json))")
        }
    }

    @Test func theSchemaRejectsMisspeltKeysAndOutOfRangeValues() throws {
        let validator = try Self.validator
        func errors(_ json: String) throws -> [String] { validator.errors(try JSONParser.parse(Array(json.utf8))) }
        #expect(try errors(#"{"ios": 18, "alert": {"titel": "Hi"}}"#) == ["alert.titel: unknown key"])
        #expect(try errors(#"{"apperance": "dark"}"#) == ["apperance: unknown key"])
        #expect(try errors(#"{"ios": 18, "alert": {"actions": [{"title": "OK", "stile": "cancel"}]}}"#) == ["alert.actions[0].stile: unknown key"])
        #expect(try !errors(#"{"ios": 18, "alert": {"widthRatio": 0}}"#).isEmpty)
        #expect(try !errors(#"{"ios": 18, "canvas": {"scale": 5}}"#).isEmpty)
        #expect(try !errors(##"{"ios": 18, "alert": {"tint": "#12345"}}"##).isEmpty)
        #expect(try !errors(#"{"ios": 18, "alert": {"actions": [{"style": "danger"}]}}"#).isEmpty)
        #expect(try !errors(#"{"ios": 18, "alert": {"titleStyle": {"weight": 950}}}"#).isEmpty)
        // Every colour form, a catalog text, null and "material" pass.
        #expect(
            try errors(
                ##"{"ios": 18, "$schema": "docs/schema.json", "colors": {"brand": {"light": "#5B3CC4", "dark": "#9E86FF"}}, "alert": {"tint": "brand", "background": "material", "title": {"key": "t", "args": [3]}, "message": null, "border": {"color": {"r": 1, "g": 0, "b": 0}}, "titleStyle": {"color": "#FFF", "weight": 700}}}"##
            ).isEmpty)
    }

    @Test func everyKeysExampleIsValidForTheSchemaAndTheDecoder() throws {
        let validator = try Self.validator
        for key in SpecKey.table {
            let example = try JSONParser.parse(Array(key.example.utf8))
            let spec = Self.spec(key.path, example)
            #expect(validator.errors(spec).isEmpty, "\(key.path): \(validator.errors(spec))")
            // Files the examples name do not exist and some keys need a sibling (`progress.total`),
            // but no example may be refused for its key or value.
            var text = ""
            if case .object = spec { text = spec.indentedText() }
            do {
                _ = try AlertSpec.decode(Array(text.utf8), file: "example.json")
            } catch {
                #expect(
                    !error.message.contains("unknown") && !error.message.contains("out of range")
                        && !error.message.contains("expected"), "\(key.path): \(error)")
            }
        }
    }

    @Test func aSchemaKeyIsIgnoredAndASchemaIsNotASpec() throws {
        let plain = try AlertSpec.decode(Array(#"{"ios": 18, "alert": {"title": "Hi"}}"#.utf8))
        let named = try AlertSpec.decode(
            Array(#"{"ios": 18, "$schema": "https://example.com/alertsnap.json", "alert": {"title": "Hi"}}"#.utf8))
        #expect(named == plain)
        #expect(!AlertSpec.looksLikeSpec(Array(SpecSchema.text.utf8)))
        #expect(!AlertSpec.topLevelKeys.contains("$schema"))
    }

    @Test func objectKeysAndRangesComeFromTheTable() {
        #expect(AlertSpec.alertKeys == SpecKey.members(of: "alert"))
        #expect(SpecKey.members(of: "alert.actions[]") == [
            "title", "style", "preferred", "enabled", "background", "titleColor", "image", "role", "checked",
        ])
        #expect(SpecKey.members(of: "alert.actionStyle").prefix(4) == ["font", "size", "weight", "kind"])
        #expect(SpecKey.pattern(of: "alert.actions[12].style") == "alert.actions[].style")
        #expect(SpecKey.pathLikePaths.map { $0.joined(separator: ".") } == [
            "presenting.image", "presenting.image.light", "presenting.image.dark", "alert.content.image",
            "alert.actions[].image.image", "alert.icon.image", "extends", "strings", "fonts[]", "systemFonts[]",
        ])
        // Every object key and every array's element is in the table; parents come first.
        for key in SpecKey.table where !key.parent.isEmpty {
            #expect(SpecKey.named(key.parent) != nil || key.path.hasSuffix("[]"), "\(key.path)")
        }
    }

    @Test func specsBuiltInSwiftMeetTheTablesRanges() {
        var spec = AlertSpec(title: "Hi", message: nil)
        spec.alert.titleStyle = AlertSpec.TextStyleSpec(size: 0)
        #expect(throws: SpecError(file: "<spec>", path: "alert.titleStyle.size", message: "0 is out of range; must be > 0 and <= 256")) {
            try spec.resolved()
        }
        spec = AlertSpec(title: "Hi", message: nil)
        spec.alert.insets = PartialInsets(left: -1)
        #expect(throws: SpecError(file: "<spec>", path: "alert.insets.left", message: "-1 is out of range; must be >= 0 and <= 4096")) {
            try spec.resolved()
        }
        // UIKit raises on a second cancel action in an alert as in a sheet.
        spec = AlertSpec(title: "Hi", message: nil)
        spec.addAction(AlertAction(title: "No", style: .cancel))
        spec.addAction(AlertAction(title: "Never", style: .cancel))
        #expect(throws: SpecError(file: "<spec>", path: "alert.actions", message: "at most one action may have style cancel (UIKit allows one)")) {
            try spec.resolved()
        }
    }

    @Test func sheetRefusalsComeFromTheTable() {
        var sheet = AlertSpec(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.alert.spacing = 4
        #expect(throws: SpecError(file: "<spec>", path: "alert.spacing", message: "an action sheet keeps UIKit's layout; spacing is for alerts")) {
            try sheet.resolved()
        }
        let refused = SpecKey.table.filter { $0.sheetRefusal != nil }.map(\.path)
        #expect(
            refused == [
                "alert.textFields", "alert.content", "alert.actions[].background", "alert.icon", "alert.insets",
                "alert.spacing", "alert.border", "keyboard",
            ])
    }
}
