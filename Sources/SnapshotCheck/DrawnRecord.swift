import AlertModel

/// Facts from two records of what was drawn (`Scene.recordJSON`, the chunk layout's `drawn`), in
/// the words of the spec's keys: `title "Rename Iceland" -> "Rename lceland"`,
/// `titleStyle.color #FF5A36 -> #FF7A36`, `actions["Send"].fill #FF5A36 -> #FF7A36`,
/// `alert.cornerRadius 16 -> 14`, `separator.count 2 -> 3`. Every value is compared exactly: a colour one level off, or a size
/// a tenth of a point off, is a change of the design. Two exceptions, as nothing draws differently:
/// an action's elements are named by the layout's `ActionPairing` (`actions["Send"].fill`), so a
/// reordered `actions` compares each action with itself, and a text's trailing whitespace is no change.
enum DrawnRecord {
    static func facts(_ old: JSONValue, _ new: JSONValue, actions: ActionPairing) -> [String] {
        var facts: [String] = []
        let old = relabeled(old, actions.oldLabels)
        let new = relabeled(new, actions.newLabels)
        // Texts: the string under the element's own name, the style under the spec key that sets
        // it. Action titles are already facts of the layout (`actions[1].title`).
        pairs(member(old, "texts"), member(new, "texts"), into: &facts) { element, a, b, facts in
            // `titleStyle.color`, `messageStyle.size`, `actions[1].title.color`, `textFields[0].color`.
            let style =
                element == "title" || element == "message"
                ? element + "Style" : element.hasPrefix("actions[") ? element + ".title" : element
            for (key, x, y) in changedMembers(a, b) {
                if key == "string" {
                    if case (.string(let p), .string(let q)) = (x, y), ActionPairing.drawnText(p) == ActionPairing.drawnText(q) {
                        continue
                    }
                    if !element.hasPrefix("actions[") { facts.append("\(element) \(show(x, quoted: true)) -> \(show(y, quoted: true))") }
                } else {
                    facts.append("\(style).\(key) \(show(x)) -> \(show(y))")
                }
            }
        }
        pairs(member(old, "shapes"), member(new, "shapes"), into: &facts) { element, a, b, facts in
            for (key, x, y) in changedMembers(a, b) { facts.append("\(element).\(key) \(show(x)) -> \(show(y))") }
        }
        for name in ["shadow", "icon", "backdrop"] {
            let a = member(old, name) ?? .null
            let b = member(new, name) ?? .null
            switch (a, b) {
            case (.object, .object):
                for (key, x, y) in changedMembers(a, b) { facts.append("\(name).\(key) \(show(x)) -> \(show(y))") }
            default:
                if a != b { facts.append("\(name) \(show(a)) -> \(show(b))") }
            }
        }
        return facts
    }

    /// The record in words, for `alertsnap explain`: each text with its font, weight, size and
    /// colour, each shape with its fill or stroke and corner, the shadow, icon tint and backdrop.
    static func lines(_ drawn: JSONValue) -> [String] {
        var out: [String] = []
        func values(_ v: JSONValue, skipping: Set<String> = []) -> String {
            guard case .object(let m) = v else { return show(v) }
            return m.filter { !skipping.contains($0.key) }.map { "\($0.key) \(show($0.value))" }.joined(separator: ", ")
        }
        if case .object(let texts)? = member(drawn, "texts") {
            for (element, t) in texts {
                let string = member(t, "string").map { show($0, quoted: true) } ?? "?"
                out.append("\(element) \(string): \(values(t, skipping: ["string"]))")
            }
        }
        if case .object(let shapes)? = member(drawn, "shapes") {
            for (element, shape) in shapes { out.append("\(element): \(values(shape))") }
        }
        for name in ["shadow", "icon", "backdrop"] {
            if let v = member(drawn, name), v != .null { out.append("\(name): \(values(v))") }
        }
        return out
    }

    /// The record with its `texts` and `shapes` elements `actions[i]...` named by `labels`.
    private static func relabeled(_ drawn: JSONValue, _ labels: [String]) -> JSONValue {
        guard case .object(let members) = drawn else { return drawn }
        return .object(
            members.map { m in
                guard m.key == "texts" || m.key == "shapes", case .object(let elements) = m.value else { return m }
                return (m.key, .object(elements.map { (ActionPairing.relabel($0.key, labels), $0.value) }))
            })
    }

    /// Calls `body` for each element both objects hold; one fact for each element only one holds.
    private static func pairs(
        _ a: JSONValue?, _ b: JSONValue?, into facts: inout [String],
        _ body: (String, JSONValue, JSONValue, inout [String]) -> Void
    ) {
        guard case .object(let x)? = a, case .object(let y)? = b else { return }
        for (key, value) in x {
            if let other = y.first(where: { $0.key == key })?.value {
                body(key, value, other, &facts)
            } else {
                facts.append("\(key) removed")
            }
        }
        for (key, _) in y where !x.contains(where: { $0.key == key }) { facts.append("\(key) added") }
    }

    /// The members whose values differ (a member one side lacks counts as `null` there).
    private static func changedMembers(_ a: JSONValue, _ b: JSONValue) -> [(String, JSONValue, JSONValue)] {
        guard case .object(let x) = a, case .object(let y) = b else { return [] }
        var out: [(String, JSONValue, JSONValue)] = []
        for (key, value) in x {
            let other = y.first(where: { $0.key == key })?.value ?? .null
            if other != value { out.append((key, value, other)) }
        }
        for (key, value) in y where !x.contains(where: { $0.key == key }) { out.append((key, .null, value)) }
        return out
    }

    private static func member(_ v: JSONValue, _ key: String) -> JSONValue? {
        guard case .object(let members) = v else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// Colours, names and numbers as they are; texts quoted so a changed letter shows.
    private static func show(_ v: JSONValue, quoted: Bool = false) -> String {
        switch v {
        case .null: return "none"
        case .bool(let b): return "\(b)"
        case .number(let n): return LayoutChanges.number(n)
        case .string(let s): return quoted ? JSONValue.quoted(s) : s
        case .array(let items): return "[" + items.map { show($0) }.joined(separator: ", ") + "]"
        case .object: return "set"
        }
    }
}
