import AlertModel
import Foundation
import Testing

/// `systemFonts` as a spec and `alertsnap.json` give them: the spec's own win, the config's are the
/// default, `plain` ignores them, and a problem names the file and key that named the font.
@Suite struct SystemFontsSpecTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources/system-fonts").path

    static func overrides(_ files: [String]) -> SpecOverrides {
        var o = SpecOverrides()
        o.defaultSystemFonts = SystemFontFiles(
            file: "project/alertsnap.json", urls: files.map { URL(fileURLWithPath: folder + "/" + $0) })
        return o
    }

    static func spec(_ files: [String]?, theme: String = "system") throws -> AlertSpec {
        let list = files.map { ", \"systemFonts\": [" + $0.map { "\"\(folder)/\($0)\"" }.joined(separator: ", ") + "]" }
        return try AlertSpec.decode(
            Array(#"{"ios": 18, "theme": "\#(theme)"\#(list ?? ""), "alert": {"title": "T"}}"#.utf8))
    }

    @Test func theSpecsOwnWinOverTheConfigsWhichAreTheDefault() throws {
        let config = Self.overrides(["StandInWeight.ttf"])
        let fromConfig = try Self.spec(nil).resolved(config).systemFonts
        #expect(fromConfig.map(\.face.family) == ["StandIn Weight"])
        let own = try Self.spec(["StandInText-Regular.ttf"]).resolved(config).systemFonts
        #expect(own.map(\.face.family) == ["StandIn Text"])
        #expect(try Self.spec(nil).resolved().systemFonts.isEmpty)
        // `plain` keeps its fonts whoever names system fonts.
        #expect(try Self.spec(["StandInText-Regular.ttf"], theme: "plain").resolved(config).systemFonts.isEmpty)
        #expect(try Self.spec(nil, theme: "plain").resolved(config).systemFonts.isEmpty)
    }

    @Test func aBadConfigFontNamesTheConfigFileAndKey() throws {
        let config = Self.overrides(["StandInText-Regular.ttf", "missing.ttf"])
        #expect {
            try Self.spec(nil).resolved(config)
        } throws: { error in
            "\(error)".contains("project/alertsnap.json: systemFonts[1]: ") && "\(error)".contains("missing.ttf")
        }
        // The spec's own list is read instead, so the config's bad file is never reached.
        #expect(try Self.spec(["StandInText-Regular.ttf"]).resolved(config).systemFonts.count == 1)
    }
}
