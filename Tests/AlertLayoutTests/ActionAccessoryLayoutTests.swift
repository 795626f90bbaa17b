import Testing

@testable import AlertLayout
@testable import AlertModel

/// Action images and checkmarks in their rows, the content view, and the alert without a title
/// (docs/themes.md "Action images and checkmarks", "Title-less alerts", "Content view").
@Suite struct ActionAccessoryLayoutTests {
    static let sheetActions =
        #""actions": [{"title": "Audio", "image": {"image": "phone.png"}, "checked": true}, {"title": "Video", "image": {"image": "video.png"}}, {"title": "Later"}, {"title": "Cancel", "style": "cancel"}]"#

    static func sheet(direction: String = "ltr", device: String = "iphone-15") throws -> AlertGeometry {
        try layout(
            #"{"ios": 18, "device": "\#(device)", "layoutDirection": "\#(direction)", "alert": {"preferredStyle": "actionSheet", "title": "Call", "source": {"x": 700, "y": 60, "width": 44, "height": 44}, \#(Self.sheetActions)}}"#
        )
    }

    @Test func aSheetRowHasItsImageLeadingAndItsCheckmarkTrailing() throws {
        let l = try Self.sheet()
        let row = l.actions[0].frame
        let image = try #require(l.actions[0].image)
        let check = try #require(l.actions[0].checkmark)
        #expect(image.x == row.x + 20 && image.width == 26 && image.height == 26)
        #expect(abs(image.y - (row.y + (57 - 26) / 2.0)) <= 1.0 / 3)
        #expect(check.width == 16 && check.height == 16)
        #expect(check.maxX == row.maxX - 12)
        #expect(abs((check.y + 8) - (row.y + row.height / 2)) <= 1.0 / 3)
        // The title stays centred, clear of both on both sides.
        #expect(abs((l.actions[0].accessoryReach ?? 0) - (20 + 26 + 8)) < 1e-9)
        #expect(l.actions[1].image != nil && l.actions[1].checkmark == nil)
        #expect(l.actions[2].image == nil && l.actions[2].checkmark == nil && l.actions[2].accessoryReach == nil)
    }

    @Test func rightToLeftMirrorsTheRow() throws {
        let ltr = try Self.sheet()
        let rtl = try Self.sheet(direction: "rtl")
        let row = rtl.actions[0].frame
        let image = try #require(rtl.actions[0].image)
        let check = try #require(rtl.actions[0].checkmark)
        #expect(image.maxX == row.maxX - 20 && check.x == row.x + 12)
        // Exactly the mirror image of the left-to-right row.
        let l = try #require(ltr.actions[0].image)
        #expect(abs((l.x - row.x) - (row.maxX - image.maxX)) < 1e-9 && l.y == image.y)
    }

    @Test func anIPadPopoverPlacesThemInItsRows() throws {
        let l = try Self.sheet(device: "ipad-10")
        let row = l.actions[1].frame
        #expect(l.actions[1].image?.x == row.x + 20)
        // The hidden cancel action has none.
        #expect(l.actions[3].hidden && l.actions[3].image == nil)
    }

    @Test func anAlertRowUsesTheAlertSizes() throws {
        let l = try layout(
            #"{"ios": 18, "alert": {"title": "Quality", "actions": [{"title": "High", "checked": true, "image": {"image": "hd.png"}}, {"title": "Low"}, {"title": "Cancel", "style": "cancel"}]}}"#
        )
        let row = l.actions[0].frame
        #expect(l.actions[0].image == Frame(x: row.x + 16, y: row.y + 11, width: 22, height: 22))
        #expect(l.actions[0].checkmark?.width == 14 && l.actions[0].checkmark?.maxX == row.maxX - 12)
    }

