import ImageDiff
import Raster
import Testing

@Suite("strip")
struct StripTests {
    /// The label strip over images `imageHeight` tall: 7-pixel glyphs at the smallest whole scale k
    /// that makes them at least 16 px and 1/40 of the strip (11k + imageHeight), 2k of padding
    /// above and below.
    static func labelScale(_ imageHeight: Int) -> Int {
        var k = 3
        while 7 * k * 40 < 11 * k + imageHeight { k += 1 }
        return k
    }
    static func labelHeight(over imageHeight: Int) -> Int { 11 * labelScale(imageHeight) }
    /// A panel as narrow as its label: 6 pixels a character less one, and 2k of padding each side.
    static func labelWidth(_ label: String, _ imageHeight: Int) -> Int {
        (label.count * 6 - 1 + 4) * labelScale(imageHeight)
    }
    /// The strips below are over images 100 px tall: scale 3.
    static let labelHeight = labelHeight(over: 100)
    static let labelBackground = StraightColor(r: 232, g: 232, b: 232)
    static let labelText = StraightColor(r: 40, g: 40, b: 40)
    static let white = StraightColor(r: 255, g: 255, b: 255)

    let expected = TestImages.flat(120, 90, StraightColor(r: 10, g: 120, b: 200))
    let diff = TestImages.flat(120, 90, StraightColor(r: 255, g: 0, b: 0))
    let actual = TestImages.flat(130, 100, StraightColor(r: 30, g: 160, b: 90))

    @Test func panelsSitSideBySideWithGaps() {
        let s = ImageComparison.strip(expected: expected, diff: diff, actual: actual)
        // The first panel is as wide as its label, "EXPECTED" at 3x (153 pixels).
        #expect(s.width == 153 + 120 + 130 + 2)
        #expect(s.height == Self.labelHeight + 100)
        #expect(s.isOpaque)
        // Panel origins: 0, 154, 275, each under its label strip.
        #expect(s.pixel(x: 0, y: Self.labelHeight) == expected.pixel(x: 0, y: 0))
        #expect(s.pixel(x: 119, y: Self.labelHeight + 89) == expected.pixel(x: 0, y: 0))
        #expect(s.pixel(x: 120, y: Self.labelHeight) == Self.white)
        #expect(s.pixel(x: 154, y: Self.labelHeight) == diff.pixel(x: 0, y: 0))
        #expect(s.pixel(x: 275, y: Self.labelHeight + 99) == actual.pixel(x: 0, y: 0))
        #expect(s.pixel(x: 404, y: Self.labelHeight) == actual.pixel(x: 0, y: 0))
        // The gaps and the space below the shorter panels are white.
        #expect(s.pixel(x: 153, y: 50) == Self.white)
        #expect(s.pixel(x: 274, y: 50) == Self.white)
        #expect(s.pixel(x: 10, y: Self.labelHeight + 95) == Self.white)
    }

