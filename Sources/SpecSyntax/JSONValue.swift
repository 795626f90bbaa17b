/// A parsed JSON document that keeps what the spec validator needs and Foundation's
/// `JSONSerialization` loses: booleans distinct from numbers, duplicate keys detected, and the
/// line and column of a syntax error.
public enum JSONValue: Equatable, Sendable {
    /// JSON `null` (kept apart from an absent key so `"shadow": null` can mean "none").
    case null
    /// `true` or `false`, never confused with a number.
    case bool(Bool)
    /// Any JSON number, as a `Double`.
    case number(Double)
    /// A string with its escapes decoded.
    case string(String)
    /// An array in document order.
    case array([JSONValue])
    /// Members in document order (order matters for deterministic error messages).
    case object([(key: String, value: JSONValue)])

    /// Structural equality; objects are equal only with the same members in the same order.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// A short name of the value's type, for error messages ("expected a number, got a string").
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

extension JSONValue {
    /// `s` as a JSON string literal, quotes included: the one escaper of every JSON writer here
    /// (layout, check summaries, diff results).
    ///
    /// ```swift
    /// JSONValue.quoted("a\"b")  // "\"a\\\"b\""
    /// ```
    public static func quoted(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }
}

/// A JSON syntax error with its 1-based position.
public struct JSONSyntaxError: Error, Equatable, Sendable {
    /// 1-based line of the error.
    public let line: Int
    /// 1-based column of the error, counted in Unicode scalars (not bytes).
    public let column: Int
    /// What is wrong, e.g. `duplicate key "title"`.
    public let message: String
}

/// An RFC 8259 parser over UTF-8 bytes, strict by default; `.jsonc` also takes `//` and `/* */`
/// comments and trailing commas (what editors call JSON with Comments, and what the contract's
/// examples are written in). Nesting is limited so hostile input cannot exhaust the stack.
public struct JSONParser {
    /// Which JSON a document may be written in.
    public enum Dialect: Sendable {
        /// RFC 8259 only.
        case strict
        /// RFC 8259 plus comments and trailing commas: the dialect of spec files.
        case jsonc
    }

    private let bytes: [UInt8]
    private let dialect: Dialect
    private var index = 0
    private var depth = 0
    private static let maxDepth = 64

    /// Parses one JSON document from UTF-8 bytes (a leading byte order mark is skipped). Throws at
    /// the first syntax error, duplicate key, invalid UTF-8, unterminated comment or nesting deeper
    /// than 64 levels.
    ///
    /// ```swift
    /// let value = try JSONParser.parse(Array(#"{"alert": {"title": "Hi"}}"#.utf8))
    /// let spec = try JSONParser.parse(Array("{\"alert\": {}, // a comment\n}".utf8), dialect: .jsonc)
    /// ```
    public static func parse(_ bytes: [UInt8], dialect: Dialect = .strict) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes, dialect: dialect)
        // Skip a UTF-8 byte order mark, which some editors write.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        try parser.skipWhitespace()
        let value = try parser.parseValue()
        try parser.skipWhitespace()
        if parser.index < bytes.count { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    private init(bytes: [UInt8], dialect: Dialect) {
        self.bytes = bytes
        self.dialect = dialect
    }

    private func error(_ message: String) -> JSONSyntaxError {
        var line = 1
        var column = 1
        for b in bytes[..<min(index, bytes.count)] {
            if b == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1
            }
        }
        return JSONSyntaxError(line: line, column: column, message: message)
    }

