import AlertLayout
import AlertModel
import CHarfBuzz

/// Lays out one text block: see the rules on `Typesetter`.
struct TextLayoutBuilder {
    let t: Typesetter
    let style: TextStyle
    let scale: Double
    /// Line width limit in px (infinity when unlimited).
    let limit: Double
    let primary: Int
    /// The style's language for HarfBuzz (nil: each face's own).
    let language: OpaquePointer?
    var reader: TextReader
    /// Whether the style hyphenates (`hyphenationFactor` > 0, several lines) in a language with
    /// bundled patterns. The patterns themselves are read only when a line asks for them.
    let hyphenates: Bool
    var ppem26: Int32 = 64
    /// px per font unit, per font, at `ppem26`.
    var unit: [Double] = []
    /// The style's tracking at the current size, px, after each cluster of the primary face.
    var trackingPx = 0.0
    /// The style's letter spacing at the current size, px per spaced cluster (half before it).
    var spacingPx = 0.0

    init(typesetter: Typesetter, text: String, style: TextStyle, maxWidth: Double, scale: Double) {
        t = typesetter
        self.style = style
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        let width = maxWidth.isNaN ? Double.infinity : max(0, maxWidth)
        limit = width * self.scale
        let choice = FontChoice(style, typesetter)
        primary = choice.primary
        language = style.language.flatMap { $0.isEmpty ? nil : hb_language_from_string($0, -1) }
        reader = TextReader(
            text, oneLine: style.minimumSize != nil, typesetter: typesetter, choice: choice,
            request: Bidi.request(style))
        hyphenates =
            style.hyphenationFactor > 0 && style.minimumSize == nil
            && HyphenationLibrary.file(language: style.language) != nil
        setSize(style.size)
    }

    static func ppem26(size: Double, scale: Double) -> Int32 {
        let px = size.isFinite ? size * scale : 0
        return Int32(min(1000 * 64, max(1, (px * 64).rounded())))
    }

    mutating func setSize(_ size: Double) {
        ppem26 = Self.ppem26(size: size, scale: scale)
        let ppem = Double(ppem26) / 64
        unit = t.fonts.map { ppem / Double($0.upem) }
        trackingPx = reader.choice.tracking.tracking(atSize: size) * scale
        // Minikin multiplies by the paint's unrounded text size.
        spacingPx = reader.choice.letterSpacing * (size.isFinite ? size : 0) * scale
    }

    var pixelSize: Double { Double(ppem26) / 64 }
    var epsilon: Double { 1e-6 }

    // MARK: widths

    func shape(_ c: Clusters, _ range: Range<Int>) -> [ShapedGlyph] {
        t.shape(c, range, choice: reader.choice, language: language)
    }

    /// A glyph's advance in px: its shaped advance, then the tracking and the letter spacing after
    /// its cluster (the spacing's first half is drawn before the cluster, `assemble`).
    func advance(_ g: ShapedGlyph) -> Double {
        Double(g.advance) * unit[Int(g.font)] + (g.tracked ? trackingPx : 0) + (g.spacedEnd ? spacingPx : 0)
    }

    /// Advance of each cluster in `range`, px (a ligature's advance goes to its first cluster).
    func advances(_ c: Clusters, _ range: Range<Int>) -> [Double] {
        var out = [Double](repeating: 0, count: range.count)
        for g in shape(c, range) { out[g.cluster - range.lowerBound] += advance(g) }
        return out
    }

    func width(_ glyphs: [ShapedGlyph]) -> Double {
        glyphs.reduce(0) { $0 + advance($1) }
    }

    func width(_ c: Clusters) -> Double { width(shape(c, 0..<c.count)) }

    func fits(_ c: Clusters, _ range: Range<Int>) -> Bool { width(shape(c, range)) <= limit + epsilon }

    var initialWindow: Int {
        guard limit.isFinite else { return Int.max / 4 }
        return max(16, Int(min(1e6, limit / max(1, pixelSize * 0.3))) + 8)
    }

