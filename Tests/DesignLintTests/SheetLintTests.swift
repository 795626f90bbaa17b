import AlertModel
import AlertRender
import DesignLint
import Testing

/// The lint on action sheets: the cancel group is not part of the scrolling action area, the
/// iPad's hidden cancel action is not a text, and the cancel title is measured on its own group.
@Suite struct SheetLintTests {
    static let lint = DesignLinter(renderer: try! AlertRenderer())

    func rules(_ json: String) throws -> [String] {
        let spec = try AlertSpec.decode(Array(json.utf8), file: "s.json").resolved()
        return try Self.lint.findings(for: spec, file: "s.json").map { "\($0.rule.rawValue) \($0.element)" }
    }

    /// A dark-tinted share sheet: AA contrast everywhere, so only structural rules could fire.
    static let share = """
        {"ios": 18, "alert": {"preferredStyle": "actionSheet", "title": "Share", "message": "Pick a way to share.", "tint": "#0040DD",
                   "actions": [{"title": "Copy Link"}, {"title": "Mail"}, {"title": "Cancel", "style": "cancel"}]}}
        """

    @Test func aSheetThatFitsHasNoClippedActionsBecauseOfItsCancelGroup() throws {
        let found = try rules(Self.share)
        #expect(!found.contains("clipped actions"), "\(found)")
    }

    @Test func twelveActionsOnAnSEStillScroll() throws {
        let actions = (1...12).map { "{\"title\": \"Folder \($0)\"}" }.joined(separator: ", ")
        let found = try rules(
            """
            {"ios": 18, "device": "iphone-se", "alert": {"preferredStyle": "actionSheet", "tint": "#0040DD",
             "actions": [\(actions), {"title": "Cancel", "style": "cancel"}]}}
            """)
        #expect(found.contains("clipped actions"), "\(found)")
    }

    @Test func theHiddenCancelOfAnIPadPopoverIsNotLinted() throws {
        let found = try rules(
            """
            {"ios": 18, "device": "ipad-10", "alert": {"preferredStyle": "actionSheet", "title": "Add", "tint": "#0040DD",
             "source": {"x": 640, "y": 148, "width": 164, "height": 36},
             "actions": [{"title": "Favorites"}, {"title": "Cancel", "style": "cancel"}]}}
            """)
        #expect(!found.contains { $0.hasSuffix("actions[1]") }, "\(found)")
    }

    @Test func theCancelTitleIsMeasuredOnTheCancelGroup() throws {
        // A white tint is invisible on the opaque white cancel group: before the cancel action was
        // linted on its own group it had no visible box and was never measured.
        let white = Self.share.replacingOccurrences(of: "#0040DD", with: "#FFFFFF")
        let found = try rules(white)
        #expect(found.contains("contrast actions[2]"), "\(found)")
    }
}
