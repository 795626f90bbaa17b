import SpecSyntax

/// Reads a `.strings` table: `"key" = "value";` pairs with `/* */` and `//` comments, in UTF-8 or
/// (as older Xcode wrote them) UTF-16 with a byte order mark. Strings take the escapes of Apple's
/// old-style property lists: `\" \\ \n \t \r \0`, octal `\101` and `\U20AC` (four hex digits; a
/// surrogate pair of two is joined). Unquoted keys and values of letters, digits and `_ . $ : / -`
/// and the short form `"key";` (the value is the key) are read too.
enum StringsFileParser {
    /// The pairs in file order; a key given twice keeps its last value, as Foundation does.
    static func parse(_ bytes: [UInt8], file: String) throws(SpecError) -> [(key: String, value: String)] {
        let text = try decode(bytes, file: file)
        var p = Parser(s: Array(text.unicodeScalars), file: file)
        return try p.pairs()
    }

    /// The text of `bytes`: UTF-16 when a BOM (or a NUL in the first two bytes) says so, else UTF-8.
    static func decode(_ bytes: [UInt8], file: String) throws(SpecError) -> String {
        func utf16(_ body: ArraySlice<UInt8>, bigEndian: Bool) throws(SpecError) -> String {
            guard body.count % 2 == 0 else {
                throw SpecError(file: file, path: "", message: "UTF-16 text with an odd number of bytes")
            }
            var units: [UInt16] = []
            units.reserveCapacity(body.count / 2)
            var i = body.startIndex
            while i < body.endIndex {
                let a = UInt16(body[i])
                let b = UInt16(body[i + 1])
                units.append(bigEndian ? a << 8 | b : b << 8 | a)
                i += 2
            }
            var out = ""
            var it = units.makeIterator()
            var decoder = UTF16()
            loop: while true {
                switch decoder.decode(&it) {
                case .scalarValue(let u): out.unicodeScalars.append(u)
                case .emptyInput: break loop
                case .error: throw SpecError(file: file, path: "", message: "invalid UTF-16 text")
                }
            }
            return out
        }
        if bytes.starts(with: [0xFF, 0xFE]) { return try utf16(bytes[2...], bigEndian: false) }
        if bytes.starts(with: [0xFE, 0xFF]) { return try utf16(bytes[2...], bigEndian: true) }
        if bytes.count >= 2 && bytes[0] == 0 && bytes[1] != 0 { return try utf16(bytes[...], bigEndian: true) }
        if bytes.count >= 2 && bytes[0] != 0 && bytes[1] == 0 { return try utf16(bytes[...], bigEndian: false) }
        let body = bytes.dropUTF8BOM
        guard let s = String(validating: body, as: UTF8.self) else {
            throw SpecError(file: file, path: "", message: "not UTF-8 or UTF-16 text")
        }
        return s
    }

    private struct Parser {
        let s: [Unicode.Scalar]
        let file: String
        var i = 0

        init(s: [Unicode.Scalar], file: String) {
            self.s = s
            self.file = file
        }

        func fail(_ message: String, at index: Int? = nil) -> SpecError {
            let upTo = min(index ?? i, s.count)
            var line = 1
            for k in 0..<upTo where s[k] == "\n" { line += 1 }
            return SpecError(file: file, path: "line \(line)", message: message)
        }

        mutating func pairs() throws(SpecError) -> [(key: String, value: String)] {
            var out: [(key: String, value: String)] = []
            var seen: [String: Int] = [:]
            while true {
                try skip()
                guard i < s.count else { return out }
                let key = try token("a key")
                try skip()
                var value = key
                if i < s.count, s[i] == "=" {
                    i += 1
                    try skip()
                    value = try token("a value")
                    try skip()
                }
                guard i < s.count, s[i] == ";" else {
                    throw fail(
                        i < s.count
                            ? "expected \";\" after \(JSONValue.quoted(key)), found \"\(s[i])\""
                            : "expected \";\" after \(JSONValue.quoted(key)) at the end of the file")
                }
                i += 1
                if let at = seen[key] {
                    out[at].value = value
                } else {
                    seen[key] = out.count
                    out.append((key, value))
                }
            }
        }

