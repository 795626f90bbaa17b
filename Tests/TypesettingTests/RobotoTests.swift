import AlertLayout
import AlertModel
import Testing

@testable import Typesetting

/// Android's text: Roboto for `.roboto` styles, its line box, and `letterSpacing` as Minikin applies it.
@Suite("Roboto and letter spacing")
struct RobotoTests {
    static func roboto(_ size: Double, _ weight: FontWeight = .regular, lineHeight: Double = 20, spacing: Double = 0)
        -> TextStyle
    {
        var style = TextStyle(size: size, weight: weight, lineHeight: lineHeight, alignment: .leading)
        style.uiFamily = .roboto
        style.letterSpacing = spacing
        return style
    }

    @Test(
        "A .roboto style is set in Roboto by weight, semibold in Bold; the default family stays Inter",
        arguments: [
            (FontWeight.regular, FontSlot.robotoRegular), (.medium, FontSlot.robotoMedium),
            (.semibold, FontSlot.robotoBold), (.bold, FontSlot.robotoBold),
        ])
    func robotoFaceByWeight(weight: FontWeight, slot: Int) throws {
        let t = try typesetter()
        let android = t.layout("Cancel", style: Self.roboto(14, weight), maxWidth: .infinity, scale: 2)
        #expect(android.lines[0].glyphs.allSatisfy { $0.font == slot })
        #expect(Typesetter.fontFiles[slot].hasPrefix("Roboto-"))
        var ios = Self.roboto(14, weight)
        ios.uiFamily = .inter
        let inter = t.layout("Cancel", style: ios, maxWidth: .infinity, scale: 2)
        #expect(inter.lines[0].glyphs.allSatisfy { $0.font == FontSlot.primary(Self.interIndex(weight)) })
        // Different faces, different widths: the family is not only a recorded number.
        #expect(android.lines[0].width != inter.lines[0].width)
    }

    static func interIndex(_ weight: FontWeight) -> FontWeightIndex {
        switch weight {
        case .regular: return .regular
        case .semibold: return .semibold
        case .bold: return .bold
        case .medium: return .medium
        }
    }

    @Test("Roboto's fallback chain is Inter's: Japanese, Arabic and emoji keep their faces")
    func robotoFallsBackLikeInter() throws {
        let t = try typesetter()
        let line = try #require(t.layout("OK 日本 مرحبا 😀", style: Self.roboto(14), maxWidth: .infinity, scale: 2).lines.first)
        let fonts = Set(line.glyphs.map(\.font))
        #expect(fonts.isSuperset(of: [FontSlot.robotoRegular, FontSlot.japanese, FontSlot.arabic, FontSlot.emoji]))
        #expect(!fonts.contains(0))
    }

