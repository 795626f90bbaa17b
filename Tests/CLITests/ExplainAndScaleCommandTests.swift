import Foundation
import Testing

/// `explain`, `check --ignore-layout`, `check --incremental` and `merge-reports`, run as a user runs them.
@Suite struct ExplainAndScaleCommandTests {
    static func spec(_ dir: URL, _ path: String, title: String, cancel: String = "Cancel") throws {
        let json = """
            {"ios": 18, "canvas": {"width": 200, "height": 150, "scale": 1},
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
                #"FAIL specs/a.json (a): actions[0].title "Cancel" -> "CanceI""#
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

    @Test func mergedShardsOfACheckLintRunSayWhatOneRunSays() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let files: [String: String] = [
            // White text on a white card in dark: contrast errors (its light variant is clean).
            "specs/card.json": #"""
            {"ios": 18, "alert": {"background": "#FFFFFF", "title": "Delete?", "message": "Gone for good.", "tint": "#0040DD",
             "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Delete"}]},
             "variants": {"appearance": ["light", "dark"]}}
            """#,
            "specs/clean.json": #"""
            {"ios": 18, "alert": {"title": "Save?", "tint": "#0040DD", "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Save"}]}}
            """#,
            // A character no font covers: a missingGlyph error and a render warning line.
            "specs/glyph.json":
                ##"{"ios": 18, "alert": {"title": "Hello \u0378", "tint": "#0040DD", "actions": [{"title": "OK"}]}}"##,
            // A text field, its placeholder in UIKit's gray: a warning only.
            "specs/field.json": #"""
            {"ios": 18, "alert": {"title": "Name", "tint": "#0040DD", "textFields": [{"placeholder": "Name"}], "actions": [{"title": "OK"}]}}
            """#,
        ]
        for (path, text) in files {
            let url = dir.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        _ = try CLIRunner.run(["check", "specs"], cwd: dir)
        let options = ["--record", "never", "--lint"]
        let full = try CLIRunner.run(
            ["check", "specs"] + options + ["--report", "full", "--junit", "full.xml"], cwd: dir)
        #expect(full.code == 1, "\(full.stdout)\(full.stderr)")
        #expect(
            full.stdout.contains("LINT error specs/card.json[appearance=dark]: contrast: title: "), "\(full.stdout)")
        #expect(full.stdout.contains("LINT error specs/glyph.json: missingGlyph: title: "))
        // UIKit's placeholder gray is info: in summary.json, not on the console.
        #expect(!full.stdout.contains("specs/field.json: contrast"), "\(full.stdout)")
        // UIKit's own text field height is no app's to change: no tapTarget on it.
        #expect(!full.stdout.contains("tapTarget"), "\(full.stdout)")
        #expect(full.stdout.contains("warning: specs/glyph.json: "), "\(full.stdout)")
        for i in 1...2 {
            let shard = try CLIRunner.run(
                ["check", "specs"] + options + ["--shard", "\(i)/2", "--report", "shard-\(i)"], cwd: dir)
            // A shard fails when it holds a lint error (UIKit's placeholder gray is only info).
            #expect(shard.code == (shard.stdout.contains("LINT error") ? 1 : 0), "shard \(i): \(shard.stdout)")
        }
        let merged = try CLIRunner.run(
            ["merge-reports", "shard-1", "shard-2", "--report", "merged", "--junit", "merged.xml"], cwd: dir)
        // The same exit code (lint errors fail), the same console lines but the files written, the
        // same summary.json, HTML report and JUnit, byte for byte.
        #expect(merged.code == full.code, "\(merged.stdout)\(merged.stderr)")
        func lines(_ out: String) -> [Substring] { out.split(separator: "\n").filter { !$0.hasPrefix("wrote ") } }
        #expect(lines(merged.stdout) == lines(full.stdout), "\(merged.stdout)")
        for (a, b) in [
            ("merged/summary.json", "full/summary.json"), ("merged.xml", "full.xml"),
            ("merged/index.html", "full/index.html"),
        ] {
            let m = try String(contentsOf: dir.appendingPathComponent(a), encoding: .utf8)
            let f = try String(contentsOf: dir.appendingPathComponent(b), encoding: .utf8)
            #expect(m == f, "\(a) differs from \(b)")
        }
        let junit = try String(contentsOf: dir.appendingPathComponent("merged.xml"), encoding: .utf8)
        #expect(junit.contains(#"type="lint""#) && junit.contains("missingGlyph"))
        let html = try String(contentsOf: dir.appendingPathComponent("merged/index.html"), encoding: .utf8)
        #expect(html.contains("Design lint: "))
        // A finding that is not one is one line naming the file and key, exit 2.
        let summary = dir.appendingPathComponent("shard-1/summary.json")
        let text = try String(contentsOf: summary, encoding: .utf8)
        try Data(text.replacingOccurrences(of: #""rule":"contrast""#, with: #""rule":"contrast-ish""#).utf8).write(
            to: summary)
        let broken = try CLIRunner.run(["merge-reports", "shard-1", "shard-2", "--report", "m2"], cwd: dir)
        #expect(broken.code == 2 && broken.stderr.contains("shard-1/summary.json: results["), "\(broken.stderr)")
        #expect(broken.stderr.contains("].lint[") && broken.stderr.contains("]: expected a lint finding"))
    }
}
