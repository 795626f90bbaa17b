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

    /// A recorded layout with its drawn record: `actions` are (title, style, x, y) in the order
    /// the spec lists them, each 135 × 44 with its title drawn in the tint.
    static func recorded(title: String = "Send photo?", actions: [(String, String, Double, Double)]) -> SnapshotMetadata {
        let items = actions.map { t, style, x, y in
            "{\"title\": \(JSONValue.quoted(t)), \"style\": \"\(style)\", \"frame\": {\"x\": \(x), \"y\": \(y), \"width\": 135, \"height\": 44}}"
        }
        let texts = actions.enumerated().map { i, a in
            "\"actions[\(i)]\": {\"string\": \(JSONValue.quoted(a.0)), \"color\": \"#007AFF\", \"weight\": \"\(a.1 == "cancel" ? "semibold" : "regular")\"}"
        }
        let layout = """
            {"ios": 18, "alert": {"x": 25, "y": 150, "width": 270, "height": 140},
             "texts": [{"frame": {"x": 41, "y": 170, "width": 238, "height": 22}, "lines": 1}],
             "actions": [\(items.joined(separator: ", "))], "actionAxis": "horizontal",
             "drawn": {"texts": {"title": {"string": \(JSONValue.quoted(title)), "color": "#000000"}, \(texts.joined(separator: ", "))},
                       "shapes": {"alert": {"fill": "#F2F2F2"}}}}
            """
        return SnapshotMetadata(inputs: [], environment: [], variant: [], layout: layout)
    }

    @Test func reorderedActionsThatUIKitPlacesTheSameAreNoChange() {
        // Cancel leads the row whichever the spec lists first: the same frames, the same drawing.
        let golden = Self.recorded(actions: [("Cancel", "cancel", 25, 246), ("Send", "default", 160, 246)])
        let reordered = Self.recorded(actions: [("Send", "default", 160, 246), ("Cancel", "cancel", 25, 246)])
        let changes = LayoutChanges(golden: golden, actual: reordered)
        #expect(changes.structural == [], "\(changes.structural)")
    }

    @Test func reorderedActionsRenderTheSameAndPass() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        func spec(_ actions: String) -> String {
            """
            {"ios": 18, "canvas": {"width": 320, "height": 400, "scale": 1},
             "safeArea": {"top": 0, "bottom": 0, "left": 0, "right": 0},
             "alert": {"title": "Send photo?", "actions": [\(actions)]}}
            """
        }
        let cancel = #"{"title": "Cancel", "style": "cancel"}"#
        let send = #"{"title": "Send"}"#
        _ = try check(ws, spec("\(cancel), \(send)"), record: .all)
        let reordered = try check(ws, spec("\(send), \(cancel)"), record: .never)
        #expect(reordered.outcome.changes == [], "\(reordered.outcome.changes)")
        #expect(reordered.status == .passed, "\(reordered.message)")
    }

    @Test func anActionThatMovesIsNamedByItsTitle() {
        let golden = Self.recorded(actions: [("Cancel", "cancel", 25, 246), ("Send", "default", 160, 246)])
        let moved = Self.recorded(actions: [("Cancel", "cancel", 25, 246), ("Send", "default", 170, 246)])
        #expect(LayoutChanges(golden: golden, actual: moved).structural == [#"actions["Send"].frame.x 160 -> 170"#])
        // In a column, a new order does move them: each fact names the action that moved.
        let column = Self.recorded(actions: [("Keep", "default", 25, 202), ("Send", "default", 25, 246)])
        let swapped = Self.recorded(actions: [("Send", "default", 25, 202), ("Keep", "default", 25, 246)])
        let facts = LayoutChanges(golden: column, actual: swapped).structural
        #expect(facts == [#"actions["Keep"].frame.y 202 -> 246"#, #"actions["Send"].frame.y 246 -> 202"#], "\(facts)")
        // A geometry fact, after a text fact though its name is quoted.
        let retitled = Self.recorded(title: "Send it?", actions: [("Keep", "default", 25, 202), ("Send", "default", 25, 246)])
        let both = LayoutChanges(golden: swapped, actual: retitled).structural
        #expect(both.first == #"title "Send photo?" -> "Send it?""#, "\(both)")
    }

    @Test func aTrailingSpaceDrawsNothingAndIsNoChange() {
        let golden = Self.recorded(actions: [("Cancel", "cancel", 25, 246), ("Send", "default", 160, 246)])
        let spaced = Self.recorded(
            title: "Send photo? ", actions: [("Cancel", "cancel", 25, 246), ("Send ", "default", 160, 246)])
        #expect(LayoutChanges(golden: golden, actual: spaced).structural == [])
        // A leading space, or one inside the text, is still a change.
        let inside = Self.recorded(title: "Send  photo?", actions: [("Cancel", "cancel", 25, 246), ("Send", "default", 160, 246)])
        #expect(LayoutChanges(golden: golden, actual: inside).structural == [#"title "Send photo?" -> "Send  photo?""#])
    }

    @Test func anActionAddedOrRemovedIsNamedByItsTitle() {
        let two = Self.recorded(actions: [("Cancel", "cancel", 25, 246), ("Send", "default", 160, 246)])
        let three = Self.recorded(
            actions: [("Cancel", "cancel", 25, 246), ("Delete Account", "destructive", 25, 290), ("Send", "default", 160, 246)])
        let added = LayoutChanges(golden: two, actual: three).structural
        #expect(added.contains(#"actions["Delete Account"] added"#) && !added.contains("actions[1] added"), "\(added)")
        let removed = LayoutChanges(golden: three, actual: two).structural
        #expect(removed.contains(#"actions["Delete Account"] removed"#), "\(removed)")
        // A title another action has too keeps the index: the title would not say which.
        let twice = Self.recorded(
            actions: [("Cancel", "cancel", 25, 246), ("Send", "default", 160, 246), ("Send", "destructive", 25, 290)])
        #expect(LayoutChanges(golden: two, actual: twice).structural.contains("actions[2] added"))
    }
}
