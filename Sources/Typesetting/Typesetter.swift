import AlertLayout
import AlertModel
import Foundation
import Support

/// Sets alert text with the bundled fonts: bidi, fallback, shaping, line breaking, rasterizing.
///
/// Rules (all in device pixels, `px = pt × scale`):
/// - Pixel size: `size × scale`, rounded to 1/64 px (FreeType 26.6), no hinting, so advances
///   scale linearly with size and `measure` agrees exactly with what is drawn.
/// - Fallback per grapheme cluster, in this order: Inter in the style's weight (Roboto for a
///   `.roboto` style: Regular, Medium, or Bold for semibold and bold), IPAexGothic
///   (WenQuanYi Micro Hei first when the style's language is Chinese or Korean), Noto Sans Arabic
///   UI, Noto Sans Hebrew, Noto Sans Thai UI, WenQuanYi Micro Hei, Noto Color Emoji; an emoji
///   cluster (`EmojiPresentation`) takes the emoji face first, and a space or punctuation after
///   Arabic, Hebrew or Thai stays in that face. A cluster no face covers is Inter's `.notdef`
///   box (one per cluster), and its characters are listed in `TextLayout.missingCharacters`.
/// - System fonts (`configured`): text of no named family is set in the spec's `systemFonts`
///   instead of Inter, the face chosen by `SystemFontFace.choose` (optical role by size, then
///   weight); a variable face is shaped and drawn at `wght` = the weight and `opsz` = the size.
///   The fallback faces follow it. The face and instance are those of the style's size, also when
///   a one-line title shrinks.
/// - Tracking: after every cluster set in the primary face (Inter or a system face), the look's
///   tracking for the current size (`FontTracking`), the line's last cluster included, as
///   CoreText's tracking is; widths, line breaks, shrinking and glyph positions all include it.
///   User families, Roboto and fallback faces are not tracked.
/// - Letter spacing (`TextStyle.letterSpacing`, Android's): `letterSpacing × size` px per grapheme
///   cluster of any face, half before the cluster and half after it, as Minikin spaces HarfBuzz
///   clusters; clusters of Arabic and other cursive scripts are not spaced, and above 0.03 em the
///   optional ligatures (`liga`, `clig`) are off. Widths, line breaks and drawing include it.
/// - Bidi: each paragraph's embedding levels come from FriBidi (UAX #9), its base direction from
///   the style (`baseDirection`, else the first strong character, else `direction`). Runs of one
///   font, level and script are shaped by HarfBuzz in their direction; lines are broken in
///   logical order and then put in visual order (rule L2). `leading` alignment is the left edge
///   in an `.ltr` style and the right one in `.rtl`.
/// - Lines: break at forced newlines, after spaces, after hyphens/em dashes, between Japanese and
///   Chinese characters with kinsoku, and between Thai words (libthai's dictionary); Latin and
///   Korean words break only at spaces. A word wider than the line is broken between grapheme
///   clusters. Trailing spaces hang (they do not count toward width). A style with
///   `avoidsOrphans` (alert and sheet labels) never ends a paragraph of several lines with one
///   word alone: the line before gives up its last word when the two fit together (UIKit's
///   standard strategy); lines with Japanese, Chinese or Thai keep their breaks.
/// - Baselines: with `L = lineHeight × scale` and the primary face's ascender `A` and descender `D` (< 0,
///   HarfBuzz's horizontal extents: hhea for Inter and Roboto, 0.928 and −0.244 em for Roboto) at
///   the pixel size, line `i`'s baseline is `round(i·L + (L − (A − D)) / 2 + A)` px from the
///   block's top: the font's ascent-to-descent box is centred in each line box and the baseline
///   snapped to a whole pixel, without accumulating rounding from line to line.
/// - Sub-pixel positioning: each glyph's x is quantized to 1/4 px when drawn (emoji: whole
///   pixels); baselines are whole pixels.
/// - Emoji: the colour bitmap strike (109 ppem) scaled to the pixel size by area averaging,
///   premultiplied RGBA, drawn with `forEachColorGlyph`.
/// - Bounded work: at most `maxLines` lines (or `lineCap`, 200, when unlimited) are shaped; the
///   text beyond them is only scanned for whether anything visible remains (for the "…"). Bidi
///   and Thai words are analysed in chunks of `TextReader.chunk` clusters.
///
/// ```swift
/// let typesetter = try Typesetter.shared()
/// let style = TextStyle(size: 17, weight: .semibold, lineHeight: 22)
/// let block = typesetter.layout("Save changes?", style: style, maxWidth: 238, scale: 3)
/// typesetter.forEachGlyphMask(in: block, originX: 150, originY: 1050) { mask, w, h, stride, x, y in
///     canvas.drawMask(mask, width: w, height: h, stride: stride, x: x, y: y, color: black)
/// }
/// ```
public final class Typesetter: TextMeasuring, Sendable {
    /// The bundled font files, in `TextGlyph.font` order.
    public static let fontFiles = FontSlot.files
    /// Lines laid out at most when the style sets no `maxLines`.
    public static let lineCap = 200
    /// Step used when shrinking a one-line title toward `minimumSize`, in points.
    public static let shrinkStep = 0.5

