import Foundation
import Testing

/// A golden records the catalog entries its snapshot shows, not the whole catalog file: editing
/// one string changes the inputs of only the goldens that show it.
@Suite struct CatalogEntryInputsTests {
    /// Three dialogs of the language project in English and German, recorded.
    static func recordedProject() throws -> URL {
        let dir = try LanguageProjectCommandTests.copy(config: "{\"variants\": {\"ios\": [18], \"locale\": [\"en\", \"de\"]}}")
        let dialogs = dir.appendingPathComponent("dialogs")
        for name in try FileManager.default.contentsOfDirectory(atPath: dialogs.path)
        where !["sign-out.json", "delete-account.json", "update.json"].contains(name) {
            try FileManager.default.removeItem(at: dialogs.appendingPathComponent(name))
        }
        let record = try CLIRunner.run(["check", "dialogs", "--record", "all"], cwd: dir)
        #expect(record.stdout.contains("0 passed, 0 differ, 0 missing, 6 recorded"), "\(record.stdout)\(record.stderr)")
        return dir
    }

    /// `catalog`'s value of `key` in `language` replaced by `value` (the file as a user edits it).
    static func edit(_ dir: URL, key: String, language: String, from old: String, to value: String) throws {
        let url = dir.appendingPathComponent("Localizable.xcstrings")
        let text = try String(contentsOf: url, encoding: .utf8)
        let keyRange = try #require(text.range(of: "\"\(key)\": {"))
        let rest = text[keyRange.upperBound...]
        let languageRange = try #require(rest.range(of: "\"\(language)\": {"))
        let valueRange = try #require(rest[languageRange.upperBound...].range(of: "\"value\": \"\(old)\""))
        try (text.replacingCharacters(in: valueRange, with: "\"value\": \"\(value)\"")).write(
            to: url, atomically: true, encoding: .utf8)
    }

    /// The goldens whose line names the catalog as a changed input.
    static func inputsChanged(_ stdout: String) -> [String] {
        stdout.split(separator: "\n").filter { $0.contains("inputs changed: Localizable.xcstrings") }.map { line in
            let name = line.split(separator: "(").dropFirst().first?.split(separator: ")").first
            return name.map(String.init) ?? String(line)
        }.sorted()
    }

    @Test func editingOneStringChangesTheInputsOfOnlyTheGoldensShowingIt() throws {
        let dir = try Self.recordedProject()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A string no rendered locale shows (Japanese): no golden changes.
        try Self.edit(dir, key: "common.cancel", language: "ja", from: "キャンセル", to: "取消")
        let untouched = try CLIRunner.run(["check", "dialogs", "--record", "never", "--verbose"], cwd: dir)
        #expect(untouched.code == 0 && Self.inputsChanged(untouched.stdout).isEmpty, "\(untouched.stdout)")
        // German Cancel: the two dialogs that show it, in German only.
        try Self.edit(dir, key: "common.cancel", language: "de", from: "Abbrechen", to: "Abbruch")
        let run = try CLIRunner.run(["check", "dialogs", "--record", "never", "--verbose"], cwd: dir)
        #expect(run.code == 1, "\(run.stdout)")
        #expect(
            Self.inputsChanged(run.stdout) == ["delete-account.ios=18.locale=de", "sign-out.ios=18.locale=de"],
            "\(run.stdout)")
        // --incremental renders those two and skips the four whose entries did not change.
        let incremental = try CLIRunner.run(["check", "dialogs", "--record", "never", "--incremental"], cwd: dir)
        #expect(incremental.stdout.contains(" 2 differ, ") && incremental.stdout.contains(", 4 unchanged (not rendered)"), "\(incremental.stdout)")
    }

    /// Goldens recorded with the whole catalog file's digest (the catalog fixture's) keep working:
    /// compared with the file's digest until they are next recorded, then by the entries they show.
    @Test func goldensRecordedWithTheWholeFilesDigestKeepWorking() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fm = FileManager.default
        let fixtures = CLIRunner.root.appendingPathComponent("Fixtures")
        for name in ["catalog-delete-photos.json", "strings", "screens"] {
            try fm.copyItem(at: fixtures.appendingPathComponent(name), to: dir.appendingPathComponent(name))
        }
        try fm.createDirectory(at: dir.appendingPathComponent("__snapshots__"), withIntermediateDirectories: true)
        for name in try fm.contentsOfDirectory(atPath: fixtures.appendingPathComponent("__snapshots__").path)
        where name.hasPrefix("catalog-delete-photos.") {
            try fm.copyItem(
                at: fixtures.appendingPathComponent("__snapshots__/\(name)"),
                to: dir.appendingPathComponent("__snapshots__/\(name)"))
        }
        let spec = "catalog-delete-photos.json"
        let same = try CLIRunner.run(["check", spec, "--record", "never", "--verbose"], cwd: dir)
        #expect(same.code == 0 && !same.stdout.contains("inputs changed"), "\(same.stdout)")
        // An edit to the file: every old golden reads the file's digest, as before.
        let url = dir.appendingPathComponent("strings/Photos.xcstrings")
        let text = try String(contentsOf: url, encoding: .utf8)
        let comment = "\"comment\" : \"The destructive button of the delete alert\""
        #expect(text.contains(comment))
        try text.replacingOccurrences(of: comment, with: "\"comment\" : \"The delete alert's destructive button\"")
            .write(to: url, atomically: true, encoding: .utf8)
        let edited = try CLIRunner.run(["check", spec, "--record", "inputs"], cwd: dir)
        #expect(edited.stdout.contains("28 goldens: refreshed recorded inputs (strings/Photos.xcstrings), image unchanged"), "\(edited.stdout)")
        // Recorded again, by entry: a second edit that shows nowhere changes nothing.
        try text.write(to: url, atomically: true, encoding: .utf8)
        let again = try CLIRunner.run(["check", spec, "--record", "never", "--verbose"], cwd: dir)
        #expect(again.code == 0 && !again.stdout.contains("inputs changed"), "\(again.stdout)")
    }
}
