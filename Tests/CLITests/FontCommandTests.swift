import Foundation
import Testing

/// `fonts` from the command line: each bad font input is one line naming the file and key path,
/// exit 2, nothing written; a good one renders, and `layout`, `lint` and `render` agree.
@Suite struct FontCommandTests {
    static let serif = CLIRunner.root.appendingPathComponent("Fixtures/brand/design/fonts/NotoSerif-Regular.ttf").path

    func write(_ json: String, _ name: String, in dir: URL) throws -> String {
        let path = dir.appendingPathComponent(name).path
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func eachBadFontIsOneLineExitTwoAndNothingWritten() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(atPath: Self.serif, toPath: dir.appendingPathComponent("R.ttf").path)
        _ = try write("plain words", "fake.otf", in: dir)
        let cases: [(String, String, String)] = [
            ("missing", #"{"fonts": ["gone.ttf"], "alert": {"title": "T"}}"#, "fonts[0]: gone.ttf cannot be read"),
            (
                "fake", #"{"fonts": ["R.ttf", "fake.otf"], "alert": {"title": "T"}}"#,
                "fonts[1]: fake.otf is not a TrueType"
            ),
            (
                "family", #"{"fonts": ["R.ttf"], "alert": {"title": "T", "titleStyle": {"font": "Brand"}}}"#,
                "alert.titleStyle.font: unknown font family \"Brand\"; families: Inter, Noto Serif"
            ),
        ]
        for (name, json, expected) in cases {
            _ = try write(json, name + ".json", in: dir)
            for command in [["render", name + ".json", "-o", "out-\(name).png"], ["layout", name + ".json"]] {
                let r = try CLIRunner.run(command, cwd: dir)
                #expect(r.code == 2, "\(command): \(r.stderr)")
                let lines = r.stderr.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
                #expect(lines.count == 1, "\(command): \(r.stderr)")
                #expect(r.stderr.contains("\(name).json: \(expected)"), "\(command): \(r.stderr)")
            }
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out-\(name).png").path))
        }
    }

    @Test func aSpecInItsOwnFontRendersWithoutWarnings() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(atPath: Self.serif, toPath: dir.appendingPathComponent("R.ttf").path)
        _ = try write(
            #"{"fonts": ["R.ttf"], "alert": {"title": "Ԕ Serif", "titleStyle": {"font": "Noto Serif"}, "actions": [{"title": "OK"}]}}"#,
            "ok.json", in: dir)
        let r = try CLIRunner.run(["render", "ok.json", "-o", "ok.png"], cwd: dir)
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty, "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("ok.png").path))
    }
}
