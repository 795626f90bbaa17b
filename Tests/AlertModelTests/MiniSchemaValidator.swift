import AlertModel
import Foundation

/// A JSON Schema (draft 2020-12) validator for the keywords `alertsnap schema` emits, so tests can
/// check specs against the schema without an outside package. A keyword it does not know is an
/// error of its own: a schema that grows a keyword this validator skips fails its tests.
struct MiniSchemaValidator {
    let root: JSONValue

    /// Keywords that only describe.
    private static let annotations: Set<String> = ["$schema", "$id", "title", "description", "examples", "$defs"]

    /// Every problem of `value` against the root schema, as `path: problem` lines; empty when valid.
    func errors(_ value: JSONValue) -> [String] {
        var out: [String] = []
        check(value, root, at: "", into: &out)
        return out
    }

    private func resolve(_ ref: String) -> JSONValue? {
        guard ref.hasPrefix("#/") else { return nil }
        var node = root
        for part in ref.dropFirst(2).split(separator: "/") {
            guard let next = node.schemaMember(String(part)) else { return nil }
            node = next
        }
        return node
    }

    private func check(_ value: JSONValue, _ schema: JSONValue, at path: String, into out: inout [String]) {
        if case .bool(let allowed) = schema {
            if !allowed { out.append("\(path): not allowed") }
            return
        }
        guard case .object(let keywords) = schema else {
            out.append("\(path): schema is not an object")
            return
        }
        for (keyword, argument) in keywords {
            switch keyword {
            case _ where Self.annotations.contains(keyword):
                continue
            case "$ref":
                guard case .string(let ref) = argument, let target = resolve(ref) else {
                    out.append("\(path): unresolved $ref \(argument)")
                    continue
                }
                check(value, target, at: path, into: &out)
            case "type":
                let types: [String]
                switch argument {
                case .string(let t): types = [t]
                case .array(let items): types = items.compactMap { if case .string(let t) = $0 { return t } else { return nil } }
                default: types = []
                }
                if !types.contains(where: { Self.isOfType(value, $0) }) {
                    out.append("\(path): expected \(types.joined(separator: " or ")), got \(value.typeName)")
                }
            case "enum":
                guard case .array(let options) = argument else { continue }
                if !options.contains(value) { out.append("\(path): \(value) is not one of \(options)") }
            case "minimum", "maximum", "exclusiveMinimum":
                guard case .number(let n) = value, case .number(let bound) = argument else { continue }
                let ok = keyword == "minimum" ? n >= bound : keyword == "maximum" ? n <= bound : n > bound
                if !ok { out.append("\(path): \(n) fails \(keyword) \(bound)") }
            case "minLength":
                guard case .string(let s) = value, case .number(let n) = argument else { continue }
                if Double(s.unicodeScalars.count) < n { out.append("\(path): shorter than \(n)") }
            case "pattern":
                guard case .string(let s) = value, case .string(let pattern) = argument else { continue }
                if !Self.matches(s, pattern) { out.append("\(path): \"\(s)\" does not match \(pattern)") }
            case "properties":
                guard case .object(let members) = value, case .object(let properties) = argument else { continue }
                for (name, member) in members {
                    if let sub = properties.first(where: { $0.key == name })?.value {
                        check(member, sub, at: Self.join(path, name), into: &out)
                    }
                }
            case "additionalProperties":
                guard case .object(let members) = value else { continue }
                let known = keywords.first { $0.key == "properties" }?.value
                for (name, member) in members where known?.schemaMember(name) == nil {
                    if case .bool(false) = argument {
                        out.append("\(Self.join(path, name)): unknown key")
                    } else {
                        check(member, argument, at: Self.join(path, name), into: &out)
                    }
                }
            case "propertyNames":
                guard case .object(let members) = value else { continue }
                for (name, _) in members { check(.string(name), argument, at: Self.join(path, name), into: &out) }
            case "required":
                guard case .object(let members) = value, case .array(let names) = argument else { continue }
                for case .string(let name) in names where !members.contains(where: { $0.key == name }) {
                    out.append("\(path): \(name) is required")
                }
            case "items":
                guard case .array(let items) = value else { continue }
                for (i, item) in items.enumerated() { check(item, argument, at: "\(path)[\(i)]", into: &out) }
            case "minItems", "maxItems":
                guard case .array(let items) = value, case .number(let n) = argument else { continue }
                let ok = keyword == "minItems" ? Double(items.count) >= n : Double(items.count) <= n
                if !ok { out.append("\(path): \(items.count) items fails \(keyword) \(n)") }
            case "anyOf", "oneOf":
                guard case .array(let options) = argument else { continue }
                let passing = options.filter { option in
                    var sub: [String] = []
                    check(value, option, at: path, into: &sub)
                    return sub.isEmpty
                }.count
                if keyword == "anyOf" ? passing == 0 : passing != 1 {
                    out.append("\(path): \(passing) of the \(keyword) options match")
                }
            default:
                out.append("\(path): the test validator does not know the keyword \(keyword)")
            }
        }
    }

    private static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    private static func isOfType(_ value: JSONValue, _ type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array),
            ("object", .object):
            return true
        case ("integer", .number(let n)): return n == n.rounded()
        default: return false
        }
    }

    private static func matches(_ s: String, _ pattern: String) -> Bool {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return false }
        return regex.firstMatch(in: s, range: NSRange(s.startIndex..., in: s)) != nil
    }
}

extension JSONValue {
    /// The value of `key` in an object; nil for a missing key or a value that is not an object.
    fileprivate func schemaMember(_ key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}
