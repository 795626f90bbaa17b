import AlertModel
import Testing

@testable import AlertRender

/// A property a new key adds at the end of ResolvedSpec stays out of the golden's `spec` digest
/// while a spec does not use it, with no list to extend.
@Suite struct LateSpecPropertyDigestTests {
    struct Shape {
        var recorded = 1
        var anchor = "a"
        var badge: String? = nil
        var rows: [Int] = []
        var shown = false
        var used: String? = "x"
        var count = 0
    }

    @Test func unsetPropertiesAfterTheAnchorAreLeftOut() {
        let patterns = ResolvedSpec.unsetLateProperties(of: Shape(), after: "anchor").map { String(decoding: $0, as: UTF8.self) }
        #expect(patterns == [", badge: nil", ", rows: []", ", shown: false"])
        #expect(ResolvedSpec.unsetLateProperties(of: Shape(), after: "missing").isEmpty)
        let text = String(reflecting: Shape())
        let kept = String(
            decoding: ResolvedSpec.removing(ResolvedSpec.unsetLateProperties(of: Shape(), after: "anchor"), from: Array(text.utf8)),
            as: UTF8.self)
        #expect(kept.hasSuffix(#"Shape(recorded: 1, anchor: "a", used: Optional("x"), count: 0)"#))
    }

    /// What `unsetLateProperties` tells from a value's shape is what printing it would say.
    @Test func unsetTextIsTheReflectedTextOfUnsetValues() {
        let values: [Any] = [
            Optional<String>.none as Any, Optional("x") as Any, Optional<Bool>.some(false) as Any,
            Optional<Int?>.some(nil) as Any, [Int](),
            [1], Set<String>(), Set(["a"]), [String: Int](), ["a": 1], false, true, "", "nil", 0, 0.0,
            CropMode.screen, [Optional<Int>.none],
        ]
        for value in values {
            let printed = String(reflecting: value)
            let expected = ["nil", "[]", "false"].contains(printed) ? printed : nil
            #expect(ResolvedSpec.unsetText(value) == expected, "\(printed)")
        }
    }

    @Test func theAnchorIsResolvedSpecsLastRecordedProperty() throws {
        let spec = try AlertSpec().resolved()
        let labels = Mirror(reflecting: spec).children.compactMap(\.label)
        #expect(labels.contains(ResolvedSpec.lastRecordedProperty))
    }
}
