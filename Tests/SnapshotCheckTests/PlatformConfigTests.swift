import AlertModel
import Foundation
import SnapshotCheck
import Testing

/// `alertsnap.json`'s `platform` and `android`: the defaults of specs that name none, under the
/// command line's; a bad value is one line naming the file and key.
@Suite struct PlatformConfigTests {
    func load(_ json: String) throws -> CheckConfig {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("alertsnap-platform-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("alertsnap.json").path
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        return try CheckConfig.load(path)
    }

    @Test func platformAndAndroidAreTheDefaultsOfSpecsThatNameNone() throws {
        let config = try load(#"{"platform": "android", "android": "material3-views"}"#)
        #expect(config.platform == .android && config.android == .material3Views)
        let settings = ProjectSettings(config)
        let spec = AlertSpec(title: "Sign out?", message: nil)
        let resolved = try spec.resolved(settings.overrides())
        #expect(resolved.platform == .android && resolved.android?.look == .material3Views)
        #expect(resolved.device == "pixel-9")
        // The spec's own keys win over the config's, the command line over both.
        var own = spec
        own.dialogPlatform = .android(.appcompat)
        #expect(try own.resolved(settings.overrides()).android?.look == .appcompat)
        var given = SpecOverrides()
        try given.set("platform", to: "ios")
        #expect(try spec.resolved(settings.overrides(over: given)).platform == .ios)
    }

    @Test func badValuesNameTheFileAndKey() throws {
        for (json, key, expected) in [
            (#"{"platform": "windows"}"#, "platform", "\"ios\" or \"android\""),
            (#"{"platform": 1}"#, "platform", "\"ios\" or \"android\""),
            (#"{"android": "holo"}"#, "android", "\"material3\", \"material3-views\", \"appcompat\""),
        ] {
            do {
                _ = try load(json)
                Issue.record("\(json) was accepted")
            } catch {
                let message = "\(error)"
                #expect(message.contains("alertsnap.json: \(key): expected \(expected)"), "\(message)")
                #expect(!message.contains("\n"))
            }
        }
    }
}