    /// Skips whitespace and, in `.jsonc`, comments (an unterminated `/*` is an error at its start).
    private mutating func skipWhitespace() throws(JSONSyntaxError) {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            case UInt8(ascii: "/") where dialect == .jsonc && index + 1 < bytes.count:
                if bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                } else if bytes[index + 1] == UInt8(ascii: "*") {
                    let start = index
                    index += 2
                    while index + 1 < bytes.count,
                        !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                    {
                        index += 1
                    }
                    guard index + 1 < bytes.count else {
                        index = start
                        throw error("unterminated /* comment")
                    }
                    index += 2
                } else {
                    return
                }
            default: return
            }
        }
    }

    /// After a `,`: in `.jsonc` a closing `close` may follow (a trailing comma), and is consumed.
    private mutating func trailingClose(_ close: UInt8) -> Bool {
        guard dialect == .jsonc, index < bytes.count, bytes[index] == close else { return false }
        index += 1
        return true
    }

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end of input") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected character '\(Character(Unicode.Scalar(bytes[index])))'")
        }
    }

    private mutating func expectLiteral(_ word: String) throws(JSONSyntaxError) {
        let start = index
        for b in word.utf8 {
            guard index < bytes.count, bytes[index] == b else {
                index = start  // point at the literal, not inside it
                throw error("invalid literal, expected \(word)")
            }
            index += 1
        }
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maxDepth { throw error("nesting deeper than \(Self.maxDepth) levels") }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        var seen = Set<String>()
        try skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            try skipWhitespace()
            if !members.isEmpty, trailingClose(UInt8(ascii: "}")) { return .object(members) }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key string") }
            let key = try parseString()
            if !seen.insert(key).inserted { throw error("duplicate key \"\(key)\"") }
            try skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after key") }
            index += 1
            try skipWhitespace()
            members.append((key, try parseValue()))
            try skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input in an object") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            throw error("expected ',' or '}' in an object")
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var items: [JSONValue] = []
        try skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            try skipWhitespace()
            if !items.isEmpty, trailingClose(UInt8(ascii: "]")) { return .array(items) }
            items.append(try parseValue())
            try skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input in an array") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            }
            throw error("expected ',' or ']' in an array")
        }
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits(_ p: inout JSONParser) -> Int {
            let s = p.index
            while p.index < p.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(p.bytes[p.index]) {
                p.index += 1
            }
            return p.index - s
        }
        let intStart = index
        let intDigits = digits(&self)
        if intDigits == 0 { throw error("invalid number") }
        if intDigits > 1, bytes[intStart] == UInt8(ascii: "0") { throw error("invalid number: leading zero") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            if digits(&self) == 0 { throw error("invalid number: no digits after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            if digits(&self) == 0 { throw error("invalid number: no exponent digits") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text) else { throw error("invalid number") }
        return value
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1  // opening quote
        var runStart = index
        var result = ""
        func flushRun(_ p: JSONParser, to result: inout String, upTo end: Int) throws(JSONSyntaxError) {
            guard runStart < end else { return }
            guard let s = String(validating: p.bytes[runStart..<end], as: UTF8.self) else {
                throw p.error("invalid UTF-8 in a string")
            }
            result += s
        }
        while true {
            guard index < bytes.count else { throw error("unterminated string") }
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                try flushRun(self, to: &result, upTo: index)
                index += 1
                return result
            }
            if b < 0x20 { throw error("control character in a string (write \\n for a line break)") }
            if b != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            try flushRun(self, to: &result, upTo: index)
            index += 1
            guard index < bytes.count else { throw error("unterminated escape") }
            let e = bytes[index]
            index += 1
            switch e {
            case UInt8(ascii: "\""): result += "\""
            case UInt8(ascii: "\\"): result += "\\"
            case UInt8(ascii: "/"): result += "/"
            case UInt8(ascii: "b"): result += "\u{08}"
            case UInt8(ascii: "f"): result += "\u{0C}"
            case UInt8(ascii: "n"): result += "\n"
            case UInt8(ascii: "r"): result += "\r"
            case UInt8(ascii: "t"): result += "\t"
            case UInt8(ascii: "u"):
                var code = try parseHex4()
                if (0xD800..<0xDC00).contains(code) {
                    // A surrogate pair: the low half must follow as another \u escape.
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                        bytes[index + 1] == UInt8(ascii: "u")
                    else { throw error("unpaired surrogate in \\u escape") }
                    index += 2
                    let low = try parseHex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw error("invalid low surrogate") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                result.unicodeScalars.append(scalar)
            default:
                throw error("invalid escape '\\\(Character(Unicode.Scalar(e)))'")
            }
            runStart = index
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("short \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let c = bytes[index]
            let d: UInt32
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(c - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(c - UInt8(ascii: "A") + 10)
            default: throw error("invalid hex digit in \\u escape")
            }
            v = v * 16 + d
            index += 1
        }
        return v
    }
}
