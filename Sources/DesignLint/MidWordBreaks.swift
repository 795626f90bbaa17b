/// Where a line break falls inside a word: the typesetter breaks a word wider than its line
/// between two letters ("Gesamtbetra|g zahlen" at accessibility sizes), which reads as a typo.
///
/// A break is fine after a space or a hyphen, between letters of the scripts that break
/// between letters (Han, kana, Hangul, Thai, Lao, Khmer, Myanmar), and at a hyphenation point the
/// typesetter chose (the line ends in a hyphen-minus the text does not have, between two letters:
/// "Gesamt-" / "betrag"). Anything else the lines cannot be matched back to (an ellipsis) is left
/// alone: the rule only speaks when it is sure.
///
/// ```swift
/// MidWordBreaks.first(in: "Gesamtbetrag zahlen", lines: ["Gesamtbetra", "g zahlen"])
/// // ("Gesamtbetrag", "Gesamtbetra|g")
/// ```
public enum MidWordBreaks {
    /// The first word of `text` broken inside itself by `lines` (the shown lines, in order, with
    /// trailing spaces trimmed), with the two parts shown as `part|part`; nil when none is.
    public static func first(in text: String, lines: [String]) -> (word: String, shown: String)? {
        guard lines.count > 1 else { return nil }
        let chars = Array(text)
        var i = 0
        lines: for (k, line) in lines.enumerated() where k < lines.count - 1 {
            // Each line is the next characters of the text, after the spaces a break ate.
            while i < chars.count && chars[i].isWhitespace { i += 1 }
            let shown = Array(line)
            for (n, c) in shown.enumerated() {
                if i < chars.count, chars[i] == c {
                    i += 1
                    continue
                }
                // The typesetter's hyphen: the line's last character, inside a word.
                if c == "-", n == shown.count - 1, i > 0, i < chars.count, isWordLetter(chars[i - 1]),
                    isWordLetter(chars[i])
                {
                    continue lines
                }
                return nil
            }
            guard i < chars.count, i > 0 else { return nil }
            let before = chars[i - 1]
            let after = chars[i]
            guard isWordLetter(before), isWordLetter(after) else { continue }
            var start = i - 1
            while start > 0 && isWordLetter(chars[start - 1]) { start -= 1 }
            var end = i
            while end < chars.count && isWordLetter(chars[end]) { end += 1 }
            return (String(chars[start..<end]), String(chars[start..<i]) + "|" + String(chars[i..<end]))
        }
        return nil
    }

    /// A letter or digit of a script that breaks lines only between words.
    static func isWordLetter(_ c: Character) -> Bool {
        guard c.isLetter || c.isNumber else { return false }
        return !c.unicodeScalars.contains { breaksBetweenLetters($0) }
    }

    /// Scripts whose lines may break between any two letters (or at dictionary word boundaries
    /// the typesetter knows and this rule does not).
    static func breaksBetweenLetters(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x0E00...0x0EFF,  // Thai, Lao
            0x1000...0x109F,  // Myanmar
            0x1100...0x11FF, 0xAC00...0xD7AF, 0x3130...0x318F,  // Hangul
            0x1780...0x17FF,  // Khmer
            0x2E80...0x2FFF, 0x3000...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,  // CJK, kana
            0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x3FFFF:
            return true
        default:
            return false
        }
    }
}
