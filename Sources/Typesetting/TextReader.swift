import AlertLayout
import AlertModel
import CHarfBuzz

/// Reads a string one grapheme cluster at a time, paragraph by paragraph, so that only the text
/// that can be shown is ever turned into clusters and shaped. Clusters are analysed (bidi
/// levels, Thai word starts) in chunks of `chunk` clusters, so every cluster `ensure` returns
/// has its level; a paragraph longer than a chunk is analysed chunk by chunk, with the base
/// direction of its first chunk.
struct TextReader {
    /// Clusters analysed together: longer than any paragraph an alert can show.
    static let chunk = 4096

    private var iterator: String.Iterator
    private var lookahead: Character?
    /// One-line mode: forced newlines read as spaces.
    let oneLine: Bool
    let t: Typesetter
    let choice: FontChoice
    /// Base-direction request for FriBidi (`Bidi.request`).
    let request: Int32
    var paragraph = Clusters()
    private(set) var paragraphEnded = true
    /// Clusters of `paragraph` whose level and word starts are known.
    private(set) var analysed = 0
    /// The current paragraph's embedding level (0: left to right, 1: right to left).
    private(set) var paragraphLevel: UInt8 = 0
    /// The first paragraph's level, once known.
    private(set) var firstParagraphLevel: UInt8?

    init(_ text: String, oneLine: Bool, typesetter: Typesetter, choice: FontChoice, request: Int32) {
        iterator = text.makeIterator()
        lookahead = iterator.next()
        self.oneLine = oneLine
        t = typesetter
        self.choice = choice
        self.request = request
        paragraphLevel = request == 1 || request == 3 ? 1 : 0
    }

    /// Moves to the next paragraph; false at the end of the text (an empty paragraph after a
    /// final newline does not count).
    mutating func nextParagraph() -> Bool {
        while !paragraphEnded { readOne() }
        paragraph = Clusters()
        analysed = 0
        paragraphLevel = request == 1 || request == 3 ? 1 : 0
        guard lookahead != nil else { return false }
        paragraphEnded = false
        return true
    }

    private mutating func readOne() {
        guard !paragraphEnded, let character = lookahead else {
            paragraphEnded = true
            return
        }
        lookahead = iterator.next()
        if character.isNewline {
            if !oneLine {
                paragraphEnded = true
                return
            }
            t.appendCluster(" ", fonts: choice, to: &paragraph)
            return
        }
        t.appendCluster(character, fonts: choice, to: &paragraph)
    }

    /// Reads until the paragraph has at least `n` clusters; false if it ends first. Every
    /// cluster read is analysed; reading goes on to the end of the chunk (or paragraph) so that
    /// the analysis sees the text around it.
    mutating func ensure(_ n: Int) -> Bool {
        while paragraph.count < n, !paragraphEnded { readOne() }
        if paragraph.count > analysed {
            let target = max(n, analysed + Self.chunk)
            while paragraph.count < target, !paragraphEnded { readOne() }
            analyse()
        }
        return paragraph.count >= n
    }

    /// Bidi levels and Thai word starts of the clusters from `analysed` to the end.
    private mutating func analyse() {
        let range = analysed..<paragraph.count
        let scalarStart = paragraph.starts[range.lowerBound], scalarEnd = paragraph.starts[range.upperBound]
        // The first chunk decides the base direction; later ones keep it.
        let chunkRequest = range.lowerBound == 0 ? request : (paragraphLevel == 1 ? 3 : 2)
        let (levels, level) = paragraph.scalars.withUnsafeBufferPointer {
            Bidi.levels(UnsafeBufferPointer(rebasing: $0[scalarStart..<scalarEnd]), request: chunkRequest)
        }
        if range.lowerBound == 0 {
            paragraphLevel = level
            if firstParagraphLevel == nil { firstParagraphLevel = level }
        }
        for i in range {
            // A cluster's level is its base character's (marks follow their base anyway).
            var k = paragraph.starts[i]
            while k + 1 < paragraph.starts[i + 1], CharClass.isDefaultIgnorable(paragraph.scalars[k]) { k += 1 }
            paragraph.levels[i] = levels[k - scalarStart]
        }
        var i = range.lowerBound
        while i < range.upperBound {
            guard paragraph.scripts[i] == Scripts.thai, paragraph.kinds[i] != .space else {
                i += 1
                continue
            }
            var j = i + 1
            while j < range.upperBound, paragraph.scripts[j] == Scripts.thai, paragraph.kinds[j] != .space { j += 1 }
            let scalars = Array(paragraph.scalars[paragraph.starts[i]..<paragraph.starts[j]])
            for offset in ThaiWordBreaks.wordStarts(scalars) {
                let c = paragraph.cluster(containing: paragraph.starts[i] + offset, in: i..<j)
                if paragraph.starts[c] == paragraph.starts[i] + offset, c > i { paragraph.flags[c].insert(.wordStart) }
            }
            i = j
        }
        analysed = paragraph.count
    }

    /// Whether anything visible follows cluster `index` of the paragraph or in the later text.
    mutating func hasContent(after index: Int) -> Bool {
        var i = index
        while ensure(i + 1) {
            if paragraph.kinds[i] != .space { return true }
            i += 1
        }
        while let character = lookahead {
            lookahead = iterator.next()
            if !character.isWhitespace { return true }
        }
        return false
    }
}
