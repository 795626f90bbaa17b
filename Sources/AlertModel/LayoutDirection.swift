/// `layoutDirection` and `locale` (docs/contract.md "Variants"): which way the alert's
/// layout runs, and the BCP 47 language tag that picks it (and the text's language).

/// `layoutDirection`: `auto` takes the direction from the locale, else from the text.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// `auto`: right to left for a right-to-left locale (ar, he, fa, ur, ...), else the direction
    /// of the title's first strong character (else the message's), else left to right.
    case auto
    /// Left to right, whatever the locale and the text.
    case ltr
    /// Right to left (mirrored), whatever the locale and the text.
    case rtl
}

/// BCP 47 language tags as `locale` takes them (`en`, `de-CH`, `zh-Hans`, `sr-Latn-RS`, `en-XA`).
public enum LocaleTag {
    /// Longest tag accepted; real tags are far shorter.
    public static let maxLength = 64

    /// Languages written right to left: the SPEC's ar, he, fa, ur, and the others of CLDR's
    /// right-to-left list that UIKit localizes for (iw is Hebrew's old code).
    public static let rightToLeftLanguages: Set<String> = [
        "ar", "he", "iw", "fa", "ur", "ps", "yi", "ckb", "dv", "ug", "sd",
    ]

    /// Script subtags that are written right to left (`az-Arab`, `pa-Arab`, `uz-Arab`).
    static let rightToLeftScripts: Set<String> = ["arab", "hebr", "syrc", "thaa", "nkoo", "adlm", "rohg"]

    /// Why `tag` is not a well-formed BCP 47 tag, or nil when it is: a 2-3 or 5-8 letter language,
    /// then subtags of 1-8 letters or digits separated by `-`.
    ///
    /// ```swift
    /// LocaleTag.problem("pt-BR")    // nil
    /// LocaleTag.problem("pt_BR")    // "\"pt_BR\" is not a BCP 47 tag; subtags are joined by \"-\" (pt-BR)"
    /// ```
    public static func problem(_ tag: String) -> String? {
        guard !tag.isEmpty else { return "must not be empty" }
        guard tag.utf8.count <= maxLength else { return "is longer than \(maxLength) characters" }
        let quoted = JSONValue.quoted(tag)
        if tag.contains("_") {
            return "\(quoted) is not a BCP 47 tag; subtags are joined by \"-\" (\(tag.replacingUnderscores()))"
        }
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        func isLetter(_ b: UInt8) -> Bool { (65...90).contains(b) || (97...122).contains(b) }
        func isAlpha(_ s: Substring) -> Bool { s.utf8.allSatisfy(isLetter) }
        func isAlnum(_ s: Substring) -> Bool { s.utf8.allSatisfy { isLetter($0) || (48...57).contains($0) } }
        guard let first = parts.first, isAlpha(first), (2...3).contains(first.count) || (5...8).contains(first.count)
        else { return "\(quoted) is not a BCP 47 tag: it must start with a 2-3 letter language code (en, de, ar)" }
        for p in parts.dropFirst() where p.isEmpty || p.count > 8 || !isAlnum(p) {
            return "\(quoted) is not a BCP 47 tag: subtags are 1-8 letters or digits joined by \"-\""
        }
        return nil
    }

    /// The language subtag, lowercased: `zh` for `zh-Hans-CN`.
    public static func language(of tag: String) -> String {
        String(tag.split(separator: "-").first ?? "").lowercased()
    }

    /// Whether text of `tag` is written right to left: its script subtag says so (`az-Arab`
    /// yes, `ku-Latn` no), else its language is in `rightToLeftLanguages`. `ar-XB` (the mirrored
    /// pseudo-locale) is Arabic, so right to left.
    public static func isRightToLeft(_ tag: String) -> Bool {
        let parts = tag.split(separator: "-").map { $0.lowercased() }
        if parts.count > 1, parts[1].count == 4 { return rightToLeftScripts.contains(parts[1]) }
        return rightToLeftLanguages.contains(parts.first ?? "")
    }
}

extension String {
    fileprivate func replacingUnderscores() -> String { String(map { $0 == "_" ? "-" : $0 }) }
}

extension TextDirection {
    /// The direction of the first strong character of `text` (Unicode bidi rules P2/P3: letters of
    /// right-to-left scripts are R/AL, other letters L; digits, punctuation and marks are weak or
    /// neutral and skipped, and so is the text between an isolate initiator and its PDI); nil when
    /// it has none.
    ///
    /// ```swift
    /// TextDirection.firstStrong(in: "123 שלום")   // .rtl
    /// TextDirection.firstStrong(in: "«OK»")       // .ltr
    /// ```
    public static func firstStrong(in text: String) -> TextDirection? {
        var isolates = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x2066...0x2068:  // LRI, RLI, FSI
                isolates += 1
                continue
            case 0x2069:  // PDI
                isolates = max(0, isolates - 1)
                continue
            default: break
            }
            guard isolates == 0, scalar.properties.isAlphabetic else { continue }
            // Combining marks are NSM (weak) even where they count as alphabetic.
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: continue
            default: break
            }
            return isRightToLeftLetter(scalar.value) ? .rtl : .ltr
        }
        return nil
    }

    /// Blocks whose letters are bidi class R or AL: Hebrew, Arabic, Syriac, Thaana, NKo,
    /// Samaritan, Mandaic and their extensions, the Hebrew and Arabic presentation forms, and the
    /// right-to-left historic scripts of planes 1 (U+10800-10FFF, U+1E800-1EFFF).
    static func isRightToLeftLetter(_ v: UInt32) -> Bool {
        switch v {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFE, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
        default: return false
        }
    }
}
