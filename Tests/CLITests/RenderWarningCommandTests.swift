import Foundation
import Testing

/// The warning lines of `render` and `check` (presenting-image aspect, missing glyphs): printed,
/// one per kind and spec, without changing the exit code or what is written.
@Suite struct RenderWarningCommandTests {
    /// A spec in `dir` showing the fixtures' phone screenshot, with `title`.
    func spec(in dir: URL, name: String, device: String, title: String) throws -> String {
        let screen = CLIRunner.root.appendingPathComponent("Fixtures/screens/settings.png").path
        let path = dir.appendingPathComponent(name + ".json").path
        let json = """
            {"ios": 18, "name": "\(name)", "device": "\(device)", "presenting": {"image": "\(screen)"},
             "alert": {"title": "\(title)", "actions": [{"title": "OK"}]}}
            """
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func renderWarnsOnStderrAndStillWritesThePNG() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let pad = try spec(in: dir, name: "pad", device: "ipad-pro-12.9", title: "Saved")
        let phone = try spec(in: dir, name: "phone", device: "iphone-16", title: "Saved")
        let r = try CLIRunner.run(["render", pad, phone, "-o", dir.path])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stdout.split(separator: "\n").count == 2)
        let lines = r.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.hasPrefix("warning: \(pad): presenting.image is 1179x2556") == true, "\(lines)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("pad.png").path))
    }

    @Test func checkPrintsTheWarningsOfEverySpecItRendered() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let box = try spec(in: dir, name: "box", device: "iphone-16", title: "A\\u0378")
        _ = try spec(in: dir, name: "pad", device: "ipad-pro-12.9", title: "Saved")
        // The first run records the two goldens (exit 1: they were missing); the warnings are
        // printed all the same, and again on the passing run after it.
        let first = try CLIRunner.run(["check", dir.path])
        #expect(first.code == 1 && first.stdout.contains("2 recorded"), "\(first.stdout)\(first.stderr)")
        let second = try CLIRunner.run(["check", dir.path, "--record", "never"])
        #expect(second.code == 0, "\(second.stdout)")
        for out in [first.stdout, second.stdout] {
            let warnings = out.split(separator: "\n").filter { $0.hasPrefix("warning: ") }
            #expect(warnings.count == 2, "\(out)")
            #expect(
                warnings.contains { $0.hasPrefix("warning: \(box): no bundled or named font covers title U+0378") }, "\(out)")
            #expect(warnings.contains { $0.contains("pad.json: presenting.image is 1179x2556") }, "\(out)")
        }
    }
}
