/// One key of a spec file, declared once: what the decoder accepts there (the keys beside it, the
/// range of a number), what a spec built in Swift is checked against, whether it names a file,
/// whether an action sheet takes it, and what `alertsnap schema` and docs/spec.md say about it.
/// `SpecKey.table` lists them all.
public struct SpecKey: Sendable {
    /// Where the key sits: `alert.width`, `alert.actions[].style` (`[]`: every element of an array).
    public let path: String
    /// The values it takes.
    public let kind: SpecValueKind
    /// Where its value comes from when the key is absent, in words (`the theme's`, `the device's`).
    public let defaultValue: String
    /// What the key does, one line.
    public let doc: String
    /// A valid value, as JSON.
    public let example: String
    /// The name of the shape it shares with other keys (`insets`, `textStyle`): one `$defs` entry
    /// of the schema describes them all.
    public let shape: String?
    /// The message when an action sheet gives the key, nil when sheets take it.
    public let sheetRefusal: String?

    /// The key's numbers in a spec built in Swift, for the range check (a pair's two values in order).
    let swiftValues: (@Sendable (AlertSpec) -> [Double?])?
    /// The key path of the key in a spec built in Swift when it is given (for the sheet refusal).
    let given: (@Sendable (AlertSpec) -> String?)?
    /// The files a resolved spec reads because of this key, keyed as goldens record them.
    let files: (@Sendable (ResolvedSpec) -> [(key: String, path: String)])?
    /// Where a plain key's value lives, which decodes, checks and resolves it; nil for a key the
    /// decoder and the resolver handle in code of their own.
    let binding: SpecBinding?

    init(
        _ path: String, _ kind: SpecValueKind, default defaultValue: String = "none", _ doc: String,
        example: String, shape: String? = nil, sheetRefusal: String? = nil,
        swiftValues: (@Sendable (AlertSpec) -> [Double?])? = nil, given: (@Sendable (AlertSpec) -> String?)? = nil,
        files: (@Sendable (ResolvedSpec) -> [(key: String, path: String)])? = nil, binding: SpecBinding? = nil
    ) {
        self.path = path
        self.kind = kind
        self.defaultValue = defaultValue
        self.doc = doc
        self.example = example
        self.shape = shape
        self.sheetRefusal = sheetRefusal
        self.swiftValues = swiftValues ?? binding?.numbers
        self.given = given ?? binding.map { binding in { @Sendable spec in binding.isSet(spec) ? path : nil } }
        self.files = files
        self.binding = binding
    }

    /// The path of the object the key is a member of (`alert.actions[]` for `alert.actions[].style`),
    /// "" at the top level.
    public var parent: String {
        guard let dot = path.lastIndex(of: ".") else { return "" }
        return String(path[..<dot])
    }

    /// The key's own name (`style`).
    public var name: String {
        guard let dot = path.lastIndex(of: ".") else { return path }
        return String(path[path.index(after: dot)...])
    }

    /// Whether the key's string values are file paths relative to the file that names them.
    public var isPathLike: Bool { kind.namesFile }
}

/// The values a spec key takes.
///
/// Only the cases that hold a kind are `indirect`: an enum indirect in every case keeps its case in
/// the spare high bits of the box pointer, and LeakSanitizer, not taking such a word for a pointer,
/// reports everything `SpecKey.table` holds as leaked (scripts/sanitizers/lsan-tagged-pointer.swift).
/// With a payload of plain numbers among the cases, the case has a byte of its own.
public enum SpecValueKind: Sendable {
    /// An object whose members are the keys below it in `SpecKey.table`; any other member is refused.
    case object
    /// A string (`nonEmpty`: "" is refused).
    case string(nonEmpty: Bool)
    /// A path to a file, relative to the file that names it.
    case file
    /// A finite number in `range`; `exclusiveLower` refuses the lower bound itself.
    case number(ClosedRange<Double>, exclusiveLower: Bool)
    /// A whole number in `range`.
    case integer(ClosedRange<Double>)
    /// `true` or `false`.
    case bool
    /// One of these strings.
    case choice([String])
    /// One of these numbers (`ios`: 18 or 26).
    case numberChoice([Double])
    /// A colour: `#RGB`, `#RRGGBB`, `#RRGGBBAA`, a system name, a name from `colors`, `{r, g, b, a}`
    /// or `{light, dark}`.
    case color
    /// A text: a string, or a catalog key `{"key", "args"}`.
    case text
    /// `[x, y]` in points, each within ±`limit`.
    case pair(limit: Double)
    /// An array; its elements are described by the key at the path with `[]` appended.
    case array(maxItems: Int?)
    /// An object of names, each value of `value`'s kind: `names` when the names are a fixed set
    /// (`lint.rules`' rule names), else names the spec chooses (`colors`).
    indirect case map(SpecValueKind, names: [String]? = nil)
    /// Any of these.
    case oneOf([SpecValueKind])
    /// `null` (none, overriding the default) or the value.
    indirect case nullable(SpecValueKind)

