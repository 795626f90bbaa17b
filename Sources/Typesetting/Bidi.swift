import AlertModel
import CFriBidi

/// The Unicode Bidirectional Algorithm, from FriBidi: embedding levels of a paragraph's
/// characters (rules P2 to I1). Lines are put in visual order from these levels by
/// `Bidi.reorder` (rule L2) after shaping.
enum Bidi {
    /// What decides a paragraph's base direction: forced by the style, or its first strong
    /// character (P2/P3) with the style's layout direction when it has none.
    static func request(_ style: TextStyle) -> Int32 {
        switch (style.baseDirection, style.direction) {
        case (.ltr?, _): return 2
        case (.rtl?, _): return 3
        case (nil, .ltr): return 0
        case (nil, .rtl): return 1
        }
    }

    /// Levels of `scalars` (one per scalar) and the paragraph's level. `request` is from
    /// `request(_:)`; on failure every level is the paragraph's (left to right unless forced).
    static func levels(_ scalars: UnsafeBufferPointer<UInt32>, request: Int32) -> (levels: [UInt8], paragraph: UInt8) {
        let fallback: UInt8 = request == 1 || request == 3 ? 1 : 0
        var levels = [UInt8](repeating: fallback, count: scalars.count)
        guard let base = scalars.baseAddress, !scalars.isEmpty else { return (levels, fallback) }
        // Left-to-right paragraphs without right-to-left letters, Arabic digits or bidi controls
        // are level 0 throughout (nothing in UAX #9 raises a level there): FriBidi is skipped.
        if request == 0 || request == 2, !scalars.contains(where: mayRaiseLevel) { return (levels, 0) }
        let paragraph = levels.withUnsafeMutableBufferPointer {
            alertsnap_bidi_levels(base, Int32(scalars.count), request, $0.baseAddress!)
        }
        guard paragraph >= 0 else { return ([UInt8](repeating: fallback, count: scalars.count), fallback) }
        return (levels, UInt8(paragraph))
    }

    /// Characters that can make a left-to-right paragraph's level non-zero: the right-to-left
    /// blocks (Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic, their presentation forms
    /// and the historic RTL planes) and the explicit bidi controls and marks.
    @inline(__always)
    static func mayRaiseLevel(_ v: UInt32) -> Bool {
        switch v {
        case 0..<0x0590: return false
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
        case 0x061C, 0x200E...0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// Rule L2 on one line of glyphs in logical order: from the highest level down to the lowest
    /// odd level, every maximal run of glyphs at that level or higher is reversed. Glyphs of a
    /// right-to-left run come out in HarfBuzz's visual order again, the runs in display order.
    static func reorder(_ glyphs: inout [ShapedGlyph]) {
        var highest: UInt8 = 0, lowest: UInt8 = .max
        for g in glyphs {
            highest = max(highest, g.level)
            lowest = min(lowest, g.level)
        }
        guard highest > 0 else { return }
        let lowestOdd = lowest | 1
        var level = highest
        while level >= lowestOdd {
            var i = 0
            while i < glyphs.count {
                guard glyphs[i].level >= level else {
                    i += 1
                    continue
                }
                var j = i
                while j < glyphs.count, glyphs[j].level >= level { j += 1 }
                glyphs[i..<j].reverse()
                i = j
            }
            level -= 1
        }
    }
}
