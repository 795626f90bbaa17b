import Foundation
import Testing

/// Action sheets through the command line: layout keys, hit testing, UIKit's refusals as exit 2.
@Suite struct SheetCommandTests {
    @Test func layoutAndHitOfTheShareSheet() throws {
        let r = try CLIRunner.run(["layout", "Fixtures/sheet-share.json"])
        #expect(r.code == 0, "\(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(json["preferredStyle"] as? String == "actionSheet")
        let cancel = try #require((json["cancelGroup"] as? [String: Any])?["frame"] as? [String: Double])
        #expect(cancel["x"] == 8 && cancel["width"] == 377 && cancel["height"] == 57)
        #expect(json["popover"] is NSNull)
        // 4 pt above the cancel group is the gap between the groups: the sheet's, not the backdrop.
        let gapY = cancel["y"]! - 4
        let gap = try CLIRunner.run(["hit", "Fixtures/sheet-share.json", "100", "\(gapY)"])
        #expect(gap.stdout == "{\"region\": \"alert\", \"dismisses\": false}\n")
        let top = try CLIRunner.run(["hit", "Fixtures/sheet-share.json", "100", "100"])
        #expect(top.stdout == "{\"region\": \"backdrop.top\", \"dismisses\": true}\n")
        let cancelHit = try CLIRunner.run(["hit", "Fixtures/sheet-share.json", "100", "\(cancel["y"]! + 20)"])
        #expect(cancelHit.stdout == "{\"region\": \"action[3]\", \"dismisses\": true}\n")
    }

    @Test func thePopoverReportsItsArrowAndHidesCancel() throws {
        let r = try CLIRunner.run(["layout", "Fixtures/sheet-ipad-popover.json"])
        #expect(r.code == 0, "\(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let arrow = try #require((json["popover"] as? [String: Any])?["arrow"] as? [String: Any])
        #expect(arrow["direction"] as? String == "up" && arrow["y"] as? Double == 184)
        let actions = try #require(json["actions"] as? [[String: Any]])
        #expect(actions[3]["frame"] is NSNull && actions[0]["frame"] is [String: Any])
        #expect(json["cancelGroup"] is NSNull)
    }

    @Test func uikitRefusalsExitTwoWithNothingWritten() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let cases: [(String, [String], String)] = [
            (
                #"{"ios": 18, "device": "ipad-10", "alert": {"preferredStyle": "actionSheet", "actions": [{"title": "A"}]}}"#, [],
                "alert.source: an action sheet on iPad needs a source rect"
            ),
            (
                #"{"ios": 18, "alert": {"preferredStyle": "actionSheet", "actions": [{"title": "A"}]}}"#, ["--device", "ipad-10"],
                "alert.source: an action sheet on iPad needs a source rect"
            ),
            (
                #"{"ios": 18, "alert": {"preferredStyle": "actionSheet", "textFields": [{"placeholder": "Name"}]}}"#, [],
                "alert.textFields: an action sheet cannot have text fields (UIKit raises)"
            ),
            (
                #"{"ios": 18, "alert": {"preferredStyle": "actionSheet", "actions": [{"title": "A", "style": "cancel"}, {"title": "B", "style": "cancel"}]}}"#,
                [], "alert.actions: at most one action may have style cancel"
            ),
            (
                #"{"ios": 18, "alert": {"preferredStyle": "actionSheet", "title": "T", "messageStyle": {"size": 15}, "actions": [{"title": "A"}]}}"#,
                [], "alert.messageStyle: an action sheet's header keeps UIKit's text styles; messageStyle is for alerts (and ios 26 sheets)"
            ),
        ]
        for (i, (json, extra, message)) in cases.enumerated() {
            let path = dir.appendingPathComponent("sheet\(i).json").path
            try Data(json.utf8).write(to: URL(fileURLWithPath: path))
            let out = dir.appendingPathComponent("out\(i).png").path
            let r = try CLIRunner.run(["render", path, "-o", out] + extra)
            #expect(r.code == 2, "\(json)")
            #expect(r.stderr.contains(message), "\(r.stderr)")
            #expect(r.stderr.split(separator: "\n").count == 1, "one line: \(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out))
        }
    }
}
