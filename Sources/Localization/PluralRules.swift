/// CLDR plural categories (Unicode TR35, "Language Plural Rules").
public enum PluralCategory: String, CaseIterable, Sendable, Hashable {
    case zero, one, two, few, many, other
}

/// CLDR cardinal plural rules (CLDR 44, `plurals.xml`) for the languages catalogs are tested
/// with, applied to integer counts.
///
/// Only integer operands are implemented: `n = i` and `v = w = f = t = 0`, with the count's
/// absolute value, as the rules define for negative numbers. Catalog counts are `%d`/`%lld`
/// arguments, so fractions (`1.5 files`) never choose a form here. A language not in the table
/// has only `other` (the rule of ja, ko, zh, and CLDR's default).
///
/// ```swift
/// PluralRules.category(for: 3, language: "ru")   // .few
/// PluralRules.category(for: 11, language: "ar")  // .many
/// ```
public enum PluralRules {
    /// Languages with rules of their own here (every other language has only `other`).
    public static let languages: Set<String> = [
        "en", "de", "nl", "sv", "da", "nb", "no", "fi", "et", "el", "hu", "tr", "bg", "ca", "fr", "es", "it", "pt",
        "ru", "uk", "be", "pl", "cs", "sk", "ar", "he", "iw", "ja", "ko", "zh", "th", "vi", "id", "ms",
    ]

    /// The category of `count` in `language` (a language subtag such as `pt`; use `category(for:locale:)`
    /// for `pt-PT`, whose rule differs from Brazil's).
    public static func category(for count: Int, language: String) -> PluralCategory {
        category(for: count, language: language, region: nil)
    }

    /// The category of `count` for a full tag (`pt-PT` has its own `one`).
    public static func category(for count: Int, locale: LanguageTag) -> PluralCategory {
        category(for: count, language: locale.language, region: locale.subtags.dropFirst().last { $0.count == 2 })
    }

    static func category(for count: Int, language: String, region: String?) -> PluralCategory {
        // Int.min has no positive counterpart; its magnitude ends in ...808, like any large count.
        let i = count == Int.min ? Int.max - 7 : abs(count)
        let mod10 = i % 10
        let mod100 = i % 100
        // `e = 0 and i != 0 and i % 1000000 = 0`: "1 000 000 de fichiers" (fr, es, it, pt, ca).
        let millions = i != 0 && i % 1_000_000 == 0
        switch language {
        case "en", "de", "nl", "sv", "da", "nb", "no", "fi", "et", "el", "hu", "tr", "bg":
            // one: i = 1 and v = 0 (el, hu, tr, bg: n = 1, the same for integers)
            return i == 1 ? .one : .other
        case "ca", "it":
            // one: i = 1 and v = 0; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0
            return i == 1 ? .one : millions ? .many : .other
        case "es":
            // one: n = 1; many: as it
            return i == 1 ? .one : millions ? .many : .other
        case "fr":
            // one: i = 0,1; many: as it
            return i <= 1 ? .one : millions ? .many : .other
        case "pt":
            // pt: one: i = 0..1; pt_PT: one: i = 1 and v = 0; both: many as it
            if region == "PT" { return i == 1 ? .one : millions ? .many : .other }
            return i <= 1 ? .one : millions ? .many : .other
        case "ru", "uk", "be":
            // one: v = 0 and i % 10 = 1 and i % 100 != 11; few: v = 0 and i % 10 = 2..4 and
            // i % 100 != 12..14; many: v = 0 and (i % 10 = 0 or i % 10 = 5..9 or i % 100 = 11..14)
            if mod10 == 1 && mod100 != 11 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .many
        case "pl":
            // one: i = 1 and v = 0; few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14;
            // many: v = 0 and (i != 1 and i % 10 = 0..1 or i % 10 = 5..9 or i % 100 = 12..14)
            if i == 1 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .many
        case "cs", "sk":
            // one: i = 1 and v = 0; few: i = 2..4 and v = 0; many: v != 0 (never for integers)
            return i == 1 ? .one : (2...4).contains(i) ? .few : .other
        case "ar":
            // zero: n = 0; one: n = 1; two: n = 2; few: n % 100 = 3..10; many: n % 100 = 11..99
            if i == 0 { return .zero }
            if i == 1 { return .one }
            if i == 2 { return .two }
            if (3...10).contains(mod100) { return .few }
            if (11...99).contains(mod100) { return .many }
            return .other
        case "he", "iw":
            // one: i = 1 and v = 0 or i = 0 and v != 0; two: i = 2 and v = 0 (CLDR 42 dropped `many`)
            return i == 1 ? .one : i == 2 ? .two : .other
        default:
            // ja, ko, zh, th, vi, id, ms and every language not above: other only.
            return .other
        }
    }
}
