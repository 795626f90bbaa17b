/// The JSON Schema (draft 2020-12) of spec files, made from `SpecKey.table`: what
/// `alertsnap schema` prints and docs/schema.json holds, for editors' completion and checks.
///
/// ```swift
/// print(SpecSchema.text)   // {"$schema": "https://json-schema.org/draft/2020-12/schema", ...}
/// ```
public enum SpecSchema {
    /// The schema's `$id`.
    public static let id = "urn:alertsnap:spec"

    /// The schema as JSON.
    public static var json: JSONValue {
        var defs: [(key: String, value: JSONValue)] = [
            ("color", colorSchema), ("text", textSchema),
        ]
        var root = objectSchema(members: "", defs: &defs)
        guard case .object(var members) = root else { return root }
        members.insert(contentsOf: [
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string(id)),
            ("title", .string("alertsnap spec")),
            (
                "description",
                .string("One alert as a spec file describes it; every key is optional. Made from alertsnap's key table.")
            ),
        ], at: 0)
        members.append(("$defs", .object(defs)))
        root = .object(members)
        return root
    }

    /// The schema as indented JSON text, ending in a newline.
    public static var text: String { json.indentedText() + "\n" }

    /// `{"type": "object", "additionalProperties": false, "properties": ...}` for the object at `path`.
    private static func objectSchema(members path: String, defs: inout [(key: String, value: JSONValue)]) -> JSONValue {
        var properties: [(key: String, value: JSONValue)] = []
        for name in SpecKey.members(of: path) {
            let child = path.isEmpty ? name : "\(path).\(name)"
            guard let key = SpecKey.named(child) else { continue }
            properties.append((name, property(key, defs: &defs)))
        }
        return .object([
            ("type", .string("object")), ("additionalProperties", .bool(false)), ("properties", .object(properties)),
        ])
    }

    /// The schema of one key: its values, its doc line, default and example.
    private static func property(_ key: SpecKey, defs: inout [(key: String, value: JSONValue)]) -> JSONValue {
        var schema: [(key: String, value: JSONValue)]
        if let shape = key.shape {
            if !defs.contains(where: { $0.key == shape }) {
                defs.append((shape, kindSchema(key.kind, at: key.path, defs: &defs)))
            }
            schema = [("$ref", .string("#/$defs/\(shape)"))]
        } else if case .object(let members) = kindSchema(key.kind, at: key.path, defs: &defs) {
            schema = members
        } else {
            schema = []
        }
        schema.append(("description", .string("\(key.doc) Default: \(key.defaultValue).")))
        if let example = try? JSONParser.parse(Array(key.example.utf8)) {
            schema.append(("examples", .array([example])))
        }
        return .object(schema)
    }

    /// The schema of a value of `kind` at `path` (an object's members and an array's elements are
    /// the table's keys below `path`).
    private static func kindSchema(_ kind: SpecValueKind, at path: String, defs: inout [(key: String, value: JSONValue)])
        -> JSONValue
    {
        func number(_ d: Double) -> JSONValue { .number(d) }
        switch kind {
        case .object:
            return objectSchema(members: path, defs: &defs)
        case .string(let nonEmpty):
            return .object([("type", .string("string"))] + (nonEmpty ? [("minLength", .number(1))] : []))
        case .file:
            return .object([("type", .string("string")), ("minLength", .number(1))])
        case .number(let range, let exclusiveLower):
            var out: [(key: String, value: JSONValue)] = [("type", .string("number"))]
            out.append((exclusiveLower ? "exclusiveMinimum" : "minimum", number(range.lowerBound)))
            if range.upperBound < Double.greatestFiniteMagnitude { out.append(("maximum", number(range.upperBound))) }
            return .object(out)
        case .integer(let range):
            return .object([
                ("type", .string("integer")), ("minimum", number(range.lowerBound)),
                ("maximum", number(range.upperBound)),
            ])
        case .bool:
            return .object([("type", .string("boolean"))])
        case .choice(let values):
            return .object([("enum", .array(values.map { .string($0) }))])
        case .numberChoice(let values):
            return .object([("enum", .array(values.map { number($0) }))])
        case .color:
            return .object([("$ref", .string("#/$defs/color"))])
        case .text:
            return .object([("$ref", .string("#/$defs/text"))])
        case .pair(let limit):
            return .object([
                ("type", .string("array")),
                ("items", .object([("type", .string("number")), ("minimum", number(-limit)), ("maximum", number(limit))])),
                ("minItems", .number(2)), ("maxItems", .number(2)),
            ])
        case .array(let maxItems):
            let element = SpecKey.named(path + "[]").map { kindSchema($0.kind, at: $0.path, defs: &defs) } ?? .object([])
            return .object(
                [("type", .string("array")), ("items", element)] + (maxItems.map { [("maxItems", .number(Double($0)))] } ?? []))
        case .map(let value, let names):
            let propertyNames: JSONValue =
                names.map { .object([("enum", .array($0.map { .string($0) }))]) }
                ?? .object([("minLength", .number(1)), ("pattern", .string("^[^#]"))])
            return .object([
                ("type", .string("object")),
                ("propertyNames", propertyNames),
                ("additionalProperties", kindSchema(value, at: path, defs: &defs)),
            ])
        case .oneOf(let kinds):
            return .object([("anyOf", .array(kinds.map { kindSchema($0, at: path, defs: &defs) }))])
        case .nullable(let kind):
            return .object([("anyOf", .array([.object([("type", .string("null"))]), kindSchema(kind, at: path, defs: &defs)]))])
        }
    }

    /// Every colour form a spec takes; the forms exclude each other.
    private static var colorSchema: JSONValue {
        let component = JSONValue.object([("type", .string("number")), ("minimum", .number(0)), ("maximum", .number(1))])
        return .object([
            ("description", .string("#RGB, #RRGGBB, #RRGGBBAA, a system colour name, a name from colors, {r, g, b, a} (0...1) or {light, dark}.")),
            (
                "oneOf",
                .array([
                    .object([
                        ("type", .string("string")),
                        ("pattern", .string("^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$")),
                    ]),
                    .object([
                        ("type", .string("string")), ("pattern", .string("^[^#]")),
                        ("examples", .array(NamedColor.allCases.map { .string($0.rawValue) })),
                    ]),
                    .object([
                        ("type", .string("object")), ("additionalProperties", .bool(false)),
                        ("required", .array(["r", "g", "b"].map { .string($0) })),
                        ("properties", .object(["r", "g", "b", "a"].map { ($0, component) })),
                    ]),
                    .object([
                        ("type", .string("object")), ("additionalProperties", .bool(false)),
                        ("required", .array(["light", "dark"].map { .string($0) })),
                        (
                            "properties",
                            .object(["light", "dark"].map { ($0, .object([("$ref", .string("#/$defs/color"))])) })
                        ),
                    ]),
                ])
            ),
        ])
    }

    /// A text: a string, or a catalog key with its format arguments.
    private static var textSchema: JSONValue {
        .object([
            ("description", .string("A string, or {\"key\": K, \"args\": [...]} looked up in the strings catalog for the locale.")),
            (
                "oneOf",
                .array([
                    .object([("type", .string("string"))]),
                    .object([
                        ("type", .string("object")), ("additionalProperties", .bool(false)),
                        ("required", .array([.string("key")])),
                        (
                            "properties",
                            .object([
                                ("key", .object([("type", .string("string")), ("minLength", .number(1))])),
                                ("args", .object([("type", .string("array"))])),
                            ])
                        ),
                    ]),
                ])
            ),
        ])
    }
}

extension JSONValue {
    /// The value as JSON text indented by two spaces a level, members in their order; whole
    /// numbers without a fraction.
    public func indentedText(_ indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let d): return format(d)
        case .string(let s): return JSONValue.quoted(s)
        case .array(let items):
            if items.isEmpty { return "[]" }
            if items.allSatisfy({ if case .array = $0 { return false }; if case .object = $0 { return false }; return true }) {
                return "[" + items.map { $0.indentedText(inner) }.joined(separator: ", ") + "]"
            }
            return "[\n" + items.map { inner + $0.indentedText(inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            return "{\n"
                + members.map { inner + JSONValue.quoted($0.key) + ": " + $0.value.indentedText(inner) }.joined(
                    separator: ",\n") + "\n" + indent + "}"
        }
    }
}
