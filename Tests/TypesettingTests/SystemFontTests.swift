import AlertModel
import Foundation
import Testing

@testable import Typesetting

/// `systemFonts` in the typesetter: the stand-in faces (Tests/Resources/system-fonts, built by
/// scripts/make-test-fonts.py) set text of no named family in Inter's place, Text below 20 pt and
/// Display from 20 pt, a variable font at the style's weight and size, with per-size tracking.
@Suite struct SystemFontTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources/system-fonts").path
    static let statics = [
        "StandInText-Regular.ttf", "StandInText-Semibold.ttf", "StandInDisplay-Regular.ttf",
        "StandInDisplay-Semibold.ttf",
    ]

    /// The faces a spec naming `files` resolves to (names, weights and axes read from the files).
    static func faces(_ files: [String]) throws -> [SystemFontFace] {
        let list = files.map { "\"\(folder)/\($0)\"" }.joined(separator: ", ")
        let json = #"{"ios": 18, "systemFonts": [\#(list)], "alert": {"title": "T"}}"#
        return try AlertSpec.decode(Array(json.utf8)).resolved().systemFonts
    }

    static func typesetter(_ files: [String], tracking: TrackingTable = .none) throws -> Typesetter {
        try Typesetter.shared().configured(
            fonts: [], systemFonts: try faces(files), tracking: FontTracking(bundled: .none, system: tracking))
    }

    static func style(_ size: Double, _ weight: FontWeight = .regular) -> TextStyle {
        TextStyle(size: size, weight: weight, lineHeight: (size * 1.3).rounded())
    }

    func fonts(_ l: TextLayout) -> Set<Int> { Set(l.lines.flatMap { $0.glyphs.map(\.font) }) }

    @Test func staticFacesAreReadAsTextAndDisplayWithTheirWeights() throws {
        let faces = try Self.faces(Self.statics)
        #expect(faces.map(\.role) == [.text, .text, .display, .display])
        #expect(faces.map(\.face.weight) == [400, 600, 400, 600])
        #expect(faces.map(\.face.key) == ["systemFonts[0]", "systemFonts[1]", "systemFonts[2]", "systemFonts[3]"])
        let optical = try #require(try Self.faces(["StandInOptical.ttf"]).first)
        #expect(optical.weightAxis == 400...700 && optical.opticalSizeAxis == 17...28)
        let weight = try #require(try Self.faces(["StandInWeight.ttf"]).first)
        #expect(weight.weightAxis == 100...900 && weight.opticalSizeAxis == nil && weight.role == .any)
    }

    @Test func nineteenPointsUseTheTextFaceAndTwentyTheDisplayFace() throws {
        let t = try Self.typesetter(Self.statics)
        let first = t.systemSlot(0)
        for (size, weight, slot) in [
            (19.0, FontWeight.regular, 0), (20, .regular, 2), (19, .semibold, 1), (20, .semibold, 3), (13, .bold, 1),
            (34, .regular, 2),
        ] {
            let l = t.layout("Save changes", style: Self.style(size, weight), maxWidth: .infinity, scale: 3)
            #expect(fonts(l) == [first + slot], "\(size) pt \(weight)")
        }
        // The Display design is narrower than the Text one at the same size.
        let text = t.layout("Save changes", style: Self.style(19.99), maxWidth: .infinity, scale: 1)
        let display = t.layout("Save changes", style: Self.style(20), maxWidth: .infinity, scale: 1)
        #expect(display.lines[0].width < text.lines[0].width * 0.97)
    }

    @Test func theOpticalSizeAxisFollowsTheSize() throws {
        let t = try Self.typesetter(["StandInOptical.ttf"])
        func variation(_ size: Double, _ weight: FontWeight = .regular) -> (layout: TextLayout, axes: [String: Float]) {
            let l = t.layout("Save changes", style: Self.style(size, weight), maxWidth: .infinity, scale: 1)
            let axes = FontVariation(packed: l.variation).axes
            return (l, Dictionary(uniqueKeysWithValues: axes.map { ($0.tag, $0.value) }))
        }
        #expect(variation(19).axes == ["wght": 400, "opsz": 19])
        #expect(variation(20).axes == ["wght": 400, "opsz": 20])
        #expect(variation(13).axes == ["wght": 400, "opsz": 17])  // clamped to the axis
        #expect(variation(34, .semibold).axes == ["wght": 600, "opsz": 28])
        // Per em, text at 28 pt (the Display master) is narrower than at 17 pt (the Text master),
        // and 20 pt lies between them.
        let perEm = [17.0, 20, 28].map { variation($0).layout.lines[0].width / $0 }
        #expect(perEm[0] > perEm[1] && perEm[1] > perEm[2])
    }

    @Test func theWeightAxisIsSetFromTheStyleAndTheAdvancesAreTheInstances() throws {
        let t = try Self.typesetter(["StandInWeight.ttf"])
        let regular = t.layout("Save changes", style: Self.style(17), maxWidth: .infinity, scale: 3)
        let semibold = t.layout("Save changes", style: Self.style(17, .semibold), maxWidth: .infinity, scale: 3)
        #expect(fonts(regular) == [t.systemSlot(0)] && fonts(semibold) == [t.systemSlot(0)])
        #expect(FontVariation(packed: semibold.variation).axes.map(\.value) == [600])
        #expect(semibold.lines[0].width > regular.lines[0].width * 1.02)
        // HarfBuzz shaped each glyph with the advance FreeType gives the wght 600 instance (whose
        // outlines are drawn), which is not the default instance's.
        let instance = FontVariation(wght: 600, opsz: nil)
        let shaper = t.hbFont(t.systemSlot(0), instance)
        var differs = 0
        for g in semibold.lines[0].glyphs {
            let shaped = Double(shaper.advance(of: g.glyph)) * semibold.pixelSize / Double(shaper.upem)
            let drawn = try #require(
                t.freeTypeAdvance(font: g.font, glyph: g.glyph, pixelSize: semibold.pixelSize, variation: instance))
            let standard = try #require(t.freeTypeAdvance(font: g.font, glyph: g.glyph, pixelSize: semibold.pixelSize))
            #expect(abs(shaped - drawn) < 0.01, "glyph \(g.glyph)")
            if abs(drawn - standard) > 0.05 { differs += 1 }
        }
        #expect(differs >= 8)
        // The rasterizer draws the instance too: heavier ink than the regular weight.
        #expect(Double(ink(dumpMasks(t, semibold))) > Double(ink(dumpMasks(t, regular))) * 1.1)
    }

    @Test func trackingFollowsEveryClusterOfTheSystemFaceAndTheLastOneKeepsIt() throws {
        let plain = try Self.typesetter(Self.statics)
        let tracked = try Self.typesetter(Self.statics, tracking: .sfPro)
        let text = "Save changes?"
        let a = plain.layout(text, style: Self.style(17), maxWidth: .infinity, scale: 3)
        let b = tracked.layout(text, style: Self.style(17), maxWidth: .infinity, scale: 3)
        // 13 clusters, -0.43 pt after each at 17 pt: 3 px per point.
        #expect(abs(b.lines[0].width - (a.lines[0].width + 13 * -0.43 * 3)) < 1e-9)
        #expect(abs(b.measurement.width - (a.measurement.width + 13 * -0.43)) < 1e-9)
        // The glyphs move by the tracking of the clusters before them.
        for (i, (x, y)) in zip(a.lines[0].glyphs, b.lines[0].glyphs).enumerated() {
            #expect(abs(y.x - (x.x + Double(i) * -0.43 * 3) - (b.lines[0].x - a.lines[0].x)) < 1e-9)
        }
        // Fallback faces are not tracked: a kana keeps its advance.
        let kana = tracked.layout("ロ", style: Self.style(17), maxWidth: .infinity, scale: 1)
        let kanaPlain = plain.layout("ロ", style: Self.style(17), maxWidth: .infinity, scale: 1)
        #expect(kana.lines[0].width == kanaPlain.lines[0].width)
    }

    @Test func lineBreakingSeesTheTrackedWidths() throws {
        let plain = try Self.typesetter(Self.statics)
        let tracked = try Self.typesetter(Self.statics, tracking: .sfPro)
        let text = "Delete all recordings now"
        let natural = plain.layout(text, style: Self.style(17), maxWidth: .infinity, scale: 1).lines[0].width
        let trackedWidth = tracked.layout(text, style: Self.style(17), maxWidth: .infinity, scale: 1).lines[0].width
        // A width between the two: one line with tracking, two without.
        let width = (natural + trackedWidth) / 2
        #expect(plain.layout(text, style: Self.style(17), maxWidth: width, scale: 1).lines.count == 2)
        #expect(tracked.layout(text, style: Self.style(17), maxWidth: width, scale: 1).lines.count == 1)
        #expect(tracked.measure(text, style: Self.style(17), maxWidth: width, scale: 1).lineCount == 1)
    }

    @Test func aNamedFamilyAndTheBundledSetAreUntouched() throws {
        let bundled = try Typesetter.shared()
        #expect(
            try bundled.configured(fonts: [], systemFonts: [], tracking: FontTracking(bundled: .none, system: .sfPro))
                === bundled)
        let t = try Self.typesetter(Self.statics, tracking: .sfPro)
        var inter = Self.style(17)
        inter.family = "Inter"
        let named = t.layout("Save", style: inter, maxWidth: .infinity, scale: 1)
        let reference = bundled.layout("Save", style: inter, maxWidth: .infinity, scale: 1)
        #expect(named.lines[0].glyphs == reference.lines[0].glyphs)
        // Inter's own table applies to Inter alone.
        let fitted = try bundled.configured(
            fonts: [], systemFonts: [], tracking: FontTracking(bundled: TrackingTable([(17, 1)]), system: .none))
        let wide = fitted.layout("Save", style: Self.style(17), maxWidth: .infinity, scale: 1)
        let base = bundled.layout("Save", style: Self.style(17), maxWidth: .infinity, scale: 1)
        #expect(abs(wide.lines[0].width - base.lines[0].width - 4) < 1e-9)
    }
}
