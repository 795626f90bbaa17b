import Foundation
import Testing

/// `--keyboard hardware` and `"keyboard": "hardware"`, run as a user runs them.
@Suite struct HardwareKeyboardCommandTests {
    static let field = "Fixtures/system-keyboard-offset.json"

    @Test func noKeyboardInTheLayoutAndTheCaretInTheRecord() throws {
        let plain = try CLIRunner.run(["layout", Self.field])
        let hardware = try CLIRunner.run(["layout", Self.field, "--keyboard", "hardware"])
        #expect(hardware.code == 0 && hardware.stdout.contains(#""keyboard": null"#), "\(hardware.stderr)")
        // The alert is where it is without a keyboard.
        #expect(hardware.stdout == plain.stdout)
        let hit = try CLIRunner.run(["hit", Self.field, "100", "800", "--keyboard", "hardware"])
        #expect(hit.code == 0 && !hit.stdout.contains("keyboard"))
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let png = dir.path + "/a.png"
        let render = try CLIRunner.run(["render", Self.field, "-o", png, "--keyboard", "hardware"])
        #expect(render.code == 0, "\(render.stderr)")
        let explain = try CLIRunner.run(["explain", png, "--json"])
        #expect(
            explain.stdout.contains(#""caret""#) && !explain.stdout.contains(#""keyboard":{"frame""#),
            "\(explain.stdout)")
        let none = dir.path + "/b.png"
        _ = try CLIRunner.run(["render", Self.field, "-o", none])
        #expect(!(try CLIRunner.run(["explain", none, "--json"])).stdout.contains(#""caret""#))
    }

    @Test func badValuesExitTwoNamingTheKey() throws {
        let bad = try CLIRunner.run(["render", Self.field, "-o", "/tmp/never-written.png", "--keyboard", "hardwired"])
        #expect(bad.code == 2 && bad.stderr.contains("--keyboard: unknown value \"hardwired\""), "\(bad.stderr)")
        #expect(bad.stderr.contains("hardware"))
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try #"{"ios": 18, "keyboard": "bluetooth", "alert": {"title": "T", "actions": [{"title": "A"}]}}"#.write(
            to: dir.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["render", "s.json", "-o", "s.png"], cwd: dir)
        #expect(r.code == 2 && r.stderr.contains("s.json: keyboard"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("s.png").path))
    }
}
