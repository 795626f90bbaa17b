import Foundation
import Testing

@testable import SnapshotCheck

/// Failures grouped by cause: one changed value is one group, named by the key that now holds it.
@Suite struct FailureGroupsTests {
    /// A failing result with the given facts and changed inputs.
    func failure(_ name: String, facts: [String], inputs: [String] = [], status: SnapshotStatus = .differs)
        -> SnapshotResult
    {
        var outcome = GoldenVerification(
            status: status, goldenWritten: false, diff: nil, artifacts: SnapshotArtifacts(), expectedSize: nil,
            actualSize: nil, goldenMetadata: nil, changes: Array(facts.prefix(2)), message: "\(name) differs")
        outcome.facts = facts
        outcome.inputsChanged = inputs
        return SnapshotResult(
            spec: "dialogs/\(name).json", name: name, golden: "dialogs/__snapshots__/\(name).png", outcome: outcome)
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
        #expect(groups[0].line == "colors.brand.dark #2ED3A8 -> #2EC8A8 (design/tokens.json): 3 snapshots")
        #expect(groups[0].colors == [ColorChange(from: "#2ED3A8", to: "#2EC8A8")])
        #expect(
            groups[0].goldens.map { $0.split(separator: "/").last! } == ["a.dark.png", "b.dark.png", "c.ja.dark.png"])
        #expect(
            groups[1].line
                == "\"d3.title\" \"サインアウト\" -> \"サインアウトしますか?\" (strings/ja.lproj/Localizable.strings): 2 snapshots")
        #expect(groups[1].colors.isEmpty)
    }

    @Test func changesThatAlwaysComeTogetherAreOneGroup() {
        let results = [
            failure("a", facts: ["titleStyle.size 17 -> 19", "titleStyle.weight regular -> bold"]),
            failure("b", facts: ["titleStyle.size 17 -> 19", "titleStyle.weight regular -> bold"]),
        ]
        let groups = FailureGroups.groups(results, read: { _ in nil })
        #expect(groups.map(\.line) == ["titleStyle.size 17 -> 19; titleStyle.weight regular -> bold: 2 snapshots"])
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
                "changed dialogs/moved.json; no drawn value changed: 1 snapshot", "no golden yet: 1 snapshot",
                "environment: FreeType 2.12.1 -> 2.13.2: 1 snapshot",
                "the pixels changed; no recorded input or drawn value did: 1 snapshot",
            ])
    }

    @Test func shardsGroupsMergeByCause() {
        let a = FailureGroup(cause: "x 1 -> 2", goldens: ["a.png"])
        let b = FailureGroup(cause: "x 1 -> 2", goldens: ["b.png", "c.png"])
        let c = FailureGroup(cause: "y 1 -> 2", goldens: ["d.png"])
        #expect(FailureGroups.merged([[a, c], [b]]).map(\.line) == ["x 1 -> 2: 3 snapshots", "y 1 -> 2: 1 snapshot"])
    }
}
