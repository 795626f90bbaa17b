import Foundation
import PNGCodec
import Testing

/// `render`, `frames`, `sheet` and `screen`, run as a user runs them.
@Suite struct RenderCommandTests {
    @Test func rendersOneSpecToAFileAndManyToADirectory() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let one = dir.appendingPathComponent("one.png").path
        let r = try CLIRunner.run(["render", "Fixtures/system-two-actions.json", "-o", one])
        #expect(r.code == 0, "\(r.stderr)")
        let png = try PNGFile.decode(contentsOf: one)
        #expect(png.width == 1179 && png.height == 2556)

        let out = dir.appendingPathComponent("many").path
        let many = try CLIRunner.run([
            "render", "Fixtures/system-one-action.json", "Fixtures/article-progress.json", "-o", out,
        ])
        #expect(many.code == 0)
        #expect(FileManager.default.fileExists(atPath: out + "/system-one-action.png"))
        #expect(FileManager.default.fileExists(atPath: out + "/article-progress.png"))
    }

    @Test func withoutOutputWritesNameDotPngInTheCurrentDirectory() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = CLIRunner.root.appendingPathComponent("Fixtures/system-one-action.json").path
        let r = try CLIRunner.run(["render", spec, "--device", "iphone-se", "--appearance", "dark"], cwd: dir)
        #expect(r.code == 0, "\(r.stderr)")
        let png = try PNGFile.decode(contentsOf: dir.appendingPathComponent("system-one-action.png").path)
        #expect(png.width == 750 && png.height == 1334)
    }

    @Test func sameSpecGivesByteIdenticalPNGs() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = dir.appendingPathComponent("a.png").path
        let b = dir.appendingPathComponent("b.png").path
        _ = try CLIRunner.run(["render", "Fixtures/article-text-field.json", "-o", a])
        _ = try CLIRunner.run(["render", "Fixtures/article-text-field.json", "-o", b])
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == Data(contentsOf: URL(fileURLWithPath: b)))
    }

    @Test func aBadSpecAmongManyIsReportedAndTheRestRendered() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = dir.appendingPathComponent("bad.json").path
        try Data(#"{"ios": 18, "alert": {"actions": [{"style": "danger"}]}}"#.utf8).write(to: URL(fileURLWithPath: bad))
        let out = dir.appendingPathComponent("out").path
        let r = try CLIRunner.run(["render", "Fixtures/system-one-action.json", bad, "-o", out])
        #expect(r.code == 2)
        #expect(r.stderr.contains("\(bad): alert.actions[0].style: unknown value \"danger\""))
        #expect(FileManager.default.fileExists(atPath: out + "/system-one-action.png"))
        #expect(!FileManager.default.fileExists(atPath: out + "/bad.png"))
    }

    @Test func aFailedRenderNeverTruncatesAnExistingOutput() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("keep.png").path
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: out))
        let bad = dir.appendingPathComponent("bad.json").path
        try Data(#"{"ios": 18, "presenting": {"image": "missing.png"}}"#.utf8).write(to: URL(fileURLWithPath: bad))
        let r = try CLIRunner.run(["render", bad, "-o", out])
        #expect(r.code == 2 && r.stderr.contains("missing.png"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: out)) == Data([1, 2, 3]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["bad.json", "keep.png"])
    }

    @Test func framesWritesEveryFrameAndAStrip() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let strip = dir.appendingPathComponent("strip.png").path
        let r = try CLIRunner.run([
            "frames", "Fixtures/article-title-message-two-buttons.json", "-o", dir.path, "--fps", "20", "--phase",
            "both", "--strip", strip,
        ])
        #expect(r.code == 0, "\(r.stderr)")
        // fade: 0.2 s at 20 fps is frames 0...4 for each phase.
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter {
            $0.hasPrefix("article-title-message-two-buttons-")
        }.sorted()
        #expect(names.count == 10)
        #expect(names.first == "article-title-message-two-buttons-dismiss-000.png")
        #expect(try PNGFile.decode(contentsOf: strip).width > 1000)
    }

    @Test func sheetRendersEveryVariation() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("sheet.png").path
        let r = try CLIRunner.run([
            "sheet", "Fixtures/system-one-action.json", "-o", out, "--vary", "appearance=light,dark", "--vary",
            "device=iphone-se,iphone-15", "--cell-height", "200",
        ])
        #expect(r.code == 0, "\(r.stderr)")
        let png = try PNGFile.decode(contentsOf: out)
        #expect(png.height == 24 + 2 * (200 + 44 + 24))  // two rows of two
        let bad = try CLIRunner.run([
            "sheet", "Fixtures/system-one-action.json", "-o", out, "--vary", "appearance=sepia",
        ])
        #expect(bad.code == 2 && bad.stderr.contains("invalid value \"sepia\""))
    }

    @Test func onlyBadSpecsCreateNoOutputDirectory() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = dir.appendingPathComponent("bad.json").path
        try Data(#"{"theme": "fancy"}"#.utf8).write(to: URL(fileURLWithPath: bad))
        let out = dir.appendingPathComponent("never-made").path
        let r = try CLIRunner.run(["render", bad, "-o", out])
        #expect(r.code == 2)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func oneJobAndManyJobsWriteTheSameBytes() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let specs = [
            "Fixtures/system-one-action.json", "Fixtures/article-table.json", "Fixtures/article-progress.json",
        ]
        let one = dir.appendingPathComponent("one").path
        let many = dir.appendingPathComponent("many").path
        #expect(try CLIRunner.run(["render"] + specs + ["-o", one, "--jobs", "1"]).code == 0)
        #expect(try CLIRunner.run(["render"] + specs + ["-o", many, "--jobs", "3"]).code == 0)
        for name in ["system-one-action", "article-table", "article-progress"] {
            let a = try Data(contentsOf: URL(fileURLWithPath: "\(one)/\(name).png"))
            let b = try Data(contentsOf: URL(fileURLWithPath: "\(many)/\(name).png"))
            #expect(a == b, "\(name)")
        }
    }

    @Test func aCorruptOrHugePresentingImageIsOneLineNamingIt() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A PNG header declaring 20000x20000 px: refused before anything is allocated.
        var huge: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        huge += [0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20, 8, 2, 0, 0, 0]
        huge += [0, 0, 0, 0]  // CRC (wrong: either way it is refused)
        try Data(huge).write(to: dir.appendingPathComponent("huge.png"))
        try Data("not a png".utf8).write(to: dir.appendingPathComponent("junk.png"))
        for image in ["huge.png", "junk.png"] {
            let spec = dir.appendingPathComponent("\(image).json").path
            try Data(#"{"ios": 18, "presenting": {"image": "IMAGE"}}"#.replacingOccurrences(of: "IMAGE", with: image).utf8)
                .write(to: URL(fileURLWithPath: spec))
            let out = dir.appendingPathComponent("out-\(image)").path
            let r = try CLIRunner.run(["render", spec, "-o", out])
            #expect(r.code == 2)
            #expect(r.stderr.contains(spec) && r.stderr.contains(dir.appendingPathComponent(image).path), "\(r.stderr)")
            #expect(r.stderr.split(separator: "\n").count == 1)
            #expect(!FileManager.default.fileExists(atPath: out))
        }
    }
}
