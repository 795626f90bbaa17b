import Foundation
import Testing

/// `platform` and `android` on the command line and in `alertsnap.json`: `--platform` and
/// `--android` replace the spec's on every command that draws one, `check --platform` is a variant of
/// one value, the config's apply where a spec names none, and a bad value is one line, exit 2.
@Suite struct PlatformCommandTests {
    static let spec = #"{"alert": {"title": "Sign out?", "message": "You can sign in again.", "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Sign out"}]}}"#

    static func project() throws -> URL {
        let dir = try CLIRunner.temporaryDirectory()
        try Self.spec.write(to: dir.appendingPathComponent("signout.json"), atomically: true, encoding: .utf8)
        return dir
    }

    /// The width in pixels of the PNG at `path` (its IHDR).
    static func pngWidth(_ path: URL) throws -> Int {
        let bytes = try Data(contentsOf: path)
        return bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
    }

    @Test func everyCommandThatDrawsASpecTakesPlatformAndAndroid() throws {
        for command in ["render", "layout", "hit", "frames", "sheet", "lint", "check"] {
            let help = try CLIRunner.run([command, "--help"])
            #expect(help.code == 0 && help.stdout.contains("--platform") && help.stdout.contains("--android"), "\(command)")
        }
        let screen = try CLIRunner.run(["screen", "--help"])
        #expect(screen.stdout.contains("--platform"))
    }

    @Test func layoutAndHitDrawAndroidsDialog() throws {
        let dir = try Self.project()
        defer { try? FileManager.default.removeItem(at: dir) }
        let layout = try CLIRunner.run(["layout", "signout.json", "--platform", "android", "--android", "appcompat"], cwd: dir)
        #expect(layout.code == 0, "\(layout.stderr)")
        // AppCompat's card on a Pixel 9: 0.95 x 411.43 - 2 x 16 dp wide.
        #expect(layout.stdout.contains(#""width": 358.857"#) || layout.stdout.contains(#""width": 359"#), "\(layout.stdout)")
        let compose = try CLIRunner.run(["layout", "signout.json", "--platform", "android"], cwd: dir)
        #expect(compose.code == 0 && compose.stdout != layout.stdout)
        // AppCompat is not cancelable by default: a tap on the scrim does not dismiss it; Compose's is.
        let tap = try CLIRunner.run(["hit", "signout.json", "5", "100", "--platform", "android", "--android", "appcompat"], cwd: dir)
        #expect(tap.code == 0 && tap.stdout.contains(#""dismisses": false"#), "\(tap.stdout)")
        let tapCompose = try CLIRunner.run(["hit", "signout.json", "5", "100", "--platform", "android"], cwd: dir)
        #expect(tapCompose.stdout.contains(#""dismisses": true"#), "\(tapCompose.stdout)")
    }

    @Test func badValuesAreOneLineExitTwo() throws {
        let dir = try Self.project()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (args, option, expected) in [
            (["render", "signout.json", "--platform", "windows"], "--platform", "ios, android"),
            (["layout", "signout.json", "--android", "holo"], "--android", "material3, material3-views, appcompat"),
            (["check", ".", "--platform", "web"], "--platform", "ios, android"),
            (["lint", "signout.json", "--android", "m2"], "--android", "material3"),
            (["screen", "settings", "-o", "s.png", "--platform", "tv"], "--platform", "ios, android"),
        ] {
            let r = try CLIRunner.run(args, cwd: dir)
            #expect(r.code == 2, "\(args): \(r.stdout) \(r.stderr)")
            #expect(r.stderr.contains(option) && r.stderr.contains(expected), "\(args): \(r.stderr)")
            #expect(r.stderr.split(separator: "\n").count == 1, "\(args): \(r.stderr)")
        }
        // An iPhone drawn as Android's dialog: the spec's device is named.
        let mismatch = try CLIRunner.run(["layout", "signout.json", "--platform", "android", "--device", "iphone-15"], cwd: dir)
        #expect(mismatch.code == 2 && mismatch.stderr.contains("device"), "\(mismatch.stderr)")
    }