        /// Skips white space and comments.
        mutating func skip() throws(SpecError) {
            while i < s.count {
                let c = s[i]
                if c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{FEFF}" {
                    i += 1
                } else if c == "/", i + 1 < s.count, s[i + 1] == "*" {
                    let start = i
                    i += 2
                    while i + 1 < s.count, !(s[i] == "*" && s[i + 1] == "/") { i += 1 }
                    guard i + 1 < s.count else { throw fail("unterminated /* comment", at: start) }
                    i += 2
                } else if c == "/", i + 1 < s.count, s[i + 1] == "/" {
                    while i < s.count, s[i] != "\n" { i += 1 }
                } else {
                    return
                }
            }
        }

        mutating func token(_ what: String) throws(SpecError) -> String {
            guard i < s.count else { throw fail("expected \(what) at the end of the file") }
            if s[i] == "\"" { return try quoted() }
            var out = ""
            while i < s.count, Self.isBare(s[i]) {
                out.unicodeScalars.append(s[i])
                i += 1
            }
            guard !out.isEmpty else { throw fail("expected \(what) in double quotes, found \"\(s[i])\"") }
            return out
        }

        static func isBare(_ u: Unicode.Scalar) -> Bool {
            switch u {
            case "a"..."z", "A"..."Z", "0"..."9", "_", ".", "$", ":", "/", "-": return true
            default: return false
            }
        }

        mutating func quoted() throws(SpecError) -> String {
            let start = i
            i += 1
            var out = ""
            var pendingHigh: UInt32?
            func appendUnit(_ v: UInt32) throws(SpecError) {
                if let high = pendingHigh {
                    pendingHigh = nil
                    if (0xDC00...0xDFFF).contains(v) {
                        out.unicodeScalars.append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (v - 0xDC00))!)
                        return
                    }
                    throw fail("a \\U high surrogate not followed by a low one")
                }
                if (0xD800...0xDBFF).contains(v) {
                    pendingHigh = v
                    return
                }
                guard let u = Unicode.Scalar(v) else { throw fail("\\U\(String(v, radix: 16)) is not a character") }
                out.unicodeScalars.append(u)
            }
            while true {
                guard i < s.count else { throw fail("unterminated string", at: start) }
                let c = s[i]
                i += 1
                if c == "\"" {
                    if pendingHigh != nil { throw fail("a \\U high surrogate not followed by a low one") }
                    return out
                }
                guard c == "\\" else {
                    if pendingHigh != nil { throw fail("a \\U high surrogate not followed by a low one") }
                    out.unicodeScalars.append(c)
                    continue
                }
                guard i < s.count else { throw fail("unterminated string", at: start) }
                let e = s[i]
                i += 1
                switch e {
                case "U", "u":
                    var v: UInt32 = 0
                    var n = 0
                    while n < 4, i < s.count, let h = Self.hex(s[i]) {
                        v = v << 4 | h
                        i += 1
                        n += 1
                    }
                    guard n > 0 else { throw fail("\\\(e) needs hex digits") }
                    try appendUnit(v)
                    continue
                case "0"..."7":
                    var v = e.value - 0x30
                    var n = 1
                    while n < 3, i < s.count, ("0"..."7").contains(s[i]) {
                        v = v << 3 | (s[i].value - 0x30)
                        i += 1
                        n += 1
                    }
                    try appendUnit(v)
                    continue
                default: break
                }
                if pendingHigh != nil { throw fail("a \\U high surrogate not followed by a low one") }
                switch e {
                case "n": out += "\n"
                case "t": out += "\t"
                case "r": out += "\r"
                case "a": out += "\u{07}"
                case "b": out += "\u{08}"
                case "f": out += "\u{0C}"
                case "v": out += "\u{0B}"
                default: out.unicodeScalars.append(e)  // \" \\ \' and any other character stand for themselves
                }
            }
        }

        static func hex(_ u: Unicode.Scalar) -> UInt32? {
            switch u {
            case "0"..."9": return u.value - 0x30
            case "a"..."f": return u.value - 0x61 + 10
            case "A"..."F": return u.value - 0x41 + 10
            default: return nil
            }
        }
    }
}
