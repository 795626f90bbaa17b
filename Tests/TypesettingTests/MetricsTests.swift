import AlertLayout
import AlertModel
import Foundation
import Testing

@testable import Typesetting

@Suite("Metrics")
struct MetricsTests {
    @Test("Advances equal the font's own unhinted metrics", arguments: [FontWeight.regular, .semibold, .bold])
    func advancesMatchFreeType(weight: FontWeight) throws {
        let t = try typesetter()
        let style = TextStyle(size: 17, weight: weight, lineHeight: 22, alignment: .leading)
        let layout = t.layout("HHHH", style: style, maxWidth: .infinity, scale: 3)
        let line = try #require(layout.lines.first)
        #expect(line.glyphs.count == 4)
        #expect(layout.pixelSize == 51)
        var expected = 0.0
        for glyph in line.glyphs {
            #expect(glyph.font == FontWeight.allCases.firstIndex(of: weight))
            expected += try #require(t.freeTypeAdvance(font: glyph.font, glyph: glyph.glyph, pixelSize: 51))
        }
        // FreeType's linear advance is 16.16 fixed point: agree to well under 1/100 px.
        #expect(abs(line.width - expected) < 0.01)
        // Equal advances, no kerning between H and H: the glyphs are evenly spaced.
        let step = line.glyphs[1].x - line.glyphs[0].x
        for i in 1..<4 { #expect(abs(line.glyphs[i].x - line.glyphs[i - 1].x - step) < 1e-9) }
        #expect(abs(step * 4 - line.width) < 1e-9)
    }

    @Test("Japanese glyphs are one em wide in IPAexGothic")
    func japaneseAdvance() throws {
        let t = try typesetter()
        let layout = t.layout("日本語", style: messageStyle, maxWidth: .infinity, scale: 2)
        let line = try #require(layout.lines.first)
        #expect(line.glyphs.allSatisfy { $0.font == 3 })
        #expect(abs(line.width - 3 * 26) < 1e-9)
        let ft = try #require(t.freeTypeAdvance(font: 3, glyph: line.glyphs[0].glyph, pixelSize: 26))
        #expect(abs(ft - 26) < 0.01)
    }

    @Test("Kerning is applied: AV is narrower than A plus V")
    func kerning() throws {
        let t = try typesetter()
        let style = TextStyle(size: 17, lineHeight: 22, alignment: .leading)
        let pair = t.measure("AV", style: style, maxWidth: .infinity, scale: 1).width
        let apart =
            t.measure("A", style: style, maxWidth: .infinity, scale: 1).width
            + t.measure("V", style: style, maxWidth: .infinity, scale: 1).width
        #expect(pair < apart - 0.1)
    }

    @Test("Measure equals the layout's measurement; height is lines × line height; points = px / scale")
    func measureAgreesWithLayout() throws {
        let t = try typesetter()
        let text = "Are you sure you want to delete this photo? This cannot be undone. 写真を削除しますか？"
        for scale in [1.0, 2, 3, 1.5] {
            for width in [238.0, 120, .infinity] {
                let m = t.measure(text, style: messageStyle, maxWidth: width, scale: scale)
                let l = t.layout(text, style: messageStyle, maxWidth: width, scale: scale)
                #expect(m == l.measurement)
                #expect(m.height == Double(m.lineCount) * messageStyle.lineHeight)
                #expect(m.lineCount == l.lines.count)
                #expect(abs(m.width * scale - (l.lines.map(\.width).max() ?? 0)) < 1e-9)
                #expect(m.width <= width + 1e-9)
                #expect(l.heightPx == Double(m.lineCount) * 16 * scale)
                #expect(l.widthPx == (width.isFinite ? width * scale : m.width * scale))
            }
        }
    }

    @Test("Baselines follow the documented rule and are whole pixels")
    func baselines() throws {
        let t = try typesetter()
        let style = TextStyle(size: 13, lineHeight: 17, alignment: .leading)
        let l = t.layout("a\nb\nc\nd\ne", style: style, maxWidth: .infinity, scale: 1.5)
        let face = t.fonts[0]
        let px = 19.5 / Double(face.upem)
        let a = Double(face.ascender) * px, d = Double(face.descender) * px
        let lineHeight = 17 * 1.5
        for (i, line) in l.lines.enumerated() {
            #expect(line.baseline == (Double(i) * lineHeight + (lineHeight - (a - d)) / 2 + a).rounded())
            #expect(line.baseline == line.baseline.rounded())
            #expect(line.glyphs.allSatisfy { $0.y == line.baseline })
        }
        // No drift: the last baseline stays inside the last line box.
        let last = try #require(l.lines.last)
        #expect(last.baseline > 4 * lineHeight && last.baseline < l.heightPx)
    }

    @Test("Alignment places lines inside the block width")
    func alignment() throws {
        let t = try typesetter()
        for (alignment, expected) in [(TextAlignment.leading, 0.0), (.center, 0.5), (.trailing, 1.0)] {
            let style = TextStyle(size: 13, lineHeight: 16, alignment: alignment)
            let l = t.layout("OK", style: style, maxWidth: 100, scale: 2)
            let line = try #require(l.lines.first)
            #expect(abs(line.x - (200 - line.width) * expected) < 1e-9)
            #expect(abs(line.glyphs[0].x - line.x) < 1e-9)
        }
    }

    @Test("Masks land at the rounded origin, with x quantized to quarter pixels")
    func subpixelMasks() throws {
        let t = try typesetter()
        let style = TextStyle(size: 13, lineHeight: 16, alignment: .leading)
        let l = t.layout("l", style: style, maxWidth: .infinity, scale: 2)
        // Shifting the block by whole pixels moves the masks by exactly that much.
        let a = dumpMasks(t, l, originX: 10.4, originY: 20.4)
        let b = dumpMasks(t, l, originX: 13, originY: 22)
        #expect(a.bytes == b.bytes)
        #expect(a.entries[0][3] + 3 == b.entries[0][3] && a.entries[0][4] + 2 == b.entries[0][4])
        // A quarter-pixel shift renders a different mask at the same whole-pixel place.
        let quarter = dumpMasks(t, l, originX: 10.25 - 0.4 + 0.4, originY: 20)
        #expect(quarter.bytes == dumpMasks(t, l, originX: 10, originY: 20).bytes)  // origin rounds first
        let glyph = l.lines[0].glyphs[0].glyph
        let masks = (0..<4).map { sub in
            t.freeType.withLock { $0.mask(GlyphKey(font: 0, glyph: glyph, ppem26: l.ppem26, subpixel: UInt8(sub))) }
                .bytes
        }
        #expect(Set(masks).count == 4)
    }

    @Test("A missing font folder throws a clear error")
    func missingFonts() throws {
        let error = #expect(throws: TypesettingError.self) { try Typesetter(fontDirectory: "/nonexistent/fonts") }
        #expect(error?.description.contains("Inter-Regular.otf") == true)
    }

    @Test("The default lookup finds the bundled Fonts folder")
    func defaultLookup() throws {
        let t = try Typesetter()
        #expect(FileManager.default.fileExists(atPath: t.fontDirectory + "/ipaexg.ttf"))
    }
}
