import Foundation
import PNGCodec
import Testing

/// `variants` and `--vary` on `render`, `check` and `sheet`, `--content-size/--locale/--direction`,
/// and `alertsnap.json`'s `variants`, run as a user runs them (docs/contract.md "Variants").
@Suite struct VariantCommandTests {
    static let spec = #"""
        {"ios": 18, "alert": {"title": "Delete?", "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Delete", "style": "destructive"}]},
         "variants": {"locale": ["en", "ar"], "contentSize": ["large", "AX3"]}}
        """#

    func folder(_ files: [String: String]) throws -> URL {
        let dir = try CLIRunner.temporaryDirectory()
        for (name, text) in files {
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        // A repository root, so no alertsnap.json above the folder is found.
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent(".git"), withIntermediateDirectories: true)
        return dir
    }

    func names(_ dir: URL, _ sub: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent(sub).path).filter {
            $0.hasSuffix(".png")
        }.sorted()
    }

    @Test func renderWritesEveryVariantUnderTheFileNameRule() throws {
        let dir = try folder(["delete.json": Self.spec])
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(#"{"ios": 18, "alert": {"actions": [{"style": "danger"}]}}"#.utf8).write(
            to: dir.appendingPathComponent("bad.json"))
        let r = try CLIRunner.run(["render", "delete.json", "bad.json", "-o", "out"], cwd: dir)
        // The bad spec is one line and exit 2; every variant of the good one is written and listed.
        #expect(r.code == 2 && r.stderr.contains("bad.json: alert.actions[0].style"), "\(r.stderr)")
        #expect(r.stdout.split(separator: "\n").count == 4, "\(r.stdout)")
        // Keys that vary, in the order device, orientation, appearance, contentSize, locale, layoutDirection.
        #expect(
            try names(dir, "out") == [
                "delete.contentSize=AX3.locale=ar.png", "delete.contentSize=AX3.locale=en.png",
                "delete.contentSize=large.locale=ar.png", "delete.contentSize=large.locale=en.png",
            ])
        // Each is that variant: the AX3 one is the taller, wider alert, and its chunk names its variant.
        let ax3 = try PNGFile.readFile(dir.appendingPathComponent("out/delete.contentSize=AX3.locale=ar.png").path)
        let text = try #require(PNGTextChunk.text(keyword: "alertsnap", in: ax3))
        #expect(text.contains(#""variant":{"contentSize":"AX3","locale":"ar"}"#))
        #expect(text.contains(#""layoutDirection":"rtl""#) && text.contains(#""contentSize":"AX3""#))

        // --vary adds a key and replaces a list; a single-valued option fixes its key (it no longer varies).
        let more = try CLIRunner.run(
            [
                "render", "delete.json", "-o", "more", "--vary", "appearance=light,dark", "--vary", "locale=he",
                "--content-size", "AX1",
            ],
            cwd: dir)
        #expect(more.code == 0, "\(more.stderr)")
        #expect(
            try names(dir, "more") == ["delete.appearance=dark.locale=he.png", "delete.appearance=light.locale=he.png"])
    }

    @Test func badVariantsAreExitTwoNamingTheKeyPathAndWriteNothing() throws {
        let dir = try folder([
            "dup.json": #"{"variants": {"locale": ["en", "de", "en"]}}"#,
            "key.json": #"{"variants": {"contentsize": ["AX1"]}}"#,
            "value.json": #"{"ios": 18, "variants": {"device": ["iphone-se", "nokia"]}}"#,
            "type.json": #"{"ios": 18, "variants": {"appearance": "dark"}}"#,
            "empty.json": #"{"ios": 18, "variants": {"appearance": []}}"#,
            "wide.json": #"{"ios": 18, "alert": {"width": 380}, "variants": {"device": ["iphone-15", "iphone-se"]}}"#,
            "ok.json": Self.spec,
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let cases: [(String, String)] = [
            ("dup.json", "dup.json: variants.locale[2]: \"en\" is listed twice (two variants would share a name)"),
            ("key.json", "key.json: variants.contentsize: unknown key; did you mean \"contentSize\"?"),
            ("value.json", "value.json: variants.device[1]: unknown value \"nokia\"; expected iphone-se"),
            ("type.json", "type.json: variants.appearance: expected an array of values, got a string"),
            ("empty.json", "empty.json: variants.appearance: give at least one value"),
            ("wide.json", "wide.json: alert.width: 380 pt is wider than the canvas (375 pt)"),
        ]
        for (file, message) in cases {
            let r = try CLIRunner.run(["render", file, "-o", "out-\(file.dropLast(5))"], cwd: dir)
            #expect(r.code == 2, "\(file)")
            #expect(r.stderr.contains(message), "\(file): \(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out-\(file.dropLast(5))").path))
        }
        // Several variants cannot go to one file.
        let one = try CLIRunner.run(["render", "ok.json", "-o", "one.png"], cwd: dir)
        #expect(one.code == 2 && one.stderr.contains("4 variants need an output folder (-o DIR), not the file one.png"))
        // A bad --vary is one line naming it.
        let vary = try CLIRunner.run(["render", "ok.json", "-o", "v", "--vary", "contentSize=huge"], cwd: dir)
        #expect(vary.code == 2 && vary.stderr.contains("--vary: contentSize[0]: unknown value \"huge\""))
        let flag = try CLIRunner.run(["render", "ok.json", "-o", "v", "--direction", "up"], cwd: dir)
        #expect(flag.code == 2 && flag.stderr.contains("--direction: unknown value \"up\"; expected auto, ltr, rtl"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("v").path))
    }

    @Test func aProductOverTheCapIsRefusedBeforeRendering() throws {
        let dir = try folder(["ok.json": Self.spec])
        defer { try? FileManager.default.removeItem(at: dir) }
        let sizes = "contentSize=xSmall,small,medium,large,xLarge,xxLarge,xxxLarge,AX1,AX2,AX3,AX4,AX5"
        let devices = "device=iphone-se,iphone-13-mini,iphone-14,iphone-15,iphone-15-pro-max,iphone-16,ipad-10"
        let start = Date()
        let r = try CLIRunner.run(
            [
                "render", "ok.json", "-o", "out", "--vary", sizes, "--vary", devices, "--vary", "appearance=light,dark",
                "--vary", "layoutDirection=auto,ltr,rtl", "--vary", "orientation=portrait,landscape",
            ], cwd: dir)
        #expect(r.code == 2)
        #expect(
            r.stderr.contains(
                "ok.json: variants: 7 device x 2 orientation x 2 appearance x 12 contentSize x 2 locale x 3 layoutDirection = 2016 variants; at most 1024 per spec"
            ), "\(r.stderr)")
        #expect(Date().timeIntervalSince(start) < 30)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
        // A list longer than any real one is refused as it is read.
        let long = (0..<300).map { "en-x\($0)" }.joined(separator: ",")
        let many = try CLIRunner.run(["render", "ok.json", "-o", "out", "--vary", "locale=\(long)"], cwd: dir)
        #expect(many.code == 2 && many.stderr.contains("--vary: locale: 300 values; at most 256"), "\(many.stderr)")
    }

    @Test func checkRecordsComparesAndPrunesEveryVariant() throws {
        let dir = try folder(["delete.json": Self.spec])
        defer { try? FileManager.default.removeItem(at: dir) }
        let first = try CLIRunner.run(["check", "."], cwd: dir)
        #expect(first.code == 1 && first.stdout.contains("4 missing, 4 recorded"), "\(first.stdout)")
        #expect(try names(dir, "__snapshots__").count == 4)
        let again = try CLIRunner.run(["check", ".", "--record", "never"], cwd: dir)
        #expect(again.code == 0 && again.stdout.contains("4 passed"), "\(again.stdout)")
        // --incremental sees every variant's golden as current.
        let incremental = try CLIRunner.run(["check", ".", "--record", "never", "--incremental"], cwd: dir)
        #expect(incremental.code == 0 && incremental.stdout.contains("4 unchanged"), "\(incremental.stdout)")
        // --locale checks one locale as a variant of its own name (no golden of the others is touched).
        let he = try CLIRunner.run(["check", ".", "--locale", "he", "--record", "never"], cwd: dir)
        #expect(he.code == 1 && he.stdout.contains("delete.contentSize=AX3.locale=he"), "\(he.stdout)")
        let both = try CLIRunner.run(["check", ".", "--locale", "he", "--vary", "locale=en"], cwd: dir)
        #expect(both.code == 2 && both.stderr.contains("give --locale or --vary locale=..., not both"))
        // The spec narrows its list: the dropped variants' goldens are unused, and --prune removes them.
        try Data(Self.spec.replacingOccurrences(of: #"["en", "ar"]"#, with: #"["en"]"#).utf8).write(
            to: dir.appendingPathComponent("delete.json"))
        let pruned = try CLIRunner.run(["check", ".", "--record", "never", "--prune"], cwd: dir)
        #expect(pruned.code == 0, "\(pruned.stdout)\(pruned.stderr)")
        #expect(pruned.stdout.contains("pruned unused golden: __snapshots__/delete.contentSize=AX3.locale=ar.png"))
        #expect(
            try names(dir, "__snapshots__") == [
                "delete.contentSize=AX3.locale=en.png", "delete.contentSize=large.locale=en.png",
            ])
    }

    @Test func framesRenderEveryVariantUnderTheFileNameRule() throws {
        let spec = #"""
            {"ios": 18, "alert": {"title": "Delete?", "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Delete"}]},
             "animation": {"preset": "fade"}, "variants": {"locale": ["en", "ar"]}}
            """#
        let dir = try folder(["delete.json": spec])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(
            ["frames", "delete.json", "-o", "out", "--fps", "20", "--strip", "strip.png", "--vary", "appearance=dark"],
            cwd: dir)
        #expect(r.code == 0, "\(r.stderr)")
        // fade: 0.2 s at 20 fps is frames 0...4 of each of the two variants, each named by the variant rule.
        let frames = try names(dir, "out")
        #expect(frames.count == 10, "\(frames)")
        #expect(frames.first == "delete.appearance=dark.locale=ar-present-000.png")
        #expect(frames.last == "delete.appearance=dark.locale=en-present-004.png")
        #expect(r.stdout.split(separator: "\n").count == 12, "\(r.stdout)")
        // One strip per variant, named as its frames are.
        #expect(try names(dir, ".") == ["strip.appearance=dark.locale=ar.png", "strip.appearance=dark.locale=en.png"])
        // Each frame is its variant: the Arabic one is right to left, and its chunk says which variant and time.
        let bytes = try PNGFile.readFile(
            dir.appendingPathComponent("out/delete.appearance=dark.locale=ar-present-004.png").path)
        let text = try #require(PNGTextChunk.text(keyword: "alertsnap", in: bytes))
        #expect(
            text.contains(#""variant":{"appearance":"dark","locale":"ar","phase":"present","time":"0.2"}"#), "\(text)")
        #expect(text.contains(#""layoutDirection":"rtl""#))
        let en = try PNGFile.decode(
            contentsOf: dir.appendingPathComponent("out/delete.appearance=dark.locale=en-present-004.png").path)
        let ar = try PNGFile.decode(
            contentsOf: dir.appendingPathComponent("out/delete.appearance=dark.locale=ar-present-004.png").path)
        #expect(en.bytes != ar.bytes)

        // A single-valued option fixes its key: with --locale the spec's list no longer varies.
        let fixed = try CLIRunner.run(
            ["frames", "delete.json", "-o", "fixed", "--fps", "20", "--locale", "he"], cwd: dir)
        #expect(fixed.code == 0, "\(fixed.stderr)")
        #expect(try names(dir, "fixed").first == "delete-present-000.png")
        // A bad --vary is one line, exit 2, and nothing is written.
        let bad = try CLIRunner.run(["frames", "delete.json", "-o", "bad", "--vary", "locale=en,en"], cwd: dir)
        #expect(bad.code == 2 && bad.stderr.contains("--vary: locale[1]: \"en\" is listed twice"), "\(bad.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("bad").path))
    }

    @Test func checkCountsSnapshotsAndTheSpecsTheyComeFrom() throws {
        let dir = try folder(["delete.json": Self.spec, "plain.json": #"{"ios": 18, "alert": {"title": "Plain"}}"#])
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try CLIRunner.run(["check", "."], cwd: dir)
        let r = try CLIRunner.run(
            ["check", ".", "--record", "never", "--report", "report", "--junit", "junit.xml"], cwd: dir)
        // Four variants of one spec and one plain spec: five snapshots of two spec files.
        #expect(r.code == 0)
        #expect(
            r.stdout.hasSuffix(
                "5 snapshots of 2 specs: 5 passed, 0 differ, 0 missing, 0 recorded, 0 invalid, 0 errors\n"),
            "\(r.stdout)")
        let json = try String(contentsOf: dir.appendingPathComponent("report/summary.json"), encoding: .utf8)
        #expect(json.contains(#""totalSpecs": 5, "totalSnapshots": 5, "specFiles": 2,"#), "\(json.prefix(300))")
        let junit = try String(contentsOf: dir.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains(#"tests="5""#) && junit.contains(#"<property name="specs" value="2"/>"#))
        let html = try String(contentsOf: dir.appendingPathComponent("report/index.html"), encoding: .utf8)
        #expect(html.contains("All 5 snapshots passed") && html.contains("5 snapshots of 2 specs"))
        // A shard names the snapshots of the whole run: delete.json's four variants go together.
        let shard = try CLIRunner.run(["check", ".", "--record", "never", "--shard", "1/2"], cwd: dir)
        #expect(shard.stdout.contains("4 snapshots of 1 spec (shard 1/2 of 5 snapshots): 4 passed"), "\(shard.stdout)")
    }

    @Test func alertsnapJSONVariantsApplyUnderTheSpecsOwn() throws {
        let dir = try folder([
            "alertsnap.json": #"{"ios": 18, "variants": {"appearance": ["light", "dark"], "locale": ["de"]}}"#,
            "a.json": #"{"ios": 18, "alert": {"title": "A"}, "variants": {"locale": ["en", "ar"]}}"#,
            "b.json": #"{"ios": 18, "alert": {"title": "B"}}"#,
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["check", "."], cwd: dir)
        #expect(r.code == 1, "\(r.stderr)")
        #expect(
            try names(dir, "__snapshots__") == [
                "a.appearance=dark.locale=ar.png", "a.appearance=dark.locale=en.png",
                "a.appearance=light.locale=ar.png",
                "a.appearance=light.locale=en.png", "b.appearance=dark.locale=de.png",
                "b.appearance=light.locale=de.png",
            ])
        try Data(#"{"variants": {"apperance": ["dark"]}}"#.utf8).write(to: dir.appendingPathComponent("alertsnap.json"))
        let bad = try CLIRunner.run(["check", "."], cwd: dir)
        #expect(
            bad.code == 2
                && bad.stderr.contains("alertsnap.json: variants.apperance: unknown key; did you mean \"appearance\"?"),
            "\(bad.stderr)")
    }

    @Test func sheetShowsTheSpecsVariantsAndVaryReplacesThem() throws {
        let dir = try folder(["delete.json": Self.spec])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["sheet", "delete.json", "-o", "s.png", "--cell-height", "100"], cwd: dir)
        #expect(r.code == 0, "\(r.stderr)")
        let four = try PNGFile.decode(contentsOf: dir.appendingPathComponent("s.png").path)
        let v = try CLIRunner.run(
            ["sheet", "delete.json", "-o", "v.png", "--cell-height", "100", "--vary", "locale=en", "--columns", "4"],
            cwd: dir)
        #expect(v.code == 0, "\(v.stderr)")
        let two = try PNGFile.decode(contentsOf: dir.appendingPathComponent("v.png").path)
        // Four cells in one row of four, then two cells (the locale no longer varies) in one row.
        #expect(four.height == two.height && four.width > two.width)
    }
}
