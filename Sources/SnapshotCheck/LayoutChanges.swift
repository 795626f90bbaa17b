import AlertModel
import AlertRender

/// What changed between a golden's recorded metadata and a new render's, in words, one fact per
/// line: `message.lines 2 -> 3`, `alert.height 142.333 -> 158.667`,
/// `actions[1].title "Save" -> "Save all"`, `actions["Send"].frame.x 201.667 -> 62.667`,
/// `actionAxis horizontal -> vertical`, `platform ios -> android`, `android material3 -> appcompat`, and
/// `environment: FreeType 2.12.1 -> 2.13.2`.
///
/// Actions are compared by identity, not by their place in `actions` (see `ActionPairing`), and
/// texts without trailing whitespace: only what draws differently is a fact.
///
/// Structural facts (texts, line counts, styles, axis, item counts, frames that moved by more than
/// half a point) come first and fail a snapshot even when its pixels pass; variant and environment
/// facts explain a difference but never fail one on their own.
///
/// ```swift
/// let changes = LayoutChanges(golden: recorded, actual: metadata)
/// for line in changes.lines { print(line) }
/// if changes.isStructural { print("the layout changed") }
/// ```
public struct LayoutChanges: Sendable, Equatable {
    /// Texts, counts, styles, axis and frames, in the layout's own key order.
    public var structural: [String]
    /// Keys whose variant value differs (`variant appearance: light -> dark`).
    public var variant: [String]
    /// Library versions and font digests that differ (`environment: FreeType 2.12.1 -> 2.13.2`).
    public var environment: [String]

    /// Frame coordinates closer than this (in points) are the same frame.
    public static let frameTolerance = 0.5
    /// Facts listed at most in `lines`; the rest are counted.
    public static let maxLines = 12

    /// Compares the layout, variant and environment of two chunks.
    public init(golden: SnapshotMetadata, actual: SnapshotMetadata) {
        var structural: [String] = []
        let old = try? JSONParser.parse(Array(golden.layout.utf8))
        let new = try? JSONParser.parse(Array(actual.layout.utf8))
        if let old, let new {
            // The scene's record (`drawn`) is compared on its own, in the words of the spec's keys;
            // a golden recorded before the record existed has none, and is judged by its layout.
            let (oldLayout, oldDrawn) = Self.splitDrawn(old)
            let (newLayout, newDrawn) = Self.splitDrawn(new)
            // Whose dialog and the look first, in words (`platform ios -> android`, `android
            // material3 -> appcompat`, `ios 18 -> 26`): they explain every other fact. A record
            // without `platform` is iOS's; one without `ios` is the iOS 18 look, which recorded
            // neither key. A change of platform says it alone: the other platform's generation and
            // presentation are not a change of their own.
            let (oldLook, oldCore) = Self.splitLook(oldLayout)
            let (newLook, newCore) = Self.splitLook(newLayout)
            if oldLook.platform != newLook.platform {
                structural.append("platform \(oldLook.platform) -> \(newLook.platform)")
            } else {
                if let a = oldLook.android, let b = newLook.android, a != b {
                    structural.append("android \(a) -> \(b)")
                }
                if oldLook.platform == Platform.ios.rawValue && oldLook.ios != newLook.ios {
                    structural.append("ios \(oldLook.ios) -> \(newLook.ios)")
                }
                if oldLook.presentation != newLook.presentation {
                    structural.append("presentation \(oldLook.presentation) -> \(newLook.presentation)")
                }
            }
            Self.compare(oldCore, newCore, path: "", into: &structural)
            if let oldDrawn, let newDrawn {
                let pairing = ActionPairing(Self.actions(oldCore), Self.actions(newCore))
                structural += DrawnRecord.facts(oldDrawn, newDrawn, actions: pairing)
            }
        } else if golden.layout != actual.layout {
            structural.append("layout: unreadable")
        }
        self.structural = Self.prioritized(structural)
        variant = Self.entries(golden.variant, actual.variant, label: "variant")
        environment = Self.entries(golden.environment, actual.environment, label: "environment")
    }

