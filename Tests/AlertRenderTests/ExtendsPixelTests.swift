import AlertModel
import AlertRender
import Foundation
import Testing

/// A spec extending a base renders the same pixels as the same spec written out in full, and a
/// change in the base changes what its goldens record.
@Suite struct ExtendsPixelTests {
    static let base = #"""
        {"ios": 18, "theme": "plain", "canvas": {"width": 240, "height": 200, "scale": 2},
         "colors": {"brand": {"light": "#5B3CC4", "dark": "#9E86FF"}},
         "backdrop": {"opacity": 0.3},
         "alert": {"title": "Base title", "tint": "brand", "cornerRadius": 6,
                   "shadow": {"radius": 6, "opacity": 0.4}, "titleStyle": {"color": "brand", "size": 19}}}
        """#
    static let child = #"""
        {"ios": 18, "extends": "design/base.json", "appearance": "dark",
         "alert": {"message": "Laid over the base", "shadow": {"radius": 2},
                   "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "OK"}]}}
        """#
    static let inFull = #"""
        {"ios": 18, "theme": "plain", "canvas": {"width": 240, "height": 200, "scale": 2}, "appearance": "dark",
         "colors": {"brand": {"light": "#5B3CC4", "dark": "#9E86FF"}},
         "backdrop": {"opacity": 0.3},
         "alert": {"title": "Base title", "message": "Laid over the base", "tint": "brand", "cornerRadius": 6,
                   "shadow": {"radius": 2, "opacity": 0.4}, "titleStyle": {"color": "brand", "size": 19},
                   "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "OK"}]}}
        """#

    func write(_ files: [String: String]) throws -> String {
        let root = NSTemporaryDirectory() + "extends-pixels-\(UUID().uuidString)"
        for (path, text) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test func extendingRendersTheSamePixelsAsTheSpecInFull() throws {
        let root = try write(["design/base.json": Self.base, "child.json": Self.child, "full.json": Self.inFull])
        let child = try AlertSpec.load(path: root + "/child.json").resolved()
        let full = try AlertSpec.load(path: root + "/full.json").resolved()
        let a = try sharedRenderer.render(child).makeImage()
        let b = try sharedRenderer.render(full).makeImage()
        #expect(a.width == 480 && a.height == 400)
        #expect(a.bytes == b.bytes)
        // Not trivially equal: the base alone draws something else.
        let baseAlone = try sharedRenderer.render(try AlertSpec.load(path: root + "/design/base.json").resolved())
        #expect(baseAlone.makeImage().bytes != a.bytes)
    }

    @Test func aChangedBaseChangesWhatTheGoldenRecords() throws {
        let root = try write([
            "design/core.json": #"{"ios": 18, "alert": {"title": "Core"}}"#,
            "design/base.json": #"{"ios": 18, "extends": "core.json", "alert": {"cornerRadius": 6}}"#,
            "child.json": Self.child,
        ])
        func inputs() throws -> [String: String] {
            let spec = try AlertSpec.load(path: root + "/child.json").resolved()
            #expect(spec.baseSpecs == [root + "/design/base.json", root + "/design/core.json"])
            let entries = try sharedRenderer.inputMetadata(for: spec).inputs
            return Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
        }
        let before = try inputs()
        #expect(before.keys.sorted() == ["extends", "extends.extends", "spec"])
        try #"{"ios": 18, "alert": {"title": "Core 2"}}"#.write(
            toFile: root + "/design/core.json", atomically: true, encoding: .utf8)
        let after = try inputs()
        // The base of the base changed: its own digest and the merged spec's, not the nearer base's.
        #expect(after["extends.extends"] != before["extends.extends"])
        #expect(after["spec"] != before["spec"])
        #expect(after["extends"] == before["extends"])
    }
}
