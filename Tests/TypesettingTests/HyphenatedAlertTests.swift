import AlertLayout
import AlertModel
import Foundation
import Testing

@testable import Typesetting

/// A whole German alert at AX5 (Fixtures/system-hyphenation-de-ax5.json): laid out with the
/// typesetter, its labels hyphenate at the patterns' points where a word-broken line would be
/// under 30 % full, and the layout counts the hyphenated lines.
@Suite struct HyphenatedAlertTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/system-hyphenation-de-ax5.json").path

    func lines(_ json: String) throws -> (title: [String], message: [String], layout: AlertGeometry) {
        let spec = try AlertSpec.decode(Array(json.utf8), file: "t.json").resolved()
        let t = try typesetter()
        let layout = AlertGeometry.make(spec: spec, measurer: t)
        let title = try #require(layout.title), message = try #require(layout.message)
        func shown(_ text: String?, _ block: TextBlock) -> [String] {
            t.layout(text ?? "", style: block.style, maxWidth: block.frame.width, scale: spec.scale).lines.map(\.text)
        }
        return (shown(spec.title, title), shown(spec.message, message), layout)
    }

    @Test(arguments: [18, 26])
    func germanAtAX5(ios: Int) throws {
        let json = try String(contentsOfFile: Self.fixture, encoding: .utf8)
            .replacingOccurrences(of: #""ios": 18"#, with: #""ios": \#(ios)"#)
        let (title, message, layout) = try lines(json)
        // "Zahlungsbestätigung" is wider than the line: hyphenated at pattern points, never
        // between any two letters; "Der" alone would fill under 30 %, so "Gesamtbetrag" is split.
        #expect(title.first == "Zahlungs-", "\(title)")
        #expect(title.allSatisfy { $0 == title.last || $0.hasSuffix("-") }, "\(title)")
        #expect(title.map { $0.hasSuffix("-") ? String($0.dropLast()) : $0 }.joined() == "Zahlungsbestätigung")
        #expect(message.first == "Der Gesamt-", "\(message)")
        #expect(layout.title?.lines == title.count && layout.message?.lines == message.count)
        // English patterns or none: the same German text is broken elsewhere.
        let japanese = try lines(json.replacingOccurrences(of: #""locale": "de""#, with: #""locale": "ja""#))
        #expect(japanese.message.first != "Der Gesamt-")
    }
}