    var ellipsis: Clusters {
        var c = Clusters()
        t.appendCluster("\u{2026}", fonts: reader.choice, to: &c)
        // Neutral: it takes the paragraph's direction, at the logical end of the cut text.
        if c.count > 0 { c.levels[0] = reader.paragraphLevel }
        return c
    }

    // MARK: breaking

    /// Breaks the line starting at cluster `s` of the current paragraph. Returns the end of its
    /// content (trailing spaces trimmed), where the next line starts, and whether the line ends
    /// in a hyphen the typesetter adds (`hyphenationFactor`).
    mutating func breakLine(from s: Int) -> (end: Int, next: Int, hyphenated: Bool) {
        var window = initialWindow
        while true {
            let all = !reader.ensure(s + window + 1)
            let para = reader.paragraph
            let e = min(para.count, s + window)
            let adv = limit.isFinite ? advances(para, s..<e) : []
            var w = 0.0
            if limit.isFinite {
                for i in s..<e {
                    w += adv[i - s]
                    guard para.kinds[i] != .space, w > limit + epsilon else { continue }
                    // The last break opportunity whose line, shaped on its own, fits (kerning
                    // across the break can make it differ slightly from the running sum).
                    var greedy: (end: Int, next: Int, width: Double)?
                    var b = i
                    while b > s {
                        if para.canBreak(before: b) {
                            let end = para.trimTrailingSpaces(s, b)
                            let lineWidth = width(shape(para, s..<end))
                            if lineWidth <= limit + epsilon {
                                greedy = (end, para.skipSpaces(from: b), lineWidth)
                                break
                            }
                        }
                        b -= 1
                    }
                    if attemptsHyphenation(filled: greedy?.width ?? 0),
                        let k = hyphenatedEnd(from: s, wordStart: greedy?.next ?? s)
                    {
                        return (k, k, true)
                    }
                    if let greedy { return (greedy.end, greedy.next, false) }
                    // No break opportunity: break the word between grapheme clusters.
                    var cut = i > s ? i : s + 1
                    while cut > s + 1, !fits(para, s..<cut) { cut -= 1 }
                    return (cut, para.skipSpaces(from: cut), false)
                }
            }
            if all { return (para.trimTrailingSpaces(s, e), e, false) }
            window *= 2
        }
    }

    /// Advances of the paragraph's clusters from `s`, reading until they exceed the width limit
    /// or the paragraph ends.
    mutating func advancesUntilFull(from s: Int) -> [Double] {
        var window = initialWindow
        while true {
            let all = !reader.ensure(s + window + 1)
            let e = min(reader.paragraph.count, s + window)
            let adv = advances(reader.paragraph, s..<e)
            if all || adv.reduce(0, +) > limit { return adv }
            window *= 2
        }
    }

    /// The line from `s` to the end of the paragraph, cut to fit with "…" at its end.
    mutating func tailTruncated(from s: Int) -> Clusters {
        let ell = ellipsis
        let ellWidth = width(ell)
        let adv = advancesUntilFull(from: s)
        let para = reader.paragraph
        var best = s, w = 0.0
        for i in s..<(s + adv.count) {
            w += adv[i - s]
            if w + ellWidth <= limit + epsilon {
                best = i + 1
            } else if para.kinds[i] != .space {
                break
            }
        }
        var k = para.trimTrailingSpaces(s, best)
        while true {
            var line = para.slice(s..<k)
            line.append(ell, 0..<1)
            if k == s || width(line) <= limit + epsilon { return line }
            k = para.trimTrailingSpaces(s, k - 1)
        }
    }

