/// The pseudo-locales that find layout bugs before translations exist (Android's and Chromium's
/// names; Xcode's "Accented" and "Right-to-Left" pseudolanguages do the same). Both transform the
/// source language's text; the spec's plain strings are left alone, as on a device, so a text
/// that is not localized stands out.
public enum PseudoLocale: String, Sendable, Equatable {
    /// `en-XA`: every letter accented, the text about 40 % longer, wrapped in `[` `]`: finds
    /// truncation, hard-coded strings and glyph gaps.
    case accented = "en-XA"
    /// `ar-XB`: Latin text shown right to left (each line wrapped in U+202E RIGHT-TO-LEFT
    /// OVERRIDE ... U+202C POP DIRECTIONAL FORMATTING, inside RIGHT-TO-LEFT MARKs so the paragraph
    /// is right to left as Arabic would be, as Android's ar-XB does); its language `ar` mirrors the layout.
    case rightToLeft = "ar-XB"

    /// The pseudo-locale `tag` names, if any.
    public init?(tag: LanguageTag) {
        switch tag.description {
        case "en-XA": self = .accented
        case "ar-XB": self = .rightToLeft
        default: return nil
        }
    }

    /// How much longer `accented` makes a text (German and Finnish run 30-40 % longer than English).
    public static let expansion = 0.4

    /// Words that pad an accented text, as Android's pseudo-localizer pads.
    static let padding = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

    /// `text` accented, padded about 40 % and bracketed: `"Delete"` -> `"[Ðéļéţé one]"`.
    public static func accented(_ text: String) -> String {
        var out = "["
        var letters = 0
        for u in text.unicodeScalars {
            if let a = accent(u) {
                out.unicodeScalars.append(a)
            } else {
                out.unicodeScalars.append(u)
            }
            if u.properties.isAlphabetic || u.properties.numericType != nil { letters += 1 }
        }
        return out + pad(for: letters) + "]"
    }

    /// `template` with its literal text accented, padded and bracketed; conversions untouched, so
    /// the arguments are neither accented nor counted.
    static func accented(_ template: FormatString) -> FormatString {
        var pieces: [FormatString.Piece] = [.literal("[")]
        var letters = 0
        for piece in template.pieces {
            guard case .literal(let s) = piece else {
                pieces.append(piece)
                continue
            }
            var t = ""
            for u in s.unicodeScalars {
                t.unicodeScalars.append(accent(u) ?? u)
                if u.properties.isAlphabetic || u.properties.numericType != nil { letters += 1 }
            }
            pieces.append(.literal(t))
        }
        pieces.append(.literal(pad(for: letters) + "]"))
        return FormatString(pieces: pieces)
    }

    /// Whole padding words, with a space before each, until they add at least 40 % of `letters`.
    static func pad(for letters: Int) -> String {
        let wanted = Int((Double(letters) * expansion).rounded(.up))
        var out = ""
        var i = 0
        while out.count < wanted {
            out += " " + padding[i % padding.count]
            i += 1
        }
        return out
    }

    /// Each line of `text` wrapped in RLM RLO ... PDF RLM: the bidi algorithm lays its characters
    /// out right to left, and the marks make the paragraph's base direction right to left (rule P2).
    /// Paragraph breaks end every embedding (UAX #9 rule X8), hence one wrapping a line.
    public static func rightToLeft(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "\u{200F}\u{202E}\($0)\u{202C}\u{200F}" }
            .joined(separator: "\n")
    }

    /// The accented form of a basic Latin letter; nil for everything else.
    static func accent(_ u: Unicode.Scalar) -> Unicode.Scalar? {
        let v = u.value
        if (0x61...0x7A).contains(v) { return lower[Int(v - 0x61)] }
        if (0x41...0x5A).contains(v) { return upper[Int(v - 0x41)] }
        return nil
    }

    // Latin-1 Supplement and Latin Extended-A/B letters, all covered by the bundled Inter
    // (a test holds every one of them to that).
    static let lower: [Unicode.Scalar] = [
        "å", "ƀ", "ç", "ð", "é", "ƒ", "ĝ", "ĥ", "î", "ĵ", "ķ", "ļ", "ɱ", "ñ", "ö", "þ", "ǫ", "ŕ", "š", "ţ", "û", "ṽ",
        "ŵ", "ẋ", "ý", "ž",
    ]
    static let upper: [Unicode.Scalar] = [
        "Å", "Ɓ", "Ç", "Ð", "É", "Ƒ", "Ĝ", "Ĥ", "Î", "Ĵ", "Ķ", "Ļ", "Ṁ", "Ñ", "Ö", "Þ", "Ǫ", "Ŕ", "Š", "Ţ", "Û", "Ṽ",
        "Ŵ", "Ẋ", "Ý", "Ž",
    ]
}
