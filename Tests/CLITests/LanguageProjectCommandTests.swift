import Foundation
import Testing

/// The ten-dialog, four-language project (Tests/Resources/languages) as a user runs the commands
/// on it: `lint` varies every dialog as `check` does.
@Suite struct LanguageProjectCommandTests {
    static let project = CLIRunner.root.appendingPathComponent("Tests/Resources/languages")

    /// A copy of the project in a temporary folder, with `config` as its alertsnap.json (nil: none).
    static func copy(config: String? = "keep") throws -> URL {
        let dir = try CLIRunner.temporaryDirectory()
        let fm = FileManager.default
        for name in ["dialogs", "Localizable.xcstrings", "alertsnap.json"] {
            try fm.copyItem(at: project.appendingPathComponent(name), to: dir.appendingPathComponent(name))
        }
        if config != "keep" {
            try fm.removeItem(at: dir.appendingPathComponent("alertsnap.json"))
            if let config { try Data(config.utf8).write(to: dir.appendingPathComponent("alertsnap.json")) }
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
}
