import Foundation
import Testing

@testable import SnapshotCheck

/// Failures grouped by cause: one changed value is one group, named by the key that now holds it.
@Suite struct FailureGroupsTests {
    /// A failing result with the given facts and changed inputs, of the spec its name starts with
    /// (`c.ja.dark` is a variant of `dialogs/c.json`).
    func failure(_ name: String, facts: [String], inputs: [String] = [], status: SnapshotStatus = .differs)
        -> SnapshotResult
    {
        var outcome = GoldenVerification(
            status: status, goldenWritten: false, diff: nil, artifacts: SnapshotArtifacts(), expectedSize: nil,
            actualSize: nil, goldenMetadata: nil, changes: Array(facts.prefix(2)), message: "\(name) differs")
        outcome.facts = facts
        outcome.inputsChanged = inputs
        return SnapshotResult(
            spec: "dialogs/\(name.prefix { $0 != "." }).json", name: name, golden: "dialogs/__snapshots__/\(name).png", outcome: outcome)
    }

    static let tokens = """
        // The brand's tokens.
        {"colors": {"brand": {"light": "#5B3CC4", "dark": "#2ec8a8"}, "ink": {"light": "#111111", "dark": "#EEEEEE"}}}
        """
    static let japanese = """
        /* Japanese */
        "cancel" = "キャンセル";
        "d3.title" = "サインアウトしますか?";
        """
    let files: [String: [UInt8]] = [
        "design/tokens.json": Array(tokens.utf8), "strings/ja.lproj/Localizable.strings": Array(japanese.utf8),
    ]

    @Test func factsAreTakenApartAtTheArrowOutsideQuotes() throws {
        let fill = try #require(Fact("actions[\"Send all\"].fill #FF5A36 -> #FF7A36"))
        #expect(fill.path == "actions[\"Send all\"].fill" && fill.old == "#FF5A36" && fill.new == "#FF7A36")
        #expect(fill.isColor && fill.isDesignValue)
        let title = try #require(Fact("title \"A -> B\" -> \"C\""))
        #expect(title.old == "\"A -> B\"" && title.new == "\"C\"" && title.newValue == "C")
        #expect(Fact("actions[2] added") == nil)
        #expect(Fact("environment: FreeType 2.12.1 -> 2.13.2") == nil)
        #expect(Fact("alert.height 142.333 -> 158.667")?.isDesignValue == false)
        #expect(Fact("message.lines 2 -> 3")?.isDesignValue == false)
        #expect(Fact("actions[\"OK\"].frame.x 1 -> 4")?.isDesignValue == false)
        #expect(Fact("titleStyle.size 17 -> 19")?.isDesignValue == true)
    }

