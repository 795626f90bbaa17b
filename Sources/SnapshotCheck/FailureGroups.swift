import AlertModel
import Foundation

/// A colour that changed, as the page and the report draw it: a swatch of each side.
public struct ColorChange: Sendable, Equatable {
    /// `#2ED3A8`, as the drawn record holds it.
    public var from: String
    /// `#2EC8A8`.
    public var to: String

    /// The change from `from` to `to`.
    public init(from: String, to: String) {
        self.from = from
        self.to = to
    }
}

/// Failing snapshots that changed for one reason: the same drawn value changed the same way
/// (a colour, a text, a size), named by the key of the changed input file that now holds it.
///
/// ```swift
/// for group in report.groups { print(group.line) }
/// // colors.brand.dark #2ED3A8 -> #2EC8A8 (design/tokens.json): 48 snapshots
/// ```
public struct FailureGroup: Sendable, Equatable {
    /// The cause in the spec's words: `colors.brand.dark #2ED3A8 -> #2EC8A8 (design/tokens.json)`;
    /// causes that always come together are one group, joined by `; `.
    public var cause: String
    /// The colour changes among the causes, for swatches.
    public var colors: [ColorChange]
    /// The goldens of the snapshots in the group (unique per snapshot), in the report's order.
    public var goldens: [String]

    /// A group of `goldens` changed by `cause`.
    public init(cause: String, colors: [ColorChange] = [], goldens: [String]) {
        self.cause = cause
        self.colors = colors
        self.goldens = goldens
    }

    /// How many snapshots changed for this cause.
    public var count: Int { goldens.count }
    /// The cause of snapshots that had no golden to compare with.
    public static let missingGoldens = "no golden yet"
    /// The group of snapshots without a golden (the console's missing line counts them already).
    public var isMissingGoldens: Bool { cause == Self.missingGoldens }
    /// `colors.brand.dark #2ED3A8 -> #2EC8A8 (design/tokens.json): 48 snapshots`.
    public var line: String { "\(cause): \(CheckReport.counted(count, "snapshot"))" }
}

/// Groups a run's failures by cause (`FailureGroup`).
///
/// A failing snapshot's causes are the design values its drawn record says changed (texts,
/// colours, sizes, corner radii; not the frames and line counts that follow from them), each
/// keyed by its change alone (`#2ED3A8 -> #2EC8A8`), so one token used by a title in one dialog
/// and a button fill in another is one cause. A snapshot with two causes is in both groups.
/// Without such a value the cause is the changed input files, the environment, or the pixels.
public enum FailureGroups {
    /// The groups of `results`' failures (differs and missing), largest first. `read` gives a
    /// changed input file's bytes (by the path the results name), to name the key now holding
    /// a changed value; a cause names its file relative to `projectFolder` (the folder of
    /// `alertsnap.json`) when it lies in it, else to the current folder.
    public static func groups(
        _ results: [SnapshotResult], projectFolder: String? = nil,
        read: @escaping (String) -> [UInt8]? = FailureGroups.readFile
    )
        -> [FailureGroup]
    {
        let items = results.filter(\.status.isFailure).map { r in
            Item(
                golden: r.golden ?? r.spec + " " + r.name, missing: r.status == .missing, facts: r.outcome.facts,
                inputsChanged: r.outcome.inputsChanged)
        }
        return groups(items, projectFolder: projectFolder, read: read)
    }

    /// One failing snapshot as the groups read it: its golden (which names it), whether the
    /// golden is missing, every fact (`GoldenVerification.facts`) and the changed input files.
    public struct Item: Sendable {
        /// The golden's path: unique per snapshot.
        public var golden: String
        /// No golden yet.
        public var missing: Bool
        /// Every structural and environment fact, none left out.
        public var facts: [String]
        /// The input files whose digests changed.
        public var inputsChanged: [String]

        /// A failing snapshot.
        public init(golden: String, missing: Bool, facts: [String], inputsChanged: [String]) {
            self.golden = golden
            self.missing = missing
            self.facts = facts
            self.inputsChanged = inputsChanged
        }
    }

    /// The groups of `items` (see `groups(_:projectFolder:read:)`).
    public static func groups(
        _ items: [Item], projectFolder: String? = nil, read: @escaping (String) -> [UInt8]? = FailureGroups.readFile
    ) -> [FailureGroup] {
        var order: [String] = []
        var texts: [String: String] = [:]
        var colors: [String: ColorChange] = [:]
        var members: [String: [String]] = [:]
        var files = FileCache(read: read, projectFolder: projectFolder)
        for item in items {
            let golden = item.golden
            for cause in causes(item, files: &files) {
                if members[cause.key] == nil {
                    order.append(cause.key)
                    texts[cause.key] = cause.text
                    colors[cause.key] = cause.color
                }
                if members[cause.key]?.last != golden { members[cause.key, default: []].append(golden) }
            }
        }
        // Causes that always come together (one edit changing a size and a weight) are one group.
        var groups: [FailureGroup] = []
        for key in order {
            let goldens = members[key] ?? []
            if let i = groups.firstIndex(where: { $0.goldens == goldens }) {
                groups[i].cause += "; " + (texts[key] ?? key)
                if let c = colors[key] { groups[i].colors.append(c) }
            } else {
                groups.append(
                    FailureGroup(cause: texts[key] ?? key, colors: colors[key].map { [$0] } ?? [], goldens: goldens))
            }
        }
        return groups.enumerated().sorted { ($1.element.count, $0.offset) < ($0.element.count, $1.offset) }.map(
            \.element)
    }

