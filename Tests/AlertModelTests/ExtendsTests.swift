import Foundation
import Testing

@testable import AlertModel

/// `extends`: the merge rule, paths relative to the file naming them, chains and their errors.
@Suite struct ExtendsTests {
    /// A fresh folder with `files` (relative path -> JSON) written into it.
    func folder(_ files: [String: String]) throws -> String {
        let root = NSTemporaryDirectory() + "extends-\(UUID().uuidString)"
        for (path, text) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        return root
    }

    func message(_ path: String) -> String? {
        do {
            _ = try AlertSpec.load(path: path)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func objectsMergeKeyByKeyAndEverythingElseReplaces() throws {
        let root = try folder([
            "design/base.json": #"""
            {"ios": 18, "colors": {"brand": "#5B3CC4", "ink": "#111111"}, "appearance": "dark",
             "alert": {"title": "Base", "tint": "brand", "shadow": {"radius": 4, "opacity": 0.5},
                       "actions": [{"title": "A"}, {"title": "B"}]}}
            """#,
            "a.json": #"""
            {"ios": 18, "extends": "design/base.json", "colors": {"ink": "#222222"},
             "alert": {"message": "Mine", "shadow": {"radius": 9}, "actions": [{"title": "Only"}]}}
            """#,
        ])
        let spec = try AlertSpec.load(path: root + "/a.json")
        #expect(spec.appearance == .dark)
        #expect(spec.alert.title == .value("Base"))
        #expect(spec.alert.message == .value("Mine"))
        #expect(spec.alert.tint?.resolved(.light) == RGBA8(0x5B, 0x3C, 0xC4))
        // Objects merge: the base's opacity stays beside this file's radius.
        var shadow = AlertSpec.PartialShadow()
        shadow.radius = 9
        shadow.opacity = 0.5
        #expect(spec.alert.shadow == .value(shadow))
        // Arrays replace: one action, not three.
        #expect(spec.alert.actions.map(\.title) == ["Only"])
        #expect(spec.sourcePath == root + "/a.json")
    }

    @Test func nullReplacesTooAndChainsApplyInOrder() throws {
        let root = try folder([
            "core.json": #"{"ios": 18, "alert": {"title": "Core", "message": "Core message", "cornerRadius": 3}}"#,
            "mid/mid.json": #"{"ios": 18, "extends": "../core.json", "alert": {"message": null, "cornerRadius": 5}}"#,
            "top.json": #"{"ios": 18, "extends": "mid/mid.json", "alert": {"cornerRadius": 7}}"#,
        ])
        let spec = try AlertSpec.load(path: root + "/top.json")
        #expect(spec.alert.title == .value("Core"))
        #expect(spec.alert.message == Nullable<String>.none)
        #expect(spec.alert.cornerRadius == 7)
        let mid = try AlertSpec.load(path: root + "/mid/mid.json")
        #expect(mid.alert.cornerRadius == 5)
    }

    @Test func relativePathsInABaseResolveAgainstTheBasesFolder() throws {
        let root = try folder([
            "design/base.json": #"{"ios": 18, "presenting": {"image": "screens/home.png"}}"#,
            "design/sets.json": #"{"ios": 18, "presenting": {"image": {"light": "l.png", "dark": "/abs/d.png"}}}"#,
            "app/a.json": #"{"ios": 18, "extends": "../design/base.json"}"#,
            "app/b.json": #"{"ios": 18, "extends": "../design/sets.json", "appearance": "dark"}"#,
            "app/c.json": #"{"ios": 18, "extends": "../design/base.json", "presenting": {"image": "mine.png"}}"#,
        ])
        func standardized(_ path: String?) -> String? { path.map { ($0 as NSString).standardizingPath } }
        let a = try AlertSpec.load(path: root + "/app/a.json")
        #expect(a.presenting.image == "../design/screens/home.png")
        #expect(standardized(try a.resolved().presentingImage) == standardized(root + "/design/screens/home.png"))
        let b = try AlertSpec.load(path: root + "/app/b.json")
        #expect(b.presenting.image == "../design/l.png")
        #expect(try b.resolved().presentingImage == "/abs/d.png")
        // A path this file gives itself stays relative to this file.
        #expect(
            standardized(try AlertSpec.load(path: root + "/app/c.json").resolved().presentingImage)
                == standardized(root + "/app/mine.png"))
    }

    @Test func anInvalidBaseIsReportedInTheBaseWithTheChain() throws {
        let root = try folder([
            "base.json": #"{"ios": 18, "alert": {"width": -3}}"#,
            "a.json": #"{"ios": 18, "extends": "base.json", "alert": {"title": "Hi"}}"#,
        ])
        #expect(
            message(root + "/a.json")
                == "\(root)/a.json -> \(root)/base.json: alert.width: -3 is out of range; must be > 0 and <= 4096")
    }

    @Test func aMissingBaseACycleAndABadValueNameTheChain() throws {
        let root = try folder([
            "missing.json": #"{"ios": 18, "extends": "nowhere.json"}"#,
            "x.json": #"{"ios": 18, "extends": "sub/y.json"}"#,
            "sub/y.json": #"{"ios": 18, "extends": "../x.json"}"#,
            "number.json": #"{"ios": 18, "extends": 3}"#,
            "broken.json": #"{"ios": 18, "alert": {"title": }"#,
            "uses-broken.json": #"{"ios": 18, "extends": "broken.json"}"#,
            "array.json": "[1]",
            "uses-array.json": #"{"ios": 18, "extends": "./array.json"}"#,
        ])
        #expect(
            message(root + "/missing.json")
                == "\(root)/missing.json -> \(root)/nowhere.json: cannot read the file: No such file or directory")
        #expect(
            message(root + "/x.json")
                == "\(root)/x.json -> \(root)/sub/y.json -> \(root)/x.json: extends a spec already in the chain (\(root)/x.json): a cycle"
        )
        #expect(
            message(root + "/number.json")
                == "\(root)/number.json: extends: expected a path to a base spec, got a number")
        #expect(
            message(root + "/uses-broken.json")?.hasPrefix(
                "\(root)/uses-broken.json -> \(root)/broken.json: invalid JSON at line 1") == true)
        #expect(
            message(root + "/uses-array.json")
                == "\(root)/uses-array.json -> \(root)/array.json: expected an object, got an array")
    }

    @Test func chainsStopAtSixteenBases() throws {
        var files: [String: String] = ["b16.json": #"{"ios": 18, "alert": {"title": "Deep"}}"#]
        for i in 0..<16 { files["b\(i).json"] = #"{"ios": 18, "extends": "b\#(i + 1).json"}"# }
        files["b17.json"] = #"{"ios": 18, "alert": {"title": "Too deep"}}"#
        let root = try folder(files)
        // b0 -> b1 ... -> b16: sixteen bases, allowed.
        #expect(try AlertSpec.load(path: root + "/b0.json").alert.title == .value("Deep"))
        try #"{"ios": 18, "extends": "b17.json"}"#.write(toFile: root + "/b16.json", atomically: true, encoding: .utf8)
        let error = try #require(message(root + "/b0.json"))
        #expect(error.hasSuffix("extends: more than 16 bases in a chain (at \(root)/b17.json)"))
        #expect(error.hasPrefix("\(root)/b0.json -> \(root)/b1.json -> "))
    }

    @Test func aTypoOfExtendsGetsAHint() throws {
        let root = try folder(["a.json": #"{"extend": "base.json"}"#])
        #expect(message(root + "/a.json") == "\(root)/a.json: extend: unknown key; did you mean \"extends\"?")
    }

    @Test func pathsAreNormalisedLexically() {
        #expect(AlertSpec.normalizedPath("dialogs/../design/./base.json") == "design/base.json")
        #expect(AlertSpec.normalizedPath("../../x.json") == "../../x.json")
        #expect(AlertSpec.normalizedPath("/a/../../b.json") == "/b.json")
        #expect(AlertSpec.normalizedPath("a/..") == ".")
    }
}
