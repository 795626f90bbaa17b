import AlertModel

/// Which action of a golden's layout is which action of a new render's, so that facts follow an
/// action rather than a place in the `actions` array: UIKit lays out Cancel and Send the same
/// whichever the spec lists first, so their order alone is no change.
///
/// Actions pair by identity (title, without trailing whitespace, and style) in order; the ones
/// left over pair by position, which keeps a renamed action comparable (`actions[0].title
/// "Cancel" -> "CanceI"`). A pair matched by identity whose title is unique on both sides is
/// named by its title (`actions["Send"]`), any other by its golden index (`actions[0]`); an
/// action only one side has (added or removed) by its title when no other action has it.
///
/// ```swift
/// let pairing = ActionPairing(goldenActions, newActions)
/// for (i, j) in pairing.pairs { print(pairing.oldLabels[i], "is", pairing.newLabels[j]) }
/// ```
struct ActionPairing {
    /// The golden's action at each first index and the new render's at each second.
    var pairs: [(old: Int, new: Int)] = []
    /// What facts call each golden action.
    var oldLabels: [String]
    /// What facts call each new action: a paired one is called as its golden partner.
    var newLabels: [String]

    init(_ old: [JSONValue], _ new: [JSONValue]) {
        let oldTitles = old.map(Self.title)
        let newTitles = new.map(Self.title)
        let oldIDs = old.indices.map { oldTitles[$0] + "\u{0}" + Self.style(old[$0]) }
        let newIDs = new.indices.map { newTitles[$0] + "\u{0}" + Self.style(new[$0]) }
        oldLabels = old.indices.map { "actions[\($0)]" }
        newLabels = new.indices.map { "actions[\($0)]" }
        var taken = Array(repeating: false, count: new.count)
        var partner = [Int?](repeating: nil, count: old.count)
        for i in old.indices {
            guard let j = new.indices.first(where: { !taken[$0] && newIDs[$0] == oldIDs[i] }) else { continue }
            taken[j] = true
            partner[i] = j
            let unique =
                oldTitles.filter { $0 == oldTitles[i] }.count == 1 && newTitles.filter { $0 == oldTitles[i] }.count == 1
            if unique { oldLabels[i] = "actions[\(JSONValue.quoted(oldTitles[i]))]" }
        }
        var free = new.indices.filter { !taken[$0] }[...]
        for i in old.indices where partner[i] == nil {
            guard let j = free.popFirst() else { break }
            partner[i] = j
        }
        for i in old.indices {
            guard let j = partner[i] else { continue }
            pairs.append((i, j))
            newLabels[j] = oldLabels[i]
        }
        // An action only one side has is named by its title when no other action on either side
        // has that title: `actions["Delete Account"] added` says which button came.
        func own(_ title: String) -> Bool {
            !title.isEmpty && oldTitles.filter { $0 == title }.count + newTitles.filter { $0 == title }.count == 1
        }
        for i in old.indices where partner[i] == nil && own(oldTitles[i]) {
            oldLabels[i] = "actions[\(JSONValue.quoted(oldTitles[i]))]"
        }
        for j in new.indices where !pairs.contains(where: { $0.new == j }) && own(newTitles[j]) {
            newLabels[j] = "actions[\(JSONValue.quoted(newTitles[j]))]"
        }
    }

    /// `key` with a leading `actions[i]` replaced by that action's label (`actions[1].border` →
    /// `actions["Send"].border`); any other key as it is.
    static func relabel(_ key: String, _ labels: [String]) -> String {
        guard key.hasPrefix("actions[") else { return key }
        let digits = key.dropFirst("actions[".count).prefix { $0.isNumber }
        let rest = key.dropFirst("actions[".count + digits.count)
        guard rest.hasPrefix("]"), let i = Int(digits), labels.indices.contains(i) else { return key }
        return labels[i] + rest.dropFirst()
    }

    /// Text as drawn: trailing spaces and line breaks draw nothing.
    static func drawnText(_ s: String) -> Substring {
        var end = s.endIndex
        while end > s.startIndex, s[s.index(before: end)].isWhitespace { end = s.index(before: end) }
        return s[..<end]
    }

    private static func title(_ action: JSONValue) -> String {
        guard case .string(let t)? = member(action, "title") else { return "" }
        return String(drawnText(t))
    }

    private static func style(_ action: JSONValue) -> String {
        guard case .string(let s)? = member(action, "style") else { return "" }
        return s
    }

    private static func member(_ v: JSONValue, _ key: String) -> JSONValue? {
        guard case .object(let members) = v else { return nil }
        return members.first { $0.key == key }?.value
    }
}
