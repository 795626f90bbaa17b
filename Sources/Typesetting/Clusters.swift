/// How a grapheme cluster takes part in line breaking.
enum BreakKind: UInt8 {
    case normal
    /// A breaking space: lines break after a run of them, and they hang at a line's end.
    case space
    /// Japanese/Chinese characters (and emoji): a break is allowed before and after, subject to
    /// kinsoku (`noStart` / `noEnd`).
    case ideographic
    /// Hyphens and dashes: a break is allowed after one that follows a letter ("e-|mail").
    case hyphen
    /// Em dash and zero-width space: a break is allowed after.
    case breakAfter
}

/// Per-cluster flags for line breaking.
struct BreakFlags: OptionSet {
    let rawValue: UInt8
    /// Kinsoku: may not start a line (closing punctuation, small kana, prolonged sound mark...).
    static let noStart = BreakFlags(rawValue: 1)
    /// Kinsoku: may not end a line (opening brackets and quotes).
    static let noEnd = BreakFlags(rawValue: 2)
    static let digit = BreakFlags(rawValue: 4)
    /// A word of a language written without spaces (Thai) starts here: a break is allowed before.
    static let wordStart = BreakFlags(rawValue: 8)
}

/// A sequence of grapheme clusters stored flat: the Unicode scalars, where each cluster starts,
/// the font chosen for it (index into `FontSlot.files`, or `FontSlot.notdef`), its break class,
/// its bidi embedding level (from FriBidi, set once its paragraph chunk is analysed) and its
/// script (HarfBuzz's, with Common and Inherited resolved to the preceding cluster's script).
struct Clusters {
    var scalars: [UInt32] = []
    var starts: [Int] = [0]
    var fonts: [UInt8] = []
    var kinds: [BreakKind] = []
    var flags: [BreakFlags] = []
    var levels: [UInt8] = []
    var scripts: [UInt32] = []

    var count: Int { fonts.count }

    mutating func append(
        scalars new: some Sequence<UInt32>, font: UInt8, kind: BreakKind, flags flag: BreakFlags, level: UInt8 = 0,
        script: UInt32
    ) {
        scalars.append(contentsOf: new)
        starts.append(scalars.count)
        fonts.append(font)
        kinds.append(kind)
        flags.append(flag)
        levels.append(level)
        scripts.append(script)
    }

    mutating func append(_ other: Clusters, _ range: Range<Int>) {
        for i in range {
            append(
                scalars: other.scalars[other.starts[i]..<other.starts[i + 1]], font: other.fonts[i],
                kind: other.kinds[i], flags: other.flags[i], level: other.levels[i], script: other.scripts[i])
        }
    }

    /// The cluster holding scalar `offset` (an index into `scalars`), searched in `range`.
    func cluster(containing offset: Int, in range: Range<Int>) -> Int {
        var lo = range.lowerBound, hi = range.upperBound - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    func slice(_ range: Range<Int>) -> Clusters {
        var out = Clusters()
        out.append(self, range)
        return out
    }

    func string(_ range: Range<Int>) -> String {
        var s = String.UnicodeScalarView()
        for v in scalars[starts[range.lowerBound]..<starts[range.upperBound]] {
            if let u = Unicode.Scalar(v) { s.append(u) }
        }
        return String(s)
    }

    /// UAX #14 reduced to what alert text needs: may a line break before cluster `i`?
    func canBreak(before i: Int) -> Bool {
        guard i > 0, i < count else { return false }
        let a = kinds[i - 1], b = kinds[i]
        if b == .space || flags[i].contains(.noStart) { return false }
        if a == .space { return true }
        if flags[i - 1].contains(.noEnd) { return false }
        if flags[i].contains(.wordStart) { return true }
        switch a {
        case .breakAfter: return true
        case .hyphen:
            // "e-|mail", but not "-5", "10-20" or "--".
            return i >= 2 && kinds[i - 2] != .space && kinds[i - 2] != .hyphen && b != .hyphen
                && !flags[i].contains(.digit)
        default: break
        }
        if b == .breakAfter && isEmDash(i) { return true }
        return a == .ideographic || b == .ideographic
    }

    private func isEmDash(_ i: Int) -> Bool { scalars[starts[i]] == 0x2014 }

    /// First index at or after `i` that is not a space.
    func skipSpaces(from i: Int) -> Int {
        var j = i
        while j < count, kinds[j] == .space { j += 1 }
        return j
    }

    /// `end` moved back over trailing spaces, never before `start`.
    func trimTrailingSpaces(_ start: Int, _ end: Int) -> Int {
        var e = end
        while e > start, kinds[e - 1] == .space { e -= 1 }
        return e
    }
}

enum CharClass {
    static func isDefaultIgnorable(_ v: UInt32) -> Bool {
        switch v {
        case 0x00AD, 0x034F, 0x061C, 0x115F...0x1160, 0x17B4...0x17B5, 0x180B...0x180F,
            0x200B...0x200F, 0x202A...0x202E, 0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF,
            0xFFA0, 0xFFF0...0xFFF8, 0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE0FFF:
            return true
        default:
            return false
        }
    }

    static func isSpace(_ v: UInt32) -> Bool {
        v == 0x20 || v == 0x1680 || (0x2000...0x200A).contains(v) && v != 0x2007 || v == 0x205F
    }

    static func isIdeographic(_ v: UInt32) -> Bool {
        switch v {
        // Hangul is not here: Korean breaks between words, at spaces, as UIKit's standard
        // line-break strategy (hangulWordPriority) does.
        case 0x2E80...0x303E, 0x3040...0x312F, 0x3190...0x9FFF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F000...0x1FAFF,
            0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// Kinsoku shori: characters that may not begin a line.
    static let noStart: Set<UInt32> = Set(
        ("、。，．・：；？！゛゜ヽヾゝゞ々〻ー〜～‐゠–…‥〕〉》」』】〙〗〟’”｠）］｝｣"
            + "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ"
            + "!?,.:;)]}%‼⁇⁈⁉°′″℃％￠¢").unicodeScalars.map(\.value))

    /// Kinsoku shori: characters that may not end a line.
    static let noEnd: Set<UInt32> = Set("「『（([{〔〈《【〘〖〝‘“｟［｛｢＄￥£$".unicodeScalars.map(\.value))

    static func kind(_ v: UInt32) -> BreakKind {
        if isSpace(v) { return .space }
        switch v {
        case 0x2D, 0x2010, 0x2012, 0x2013: return .hyphen
        case 0x2014, 0x200B: return .breakAfter
        default: return isIdeographic(v) ? .ideographic : .normal
        }
    }

    static func flags(_ v: UInt32) -> BreakFlags {
        var f: BreakFlags = []
        if noStart.contains(v) { f.insert(.noStart) }
        if noEnd.contains(v) { f.insert(.noEnd) }
        if (0x30...0x39).contains(v) { f.insert(.digit) }
        return f
    }
}
