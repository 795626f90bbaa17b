import Foundation

/// Liang's hyphenation patterns of one language, read from a libhyphen `.dic` file (the format
/// LibreOffice's and Debian's `hyphen-*` packages ship), and the word hyphenation they give.
///
/// Frank Liang's algorithm (TeX's, and libhyphen's): each pattern is letters with digits between
/// them ("hy3ph", ".ach4"); at every position of `.word.` each matching pattern raises the digits
/// between letters to its own; an odd digit is a hyphenation point. A file may have two levels
/// (`NEXTLEVEL`, libhyphen's compound hyphenation, which the German and French files use): the
/// first finds the boundaries of compound words, the second hyphenates each part, as
/// `hnj_hyphen_hyphenate3` does. Fragments are at least `leftMin` letters at the word's start
/// and `rightMin` at its end (`LEFTHYPHENMIN`/`RIGHTHYPHENMIN`, else TeX's 2 and 3), and
/// `compoundLeftMin`/`compoundRightMin` beside a compound boundary.
///
/// Lookups walk a trie kept in flat arrays: hyphenating a word allocates its digit array, never
/// per letter.
///
/// ```swift
/// let en = HyphenationPatterns(contentsOf: "Hyphenation/hyph_en_US.dic")!
/// en.hyphenated("hyphenation")  // "hy-phen-ation"
/// ```
final class HyphenationPatterns: Sendable {
    /// The patterns of one level as a trie: node 0 is the root; children are a linked list.
    struct Trie: Sendable {
        var firstChild: [Int32] = [-1]
        var nextSibling: [Int32] = [-1]
        var label: [UInt32] = [0]
        /// Where the node's pattern digits start in `digits` (-1: no pattern ends here); a pattern
        /// of n letters has n + 1 digits.
        var digitStart: [Int32] = [-1]
        var digits: [UInt8] = []

        func child(_ node: Int32, _ c: UInt32) -> Int32 {
            var k = firstChild[Int(node)]
            while k >= 0 {
                if label[Int(k)] == c { return k }
                k = nextSibling[Int(k)]
            }
            return -1
        }

        mutating func insert(_ letters: ArraySlice<UInt32>, _ values: ArraySlice<UInt8>) {
            var node: Int32 = 0
            for c in letters {
                var k = child(node, c)
                if k < 0 {
                    k = Int32(label.count)
                    label.append(c)
                    firstChild.append(-1)
                    nextSibling.append(firstChild[Int(node)])
                    digitStart.append(-1)
                    firstChild[Int(node)] = k
                }
                node = k
            }
            // A repeated pattern replaces the earlier one, as libhyphen's hash table does.
            digitStart[Int(node)] = Int32(digits.count)
            digits.append(contentsOf: values)
        }

        /// Raises `values` (one per position of `.word.`, `word.count + 3` of them) by every
        /// pattern matching in `word` (lower-case letters, with the dots at both ends).
        func apply(_ word: UnsafeBufferPointer<UInt32>, _ values: UnsafeMutableBufferPointer<UInt8>) {
            for start in 0..<word.count {
                var node: Int32 = 0
                var i = start
                while i < word.count {
                    node = child(node, word[i])
                    if node < 0 { break }
                    i += 1
                    let d = Int(digitStart[Int(node)])
                    if d >= 0 {
                        for k in 0...(i - start) where digits[d + k] > values[start + k] {
                            values[start + k] = digits[d + k]
                        }
                    }
                }
            }
        }
    }

    /// The levels in file order: one, or two for compound hyphenation.
    let levels: [Trie]
    let leftMin: Int
    let rightMin: Int
    let compoundLeftMin: Int
    let compoundRightMin: Int

    /// Reads a libhyphen `.dic` file: its first line names the encoding (`UTF-8` or `ISO8859-1`),
    /// then one pattern or keyword a line; `%` and `#` lines are comments. Non-standard patterns
    /// (`/` replacements) are left out: they rewrite spelling, which a label never does.
    /// Nil when the file cannot be read.
    convenience init?(contentsOf path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(bytes: [UInt8](data))
    }