    /// One colour token used by a title in one dialog and a button in another, and one string of
    /// one language: two groups, the cause in the spec's words, a snapshot with both in both.
    @Test func aSharedColourAndOneStringAreTwoGroups() {
        let colour = "#2ED3A8 -> #2EC8A8"
        let results = [
            failure(
                "a.dark", facts: ["titleStyle.color \(colour)", "alert.height 120 -> 121"],
                inputs: ["design/tokens.json"]),
            failure("b.dark", facts: ["actions[\"OK\"].fill \(colour)"], inputs: ["design/tokens.json"]),
            failure(
                "c.ja.dark",
                facts: ["title \"サインアウト\" -> \"サインアウトしますか?\"", "title.lines 1 -> 2", "actions[\"OK\"].fill \(colour)"],
                inputs: ["design/tokens.json", "strings/ja.lproj/Localizable.strings"]),
            failure(
                "c.ja.light", facts: ["title \"サインアウト\" -> \"サインアウトしますか?\""],
                inputs: ["strings/ja.lproj/Localizable.strings"]),
            failure("passing", facts: ["titleStyle.color \(colour)"], status: .passed),
        ]
        let groups = FailureGroups.groups(results, read: { files[$0] })
        #expect(groups.count == 2)
        #expect(groups[0].line == "colors.brand in design/tokens.json: dark #2ED3A8 -> #2EC8A8: 3 snapshots in 3 dialogs")
        #expect(groups[0].colors == [ColorChange(from: "#2ED3A8", to: "#2EC8A8")])
        #expect(
            groups[0].goldens.map { $0.split(separator: "/").last! } == ["a.dark.png", "b.dark.png", "c.ja.dark.png"])
        #expect(
            groups[1].line
                == "\"d3.title\" in strings/ja.lproj/Localizable.strings: \"サインアウト\" -> \"サインアウトしますか?\": 2 snapshots in 1 dialog")
        #expect(groups[1].colors.isEmpty)
    }

    @Test func changesThatAlwaysComeTogetherAreOneGroup() {
        let results = [
            failure("a", facts: ["titleStyle.size 17 -> 19", "titleStyle.weight regular -> bold"]),
            failure("b", facts: ["titleStyle.size 17 -> 19", "titleStyle.weight regular -> bold"]),
        ]
        let groups = FailureGroups.groups(results, read: { _ in nil })
        #expect(
            groups.map(\.line) == ["titleStyle.size 17 -> 19; titleStyle.weight regular -> bold: 2 snapshots in 2 dialogs"])
    }

    @Test func withoutADrawnValueTheCauseIsTheInputsTheEnvironmentOrThePixels() {
        let results = [
            failure("moved", facts: ["alert.height 120 -> 130"], inputs: ["dialogs/moved.json"]),
            failure("new", facts: [], status: .missing),
            failure("lib", facts: ["environment: FreeType 2.12.1 -> 2.13.2"]),
            failure("pixels", facts: []),
        ]
        let lines = FailureGroups.groups(results, read: { _ in nil }).map(\.line)
        #expect(
            lines == [
                "changed dialogs/moved.json; no drawn value changed: 1 snapshot in 1 dialog",
                "no golden yet: 1 snapshot in 1 dialog", "environment: FreeType 2.12.1 -> 2.13.2: 1 snapshot in 1 dialog",
                "the pixels changed; no recorded input or drawn value did: 1 snapshot in 1 dialog",
            ])
    }

    @Test func shardsGroupsMergeByCause() {
        let a = FailureGroup(cause: "x 1 -> 2", goldens: ["a.png"], specs: ["a.json"])
        let b = FailureGroup(cause: "x 1 -> 2", goldens: ["b.png", "c.png"], specs: ["a.json", "b.json"])
        let c = FailureGroup(cause: "y 1 -> 2", goldens: ["d.png"], specs: ["d.json"])
        #expect(
            FailureGroups.merged([[a, c], [b]]).map(\.line) == [
                "x 1 -> 2: 3 snapshots in 2 dialogs", "y 1 -> 2: 1 snapshot in 1 dialog",
            ])
        // A summary written before groups named their specs says no dialogs.
        #expect(FailureGroup(cause: "x 1 -> 2", goldens: ["a.png"]).line == "x 1 -> 2: 1 snapshot")
    }

    static let base = Array(##"{"colors": {"destructive": {"light": "#E5484D", "dark": "#F05A5F"}}}"##.utf8)

    /// iOS 26 drew the old light value as its own system red, and draws the destructive colour
    /// through a tint of its own in a second element: both looks and appearances are one change of
    /// one key, the values drawn before one new value said once.
    @Test func aKeysLightAndDarkValuesInEveryLookAreOneGroup() {
        let fill = "actions[\"Delete\"].fill"
        let results = [
            failure("a.18.light", facts: ["actions[\"Delete\"].title.color #FF3B30 -> #E5484D", "\(fill) #FF3B30 -> #E5484D"], inputs: ["base.json"]),
            failure("a.18.dark", facts: ["actions[\"Delete\"].title.color #FF453A -> #F05A5F"], inputs: ["base.json"]),
            failure("a.26.light", facts: ["actions[\"Delete\"].title.color #FF383C -> #E5484D", "\(fill) #FF383C33 -> #E5484D33"], inputs: ["base.json"]),
            failure("b.26.dark", facts: ["actions[\"Remove\"].title.color #FF453A -> #F05A5F"], inputs: ["base.json"]),
            // The same element in another dialog whose file did not change is not the key's.
            failure("c.26.light", facts: ["\(fill) #FF383C33 -> #E5484D33"], inputs: ["other.json"]),
        ]
        let groups = FailureGroups.groups(results, read: { $0 == "base.json" ? Self.base : nil })
        #expect(
            groups.map(\.line) == [
                "colors.destructive in base.json: light #FF3B30/#FF383C -> #E5484D, dark #FF453A -> #F05A5F: 4 snapshots in 2 dialogs",
                "\(fill) #FF383C33 -> #E5484D33: 1 snapshot in 1 dialog",
            ])
        #expect(groups[0].colors.map(\.from) == ["#FF3B30", "#FF453A", "#FF383C"])
    }

    /// An action added is named by its title, and its group by the catalog key holding the title;
    /// one removed by its title and the changed file.
    @Test func actionsAddedAndRemovedAreNamedByTheirTitles() throws {
        let added = try #require(PresenceFact("actions[\"Delete Account\"] added"))
        #expect(added.added && added.title == "Delete Account")
        #expect(PresenceFact("actions[2] added")?.title == nil)
        #expect(PresenceFact("alert.frame added") == nil && PresenceFact("environment: x -> y") == nil)
        let catalog = #"{"sourceLanguage": "en", "strings": {"account.delete": {"localizations": {"de": {"stringUnit": {"value": "Konto löschen"}}, "en": {"stringUnit": {"value": "Delete Account"}}}}}}"#
        let results = [
            failure("a.en", facts: ["actions: 2 -> 3 items", "actions[\"Delete Account\"] added"], inputs: ["Localizable.xcstrings"]),
            failure("a.de", facts: ["actions[\"Konto löschen\"] added", "alert.height 120 -> 160"], inputs: ["Localizable.xcstrings"]),
            failure("b", facts: ["actions[\"Sign Out\"] removed"], inputs: ["dialogs/b.json"]),
        ]
        let lines = FailureGroups.groups(results, read: { $0 == "Localizable.xcstrings" ? Array(catalog.utf8) : nil }).map(\.line)
        #expect(
            lines == [
                "\"account.delete\" in Localizable.xcstrings: actions[\"Delete Account\"] added, actions[\"Konto löschen\"] added: 2 snapshots in 1 dialog",
                "actions[\"Sign Out\"] removed (dialogs/b.json): 1 snapshot in 1 dialog",
            ])
    }
}
