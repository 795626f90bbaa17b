import AlertRender
import Foundation
import SnapshotCheck
import Testing

/// A design-system project of 96 snapshots (8 dialogs × en/de/ja × light/dark × large/AX3, one
/// shared tokens file, one string table per language, cropped to the dialog), rendered for real:
/// a change of one dark colour token and one Japanese string fails 50 snapshots, which the run
/// reports as exactly two causes, and its report stays small and free of absolute paths.
@Suite(.serialized) struct ProjectFailureGroupsTests {
    static let dialogs = 8

    /// Writes the project under `project/`.
    static func writeProject(_ ws: Workspace) throws {
        try ws.write(
            """
            {"specs": ["dialogs/*.json"], "crop": "alert",
             "variants": {"locale": ["en", "de", "ja"], "appearance": ["light", "dark"], "contentSize": ["large", "AX3"]}}
            """, to: "project/alertsnap.json")
        try ws.write(
            """
            // The brand's tokens: every dialog extends this file.
            {"device": "iphone-15", "strings": "../strings",
             "colors": {"brand": {"light": "#5B3CC4", "dark": "#2ED3A8"}},
             "alert": {"tint": "brand", "titleStyle": {"color": "brand"}}}
            """, to: "project/design/tokens.json")
        let words = [
            "en": ("Cancel", "OK", "Dialog"), "de": ("Abbrechen", "OK", "Dialog"), "ja": ("キャンセル", "OK", "ダイアログ"),
        ]
        for (lang, (cancel, ok, dialog)) in words {
            var table = "\"cancel\" = \"\(cancel)\";\n\"ok\" = \"\(ok)\";\n"
            for d in 1...dialogs { table += "\"d\(d).title\" = \"\(dialog) \(d)\";\n" }
            try ws.write(table, to: "project/strings/\(lang).lproj/Localizable.strings")
        }
        for d in 1...dialogs {
            try ws.write(
                """
                {"extends": "../design/tokens.json",
                 "alert": {"title": {"key": "d\(d).title"},
                           "actions": [{"title": {"key": "cancel"}, "style": "cancel"}, {"title": {"key": "ok"}}]}}
                """, to: "project/dialogs/d\(d).json")
        }
    }

    @Test func aTwoCauseChangeOfNinetySixSnapshotsIsTwoGroups() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        try Self.writeProject(ws)
        let renderer = try AlertRenderer()
        var options = CheckOptions(inputs: [ws.path("project")], record: .all, jobs: 2)
        let recorded = try CheckRun.run(options, renderer: renderer)
        #expect(recorded.results.count == 96)
        #expect(recorded.count(.recorded) == 96)

        // One dark colour in the shared tokens, one Japanese string of one dialog.
        let tokens = try String(contentsOfFile: ws.path("project/design/tokens.json"), encoding: .utf8)
        try ws.write(tokens.replacingOccurrences(of: "#2ED3A8", with: "#2EC8A8"), to: "project/design/tokens.json")
        let ja = "project/strings/ja.lproj/Localizable.strings"
        let table = try String(contentsOfFile: ws.path(ja), encoding: .utf8)
        try ws.write(table.replacingOccurrences(of: "ダイアログ 3", with: "ダイアログ 3 を閉じますか"), to: ja)

        options.record = .never
        options.reportDirectory = ws.path("report")
        let checked = try CheckRun.run(options, renderer: renderer)
        #expect(checked.count(.differs) == 50, "\(checked.summaryLine)")
        #expect(
            checked.groups.map(\.line) == [
                "colors.brand in design/tokens.json: dark #2ED3A8 -> #2EC8A8: 48 snapshots in 8 dialogs",
                "\"d3.title\" in strings/ja.lproj/Localizable.strings: \"ダイアログ 3\" -> \"ダイアログ 3 を閉じますか\": 4 snapshots in 1 dialog",
            ])
        #expect(checked.groups[0].colors == [ColorChange(from: "#2ED3A8", to: "#2EC8A8")])

        // The report: the groups in summary.json and the page, no absolute path, no strips,
        // and each distinct image once.
        let summary = try String(contentsOfFile: ws.path("report/summary.json"), encoding: .utf8)
        let html = try String(contentsOfFile: ws.path("report/index.html"), encoding: .utf8)
        // Checked as booleans: a failure prints the expression's values, and these files are large.
        let groupsListed = summary.contains(
            "\"groups\": [\n  {\"cause\": \"colors.brand in design/tokens.json: dark #2ED3A8 -> #2EC8A8\", \"count\": 48")
        let specsListed = summary.contains("\"specs\": [\"dialogs/d1.json\", \"dialogs/d2.json\"")
        #expect(specsListed)
        #expect(groupsListed)
        let causesShown = html.contains("<h2>2 causes</h2>")
        let swatchShown = html.contains("<span class=\"swatch\" style=\"background:#2ED3A8\"></span>")
        #expect(causesShown && swatchShown)
        let absolute = summary.contains(ws.root) || html.contains(ws.root)
        #expect(!absolute)
        let relativeGolden = summary.contains(
            "\"golden\": \"dialogs/__snapshots__/d1.appearance=dark.contentSize=AX3.locale=de.png\"")
        let relativeImage = summary.contains("\"actual\": \"images/")
        #expect(relativeGolden && relativeImage)
        let images = try FileManager.default.contentsOfDirectory(atPath: ws.path("report/images"))
        #expect(!images.contains { $0.hasSuffix(".strip.png") })
        #expect(images.count <= 150, "\(images.count) images for 50 failures")
    }
}
