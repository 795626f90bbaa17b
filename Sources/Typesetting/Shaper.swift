import CHarfBuzz

/// One glyph out of HarfBuzz, in font units (the shaping fonts have scale == upem).
struct ShapedGlyph {
    var font: UInt8
    var glyph: UInt32
    /// Index of the cluster (in the shaped `Clusters`) the glyph belongs to.
    var cluster: Int
    var advance: Int32
    var dx: Int32
    var dy: Int32
}

extension Typesetter {
    /// Shapes `clusters[range]`, one HarfBuzz run per stretch of clusters in the same font, with
    /// the default features (kerning, ligatures, contextual alternates on). Clusters no font
    /// covers become the primary face's glyph 0, one per cluster.
    func shape(_ clusters: Clusters, _ range: Range<Int>, primary: Int) -> [ShapedGlyph] {
        var out: [ShapedGlyph] = []
        guard !range.isEmpty else { return out }
        out.reserveCapacity(range.count)
        let contextStart = clusters.starts[range.lowerBound]
        let contextLength = clusters.starts[range.upperBound] - contextStart
        guard let buffer = hb_buffer_create() else { return out }
        defer { hb_buffer_destroy(buffer) }
        clusters.scalars.withUnsafeBufferPointer { all in
            let context = all.baseAddress! + contextStart
            var runStart = range.lowerBound
            while runStart < range.upperBound {
                let font = clusters.fonts[runStart]
                if font == FontSlot.notdef {
                    out.append(
                        ShapedGlyph(
                            font: UInt8(primary), glyph: 0, cluster: runStart,
                            advance: fonts[primary].advance(of: 0), dx: 0, dy: 0))
                    runStart += 1
                    continue
                }
                var runEnd = runStart + 1
                while runEnd < range.upperBound, clusters.fonts[runEnd] == font { runEnd += 1 }
                let hb = fonts[Int(font)]
                hb_buffer_clear_contents(buffer)
                hb_buffer_add_utf32(
                    buffer, context, Int32(contextLength), UInt32(clusters.starts[runStart] - contextStart),
                    Int32(clusters.starts[runEnd] - clusters.starts[runStart]))
                hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
                hb_buffer_set_language(buffer, hb.language)
                hb_buffer_guess_segment_properties(buffer)
                hb_shape(hb.font, buffer, nil, 0)
                var count: UInt32 = 0
                guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
                    let positions = hb_buffer_get_glyph_positions(buffer, &count)
                else { runStart = runEnd; continue }
                var c = runStart
                for g in 0..<Int(count) {
                    let scalar = Int(infos[g].cluster) + contextStart
                    // Clusters come out in logical order (LTR, monotone cluster level).
                    while c + 1 < runEnd, clusters.starts[c + 1] <= scalar { c += 1 }
                    while c > runStart, clusters.starts[c] > scalar { c -= 1 }
                    out.append(
                        ShapedGlyph(
                            font: font, glyph: infos[g].codepoint, cluster: c, advance: positions[g].x_advance,
                            dx: positions[g].x_offset, dy: positions[g].y_offset))
                }
                runStart = runEnd
            }
        }
        return out
    }
}
