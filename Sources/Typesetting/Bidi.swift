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
        let paragraph = levels.withUnsafeMutableBufferPointer {
            alertsnap_bidi_levels(base, Int32(scalars.count), request, $0.baseAddress!)
        }
        guard paragraph >= 0 else { return ([UInt8](repeating: fallback, count: scalars.count), fallback) }
        return (levels, UInt8(paragraph))
    }

    /// Rule L2 on one line of glyphs in logical order: from the highest level down to the lowest
    /// odd level, every maximal run of glyphs at that level or higher is reversed. Glyphs of a
    /// right-to-left run come out in HarfBuzz's visual order again, the runs in display order.
    static func reorder(_ glyphs: inout [ShapedGlyph]) {
        guard let highest = glyphs.map(\.level).max(), highest > 0,
            let lowest = glyphs.map(\.level).min()
        else { return }
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
