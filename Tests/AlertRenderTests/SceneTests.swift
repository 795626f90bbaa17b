import AlertLayout
import AlertModel
import AlertRender
import Foundation
import Raster
import Testing

/// The scene is the one description of what an alert draws: the painter executes it, lint reads
/// its texts and the golden records it.
@Suite struct SceneTests {
    static let json = """
        {"ios": 18, "canvas": {"width": 300, "height": 300, "scale": 2},
         "safeArea": {"top": 0, "bottom": 0, "left": 0, "right": 0},
         "theme": "plain", "alert": {"title": "Rename", "message": "Choose a name.", "cornerRadius": 12,
         "border": {"color": "#FF0000", "width": 2},
         "textFields": [{"placeholder": "Name"}],
         "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "OK", "enabled": false}]}}
        """

    @Test func textsCarryTheirElementStringStyleAndColour() throws {
        let spec = try resolve(Self.json)
        let scene = sharedRenderer.scene(spec)
        #expect(scene.texts.map(\.element) == ["title", "message", "textFields[0]", "actions[0]", "actions[1]"])
        let title = try #require(scene.texts.first)
        #expect(title.string == "Rename")
        #expect(title.style == sharedRenderer.layout(spec).title?.style)
        #expect(title.style.weight == .bold)
        #expect(title.color == spec.theme.colors.title.resolved(spec.appearance))
        // The placeholder is drawn when the field is empty; the disabled action is faded.
        #expect(scene.texts[2].string == "Name")
        #expect(scene.texts[4].enabled == false && scene.texts[4].isAction)
        #expect(scene.texts[4].color.a < scene.texts[3].color.a)
        // An action's title box is centred in its row, inside the row.
        let layout = sharedRenderer.layout(spec)
        let row = layout.actions[0].frame
        let box = scene.texts[3].frame
        #expect(box.y >= row.y && box.maxY <= row.maxY)
        #expect(abs((box.y - row.y) - (row.maxY - box.maxY)) <= 1)
    }

    @Test func itemsComeInPaintingOrderWithBalancedClips() throws {
        let scene = sharedRenderer.scene(try resolve(Self.json))
        var depth = 0
        var kinds: [String] = []
        for item in scene.items {
            switch item {
            case .beginClip: depth += 1
            case .endClip: depth -= 1
            case .shadow: kinds.append("shadow")
            case .fill(let f): kinds.append("fill \(f.element)")
            case .stroke(let s): kinds.append("stroke \(s.element)")
            case .text(let t): kinds.append("text \(t.element)")
            default: break
            }
            #expect(depth >= 0)
        }
        #expect(depth == 0)
        // The shadow under the card, the card under its border, the border under the content.
        #expect(Array(kinds.prefix(3)) == ["shadow", "fill alert", "stroke alert.border"])
        let field = try #require(kinds.firstIndex(of: "fill textFields"))
        let fieldText = try #require(kinds.firstIndex(of: "text textFields[0]"))
        #expect(field < fieldText)
    }

    @Test func withoutTextKeepsEverythingButText() throws {
        let spec = try resolve(Self.json)
        let scene = sharedRenderer.scene(spec)
        let background = scene.withoutText()
        #expect(background.texts.isEmpty)
        #expect(background.items.count == scene.items.count - scene.texts.count)
        // The text-free render is the scene without text: the title's pixels are the card's.
        let plain = try sharedRenderer.renderWithoutText(spec)
        let full = try sharedRenderer.render(spec)
        let t = scene.texts[0].frame
        var differ = 0
        for y in Int(t.y * 2)..<Int(t.maxY * 2) {
            for x in Int(t.x * 2)..<Int(t.maxX * 2) where plain.pixel(x: x, y: y) != full.pixel(x: x, y: y) {
                differ += 1
            }
        }
        #expect(differ > 0)
    }

    @Test func theRecordListsTextsAndShapesDeterministically() throws {
        let spec = try resolve(Self.json)
        let record = sharedRenderer.scene(spec).recordJSON
        #expect(record == sharedRenderer.scene(spec).recordJSON)
        #expect(record.contains(#""title":{"string":"Rename","font":"Inter""#), "\(record)")
        #expect(record.contains(##""alert.border":{"color":"#FF0000","width":2"##), "\(record)")
        #expect(record.contains(#""cornerRadius":12"#), "\(record)")
        // The chunk's layout is the layout JSON with the record under "drawn".
        let chunk = sharedRenderer.layoutRecord(spec)
        #expect(chunk.hasSuffix(",\"drawn\":" + record + "}"))
    }
}
