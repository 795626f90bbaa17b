import Foundation
import SpecSyntax
import Testing

@testable import Localization

@Suite struct StringsFileTests {
    func parse(_ text: String) throws -> [String: String] {
        Dictionary(
            try StringsFileParser.parse(Array(text.utf8), file: "t.strings").map { ($0.key, $0.value) },
            uniquingKeysWith: { $1 })
    }

    @Test func pairsCommentsAndEscapes() throws {
        let t = try parse(
            #"""
            /* A block comment, "quoted" = "not a pair"; */
            "delete.title" = "Delete \"Photo\"?"; // a line comment
            "path"="C:\\Temp";
            "lines" = "one\ntwo\tthree";
            "euro" = "\U20AC \u00e9";
            "emoji" = "\UD83D\UDE00";
            "octal" = "\101\102";
            bare_key = bareValue;
            "short";
            /* multi
               line */ "after" = "comment";
            """#)
        #expect(t["delete.title"] == "Delete \"Photo\"?")
        #expect(t["path"] == "C:\\Temp")
        #expect(t["lines"] == "one\ntwo\tthree")
        #expect(t["euro"] == "€ é")
        #expect(t["emoji"] == "😀")
        #expect(t["octal"] == "AB")
        #expect(t["bare_key"] == "bareValue")
        #expect(t["short"] == "short")
        #expect(t["after"] == "comment")
        #expect(t.count == 9)
    }

    @Test func aKeyGivenTwiceKeepsItsLastValueInPlace() throws {
        let pairs = try StringsFileParser.parse(Array(#""a" = "1"; "b" = "2"; "a" = "3";"#.utf8), file: "t.strings")
        #expect(pairs.map(\.key) == ["a", "b"])
        #expect(pairs.map(\.value) == ["3", "2"])
    }

    func utf16(_ s: String, bigEndian: Bool) -> [UInt8] {
        var out: [UInt8] = []
        for u in s.utf16 {
            let (hi, lo) = (UInt8(u >> 8), UInt8(u & 0xFF))
            out += bigEndian ? [hi, lo] : [lo, hi]
        }
        return out
    }

    @Test func utf8AndUtf16WithByteOrderMarks() throws {
        let text = "\"k\" = \"Größe ☃ 😀\";\n"
        let utf8 = [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        let le: [UInt8] = [0xFF, 0xFE] + utf16(text, bigEndian: false)
        let be: [UInt8] = [0xFE, 0xFF] + utf16(text, bigEndian: true)
        let bareLE = utf16(text, bigEndian: false)
        for bytes in [Array(text.utf8), utf8, le, be, bareLE] {
            let pairs = try StringsFileParser.parse(bytes, file: "t.strings")
            #expect(pairs.count == 1 && pairs[0].key == "k" && pairs[0].value == "Größe ☃ 😀")
        }
    }

    @Test func errorsNameTheFileAndLine() {
        let cases: [(String, String)] = [
            (
                "\"a\" = \"1\";\n\"b\" = \"2\"\n\"c\" = \"3\";",
                "t.strings: line 3: expected \";\" after \"b\", found \"\"\""
            ),
            ("\"a\" = \"1\";\n\n\"b\" = \"unterminated;", "t.strings: line 3: unterminated string"),
            ("/* open\n\n", "t.strings: line 1: unterminated /* comment"),
            ("\"a\" = ;", "t.strings: line 1: expected a value in double quotes, found \";\""),
            ("\"a\" = \"\\UD83D\";", "t.strings: line 1: a \\U high surrogate not followed by a low one"),
            ("\"a\" = \"1\"", "t.strings: line 1: expected \";\" after \"a\" at the end of the file"),
        ]
        for (text, message) in cases {
            do {
                _ = try StringsFileParser.parse(Array(text.utf8), file: "t.strings")
                Issue.record("no error for \(text)")
            } catch {
                #expect(error.description == message)
            }
        }
        #expect(throws: SpecError.self) { try StringsFileParser.parse([0xFF, 0xFE, 0x41], file: "t.strings") }
        #expect(throws: SpecError.self) { try StringsFileParser.parse([0x22, 0xC3, 0x28, 0x22], file: "t.strings") }
    }
}
