import Foundation
import Testing

/// `alertsnap check`, run as a user runs it, on tiny specs rendered by the real renderer.
@Suite struct CheckCommandTests {
    /// A folder `specs/` of three small specs in a fresh temporary directory.
    static func workspace() throws -> URL {
        let dir = try CLIRunner.temporaryDirectory()
        for (name, title) in [("one", "One"), ("two", "Two"), ("three", "Three")] {
            try spec(dir, "specs/\(name).json", title: title)
        }
        return dir
    }

    static func spec(_ dir: URL, _ path: String, title: String) throws {
        let json = """
            {"ios": 18, "canvas": {"width": 120, "height": 90, "scale": 1},
             "safeArea": {"top": 0, "bottom": 0, "left": 0, "right": 0},
             "alert": {"title": "\(title)", "width": 100, "actions": [{"title": "OK"}]}}
            """
        let url = dir.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(json.utf8).write(to: url)
    }

    static func goldens(_ dir: URL) -> [String: Data] {
        let folder = dir.appendingPathComponent("specs/__snapshots__")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var out: [String: Data] = [:]
        for n in names where n.hasSuffix(".png") {
            out[n] = try? Data(contentsOf: folder.appendingPathComponent(n))
        }
        return out
    }

    @Test func firstRunRecordsAndFailsThenPassesSilently() throws {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let first = try CLIRunner.run(["check", "specs"], cwd: dir)
        #expect(first.code == 1)
        // One line for the goldens written, not one per snapshot; --verbose lists each.
        #expect(
            first.stdout
                == "3 missing goldens written; review them, then run again\n3 snapshots: 0 passed, 0 differ, 3 missing, 3 recorded, 0 invalid, 0 errors\n",
            "\(first.stdout)")
        for name in ["one.png", "three.png", "two.png"] {
            try FileManager.default.removeItem(at: dir.appendingPathComponent("specs/__snapshots__/" + name))
        }
        let verbose = try CLIRunner.run(["check", "specs", "--verbose"], cwd: dir)
        #expect(
            verbose.stdout.contains(
                "MISSING specs/one.json (one): no golden at specs/__snapshots__/one.png; recorded it"
            ))
        #expect(Self.goldens(dir).keys.sorted() == ["one.png", "three.png", "two.png"])
        let second = try CLIRunner.run(["check", "specs", "--record", "never"], cwd: dir)
        #expect(second.code == 0)
        #expect(
            second.stdout
                == "3 snapshots: 3 passed, 0 differ, 0 missing, 0 recorded, 0 invalid, 0 errors\n")
        #expect(second.stderr.isEmpty)  // no progress line when stderr is not a terminal
        // Default input: the current directory.
        #expect(try CLIRunner.run(["check"], cwd: dir).code == 0)
    }

    @Test func aChangedSpecFailsWithTheDiffAndLeavesTheGoldenAlone() throws {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try CLIRunner.run(["check", "specs"], cwd: dir)
        let before = Self.goldens(dir)
        try Self.spec(dir, "specs/two.json", title: "Tvo")
        // One short line: the spec, its name and the first change.
        let quiet = try CLIRunner.run(["check", "specs", "--record", "never"], cwd: dir)
        #expect(quiet.stdout.hasPrefix("FAIL specs/two.json (two): title \"Two\" -> \"Tvo\"\n"), "\(quiet.stdout)")
        let r = try CLIRunner.run(["check", "specs", "--record", "never", "--verbose"], cwd: dir)
        #expect(r.code == 1)
        let line = try #require(r.stdout.split(separator: "\n").first { $0.hasPrefix("FAIL") })
        #expect(line.contains("specs/two.json (two): differs from specs/__snapshots__/two.png:"))
        #expect(line.contains("pixels differ"))
        #expect(
            line.contains(
                "wrote specs/__snapshots__/__failures__/two.actual.png, specs/__snapshots__/__failures__/two.diff.png, specs/__snapshots__/__failures__/two.strip.png"
            ))
        #expect(Self.goldens(dir) == before)
        // Within a tolerance the pixels pass, but the recorded title names the change; judged by
        // pixels alone it passes.
        let loose = try CLIRunner.run(
            ["check", "specs", "--record", "never", "--max-diff-ratio", "1"], cwd: dir)
        #expect(loose.code == 1)
        #expect(loose.stdout.contains(#"title "Two" -> "Tvo""#), "\(loose.stdout)")
        let pixelsOnly = try CLIRunner.run(
            ["check", "specs", "--record", "never", "--max-diff-ratio", "1", "--ignore-layout"], cwd: dir)
        #expect(pixelsOnly.code == 0)
    }

    @Test func environmentSetsTheRecordModeAndTheFlagWins() throws {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let never = try CLIRunner.run(
            ["check", "specs"], cwd: dir, environment: ["ALERTSNAP_RECORD": "never"])
        #expect(never.code == 1)
        #expect(never.stdout.contains("not recorded (record mode never)"))
        #expect(Self.goldens(dir).isEmpty)
        let all = try CLIRunner.run(
            ["check", "specs", "--record", "all", "--verbose"], cwd: dir,
            environment: ["ALERTSNAP_RECORD": "never"])
        #expect(all.code == 0)
        #expect(
            all.stdout.contains(
                "RECORDED specs/one.json (one): recorded golden specs/__snapshots__/one.png"))
        #expect(Self.goldens(dir).count == 3)
        let bad = try CLIRunner.run(
            ["check", "specs"], cwd: dir, environment: ["ALERTSNAP_RECORD": "sometimes"])
        #expect(
            bad.code == 2 && bad.stderr.contains("ALERTSNAP_RECORD: unknown value \"sometimes\""))
    }

    @Test func usageErrorsExitTwoAndWriteNothing() throws {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        for args in [
            ["--shard", "0/3"], ["--shard", "4/3"], ["--shard", "x"], ["--record", "sometimes"],
            ["--jobs", "0"],
            ["--bogus"], ["--threshold", "-1"],
        ] {
            let r = try CLIRunner.run(
                ["check", "specs", "--report", "report", "--junit", "j.xml"] + args, cwd: dir)
            #expect(r.code == 2, "\(args)")
            #expect(r.stderr.split(separator: "\n").count == 1, "\(args): \(r.stderr)")
            #expect(r.stdout.isEmpty)
        }
        let missing = try CLIRunner.run(["check", "nowhere"], cwd: dir)
        #expect(missing.code == 2 && missing.stderr.contains("nowhere: no such file or directory"))
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(names == ["specs"])
        #expect(Self.goldens(dir).isEmpty)
    }

    @Test func invalidSpecExitsTwoAndTheOthersAreStillReported() throws {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try CLIRunner.run(["check", "specs"], cwd: dir)
        try Self.spec(dir, "specs/two.json", title: "Changed")
        try Data(#"{"ios": 18, "alert": {"actions": [{}, {}, {"style": "danger"}]}}"#.utf8).write(
            to: dir.appendingPathComponent("specs/bad.json"))
        let r = try CLIRunner.run(
            ["check", "specs", "--record", "never", "--junit", "out/junit.xml"], cwd: dir)
        #expect(r.code == 2)
        #expect(
            r.stdout.contains(
                "INVALID specs/bad.json: alert.actions[2].style: unknown value \"danger\""))
        #expect(r.stdout.contains("FAIL specs/two.json (two)"))
        #expect(
            r.stdout.contains(
                "4 snapshots: 2 passed, 1 differ, 0 missing, 0 recorded, 1 invalid, 0 errors"))
        #expect(
            FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/junit.xml").path)
        )
    }

    @Test func jsonOutputIsTheSummaryAlone() throws {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["check", "specs", "--json", "--record", "never"], cwd: dir)
        #expect(r.code == 1)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(json["exitCode"] as? Int == 1)
        #expect((json["counts"] as? [String: Int])?["missing"] == 3)
        #expect(r.stderr.contains("MISSING specs/one.json"))
    }

    @Test func jobsAndShardsDoNotChangeResults() throws {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        for i in 0..<5 { try Self.spec(dir, "specs/more/m\(i).json", title: "More \(i)") }
        _ = try CLIRunner.run(["check", "specs"], cwd: dir)
        try Self.spec(dir, "specs/more/m2.json", title: "Something else")
        try Self.spec(dir, "specs/one.json", title: "Not one at all")
        let one = try CLIRunner.run(
            ["check", "specs", "--record", "never", "--jobs", "1", "--json"], cwd: dir)
        let four = try CLIRunner.run(
            ["check", "specs", "--record", "never", "--jobs", "4", "--json"], cwd: dir)
        #expect(one.code == 1 && four.code == 1)
        #expect(one.stdout == four.stdout)
        var specs: [String] = []
        for i in 1...3 {
            let part = try CLIRunner.run(
                ["check", "specs", "--record", "never", "--shard", "\(i)/3", "--json"], cwd: dir)
            let json = try #require(
                try JSONSerialization.jsonObject(with: Data(part.stdout.utf8)) as? [String: Any])
            specs += (json["results"] as? [[String: Any]] ?? []).compactMap {
                $0["spec"] as? String
            }
        }
        #expect(specs.count == 8)
        #expect(Set(specs).count == 8)
    }

    @Test func reportAndPrune() throws {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try CLIRunner.run(["check", "specs"], cwd: dir)
        // A golden alertsnap wrote that no spec uses any more, and a PNG it never wrote.
        try FileManager.default.copyItem(
            at: dir.appendingPathComponent("specs/__snapshots__/one.png"),
            to: dir.appendingPathComponent("specs/__snapshots__/old.png"))
        try Data("x".utf8).write(to: dir.appendingPathComponent("specs/__snapshots__/mine.png"))
        try Self.spec(dir, "specs/three.json", title: "Thr33")
        let r = try CLIRunner.run(
            ["check", "specs", "--record", "never", "--report", "report", "--verbose"], cwd: dir)
        #expect(r.code == 1)
        #expect(r.stdout.contains("unused golden: specs/__snapshots__/old.png"))
        #expect(r.stdout.contains("wrote report/index.html"))
        #expect(r.stdout.contains("three.json (three): differs from specs/__snapshots__/three.png"))
        #expect(
            r.stdout.contains(
                "wrote report/images/0002-three.expected.png, report/images/0002-three.actual.png"))
        let html = try String(
            contentsOf: dir.appendingPathComponent("report/index.html"), encoding: .utf8)
        #expect(html.contains("images/0002-three.diff.png"))
        let pruned = try CLIRunner.run(
            ["check", "specs", "--record", "failed", "--prune"], cwd: dir)
        #expect(pruned.stdout.contains("pruned unused golden: specs/__snapshots__/old.png"))
        #expect(pruned.stdout.contains("not ours (no alertsnap chunk; never pruned): specs/__snapshots__/mine.png"))
        #expect(Self.goldens(dir).keys.sorted() == ["mine.png", "one.png", "three.png", "two.png"])
        #expect(try CLIRunner.run(["check", "specs", "--record", "never"], cwd: dir).code == 0)
    }

    @Test func recordedGoldenHasTheBytesRenderWrites() throws {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try CLIRunner.run(["check", "specs/one.json"], cwd: dir)
        _ = try CLIRunner.run(["render", "specs/one.json", "-o", "one.png"], cwd: dir)
        let golden = try Data(contentsOf: dir.appendingPathComponent("specs/__snapshots__/one.png"))
        let rendered = try Data(contentsOf: dir.appendingPathComponent("one.png"))
        #expect(golden == rendered)
    }
}

/// The repository's own goldens, checked the way CI checks them.
@Suite struct FixtureGoldenTests {
    @Test func everyFixtureMatchesItsCommittedGoldenAndNothingIsWritten() throws {
        let folder = CLIRunner.root.appendingPathComponent("Fixtures/__snapshots__")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".png")
        }
        try #require(!names.isEmpty)
        var before: [String: Data] = [:]
        for n in names { before[n] = try Data(contentsOf: folder.appendingPathComponent(n)) }
        let r = try CLIRunner.run(["check", "Fixtures", "--record", "never", "--jobs", "2"])
        #expect(r.code == 0, "\(r.stdout)")
        #expect(
            r.stdout.hasSuffix("passed, 0 differ, 0 missing, 0 recorded, 0 invalid, 0 errors\n"))
        #expect(!r.stdout.contains("unused golden"))
        let after = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".png")
        }
        #expect(after.sorted() == names.sorted())
        for n in names {
            #expect(try Data(contentsOf: folder.appendingPathComponent(n)) == before[n], "\(n)")
        }
    }
}
