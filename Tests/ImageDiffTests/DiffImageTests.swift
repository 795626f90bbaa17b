import ImageDiff
import Raster
import Testing

@Suite("diffImage")
struct DiffImageTests {
    static let red = StraightColor(r: 255, g: 0, b: 0)
    static let yellow = StraightColor(r: 255, g: 255, b: 0)
    /// pixelmatch's drawGrayPixel of opaque gray 200 at alpha 0.1: 255 + (200 - 255) * 0.1 = 249.5,
    /// stored truncated.
    static let fadedGray = StraightColor(r: 249, g: 249, b: 249)

    @Test func diffPixelsAreRedAndTheRestLightGray() {
        let expected = TestImages.flat(100, 80)
        var actual = expected
        actual.fill(x: 30, y: 20, width: 10, height: 7, StraightColor(r: 20, g: 40, b: 60))
        let (result, image) = ImageComparison.diffImage(expected, actual)
        #expect(result == ImageComparison.compare(expected, actual))
        #expect(image.width == 100 && image.height == 80)
        #expect(image.pixel(x: 30, y: 20) == Self.red)
        #expect(image.pixel(x: 39, y: 26) == Self.red)
        #expect(image.pixel(x: 40, y: 26) == Self.fadedGray)
        #expect(image.pixel(x: 0, y: 0) == Self.fadedGray)
        var reds = 0
        for y in 0..<80 { for x in 0..<100 where image.pixel(x: x, y: y) == Self.red { reds += 1 } }
        #expect(reds == 70)
    }

    @Test func antiAliasedPixelsAreYellow() {
        let expected = TestImages.softBar(width: 40, height: 12, left: 10, barWidth: 12)
        let actual = TestImages.softBar(width: 40, height: 12, left: 11, barWidth: 12)
        let (_, image) = ImageComparison.diffImage(expected, actual)
        for x in [9, 10, 22, 23] { #expect(image.pixel(x: x, y: 5) == Self.yellow) }
        // Unchanged: white fades to white, black to 255 - 25.5 = 229.5 -> 229.
        #expect(image.pixel(x: 2, y: 5) == StraightColor(r: 255, g: 255, b: 255))
        #expect(image.pixel(x: 15, y: 5) == StraightColor(r: 229, g: 229, b: 229))
        let (_, counted) = ImageComparison.diffImage(expected, actual, options: DiffOptions(includeAA: true))
        for x in [9, 10, 22, 23] { #expect(counted.pixel(x: x, y: 5) == Self.red) }
    }

    @Test func identicalImagesGiveTheFadedExpectedImage() {
        var expected = TestImages.flat(6, 4)
        expected.set(x: 1, y: 1, StraightColor(r: 0, g: 0, b: 0, a: 128))
        let (result, image) = ImageComparison.diffImage(expected, expected)
        #expect(result.identical)
        #expect(image.pixel(x: 0, y: 0) == Self.fadedGray)
        // 255 + (0 - 255) * 0.1 * 128 / 255 = 242.2 -> 242
        #expect(image.pixel(x: 1, y: 1) == StraightColor(r: 242, g: 242, b: 242))
    }

    @Test func darkerPixelsUseTheAlternativeColour() {
        let expected = TestImages.flat(20, 20)
        var actual = expected
        actual.fill(x: 2, y: 2, width: 3, height: 3, TestImages.black)
        actual.fill(x: 10, y: 10, width: 3, height: 3, TestImages.white)
        let green = StraightColor(r: 0, g: 200, b: 0)
        let (result, image) = ImageComparison.diffImage(
            expected, actual, options: DiffOptions(threshold: 0.05, diffColorAlt: green))
        #expect(result.diffPixels == 18)
        #expect(image.pixel(x: 3, y: 3) == green)
        #expect(image.pixel(x: 11, y: 11) == Self.red)
    }

    @Test func maskDrawsOnlyDifferences() {
        let expected = TestImages.softBar(width: 40, height: 12, left: 10, barWidth: 12)
        var actual = TestImages.softBar(width: 40, height: 12, left: 11, barWidth: 12)
        actual.fill(x: 30, y: 3, width: 2, height: 2, TestImages.black)
        let (result, image) = ImageComparison.diffImage(expected, actual, options: DiffOptions(diffMask: true))
        #expect(result.diffPixels == 4)
        let clear = StraightColor(r: 0, g: 0, b: 0, a: 0)
        #expect(image.pixel(x: 30, y: 3) == Self.red)
        #expect(image.pixel(x: 9, y: 5) == clear)  // anti-aliasing is not part of the mask
        #expect(image.pixel(x: 0, y: 0) == clear)
    }

    @Test func customColoursAndAlpha() {
        let expected = TestImages.softBar(width: 40, height: 12, left: 10, barWidth: 12)
        var actual = TestImages.softBar(width: 40, height: 12, left: 11, barWidth: 12)
        actual.fill(x: 30, y: 3, width: 2, height: 2, TestImages.black)
        let blue = StraightColor(r: 0, g: 0, b: 255)
        let cyan = StraightColor(r: 0, g: 255, b: 255)
        let options = DiffOptions(alpha: 0.5, aaColor: cyan, diffColor: blue)
        let (_, image) = ImageComparison.diffImage(expected, actual, options: options)
        #expect(image.pixel(x: 30, y: 3) == blue)
        #expect(image.pixel(x: 9, y: 5) == cyan)
        #expect(image.pixel(x: 15, y: 5) == StraightColor(r: 127, g: 127, b: 127))
    }

    @Test func compareDrawingDifferencesDrawsOnlyWhenNotIdentical() {
        let expected = TestImages.flat(30, 20)
        let (same, none) = ImageComparison.compareDrawingDifferences(expected, expected)
        #expect(same == ImageComparison.compare(expected, expected))
        #expect(none == nil)
        var actual = expected
        actual.fill(x: 3, y: 4, width: 5, height: 2, TestImages.black)
        let (result, image) = ImageComparison.compareDrawingDifferences(expected, actual)
        let (drawnResult, drawn) = ImageComparison.diffImage(expected, actual)
        #expect(result == drawnResult && result.diffPixels == 10)
        #expect(image == drawn)
        let (mismatch, canvas) = ImageComparison.compareDrawingDifferences(expected, TestImages.flat(31, 20))
        #expect(mismatch.sizeMismatch && canvas?.width == 31)
    }
}
