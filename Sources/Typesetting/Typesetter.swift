import AlertLayout
import AlertModel
import Foundation
import Synchronization

/// Sets alert text with the bundled fonts: fallback, shaping, line breaking, rasterizing.
///
/// Rules (all in device pixels, `px = pt × scale`):
/// - Pixel size: `size × scale`, rounded to 1/64 px (FreeType 26.6), no hinting, so advances
///   scale linearly with size and `measure` agrees exactly with what is drawn.
/// - Fallback per grapheme cluster: Inter in the style's weight, then IPAexGothic, then Inter's
///   `.notdef` box (one box per cluster, e.g. per emoji).
/// - Lines: break at forced newlines, after spaces, after hyphens/em dashes, and between
///   Japanese characters with kinsoku; a word wider than the line is broken between grapheme
///   clusters. Trailing spaces hang (they do not count toward width).
/// - Baselines: with `L = lineHeight × scale` and Inter's ascender `A` and descender `D` (< 0) at
///   the pixel size, line `i`'s baseline is `round(i·L + (L − (A − D)) / 2 + A)` px from the
///   block's top: the font's ascent-to-descent box is centred in each line box and the baseline
///   snapped to a whole pixel, without accumulating rounding from line to line.
/// - Sub-pixel positioning: each glyph's x is quantized to 1/4 px when drawn; baselines are whole
///   pixels.
/// - Bounded work: at most `maxLines` lines (or `lineCap`, 200, when unlimited) are shaped; the
///   text beyond them is only scanned for whether anything visible remains (for the "…").
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
    let fonts: [HBFont]
    let freeType: Mutex<FreeTypeState>

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
            try HBFont(path: path, language: index == FontSlot.japanese ? "ja" : "en")
        }
        self.freeType = Mutex(try FreeTypeState(paths: paths))
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
        var engine = LayoutEngine(typesetter: self, text: text, style: style, maxWidth: maxWidth, scale: scale)
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
            for glyph in line.glyphs {
                let quarters = ((ox + glyph.x) * 4).rounded()
                let baseline = (oy + glyph.y).rounded()
                guard abs(quarters) < 4e9, abs(baseline) < 1e9 else { continue }
                let q = Int(quarters)
                let x = q >> 2  // floor division by 4
                let key = GlyphKey(
                    font: UInt8(glyph.font), glyph: glyph.glyph, ppem26: layout.ppem26, subpixel: UInt8(q & 3),
                    embolden: glyph.font == FontSlot.japanese ? FontSlot.emboldening(layout.weight) : 0)
                let mask = freeType.withLock { $0.mask(key) }
                guard mask.width > 0, mask.height > 0 else { continue }
                mask.bytes.withUnsafeBufferPointer { buffer in
                    body(buffer, mask.width, mask.height, mask.width, x + mask.left, Int(baseline) - mask.top)
                }
            }
        }
    }

    /// FreeType's unhinted advance of a glyph at a pixel size (for tests).
    func freeTypeAdvance(font: Int, glyph: UInt32, pixelSize: Double) -> Double? {
        let ppem26 = Int32((pixelSize * 64).rounded())
        return freeType.withLock { $0.linearAdvance(font: font, glyph: glyph, ppem26: ppem26) }
    }

    /// The cluster for one character: scalars cleaned up, font chosen by fallback, break class.
    /// Control characters other than tab (read as a space) are dropped: they draw nothing.
    func appendCluster(_ character: Character, primary: Int, to clusters: inout Clusters) {
        var values: [UInt32] = []
        values.reserveCapacity(2)
        for scalar in character.unicodeScalars {
            let v = scalar.value
            if v == 0x09 { values.append(0x20); continue }  // tab: a space
            if v < 0x20 || (0x7F..<0xA0).contains(v) { continue }  // other controls: dropped
            values.append(v)
        }
        guard let first = values.first else { return }
        clusters.append(
            scalars: values, font: chooseFont(values, primary: primary), kind: CharClass.kind(first),
            flags: CharClass.flags(first))
    }

    private func chooseFont(_ values: [UInt32], primary: Int) -> UInt8 {
        let needed = values.filter { !CharClass.isDefaultIgnorable($0) }
        guard let base = needed.first else { return UInt8(primary) }
        let order = [primary, FontSlot.japanese]
        for f in order where needed.allSatisfy({ fonts[f].glyph(for: $0) != nil }) { return UInt8(f) }
        for f in order where fonts[f].glyph(for: base) != nil { return UInt8(f) }
        return FontSlot.notdef
    }
}
