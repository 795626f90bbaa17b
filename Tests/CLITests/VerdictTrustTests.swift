import Foundation
import Testing

/// `check`'s verdict as a team would rely on it: exact against goldens of this environment, what
/// changed named, CI mode that never records on its own, shards by snapshots.
@Suite struct VerdictTrustTests {
    /// `dialogs/a.json` extending `brand/base.json`, whose `colors.brand` fills the default button.
    static func brandWorkspace(brand: String = "#FF5A36", spare: String = "#000000") throws -> URL {
        let dir = try CLIRunner.temporaryDirectory()
        try write(dir, "dialogs/a.json", """
            {"ios": 18, "extends": "../brand/base.json", "alert": {"title": "Publish?", "actions": [{"title": "Publish"}]}}
            """)
        try writeBase(dir, brand: brand, spare: spare)
        return dir
    }

    static func writeBase(_ dir: URL, brand: String, spare: String) throws {
        try write(dir, "brand/base.json", """
            {"ios": 18, "canvas": {"width": 160, "height": 120, "scale": 1},
             "safeArea": {"top": 0, "bottom": 0, "left": 0, "right": 0},
             "colors": {"brand": "\(brand)", "spare": "\(spare)"},
             "alert": {"width": 140, "title": "Base",
                       "actionStyle": {"kind": "filled", "default": {"background": "brand", "title": "#FFFFFF"}}}}
            """)
    }

