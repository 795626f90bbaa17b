import ImageDiff
import Raster
import Testing

@Suite("compare: anti-aliasing")
struct AntiAliasingTests {
    // Each side of the bar has one gray (128) edge pixel; shifted by one pixel, two columns change
    // on each side (x = 9, 10 and 22, 23), all of them anti-aliasing by pixelmatch's rule.
    let expected = TestImages.softBar(width: 40, height: 12, left: 10, barWidth: 12)
    let actual = TestImages.softBar(width: 40, height: 12, left: 11, barWidth: 12)

    @Test func shiftedSoftEdgeIsIgnoredByDefault() {
        let r = ImageComparison.compare(expected, actual)
        #expect(r.diffPixels == 0)
        #expect(r.aaPixels == 4 * 12)
        #expect(r.bounds == nil)
        #expect(!r.identical)
    }

    @Test func shiftedSoftEdgeIsCountedWithIncludeAA() {
        let r = ImageComparison.compare(expected, actual, options: DiffOptions(includeAA: true))
        #expect(r.diffPixels == 4 * 12)
        #expect(r.aaPixels == 4 * 12)
        #expect(r.bounds == PixelRect(x: 9, y: 0, width: 15, height: 12))
    }

    @Test func exactModeSkipsAntiAliasingDetection() {
        let r = ImageComparison.compare(expected, actual, options: DiffOptions(exact: true))
        #expect(r.diffPixels == 4 * 12)
        #expect(r.aaPixels == 0)
    }

    @Test func middleOfAWideRampIsNotAntiAliasing() {
        // With a two-pixel ramp (170, 85) the middle changed pixel of each side has no flat
        // neighbour on its darker or brighter side in both images, so pixelmatch counts it.
        let a = TestImages.softBar(width: 40, height: 12, left: 10, barWidth: 12, ramp: [170, 85])
        let b = TestImages.softBar(width: 40, height: 12, left: 11, barWidth: 12, ramp: [170, 85])
        let r = ImageComparison.compare(a, b)
        #expect(r.aaPixels == 4 * 12)
        #expect(r.diffPixels == 2 * 12)
        #expect(r.bounds == PixelRect(x: 9, y: 0, width: 15, height: 12))
    }

    @Test func shiftedDiscIsMostlyAntiAliasing() {
        let a = TestImages.softDisc(width: 48, height: 48, cx: 24, cy: 24, radius: 14)
        let b = TestImages.softDisc(width: 48, height: 48, cx: 25, cy: 24, radius: 14)
        let byDefault = ImageComparison.compare(a, b)
        let withAA = ImageComparison.compare(a, b, options: DiffOptions(includeAA: true))
        #expect(byDefault.aaPixels > 0)
        #expect(withAA.diffPixels == byDefault.diffPixels + byDefault.aaPixels)
        #expect(byDefault.diffPixels < byDefault.aaPixels)
    }

    @Test func realChangeNextToAnEdgeIsCounted() {
        var changed = expected
        changed.fill(x: 30, y: 3, width: 3, height: 3, TestImages.black)
        let r = ImageComparison.compare(expected, changed)
        #expect(r.diffPixels == 9)
        #expect(r.bounds == PixelRect(x: 30, y: 3, width: 3, height: 3))
    }
}
