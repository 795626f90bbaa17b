import ImageDiff
import Raster
import Testing

@Suite("strip")
struct StripTests {
    /// The label strip: 7-pixel glyphs at 2x with 4 pixels of padding above and below.
    static let labelHeight = 22
    static let labelBackground = StraightColor(r: 232, g: 232, b: 232)
    static let labelText = StraightColor(r: 40, g: 40, b: 40)
    static let white = StraightColor(r: 255, g: 255, b: 255)

    let expected = TestImages.flat(120, 90, StraightColor(r: 10, g: 120, b: 200))
    let diff = TestImages.flat(120, 90, StraightColor(r: 255, g: 0, b: 0))
    let actual = TestImages.flat(130, 100, StraightColor(r: 30, g: 160, b: 90))

    @Test func panelsSitSideBySideWithGaps() {
        let s = ImageDiff.strip(expected: expected, diff: diff, actual: actual)
        #expect(s.width == 120 + 120 + 130 + 2)
        #expect(s.height == Self.labelHeight + 100)
        #expect(s.isOpaque)
        // Panel origins: 0, 121, 242, each under its label strip.
        #expect(s.pixel(x: 0, y: Self.labelHeight) == expected.pixel(x: 0, y: 0))
        #expect(s.pixel(x: 119, y: Self.labelHeight + 89) == expected.pixel(x: 0, y: 0))
        #expect(s.pixel(x: 121, y: Self.labelHeight) == diff.pixel(x: 0, y: 0))
        #expect(s.pixel(x: 242, y: Self.labelHeight + 99) == actual.pixel(x: 0, y: 0))
        #expect(s.pixel(x: 371, y: Self.labelHeight) == actual.pixel(x: 0, y: 0))
        // The gaps and the space below the shorter panels are white.
        #expect(s.pixel(x: 120, y: 50) == Self.white)
        #expect(s.pixel(x: 241, y: 50) == Self.white)
        #expect(s.pixel(x: 10, y: Self.labelHeight + 95) == Self.white)
    }

    @Test func eachPanelHasALabelStrip() {
        let s = ImageDiff.strip(expected: expected, diff: diff, actual: actual)
        for (left, width) in [(0, 120), (121, 120), (242, 130)] {
            var text = 0
            var background = 0
            for y in 0..<Self.labelHeight {
                for x in left..<(left + width) {
                    let p = s.pixel(x: x, y: y)
                    if p == Self.labelText { text += 1 } else if p == Self.labelBackground { background += 1 }
                }
            }
            #expect(text > 50)
            #expect(text + background == Self.labelHeight * width)
            // Padding rows above and below the text are plain.
            #expect(s.pixel(x: left + width / 2, y: 0) == Self.labelBackground)
            #expect(s.pixel(x: left + width / 2, y: Self.labelHeight - 1) == Self.labelBackground)
        }
    }

    @Test func labelsAreReadableText() {
        // "DIFF" at 2x is 4 * 12 - 2 = 46 pixels wide, centred in its 120-pixel panel: columns
        // 121 + 37 ... 121 + 82. The D's left stem is a solid 2-pixel column 14 pixels tall.
        let s = ImageDiff.strip(expected: expected, diff: diff, actual: actual)
        for y in 4..<18 {
            #expect(s.pixel(x: 158, y: y) == Self.labelText)
            #expect(s.pixel(x: 159, y: y) == Self.labelText)
        }
        #expect(s.pixel(x: 157, y: 10) == Self.labelBackground)
    }

    @Test func narrowImagesGetPanelsAsWideAsTheirLabels() {
        let tiny = TestImages.flat(10, 10)
        let s = ImageDiff.strip(expected: tiny, diff: tiny, actual: tiny)
        // "EXPECTED" 94 + 8, "DIFF" 46 + 8, "ACTUAL" 70 + 8 pixels, plus two gaps.
        #expect(s.width == 102 + 54 + 78 + 2)
        #expect(s.height == Self.labelHeight + 10)
    }

    @Test func semiTransparentPixelsAreShownOverWhite() {
        let clear = TestImages.flat(100, 10, StraightColor(r: 0, g: 0, b: 0, a: 0))
        let half = TestImages.flat(100, 10, StraightColor(r: 0, g: 0, b: 0, a: 128))
        let s = ImageDiff.strip(expected: clear, diff: half, actual: clear)
        #expect(s.pixel(x: 5, y: Self.labelHeight + 5) == Self.white)
        #expect(s.pixel(x: 105, y: Self.labelHeight + 5) == StraightColor(r: 127, g: 127, b: 127))
    }

