import Foundation
import Testing

@testable import AlertModel

/// `alert.actions[i].image`, `checked` and `alert.content` through the key table: what is read,
/// what is refused (one line naming the key path), which files a render reads.
@Suite struct ActionImageSpecTests {
    func error(_ json: String) -> String? {
        do {
            _ = try AlertSpec.decode(Array(json.utf8), file: "s.json").resolved()
            return nil
        } catch {
            return error.description
        }
    }

    @Test func anActionImageAndACheckmarkAreRead() throws {
        let spec = try AlertSpec.decode(
            Array(
                #"{"ios": 18, "alert": {"actions": [{"title": "A", "image": {"image": "i/a.png", "tint": "systemRed"}, "checked": true}, {"title": "B", "image": {"image": "b.png", "template": false}}, {"title": "C"}]}}"#
                    .utf8), file: "d/s.json")
        let actions = spec.alert.actions
        #expect(actions[0].image == AlertSpec.ActionImage(image: "i/a.png", tint: .named(.systemRed)))
        #expect(actions[0].checked && !actions[1].checked && !actions[2].checked)
        #expect(actions[1].image?.template == false && actions[2].image == nil)
    }

    @Test func badValuesNameTheirKeyPath() {
        #expect(
            error(#"{"ios": 18, "alert": {"actions": [{"title": "A", "image": {}}]}}"#)
                == "s.json: alert.actions[0].image.image: is required (a PNG file)")
        #expect(error(#"{"ios": 18, "alert": {"actions": [{"title": "A", "checked": "yes"}]}}"#)?.hasPrefix(
            "s.json: alert.actions[0].checked:") == true)
        #expect(
            error(#"{"ios": 18, "alert": {"actions": [{"title": "A"}, {"image": {"image": "a.png", "tint": "systemRed", "template": false}}]}}"#)
                == "s.json: alert.actions[1].image.tint: a tint draws the image as a template; give tint or \"template\": false, not both"
        )
        #expect(error(#"{"ios": 18, "alert": {"actions": [{"image": {"image": "a.png", "size": 3}}]}}"#)?.hasPrefix(
            "s.json: alert.actions[0].image.size:") == true)
        #expect(error(#"{"ios": 18, "alert": {"actions": [{"image": "a.png"}]}}"#)?.hasPrefix(
            "s.json: alert.actions[0].image:") == true)
        #expect(
            error(#"{"ios": 18, "alert": {"content": {"image": "c.png", "height": 20}}}"#) == "s.json: alert.content.width: is required")
        #expect(error(#"{"ios": 18, "alert": {"content": {"image": "c.png", "width": 0, "height": 20}}}"#)?.hasPrefix(
            "s.json: alert.content.width:") == true)
    }

    @Test func aSheetRefusesAContentViewButTakesImagesAndCheckmarks() {
        #expect(
            error(#"{"ios": 18, "alert": {"preferredStyle": "actionSheet", "content": {"image": "c.png", "width": 20, "height": 20}}}"#)
                == "s.json: alert.content: alertsnap lays a content view out in an alert's card only; content is for alerts")
        #expect(
            error(#"{"ios": 18, "alert": {"preferredStyle": "actionSheet", "actions": [{"title": "A", "checked": true, "image": {"image": "a.png"}}]}}"#)
                == nil)
    }

    @Test func theImagesAreInputsOfTheGolden() throws {
        var spec = try AlertSpec.decode(
            Array(
                #"{"ios": 18, "alert": {"content": {"image": "views/c.png", "width": 20, "height": 20}, "actions": [{"title": "A"}, {"title": "B", "image": {"image": "icons/b.png"}}]}}"#
                    .utf8), file: "dir/s.json")
        spec.sourcePath = "dir/s.json"
        let files = SpecKey.inputFiles(of: try spec.resolved())
        #expect(files.map(\.key) == ["alert.content.image", "alert.actions[1].image.image"])
        #expect(files.map(\.path) == ["dir/views/c.png", "dir/icons/b.png"])
    }

    @Test func extendsRebasesTheImagePaths() throws {
        let dir = NSTemporaryDirectory() + "action-images-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/design", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try #"{"ios": 18, "alert": {"actions": [{"title": "Call", "image": {"image": "icons/phone.png"}}]}}"#.write(
            toFile: dir + "/design/base.json", atomically: true, encoding: .utf8)
        try #"{"ios": 18, "extends": "design/base.json"}"#.write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
        let spec = try AlertSpec.load(path: dir + "/s.json").resolved()
        #expect(spec.actionImages.first??.path == dir + "/design/icons/phone.png")
    }
}
