import Testing

@testable import Localization

/// CLDR's own sample integers (plurals.xml, `@integer` samples) for each language and category.
@Suite struct PluralRulesTests {
    static let samples: [(String, PluralCategory, [Int])] = [
        ("en", .one, [1]), ("en", .other, [0, 2, 3, 16, 100, 1000, 10000, 100000, 1_000_000]),
        ("de", .one, [1]), ("de", .other, [0, 2, 16, 100, 1000]),
        ("nl", .one, [1]), ("nl", .other, [0, 2, 16, 100, 1000]),
        ("fr", .one, [0, 1]), ("fr", .many, [1_000_000, 2_000_000]), ("fr", .other, [2, 17, 100, 1000, 100000]),
        ("es", .one, [1]), ("es", .many, [1_000_000]), ("es", .other, [0, 2, 16, 100, 1000, 10000]),
        ("it", .one, [1]), ("it", .many, [1_000_000]), ("it", .other, [0, 2, 16, 100, 1000]),
        ("pt", .one, [0, 1]), ("pt", .many, [1_000_000]), ("pt", .other, [2, 17, 100, 1000]),
        ("ru", .one, [1, 21, 31, 41, 51, 61, 71, 81, 101, 1001]),
        ("ru", .few, [2, 3, 4, 22, 23, 24, 32, 33, 34, 42, 43, 44, 52, 53, 54, 62, 102, 1002]),
        ("ru", .many, [0, 5, 6, 10, 11, 12, 13, 14, 15, 19, 100, 111, 112, 1000, 10000, 100000, 1_000_000]),
        ("uk", .one, [1, 21, 101, 1001]), ("uk", .few, [2, 4, 22, 24, 102, 1002]),
        ("uk", .many, [0, 5, 11, 12, 14, 19, 100, 1000]),
        ("pl", .one, [1]), ("pl", .few, [2, 3, 4, 22, 23, 24, 32, 42, 52, 62, 102, 1002]),
        ("pl", .many, [0, 5, 6, 11, 12, 13, 14, 19, 21, 31, 100, 101, 111, 1000, 10000]),
        ("ar", .zero, [0]), ("ar", .one, [1]), ("ar", .two, [2]),
        ("ar", .few, [3, 4, 10, 103, 104, 110, 1003]),
        ("ar", .many, [11, 12, 26, 99, 111, 1011]),
        ("ar", .other, [100, 101, 102, 200, 201, 202, 300, 400, 500, 600, 1000, 10000, 100000, 1_000_000]),
        ("he", .one, [1]), ("he", .two, [2]), ("he", .other, [0, 3, 10, 17, 20, 30, 100, 1000, 10000]),
        ("ja", .other, [0, 1, 2, 15, 100, 1000]), ("ko", .other, [0, 1, 2, 100]), ("zh", .other, [0, 1, 2, 100]),
    ]

    @Test(arguments: 0..<samples.count)
    func cldrSamples(index: Int) {
        let (language, category, counts) = Self.samples[index]
        for n in counts {
            #expect(PluralRules.category(for: n, language: language) == category, "\(language) \(n)")
        }
    }

    @Test func everyLanguageOfTheBriefHasItsCategories() {
        // Each language's categories for integers, as CLDR lists them (fractions add `other` to ru, uk, pl).
        let expected: [String: Set<PluralCategory>] = [
            "en": [.one, .other], "de": [.one, .other], "nl": [.one, .other], "fr": [.one, .many, .other],
            "es": [.one, .many, .other], "it": [.one, .many, .other], "pt": [.one, .many, .other],
            "ru": [.one, .few, .many], "uk": [.one, .few, .many], "pl": [.one, .few, .many],
            "ar": [.zero, .one, .two, .few, .many, .other], "he": [.one, .two, .other], "ja": [.other],
            "ko": [.other], "zh": [.other],
        ]
        for (language, categories) in expected {
            let seen = Set(
                (0...2_000_000).lazy.filter { $0 < 2000 || $0 % 1_000_000 == 0 }.map {
                    PluralRules.category(for: $0, language: language)
                })
            #expect(seen == categories, "\(language)")
        }
    }

    @Test func negativeCountsTakeTheirMagnitudeAndPortugalHasItsOwnOne() {
        #expect(PluralRules.category(for: -1, language: "en") == .one)
        #expect(PluralRules.category(for: -3, language: "ru") == .few)
        #expect(PluralRules.category(for: Int.min, language: "ru") == .many)
        #expect(PluralRules.category(for: 0, locale: LanguageTag("pt-BR")!) == .one)
        #expect(PluralRules.category(for: 0, locale: LanguageTag("pt-PT")!) == .other)
        #expect(PluralRules.category(for: 1, locale: LanguageTag("pt_PT")!) == .one)
        // A language without rules of its own has only `other`.
        #expect(PluralRules.category(for: 1, language: "xx") == .other)
    }

    @Test func localeTagsAreCanonicalAndFallBackToShorterTags() {
        #expect(LanguageTag("pt_br")?.description == "pt-BR")
        #expect(LanguageTag("ZH-hans-cn")?.description == "zh-Hans-CN")
        #expect(LanguageTag("es-419")?.description == "es-419")
        #expect(LanguageTag("zh-Hans-CN")!.fallbackChain.map(\.description) == ["zh-Hans-CN", "zh-Hans", "zh"])
        #expect(LanguageTag("en-XA")?.pseudoLocale == .accented)
        #expect(LanguageTag("ar_xb")?.pseudoLocale == .rightToLeft)
        #expect(LanguageTag("en-US")?.pseudoLocale == nil)
        for bad in ["", "-", "de-", "1de", "de DE", "ünï", "abcdefghi"] { #expect(LanguageTag(bad) == nil, "\(bad)") }
    }
}
