import AlertRender
import Foundation
import SnapshotCheck
import Testing

/// Groups by the change made, rendered for real: a light and dark colour of a shared base that two
/// dialogs draw in both iOS looks is one group named by its key and file; a button added through a
/// catalog is named by its title and the catalog's key; a change no input holds is its drawn value.
@Suite(.serialized) struct InputKeyGroupsTests {
    /// Two dialogs extending `design/base.json`, whose destructive colour (light and dark) they
    /// draw their destructive action in, checked on iOS 18 and 26, light and dark: 8 snapshots.
    static func writeProject(_ ws: Workspace) throws {
        try ws.write(
            #"{"specs": ["dialogs/*.json"], "crop": "alert", "variants": {"ios": [18, 26], "appearance": ["light", "dark"]}}"#,
            to: "project/alertsnap.json")
        try ws.write(
            """
            // The design system's base: every dialog extends it.
            {"device": "iphone-15", "strings": "../strings/Localizable.xcstrings",
             "colors": {"destructive": {"light": "#FF3B30", "dark": "#FF453A"}},
             "alert": {"actionStyle": {"destructive": {"title": "destructive"}}}}
            """, to: "project/design/base.json")
        try ws.write(catalog(), to: "project/strings/Localizable.xcstrings")
        for (name, title, action) in [("account", "Delete account?", "Delete Account"), ("photos", "Delete photos?", "Delete")] {
            try ws.write(
                """
                {"extends": "../design/base.json",
                 "alert": {"title": "\(title)",
                           "actions": [{"title": {"key": "common.cancel"}, "style": "cancel"},
                                       {"title": "\(action)", "style": "destructive"}]}}
                """, to: "project/dialogs/\(name).json")
        }
    }

    /// A String Catalog with `common.cancel`, and `account.export` when `export` is set.
    static func catalog(export: Bool = false) -> String {
        func entry(_ key: String, _ value: String) -> String {
            #""\#(key)": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "\#(value)"}}}}"#
        }
        let entries = [entry("common.cancel", "Cancel")] + (export ? [entry("account.export", "Export Data")] : [])
        return #"{"sourceLanguage": "en", "version": "1.0", "strings": {"# + entries.joined(separator: ", ") + "}}"
    }

    /// Records the project's goldens, runs `change`, and checks again.
    static func checkAfter(_ change: (Workspace) throws -> Void) throws -> CheckReport {
        let ws = try Workspace()
        defer { ws.remove() }
        try writeProject(ws)
        let renderer = try AlertRenderer()
        var options = CheckOptions(inputs: [ws.path("project")], record: .all, jobs: 2)
        let recorded = try CheckRun.run(options, renderer: renderer)
        #expect(recorded.count(.recorded) == 8, "\(recorded.summaryLine)")
        try change(ws)
        options.record = .never
        return try CheckRun.run(options, renderer: renderer)
    }

    /// Replaces `old` with `new` in the project's file `path`.
    static func replace(_ old: String, _ new: String, in path: String, _ ws: Workspace) throws {
        let text = try String(contentsOfFile: ws.path("project/" + path), encoding: .utf8)
        #expect(text.contains(old))
        try ws.write(text.replacingOccurrences(of: old, with: new), to: "project/" + path)
    }

    @Test func aLightAndDarkColourOfASharedBaseIsOneGroupOverDialogsLooksAndAppearances() throws {
        let report = try Self.checkAfter { ws in
            try Self.replace("#FF3B30", "#E5484D", in: "design/base.json", ws)
            try Self.replace("#FF453A", "#F05A5F", in: "design/base.json", ws)
        }
        #expect(report.count(.differs) == 8, "\(report.summaryLine)")
        #expect(
            report.groups.map(\.line) == [
                "colors.destructive in design/base.json: light #FF3B30 -> #E5484D, dark #FF453A -> #F05A5F: 8 snapshots in 2 dialogs"
            ])
        #expect(report.groups.first?.specs.count == 2)
        #expect(
            report.groups.first?.colors.prefix(2) == [
                ColorChange(from: "#FF3B30", to: "#E5484D"), ColorChange(from: "#FF453A", to: "#F05A5F"),
            ])
    }

    @Test func aButtonAddedThroughTheCatalogIsNamedByItsTitleAndKey() throws {
        let report = try Self.checkAfter { ws in
            try ws.write(Self.catalog(export: true), to: "project/strings/Localizable.xcstrings")
            try Self.replace(
                #"{"title": "Delete Account""#, #"{"title": {"key": "account.export"}}, {"title": "Delete Account""#,
                in: "dialogs/account.json", ws)
        }
        #expect(report.count(.differs) == 4, "\(report.summaryLine)")
        let facts = report.results.filter { $0.status == .differs }.map(\.outcome.facts)
        #expect(facts.allSatisfy { $0.contains("actions[\"Export Data\"] added") }, "\(facts)")
        #expect(
            report.groups.map(\.line) == [
                "\"account.export\" in strings/Localizable.xcstrings: actions[\"Export Data\"] added: 4 snapshots in 1 dialog"
            ])
    }

    @Test func aChangeNoInputHoldsIsGroupedByItsDrawnValueBesideTheKeysGroup() throws {
        // The destructive colour changes in the base, and the cancel title takes a named system
        // colour: the file holds `systemOrange`, each look and appearance draws a value of its own.
        let report = try Self.checkAfter { ws in
            try Self.replace("#FF3B30", "#E5484D", in: "design/base.json", ws)
            try Self.replace("#FF453A", "#F05A5F", in: "design/base.json", ws)
            try Self.replace(
                #""actionStyle": {"#, #""actionStyle": {"cancel": {"title": "systemOrange"}, "#, in: "design/base.json", ws)
        }
        #expect(report.count(.differs) == 8, "\(report.summaryLine)")
        let lines = report.groups.map(\.line)
        #expect(
            lines.first
                == "colors.destructive in design/base.json: light #FF3B30 -> #E5484D, dark #FF453A -> #F05A5F: 8 snapshots in 2 dialogs",
            "\(lines)")
        let drawn = report.groups.dropFirst()
        #expect(drawn.count >= 2, "\(lines)")
        #expect(
            drawn.allSatisfy {
                $0.cause.hasPrefix("actions[\"Cancel\"].title.color #") && !$0.cause.contains(" in ")
                    && $0.line.hasSuffix(" in 2 dialogs")
            }, "\(lines)")
        #expect(drawn.map(\.count).reduce(0, +) == 8)
    }
}