    /// The whole paragraph cut in the middle to fit: "Very lo…itle" (the head keeps the extra
    /// cluster when the count is odd).
    mutating func middleTruncated() -> Clusters {
        while reader.ensure(reader.paragraph.count + 1) {}
        let para = reader.paragraph
        let n = para.count
        let ell = ellipsis
        let ellWidth = width(ell)
        // Head and tail windows, each just over the line width.
        var hw = min(n, initialWindow), tw = min(n, initialWindow)
        var head = advances(para, 0..<hw), tail = advances(para, (n - tw)..<n)
        while hw < n, head.reduce(0, +) <= limit {
            hw = min(n, hw * 2)
            head = advances(para, 0..<hw)
        }
        while tw < n, tail.reduce(0, +) <= limit {
            tw = min(n, tw * 2)
            tail = advances(para, (n - tw)..<n)
        }
        var headPrefix = [0.0], tailSuffix = [0.0]  // width of the first h / last t clusters
        for a in head { headPrefix.append(headPrefix.last! + a) }
        for a in tail.reversed() { tailSuffix.append(tailSuffix.last! + a) }
        var m = min(n - 1, hw + tw)
        while m > 0 {
            var h = (m + 1) / 2
            var tl = m - h
            if h > hw { h = hw; tl = m - h }
            if tl > tw { tl = tw; h = m - tl }
            if h <= hw, tl <= tw {
                let headEnd = para.trimTrailingSpaces(0, h)
                let tailStart = para.skipSpaces(from: n - tl)
                let estimate = headPrefix[headEnd] + ellWidth + tailSuffix[n - tailStart]
                if estimate <= limit + epsilon {
                    var line = para.slice(0..<headEnd)
                    line.append(ell, 0..<1)
                    line.append(para, tailStart..<n)
                    if width(line) <= limit + epsilon { return line }
                }
            }
            m -= 1
        }
        return ell
    }

    // MARK: the whole block

    mutating func run() -> TextLayout {
        var lines: [Clusters] = []
        var truncated = false
        var fontSize = style.size
        let cap = style.maxLines.flatMap { $0 > 0 ? $0 : nil } ?? Typesetter.lineCap

        if style.minimumSize != nil {
            if reader.nextParagraph() {
                let (line, size, cut) = oneLine()
                lines = [line]
                fontSize = size
                truncated = cut
            }
        } else {
            outer: while reader.nextParagraph() {
                var s = 0
                // Where the paragraph's previous line starts, for the orphan rule.
                var previous: Int?
                // Whether the line before the last one ended in an added hyphen.
                var previousHyphenated = false
                var hyphenated = false
                while true {
                    previousHyphenated = hyphenated
                    let (end, next, cut) = breakLine(from: s)
                    hyphenated = cut
                    var line = reader.paragraph.slice(s..<end)
                    if cut { line.append(hyphen(level: reader.paragraph.levels[end - 1]), 0..<1) }
                    lines.append(line)
                    let more = reader.ensure(next + 1)
                    let full = lines.count >= cap
                    if full, reader.hasContent(after: next) {
                        truncated = true
                        lines[lines.count - 1] =
                            style.truncation == .middle && lines.count == 1 && s == 0
                            ? middleTruncated() : tailTruncated(from: s)
                        break outer
                    }
                    if !more || full {
                        // The paragraph ends on this line (a full block has nothing visible after it).
                        // A last line that starts inside a hyphenated word keeps its break: the
                        // previous line was short enough to be hyphenated, it has no word to give.
                        if let p = previous, !previousHyphenated, let pushed = pushedOut(previous: p, last: s, end: end)
                        {
                            lines[lines.count - 2] = reader.paragraph.slice(p..<pushed.end)
                            lines[lines.count - 1] = reader.paragraph.slice(pushed.start..<end)
                        }
                        if full { break outer }
                        break
                    }
                    previous = s
                    s = next
                }
            }
        }
        return assemble(lines, fontSize: fontSize, truncated: truncated)
    }