    /// Groups of several reports merged (shards): the same cause is one group.
    public static func merged(_ parts: [[FailureGroup]]) -> [FailureGroup] {
        var groups: [FailureGroup] = []
        for group in parts.joined() {
            if let i = groups.firstIndex(where: { $0.cause == group.cause }) {
                groups[i].goldens += group.goldens.filter { !groups[i].goldens.contains($0) }
            } else {
                groups.append(group)
            }
        }
        return groups.enumerated().sorted { ($1.element.count, $0.offset) < ($0.element.count, $1.offset) }.map(
            \.element)
    }

    /// A file's bytes, or nil.
    public static func readFile(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map(Array.init)
    }

    struct Cause {
        var key: String
        var text: String
        var color: ColorChange?
    }

    /// The causes of one failing snapshot.
    static func causes(_ r: Item, files: inout FileCache) -> [Cause] {
        if r.missing { return [Cause(key: "missing", text: FailureGroup.missingGoldens)] }
        var out: [Cause] = []
        for fact in r.facts.compactMap(Fact.init) where fact.isDesignValue {
            let key = fact.change
            guard !out.contains(where: { $0.key == key }) else { continue }
            var text = "\(fact.path) \(fact.change)"
            if let new = fact.newValue {
                for file in r.inputsChanged {
                    if let keyPath = files.keyPath(holding: new, in: file) {
                        text = "\(keyPath) \(fact.change) (\(files.display(file)))"
                        break
                    }
                }
            }
            let color = fact.isColor ? ColorChange(from: fact.old, to: fact.new) : nil
            out.append(Cause(key: key, text: text, color: color))
        }
        if !out.isEmpty { return out }
        if !r.inputsChanged.isEmpty {
            let names = r.inputsChanged.map { files.display($0) }.joined(separator: ", ")
            return [Cause(key: "inputs " + names, text: "changed \(names); no drawn value changed")]
        }
        let environment = r.facts.filter { $0.hasPrefix("environment: ") }
        if !environment.isEmpty {
            let text = environment.joined(separator: "; ")
            return [Cause(key: text, text: text)]
        }
        return [Cause(key: "pixels", text: "the pixels changed; no recorded input or drawn value did")]
    }
}

/// One fact of `LayoutChanges` taken apart: `actions["Send all"].fill #FF5A36 -> #FF7A36` is
/// the path `actions["Send all"].fill`, the old value `#FF5A36` and the new `#FF7A36`.
struct Fact: Equatable {
    var path: String
    var old: String
    var new: String

    /// Nil for a fact that is no change of one value (`actions[2] added`, `backdrop none -> set`
    /// are kept whole as their path).
    init?(_ fact: String) {
        // The path ends at the first space outside a quoted title and its brackets
        // (`actions["Send all"].fill`); the old value at the first ` -> ` outside a quoted text.
        var depth = 0
        let whole = fact[...]
        let space = Self.firstOutsideQuotes(whole) { c, _ in
            if c == "[" { depth += 1 } else if c == "]" { depth -= 1 }
            return c == " " && depth == 0
        }
        guard let space else { return nil }
        let path = String(fact[..<space])
        let rest = fact[fact.index(after: space)...]
        guard let arrow = Self.firstOutsideQuotes(rest, { _, at in rest[at...].hasPrefix(" -> ") }),
            !path.hasSuffix(":")
        else { return nil }
        self.path = path
        old = String(rest[..<arrow])
        new = String(rest[rest.index(arrow, offsetBy: 4)...])
    }

