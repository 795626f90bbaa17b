import AlertModel
import AlertRender
import Foundation
import SnapshotCheck
import Testing

/// Goldens that explain themselves: a difference is first said in words from the recorded layout,
/// and a changed text fails even when every differing pixel passes as anti-aliasing.
@Suite struct LayoutChangeTests {
    /// A real spec (small canvas, fast) with a title, a message and actions.
    static func spec(
        title: String = "Delete photo?", message: String = "This can't be undone.",
        actions: [String] = ["Cancel", "Delete"], width: Int = 270
    ) -> String {
        let items = actions.enumerated().map { i, t in
            "{\"title\": \(JSONValue.quoted(t))\(i == 0 ? ", \"style\": \"cancel\"" : "")}"
        }
        return """
            {"ios": 18, "canvas": {"width": 320, "height": 400, "scale": 1},
             "safeArea": {"top": 0, "bottom": 0, "left": 0, "right": 0},
             "alert": {"title": \(JSONValue.quoted(title)), "message": \(JSONValue.quoted(message)),
                       "width": \(width), "actions": [\(items.joined(separator: ", "))]}}
            """
    }

    func check(_ ws: Workspace, _ json: String, record: RecordMode, ignoreLayout: Bool = false) throws -> SnapshotResult
    {
        try ws.write(json, to: "specs/alert.json")
        var options = CheckOptions(inputs: [ws.path("specs")], record: record, jobs: 1)
        options.policy.ignoresLayout = ignoreLayout
        return try #require(CheckRun.run(options, renderer: try AlertRenderer()).results.first)
    }

    @Test func aChangedLetterFailsEvenWhenThePixelsPass() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        _ = try check(ws, Self.spec(), record: .all)
        // Capital i for l: the pixels differ so little that pixelmatch may take them all for anti-aliasing.
        let changed = try check(ws, Self.spec(actions: ["CanceI", "Delete"]), record: .never)
        #expect(changed.status == .differs)
        #expect(changed.outcome.changes.first == #"actions[0].title "Cancel" -> "CanceI""#)
        #expect(changed.message.contains(#"actions[0].title "Cancel" -> "CanceI""#))
        // --ignore-layout: judged by the pixels alone.
        let pixelsOnly = try check(ws, Self.spec(actions: ["CanceI", "Delete"]), record: .never, ignoreLayout: true)
        #expect(pixelsOnly.outcome.changes.first == #"actions[0].title "Cancel" -> "CanceI""#)
        #expect(pixelsOnly.status == (pixelsOnly.diff?.diffPixels == 0 ? .passed : .differs))
    }

    @Test func lineCountsHeightAndAxisAreNamed() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        _ = try check(ws, Self.spec(), record: .all)
        let longer = try check(
            ws,
            Self.spec(
                message: "This can't be undone. The photo is removed from every device signed in to your account.",
                actions: ["Cancel", "Delete", "Keep"]),
            record: .never)
        #expect(longer.status == .differs)
        let facts = longer.outcome.changes
        #expect(facts.contains("message.lines 1 -> 3"), "\(facts)")
        #expect(facts.contains("actionAxis horizontal -> vertical"), "\(facts)")
        #expect(facts.contains("actions: 2 -> 3 items"), "\(facts)")
        #expect(facts.contains { $0.hasPrefix("alert.height ") }, "\(facts)")
        // Structural facts come before frames; the backdrop (it follows the alert) comes last.
        let axis = try #require(facts.firstIndex(of: "actionAxis horizontal -> vertical"))
        let height = try #require(facts.firstIndex { $0.hasPrefix("alert.height ") })
        #expect(axis < height)
    }

    @Test func anEnvironmentOnlyChangeIsReportedAsSuchAndDoesNotFail() {
        let layout = "{\"ios\": 18, \"alert\":{\"x\":10,\"width\":270}}"
        let golden = SnapshotMetadata(
            inputs: [], environment: [.init("FreeType", "2.12.1"), .init("zlib", "1.2.13")], variant: [], layout: layout
        )
        var actual = golden
        actual.environment[0].value = "2.13.2"
        let changes = LayoutChanges(golden: golden, actual: actual)
        #expect(!changes.isStructural)
        #expect(
            changes.lines == [
                "only the environment changed (same layout, other library or font versions)",
                "environment: FreeType 2.12.1 -> 2.13.2",
            ])
        // Moves within half a point are the same frame.
        actual.layout = "{\"ios\": 18, \"alert\":{\"x\":10.4,\"width\":270}}"
        #expect(!LayoutChanges(golden: golden, actual: actual).isStructural)
        actual.layout = "{\"ios\": 18, \"alert\":{\"x\":10.667,\"width\":270}}"
        #expect(LayoutChanges(golden: golden, actual: actual).structural == ["alert.x 10 -> 10.667"])
    }
}
