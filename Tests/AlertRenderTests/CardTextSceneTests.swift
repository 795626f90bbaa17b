import AlertLayout
import AlertModel
import AlertRender
import Testing

/// A text the layout places on the card by itself is drawn by the scene (which lint and the
/// golden's record read) and listed in the layout JSON, with no code of its own there.
@Suite struct CardTextSceneTests {
    @Test func aCardTextIsDrawnAndListedUnderItsElementName() throws {
        let spec = try AlertSpec.decode(Array(#"{"ios": 18, "appearance": "dark", "alert": {"title": "Hi"}}"#.utf8)).resolved()
        var layout = AlertGeometry.make(spec: spec, measurer: ApproximateTextMeasurer())
        let without = layout.jsonString(recording: true)
        var block = try #require(layout.title)
        block.frame = Frame(x: 280, y: 400, width: 30, height: 16)
        layout.cardTexts = [CardText(element: "badge", string: "New", block: block, color: .named(.systemRed))]
        let drawn = try #require(Scene(spec: spec, layout: layout).texts.first { $0.element == "badge" })
        #expect(drawn.string == "New" && drawn.frame == block.frame)
        #expect(drawn.color == ColorValue.named(.systemRed).resolved(.dark))
        #expect(drawn.color != ColorValue.named(.systemRed).resolved(.light))
        let json = layout.jsonString(recording: true)
        #expect(json.contains(#""badge": {"#) && json.contains(#""frame": {"x": 280, "y": 400, "width": 30, "height": 16}"#))
        #expect(!without.contains("badge"))
    }
}