    /// The first index of `text` outside a quoted text (`"..."`, with `\` escapes) where `stop` holds.
    private static func firstOutsideQuotes(_ text: Substring, _ stop: (Character, Substring.Index) -> Bool)
        -> Substring.Index?
    {
        var inQuote = false
        var escaped = false
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            if inQuote {
                if escaped {
                    escaped = false
                } else if c == "\\" {
                    escaped = true
                } else if c == "\"" {
                    inQuote = false
                }
            } else if c == "\"" {
                inQuote = true
            } else if stop(c, i) {
                return i
            }
            i = text.index(after: i)
        }
        return nil
    }

    /// `#2ED3A8 -> #2EC8A8`: what keys a cause.
    var change: String { "\(old) -> \(new)" }

    var isColor: Bool { Self.isColor(old) && Self.isColor(new) }

    /// A value of the design (a text, colour, size, weight, radius, the look), not a frame or a
    /// count that follows from one.
    var isDesignValue: Bool {
        let last = path.split(separator: ".").last.map(String.init) ?? path
        let geometry: Set<String> = ["x", "y", "width", "height", "lines", "count", "scale"]
        if geometry.contains(last) || path.contains(".frame") || path.hasPrefix("canvas") || path.hasPrefix("backdrop")
            || path == "actionAxis" || path == "contentScrolls" || path.hasSuffix(":")
        {
            return false
        }
        return true
    }

    /// The new value as its source would write it: a colour as is, a text without its quotes.
    var newValue: String? {
        if new.hasPrefix("\""), case .string(let s)? = try? JSONParser.parse(Array(new.utf8)) { return s }
        return new == "none" ? nil : new
    }

    static func isColor(_ s: String) -> Bool {
        s.hasPrefix("#") && (s.count == 7 || s.count == 9) && s.dropFirst().allSatisfy(\.isHexDigit)
    }
}

/// Changed input files read once per run, and the key path holding a value in each.
struct FileCache {
    let read: (String) -> [UInt8]?
    private var parsed: [String: JSONValue?] = [:]
    private var strings: [String: [(key: String, value: String)]] = [:]

    /// Absolute folders a file is named relative to: the project's, then the current one.
    private let roots: [String]

    init(read: @escaping (String) -> [UInt8]?, projectFolder: String? = nil) {
        self.read = read
        let here = FileManager.default.currentDirectoryPath
        roots = ([projectFolder, here].compactMap { $0 }).map { ReportPaths.absolute($0, in: here) }.filter {
            $0 != "/"
        }
    }

    /// `design/tokens.json` for `dialogs/../design/tokens.json` of a project in the current
    /// folder: normalised, relative to the project.
    func display(_ file: String) -> String {
        let full = ReportPaths.absolute(file, in: FileManager.default.currentDirectoryPath)
        for root in roots where full.hasPrefix(root + "/") { return String(full.dropFirst(root.count + 1)) }
        return full
    }

    /// `colors.brand.dark` for a JSON file holding `value` there (a colour compared without case
    /// or an opaque alpha), `"cancel"` for a `.strings` file; nil when the file holds no such value.
    mutating func keyPath(holding value: String, in file: String) -> String? {
        if file.hasSuffix(".strings") {
            if strings[file] == nil {
                strings[file] = read(file).map { Self.stringsTable(String(decoding: $0, as: UTF8.self)) } ?? []
            }
            return strings[file]?.first { $0.value == value }.map { JSONValue.quoted($0.key) }
        }
        if parsed[file] == nil {
            parsed[file] = .some(read(file).flatMap { try? JSONParser.parse($0, dialect: .jsonc) })
        }
        guard case .some(.some(let root)) = parsed[file] else { return nil }
        return Self.find(value, in: root, path: [])?.joined(separator: ".")
    }

    private static func find(_ value: String, in json: JSONValue, path: [String]) -> [String]? {
        switch json {
        case .string(let s):
            return Self.same(s, value) ? path : nil
        case .object(let members):
            for (key, v) in members { if let found = find(value, in: v, path: path + [key]) { return found } }
        case .array(let items):
            for (i, v) in items.enumerated() {
                let indexed = path.isEmpty ? ["[\(i)]"] : path.dropLast() + [path[path.count - 1] + "[\(i)]"]
                if let found = find(value, in: v, path: indexed) { return found }
            }
        default: break
        }
        return nil
    }

    /// Equal texts, or the same colour written in another case or with an opaque alpha.
    static func same(_ written: String, _ drawn: String) -> Bool {
        if written == drawn { return true }
        guard Fact.isColor(written), Fact.isColor(drawn) else { return false }
        func norm(_ s: String) -> String {
            let hex = s.dropFirst().uppercased()
            return hex.count == 8 && hex.hasSuffix("FF") ? String(hex.prefix(6)) : hex
        }
        return norm(written) == norm(drawn)
    }

    /// `"key" = "value";` pairs of a `.strings` table (escapes `\"` and `\\` read).
    static func stringsTable(_ text: String) -> [(key: String, value: String)] {
        var quoted: [String] = []
        var current: String?
        var escaped = false
        var pairs: [(String, String)] = []
        for c in text {
            if var s = current {
                if escaped {
                    s.append(c == "n" ? "\n" : c)
                    escaped = false
                    current = s
                } else if c == "\\" {
                    escaped = true
                } else if c == "\"" {
                    quoted.append(s)
                    current = nil
                } else {
                    s.append(c)
                    current = s
                }
            } else if c == "\"" {
                current = ""
            } else if c == ";" {
                if quoted.count >= 2 { pairs.append((quoted[quoted.count - 2], quoted[quoted.count - 1])) }
                quoted = []
            }
        }
        return pairs
    }
}
