import AlertModel
import CHarfBuzz

extension TextLayoutBuilder {
    /// Whether a line from `s` whose word-boundary break leaves `filled` px of text is hyphenated
    /// (`TextStyle.hyphenationFactor`, UIKit's rule: "Hyphenation is attempted when the ratio of the
    /// text width (as broken without hyphenation) to the width of the line fragment is less than
    /// the hyphenation factor"). A line with no word boundary at all has filled nothing.
    func attemptsHyphenation(filled: Double) -> Bool {
        hyphenates && limit.isFinite && limit > 0 && filled < style.hyphenationFactor * limit
    }

    /// The hyphen UIKit draws at a hyphenated line's end: a hyphen-minus, in the line's fonts and
    /// bidi level, counted in its width.
    func hyphen(level: UInt8) -> Clusters {
        var c = Clusters()
        t.appendCluster("-", fonts: reader.choice, to: &c)
        if c.count > 0 { c.levels[0] = level }
        return c
    }

    /// The line from `s` cut at the last hyphenation point of the word starting at `wordStart`
    /// (the word that overflows the line) whose part, with the hyphen, still fits: where the line's
    /// content ends (the next line starts there), or nil when no point fits. Only Latin letters
    /// are hyphenated; other scripts keep their breaks.
    mutating func hyphenatedEnd(from s: Int, wordStart: Int) -> Int? {
        guard let patterns = HyphenationLibrary.patterns(language: style.language, fontDirectory: t.fontDirectory)
        else { return nil }
        // The word runs to the next break opportunity.
        var wordEnd = wordStart + 1
        while reader.ensure(wordEnd + 1), reader.paragraph.kinds[wordEnd] != .space,
            !reader.paragraph.canBreak(before: wordEnd)
        {
            wordEnd += 1
        }
        let para = reader.paragraph
        wordEnd = min(wordEnd, para.count)
        var points: [Int] = []
        var i = wordStart
        while i < wordEnd {
            guard isHyphenatableLetter(para, i) else {
                i += 1
                continue
            }
            var j = i
            var letters: [UInt32] = []
            while j < wordEnd, isHyphenatableLetter(para, j) {
                letters.append(para.scalars[para.starts[j]])
                j += 1
            }
            points += patterns.points(letters).map { $0 + i }
            i = j
        }
        for k in points.reversed() where k > s {
            var line = para.slice(s..<k)
            line.append(hyphen(level: para.levels[k - 1]), 0..<1)
            if width(line) <= limit + epsilon { return k }
        }
        return nil
    }

    /// A cluster that is one Latin letter (with any marks): what the patterns spell.
    private func isHyphenatableLetter(_ para: Clusters, _ i: Int) -> Bool {
        guard para.kinds[i] == .normal, para.scripts[i] == HB_SCRIPT_LATIN.rawValue,
            let u = Unicode.Scalar(para.scalars[para.starts[i]])
        else { return false }
        return u.properties.isAlphabetic
    }
}
