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
    /// Bidi embedding level of the glyph's cluster (odd: right to left).
    var level: UInt8
    /// The glyph ends a cluster set in the tracked face: the style's tracking follows it.
    var tracked = false
    /// The glyph's cluster takes the style's letter spacing: it is drawn half the spacing further on.
    var spaced = false
    /// The glyph ends a spaced cluster: the whole spacing (half before, half after) follows it.
    var spacedEnd = false
}

/// HarfBuzz features that turn off the optional ligatures: Minikin does so when the letter
/// spacing is over 0.03 em (CSS: no optional ligatures between spaced letters).
private let unligatured = ["liga", "clig"].map { (name: String) in
    hb_feature_t(tag: hb_tag_from_string(name, 4), value: 0, start: 0, end: UInt32.max)
}

extension Typesetter {
    /// Shapes `clusters[range]`, one HarfBuzz run per stretch of clusters with the same font,
    /// embedding level and script, each with its direction (odd level: right to left), script
    /// and language (the style's, else the face's), and HarfBuzz's default features (kerning,
    /// ligatures, contextual forms, mirroring in right-to-left runs). Glyphs come out in logical
    /// order: a right-to-left run's glyphs are reversed, and `Bidi.reorder` puts a line's glyphs
    /// in visual order. Clusters no font covers become the primary face's glyph 0, one per cluster.
    /// The primary face is shaped as `choice.primaryFont` (a variable face's instance). With a
    /// tracking table, the last glyph of each cluster in the primary face is marked `tracked`
    /// (a ligature is one cluster; a mark keeps its base's place). With a letter spacing, every
    /// glyph of a run whose script allows it is `spaced` and the last of each cluster `spacedEnd`.
    func shape(_ clusters: Clusters, _ range: Range<Int>, choice: FontChoice, language: OpaquePointer?)
        -> [ShapedGlyph]
    {
        var out = shapeRuns(clusters, range, choice: choice, language: language)
        let tracks = !choice.tracking.entries.isEmpty
        guard tracks || choice.letterSpacing != 0 else { return out }
        for i in out.indices {
            let ends = i + 1 == out.count || out[i + 1].cluster != out[i].cluster
            if tracks, Int(out[i].font) == choice.primary { out[i].tracked = ends }
            if out[i].spaced { out[i].spacedEnd = ends }
        }
        return out
    }

    private func shapeRuns(_ clusters: Clusters, _ range: Range<Int>, choice: FontChoice, language: OpaquePointer?)
        -> [ShapedGlyph]
    {
        let primary = choice.primary
        let spacing = choice.letterSpacing != 0
        let features = abs(choice.letterSpacing) > 0.03 ? unligatured : []
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
                let level = clusters.levels[runStart]
                if font == FontSlot.notdef {
                    out.append(
                        ShapedGlyph(
                            font: UInt8(primary), glyph: 0, cluster: runStart,
                            advance: choice.primaryFont.advance(of: 0), dx: 0, dy: 0, level: level,
                            spaced: spacing))
                    runStart += 1
                    continue
                }
                var script = clusters.scripts[runStart]
                var runEnd = runStart + 1
                while runEnd < range.upperBound, clusters.fonts[runEnd] == font, clusters.levels[runEnd] == level,
                    Scripts.compatible(script, clusters.scripts[runEnd])
                {
                    if script == Scripts.common { script = clusters.scripts[runEnd] }
                    runEnd += 1
                }
                let hb = Int(font) == primary ? choice.primaryFont : fonts[Int(font)]
                let rtl = level & 1 == 1
                hb_buffer_clear_contents(buffer)
                hb_buffer_add_utf32(
                    buffer, context, Int32(contextLength), UInt32(clusters.starts[runStart] - contextStart),
                    Int32(clusters.starts[runEnd] - clusters.starts[runStart]))
                hb_buffer_set_direction(buffer, rtl ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
                hb_buffer_set_language(buffer, language ?? hb.language)
                if script != Scripts.common { hb_buffer_set_script(buffer, hb_script_t(rawValue: script)) }
                hb_buffer_guess_segment_properties(buffer)
                features.withUnsafeBufferPointer { hb_shape(hb.font, buffer, $0.baseAddress, UInt32($0.count)) }
                let spaced = spacing && Scripts.allowsLetterSpacing(script)
                var count: UInt32 = 0
                guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
                    let positions = hb_buffer_get_glyph_positions(buffer, &count)
                else {
                    runStart = runEnd
                    continue
                }
                let n = Int(count)
                for k in 0..<n {
                    let g = rtl ? n - 1 - k : k
                    let scalar = Int(infos[g].cluster) + contextStart
                    out.append(
                        ShapedGlyph(
                            font: font, glyph: infos[g].codepoint,
                            cluster: clusters.cluster(containing: scalar, in: runStart..<runEnd),
                            advance: positions[g].x_advance, dx: positions[g].x_offset, dy: positions[g].y_offset,
                            level: level, spaced: spaced))
                }
                runStart = runEnd
            }
        }
        return out
    }
}
