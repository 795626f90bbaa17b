import SpecSyntax

/// printf-style format strings as Foundation's `String(format:)` and String Catalogs use them:
/// `%@ %d %i %u %x %o %ld %lld %f %.2f %e %g %%`, flags and widths for numbers (`%02d`),
/// positional arguments (`%1$@`, `%2$lld`) and catalog variables (`%#@files@`, `%2$#@files@`).
///
/// Without a locale, numbers are written as the C library writes them in the POSIX locale (`3.50`,
/// Western digits): what `String(format:)` prints. With one, `%d` and `%f` conversions are written
/// as `String.localizedStringWithFormat` and `String(localized:)` write them on iOS, through the
/// same CoreFoundation formatter: the locale's digit grouping and decimal separator (`1.234,50` in
/// `de`, `1 234` with U+202F in `fr`, `1234` but `12.345` in `es`); `%x`, `%o` and `%@` stay as they are.
///
/// ```swift
/// let f = try FormatString.parse("%2$@ deleted %1$lld files")
/// try f.format([.number(3), .string("Ana")])   // "Ana deleted 3 files"
/// ```
public struct FormatString: Sendable, Equatable {
    /// One piece of a format string.
    public enum Piece: Sendable, Equatable {
        /// Text shown as it is (`%%` already turned into `%`).
        case literal(String)
        /// A conversion of one argument.
        case conversion(Conversion)
        /// `%#@name@`: a catalog variable (substitution) chosen by one argument.
        case variable(name: String, argument: Int)
    }

    /// What a conversion needs of its argument.
    public enum ArgumentKind: String, Sendable, Equatable {
        /// `%@`: an object; a string, or a number written as JSON writes it.
        case object
        /// `%d %i %ld %lld`: a whole number.
        case integer
        /// `%u %x %X %o` and their `l`/`ll` forms: a whole number, not negative.
        case unsigned
        /// `%f %e %g` and their capital forms: any number.
        case float
    }

    /// One `%...` conversion.
    public struct Conversion: Sendable, Equatable {
        /// The 1-based argument it takes.
        public var argument: Int
        /// What the argument must be.
        public var kind: ArgumentKind
        /// The conversion as C writes it, without position and length (`%05.2f`, `%d`, `%x`).
        public var cSpec: String
        /// The conversion as written (`%1$lld`), for messages.
        public var written: String
    }

    /// The pieces, in order.
    public var pieces: [Piece]

    /// The highest argument any conversion or variable takes (0 for none).
    public var argumentCount: Int {
        pieces.reduce(0) { m, p in
            switch p {
            case .literal: return m
            case .conversion(let c): return max(m, c.argument)
            case .variable(_, let a): return max(m, a)
            }
        }
    }

    /// A malformed or unsupported format, or arguments that do not fit it. `description` says
    /// what is wrong in one line, quoting the conversion as written (`unsupported conversion "%s"`).
    public enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
        /// A `%` that ends the string.
        case lonePercent
        /// `%N$` with N outside 1...`maxArguments`.
        case positionOutOfRange(Int, written: String)
        /// `%#@name` with no closing `@`.
        case unterminatedVariable(written: String)
        /// A conversion cut off by the end of the string.
        case unterminatedConversion(written: String)
        /// A conversion letter formats here do not take (`%s`, `%c`, `%p`).
        case unsupportedConversion(written: String)
        /// A length the conversion does not take (`%Lf`, `%llld`).
        case unsupportedLength(written: String)
        /// Flags, width or precision on `%@`.
        case flagsOnObject(written: String)
        /// The `'` (grouping) flag.
        case groupingFlag(written: String)
        /// Flags, width and precision longer than any real conversion.
        case tooLong(written: String)
        /// A conversion past argument `maxArguments`.
        case tooManyArguments
        /// A `%#@name@` still in the format when it is formatted.
        case unsubstitutedVariable(name: String)
        /// A conversion whose argument was not given.
        case missingArgument(written: String, argument: Int, given: Int)
        /// An argument the conversion cannot show; `needs` says what it takes.
        case wrongArgument(written: String, argument: Int, needs: String, given: CatalogArgument)

