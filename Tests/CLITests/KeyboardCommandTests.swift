import Foundation
import Testing

/// `--keyboard` on every command that takes it, run as a user runs them.
@Suite struct KeyboardCommandTests {
    static let field = "Fixtures/system-keyboard-offset.json"

    @Test func layoutAndHitShowTheKeyboardOnRequest() throws {
        let plain = try CLIRunner.run(["layout", Self.field])
        #expect(plain.code == 0 && plain.stdout.contains(#""keyboard": null"#))
        let shown = try CLIRunner.run(["layout", Self.field, "--keyboard", "true"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])
        let frame = try #require((json["keyboard"] as? [String: Any])?["frame"] as? [String: Double])
        // iPhone 15: 44 + 4 x 54 + 75 pt at the bottom of the 852 pt canvas.
        #expect(frame == ["x": 0, "y": 852 - 335, "width": 393, "height": 335])
        let hit = try CLIRunner.run(["hit", Self.field, "100", "800", "--keyboard", "true"])
        #expect(hit.stdout == "{\"region\": \"keyboard\", \"dismisses\": false}\n")
        let number = try CLIRunner.run(["hit", Self.field, "100", "800", "--keyboard=number"])
        #expect(number.stdout == "{\"region\": \"keyboard\", \"dismisses\": false}\n")
        let hidden = try CLIRunner.run(["hit", "Fixtures/system-keyboard.json", "100", "800", "--keyboard", "false"])
        #expect(hidden.code == 0 && !hidden.stdout.contains("keyboard"))
    }

    @Test func renderFramesSheetAndLintTakeTheFlag() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.path
        let render = try CLIRunner.run(["render", Self.field, "-o", out + "/a.png", "--keyboard", "email"])
        #expect(render.code == 0, "\(render.stderr)")
        let explain = try CLIRunner.run(["explain", out + "/a.png", "--json"])
        // The golden's record holds the keyboard's frame and the keys' labels (the email keys among them).
        #expect(explain.stdout.contains(#""keyboard":{"frame""#) && explain.stdout.contains(#""string":"@""#))
        let frames = try CLIRunner.run(["frames", Self.field, "-o", out + "/frames", "--fps", "4", "--keyboard", "true"])
        #expect(frames.code == 0 && frames.stdout.contains("-present-000.png"), "\(frames.stderr)")
        let sheet = try CLIRunner.run(["sheet", Self.field, "-o", out + "/s.png", "--vary", "keyboard=false,true"])
        #expect(sheet.code == 0, "\(sheet.stderr)")
        let lint = try CLIRunner.run(["lint", Self.field, "--keyboard", "true", "--json"])
        #expect(lint.code == 0 && !lint.stdout.contains("keyboard."), "\(lint.stdout)")
    }

    @Test func checkNamesTheKeyboardVariant() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(
            at: CLIRunner.root.appendingPathComponent("Fixtures/screens"), to: dir.appendingPathComponent("screens"))
        try FileManager.default.copyItem(
            at: CLIRunner.root.appendingPathComponent(Self.field), to: dir.appendingPathComponent("a.json"))
        let r = try CLIRunner.run(["check", "a.json", "--keyboard", "true", "--record", "missing", "--verbose"], cwd: dir)
        #expect(r.code == 1 && r.stdout.contains("a.keyboard=true.png"), "\(r.stdout)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("__snapshots__/a.keyboard=true.png").path))
        let again = try CLIRunner.run(["check", "a.json", "--keyboard", "true", "--record", "never"], cwd: dir)
        #expect(again.code == 0, "\(again.stdout)")
    }

    @Test func badValuesAndSheetsExitTwoNamingTheKey() throws {
        let bad = try CLIRunner.run(["render", Self.field, "-o", "/tmp/never-written.png", "--keyboard", "emoji"])
        #expect(bad.code == 2 && bad.stderr.contains("--keyboard: unknown value \"emoji\""))
        let sheet = try CLIRunner.run(["layout", "Fixtures/sheet-delete.json", "--keyboard", "true"])
        #expect(sheet.code == 2 && sheet.stderr.contains("sheet-delete.json: keyboard: an action sheet shows no keyboard"))
        #expect(sheet.stderr.split(separator: "\n").count == 1)
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try #"{"ios": 18, "keyboard": true, "alert": {"preferredStyle": "actionSheet", "actions": [{"title": "A"}]}}"#.write(
            to: dir.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["render", "s.json", "-o", "s.png"], cwd: dir)
        #expect(r.code == 2 && r.stderr.contains("s.json: keyboard: an action sheet shows no keyboard"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("s.png").path))
    }
}
