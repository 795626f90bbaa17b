import Testing

@testable import Localization

@Suite struct FormatStringTests {
    func f(_ format: String, _ args: [CatalogArgument]) throws(FormatString.Problem) -> String {
        try FormatString.parse(format).format(args)
    }

    @Test func everyConversionOfTheBrief() throws {
        #expect(try f("%@ and %@", [.string("Ana"), .string("Bo")]) == "Ana and Bo")
        #expect(try f("%d|%i|%u|%ld|%lld|%lu|%llu", Array(repeating: .number(42), count: 7)) == "42|42|42|42|42|42|42")
        #expect(try f("%lld", [.number(-9_007_199_254_740_992)]) == "-9007199254740992")
        #expect(try f("%f", [.number(3.5)]) == "3.500000")
        #expect(try f("%.2f|%.0f|%.1f", [.number(2.346), .number(2.5), .number(0.05)]) == "2.35|2|0.1")
        #expect(try f("100%%", []) == "100%")
        #expect(try f("%2$@ deleted %1$lld files", [.number(3), .string("Ana")]) == "Ana deleted 3 files")
        #expect(try f("%1$@ %1$@", [.string("x")]) == "x x")
        #expect(try f("%02d:%02d", [.number(7), .number(5)]) == "07:05")
        #expect(try f("%x %X %o", [.number(255), .number(255), .number(8)]) == "ff FF 10")
        #expect(try f("%@", [.number(3)]) == "3")
        #expect(try f("%@", [.number(2.5)]) == "2.5")
        #expect(try f("ünïcødé %@ 😀", [.string("ok")]) == "ünïcødé ok 😀")
    }

    @Test func aLocaleGroupsDigitsAndWritesItsDecimalSeparator() throws {
        func l(_ format: String, _ n: Double, _ locale: String?) throws -> String {
            try FormatString.parse(format).format([.number(n)], locale: locale)
        }
        // What iOS's localizedStringWithFormat writes (CLDR through CoreFoundation's formatter).
        #expect(try l("%lld", 1234, "en") == "1,234")
        #expect(try l("%lld", 1234, "de") == "1.234")
        #expect(try l("%d", -1_234_567, "ja") == "-1,234,567")
        #expect(try l("%lld", 1234, "fr") == "1\u{202F}234")
        // Spanish and Polish group only from five digits (CLDR's minimumGroupingDigits 2).
        #expect(try l("%lld", 1234, "es") == "1234")
        #expect(try l("%lld", 12345, "es") == "12.345")
        #expect(try l("%lld", 12345, "pl") == "12\u{00A0}345")
        #expect(try l("%.2f", 1234.5, "de") == "1.234,50")
        #expect(try l("%.1f", 2.5, "fr") == "2,5")
        // Arabic without a region writes Western digits (CLDR's default for ar); with Saudi Arabia's, Arabic-Indic.
        #expect(try l("%lld", 1234, "ar") == "1,234")
        #expect(try l("%lld", 1234, "ar-SA") == "\u{0661}\u{066C}\u{0662}\u{0663}\u{0664}")
        // Hexadecimal, octal and small numbers are not grouped; without a locale, the POSIX form.
        #expect(try l("%x", 48879, "de") == "beef")
        #expect(try l("%lld", 7, "de") == "7")
        #expect(try l("%lld", 1234, nil) == "1234")
        #expect(try l("%.2f", 1234.5, nil) == "1234.50")
    }

    @Test func unpositionedConversionsFollowTheHighestPosition() throws {
        let p = try FormatString.parse("%2$@ %@ %1$@")
        #expect(p.argumentCount == 3)
        #expect(try p.format([.string("a"), .string("b"), .string("c")]) == "b c a")
        #expect(try FormatString.parse("%#@files@ in %@").argumentCount == 2)
    }

    @Test func wrongArgumentsAreErrors() {
        #expect(throws: FormatString.Problem.self) { try f("%@ %@", [.string("a")]) }
        #expect(throws: FormatString.Problem.self) { try f("%d", [.string("3")]) }
        #expect(throws: FormatString.Problem.self) { try f("%d", [.number(2.5)]) }
        #expect(throws: FormatString.Problem.self) { try f("%u", [.number(-1)]) }
        #expect(throws: FormatString.Problem.self) { try f("%f", [.string("x")]) }
        #expect(throws: FormatString.Problem.self) { try f("%lld", [.number(1e300)]) }
        do {
            _ = try f("%2$lld files", [.number(1)])
            Issue.record("no error")
        } catch {
            #expect(error.description == "%2$lld takes argument 2, but 1 is given")
        }
        do {
            _ = try f("%d files", [.string("three")])
            Issue.record("no error")
        } catch {
            #expect(error.description == "%d needs a whole number, but argument 1 is the string \"three\"")
        }
    }

    @Test func malformedFormatsAreErrors() {
        for bad in ["50%", "%s", "%", "%5$", "%0$@", "%99$@", "%10@", "%#@open", "%'d", "%Lf", "%llld"] {
            #expect(throws: FormatString.Problem.self, "\(bad)") { try FormatString.parse(bad) }
        }
    }

    @Test func problemsSayWhatIsWrongInOneLine() {
        let cases: [(String, String)] = [
            ("50%", "a lone \"%\" ends the string; write %% for a percent sign"),
            ("%0$@", "argument position 0 in \"%0$\" is out of range 1...64"),
            ("%#@open", "unterminated variable \"%#@open\"; expected %#@name@"),
            ("%5", "unterminated conversion \"%5\"; write %% for a percent sign"),
            ("%s", "unsupported conversion \"%s\"; write %% for a percent sign"),
            ("%Lf", "unsupported conversion \"%L\"; write %% for a percent sign"),
            ("%llld", "unsupported conversion \"%lll\"; write %% for a percent sign"),
            ("%hf", "unsupported length in \"%hf\""),
            ("%5@", "flags, width or precision on %@ in \"%5@\" are not supported"),
            ("%'d", "the ' (grouping) flag in \"%'d\" is not supported"),
            ("%0000000000000d", "\"%0000000000000d\" is too long"),
            ("%64$d %d", "more than 64 arguments"),
        ]
        for (format, message) in cases {
            do throws(FormatString.Problem) {
                _ = try FormatString.parse(format)
                Issue.record("no problem for \(format)")
            } catch {
                #expect(error.description == message, "\(format)")
            }
        }
        let variable = FormatString(pieces: [.variable(name: "files", argument: 1)])
        #expect(throws: FormatString.Problem.unsubstitutedVariable(name: "files")) { try variable.format([.number(1)]) }
        #expect("\(FormatString.Problem.unsubstitutedVariable(name: "files"))" == "variable %#@files@ has no substitution")
    }
}
