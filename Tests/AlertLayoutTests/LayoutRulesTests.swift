import Testing

@testable import AlertLayout
@testable import AlertModel

/// `json` laid out in the classic look, unless it names its `ios`.
func layout(_ json: String, measurer: any TextMeasuring = ApproximateTextMeasurer()) throws -> AlertGeometry {
    var spec = try AlertSpec.decode(Array(json.utf8))
    if spec.ios == nil { spec.ios = .ios18 }
    return AlertGeometry.make(spec: try spec.resolved(), measurer: measurer)
}

/// The rules of the geometry core, one behaviour each.
@Suite struct LayoutRulesTests {
    @Test func fixedSizeCardIsCentredHalfUpOnDevicePixels() throws {
        let l = try layout(#"{"ios": 18, "alert": {"width": 270, "height": 174}}"#)
        // (393 - 270) / 2 = 61.5 pt = 184.5 px: half up gives 185 px. The system alert is
        // centred in the safe area (59/34): 59 + (852 - 93 - 174) / 2 = 351.5 pt = 1054.5 px -> 1055.
        #expect(l.alert == Frame(x: 185.0 / 3, y: 1055.0 / 3, width: 270, height: 174))
        // The plain card is centred on the whole canvas: (852 - 174) / 2 = 339.
        let plain = try layout(#"{"ios": 18, "theme": "plain", "alert": {"width": 270, "height": 174}}"#)
        #expect(plain.alert == Frame(x: 185.0 / 3, y: 339, width: 270, height: 174))
    }

    @Test func systemAlertIsCentredInTheSafeAreaInLandscape() throws {
        // iPhone 16 Pro landscape: 874x402, safe area left = right = 62, bottom 21.
        let l = try layout(
            #"{"ios": 18, "device": "iphone-16-pro", "orientation": "landscape", "alert": {"width": 270, "height": 150}}"#)
        #expect(l.alert.x == 302 && l.alert.y == Double(Int((0 + (402 - 21 - 150) / 2.0) * 3 + 0.5)) / 3)
        // Uneven insets move the card: only a left inset of 100 shifts it right by 50.
        let shifted = try layout(
            #"{"ios": 18, "canvas": {"width": 600, "height": 400, "scale": 2}, "safeArea": {"left": 100}, "alert": {"width": 200, "height": 100}}"#
        )
        #expect(shifted.alert.x == 250 && shifted.alert.y == 150)
    }

    @Test func widthRatioAndMinHeightRatio() throws {
        let l = try layout(#"{"ios": 18, "alert": {"widthRatio": 0.7, "minHeightRatio": 0.2, "message": "Hi"}}"#)
        let grid = PixelGrid(scale: 3)
        #expect(l.alert.width == grid.snap(0.7 * 393))
        #expect(l.alert.height == grid.snap(0.2 * 852))
        #expect(grid.isAligned(l.alert))
    }

    @Test func fitHeightGrowsWithContent() throws {
        let short = try layout(#"{"ios": 18, "alert": {"title": "T", "message": "One"}}"#)
        let long = try layout(#"{"ios": 18, "alert": {"title": "T", "message": "One\nTwo\nThree"}}"#)
        #expect(long.alert.height - short.alert.height == 32)  // two more 16 pt message lines
        #expect(long.message?.lines == 3)
    }

    @Test func tallContentIsCappedInsideTheSafeAreaAndScrolls() throws {
        let message = String(repeating: "line\n", count: 200)
        let l = try layout(
            #"{"ios": 18, "alert": {"message": "\#(message.replacingOccurrences(of: "\n", with: "\\n"))", "actions": [{"title": "OK"}]}}"#
        )
        #expect(l.contentScrolls)
        #expect(l.alert.y >= 59 + 10 - 1e-9)
        #expect(l.alert.maxY <= 852 - 34 - 10 + 1e-9)
        #expect(l.actionsViewport.height == 44 + 1.0 / 3)  // hairline + the one row stays visible
    }

    @Test func stackedActionsKeepOneAndAHalfRowsWhenEverythingIsTooTall() throws {
        let message = String(repeating: "line\\n", count: 200)
        let actions = (0..<20).map { "{\"title\": \"Action \($0)\"}" }.joined(separator: ",")
        let l = try layout(#"{"ios": 18, "alert": {"message": "\#(message)", "actions": [\#(actions)]}}"#)
        #expect(l.actionAxis == .vertical)
        #expect(abs(l.actionsViewport.height - PixelGrid(scale: 3).snap(1.0 / 3 + 1.5 * 44)) < 1e-9)
        #expect(l.contentViewport.height + l.actionsViewport.height == l.alert.height)
    }

    @Test func twoShortActionsSitSideBySideWithCancelLeft() throws {
        let l = try layout(
            #"{"ios": 18, "alert": {"title": "T", "actions": [{"title": "Save"}, {"title": "Cancel", "style": "cancel"}]}}"#)
        #expect(l.actionAxis == .horizontal)
        #expect(l.actions[1].frame.x == l.alert.x)  // cancel on the left
        #expect(l.actions[0].frame.maxX == l.alert.maxX)
        #expect(l.actions[1].emphasised && !l.actions[0].emphasised)
    }

    @Test func aLongTitleForcesAStackWithCancelLast() throws {
        let l = try layout(
            #"{"ios": 18, "alert": {"title": "T", "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Save the document to iCloud Drive"}]}}"#
        )
        #expect(l.actionAxis == .vertical)
        #expect(l.actions[0].frame.y > l.actions[1].frame.y)  // cancel last
    }

    @Test func threeActionsStackInTheSystemThemeAndRowInThePlainTheme() throws {
        let actions = #"[{"title": "A"}, {"title": "B"}, {"title": "C"}]"#
        #expect(try layout(#"{"ios": 18, "alert": {"actions": \#(actions)}}"#).actionAxis == .vertical)
        #expect(try layout(#"{"ios": 18, "theme": "plain", "alert": {"actions": \#(actions)}}"#).actionAxis == .horizontal)
        #expect(
            try layout(#"{"ios": 18, "alert": {"actions": \#(actions), "actionLayout": "horizontal"}}"#).actionAxis == .horizontal)
        #expect(
            try layout(#"{"ios": 18, "alert": {"actions": [{"title": "A"}, {"title": "B"}], "actionLayout": "vertical"}}"#)
                .actionAxis == .vertical)
        #expect(try layout(#"{"ios": 18, "alert": {}}"#).actionAxis == nil)
    }

    @Test func hairlinesAreOneDevicePixel() throws {
        let l = try layout(#"{"ios": 18, "alert": {"title": "T", "actions": [{"title": "A"}, {"title": "B"}]}}"#)
        #expect(l.hairlines.count == 2)
        #expect(l.hairlines[0].height == 1.0 / 3 && l.hairlines[0].width == 270)
        #expect(l.hairlines[1].width == 1.0 / 3 && l.hairlines[1].height == 44)
    }

    @Test func accessoriesStackBetweenMessageAndActions() throws {
        let l = try layout(
            #"""
            {"ios": 18, "alert": {"title": "T", "message": "M", "textFields": [{"placeholder": "Name"}, {"placeholder": "Password", "secure": true}],
             "progress": {"value": 3, "total": 10}, "activityIndicator": true, "table": {"rows": ["Tokyo", "Osaka"]},
             "actions": [{"title": "OK"}]}}
            """#)
        let m = try #require(l.message)
        #expect(l.textFields.count == 2)
        // The plain card keeps one box per field, 4 pt apart.
        let plain = try layout(#"{"ios": 18, "theme": "plain", "alert": {"textFields": [{}, {}]}}"#)
        #expect(abs(plain.textFields[1].y - plain.textFields[0].maxY - 4) < 1e-9)
        #expect(l.textFields[0].y >= m.frame.maxY)
        // The system alert groups its fields in one box: each row starts where the previous ends.
        #expect(abs(l.textFields[1].y - l.textFields[0].maxY) < 1e-9 && l.textFields[0].height == 92.0 / 3)
        #expect(l.textFields[0].x == l.alert.x + 15 && l.textFields[0].width == 240)
        let p = try #require(l.progress)
        #expect(p.frame.y >= l.textFields[1].maxY && p.labelText == "3 / 10" && p.fraction == 0.3)
        let spinner = try #require(l.activityIndicator)
        #expect(spinner.y >= p.frame.maxY && spinner.width == 37)
        let table = try #require(l.table)
        #expect(table.frame.y >= spinner.maxY && table.rows.count == 2 && table.frame.height == 88)
        #expect(l.actions[0].frame.y > table.frame.maxY)
    }

    @Test func fixedHeightCentresShortContent() throws {
        let l = try layout(
            #"{"ios": 18, "theme": "plain", "alert": {"width": 216, "height": 174, "message": "Hi", "actions": [{"title": "A"}, {"title": "B"}, {"title": "C"}]}}"#
        )
        let m = try #require(l.message)
        // The content block (with its insets) sits in the middle of the room above the actions.
        let theme = Theme.plain
        let above = m.frame.y - l.alert.y - theme.contentTop
        let below = l.contentViewport.maxY - m.frame.maxY - theme.contentBottom
        #expect(above > 10 && abs(above - below) <= 1.0 / 3 + 1e-9)
        #expect(l.actionAxis == .horizontal && l.actions.count == 3)
    }

    @Test func offsetMovesTheAlertAndTheBackdropStillTiles() throws {
        let l = try layout(#"{"ios": 18, "theme": "plain", "alert": {"width": 300, "height": 300, "offset": [40, -120]}}"#)
        #expect(abs(l.alert.x - (140.0 / 3 + 40)) < 1e-9 && l.alert.y == 276 - 120)  // 139.5 px rounds half up
        #expect(l.backdrop.left.width == l.alert.x && l.backdrop.right.x == l.alert.maxX)
        #expect(l.backdrop.top.height == l.alert.y && l.backdrop.bottom.y == l.alert.maxY)
    }

    @Test func hitTestNamesRegionsAndDismissal() throws {
        let l = try layout(
            #"{"ios": 18, "theme": "plain", "backdrop": {"dismissOnTap": true}, "alert": {"width": 300, "height": 300, "textFields": [{}], "actions": [{"title": "OK"}, {"title": "No", "enabled": false}]}}"#
        )
        #expect(l.hitTest(x: 10, y: 10) == HitResult(region: .backdropTop, dismisses: true))
        #expect(l.hitTest(x: 10, y: 840) == HitResult(region: .backdropBottom, dismisses: true))
        #expect(l.hitTest(x: 5, y: l.alert.y + 5) == HitResult(region: .backdropLeft, dismisses: true))
        #expect(l.hitTest(x: 390, y: l.alert.y + 5) == HitResult(region: .backdropRight, dismisses: true))
        #expect(l.hitTest(x: l.alert.x + 2, y: l.alert.y + 2) == HitResult(region: .alert, dismisses: false))
        let f = l.textFields[0]
        #expect(l.hitTest(x: f.x + 1, y: f.y + 1) == HitResult(region: .textField(0), dismisses: false))
        let ok = l.actions[0].frame
        #expect(l.hitTest(x: ok.x + 1, y: ok.y + 1) == HitResult(region: .action(0), dismisses: true))
        let no = l.actions[1].frame
        #expect(l.hitTest(x: no.x + 1, y: no.y + 1) == HitResult(region: .action(1), dismisses: false))
        #expect(l.hitTest(x: -1, y: 5).region == .outside)
        #expect(l.hitTest(x: 393, y: 5).region == .outside)
        #expect(HitRegion.backdropLeft.description == "backdrop.left" && HitRegion.action(2).description == "action[2]")
    }

    @Test func layoutJSONHasTheShapeOfTheSpec() throws {
        let json = try layout(#"{"ios": 18, "alert": {"width": 270, "height": 174, "title": "T", "actions": [{"title": "OK"}]}}"#)
            .jsonString()
        #expect(json.contains(#""alert": {"x": 61.667, "y": 351.667, "width": 270, "height": 174}"#))
        for key in [
            "canvas", "backdrop", "top", "bottom", "left", "right", "title", "message", "textFields", "progress",
            "activityIndicator", "table", "actions", "actionAxis",
        ] {
            #expect(json.contains("\"\(key)\":"), "missing \(key)")
        }
        #expect(json.contains(#""message": null"#))
    }
}