    /// Whether a string of this kind names a file.
    var namesFile: Bool {
        switch self {
        case .file: return true
        case .oneOf(let kinds): return kinds.contains { $0.namesFile }
        case .nullable(let kind): return kind.namesFile
        default: return false
        }
    }
}

extension SpecKey {
    /// The descriptors by path.
    private static let byPath: [String: SpecKey] = Dictionary(uniqueKeysWithValues: table.map { ($0.path, $0) })
    /// The member names of each object path, in table order.
    private static let membersByParent: [String: [String]] = {
        var out: [String: [String]] = [:]
        for key in table { out[key.parent, default: []].append(key.name) }
        return out
    }()

    /// The key at `path` (`alert.actions[].style`), nil when there is none.
    public static func named(_ path: String) -> SpecKey? { byPath[path] }

    /// The names an object at `path` takes (`""` for the top level), in table order.
    public static func members(of path: String) -> [String] { membersByParent[path] ?? [] }

    /// `path` with every array index written `[]`: `alert.actions[2].style` -> `alert.actions[].style`.
    static func pattern(of path: String) -> String {
        guard path.contains("[") else { return path }
        var out = ""
        var inIndex = false
        for c in path {
            if c == "[" {
                inIndex = true
                out.append("[")
            } else if c == "]" {
                inIndex = false
                out.append("]")
            } else if !inIndex {
                out.append(c)
            }
        }
        return out
    }

    /// The range a number key takes; a key the table gives no range is a programming error.
    static func numberRange(_ path: String) -> (range: ClosedRange<Double>, exclusiveLower: Bool) {
        switch named(path)?.kind {
        case .number(let range, let exclusiveLower)?: return (range, exclusiveLower)
        case .integer(let range)?: return (range, false)
        case .pair(let limit)?: return (-limit...limit, false)
        case .oneOf(let kinds)?:
            for kind in kinds {
                if case .integer(let range) = kind { return (range, false) }
            }
            preconditionFailure("\(path) is not a number key of SpecKey.table")
        default: preconditionFailure("\(path) is not a number key of SpecKey.table")
        }
    }

    /// The keys whose strings are file paths, as member paths (`["alert", "icon", "image"]`;
    /// `fonts[]` is every element of `fonts`).
    static let pathLikePaths: [[String]] = table.filter(\.isPathLike).map { $0.path.split(separator: ".").map(String.init) }

    /// Goldens list their input files in this order (the order they were first recorded in); a
    /// key not named here comes after them, in table order.
    private static let recordedInputOrder = ["presenting.image", "alert.icon.image", "fonts", "extends", "strings"]

    /// Every file a render of `spec` reads besides the bundled fonts, keyed by the spec key that
    /// names it, from the keys' `files`.
    public static func inputFiles(of spec: ResolvedSpec) -> [(key: String, path: String)] {
        let keys = table.filter { $0.files != nil }.enumerated().sorted { a, b in
            let ra = recordedInputOrder.firstIndex(of: a.element.path) ?? recordedInputOrder.count
            let rb = recordedInputOrder.firstIndex(of: b.element.path) ?? recordedInputOrder.count
            return ra != rb ? ra < rb : a.offset < b.offset
        }
        return keys.flatMap { $0.element.files!(spec) }
    }
}
