import AlertModel
import Foundation
import Testing

@testable import Typesetting

/// User faces (`fonts`) in front of the bundled fallback chain: face choice by weight, synthetic
/// bold only without a bold face, fallback for what the face lacks, determinism.
@Suite struct UserFontTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/brand/design/fonts").path
    static let regular = FontFace(
        key: "fonts[0]", path: folder + "/NotoSerif-Regular.ttf", index: 0, family: "Noto Serif", weight: 400)
    static let bold = FontFace(
        key: "fonts[1]", path: folder + "/NotoSerif-Bold.ttf", index: 0, family: "Noto Serif", weight: 700)
    static let first = Typesetter.fontFiles.count

    func style(_ weight: Int, family: String? = "Noto Serif") -> TextStyle { Self.style(weight, family: family) }

    static func style(_ weight: Int, family: String? = "Noto Serif") -> TextStyle {
        var s = TextStyle(size: 17, lineHeight: 22)
        s.weight = FontWeight.nearestFace(to: weight)
        s.requestedWeight = weight
        s.family = family
        return s
    }

    func fonts(in layout: TextLayout) -> Set<Int> { Set(layout.lines.flatMap { $0.glyphs.map(\.font) }) }

    @Test func theWeightPicksTheNearestFace() throws {
        let t = try typesetter().registering([Self.regular, Self.bold])
        #expect(t.userFaces == [Self.regular, Self.bold])
        for (weight, face) in [(700, 1), (800, 1), (600, 1), (300, 0), (400, 0), (500, 0), (100, 0)] {
            let l = t.layout("Serif", style: style(weight), maxWidth: .infinity, scale: 2)
            #expect(fonts(in: l) == [Self.first + face], "weight \(weight)")
            #expect(l.userEmbolden == 0, "weight \(weight): a real face, no synthetic bold")
        }
        // Without a family the bundled UI family is used, user faces or not.
        let inter = t.layout("Serif", style: style(700, family: nil), maxWidth: .infinity, scale: 2)
        #expect(fonts(in: inter) == [2])
    }

    @Test func syntheticBoldOnlyWhenTheFamilyHasNoBoldFace() throws {
        let onlyRegular = try typesetter().registering([Self.regular])
        let both = try typesetter().registering([Self.regular, Self.bold])
        func coverage(_ t: Typesetter, _ weight: Int) -> (Int, TextLayout) {
            let l = t.layout("Heavy ink", style: style(weight), maxWidth: .infinity, scale: 3)
            return (ink(dumpMasks(t, l)), l)
        }
        let (plain, plainLayout) = coverage(onlyRegular, 400)
        let (fake, fakeLayout) = coverage(onlyRegular, 700)
        let (real, realLayout) = coverage(both, 700)
        #expect(plainLayout.userEmbolden == 0)
        #expect(fakeLayout.userEmbolden > 0)
        #expect(fonts(in: fakeLayout) == [Self.first])  // still the Regular face, thickened
        #expect(Double(fake) > Double(plain) * 1.15)
        // Emboldening keeps every advance.
        #expect(fakeLayout.lines.flatMap { $0.glyphs.map(\.x) } == plainLayout.lines.flatMap { $0.glyphs.map(\.x) })
        #expect(realLayout.userEmbolden == 0)
        #expect(fonts(in: realLayout) == [Self.first + 1])
        #expect(real > plain)
    }

    @Test func charactersTheFaceLacksFallBackToTheBundledChain() throws {
        let t = try typesetter().registering([Self.regular])
        // Noto Serif has no kana: the Japanese face draws them, not a box.
        let l = t.layout("Serif ログ", style: style(400), maxWidth: .infinity, scale: 2)
        let glyphs = l.lines.flatMap(\.glyphs)
        #expect(l.missingCharacters.isEmpty)
        #expect(!glyphs.contains { $0.glyph == 0 })
        #expect(Set(glyphs.map(\.font)) == [Self.first, FontSlot.japanese])
        #expect(t.missingCharacters(in: "Serif ログ", style: style(400)).isEmpty)
    }

    @Test func theUserFaceCoversCharactersNoBundledFaceHas() throws {
        let bundled = try typesetter()
        let t = try bundled.registering([Self.regular])
        // Some character Noto Serif has and none of the bundled faces does; not a combining mark,
        // which would join the "A" before it (a cluster the bundled face's "A" draws).
        let user = t.fonts[Self.first]
        let marks: Set<Unicode.GeneralCategory> = [.nonspacingMark, .spacingMark, .enclosingMark]
        let scalar = try #require(
            (0x20..<0x3000).lazy.compactMap(Unicode.Scalar.init).first { s in
                user.glyph(for: s.value) != nil && bundled.fonts.allSatisfy { $0.glyph(for: s.value) == nil }
                    && !marks.contains(s.properties.generalCategory)
            })
        let text = "A\(Character(scalar))"
        #expect(bundled.missingCharacters(in: text, style: style(400)) == [scalar])
        #expect(t.missingCharacters(in: text, style: style(400)).isEmpty)
        #expect(t.layout(text, style: style(400), maxWidth: .infinity, scale: 2).missingCharacters.isEmpty)
        // A style in the bundled family does not fall back to the user face: its box is reported.
        #expect(t.missingCharacters(in: text, style: style(400, family: nil)) == [scalar])
        #expect(
            t.layout(text, style: style(400, family: nil), maxWidth: .infinity, scale: 2).missingCharacters == [scalar])
    }

    @Test func aFileFreeTypeRefusesIsAnError() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("uf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("broken.ttf").path
        try Data("not a font at all".utf8).write(to: URL(fileURLWithPath: path))
        var face = Self.regular
        face.path = path
        #expect(throws: TypesettingError.self) { _ = try typesetter().registering([face]) }
    }

    static func snapshot(_ t: Typesetter) -> [MaskDump] {
        ["Delete “Vacation”?", "Heavy ログ", "Serif 写真 😀"].flatMap { text in
            [400, 700].map { w in dumpMasks(t, t.layout(text, style: style(w), maxWidth: 200, scale: 3)) }
        }
    }

    @Test func eightThreadsDrawTheSameMasks() throws {
        let t = try typesetter().registering([Self.regular, Self.bold])
        let reference = Self.snapshot(try typesetter().registering([Self.regular, Self.bold]))
        #expect(reference.allSatisfy { ink($0) > 0 })
        let results = Mutex8Dumps()
        DispatchQueue.concurrentPerform(iterations: 8) { i in results.set(i, Self.snapshot(t)) }
        #expect(results.all().count == 8)
        for r in results.all() { #expect(r == reference) }
    }
}

/// One result per thread.
final class Mutex8Dumps: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int: [MaskDump]] = [:]
    func set(_ i: Int, _ s: [MaskDump]) { lock.withLock { values[i] = s } }
    func all() -> [[MaskDump]] { lock.withLock { (0..<8).compactMap { values[$0] } } }
}
