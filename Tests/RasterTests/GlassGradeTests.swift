@testable import Raster
import Testing

/// `GlassGrade`: luminance and colour pass by their own shares, the tint fills the rest.
@Suite struct GlassGradeTests {
    static func graded(_ pixel: PremultipliedColor, _ grade: GlassGrade, width: Int = 7) -> [PremultipliedColor] {
        let c = Canvas(width: width, height: 3, fill: pixel)
        c.applyGlassGrade(grade, width: width, height: 3)
        return (0..<width).map { c.pixel(x: $0, y: 1) }
    }

    @Test func aGrayPassesOnlyItsLuminanceShareUnderTheTint() {
        // pass = 1 - 209/255 = 0.18; tint (247,247,248) at 0.82 premultiplied (202,202,203).
        let grade = GlassGrade(tint: PremultipliedColor(r: 202, g: 202, b: 203, a: 209), chroma: 0.8)
        for p in Self.graded(PremultipliedColor(r: 194, g: 194, b: 194, a: 255), grade) {
            #expect(p == PremultipliedColor(r: 237, g: 237, b: 238, a: 255), "\(p)")
        }
    }

    @Test func colourPassesByTheChromaShareAndLuminanceByThePass() {
        let grade = GlassGrade(tint: PremultipliedColor(r: 12, g: 12, b: 12, a: 180), chroma: 0.8)
        let red = Self.graded(PremultipliedColor(r: 33, g: 3, b: 0, a: 255), grade)[0]
        // Y = 9.2: 0.294 x 9.2 + 0.8 x (33 - 9.2) + 12 = 33.8 red; green 0.294 x 9.2 - 0.8 x 6.2 + 12 = 9.7.
        #expect(abs(Int(red.r) - 34) <= 1 && abs(Int(red.g) - 10) <= 1, "\(red)")
        // With chroma equal to the pass the grade is source-over of the tint.
        let over = GlassGrade(tint: PremultipliedColor(r: 12, g: 12, b: 12, a: 180), chroma: 75.0 / 255)
        let o = Self.graded(PremultipliedColor(r: 200, g: 40, b: 90, a: 255), over)[0]
        #expect(abs(Int(o.r) - (200 * 75 / 255 + 12)) <= 1 && abs(Int(o.g) - (40 * 75 / 255 + 12)) <= 1, "\(o)")
        #expect(abs(Int(o.b) - (90 * 75 / 255 + 12)) <= 1, "\(o)")
    }

    @Test func saturatedColoursClampAndTransparentPixelsStayTransparent() {
        let grade = GlassGrade(tint: PremultipliedColor(r: 12, g: 12, b: 12, a: 180), chroma: 0.8)
        // Y = 18.4: red 0.294 x 18.4 - 0.8 x 18.4 + 12 = 2.7, blue 5.4 + 0.8 x 236.6 + 12 = 206.7.
        let blue = Self.graded(PremultipliedColor(r: 0, g: 0, b: 255, a: 255), grade)[0]
        #expect(abs(Int(blue.r) - 3) <= 1 && abs(Int(blue.b) - 207) <= 1 && blue.a == 255, "\(blue)")
        // A vivid grade clamps: red below 0 and blue above 255.
        let vivid = GlassGrade(tint: PremultipliedColor(r: 12, g: 12, b: 12, a: 180), chroma: 2)
        let clamped = Self.graded(PremultipliedColor(r: 0, g: 0, b: 255, a: 255), vivid)[0]
        #expect(clamped.r == 0 && clamped.b == 255, "\(clamped)")
        #expect(Self.graded(.transparent, grade).allSatisfy { $0 == .transparent })
        // Rows of every length give the same pixels (the four-pixel steps and the tail alike).
        let row5 = Self.graded(PremultipliedColor(r: 90, g: 120, b: 60, a: 255), grade, width: 5)
        #expect(Set(row5).count == 1)
    }

    /// The AVX2 kernel (`craster_glass_grade`) gives the Swift loop's bytes on every pixel.
    @Test(.enabled(if: WideKernels.available, "the CPU has no AVX2"))
    func theWideKernelGivesTheSwiftLoopsBytes() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt32 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32(truncatingIfNeeded: state >> 33)
        }
        for grade in [
            GlassGrade(tint: PremultipliedColor(r: 202, g: 202, b: 203, a: 209), chroma: 0.8),
            GlassGrade(tint: PremultipliedColor(r: 12, g: 12, b: 12, a: 180), chroma: 2.5),
        ] {
            let row = GlassGradeRow(grade)
            let n = 37
            var words = (0..<n).map { _ -> UInt32 in
                let a = next() % 256
                let c = { UInt32(a == 0 ? 0 : next() % (a + 1)) }
                return c() | c() << 8 | c() << 16 | a << 24
            }
            var narrow = words
            words.withUnsafeMutableBytes { row.apply($0.baseAddress!, count: n, wide: true) }
            narrow.withUnsafeMutableBytes { row.apply($0.baseAddress!, count: n, wide: false) }
            #expect(words == narrow)
        }
    }
}
