import Foundation
import Testing

/// `explain`, `check --ignore-layout`, `check --incremental` and `merge-reports`, run as a user runs them.
@Suite struct ExplainAndScaleCommandTests {
    static func spec(_ dir: URL, _ path: String, title: String, cancel: String = "Cancel") throws {
        let json = """
            {"canvas": {"width": 200, "height": 150, "scale": 1},
             "safeArea": {"top": 0, "bottom": 0, "left": 0, "right": 0},
             "alert": {"title": "\(title)", "width": 180, "actions": [{"title": "\(cancel)", "style": "cancel"}, {"title": "OK"}]}}
            """
        let url = dir.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(json.utf8).write(to: url)
    }

    @Test func explainPrintsTheChunkOrSaysThereIsNone() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.spec(dir, "a.json", title: "Hello")
        #expect(try CLIRunner.run(["render", "a.json", "-o", "a.png"], cwd: dir).code == 0)
        let text = try CLIRunner.run(["explain", "a.png"], cwd: dir)
        #expect(text.code == 0, "\(text.stderr)")
        #expect(text.stdout.hasPrefix("a.png: written by alertsnap "))
        #expect(text.stdout.contains("(matches the file)"))
        #expect(text.stdout.contains("actions[0]: \"Cancel\" cancel"))
        let json = try CLIRunner.run(["explain", "a.png", "--json"], cwd: dir)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["format"] as? Int == 1)
        #expect(((object["layout"] as? [String: Any])?["actionAxis"]) as? String == "horizontal")
        // A PNG alertsnap did not write from a spec: said so, exit 1; no PNG at all: exit 2.
        #expect(try CLIRunner.run(["screen", "settings", "-o", "s.png"], cwd: dir).code == 0)
        let none = try CLIRunner.run(["explain", "s.png"], cwd: dir)
        #expect(none.code == 1 && none.stdout.contains("s.png: no alertsnap chunk"))
        #expect(try CLIRunner.run(["explain", "missing.png"], cwd: dir).code == 2)
    }

    @Test func aChangedTitleLetterFailsCheckNamingIt() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.spec(dir, "specs/a.json", title: "Discard draft?")
        _ = try CLIRunner.run(["check", "specs"], cwd: dir)
        try Self.spec(dir, "specs/a.json", title: "Discard draft?", cancel: "CanceI")
        let r = try CLIRunner.run(["check", "specs", "--record", "never"], cwd: dir)
        #expect(r.code == 1)
        #expect(
            r.stdout.contains(
                #"FAIL specs/a.json (a): differs from specs/__snapshots__/a.png: actions[0].title "Cancel" -> "CanceI""#
            ))
        let html = try CLIRunner.run(["check", "specs", "--record", "never", "--report", "report"], cwd: dir)
        #expect(html.code == 1)
        let page = try String(contentsOf: dir.appendingPathComponent("report/index.html"), encoding: .utf8)
        #expect(page.contains("actions[0].title &quot;Cancel&quot; -&gt; &quot;CanceI&quot;"))
    }

    @Test func incrementalAndMergedShardsAgreeWithOneFullRun() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (i, title) in ["One", "Two", "Three", "Four"].enumerated() {
            try Self.spec(dir, "specs/s\(i).json", title: title)
        }
        _ = try CLIRunner.run(["check", "specs"], cwd: dir)
        let unchanged = try CLIRunner.run(["check", "specs", "--record", "never", "--incremental"], cwd: dir)
        #expect(unchanged.code == 0)
        #expect(unchanged.stdout.hasSuffix("4 unchanged (not rendered)\n"), "\(unchanged.stdout)")
        try Self.spec(dir, "specs/s2.json", title: "Three changed")
        let one = try CLIRunner.run(["check", "specs", "--record", "never", "--incremental"], cwd: dir)
        #expect(one.code == 1 && one.stdout.contains("3 unchanged"))
        let full = try CLIRunner.run(["check", "specs", "--record", "never", "--json"], cwd: dir)
        for i in 1...2 {
            _ = try CLIRunner.run(
                ["check", "specs", "--record", "never", "--shard", "\(i)/2", "--report", "shard-\(i)"], cwd: dir)
        }
        let merged = try CLIRunner.run(
            ["merge-reports", "shard-1", "shard-2", "--report", "merged", "--junit", "merged/junit.xml"], cwd: dir)
        #expect(merged.code == full.code)
        let summary = try Data(contentsOf: dir.appendingPathComponent("merged/summary.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: summary) as? [String: Any])
        let whole = try #require(try JSONSerialization.jsonObject(with: Data(full.stdout.utf8)) as? [String: Any])
        #expect((object["counts"] as? [String: Int]) == (whole["counts"] as? [String: Int]))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("merged/junit.xml").path))
        let missing = try CLIRunner.run(["merge-reports", "shard-1", "--report", "m"], cwd: dir)
        #expect(missing.code == 2 && missing.stderr.contains("shard 2/2 missing"))
    }
}