        public var description: String {
            switch self {
            case .lonePercent: "a lone \"%\" ends the string; write %% for a percent sign"
            case .positionOutOfRange(let position, let w):
                "argument position \(position) in \"\(w)\" is out of range 1...\(FormatString.maxArguments)"
            case .unterminatedVariable(let w): "unterminated variable \"\(w)\"; expected %#@name@"
            case .unterminatedConversion(let w): "unterminated conversion \"\(w)\"; write %% for a percent sign"
            case .unsupportedConversion(let w): "unsupported conversion \"\(w)\"; write %% for a percent sign"
            case .unsupportedLength(let w): "unsupported length in \"\(w)\""
            case .flagsOnObject(let w): "flags, width or precision on %@ in \"\(w)\" are not supported"
            case .groupingFlag(let w): "the ' (grouping) flag in \"\(w)\" is not supported"
            case .tooLong(let w): "\"\(w)\" is too long"
            case .tooManyArguments: "more than \(FormatString.maxArguments) arguments"
            case .unsubstitutedVariable(let name): "variable %#@\(name)@ has no substitution"
            case .missingArgument(let w, let argument, let given):
                "\(w) takes argument \(argument), but \(FormatString.count(given)) given"
            case .wrongArgument(let w, let argument, let needs, let given):
                "\(w) needs \(needs), but argument \(argument) is \(given.typeDescription)"
            }
        }
    }

    /// The most arguments a format may take: far beyond any real string, small enough that a
    /// typo such as `%99999$@` cannot make the checks allocate.
    public static let maxArguments = 64

    /// Parses `text`. Unpositioned conversions take the arguments in order, after the highest
    /// position used so far, as `String(format:)` does; the first takes `firstArgument` (a plural
    /// variable's form starts at the variable's own argument, as Foundation reads a `.stringsdict`).
    public static func parse(_ text: String, firstArgument: Int = 1) throws(Problem) -> FormatString {
        let s = Array(text.unicodeScalars)
        var pieces: [Piece] = []
        var literal = ""
        var next = firstArgument
        var i = 0
        func flush() {
            if !literal.isEmpty { pieces.append(.literal(literal)) }
            literal = ""
        }
        while i < s.count {
            guard s[i] == "%" else {
                literal.unicodeScalars.append(s[i])
                i += 1
                continue
            }
            let start = i
            i += 1
            guard i < s.count else {
                throw .lonePercent
            }
            if s[i] == "%" {
                literal += "%"
                i += 1
                continue
            }
            // Position: digits followed by `$`.
            var position: Int?
            var j = i
            var digits = 0
            while j < s.count, let d = s[j].digitValue {
                digits = digits * 10 + d
                j += 1
                if digits > maxArguments { break }
            }
            if j > i, j < s.count, s[j] == "$" {
                guard (1...maxArguments).contains(digits) else {
                    throw .positionOutOfRange(digits, written: written(s, start, j + 1))
                }
                position = digits
                i = j + 1
            }
            // A catalog variable: `%#@name@`.
            if i + 1 < s.count, s[i] == "#", s[i + 1] == "@" {
                var k = i + 2
                var name = ""
                while k < s.count, s[k] != "@" {
                    name.unicodeScalars.append(s[k])
                    k += 1
                }
                guard k < s.count, !name.isEmpty else {
                    throw .unterminatedVariable(written: written(s, start, s.count))
                }
                let argument = position ?? next
                next = max(next, argument + 1)
                flush()
                pieces.append(.variable(name: name, argument: argument))
                i = k + 1
                continue
            }
            // Flags, width, precision (numbers only), length, conversion.
            var c = "%"
            while i < s.count, "-+ 0#'".unicodeScalars.contains(s[i]) {
                c.unicodeScalars.append(s[i])
                i += 1
            }
            while i < s.count, s[i].digitValue != nil {
                c.unicodeScalars.append(s[i])
                i += 1
            }
            if i < s.count, s[i] == "." {
                c += "."
                i += 1
                while i < s.count, s[i].digitValue != nil {
                    c.unicodeScalars.append(s[i])
                    i += 1
                }
            }
            var length = ""
            while i < s.count, "lhqzjt".unicodeScalars.contains(s[i]), length.count < 2 {
                length.unicodeScalars.append(s[i])
                i += 1
            }
            guard i < s.count else {
                throw .unterminatedConversion(written: written(s, start, s.count))
            }
            let conv = s[i]
            i += 1
            let w = written(s, start, i)
            let kind: ArgumentKind
            switch conv {
            case "@": kind = .object
            case "d", "i": kind = .integer
            case "u", "x", "X", "o": kind = .unsigned
            case "f", "F", "e", "E", "g", "G": kind = .float
            default:
                throw .unsupportedConversion(written: w)
            }
            guard ["", "l", "ll", "q", "h", "hh", "z"].contains(length) else {
                throw .unsupportedLength(written: w)
            }
            if kind == .object && c != "%" {
                throw .flagsOnObject(written: w)
            }
            if kind == .float && !length.isEmpty && length != "l" {
                throw .unsupportedLength(written: w)
            }
            if c.contains("'") { throw .groupingFlag(written: w) }
            if c.count > 12 { throw .tooLong(written: w) }
            let argument = position ?? next
            guard argument <= maxArguments else {
                throw .tooManyArguments
            }
            next = max(next, argument + 1)
            c.unicodeScalars.append(conv)
            flush()
            pieces.append(.conversion(Conversion(argument: argument, kind: kind, cSpec: c, written: w)))
        }
        flush()
        return FormatString(pieces: pieces)
    }

    private static func written(_ s: [Unicode.Scalar], _ from: Int, _ to: Int) -> String {
        var out = ""
        out.unicodeScalars.append(contentsOf: s[from..<min(to, s.count)])
        return out
    }

    /// The string with every conversion replaced by its argument, numbers written for `locale` (a
    /// BCP 47 tag; nil: the POSIX locale). Throws when an argument is missing or of the wrong kind;
    /// variables must have been substituted first.
    public func format(_ arguments: [CatalogArgument], locale: String? = nil) throws(Problem) -> String {
        var out = ""
        for piece in pieces {
            switch piece {
            case .literal(let text): out += text
            case .variable(let name, _):
                throw .unsubstitutedVariable(name: name)
            case .conversion(let c):
                guard c.argument <= arguments.count else {
                    throw .missingArgument(written: c.written, argument: c.argument, given: arguments.count)
                }
                out += try Self.convert(arguments[c.argument - 1], c, locale: locale)
            }
        }
        return out
    }

    static func count(_ n: Int) -> String { n == 0 ? "none is" : n == 1 ? "1 is" : "\(n) are" }

    /// Checks that `argument` suits conversion `c` (the same rules as `format`).
    static func check(_ argument: CatalogArgument, _ c: Conversion) throws(Problem) {
        _ = try convert(argument, c)
    }

    private static func convert(_ argument: CatalogArgument, _ c: Conversion, locale: String? = nil) throws(Problem)
        -> String
    {
        func wrong(_ needs: String) -> Problem {
            .wrongArgument(written: c.written, argument: c.argument, needs: needs, given: argument)
        }
        switch (c.kind, argument) {
        case (.object, .string(let s)): return s
        case (.object, .number(let d)): return CatalogArgument.numberText(d)
        case (.integer, .number(let d)), (.unsigned, .number(let d)):
            // Whole numbers a Double holds exactly; C's %lld takes 64 bits.
            guard d == d.rounded(), abs(d) <= 9_007_199_254_740_992 else { throw wrong("a whole number") }
            if c.kind == .unsigned && d < 0 { throw wrong("a whole number that is not negative") }
            return CFormat.integer(c.cSpec, Int64(d), locale: locale)
        case (.float, .number(let d)):
            guard d.isFinite else { throw wrong("a finite number") }
            return CFormat.double(c.cSpec, d, locale: locale)
        case (.integer, _), (.unsigned, _): throw wrong("a whole number")
        case (.float, _): throw wrong("a number")
        }
    }
}

/// One value of a text's `args`.
public enum CatalogArgument: Sendable, Equatable, Hashable {
    /// A JSON string: for `%@`.
    case string(String)
    /// A JSON number: for `%d`, `%f` and the like (and `%@`, written as JSON writes it).
    case number(Double)

    var typeDescription: String {
        switch self {
        case .string(let s): return "the string \(JSONValue.quoted(s))"
        case .number(let d): return "the number \(Self.numberText(d))"
        }
    }

    /// `3`, `2.5`: how `%@` shows a number (NSNumber's description).
    static func numberText(_ d: Double) -> String {
        if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
        return "\(d)"
    }
}

extension Unicode.Scalar {
    /// 0...9 for an ASCII digit, nil otherwise (format strings take no other digits).
    fileprivate var digitValue: Int? { (0x30...0x39).contains(value) ? Int(value - 0x30) : nil }
}
