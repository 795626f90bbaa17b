import Foundation
import Testing

/// Action images, checkmarks and content views on the command line: bad values are exit 2 with
/// one line naming the key path, and nothing is written; `layout` prints the new keys.
@Suite struct ActionImageCommandTests {
    @Test(arguments: [
        (#"{"ios": 18, "alert": {"actions": [{"title": "A", "checked": 1}]}}"#, "alert.actions[0].checked"),
        (#"{"ios": 18, "alert": {"actions": [{"title": "A", "image": {"tint": "red"}}]}}"#, "alert.actions[0].image.image"),
        (#"{"ios": 18, "alert": {"actions": [{"title": "A", "image": {"image": "missing.png"}}]}}"#, "alert.actions[0].image.image"),
        (#"{"ios": 18, "alert": {"content": {"image": "c.png", "width": 10}}}"#, "alert.content.height"),
        (#"{"ios": 18, "alert": {"preferredStyle": "actionSheet", "content": {"image": "c.png", "width": 10, "height": 10}}}"#, "alert.content"),
    ])
    func aBadValueIsExit2NamingItsKey(json: String, key: String) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = dir.appendingPathComponent("bad.json")
        try json.write(to: spec, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("bad.png").path
        let r = try CLIRunner.run(["render", spec.path, "-o", out])
        #expect(r.code == 2, "\(r.stderr)")
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("bad.json") && lines[0].contains(key + ":"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func layoutPrintsImagesCheckmarksAndTheContentView() throws {
        let sheet = try CLIRunner.run(["layout", "Fixtures/sheet-action-images.json"])
        #expect(sheet.code == 0, "\(sheet.stderr)")
        #expect(sheet.stdout.contains(#""image": {"#) && sheet.stdout.contains(#""checked": true"#))
        #expect(sheet.stdout.contains(#""content": null"#))
        let alert = try CLIRunner.run(["layout", "Fixtures/system-content-view.json"])
        #expect(alert.code == 0 && alert.stdout.contains(#""content": {"#), "\(alert.stderr)")
    }
}