    @Test func stripSizeAndBoundedStripMatchTheStrip() {
        let s = ImageDiff.strip(expected: expected, diff: diff, actual: actual)
        let size = ImageDiff.stripSize(expected: expected, diff: diff, actual: actual)
        #expect(size.width == s.width && size.height == s.height)
        #expect(ImageDiff.boundedStrip(expected: expected, diff: diff, actual: actual) == s)
        // Labels widen narrow panels: "EXPECTED" at 2x is 8 * 12 - 2 = 94 pixels plus 8 of padding.
        let dot = TestImages.flat(1, 1)
        let small = ImageDiff.stripSize(expected: dot, diff: dot, actual: dot)
        #expect(small.width == 102 + 54 + 78 + 2 && small.height == Self.labelHeight + 1)
    }

    @Test func boundedStripRefusesAStripFarLargerThanItsImages() {
        let wide = TestImages.flat(16384, 1)
        let tall = TestImages.flat(1, 16384)
        #expect(ImageDiff.boundedStrip(expected: wide, diff: TestImages.flat(1, 1), actual: tall) == nil)
        let size = ImageDiff.stripSize(expected: wide, diff: TestImages.flat(1, 1), actual: tall)
        #expect(size.width == 16384 + 54 + 78 + 2 && size.height == Self.labelHeight + 16384)
    }
}

@Suite("strip within a pixel budget")
struct ShrunkStripTests {
    static let red = StraightColor(r: 255, g: 0, b: 0)
    static let white = StraightColor(r: 255, g: 255, b: 255)

    @Test func aStripOverTheBudgetIsShrunkByTheSmallestFactorThatFits() throws {
        let a = TestImages.flat(400, 200)
        let full = ImageDiff.stripSize(expected: a, diff: a, actual: a)
        let budget = full.width * full.height / 3
        // Factor 2 quarters the panels: it is the smallest that fits a third of the full strip.
        #expect(ImageDiff.stripShrinkFactor(expected: a, diff: a, actual: a, maxPixels: budget) == 2)
        let strip = try #require(ImageDiff.boundedStrip(expected: a, diff: a, actual: a, maxPixels: budget))
        #expect(strip.width * strip.height <= budget)
        #expect(strip.height == StripTests.labelHeight + 100)
        // Three 200-pixel panels and two gaps.
        #expect(strip.width == 3 * 200 + 2)
        // A flat panel stays its colour when averaged.
        #expect(strip.pixel(x: 10, y: StripTests.labelHeight + 10) == TestImages.gray)
        // Fits as it is: factor 1, the ordinary strip.
        #expect(ImageDiff.stripShrinkFactor(expected: a, diff: a, actual: a, maxPixels: full.width * full.height) == 1)
    }

    @Test func aOnePixelDiffLineStaysVisibleWhenShrunk() throws {
        var diff = RGBAImage(width: 800, height: 800, color: Self.white)
        for x in 0..<800 {
            diff.bytes[(201 * 800 + x) * 4 + 1] = 0
            diff.bytes[(201 * 800 + x) * 4 + 2] = 0
        }
        let budget = ImageDiff.stripSize(expected: diff, diff: diff, actual: diff)
        let strip = try #require(
            ImageDiff.boundedStrip(
                expected: diff, diff: diff, actual: diff, maxPixels: budget.width * budget.height / 10))
        let factor = try #require(
            ImageDiff.stripShrinkFactor(
                expected: diff, diff: diff, actual: diff, maxPixels: budget.width * budget.height / 10))
        #expect(factor == 4)
        // Row 201 falls in output row 50: one red row of four averaged over white is pink.
        let pink = strip.pixel(x: 20, y: StripTests.labelHeight + 50)
        // Three white rows and one red: green and blue are 3/4 of 255.
        #expect(pink.r == 255 && pink.g == 191 && pink.b == 191)
        #expect(strip.pixel(x: 20, y: StripTests.labelHeight + 40) == Self.white)
    }

    @Test func aShapeMismatchIsStillRefused() {
        let wide = TestImages.flat(16384, 1)
        let tall = TestImages.flat(1, 16384)
        #expect(ImageDiff.stripShrinkFactor(expected: wide, diff: TestImages.flat(1, 1), actual: tall) == nil)
    }
}
