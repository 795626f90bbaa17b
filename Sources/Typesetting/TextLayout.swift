import AlertLayout
import AlertModel

/// One positioned glyph. Positions are in device pixels relative to the text block's top-left
/// corner; `x` is the glyph origin (pen position, sub-pixel), `y` its baseline (whole pixels
/// except for mark offsets).
public struct TextGlyph: Hashable, Sendable {
    /// Which font: index into `Typesetter.fontFiles` (0-2 Inter Regular, SemiBold, Bold,
    /// 3 IPAexGothic, 4-5 Noto Sans Arabic UI, 6-7 Noto Sans Hebrew, 8-9 Noto Sans Thai UI, each
    /// Regular and Bold, 10 WenQuanYi Micro Hei, 11 Noto Color Emoji, drawn in colour, 12 Inter Medium,
    /// 13-15 Roboto Regular, Medium, Bold), then
    /// `fontFiles.count + i` for `Typesetter.userFaces[i]`, then the `Typesetter.systemFaces`.
    public let font: Int
    /// Glyph id in that font (0 is `.notdef`, drawn as a box).
    public let glyph: UInt32
    /// Pen position (glyph origin) from the block's left edge, in device pixels; sub-pixel.
    public let x: Double
    /// Baseline from the block's top edge, in device pixels (whole, except for mark offsets).
    public let y: Double
}

/// One laid-out line, in device pixels.
public struct TextLine: Hashable, Sendable {
    /// The characters shown on this line in logical (reading) order (after trimming trailing
    /// spaces; with "…" when cut).
    public let text: String
    /// The line's glyphs in visual order (left to right), positioned relative to the block (not
    /// the line); `.notdef` boxes included.
    public let glyphs: [TextGlyph]
    /// Left edge of the line after alignment, from the block's left edge.
    public let x: Double
    /// Advance width of the line (trailing spaces excluded).
    public let width: Double
    /// Baseline, from the block's top edge; always a whole number of pixels.
    public let baseline: Double
}

/// A block of text broken into lines and shaped, ready to draw. Device pixels unless stated.
///
/// The block is `widthPx` wide: `maxWidth × scale` when `maxWidth` was finite (lines are aligned
/// inside it), else the widest line. Draw it with its top-left corner at the top-left of the
/// frame layout gave the text (a frame `maxWidth` wide).
public struct TextLayout: Hashable, Sendable {
    /// The same value `Typesetter.measure` returns, in points.
    public let measurement: TextMeasurement
    /// Width of the block in device pixels: `maxWidth × scale` when `maxWidth` was finite, else the widest line.
    public let widthPx: Double
    /// `lineCount × lineHeight × scale`.
    public let heightPx: Double
    /// The lines shown, top to bottom: at most `maxLines`, or `Typesetter.lineCap` when unlimited.
    public let lines: [TextLine]
    /// Device pixels per point the block was laid out for.
    public let scale: Double
    /// Font size in device pixels (`measurement.fontSize × scale`, rounded to 1/64 px).
    public let pixelSize: Double
    /// Characters in the shown lines that no bundled font covers (each drawn as a `.notdef` box),
    /// once each in order of appearance; empty when every character has a glyph.
    public let missingCharacters: [Unicode.Scalar]
    /// The base direction of the first paragraph (from the style or, by default, its text).
    public let baseDirection: TextDirection
    /// `pixelSize` in 26.6 fixed point, as given to FreeType.
    let ppem26: Int32
    /// The style's weight: the Japanese face has one weight, so heavier styles embolden its
    /// outlines when they are rasterized (advances, and so layout, are unchanged).
    let weight: FontWeight
    /// Synthetic bold of the user face this block is set in, in thousandths of an em (0: none):
    /// the family has no face of 600 or more and the style asks for one.
    let userEmbolden: UInt8
    /// The slot whose glyphs are drawn at `variation` (the primary face of the block).
    let variedFont: Int
    /// The instance of a variable primary face (`FontVariation.packed`), 0 for a static face: the
    /// outlines drawn are those HarfBuzz shaped.
    let variation: UInt32
}
