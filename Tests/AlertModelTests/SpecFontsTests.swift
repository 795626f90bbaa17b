import Foundation
import Testing

@testable import AlertModel

/// `fonts`: files relative to the file naming them, registered by their name and OS/2 tables,
/// accumulated over `extends`, bounded, and one-line errors naming the key path.
@Suite struct SpecFontsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let serif = root.appendingPathComponent("Fixtures/brand/design/fonts").path

    /// A fresh folder with `files` (relative path -> text) and `fonts` (relative path -> source file).
    func folder(_ files: [String: String], fonts: [String: String] = [:]) throws -> String {
        let dir = NSTemporaryDirectory() + "fonts-\(UUID().uuidString)"
        for (path, text) in files {
            let full = dir + "/" + path
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        for (path, source) in fonts {
            let full = dir + "/" + path
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: source, toPath: full)
        }
        return dir
    }

    func message(_ path: String) -> String? {
        do {
            _ = try AlertSpec.load(path: path).resolved()
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func facesRegisterByTheirNameTablesRelativeToTheSpec() throws {
        let dir = try folder(
            [
                "dialogs/a.json":
                    #"{"ios": 18, "fonts": ["../f/R.ttf", "../f/B.ttf"], "alert": {"titleStyle": {"font": "Noto Serif"}}}"#
            ],
            fonts: ["f/R.ttf": Self.serif + "/NotoSerif-Regular.ttf", "f/B.ttf": Self.serif + "/NotoSerif-Bold.ttf"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let spec = try AlertSpec.load(path: dir + "/dialogs/a.json").resolved()
        #expect(spec.fonts.map(\.family) == ["Noto Serif", "Noto Serif"])
        #expect(spec.fonts.map(\.weight) == [400, 700])
        #expect(spec.fonts.map(\.key) == ["fonts[0]", "fonts[1]"])
        #expect(spec.fonts.map(\.path) == [dir + "/f/R.ttf", dir + "/f/B.ttf"])
        #expect(spec.theme.titleStyle.family == "Noto Serif")
    }

    @Test func theTypographicFamilyComesBeforeTheFamilyAndCollectionsGiveEveryFace() throws {
        // Inter SemiBold's name ID 1 is "Inter Semi Bold"; its typographic family (ID 16) is "Inter",
        // which is bundled: a file may not replace a bundled family.
        let fonts = Self.root.appendingPathComponent("Fonts").path
        var inter = AlertSpec()
        inter.fonts = [
            URL(fileURLWithPath: fonts + "/wqy-microhei.ttc"), URL(fileURLWithPath: fonts + "/Inter-SemiBold.otf"),
        ]
        #expect(
            throws: SpecError(
                file: "<spec>", path: "fonts[1]",
                message:
                    "\(fonts)/Inter-SemiBold.otf is family \"Inter\", a bundled family; a font file may not replace it"
            )
        ) { try inter.resolved() }
        var spec = AlertSpec()
        spec.fonts = [URL(fileURLWithPath: fonts + "/wqy-microhei.ttc")]
        let faces = try spec.resolved().fonts
        // WenQuanYi Micro Hei is a collection of two faces (the second is its Mono).
        let wqy = faces.filter { $0.key == "fonts[0]" }
        #expect(wqy.map(\.index) == [0, 1])
        #expect(wqy.map(\.family).allSatisfy { $0.hasPrefix("WenQuanYi Micro Hei") })
        #expect(Set(wqy.map(\.family)).count == 2)
    }

    @Test func aBasesFontsResolveAgainstItsFolderAndAddUpWithTheChilds() throws {
        let dir = try folder(
            [
                "design/base.json": #"{"ios": 18, "fonts": ["fonts/R.ttf"], "alert": {"titleStyle": {"font": "Noto Serif"}}}"#,
                "a.json": #"{"ios": 18, "extends": "design/base.json", "fonts": ["mine/B.ttf"], "alert": {"title": "Hi"}}"#,
            ],
            fonts: [
                "design/fonts/R.ttf": Self.serif + "/NotoSerif-Regular.ttf",
                "mine/B.ttf": Self.serif + "/NotoSerif-Bold.ttf",
            ])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let spec = try AlertSpec.load(path: dir + "/a.json")
        #expect(spec.fonts.map(\.path) == [dir + "/design/fonts/R.ttf", dir + "/mine/B.ttf"])
        let resolved = try spec.resolved()
        #expect(resolved.fonts.map(\.weight) == [400, 700])
        #expect(resolved.theme.titleStyle.family == "Noto Serif")
    }

    @Test func fontMatchingFollowsCSS() {
        #expect(FontFace.nearest(to: 700, in: [400, 700]) == 1)
        #expect(FontFace.nearest(to: 300, in: [400, 700]) == 0)
        #expect(FontFace.nearest(to: 600, in: [300, 400, 800]) == 2)
        #expect(FontFace.nearest(to: 600, in: [300, 400]) == 1)
        #expect(FontFace.nearest(to: 450, in: [300, 500, 600]) == 1)
        #expect(FontFace.nearest(to: 500, in: [300, 400, 600]) == 1)
        #expect(FontFace.nearest(to: 400, in: [600, 900]) == 0)
        #expect(FontFace.nearest(to: 200, in: [100, 300]) == 0)
        #expect(FontFace.nearest(to: 700, in: [400, 700, 700]) == 2)  // equal weights: the last named
        #expect(FontFace.nearest(to: 400, in: []) == nil)
    }

    @Test func eachErrorIsOneLineNamingTheFileAndKeyPath() throws {
        let dir = try folder(
            [
                "missing.json": #"{"fonts": ["nope.ttf"]}"#,
                "text.json": #"{"fonts": ["fake.ttf"]}"#, "fake.ttf": "just some words, not a font",
                "family.json": #"{"ios": 18, "fonts": ["R.ttf"], "alert": {"messageStyle": {"font": "Brand"}}}"#,
                "folder.json": #"{"fonts": ["sub"]}"#, "sub/x": "",
                "type.json": #"{"fonts": [3]}"#,
                "many.json": "{\"fonts\": ["
                    + (0...AlertSpec.maxFontFiles).map { "\"f\($0).ttf\"" }.joined(
                        separator: ",") + "]}",
                "empty.json": #"{"ios": 18, "alert": {"titleStyle": {"font": ""}}}"#,
            ], fonts: ["R.ttf": Self.serif + "/NotoSerif-Regular.ttf"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let cases: [(String, String)] = [
            ("missing.json", "fonts[0]: \(dir)/nope.ttf cannot be read: No such file or directory"),
            ("text.json", "fonts[0]: \(dir)/fake.ttf is not a TrueType or OpenType font (no sfnt header)"),
            (
                "family.json",
                "alert.messageStyle.font: unknown font family \"Brand\"; families: Inter, Noto Serif"
            ),
            ("folder.json", "fonts[0]: \(dir)/sub is a folder, not a font file"),
            ("type.json", "fonts[0]: expected a path to a font file, got a number"),
            ("many.json", "fonts: \(AlertSpec.maxFontFiles + 1) files; at most \(AlertSpec.maxFontFiles)"),
            ("empty.json", "alert.titleStyle.font: must not be empty"),
        ]
        for (file, expected) in cases {
            let text = try #require(message(dir + "/" + file), "\(file) loads")
            #expect(text == "\(dir)/\(file): \(expected)")
            #expect(!text.contains("\n"))
        }
    }

    @Test func withoutFontsOnlyTheBundledFamilyExists() throws {
        let dir = try folder(["a.json": #"{"ios": 18, "alert": {"titleStyle": {"font": "Noto Serif"}}}"#])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(
            message(dir + "/a.json")
                == "\(dir)/a.json: alert.titleStyle.font: unknown font family \"Noto Serif\"; families: Inter")
    }

    @Test func swiftSpecsNameFontsAsURLs() throws {
        var spec = AlertSpec(title: "Hi", message: nil)
        spec.fonts = [URL(fileURLWithPath: Self.serif + "/NotoSerif-Bold.ttf")]
        spec.titleStyle = AlertSpec.TextStyleSpec(font: "Noto Serif", weight: 700)
        let resolved = try spec.resolved()
        #expect(resolved.fonts.count == 1 && resolved.fonts[0].weight == 700)
        #expect(resolved.theme.titleStyle.family == "Noto Serif")
        #expect(resolved.theme.titleStyle.requestedWeight == 700)
        spec.titleStyle?.font = "Nope"
        #expect(throws: SpecError.self) { _ = try spec.resolved() }
    }
}
