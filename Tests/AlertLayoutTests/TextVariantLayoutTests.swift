import Testing

@testable import AlertLayout
@testable import AlertModel

/// Dynamic Type and right-to-left geometry (docs/contract.md "Variants", docs/themes.md
/// "Dynamic Type" and "Right to left"), with the approximate measurer: numbers, not pixels.
@Suite struct TextVariantLayoutTests {
    static let twoActions = #"""
        "alert": {"title": "Delete this photo?", "message": "It will be deleted from all your devices.",
                  "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Delete", "style": "destructive"}]}
        """#

    func make(_ json: String) throws -> AlertGeometry { try layout(json) }

    @Test func heightsGrowOverTheTwelveSizesAndAreFlooredBelowLarge() throws {
        var heights: [ContentSize: Double] = [:]
        var sheetHeights: [ContentSize: Double] = [:]
        for size in ContentSize.allCases {
            let l = try make(#"{"contentSize": "\#(size.rawValue)", \#(Self.twoActions)}"#)
            heights[size] = l.alert.height
            #expect(l.contentSize == max(size, .large))
            let sheet = try make(
                #"{"ios": 18, "contentSize": "\#(size.rawValue)", "alert": {"preferredStyle": "actionSheet", "title": "Photo", "message": "Share or delete it?", "actions": [{"title": "Share"}, {"title": "Cancel", "style": "cancel"}]}}"#
            )
            sheetHeights[size] = sheet.sheet!.bounds.height
        }
        for size in [ContentSize.xSmall, .small, .medium] {
            #expect(heights[size] == heights[.large] && sheetHeights[size] == sheetHeights[.large])
        }
        let growing = ContentSize.allCases.filter { $0 >= .large }
        for (a, b) in zip(growing, growing.dropFirst()) {
            #expect(heights[b]! > heights[a]!, "\(a) -> \(b)")
            #expect(sheetHeights[b]! > sheetHeights[a]!, "sheet \(a) -> \(b)")
        }
    }

    @Test func accessibilitySizesWidenTheSystemAlertOnly() throws {
        #expect(try make(#"{"contentSize": "xxxLarge", \#(Self.twoActions)}"#).alert.width == 270)
        for size in ["AX1", "AX3", "AX5"] {
            let l = try make(#"{"contentSize": "\#(size)", \#(Self.twoActions)}"#)
            #expect(l.alert.width == 310)
            // Centred in the safe area as before: (393 - 310) / 2 = 41.5 pt -> 124.5 px, half up 125.
            #expect(l.alert.x == 125.0 / 3)
        }
        #expect(try make(#"{"theme": "plain", "contentSize": "AX3", \#(Self.twoActions)}"#).alert.width == 270)
        // On a canvas narrower than 310 the alert takes the canvas width.
        let narrow = try make(
            #"{"ios": 18, "canvas": {"width": 300, "height": 600, "scale": 2}, "contentSize": "AX2", \#(Self.twoActions)}"#)
        #expect(narrow.alert.width == 300)
    }

    @Test func actionTitlesWrapAtAccessibilitySizesInsteadOfShrinking() throws {
        let long = #"{"title": "Save the document to iCloud Drive before closing it"}"#
        let ax = try make(#"{"ios": 18, "contentSize": "AX3", "alert": {"actions": [\#(long), {"title": "OK"}]}}"#)
        #expect(ax.actionAxis == .vertical)
        let wrapped = ax.actions[0]
        // 96 pt rows; each extra line adds the 48 pt Body leading at AX3.
        #expect(wrapped.titleLines > 1)
        #expect(abs(wrapped.frame.height - (96 + Double(wrapped.titleLines - 1) * 48)) < 1e-9)
        #expect(ax.actions[1].titleLines == 1 && ax.actions[1].frame.height == 96)
        // The rows are stacked with a hairline between them and do not overlap.
        #expect(abs(ax.actions[1].frame.y - (wrapped.frame.maxY + 1.0 / 3)) < 1e-9)
        // Below the accessibility sizes the same title stays on one line (and shrinks to fit).
        let xxxl = try make(#"{"ios": 18, "contentSize": "xxxLarge", "alert": {"actions": [\#(long), {"title": "OK"}]}}"#)
        #expect(xxxl.actions.allSatisfy { $0.titleLines == 1 && $0.frame.height == PixelGrid(scale: 3).snap(51.5) })
    }

    @Test func accessibilitySizesSplitTheHeightBetweenContentAndActions() throws {
        let message = String(repeating: "A long message line that wraps. ", count: 60)
        let actions = (1...8).map { #"{"title": "Choice \#($0)"}"# }.joined(separator: ", ")
        let l = try make(#"{"ios": 18, "contentSize": "AX2", "alert": {"message": "\#(message)", "actions": [\#(actions)]}}"#)
        #expect(l.contentScrolls)
        let grid = PixelGrid(scale: 3)
        // Both scroll: the actions keep half the height, the content the rest.
        #expect(l.actionsViewport.height == grid.snap(l.alert.height / 2))
        #expect(l.contentViewport.height + l.actionsViewport.height == l.alert.height)
        // At large the same alert keeps only one and a half rows of actions.
        let large = try make(#"{"ios": 18, "alert": {"message": "\#(message)", "actions": [\#(actions)]}}"#)
        #expect(large.actionsViewport.height == grid.snap(1.0 / 3 + 1.5 * 44))
    }

    @Test func sheetsScaleAndWrapToo() throws {
        let l = try make(
            #"{"ios": 18, "contentSize": "AX3", "alert": {"preferredStyle": "actionSheet", "actions": [{"title": "Share this photo with everyone nearby"}, {"title": "Cancel", "style": "cancel"}]}}"#
        )
        let row = 57.0 * 51 / 25
        let grid = PixelGrid(scale: 3)
        #expect(l.actions[0].titleLines > 1)
        #expect(
            abs(l.actions[0].frame.height - grid.snap(row) - grid.snap(Double(l.actions[0].titleLines - 1) * 51)) < 1e-9
        )
        #expect(l.sheet!.cancelGroup!.height == grid.snap(row))
        // The cancel group still sits 8 pt below the main group.
        #expect(abs(l.sheet!.cancelGroup!.y - l.alert.maxY - 8) < 1e-9)
    }

    @Test func rightToLeftMirrorsTheRowAndHitTestingFollows() throws {
        let ltr = try make(#"{\#(Self.twoActions)}"#)
        let rtl = try make(#"{"layoutDirection": "rtl", \#(Self.twoActions)}"#)
        #expect(ltr.layoutDirection == .ltr && rtl.layoutDirection == .rtl)
        // Cancel (spec index 0) is left in LTR, right in RTL: the row is mirrored about the alert's centre.
        #expect(ltr.actions[0].frame.x < ltr.actions[1].frame.x)
        #expect(rtl.actions[0].frame.x > rtl.actions[1].frame.x)
        #expect(rtl.actions[0].frame.maxX == rtl.alert.maxX && rtl.actions[1].frame.x == rtl.alert.x)
        #expect(ltr.alert == rtl.alert)
        let y = rtl.actions[0].frame.y + rtl.actions[0].frame.height / 2
        #expect(rtl.hitTest(x: rtl.alert.maxX - 5, y: y).region == .action(0))
        #expect(rtl.hitTest(x: rtl.alert.x + 5, y: y).region == .action(1))
        #expect(ltr.hitTest(x: ltr.alert.x + 5, y: y).region == .action(0))
        // Stacks keep their order (cancel last) in RTL.
        let stack = try make(
            #"{"ios": 18, "layoutDirection": "rtl", "alert": {"actions": [{"title": "Cancel", "style": "cancel"}, {"title": "A"}, {"title": "B"}]}}"#
        )
        #expect(stack.actionAxis == .vertical && stack.actions[0].frame.y > stack.actions[2].frame.y)
        #expect(stack.actions[1].frame.y < stack.actions[2].frame.y)
        // The plain card's row of three runs right to left.
        let plain = try make(
            #"{"ios": 18, "theme": "plain", "layoutDirection": "rtl", "alert": {"actions": [{"title": "A"}, {"title": "B"}, {"title": "C"}]}}"#
        )
        #expect(
            plain.actions[0].frame.x > plain.actions[1].frame.x && plain.actions[1].frame.x > plain.actions[2].frame.x)
    }

    @Test func rightToLeftTextStylesGoToTheBlocks() throws {
        let l = try make(#"{"ios": 18, "locale": "he", "alert": {"title": "OK", "message": "Hi", "textFields": [{}]}}"#)
        #expect(l.title?.style.direction == .rtl && l.message?.style.direction == .rtl)
        #expect(l.title?.style.language == "he")
        // Title and message stay centred; their base direction comes from their text.
        #expect(l.title?.style.alignment == .center && l.title?.style.baseDirection == nil)
    }

    @Test func layoutJSONNamesDirectionAndSize() throws {
        let json = try make(#"{"locale": "ar", "contentSize": "xSmall"}"#).jsonString()
        #expect(json.contains(#""layoutDirection": "rtl""#))
        // The size the layout was made at: floored at large.
        #expect(json.contains(#""contentSize": "large""#))
        #expect(try make(#"{"contentSize": "AX4"}"#).jsonString().contains(#""contentSize": "AX4""#))
    }
}