    static func write(_ dir: URL, _ path: String, _ text: String) throws {
        let url = dir.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    static func pngs(_ dir: URL) -> [String] {
        let all = FileManager.default.enumerator(atPath: dir.path)?.allObjects as? [String] ?? []
        return all.filter { $0.hasSuffix(".png") }.sorted()
    }

    @Test func aBrandColourChangeFailsByDefaultAndNamesTheBase() throws {
        let dir = try Self.brandWorkspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let recorded = try CLIRunner.run(["check", "dialogs", "--record", "all"], cwd: dir)
        #expect(recorded.code == 0, "\(recorded.stdout)\(recorded.stderr)")
        try Self.writeBase(dir, brand: "#FF7A36", spare: "#000000")
        let golden = try Data(contentsOf: dir.appendingPathComponent("dialogs/__snapshots__/a.png"))

        let quiet = try CLIRunner.run(["check", "dialogs"], cwd: dir)
        #expect(quiet.stdout.hasPrefix(#"FAIL dialogs/a.json (a): actions["Publish"].fill #FF5A36 -> #FF7A36"# + "\n"), "\(quiet.stdout)")
        let check = try CLIRunner.run(["check", "dialogs", "--verbose"], cwd: dir)
        #expect(check.code == 1, "\(check.stdout)")
        #expect(check.stdout.contains("FAIL dialogs/a.json (a): differs from dialogs/__snapshots__/a.png: "))
        #expect(check.stdout.contains("inputs changed: brand/base.json"), "\(check.stdout)")
        #expect(check.stdout.contains(#"actions["Publish"].fill #FF5A36 -> #FF7A36"#), "\(check.stdout)")
        #expect(!check.stdout.contains("compared with tolerance"))
        // The change is under pixelmatch's threshold: the tolerance passes the pixels, and the
        // golden's record of the button's colour still fails it.
        let tolerant = try CLIRunner.run(["check", "dialogs", "--compare", "tolerant"], cwd: dir)
        #expect(tolerant.code == 1, "\(tolerant.stdout)")
        #expect(tolerant.stdout.contains(#"actions["Publish"].fill #FF5A36 -> #FF7A36"#), "\(tolerant.stdout)")
        // Judged by pixels alone (--ignore-layout), a tolerance given explicitly applies as given,
        // on the command line or in alertsnap.json.
        #expect(try CLIRunner.run(["check", "dialogs", "--compare", "tolerant", "--ignore-layout"], cwd: dir).code == 0)
        #expect(try CLIRunner.run(["check", "dialogs", "--threshold", "0.1", "--ignore-layout"], cwd: dir).code == 0)
        try Self.write(dir, "alertsnap.json", "{\"compare\": \"tolerant\"}")
        #expect(try CLIRunner.run(["check", "dialogs", "--ignore-layout"], cwd: dir).code == 0)
        #expect(try CLIRunner.run(["check", "dialogs", "--compare", "exact", "--ignore-layout"], cwd: dir).code == 1)
        try Self.write(dir, "alertsnap.json", "{\"compare\": \"loose\"}")
        let bad = try CLIRunner.run(["check", "dialogs"], cwd: dir)
        #expect(bad.code == 2)
        // A config above the searched folder is named from the current folder, as a named spec's would be.
        #expect(bad.stderr == "alertsnap check: alertsnap.json: compare: unknown value \"loose\"; expected auto, exact, tolerant\n")
        // Nothing above wrote the golden.
        #expect(try Data(contentsOf: dir.appendingPathComponent("dialogs/__snapshots__/a.png")) == golden)
        let usage = try CLIRunner.run(["check", "dialogs", "--compare", "fuzzy"], cwd: dir)
        #expect(usage.code == 2 && usage.stderr.contains("--compare: unknown value \"fuzzy\""))
    }

    @Test func inputsChangedImageUnchangedPassesAndSaysSo() throws {
        let dir = try Self.brandWorkspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try CLIRunner.run(["check", "dialogs", "--record", "all"], cwd: dir).code == 0)
        // A colour no element uses: the image is the same, the base is not.
        try Self.writeBase(dir, brand: "#FF5A36", spare: "#123456")
        let check = try CLIRunner.run(["check", "dialogs", "--report", "out"], cwd: dir)
        #expect(check.code == 0, "\(check.stdout)")
        // One summary line, not a line per snapshot; --verbose lists each.
        #expect(
            check.stdout.contains(
                "1 snapshot: inputs changed, image unchanged (brand/base.json); run --record inputs to refresh\n"
            ), "\(check.stdout)")
        #expect(!check.stdout.contains("PASS"), "\(check.stdout)")
        let verbose = try CLIRunner.run(["check", "dialogs", "--verbose"], cwd: dir)
        #expect(
            verbose.stdout.contains(
                "PASS dialogs/a.json (a): matches dialogs/__snapshots__/a.png: unchanged image; inputs changed: brand/base.json\n"
            ), "\(verbose.stdout)")
        let summary = try String(contentsOf: dir.appendingPathComponent("out/summary.json"), encoding: .utf8)
        #expect(summary.contains("\"inputsChanged\": [\"brand/base.json\"]"), "\(summary)")
        let html = try String(contentsOf: dir.appendingPathComponent("out/index.html"), encoding: .utf8)
        #expect(html.contains("unchanged image; inputs changed: brand/base.json"))
        // --record inputs refreshes the chunk: no such line afterwards, and --incremental skips it.
        let refresh = try CLIRunner.run(["check", "dialogs", "--record", "inputs"], cwd: dir)
        #expect(refresh.code == 0, "\(refresh.stdout)")
        #expect(refresh.stdout.contains("1 golden: refreshed recorded inputs (brand/base.json), image unchanged"))
        let quiet = try CLIRunner.run(["check", "dialogs"], cwd: dir)
        #expect(!quiet.stdout.contains("inputs changed"), "\(quiet.stdout)")
        let incremental = try CLIRunner.run(["check", "dialogs", "--incremental"], cwd: dir)
        #expect(incremental.stdout.contains("1 unchanged (not rendered)"), "\(incremental.stdout)")
    }

    /// No golden churn: a golden whose pixels and drawn record are unchanged is rewritten by no
    /// record mode, however its inputs changed; only `--record inputs` touches it, and only its chunk.
    @Test func noRecordModeRewritesAGoldenWhoseImageDidNotChange() throws {
        let dir = try Self.brandWorkspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try CLIRunner.run(["check", "dialogs", "--record", "all"], cwd: dir).code == 0)
        let path = dir.appendingPathComponent("dialogs/__snapshots__/a.png").path
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
        let golden = try Data(contentsOf: URL(fileURLWithPath: path))
        try Self.writeBase(dir, brand: "#FF5A36", spare: "#123456")
        for (args, environment) in [
            (["--record", "all"], [:]), (["--record", "failed"], [:]), (["--record", "missing"], [:]),
            ([], ["ALERTSNAP_RECORD": "1"]),
        ] as [([String], [String: String])] {
            let r = try CLIRunner.run(["check", "dialogs"] + args, cwd: dir, environment: environment)
            #expect(r.code == 0, "\(args) \(environment): \(r.stdout)")
            #expect(r.stdout.contains("inputs changed, image unchanged (brand/base.json)"), "\(r.stdout)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == golden, "\(args) \(environment)")
            let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
            #expect(modified == old, "\(args) \(environment)")
        }
        // Before the refresh --incremental renders it again (its recorded inputs are stale).
        let stale = try CLIRunner.run(["check", "dialogs", "--incremental"], cwd: dir)
        #expect(!stale.stdout.contains("unchanged (not rendered)"), "\(stale.stdout)")
        #expect(try CLIRunner.run(["check", "dialogs", "--record", "inputs"], cwd: dir).code == 0)
        let refreshed = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(refreshed != [UInt8](golden))
        // The image data is kept byte for byte: only the chunk moved.
        #expect(Self.imageData(refreshed) == Self.imageData([UInt8](golden)))
        // A real change is not recorded by --record inputs: it fails and the golden stays.
        try Self.writeBase(dir, brand: "#00FF00", spare: "#123456")
        let changed = try CLIRunner.run(["check", "dialogs", "--record", "inputs"], cwd: dir)
        #expect(changed.code == 1, "\(changed.stdout)")
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) == refreshed)
    }

    /// The bytes of a PNG's `IDAT` chunks, in order.
    static func imageData(_ png: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var i = 8
        while i + 12 <= png.count {
            let length = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            if png[(i + 4)..<(i + 8)].elementsEqual("IDAT".utf8) { out += png[(i + 8)..<(i + 8 + length)] }
            i += 12 + length
        }
        return out
    }

    @Test func ciModeNeverRecordsAndRefusesALeakedRecordMode() throws {
        let dir = try CheckCommandTests.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let leaked = try CLIRunner.run(
            ["check", "specs", "--junit", "j.xml"], cwd: dir, environment: ["CI": "true", "ALERTSNAP_RECORD": "1"])
        #expect(leaked.code == 2)
        #expect(
            leaked.stderr
                == "alertsnap check: ALERTSNAP_RECORD=1 is set in CI mode; remove it from the CI environment (CI never records from it; a record mode given explicitly does)\n"
        )
        #expect(leaked.stdout.isEmpty)
        #expect(Self.pngs(dir).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("j.xml").path))

        let missing = try CLIRunner.run(["check", "specs"], cwd: dir, environment: ["CI": "true"])
        #expect(missing.code == 1)
        #expect(missing.stdout.contains("MISSING specs/one.json (one): no golden at specs/__snapshots__/one.png; not recorded"))
        #expect(Self.pngs(dir).allSatisfy { $0.contains("__failures__") }, "\(Self.pngs(dir))")
        #expect(!Self.pngs(dir).contains { $0.hasPrefix("specs/__snapshots__/") && !$0.contains("__failures__") })
        // --ci without the variable; CI=0 and CI=false are not CI.
        #expect(try CLIRunner.run(["check", "specs", "--ci"], cwd: dir).code == 1)
        #expect(CheckCommandTests.goldens(dir).isEmpty)
        let both = try CLIRunner.run(["check", "specs", "--ci", "--no-ci"], cwd: dir)
        #expect(both.code == 2 && both.stderr == "alertsnap check: --ci and --no-ci: give one\n")
        #expect(CheckCommandTests.goldens(dir).isEmpty)
        // A record mode given on the command line records in CI.
        let explicit = try CLIRunner.run(["check", "specs", "--record", "all"], cwd: dir, environment: ["CI": "1"])
        #expect(explicit.code == 0)
        #expect(CheckCommandTests.goldens(dir).count == 3)

        let other = try CheckCommandTests.workspace()
        defer { try? FileManager.default.removeItem(at: other) }
        for off in ["0", "false", ""] {
            let r = try CLIRunner.run(["check", "specs", "--record", "never"], cwd: other, environment: ["CI": off])
            #expect(r.code == 1)
        }
        #expect(CheckCommandTests.goldens(other).isEmpty)
        #expect(try CLIRunner.run(["check", "specs", "--no-ci"], cwd: other, environment: ["CI": "true"]).code == 1)
        #expect(CheckCommandTests.goldens(other).count == 3)
    }

    @Test func recordingFromTheEnvironmentFailsOutsideCI() throws {
        let dir = try CheckCommandTests.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try CLIRunner.run(["check", "specs", "--record", "all"], cwd: dir).code == 0)
        try CheckCommandTests.spec(dir, "specs/two.json", title: "Zwei")
        let before = CheckCommandTests.goldens(dir)
        let env = try CLIRunner.run(
            ["check", "specs", "--junit", "j.xml", "--verbose"], cwd: dir, environment: ["ALERTSNAP_RECORD": "1"])
        #expect(env.code == 1, "\(env.stdout)")
        #expect(
            env.stdout.contains(
                "FAIL specs/two.json (two): differs from specs/__snapshots__/two.png; recorded the new golden (record mode from ALERTSNAP_RECORD: review it, then run again without it)"
            ), "\(env.stdout)")
        let after = CheckCommandTests.goldens(dir)
        #expect(after["two.png"] != before["two.png"])
        #expect(after["one.png"] == before["one.png"])
        let junit = try String(contentsOf: dir.appendingPathComponent("j.xml"), encoding: .utf8)
        #expect(junit.contains("failures=\"1\""), "\(junit)")
        // Asked for on the command line, the same recording passes.
        try CheckCommandTests.spec(dir, "specs/two.json", title: "Deux")
        #expect(try CLIRunner.run(["check", "specs", "--record", "all"], cwd: dir).code == 0)
        #expect(try CLIRunner.run(["check", "specs", "--record", "failed"], cwd: dir).code == 0)
    }

    @Test func shardsSplitBySnapshotsAndMergeErrorsNameTheCommandOnce() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // a.json has 4 variants, b-e one snapshot each: 8 snapshots, 4 + 4 by weight (6 + 2 by spec).
        try Self.write(dir, "specs/a.json", """
            {"ios": 18, "canvas": {"width": 120, "height": 90, "scale": 1}, "safeArea": {"top": 0, "bottom": 0, "left": 0, "right": 0},
             "variants": {"appearance": ["light", "dark"], "layoutDirection": ["ltr", "rtl"]},
             "alert": {"title": "A", "width": 100, "actions": [{"title": "OK"}]}}
            """)
        for name in ["b", "c", "d", "e"] {
            try CheckCommandTests.spec(dir, "specs/\(name).json", title: name.uppercased())
        }
        #expect(try CLIRunner.run(["check", "specs", "--record", "all"], cwd: dir).code == 0)
        var lines: [String] = []
        for i in 1...2 {
            let r = try CLIRunner.run(["check", "specs", "--shard", "\(i)/2", "--report", "shard-\(i)"], cwd: dir)
            #expect(r.code == 0)
            lines.append(r.stdout.split(separator: "\n").last.map(String.init) ?? "")
        }
        #expect(lines[0].hasPrefix("4 snapshots of 1 spec (shard 1/2 of 8 snapshots): 4 passed"), "\(lines)")
        #expect(lines[1].hasPrefix("4 snapshots (shard 2/2 of 8 snapshots): 4 passed"), "\(lines)")
        let merged = try CLIRunner.run(["merge-reports", "shard-1", "shard-2", "--report", "all"], cwd: dir)
        #expect(merged.code == 0)
        #expect(merged.stdout.hasSuffix("8 snapshots of 5 specs: 8 passed, 0 differ, 0 missing, 0 recorded, 0 invalid, 0 errors\n"), "\(merged.stdout)")
        let missing = try CLIRunner.run(["merge-reports", "shard-1", "--report", "half"], cwd: dir)
        #expect(missing.code == 2)
        #expect(
            missing.stderr
                == "alertsnap merge-reports: shard 2/2 missing; the merged result would hide their specs\n")
        let usage = try CLIRunner.run(["merge-reports"], cwd: dir)
        #expect(usage.code == 2 && usage.stderr.hasPrefix("usage: alertsnap merge-reports DIR..."), "\(usage.stderr)")
    }
}
