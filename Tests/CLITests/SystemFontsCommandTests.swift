import Foundation
import Testing

/// `systemFonts` from the command line: each bad input is one line naming the file and key path,
/// exit 2, nothing written; `alertsnap.json`'s are used by `check`, and a changed font file is
/// reported as a changed environment.
@Suite struct SystemFontsCommandTests {
    static let fonts = CLIRunner.root.appendingPathComponent("Tests/Resources/system-fonts").path

    func write(_ text: String, _ name: String, in dir: URL) throws {
        try Data(text.utf8).write(to: dir.appendingPathComponent(name))
    }

    func copy(_ font: String, to name: String, in dir: URL) throws {
        let target = dir.appendingPathComponent(name).path
        try? FileManager.default.removeItem(atPath: target)
        try FileManager.default.copyItem(atPath: Self.fonts + "/" + font, toPath: target)
    }

    @Test func eachBadSystemFontIsOneLineExitTwoAndNothingWritten() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try copy("StandInText-Regular.ttf", to: "R.ttf", in: dir)
        try write("plain words", "fake.otf", in: dir)
        // A variable font whose only axis is not wght or opsz: its `wght` tag renamed `wdth`.
        let weight = try Data(contentsOf: URL(fileURLWithPath: Self.fonts + "/StandInWeight.ttf"))
        var renamed = [UInt8](weight)
        for i in 0..<(renamed.count - 3) where renamed[i..<(i + 4)].elementsEqual("wght".utf8) {
            renamed.replaceSubrange(i..<(i + 4), with: Array("wdth".utf8))
        }
        try Data(renamed).write(to: dir.appendingPathComponent("wdth.ttf"))
        let many = "[" + Array(repeating: #""R.ttf""#, count: 17).joined(separator: ", ") + "]"
        let cases: [(String, String, String)] = [
            ("missing", #"["gone.ttf"]"#, "systemFonts[0]: gone.ttf cannot be read"),
            ("fake", #"["R.ttf", "fake.otf"]"#, "systemFonts[1]: fake.otf is not a TrueType or OpenType font"),
            (
                "axes", #"["wdth.ttf"]"#,
                "systemFonts[0]: wdth.ttf is a variable font without a wght or opsz axis (it has wdth)"
            ),
            ("many", many, "systemFonts: 17 files; at most 16"),
            ("kind", #""R.ttf""#, "systemFonts: expected an array"),
        ]
        for (name, list, expected) in cases {
            for ios in [18, 26] {
                try write(
                    #"{"ios": \#(ios), "systemFonts": \#(list), "alert": {"title": "T"}}"#, name + ".json", in: dir)
                for command in [["render", name + ".json", "-o", "out-\(name).png"], ["layout", name + ".json"]] {
                    let r = try CLIRunner.run(command, cwd: dir)
                    #expect(r.code == 2, "\(command): \(r.stderr)")
                    let lines = r.stderr.split(separator: "\n").filter { !$0.isEmpty }
                    #expect(lines.count == 1, "\(command): \(r.stderr)")
                    #expect(r.stderr.contains("\(name).json: \(expected)"), "\(command): \(r.stderr)")
                }
                #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out-\(name).png").path))
            }
        }
        // The same in alertsnap.json: named by the config file.
        try write(#"{"systemFonts": ["R.ttf", "fake.otf"]}"#, "alertsnap.json", in: dir)
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try write(#"{"ios": 18, "alert": {"title": "T"}}"#, "ok.json", in: dir)
        let r = try CLIRunner.run(["render", "ok.json", "-o", "ok.png"], cwd: dir)
        #expect(r.code == 2, "\(r.stderr)")
        #expect(r.stderr.contains("alertsnap.json: systemFonts[1]: fake.otf is not a TrueType"), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
    }

    @Test func checkUsesTheConfigsSystemFontsAndReportsAChangedFontAsTheEnvironment() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("specs"), withIntermediateDirectories: true)
        try copy("StandInText-Regular.ttf", to: "Text-Regular.ttf", in: dir)
        try copy("StandInText-Semibold.ttf", to: "Text-Semibold.ttf", in: dir)
        try write(#"{"systemFonts": ["Text-Regular.ttf", "Text-Semibold.ttf"]}"#, "alertsnap.json", in: dir)
        try write(
            #"{"ios": 18, "alert": {"title": "Save changes?", "message": "Your edits will be lost.", "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Leave"}]}}"#,
            "specs/a.json", in: dir)
        let first = try CLIRunner.run(["check", "specs"], cwd: dir)
        #expect(first.stdout.contains("1 recorded"), "\(first.stdout)\(first.stderr)")
        let explain = try CLIRunner.run(["explain", "specs/__snapshots__/a.png", "--json"], cwd: dir)
        #expect(explain.stdout.contains("systemFont:Text-Regular.ttf"), "\(explain.stdout)")
        #expect(explain.stdout.contains("StandIn Text"), "\(explain.stdout)")
        let again = try CLIRunner.run(["check", "specs", "--record", "never", "--compare", "exact"], cwd: dir)
        #expect(again.code == 0, "\(again.stdout)\(again.stderr)")
        // Other outlines under the same name: the environment changed, and check says so.
        try copy("StandInDisplay-Regular.ttf", to: "Text-Regular.ttf", in: dir)
        let changed = try CLIRunner.run(["check", "specs", "--record", "never", "--verbose"], cwd: dir)
        #expect(changed.code == 1, "\(changed.stdout)\(changed.stderr)")
        #expect(changed.stdout.contains("environment: systemFont:Text-Regular.ttf"), "\(changed.stdout)")
        #expect(changed.stdout.contains("systemFont:Text-Regular.ttf changed"), "\(changed.stdout)")
        // Without the config the golden made with the stand-in differs from Inter's render.
        try FileManager.default.removeItem(at: dir.appendingPathComponent("alertsnap.json"))
        let inter = try CLIRunner.run(["check", "specs", "--record", "never", "--verbose"], cwd: dir)
        #expect(inter.code == 1, "\(inter.stdout)\(inter.stderr)")
        #expect(inter.stdout.contains("systemFont:Text-Regular.ttf removed"), "\(inter.stdout)")
    }
}