    init(bytes: [UInt8]) {
        let firstLineEnd = bytes.firstIndex(of: 0x0A) ?? bytes.count
        let encoding = String(decoding: bytes[..<firstLineEnd], as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
        let body = bytes[min(bytes.count, firstLineEnd + 1)...]
        let scalars: [UInt32] =
            encoding.hasPrefix("ISO8859") || encoding.hasPrefix("ISO-8859")
            ? body.map(UInt32.init) : String(decoding: body, as: UTF8.self).unicodeScalars.map(\.value)
        var levels = [Trie()]
        var mins = (left: 0, right: 0, compoundLeft: 0, compoundRight: 0)
        var letters: [UInt32] = []
        var values: [UInt8] = []
        var lineStart = 0
        while lineStart < scalars.count {
            var lineEnd = lineStart
            while lineEnd < scalars.count, scalars[lineEnd] != 0x0A, scalars[lineEnd] != 0x0D { lineEnd += 1 }
            defer { lineStart = lineEnd + 1 }
            let line = scalars[lineStart..<lineEnd]
            guard let first = line.first, first != 0x25, first != 0x23, first != 0x20, first != 0x09 else { continue }
            // Keywords are upper-case ASCII words; patterns are lower-case.
            if (0x41...0x5A).contains(first) {
                let text = String(decoding: line.map { UInt8(truncatingIfNeeded: $0) }, as: UTF8.self)
                let parts = text.split(separator: " ")
                let number = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
                switch parts.first {
                case "NEXTLEVEL": levels.append(Trie())
                case "LEFTHYPHENMIN": mins.left = number
                case "RIGHTHYPHENMIN": mins.right = number
                case "COMPOUNDLEFTHYPHENMIN": mins.compoundLeft = number
                case "COMPOUNDRIGHTHYPHENMIN": mins.compoundRight = number
                default: break
                }
                continue
            }
            if line.contains(0x2F) { continue }
            letters.removeAll(keepingCapacity: true)
            values.removeAll(keepingCapacity: true)
            values.append(0)
            for c in line {
                if (0x30...0x39).contains(c) {
                    values[values.count - 1] = UInt8(c - 0x30)
                } else {
                    letters.append(Self.lowercased(c))
                    values.append(0)
                }
            }
            guard !letters.isEmpty else { continue }
            levels[levels.count - 1].insert(letters[...], values[...])
        }
        self.levels = levels
        leftMin = mins.left > 0 ? mins.left : 2
        rightMin = mins.right > 0 ? mins.right : 3
        compoundLeftMin = mins.compoundLeft > 0 ? mins.compoundLeft : leftMin
        compoundRightMin = mins.compoundRight > 0 ? mins.compoundRight : rightMin
    }

    /// Where `word` (its letters, any case) may be hyphenated: each `j` in the result is a break
    /// before letter `j`, in increasing order.
    func points(_ word: [UInt32]) -> [Int] {
        let n = word.count
        guard n >= leftMin + rightMin else { return [] }
        var lower = [UInt32](repeating: 0x2E, count: n + 2)
        for i in 0..<n { lower[i + 1] = Self.lowercased(word[i]) }
        var out: [Int] = []
        lower.withUnsafeBufferPointer { all in
            // Compound boundaries from the first level, then each part with the second.
            let compound = levels.count > 1 ? odd(levels[0], all, 0, n) : []
            let boundaries = compound.filter { $0 >= compoundLeftMin && n - $0 >= compoundRightMin }
            let last = levels[levels.count - 1]
            var begin = 0
            for end in boundaries + [n] {
                let leftLimit = begin == 0 ? leftMin : compoundLeftMin
                let rightLimit = end == n ? rightMin : compoundRightMin
                var part = [UInt32](repeating: 0x2E, count: end - begin + 2)
                for i in begin..<end { part[i - begin + 1] = all[i + 1] }
                let inner = part.withUnsafeBufferPointer { odd(last, $0, begin, end - begin) }
                out += inner.filter { $0 - begin >= leftLimit && end - $0 >= rightLimit }
                if end < n { out.append(end) }
                begin = end
            }
        }
        return out.filter { $0 >= leftMin && n - $0 >= rightMin }
    }

    /// The odd positions (breaks before letter `offset + j`) `trie` gives the `count` letters of
    /// `dotted` (the letters between two dots).
    private func odd(_ trie: Trie, _ dotted: UnsafeBufferPointer<UInt32>, _ offset: Int, _ count: Int) -> [Int] {
        var values = [UInt8](repeating: 0, count: count + 3)
        values.withUnsafeMutableBufferPointer { trie.apply(dotted, $0) }
        // Position p of `.word.` lies before its character p, so a break before letter j is at j + 1.
        return (1..<max(1, count)).filter { values[$0 + 1] & 1 == 1 }.map { $0 + offset }
    }

    /// `word` with a hyphen at every point (for tests and documentation).
    func hyphenated(_ word: String) -> String {
        let scalars = word.unicodeScalars.map(\.value)
        var out = String.UnicodeScalarView()
        let points = Set(points(scalars))
        for (i, v) in scalars.enumerated() {
            if points.contains(i) { out.append("-") }
            if let u = Unicode.Scalar(v) { out.append(u) }
        }
        return String(out)
    }

    /// Simple lower-case mapping of the Latin letters the patterns spell (Latin-1 and Latin
    /// Extended-A and B, from Unicode's data once); other scalars are kept.
    static func lowercased(_ v: UInt32) -> UInt32 {
        v < UInt32(lowerTable.count) ? lowerTable[Int(v)] : v
    }

    private static let lowerTable: [UInt32] = (0..<0x250).map { (v: UInt32) -> UInt32 in
        guard let u = Unicode.Scalar(v) else { return v }
        let mapped = u.properties.lowercaseMapping.unicodeScalars
        return mapped.count == 1 ? mapped.first!.value : v
    }
}
