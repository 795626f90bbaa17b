import AlertModel

extension TextLayoutBuilder {
    /// UIKit's push-out rule (`TextStyle.avoidsOrphans`) for the last two lines of the current
    /// paragraph: the previous line starts at `previous`, the last at `last` and its content ends
    /// at `end`. When the last line is one word, the previous line breaks one opportunity earlier
    /// if what then follows still fits on one line; returns the previous line's new content end
    /// and the last line's new start, or nil to keep the greedy breaks. Never adds a line, so a
    /// line limit holds as before.
    func pushedOut(previous: Int, last: Int, end: Int) -> (end: Int, start: Int)? {
        guard style.avoidsOrphans, limit.isFinite, previous < last, last < end else { return nil }
        let para = reader.paragraph
        // Japanese, Chinese and Thai break between characters or dictionary words, not at the
        // spaces this rule is about: those lines keep their breaks.
        for i in previous..<end where para.kinds[i] == .ideographic || para.scripts[i] == Scripts.thai {
            return nil
        }
        // One word: no break opportunity inside the last line.
        guard !((last + 1)..<end).contains(where: { para.canBreak(before: $0) }) else { return nil }
        // The previous line's last opportunity before the break it took, leaving it some content.
        guard let b = ((previous + 1)..<last).last(where: { para.canBreak(before: $0) }) else { return nil }
        let newEnd = para.trimTrailingSpaces(previous, b)
        guard newEnd > previous, fits(para, b..<end) else { return nil }
        return (newEnd, b)
    }
}