    @Test func theLayoutJSONNamesImagesAndCheckmarks() throws {
        let json = try Self.sheet().jsonString()
        #expect(json.contains(#""title": "Audio","#))
        #expect(json.components(separatedBy: #""image": {"#).count - 1 == 2)
        #expect(json.components(separatedBy: #""checked": true"#).count - 1 == 1)
        // An action without either has neither key.
        let plain = try layout(#"{"ios": 18, "alert": {"actions": [{"title": "OK"}]}}"#).jsonString()
        #expect(!plain.contains(#""checked""#) && !plain.contains(#""image""#))
    }

    static let chart = #""content": {"image": "chart.png", "width": 238, "height": 120}"#

    @Test func aContentViewSitsCentredBetweenTheTextAndTheActions() throws {
        let l = try layout(#"{"ios": 18, "alert": {"title": "Steps", "message": "This week", \#(Self.chart), "actions": [{"title": "OK"}]}}"#)
        let content = try #require(l.content)
        let message = try #require(l.message)
        #expect(content.width == 238 && content.height == 120)
        #expect(abs((content.x + content.width / 2) - (l.alert.x + l.alert.width / 2)) <= 1.0 / 3)
        #expect(content.y > message.frame.maxY && content.maxY < l.actions[0].frame.y)
        let json = l.jsonString()
        #expect(json.contains(#""content": {"#))
        // Text fields come after it.
        let fields = try layout(
            #"{"ios": 18, "alert": {"title": "Steps", \#(Self.chart), "textFields": [{}], "actions": [{"title": "OK"}]}}"#)
        #expect(try #require(fields.content).maxY < fields.textFields[0].y)
    }

    @Test func aWideContentViewIsCappedToTheCard() throws {
        let l = try layout(
            #"{"ios": 18, "alert": {"title": "Map", "content": {"image": "map.png", "width": 400, "height": 200}, "actions": [{"title": "OK"}]}}"#
        )
        let content = try #require(l.content)
        #expect(content.width == 270 && content.height == 135 && content.x == l.alert.x)
    }

    @Test func noContentIsNullInTheLayoutAndAbsentFromTheRecord() throws {
        let l = try layout(#"{"ios": 18, "alert": {"title": "T"}}"#)
        #expect(l.content == nil)
        #expect(l.jsonString().contains(#""content": null"#))
        #expect(!l.jsonString(recording: true).contains(#""content""#))
    }

    @Test func aTitlelessAlertSetsItsMessageAsATitle() throws {
        let theme = Theme.named(.system)
        let l = try layout(#"{"ios": 18, "alert": {"message": "Sign out of iCloud?", "actions": [{"title": "OK"}]}}"#)
        let message = try #require(l.message)
        #expect(message.style.size == theme.titleStyle.size && message.style.weight == theme.titleStyle.weight)
        #expect(message.style.lineHeight == theme.titleStyle.lineHeight)
        // At the title's first baseline, 36 pt below the card's top.
        let baseline = message.frame.y + ApproximateTextMeasurer().firstBaseline(style: message.style, scale: 3)
        #expect(abs(baseline - l.alert.y - 36) <= 1.0 / 3)
        // null is the same as absent.
        let null = try layout(#"{"ios": 18, "alert": {"title": null, "message": "Sign out of iCloud?", "actions": [{"title": "OK"}]}}"#)
        #expect(null.message?.style == message.style)
    }

    @Test func anEmptyTitleKeepsItsLineAndTheMessageItsStyle() throws {
        let theme = Theme.named(.system)
        let l = try layout(#"{"ios": 18, "alert": {"title": "", "message": "Sign out?", "actions": [{"title": "OK"}]}}"#)
        #expect(l.title != nil)
        #expect(l.message?.style.size == theme.messageStyle.size && l.message?.style.weight == theme.messageStyle.weight)
        // The plain card and a spec's own message style keep the message's style too.
        let plain = try layout(#"{"ios": 18, "theme": "plain", "alert": {"message": "Sign out?"}}"#)
        #expect(plain.message?.style.size == Theme.named(.plain).messageStyle.size)
        let own = try layout(#"{"ios": 18, "alert": {"message": "Sign out?", "messageStyle": {"size": 15}}}"#)
        #expect(own.message?.style.size == 15 && own.message?.style.weight != .semibold)
    }

    /// Images and checkmarks grow with Body, in both looks: 22 / 14 pt boxes at Large, x 40/17 at AX3.
    @Test(arguments: [18, 26])
    func imagesAndCheckmarksGrowWithDynamicType(ios: Int) throws {
        func boxes(_ size: String) throws -> (image: Double, check: Double) {
            let l = try layout(
                #"{"ios": \#(ios), "device": "iphone-16-pro", "contentSize": "\#(size)", "alert": {"title": "T", "actions": [{"title": "A", "image": {"image": "phone.png"}, "checked": true}]}}"#
            )
            return (try #require(l.actions[0].image).width, try #require(l.actions[0].checkmark).width)
        }
        let large = try boxes("large")
        let ax3 = try boxes("AX3")
        #expect(large.image == 22 && large.check == 14)
        #expect(abs(ax3.image - 22 * 40 / 17) <= 1.0 / 3 && abs(ax3.check - 14 * 40 / 17) <= 1.0 / 3, "\(ax3)")
    }
}