    @Test func checkTakesPlatformAndAndroidAsVariantsOfOneValue() throws {
        let dir = try Self.project()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["check", ".", "--record", "missing", "--platform", "android"], cwd: dir)
        #expect(r.code == 1, "\(r.stdout) \(r.stderr)")
        let golden = dir.appendingPathComponent("__snapshots__/signout.platform=android.png")
        #expect(try Self.pngWidth(golden) == 1080)
        let again = try CLIRunner.run(["check", ".", "--record", "never", "--platform", "android"], cwd: dir)
        #expect(again.code == 0, "\(again.stdout)")
        // --android under an Android platform names its golden by the look.
        let look = try CLIRunner.run(
            ["check", ".", "--record", "missing", "--platform", "android", "--android", "appcompat"], cwd: dir)
        #expect(look.code == 1, "\(look.stdout)")
        #expect(
            FileManager.default.fileExists(
                atPath: dir.appendingPathComponent("__snapshots__/signout.platform=android.android=appcompat.png").path))
        let both = try CLIRunner.run(["check", ".", "--platform", "android", "--vary", "platform=ios"], cwd: dir)
        #expect(both.code == 2 && both.stderr.contains("--platform"), "\(both.stderr)")
    }

    @Test func theConfigsPlatformAndAndroidApplyWhereASpecNamesNone() throws {
        let dir = try Self.project()
        defer { try? FileManager.default.removeItem(at: dir) }
        let config = dir.appendingPathComponent("alertsnap.json")
        try #"{"platform": "android", "android": "appcompat"}"#.write(to: config, atomically: true, encoding: .utf8)
        let render = try CLIRunner.run(["render", "signout.json", "-o", "out.png"], cwd: dir)
        #expect(render.code == 0, "\(render.stderr)")
        #expect(try Self.pngWidth(dir.appendingPathComponent("out.png")) == 1080)
        // The command line wins over the config.
        let ios = try CLIRunner.run(["render", "signout.json", "-o", "ios.png", "--platform", "ios"], cwd: dir)
        #expect(ios.code == 0)
        #expect(try Self.pngWidth(dir.appendingPathComponent("ios.png")) == 1179)
        try #"{"android": "holo"}"#.write(to: config, atomically: true, encoding: .utf8)
        let bad = try CLIRunner.run(["check", ".", "--record", "never"], cwd: dir)
        #expect(bad.code == 2 && bad.stderr.contains("alertsnap.json: android: expected"), "\(bad.stderr)")
    }

    @Test func screenDrawsAnAndroidPlaceholder() throws {
        let dir = try Self.project()
        defer { try? FileManager.default.removeItem(at: dir) }
        let android = try CLIRunner.run(["screen", "settings", "--platform", "android", "-o", "android.png"], cwd: dir)
        #expect(android.code == 0, "\(android.stderr)")
        #expect(try Self.pngWidth(dir.appendingPathComponent("android.png")) == 1080)
        let ios = try CLIRunner.run(["screen", "settings", "-o", "ios.png"], cwd: dir)
        #expect(ios.code == 0)
        #expect(try Self.pngWidth(dir.appendingPathComponent("ios.png")) == 1179)
        // An Android spec can present over it.
        let spec = #"{"platform": "android", "presenting": {"image": "android.png"}, "alert": {"title": "T", "actions": [{"title": "OK"}]}}"#
        try spec.write(to: dir.appendingPathComponent("over.json"), atomically: true, encoding: .utf8)
        let over = try CLIRunner.run(["render", "over.json", "-o", "over.png"], cwd: dir)
        #expect(over.code == 0, "\(over.stderr)")
    }

    @Test func initsConfigDocumentsPlatformAndAndroid() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["init", ".", "--ci", "none"], cwd: dir)
        #expect(r.code == 0, "\(r.stderr)")
        let config = try String(contentsOf: dir.appendingPathComponent("alertsnap.json"), encoding: .utf8)
        #expect(config.contains(#"// "platform": "android", "android": "appcompat","#))
    }
}