    @Test func eachPanelHasALabelStrip() {
        let s = ImageComparison.strip(expected: expected, diff: diff, actual: actual)
        for (left, width) in [(0, 153), (154, 120), (275, 130)] {
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
        // "DIFF" at 3x is (4 * 6 - 1) * 3 = 69 pixels wide, centred in its 120-pixel panel: columns
        // 154 + 25 ... 154 + 93. The D's left stem is a solid 3-pixel column 21 pixels tall.
        let s = ImageComparison.strip(expected: expected, diff: diff, actual: actual)
        for y in 6..<27 {
            for x in 179...181 { #expect(s.pixel(x: x, y: y) == Self.labelText) }
        }
        #expect(s.pixel(x: 178, y: 10) == Self.labelBackground)
        #expect(s.pixel(x: 179, y: 5) == Self.labelBackground && s.pixel(x: 179, y: 27) == Self.labelBackground)
    }

    /// The rows of the strip's first label that hold text: the glyphs' height in pixels.
    static func glyphRows(_ s: RGBAImage) -> Int {
        (0..<s.height).filter { y in (0..<s.width).contains { s.pixel(x: $0, y: y) == Self.labelText } }.count
    }

    @Test func labelsAreLegibleAtFullSizeOnTallImages() {
        // A 3620-pixel screenshot: "EXPECTED" is at least 1/40 of the strip (91 px), not 14 px.
        let tall = TestImages.flat(8, 3620)
        let s = ImageComparison.strip(expected: tall, diff: tall, actual: tall)
        let glyphs = Self.glyphRows(s)
        #expect(glyphs * 40 >= s.height && glyphs >= 16, "\(glyphs) px of \(s.height)")
        #expect(glyphs == 7 * Self.labelScale(3620) && s.height == Self.labelHeight(over: 3620) + 3620)
        // Small images: at least 16 px (3x).
        let small = ImageComparison.strip(expected: expected, diff: diff, actual: actual)
        #expect(Self.glyphRows(small) == 21)
        // A shrunk strip's labels are sized for its shrunk panels.
        let big = TestImages.flat(2000, 3000)
        let size = ImageComparison.stripSize(expected: big, diff: big, actual: big)
        let shrunk = ImageComparison.boundedStrip(expected: big, diff: big, actual: big, maxPixels: size.width * size.height / 3)
        if let shrunk {
            #expect(Self.glyphRows(shrunk) * 40 >= shrunk.height && Self.glyphRows(shrunk) >= 16)
        } else {
            Issue.record("no strip")
        }
    }

    @Test func narrowImagesGetPanelsAsWideAsTheirLabels() {
        let tiny = TestImages.flat(10, 10)
        let s = ImageComparison.strip(expected: tiny, diff: tiny, actual: tiny)
        // "EXPECTED" 141 + 12, "DIFF" 69 + 12, "ACTUAL" 105 + 12 pixels, plus two gaps.
        #expect(s.width == 153 + 81 + 117 + 2)
        #expect(s.height == Self.labelHeight(over: 10) + 10)
    }

    @Test func semiTransparentPixelsAreShownOverWhite() {
        let clear = TestImages.flat(100, 10, StraightColor(r: 0, g: 0, b: 0, a: 0))
        let half = TestImages.flat(100, 10, StraightColor(r: 0, g: 0, b: 0, a: 128))
        let s = ImageComparison.strip(expected: clear, diff: half, actual: clear)
        #expect(s.pixel(x: 5, y: Self.labelHeight + 5) == Self.white)
        #expect(s.pixel(x: 159, y: Self.labelHeight + 5) == StraightColor(r: 127, g: 127, b: 127))
    }

    @Test func stripSizeAndBoundedStripMatchTheStrip() {
        let s = ImageComparison.strip(expected: expected, diff: diff, actual: actual)
        let size = ImageComparison.stripSize(expected: expected, diff: diff, actual: actual)
        #expect(size.width == s.width && size.height == s.height)
        #expect(ImageComparison.boundedStrip(expected: expected, diff: diff, actual: actual) == s)
        // Labels widen narrow panels: "EXPECTED" at 3x is 47 * 3 = 141 pixels plus 12 of padding.
        let dot = TestImages.flat(1, 1)
        let small = ImageComparison.stripSize(expected: dot, diff: dot, actual: dot)
        #expect(small.width == 153 + 81 + 117 + 2 && small.height == Self.labelHeight(over: 1) + 1)
    }

    @Test func boundedStripRefusesAStripFarLargerThanItsImages() {
        let wide = TestImages.flat(16384, 1)
        let tall = TestImages.flat(1, 16384)
        #expect(ImageComparison.boundedStrip(expected: wide, diff: TestImages.flat(1, 1), actual: tall) == nil)
        let size = ImageComparison.stripSize(expected: wide, diff: TestImages.flat(1, 1), actual: tall)
        #expect(
            size.width == 16384 + Self.labelWidth("DIFF", 16384) + Self.labelWidth("ACTUAL", 16384) + 2
                && size.height == Self.labelHeight(over: 16384) + 16384)
    }
}

@Suite("strip within a pixel budget")
struct ShrunkStripTests {
    static let red = StraightColor(r: 255, g: 0, b: 0)
    static let white = StraightColor(r: 255, g: 255, b: 255)

    @Test func aStripOverTheBudgetIsShrunkByTheSmallestFactorThatFits() throws {
        let a = TestImages.flat(400, 200)
        let full = ImageComparison.stripSize(expected: a, diff: a, actual: a)
        let budget = full.width * full.height / 3
        // Factor 2 quarters the panels: it is the smallest that fits a third of the full strip.
        #expect(ImageComparison.stripShrinkFactor(expected: a, diff: a, actual: a, maxPixels: budget) == 2)
        let strip = try #require(ImageComparison.boundedStrip(expected: a, diff: a, actual: a, maxPixels: budget))
        #expect(strip.width * strip.height <= budget)
        #expect(strip.height == StripTests.labelHeight + 100)
        // Two 200-pixel panels, the first as wide as "EXPECTED 1/2" at 3x (225 pixels), and two gaps.
        #expect(strip.width == StripTests.labelWidth("EXPECTED 1/2", 100) + 2 * 200 + 2)
        // A flat panel stays its colour when averaged.
        #expect(strip.pixel(x: 10, y: StripTests.labelHeight + 10) == TestImages.gray)
        // Fits as it is: factor 1, the ordinary strip.
        #expect(ImageComparison.stripShrinkFactor(expected: a, diff: a, actual: a, maxPixels: full.width * full.height) == 1)
    }

    @Test func aOnePixelDiffLineStaysVisibleWhenShrunk() throws {
        var diff = RGBAImage(width: 800, height: 800, color: Self.white)
        for x in 0..<800 {
            diff.bytes[(201 * 800 + x) * 4 + 1] = 0
            diff.bytes[(201 * 800 + x) * 4 + 2] = 0
        }
        let budget = ImageComparison.stripSize(expected: diff, diff: diff, actual: diff)
        let strip = try #require(
            ImageComparison.boundedStrip(
                expected: diff, diff: diff, actual: diff, maxPixels: budget.width * budget.height / 10))
        let factor = try #require(
            ImageComparison.stripShrinkFactor(
                expected: diff, diff: diff, actual: diff, maxPixels: budget.width * budget.height / 10))
        #expect(factor == 4)
        // Row 201 falls in output row 50: one red row of four averaged over white is pink.
        let pink = strip.pixel(x: 20, y: StripTests.labelHeight(over: 200) + 50)
        // Three white rows and one red: green and blue are 3/4 of 255.
        #expect(pink.r == 255 && pink.g == 191 && pink.b == 191)
        #expect(strip.pixel(x: 20, y: StripTests.labelHeight(over: 200) + 40) == Self.white)
    }

    @Test func aShapeMismatchIsStillRefused() {
        let wide = TestImages.flat(16384, 1)
        let tall = TestImages.flat(1, 16384)
        #expect(ImageComparison.stripShrinkFactor(expected: wide, diff: TestImages.flat(1, 1), actual: tall) == nil)
    }
}