    /// The folder the fonts were loaded from.
    public let fontDirectory: String
    /// The bundled faces, then `userFaces` (slot `FontSlot.firstUserSlot + i`).
    let fonts: [HBFont]
    /// FreeType for the bundled faces (shared by every typesetter made from this one).
    let freeType: Locked<FreeTypeState>
    /// The faces of a spec's `fonts` this typesetter sets text in (`registering`); empty for the bundled set.
    public let userFaces: [FontFace]
    /// The faces of a spec's `systemFonts` (`configured`), in slots after `userFaces`: text of no
    /// named family is set in them instead of Inter. Empty for the bundled set.
    public let systemFaces: [SystemFontFace]
    /// Per-size tracking: `bundled` for Inter, `system` for `systemFaces` (none for the bundled set).
    public let tracking: FontTracking
    /// FreeType for `userFaces` and `systemFaces`, with its own glyph cache; nil without either.
    let userFreeType: Locked<FreeTypeState>?
    /// HarfBuzz instances of variable system faces, by slot and variation, made when first needed.
    let instances = Locked<[InstanceKey: HBFont]>([:])

    /// Loads the bundled fonts from `fontDirectory`, or when nil from the folder found by the
    /// rules in Fonts/README.md (`ALERTSNAP_FONTS`, walking up, then the source tree).
    public init(fontDirectory: String? = nil) throws {
        let directory = try FontLocator.locate(explicit: fontDirectory)
        let paths = FontSlot.files.map { (directory as NSString).appendingPathComponent($0) }
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw TypesettingError.fontLoadFailed(path: path, reason: "file missing")
        }
        self.fontDirectory = directory
        self.fonts = try paths.enumerated().map { index, path in
            try HBFont(path: path, language: FontSlot.defaultLanguage(index))
        }
        self.freeType = Locked(try FreeTypeState(faces: paths.map { ($0, 0) }))
        self.userFaces = []
        self.systemFaces = []
        self.tracking = FontTracking(bundled: .none, system: .none)
        self.userFreeType = nil
    }

    private init(bundled: Typesetter, faces: [FontFace], system: [SystemFontFace], tracking: FontTracking) throws {
        fontDirectory = bundled.fontDirectory
        let files = faces.map { ($0.path, $0.index) } + system.map { ($0.face.path, $0.face.index) }
        let user = try files.map { try HBFont(path: $0.0, index: $0.1, language: "en") }
        fonts = Array(bundled.fonts.prefix(FontSlot.firstUserSlot)) + user
        freeType = bundled.freeType
        userFaces = faces
        systemFaces = system
        self.tracking = tracking
        userFreeType = files.isEmpty ? nil : Locked(try FreeTypeState(faces: files, firstSlot: FontSlot.firstUserSlot))
    }

    /// Most user faces one typesetter holds: slots run up to 254 (255 marks a missing glyph).
    public static let maxUserFaces = 200

    /// A typesetter that sets the families of `faces` (a spec's `fonts`, `ResolvedSpec.fonts`)
    /// with their own outlines, in front of the bundled fallback chain, and everything else as
    /// this one does; it shares this one's bundled faces and their glyph cache. Throws when
    /// HarfBuzz or FreeType cannot open a face.
    public func registering(_ faces: [FontFace]) throws -> Typesetter {
        try configured(fonts: faces, systemFonts: [], tracking: tracking)
    }

    /// A typesetter that sets the families of `fonts` as `registering` does, the text of no named
    /// family in `systemFonts` (a spec's `systemFonts`, `ResolvedSpec.systemFonts`) instead of Inter,
    /// with the fallback faces after them, and tracks text per size by `tracking` (`Theme.fontTracking`).
    /// It shares this one's bundled faces and their glyph cache; this one when nothing differs.
    /// Throws when HarfBuzz or FreeType cannot open a face.
    ///
    /// ```swift
    /// let sf = try typesetter.configured(fonts: [], systemFonts: spec.systemFonts, tracking: spec.theme.fontTracking)
    /// ```
    public func configured(fonts: [FontFace], systemFonts: [SystemFontFace], tracking: FontTracking) throws
        -> Typesetter
    {
        let trackingMatters = tracking.bundled != self.tracking.bundled
            || (!systemFonts.isEmpty && tracking.system != self.tracking.system)
        guard !fonts.isEmpty || !systemFonts.isEmpty || trackingMatters else { return self }
        let count = fonts.count + systemFonts.count
        guard count <= Self.maxUserFaces else {
            let path = Self.maxUserFaces < fonts.count ? fonts[Self.maxUserFaces].path : systemFonts[0].face.path
            throw TypesettingError.fontLoadFailed(path: path, reason: "more than \(Self.maxUserFaces) faces")
        }
        return try Typesetter(bundled: self, faces: fonts, system: systemFonts, tracking: tracking)
    }

    /// The slot of `systemFaces[i]`.
    func systemSlot(_ i: Int) -> Int { FontSlot.firstUserSlot + userFaces.count + i }

    /// The HarfBuzz font of `slot` at `variation`: the face itself for `.none`, else its instance,
    /// made once and kept (a suite asks for a few weights at a few sizes).
    func hbFont(_ slot: Int, _ variation: FontVariation) -> HBFont {
        guard variation != .none else { return fonts[slot] }
        let key = InstanceKey(slot: slot, variation: variation)
        if let hit = instances.withLock({ $0[key] }) { return hit }
        guard let made = try? HBFont(instanceOf: fonts[slot], variation: variation) else { return fonts[slot] }
        return instances.withLock { table in
            if let raced = table[key] { return raced }
            if table.count >= 256 { table.removeAll() }
            table[key] = made
            return made
        }
    }

    private static let sharedInstance = Result<Typesetter, any Error> { try Typesetter() }

    /// One process-wide typesetter, created on first use with the default font lookup.
    public static func shared() throws -> Typesetter { try sharedInstance.get() }

    /// `TextMeasuring`: the size of `text` in points, exactly `layout(...).measurement` (so what
    /// layout measures is what the renderer draws).
    public func measure(_ text: String, style: TextStyle, maxWidth: Double, scale: Double) -> TextMeasurement {
        layout(text, style: style, maxWidth: maxWidth, scale: scale).measurement
    }

    /// Breaks, shapes and positions `text` for a canvas of `scale` device pixels per point.
    /// `maxWidth` is in points; pass `.infinity` to break only at forced newlines.
    public func layout(_ text: String, style: TextStyle, maxWidth: Double, scale: Double) -> TextLayout {
        var engine = TextLayoutBuilder(typesetter: self, text: text, style: style, maxWidth: maxWidth, scale: scale)
        return engine.run()
    }

    /// Calls `body` once per visible glyph with its 8-bit coverage mask and the device-pixel position of the mask's top-left
    /// corner, for a block whose top-left corner is at (originX, originY) device px (origin is rounded to whole px first).
    public func forEachGlyphMask(
        in layout: TextLayout, originX: Double, originY: Double,
        _ body: (_ mask: UnsafeBufferPointer<UInt8>, _ width: Int, _ height: Int, _ stride: Int, _ x: Int, _ y: Int) ->
            Void
    ) {
        guard originX.isFinite, originY.isFinite else { return }
        let ox = originX.rounded(), oy = originY.rounded()
        for line in layout.lines {
            for glyph in line.glyphs where glyph.font != FontSlot.emoji {
                let quarters = ((ox + glyph.x) * 4).rounded()
                let baseline = (oy + glyph.y).rounded()
                guard abs(quarters) < 4e9, abs(baseline) < 1e9 else { continue }
                let q = Int(quarters)
                let x = q >> 2  // floor division by 4
                let user = glyph.font >= FontSlot.firstUserSlot
                let embolden =
                    user
                    ? layout.userEmbolden
                    : FontSlot.isSingleWeight(glyph.font) ? FontSlot.emboldening(layout.weight) : 0
                let key = GlyphKey(
                    font: UInt8(glyph.font), glyph: glyph.glyph, ppem26: layout.ppem26, subpixel: UInt8(q & 3),
                    embolden: embolden, variation: glyph.font == layout.variedFont ? layout.variation : 0)
                let state = user ? (userFreeType ?? freeType) : freeType
                let mask = state.withLock { $0.mask(key) }
                guard mask.width > 0, mask.height > 0 else { continue }
                mask.bytes.withUnsafeBufferPointer { buffer in
                    body(buffer, mask.width, mask.height, mask.width, x + mask.left, Int(baseline) - mask.top)
                }
            }
        }
    }

    /// Calls `body` once per colour (emoji) glyph with its premultiplied RGBA8 pixels, scaled to
    /// the block's pixel size, and the device-pixel position of their top-left corner; the
    /// origin rules are those of `forEachGlyphMask`, except that emoji sit on whole pixels.
    public func forEachColorGlyph(
        in layout: TextLayout, originX: Double, originY: Double,
        _ body: (_ rgba: UnsafeBufferPointer<UInt8>, _ width: Int, _ height: Int, _ stride: Int, _ x: Int, _ y: Int) ->
            Void
    ) {
        guard originX.isFinite, originY.isFinite else { return }
        let ox = originX.rounded(), oy = originY.rounded()
        for line in layout.lines {
            for glyph in line.glyphs where glyph.font == FontSlot.emoji {
                let px = (ox + glyph.x).rounded(), baseline = (oy + glyph.y).rounded()
                guard abs(px) < 1e9, abs(baseline) < 1e9 else { continue }
                let key = GlyphKey(font: UInt8(glyph.font), glyph: glyph.glyph, ppem26: layout.ppem26, subpixel: 0)
                let image = freeType.withLock { $0.colorImage(key) }
                guard image.width > 0, image.height > 0 else { continue }
                image.bytes.withUnsafeBufferPointer { buffer in
                    body(
                        buffer, image.width, image.height, image.width * 4, Int(px) + image.left,
                        Int(baseline) - image.top)
                }
            }
        }
    }

    /// Every character of `text` that no bundled font covers (it would draw as a box), once each
    /// in order of appearance, whether or not a line limit would show it; for a `missingGlyph`
    /// check. `TextLayout.missingCharacters` lists those of the lines actually laid out.
    public func missingCharacters(in text: String, style: TextStyle) -> [Unicode.Scalar] {
        let choice = FontChoice(style, self)
        var missing: [UInt32] = []
        for character in text {
            var cluster = Clusters()
            appendCluster(character, fonts: choice, to: &cluster)
            guard cluster.fonts.first == FontSlot.notdef else { continue }
            for v in uncovered(cluster.scalars[...], choice) where !missing.contains(v) { missing.append(v) }
        }
        return missing.compactMap(Unicode.Scalar.init)
    }

    /// FreeType's unhinted advance of a glyph at a pixel size (for tests).
    func freeTypeAdvance(font: Int, glyph: UInt32, pixelSize: Double, variation: FontVariation = .none) -> Double? {
        let ppem26 = Int32((pixelSize * 64).rounded())
        let state = font >= FontSlot.firstUserSlot ? (userFreeType ?? freeType) : freeType
        return state.withLock {
            $0.linearAdvance(font: font, glyph: glyph, ppem26: ppem26, variation: variation.packed)
        }
    }

    /// The cluster for one character: scalars cleaned up, font chosen by fallback, break class,
    /// script. Control characters other than tab (read as a space) are dropped: they draw nothing.
    func appendCluster(_ character: Character, fonts choice: FontChoice, to clusters: inout Clusters) {
        var values: [UInt32] = []
        values.reserveCapacity(2)
        for scalar in character.unicodeScalars {
            let v = scalar.value
            if v == 0x09 { values.append(0x20); continue }  // tab: a space
            if v < 0x20 || (0x7F..<0xA0).contains(v) { continue }  // other controls: dropped
            values.append(v)
        }
        guard let first = values.first else { return }
        let base = values.first { !CharClass.isDefaultIgnorable($0) } ?? first
        clusters.append(
            scalars: values, font: chooseFont(values, choice, after: clusters.fonts.last, base: base),
            kind: CharClass.kind(first), flags: CharClass.flags(first),
            level: clusters.levels.last ?? 0, script: Scripts.resolve(base, after: clusters.scripts.last))
    }

    private func chooseFont(_ values: [UInt32], _ choice: FontChoice, after previous: UInt8?, base: UInt32) -> UInt8 {
        let needed = values.filter { !CharClass.isDefaultIgnorable($0) }
        guard !needed.isEmpty else { return UInt8(choice.primary) }
        func covers(_ f: Int) -> Bool { needed.allSatisfy { fonts[f].glyph(for: $0) != nil } }
        if EmojiPresentation.wanted(values), covers(FontSlot.emoji) { return UInt8(FontSlot.emoji) }
        if let previous, previous != FontSlot.notdef, FontSlot.keepsNeutrals(Int(previous)), covers(Int(previous)),
            Scripts.isCommon(base)
        {
            return previous
        }
        for f in choice.order where covers(f) { return UInt8(f) }
        for f in choice.order where fonts[f].glyph(for: base) != nil { return UInt8(f) }
        return FontSlot.notdef
    }

    /// The characters of a `.notdef` cluster that no bundled face has, nor the user face the
    /// style chose (a user family is only a fallback for the styles that name it). Roboto counts
    /// only for `.roboto` styles, whose chain is Roboto's and has no Inter: a character only the
    /// other family has is missing from the text.
    func uncovered(_ scalars: ArraySlice<UInt32>, _ choice: FontChoice) -> [UInt32] {
        let user = choice.primary >= FontSlot.firstUserSlot ? fonts[choice.primary] : nil
        let bundled = choice.roboto ? choice.order.filter { $0 < FontSlot.firstUserSlot } : Array(0..<FontSlot.robotoRegular)
        return scalars.filter { v in
            !CharClass.isDefaultIgnorable(v) && user?.glyph(for: v) == nil
                && !bundled.contains { fonts[$0].glyph(for: v) != nil }
        }
    }
}

