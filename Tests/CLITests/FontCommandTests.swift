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
            ("missing", #"{"ios": 18, "fonts": ["gone.ttf"], "alert": {"title": "T"}}"#, "fonts[0]: gone.ttf cannot be read"),
            (
                "fake", #"{"ios": 18, "fonts": ["R.ttf", "fake.otf"], "alert": {"title": "T"}}"#,
                "fonts[1]: fake.otf is not a TrueType"
            ),
            (
                "family", #"{"ios": 18, "fonts": ["R.ttf"], "alert": {"title": "T", "titleStyle": {"font": "Brand"}}}"#,
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
            #"{"ios": 18, "fonts": ["R.ttf"], "alert": {"title": "Ԕ Serif", "titleStyle": {"font": "Noto Serif"}, "actions": [{"title": "OK"}]}}"#,
            "ok.json", in: dir)
        let r = try CLIRunner.run(["render", "ok.json", "-o", "ok.png"], cwd: dir)
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty, "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("ok.png").path))
    }

    @Test func checkIncrementalRendersAgainWhenAFontFileChanges() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let specs = dir.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        let font = specs.appendingPathComponent("Brand.ttf").path
        try FileManager.default.copyItem(atPath: Self.serif, toPath: font)
        _ = try write(
            #"{"ios": 18, "fonts": ["Brand.ttf"], "alert": {"title": "Serif", "titleStyle": {"font": "Noto Serif", "weight": 400}, "actions": [{"title": "OK"}]}}"#,
            "specs/a.json", in: dir)
        let first = try CLIRunner.run(["check", "specs"], cwd: dir)
        #expect(first.stdout.contains("1 recorded"), "\(first.stdout)\(first.stderr)")
        let unchanged = try CLIRunner.run(["check", "specs", "--record", "never", "--incremental"], cwd: dir)
        #expect(
            unchanged.code == 0 && unchanged.stdout.hasSuffix("1 unchanged (not rendered)\n"), "\(unchanged.stdout)")
        // Same file name, other outlines: the golden's recorded fonts[0] digest no longer matches.
        try FileManager.default.removeItem(atPath: font)
        try FileManager.default.copyItem(
            atPath: CLIRunner.root.appendingPathComponent("Fixtures/brand/design/fonts/NotoSerif-Bold.ttf").path,
            toPath: font)
        let changed = try CLIRunner.run(["check", "specs", "--record", "never", "--incremental"], cwd: dir)
        #expect(changed.code == 1, "\(changed.stdout)\(changed.stderr)")
        #expect(!changed.stdout.contains("unchanged (not rendered)"), "\(changed.stdout)")
    }

    @Test func layoutAndHitMeasureWithTheSpecsFontsAsRenderDoes() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(atPath: Self.serif, toPath: dir.appendingPathComponent("R.ttf").path)
        _ = try write(
            #"{"ios": 18, "fonts": ["R.ttf"], "alert": {"title": "Serif headings set wide", "titleStyle": {"font": "Noto Serif", "size": 22, "weight": 400}, "actions": [{"title": "OK"}]}}"#,
            "a.json", in: dir)
        #expect(try CLIRunner.run(["render", "a.json", "-o", "a.png"], cwd: dir).code == 0)
        let layout = try CLIRunner.run(["layout", "a.json"], cwd: dir)
        let explain = try CLIRunner.run(["explain", "a.png", "--json"], cwd: dir)
        #expect(layout.code == 0 && explain.code == 0)
        let printed = try #require(try JSONSerialization.jsonObject(with: Data(layout.stdout.utf8)) as? NSDictionary)
        let recorded = try #require(
            (try JSONSerialization.jsonObject(with: Data(explain.stdout.utf8)) as? [String: Any])?["layout"]
                as? [String: Any])
        // The golden's layout is the render's (set in Noto Serif); `layout` must print the same. The
        // chunk adds what was drawn (`drawn`), which records the family the title was set in, and
        // leaves out a null `keyboard` and a null `content` (the record of an alert without them is
        // as it always was).
        #expect(printed["keyboard"] is NSNull && recorded["keyboard"] == nil)
        #expect(printed["content"] is NSNull && recorded["content"] == nil)
        let shown = NSMutableDictionary(dictionary: printed as! [AnyHashable: Any])
        shown.removeObject(forKey: "keyboard")
        shown.removeObject(forKey: "content")
        // The record leaves out `platform` for iOS (a record without it is iOS's, as every golden before it).
        if printed["platform"] as? String == "ios" {
            #expect(recorded["platform"] == nil)
            shown.removeObject(forKey: "platform")
        }
        // The iOS 18 look's record leaves out `ios` and `presentation` too (every golden before them).
        if printed["ios"] as? Int == 18 {
            #expect(recorded["ios"] == nil && recorded["presentation"] == nil)
            shown.removeObject(forKey: "ios")
            shown.removeObject(forKey: "presentation")
        }
        #expect(shown == NSDictionary(dictionary: recorded.filter { $0.key != "drawn" }), "\(layout.stdout)")
        let drawn = try #require(recorded["drawn"] as? [String: Any])
        let title = try #require((drawn["texts"] as? [String: Any])?["title"] as? [String: Any])
        #expect(title["font"] as? String == "Noto Serif")
    }
}
