import Foundation
import Testing

/// `ios` on the command line and in `alertsnap.json`: `--ios` replaces the spec's, `check --ios` is a
/// variant of one value, the config's applies where a spec sets none, a bad value is exit 2 naming
/// it, and a golden recorded in one look names the change when checked in the other.
@Suite struct IOSCommandTests {
    static let spec = #"{"alert": {"title": "Delete photo?", "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Delete", "style": "destructive"}]}}"#

    static func project() throws -> URL {
        let dir = try CLIRunner.temporaryDirectory()
        try Self.spec.write(to: dir.appendingPathComponent("delete.json"), atomically: true, encoding: .utf8)
        return dir
    }

    @Test func layoutTakesIOSAndRefusesOtherValues() throws {
        let dir = try Self.project()
        defer { try? FileManager.default.removeItem(at: dir) }
        let new = try CLIRunner.run(["layout", "delete.json"], cwd: dir)
        #expect(new.code == 0 && new.stdout.contains(#""ios": 26"#) && new.stdout.contains(#""width": 320"#))
        let old = try CLIRunner.run(["layout", "delete.json", "--ios", "18"], cwd: dir)
        #expect(old.code == 0 && old.stdout.contains(#""ios": 18"#) && old.stdout.contains(#""width": 270"#))
        let bad = try CLIRunner.run(["render", "delete.json", "--ios", "19"], cwd: dir)
        #expect(bad.code == 2 && bad.stderr.contains("--ios") && bad.stderr.contains("18, 26"), "\(bad.stderr)")
        try #"{"ios": 17, "alert": {"title": "T"}}"#.write(
            to: dir.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        let badSpec = try CLIRunner.run(["render", "bad.json"], cwd: dir)
        #expect(badSpec.code == 2 && badSpec.stderr.contains("bad.json: ios: "), "\(badSpec.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("bad.png").path))
    }

    @Test func theConfigsIOSAppliesAndAChangeOfLookIsNamed() throws {
        let dir = try Self.project()
        defer { try? FileManager.default.removeItem(at: dir) }
        let config = dir.appendingPathComponent("alertsnap.json")
        try #"{"ios": 18}"#.write(to: config, atomically: true, encoding: .utf8)
        let first = try CLIRunner.run(["check", ".", "--record", "missing"], cwd: dir)
        #expect(first.code == 1 && first.stdout.contains("recorded"), "\(first.stdout)")
        let explained = try CLIRunner.run(["explain", "__snapshots__/delete.png", "--json"], cwd: dir)
        #expect(!explained.stdout.contains(#""ios""#), "the iOS 18 record leaves ios out")
        try #"{"ios": 26}"#.write(to: config, atomically: true, encoding: .utf8)
        let changed = try CLIRunner.run(["check", ".", "--record", "never"], cwd: dir)
        #expect(changed.code == 1 && changed.stdout.contains("ios 18 -> 26"), "\(changed.stdout)")
        try #"{"ios": "26"}"#.write(to: config, atomically: true, encoding: .utf8)
        let bad = try CLIRunner.run(["check", ".", "--record", "never"], cwd: dir)
        #expect(bad.code == 2 && bad.stderr.contains("alertsnap.json: ios:"), "\(bad.stderr)")
    }

    @Test func checkTakesIOSAsAVariantOfOneValue() throws {
        let dir = try Self.project()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["check", ".", "--record", "missing", "--ios", "26"], cwd: dir)
        #expect(r.code == 1, "\(r.stdout)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("__snapshots__/delete.ios=26.png").path))
        let both = try CLIRunner.run(["render", "delete.json", "-o", "out", "--vary", "ios=18,26"], cwd: dir)
        #expect(both.code == 0 && both.stdout.contains("delete.ios=18.png") && both.stdout.contains("delete.ios=26.png"))
    }
}
