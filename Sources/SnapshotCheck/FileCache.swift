import AlertModel
import Foundation

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
    /// or an opaque alpha), `"cancel"` for a `.strings` file or a String Catalog; nil when the
    /// file holds no such value.
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
        if file.hasSuffix(".xcstrings") { return Self.catalogKey(holding: value, in: root) }
        return Self.find(value, in: root, path: [])?.joined(separator: ".")
    }

    /// The first of `files` holding `value`, with its key path there (`keyPath(holding:in:)`).
    mutating func locate(_ value: String, in files: [String]) -> (file: String, key: String)? {
        for file in files {
            if let key = keyPath(holding: value, in: file) { return (file, key) }
        }
        return nil
    }

    /// `"photos.delete.action"` for a String Catalog entry with `value` in any language (or, as
    /// Xcode reads an entry without a value, as its key): the catalog's key, not the JSON path to
    /// the value under `localizations`.
    private static func catalogKey(holding value: String, in root: JSONValue) -> String? {
        guard case .object(let top) = root, case .object(let entries)? = top.first(where: { $0.key == "strings" })?.value
        else { return nil }
        if let entry = entries.first(where: { find(value, in: $0.value, path: []) != nil }) {
            return JSONValue.quoted(entry.key)
        }
        return entries.first { $0.key == value }.map { JSONValue.quoted($0.key) }
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