    /// One-line mode (`minimumSize` set): shrink in `shrinkStep`s down to the minimum size, then
    /// truncate (middle or tail, as the style says).
    mutating func oneLine() -> (Clusters, Double, Bool) {
        let minimum = min(style.minimumSize ?? style.size, style.size)
        if !limit.isFinite {
            while reader.ensure(reader.paragraph.count + 1) {}
            let para = reader.paragraph
            return (para.slice(0..<para.trimTrailingSpaces(0, para.count)), style.size, false)
        }
        // Shaping does not depend on the size: read and shape enough to fill the line at the
        // smallest size, then try each size with the same glyphs.
        setSize(minimum)
        let adv = advancesUntilFull(from: 0)
        let para = reader.paragraph
        if reader.paragraphEnded && adv.count == para.count {
            let glyphs = shape(para, 0..<para.trimTrailingSpaces(0, para.count))
            var size = style.size
            while true {
                setSize(size)
                if width(glyphs) <= limit + epsilon {
                    return (para.slice(0..<para.trimTrailingSpaces(0, para.count)), size, false)
                }
                if size <= minimum { break }
                size = max(minimum, size - Typesetter.shrinkStep)
            }
        }
        setSize(minimum)
        let line = style.truncation == .middle ? middleTruncated() : tailTruncated(from: 0)
        return (line, minimum, true)
    }

    /// Shapes the final lines, aligns them and places the baselines.
    func assemble(_ lines: [Clusters], fontSize: Double, truncated: Bool) -> TextLayout {
        let lineHeight = style.lineHeight * scale
        let face = reader.choice.primaryFont
        let ascender = Double(face.ascender) * unit[primary]
        let descender = Double(face.descender) * unit[primary]
        let firstBaseline = (lineHeight - (ascender - descender)) / 2 + ascender
        var shaped: [(text: String, glyphs: [(UInt8, UInt32, Double, Double)], width: Double)] = []
        var missing: [UInt32] = []
        let halfSpacing = spacingPx / 2
        for line in lines {
            var pen = 0.0
            var glyphs: [(UInt8, UInt32, Double, Double)] = []
            var visual = shape(line, 0..<line.count)
            Bidi.reorder(&visual)
            for c in 0..<line.count where line.fonts[c] == FontSlot.notdef {
                for v in t.uncovered(line.scalars[line.starts[c]..<line.starts[c + 1]], reader.choice)
                where !missing.contains(v) {
                    missing.append(v)
                }
            }
            for g in visual {
                let u = unit[Int(g.font)]
                let x = pen + Double(g.dx) * u + (g.spaced ? halfSpacing : 0)
                glyphs.append((g.font, g.glyph, x, -Double(g.dy) * u))
                pen += advance(g)
            }
            shaped.append((line.string(0..<line.count), glyphs, pen))
        }
        let widest = shaped.map(\.width).max() ?? 0
        let blockWidth = limit.isFinite ? limit : widest
        var out: [TextLine] = []
        let rtl = style.direction == .rtl
        for (i, line) in shaped.enumerated() {
            let x: Double
            switch style.alignment {
            case .leading: x = rtl ? blockWidth - line.width : 0
            case .center: x = (blockWidth - line.width) / 2
            case .trailing: x = rtl ? 0 : blockWidth - line.width
            case .left: x = 0
            case .right: x = blockWidth - line.width
            }
            let baseline = (Double(i) * lineHeight + firstBaseline).rounded()
            out.append(
                TextLine(
                    text: line.text,
                    glyphs: line.glyphs.map {
                        TextGlyph(font: Int($0.0), glyph: $0.1, x: x + $0.2, y: baseline + $0.3)
                    },
                    x: x, width: line.width, baseline: baseline))
        }
        let measurement = TextMeasurement(
            width: widest / scale, height: Double(lines.count) * style.lineHeight, lineCount: lines.count,
            fontSize: fontSize, truncated: truncated)
        return TextLayout(
            measurement: measurement, widthPx: blockWidth, heightPx: Double(lines.count) * lineHeight, lines: out,
            scale: scale, pixelSize: pixelSize, missingCharacters: missing.compactMap(Unicode.Scalar.init),
            baseDirection: (reader.firstParagraphLevel ?? reader.paragraphLevel) == 1 ? .rtl : .ltr, ppem26: ppem26,
            weight: style.weight, userEmbolden: reader.choice.embolden, variedFont: primary,
            variation: reader.choice.variation.packed)
    }
}