/// A variable system face's instance in `Typesetter.instances`.
struct InstanceKey: Hashable {
    let slot: Int
    let variation: FontVariation
}

/// The fonts a text block may use: its primary face and the fallback order (`FontSlot.fallback`),
/// with the style's user face (when its `family` is one of the typesetter's) in front, or a
/// system face (`Typesetter.systemFaces`) in Inter's place.
struct FontChoice {
    private(set) var primary: Int
    private(set) var order: [Int]
    /// Synthetic bold of the user face, in thousandths of an em (0: none or no user face).
    private(set) var embolden: UInt8
    /// The instance of the primary face when it is a variable system face (`.none` otherwise).
    private(set) var variation = FontVariation.none
    /// The primary face as HarfBuzz shapes it: `variation`'s instance.
    private(set) var primaryFont: HBFont
    /// The tracking of the primary face's glyphs (Inter's or the system fonts'); a user family,
    /// Roboto and the fallback faces have none.
    private(set) var tracking = TrackingTable.none
    /// Whether the bundled UI face is Roboto (`UIFontFamily.roboto`).
    private(set) var roboto = false
    /// The style's `letterSpacing`, in em (every face's clusters, but cursive scripts').
    private(set) var letterSpacing = 0.0

    init(_ style: TextStyle, _ typesetter: Typesetter) {
        self.init(unvaried: style, typesetter)
        letterSpacing = style.letterSpacing.isFinite ? style.letterSpacing : 0
        primaryFont = typesetter.hbFont(primary, variation)
    }