    /// Whether the layout itself changed (what fails a snapshot whose pixels pass).
    public var isStructural: Bool { !structural.isEmpty }
    /// Whether nothing at all changed.
    public var isEmpty: Bool { structural.isEmpty && variant.isEmpty && environment.isEmpty }

    /// Every fact, structural first, at most `maxLines`, then `… and N more changes`; an
    /// environment-only change says so.
    public var lines: [String] {
        var all = structural + variant + environment
        if structural.isEmpty && variant.isEmpty && !environment.isEmpty {
            all.insert("only the environment changed (same layout, other library or font versions)", at: 0)
        }
        guard all.count > Self.maxLines else { return all }
        return Array(all.prefix(Self.maxLines)) + ["… and \(all.count - Self.maxLines) more changes"]
    }

    /// Texts, counts, styles and the axis before geometry; the backdrop rectangles last (they only
    /// follow the alert's frame).
    static func prioritized(_ facts: [String]) -> [String] {
        func rank(_ fact: String) -> Int {
            if fact.hasPrefix("backdrop.") { return 3 }
            // An action's title in its name (`actions["Send"].frame.x`) is no text change.
            let said = afterActionName(fact)
            if fact.contains(" items") || said.contains("\"") || fact.contains(".lines ") || fact.contains(".style ")
                || fact.hasPrefix("actionAxis ") || fact.hasPrefix("contentScrolls ") || fact.contains("null")
                || fact.hasPrefix("ios ") || fact.hasPrefix("presentation ") || fact.hasPrefix("platform ")
                || fact.hasPrefix("android ")
            {
                return 0
            }
            if fact.hasPrefix("canvas.") { return 1 }
            return 2
        }
        return facts.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(
            \.element)
    }

    /// `fact` after a leading `actions["title"]`, or all of it.
    static func afterActionName(_ fact: String) -> Substring {
        guard fact.hasPrefix("actions[\"") else { return fact[...] }
        var escaped = false
        var i = fact.index(fact.startIndex, offsetBy: "actions[\"".count)
        while i < fact.endIndex {
            let c = fact[i]
            if !escaped && c == "\"" { return fact[fact.index(after: i)...] }
            escaped = !escaped && c == "\\"
            i = fact.index(after: i)
        }
        return fact[...]
    }

    /// The layout's `actions`, or none.
    static func actions(_ layout: JSONValue) -> [JSONValue] {
        guard case .object(let members) = layout, case .array(let items)? = members.first(where: { $0.key == "actions" })?.value
        else { return [] }
        return items
    }

    /// Whose dialog a layout records and in which look.
    struct Look: Equatable {
        /// `platform`: `ios` when the record has none.
        var platform = Platform.ios.rawValue
        /// `android`, the Android dialog; nil on iOS.
        var android: String? = nil
        /// `ios`: 18 when the record has none.
        var ios = "18"
        /// `presentation`, or the one the layout's keys imply.
        var presentation = "alert"
    }

    /// The layout's `platform`, `android`, `ios` and `presentation` (iOS, 18 and the presentation
    /// its keys imply when it has none) and the layout without them.
    static func splitLook(_ value: JSONValue) -> (look: Look, rest: JSONValue) {
        guard case .object(let members) = value else { return (Look(), value) }
        var look = Look()
        if case .string(let p)? = members.first(where: { $0.key == "platform" })?.value { look.platform = p }
        if case .string(let a)? = members.first(where: { $0.key == "android" })?.value { look.android = a }
        var ios = "18"
        if case .number(let n)? = members.first(where: { $0.key == "ios" })?.value { ios = number(n) }
        var presentation = "alert"
        if case .string(let p)? = members.first(where: { $0.key == "presentation" })?.value {
            presentation = p
        } else if case .string("actionSheet")? = members.first(where: { $0.key == "preferredStyle" })?.value {
            let popover = members.first(where: { $0.key == "popover" })?.value
            presentation = popover == nil || popover == .null ? "sheet" : "popover"
        }
        let looks: Set<String> = ["platform", "android", "ios", "presentation"]
        let rest = members.filter { !looks.contains($0.key) }
        look.ios = ios
        look.presentation = presentation
        return (look, .object(rest))
    }