    @Test("Roboto is not tracked by the look: a tracked typesetter gives it the widths of an untracked one")
    func robotoIsNotTracked() throws {
        let t = try typesetter()
        let tracked = try t.configured(fonts: [], systemFonts: [], tracking: .standard)
        let style = Self.roboto(15)
        let plain = t.measure("Delete this photo", style: style, maxWidth: .infinity, scale: 3).width
        #expect(tracked.measure("Delete this photo", style: style, maxWidth: .infinity, scale: 3).width == plain)
        var inter = style
        inter.uiFamily = .inter
        // The same typesetter does track Inter at this size, so the comparison can fail.
        #expect(
            tracked.measure("Delete this photo", style: inter, maxWidth: .infinity, scale: 3).width
                != t.measure("Delete this photo", style: inter, maxWidth: .infinity, scale: 3).width)
    }

    @Test("Roboto's line box: hhea 1900/-500 of 2048, so a 14 pt line in 20 pt has its baseline at 14.8 pt")
    func robotoFirstBaseline() throws {
        let t = try typesetter()
        let face = t.fonts[FontSlot.robotoRegular]
        #expect(face.upem == 2048 && face.ascender == 1900 && face.descender == -500)
        // (20 − (0.928 + 0.244) × 14) / 2 + 0.928 × 14 = 1.80 + 12.99 = 14.79 pt.
        let baseline = t.firstBaseline(style: Self.roboto(14), scale: 4)
        #expect(abs(baseline - 14.8) <= 0.2)
        // Inter's box is taller: the same style in Inter puts its baseline elsewhere.
        var inter = Self.roboto(14)
        inter.uiFamily = .inter
        #expect(abs(t.firstBaseline(style: inter, scale: 4) - baseline) >= 0.2)
    }

    @Test(
        "Letter spacing widens a line by spacing × size × clusters, and measure is what is drawn",
        arguments: [FontWeight.regular, .medium])
    func letterSpacingWidth(weight: FontWeight) throws {
        let t = try typesetter()
        let text = "Discard draft?"
        let clusters = Double(text.count)
        let scale = 2.625
        let plain = t.layout(text, style: Self.roboto(14, weight), maxWidth: .infinity, scale: scale)
        let spaced = t.layout(text, style: Self.roboto(14, weight, spacing: 0.1), maxWidth: .infinity, scale: scale)
        let extraPx = 0.1 * 14 * scale * clusters
        #expect(abs(spaced.lines[0].width - plain.lines[0].width - extraPx) < 1)
        #expect(abs(spaced.measurement.width - plain.measurement.width - extraPx / scale) < 1 / scale)
        let measured = t.measure(text, style: Self.roboto(14, weight, spacing: 0.1), maxWidth: .infinity, scale: scale)
        #expect(measured == spaced.measurement)
        #expect(abs(measured.width * scale - spaced.lines[0].width) < 1e-9)
        // Drawn: the first glyph sits half a spacing in, each glyph a whole spacing further than unspaced.
        let half = 0.1 * 14 * scale / 2
        #expect(abs(spaced.lines[0].glyphs[0].x - plain.lines[0].glyphs[0].x - half) < 1e-9)
        for (i, (a, b)) in zip(plain.lines[0].glyphs, spaced.lines[0].glyphs).enumerated() {
            #expect(abs(b.x - a.x - half - 2 * half * Double(i)) < 1e-6)
        }
    }

    @Test("Line breaking uses the spaced widths: text that fits unspaced breaks when spaced")
    func letterSpacingBreaks() throws {
        let t = try typesetter()
        let text = "Keep editing this note"
        let plain = t.measure(text, style: Self.roboto(14), maxWidth: .infinity, scale: 2).width
        let width = plain + 2  // fits unspaced; 0.1 em adds 1.4 pt per cluster, 30 pt here
        #expect(t.measure(text, style: Self.roboto(14), maxWidth: width, scale: 2).lineCount == 1)
        let spaced = t.measure(text, style: Self.roboto(14, spacing: 0.1), maxWidth: width, scale: 2)
        #expect(spaced.lineCount == 2)
        #expect(spaced.width <= width + 1e-6)
    }

    @Test("Arabic is not letter-spaced (Minikin's cursive scripts); Latin in the same line is")
    func arabicIsNotSpaced() throws {
        let t = try typesetter()
        let arabic = "مرحبا"
        let a0 = t.measure(arabic, style: Self.roboto(14), maxWidth: .infinity, scale: 2).width
        let a1 = t.measure(arabic, style: Self.roboto(14, spacing: 0.2), maxWidth: .infinity, scale: 2).width
        #expect(abs(a1 - a0) < 1e-9)
        let l0 = t.measure("Hello", style: Self.roboto(14), maxWidth: .infinity, scale: 2).width
        let l1 = t.measure("Hello", style: Self.roboto(14, spacing: 0.2), maxWidth: .infinity, scale: 2).width
        #expect(abs(l1 - l0 - 0.2 * 14 * 5) < 1e-6)
    }

    @Test("Above 0.03 em the optional ligatures are off, so each letter is its own spaced glyph")
    func spacingTurnsLigaturesOff() throws {
        let t = try typesetter()
        // Roboto sets "fi" as one ligature glyph; spaced by more than 0.03 em, as two letters.
        let tight = t.layout("fi", style: Self.roboto(17, spacing: 0.03), maxWidth: .infinity, scale: 2)
        let spaced = t.layout("fi", style: Self.roboto(17, spacing: 0.05), maxWidth: .infinity, scale: 2)
        #expect(tight.lines[0].glyphs.count == 1)
        #expect(spaced.lines[0].glyphs.count == 2)
    }

    @Test("A shrinking one-line style spaces by the size it shrinks to")
    func spacingFollowsShrinking() throws {
        let t = try typesetter()
        var style = Self.roboto(14, .medium, spacing: 0.1)
        style.minimumSize = 10
        let text = "REMOVE FROM LIBRARY"
        let natural = t.measure(text, style: Self.roboto(14, .medium, spacing: 0.1), maxWidth: .infinity, scale: 2)
        let cut = t.layout(text, style: style, maxWidth: natural.width * 0.85, scale: 2)
        #expect(cut.measurement.fontSize < 14 && !cut.measurement.truncated)
        #expect(cut.measurement.width <= natural.width * 0.85 + 1e-6)
    }
}
