// Command-line runs on hostile inputs: each ends in one escaped line and exit code 2, quickly,
// with nothing written.
import Foundation
import Testing

@Suite struct HostileInputCommandTests {
    func timed(_ args: [String]) throws -> (CLIRunner.Result, Double) {
        let start = DispatchTime.now().uptimeNanoseconds
        let r = try CLIRunner.run(args)
        return (r, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }

    @Test func aPresentingPathWithANewlineAndESCIsReportedOnOneEscapedLine() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = dir.appendingPathComponent("s.json")
        try Data(#"{"ios": 18, "presenting": {"image": "/nonexistent/a\nb\u001b[31m.png"}, "alert": {"title": "T"}}"#.utf8)
            .write(to: spec)
        let out = dir.appendingPathComponent("s.png").path
        let r = try CLIRunner.run(["render", spec.path, "-o", out])
        #expect(r.code == 2)
        #expect(r.stderr.filter { $0 == "\n" }.count == 1 && r.stderr.hasSuffix("\n"), "\(r.stderr)")
        #expect(!r.stderr.contains("\u{1B}"))
        #expect(r.stderr.contains("presenting.image: /nonexistent/a\\nb\\u{1b}[31m.png: cannot open"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func devicesAsImagesOrSpecsAreRefusedAtOnce() throws {
        let (diff, diffTime) = try timed(["diff", "/dev/zero", "/dev/zero"])
        #expect(diff.code == 2)
        #expect(diff.stderr == "alertsnap diff: /dev/zero: is a character device, not a regular file\n")
        #expect(diffTime < 5)
        let (render, renderTime) = try timed(["render", "/dev/zero", "-o", "/tmp/never-written.png"])
        #expect(render.code == 2)
        #expect(render.stderr == "alertsnap render: /dev/zero: is a device, not a regular file\n")
        #expect(renderTime < 5)
    }

    @Test func diffChecksEveryOutputBeforeWritingAny() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = try DiffCommandTests.render(dir, "a", title: "Save")
        let b = try DiffCommandTests.render(dir, "b", title: "Safe")
        let ok = dir.appendingPathComponent("ok.png").path
        let missing = dir.appendingPathComponent("missing-dir/s.png").path
        // Once -o was written and only then did --strip fail.
        let r = try CLIRunner.run(["diff", a, b, "-o", ok, "--strip", missing])
        #expect(r.code == 2)
        #expect(r.stderr.hasPrefix("alertsnap diff: \(missing): cannot create a temporary file in"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: ok))
        let folder = try CLIRunner.run(["diff", a, b, "--strip", ok, "-o", dir.path])
        #expect(folder.code == 2 && folder.stderr == "alertsnap diff: \(dir.path): is a directory\n")
        #expect(!FileManager.default.fileExists(atPath: ok))
        // Nothing is left behind in the folder either: only the two renders and their specs.
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(names == ["a.json", "a.png", "b.json", "b.png"])
        // With good paths both are written.
        #expect(try CLIRunner.run(["diff", a, b, "-o", ok]).code == 1)
        #expect(FileManager.default.fileExists(atPath: ok))
    }
}