    /// The layout without its `drawn` member, and that member.
    static func splitDrawn(_ value: JSONValue) -> (JSONValue, JSONValue?) {
        guard case .object(let members) = value else { return (value, nil) }
        return (.object(members.filter { $0.key != "drawn" }), members.first { $0.key == "drawn" }?.value)
    }

    private static func compare(_ a: JSONValue, _ b: JSONValue, path: String, into facts: inout [String]) {
        switch (a, b) {
        case (.object(let x), .object(let y)):
            for (key, value) in x {
                let sub = path.isEmpty ? key : "\(path).\(key)"
                if let other = y.first(where: { $0.key == key })?.value {
                    compare(value, other, path: sub, into: &facts)
                } else {
                    facts.append("\(sub) removed")
                }
            }
            for (key, _) in y where !x.contains(where: { $0.key == key }) {
                facts.append("\(path.isEmpty ? key : "\(path).\(key)") added")
            }
        case (.array(let x), .array(let y)):
            if x.count != y.count { facts.append("\(path): \(x.count) -> \(y.count) items") }
            if path == "actions" {
                let pairing = ActionPairing(x, y)
                for (i, j) in pairing.pairs { compare(x[i], y[j], path: pairing.oldLabels[i], into: &facts) }
            } else {
                for i in 0..<min(x.count, y.count) { compare(x[i], y[i], path: "\(path)[\(i)]", into: &facts) }
            }
        case (.number(let x), .number(let y)):
            // Line counts and canvas sizes are whole numbers: any change counts; frames within half a point do not.
            let whole = path.hasSuffix(".lines") || path.hasPrefix("canvas.")
            if whole ? x != y : abs(x - y) > frameTolerance {
                facts.append("\(path) \(number(x)) -> \(number(y))")
            }
        case (.string(let x), .string(let y)):
            if ActionPairing.drawnText(x) != ActionPairing.drawnText(y) {
                // Enumerations read as words; texts are quoted so a changed letter shows.
                let words = path.hasSuffix(".style") || path == "actionAxis"
                facts.append(
                    words ? "\(path) \(x) -> \(y)" : "\(path) \(JSONValue.quoted(x)) -> \(JSONValue.quoted(y))")
            }
        case (.bool(let x), .bool(let y)):
            if x != y { facts.append("\(path) \(x) -> \(y)") }
        case (.null, .null):
            break
        default:
            facts.append("\(path) \(describe(a)) -> \(describe(b))")
        }
    }

    private static func describe(_ v: JSONValue) -> String {
        switch v {
        case .null: return "null"
        case .bool(let b): return "\(b)"
        case .number(let n): return number(n)
        case .string(let s): return JSONValue.quoted(s)
        case .array(let items): return "\(items.count) items"
        case .object: return "set"
        }
    }

    /// A number as facts show it: whole numbers without a point, others to a thousandth.
    static func number(_ d: Double) -> String {
        if d == d.rounded(), abs(d) < 1e15 { return String(Int(d)) }
        return String((d * 1000).rounded() / 1000)
    }

    private static func entries(_ a: [SnapshotMetadata.Entry], _ b: [SnapshotMetadata.Entry], label: String)
        -> [String]
    {
        var facts: [String] = []
        for e in a {
            if let other = b.first(where: { $0.key == e.key }) {
                if other.value != e.value {
                    facts.append("\(label): \(e.key) \(short(e.value)) -> \(short(other.value))")
                }
            } else {
                facts.append("\(label): \(e.key) \(short(e.value)) -> none")
            }
        }
        for e in b where !a.contains(where: { $0.key == e.key }) {
            facts.append("\(label): \(e.key) none -> \(short(e.value))")
        }
        return facts
    }

    /// Digests shortened to 12 hex digits; versions as they are.
    private static func short(_ value: String) -> String {
        value.count == 64 && value.allSatisfy(\.isHexDigit) ? String(value.prefix(12)) : value
    }
}
