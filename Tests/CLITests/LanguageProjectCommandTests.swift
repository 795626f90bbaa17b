import Foundation
import Testing

/// The ten-dialog, four-language project (Tests/Resources/languages) as a user runs the commands
/// on it: `lint` and `room` vary every dialog as `check` does, `room` writes only its own files.
@Suite struct LanguageProjectCommandTests {
    static let project = CLIRunner.root.appendingPathComponent("Tests/Resources/languages")

    /// A copy of the project in a temporary folder, with `config` as its alertsnap.json (nil: none;
    /// by default the project's own, `alertsnap.json.sample`).
    static func copy(config: String? = "keep") throws -> URL {
        let dir = try CLIRunner.temporaryDirectory()
        let fm = FileManager.default
        for name in ["dialogs", "Localizable.xcstrings"] {
            try fm.copyItem(at: project.appendingPathComponent(name), to: dir.appendingPathComponent(name))
        }
        let target = dir.appendingPathComponent("alertsnap.json")
        if config == "keep" {
            try fm.copyItem(at: project.appendingPathComponent("alertsnap.json.sample"), to: target)
        } else if let config {
            try Data(config.utf8).write(to: target)
        }
        return dir
    }

    /// With no `--vary`, `lint` checks the variants alertsnap.json gives: the German action title
    /// cut in its two-action row is found. Without the config the spec as written (English) is clean
    /// of it, and `--vary locale=en` wins over the config's locales.
    @Test func lintFindsTheTruncatedGermanButtonThroughTheProjectsVariants() throws {
        let dir = try Self.copy(config: "{\"variants\": {\"ios\": [18], \"locale\": [\"en\", \"de\"]}}")
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["lint", "dialogs/delete-account.json"], cwd: dir)
        #expect(r.code == 1, "\(r.stdout)\(r.stderr)")
        #expect(
            r.stdout.contains(
                "error dialogs/delete-account.json[ios=18,locale=de]: truncated: actions[1]: \"Konto unwiderruflich löschen\" is cut"),
            "\(r.stdout)")
        #expect(!r.stdout.contains("locale=en]: truncated"), "\(r.stdout)")
        let english = try CLIRunner.run(["lint", "dialogs/delete-account.json", "--vary", "locale=en"], cwd: dir)
        #expect(english.code == 0 && !english.stdout.contains("truncated"), "\(english.stdout)")
        try FileManager.default.removeItem(at: dir.appendingPathComponent("alertsnap.json"))
        let bare = try CLIRunner.run(["lint", "dialogs/delete-account.json"], cwd: dir)
        #expect(!bare.stdout.contains("truncated"), "\(bare.stdout)")
    }

    /// `room` on the whole project: the table, the exit code for a cut text, the files it writes
    /// (and never over an input), bad input as one line and exit 2.
    @Test func roomTableFilesAndExitCodes() throws {
        let dir = try Self.copy()
        defer { try? FileManager.default.removeItem(at: dir) }
        let catalog = dir.appendingPathComponent("Localizable.xcstrings")
        let before = try Data(contentsOf: catalog)
        let r = try CLIRunner.run(["room", "dialogs", "--csv", "room.csv", "--xliff", "out/room.xliff"], cwd: dir)
        #expect(r.code == 1, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        // Grouped by key, the worst locale first.
        let group = try #require(lines.firstIndex(of: "account.delete.action"), "\(r.stdout)")
        #expect(lines[group + 1].hasPrefix("  de  truncated  needs "), "\(lines[group + 1])")
        #expect(lines[group + 1].hasSuffix(",contentSize=large,locale=de]"), "\(lines[group + 1])")
        #expect(lines.last?.contains(" texts in 320 snapshots: ") == true, "\(lines.last ?? "")")
        let csv = try String(contentsOf: dir.appendingPathComponent("room.csv"), encoding: .utf8)
        #expect(csv.hasPrefix("spec,variant,locale,element,key,text,roomWidth,roomLines,usedWidth,usedLines,verdict\r\n"))
        let xliff = try String(contentsOf: dir.appendingPathComponent("out/room.xliff"), encoding: .utf8)
        #expect(xliff.contains("<xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\">"))
        #expect(try Data(contentsOf: catalog) == before)
        // Never over an input: the catalog stays as it was.
        let over = try CLIRunner.run(["room", "dialogs", "--csv", "Localizable.xcstrings"], cwd: dir)
        #expect(over.code == 2 && over.stdout.isEmpty && over.stderr.split(separator: "\n").count == 1, "\(over.stderr)")
        #expect(try Data(contentsOf: catalog) == before)
        // A dialog with room to spare exits 0; --strict fails a text that shrinks.
        let english = try CLIRunner.run(["room", "dialogs/sign-out.json", "--locale", "en", "--json"], cwd: dir)
        #expect(english.code == 0, "\(english.stdout)")
        let json = try JSONSerialization.jsonObject(with: Data(english.stdout.utf8)) as? [String: Any]
        let texts = try #require(json?["texts"] as? [[String: Any]])
        #expect(texts.count == 8 * 4, "\(texts.count)")  // 8 variants x title, message, 2 actions
        #expect(Set(texts.flatMap { $0.keys }) == [
            "spec", "variant", "locale", "element", "key", "text", "roomWidth", "roomLines", "usedWidth", "usedLines",
            "verdict",
        ])
        // Bad input: one line naming the file and key path, exit 2, nothing on stdout.
        try Data("{\"variants\": {\"locale\": \"de\"}}".utf8).write(to: dir.appendingPathComponent("alertsnap.json"))
        let bad = try CLIRunner.run(["room", "dialogs"], cwd: dir)
        #expect(bad.code == 2 && bad.stdout.isEmpty, "\(bad.stdout)")
        #expect(bad.stderr.contains("alertsnap.json") && bad.stderr.contains("variants.locale"), "\(bad.stderr)")
    }

    /// The HTML report shows the room of each text of a snapshot the lint failed: the German
    /// button's "needs ... pt, has 118.7 pt on 1 line", with its key.
    @Test func theReportShowsTheRoomOfALintedSnapshot() throws {
        let dir = try Self.copy(config: "{\"variants\": {\"ios\": [18], \"locale\": [\"en\", \"de\"]}}")
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try CLIRunner.run(["check", "dialogs/delete-account.json", "--record", "all"], cwd: dir)
        let r = try CLIRunner.run(
            ["check", "dialogs/delete-account.json", "--record", "never", "--lint", "--report", "report"], cwd: dir)
        #expect(r.code == 1 && r.stdout.contains("LINT error dialogs/delete-account.json[ios=18,locale=de]: truncated"), "\(r.stdout)")
        let html = try String(contentsOf: dir.appendingPathComponent("report/index.html"), encoding: .utf8)
        let room = try #require(html.range(of: "<ul class=\"room\""), "\(html)")
        let list = html[room.lowerBound...].prefix { $0 != "\n" }
        #expect(list.contains("<li class=\"truncated\"><code>actions[1]</code> &quot;Konto unwiderruflich löschen&quot; <small>(account.delete.action)</small>: <b>truncated</b>: needs "), "\(list)")
        #expect(list.contains(" pt, has 118.7 pt on 1 line</li>"), "\(list)")
        // The English snapshot passed its lint: no room listed for it.
        #expect(!html.contains("&quot;Delete Forever&quot;"), "\(html)")
    }
}