    private init(unvaried style: TextStyle, _ typesetter: Typesetter) {
        let weight: FontWeightIndex
        switch style.weight {
        case .regular: weight = .regular
        case .semibold: weight = .semibold
        case .bold: weight = .bold
        case .medium: weight = .medium
        }
        // The primary language subtag: "zh-Hans", "zh_TW" and "ko-KR" count, "kok" (Konkani) does not.
        let subtag = style.language?.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? ""
        let chinese = subtag == "zh" || subtag == "ko"
        var chain = FontSlot.fallback(weight, chineseFirst: chinese)
        roboto = style.uiFamily == .roboto
        // Roboto in Inter's place, the fallback faces after it; the look's tracking is Inter's only.
        if roboto { chain[0] = FontSlot.roboto(style.weight) }
        primary = chain[0]
        order = chain
        embolden = 0
        primaryFont = typesetter.fonts[primary]
        tracking = roboto ? .none : typesetter.tracking.bundled
        let faces = typesetter.userFaces
        let requested = style.requestedWeight ?? style.weight.number
        guard let family = style.family else {
            // Android's text is Roboto whatever the iOS look's system fonts are.
            guard !roboto else { return }
            // No family named: the system fonts in Inter's place, the fallback faces after them.
            guard !typesetter.systemFaces.isEmpty,
                let pick = SystemFontFace.choose(in: typesetter.systemFaces, weight: requested, size: style.size)
            else { return }
            primary = typesetter.systemSlot(pick.index)
            order = [primary] + chain.dropFirst()
            variation = FontVariation(wght: pick.wght, opsz: pick.opsz)
            tracking = typesetter.tracking.system
            return
        }
        guard !faces.isEmpty else { return }
        let candidates = faces.indices.filter { faces[$0].family == family }
        guard let pick = FontFace.nearest(to: requested, in: candidates.map { faces[$0].weight }) else { return }
        tracking = .none
        primary = FontSlot.firstUserSlot + candidates[pick]
        order = [primary] + chain
        // Synthetic bold only for a family with no face of 600 or more and a bold-ish style.
        let hasBold = candidates.contains { faces[$0].weight >= 600 }
        embolden = !hasBold && requested >= 600 ? FontSlot.emboldening(requested >= 700 ? .bold : .semibold) : 0
    }
}
