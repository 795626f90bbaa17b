import ImageDiff
import Raster
import Testing

@Suite("compare: constructed pairs")
struct CompareTests {
    @Test func identicalImagesMatch() {
        let a = TestImages.flat(64, 48)
        let r = ImageComparison.compare(a, a)
        #expect(r.identical)
        #expect(!r.sizeMismatch)
        #expect(r.diffPixels == 0)
        #expect(r.aaPixels == 0)
        #expect(r.totalPixels == 64 * 48)
        #expect(r.ratio == 0)
        #expect(r.maxDelta == 0)
        #expect(r.bounds == nil)
    }

    @Test func changedBlockIsCountedAndBoxed() {
        let expected = TestImages.flat(100, 80)
        var actual = expected
        actual.fill(x: 30, y: 20, width: 10, height: 7, StraightColor(r: 20, g: 40, b: 60))
        let r = ImageComparison.compare(expected, actual)
        #expect(!r.identical)
        #expect(r.diffPixels == 70)
        #expect(r.aaPixels == 0)
        #expect(r.totalPixels == 8000)
        #expect(r.ratio == 70.0 / 8000.0)
        #expect(r.bounds == PixelRect(x: 30, y: 20, width: 10, height: 7))
    }

    @Test func blockOnTheImageEdgeIsCounted() {
        let expected = TestImages.flat(40, 30)
        var actual = expected
        actual.fill(x: 0, y: 25, width: 6, height: 5, TestImages.black)
        let r = ImageComparison.compare(expected, actual)
        #expect(r.diffPixels == 30)
        #expect(r.bounds == PixelRect(x: 0, y: 25, width: 6, height: 5))
    }

    @Test func changeBelowThresholdIsNotCounted() {
        let expected = TestImages.flat(50, 50)
        var actual = expected
        actual.fill(x: 10, y: 10, width: 20, height: 20, StraightColor(r: 203, g: 202, b: 200))
        let r = ImageComparison.compare(expected, actual)
        #expect(!r.identical)
        #expect(r.diffPixels == 0)
        #expect(r.bounds == nil)
        #expect(r.maxDelta > 0 && r.maxDelta < 0.1)
    }

    @Test func thresholdIsCompared() {
        // A 40-level change of gray: sqrt(0.5053 * 40² / 35215) ≈ 0.1515.
        let expected = TestImages.flat(20, 20)
        var actual = expected
        actual.fill(x: 5, y: 5, width: 4, height: 4, StraightColor(r: 160, g: 160, b: 160))
        #expect(ImageComparison.compare(expected, actual, options: DiffOptions(threshold: 0.15)).diffPixels == 16)
        #expect(ImageComparison.compare(expected, actual, options: DiffOptions(threshold: 0.16)).diffPixels == 0)
        let r = ImageComparison.compare(expected, actual)
        #expect(abs(r.maxDelta - (0.5053 * 1600 * 1.00000002 / 35215).squareRoot()) < 1e-6)
    }

    @Test func exactModeCountsAOneLevelChange() {
        let expected = TestImages.flat(30, 30)
        var actual = expected
        actual.set(x: 3, y: 4, StraightColor(r: 201, g: 200, b: 200))
        actual.set(x: 20, y: 9, StraightColor(r: 200, g: 200, b: 200, a: 254))
        #expect(ImageComparison.compare(expected, actual).diffPixels == 0)
        #expect(ImageComparison.compare(expected, actual, options: DiffOptions(threshold: 0)).diffPixels == 2)
        let r = ImageComparison.compare(expected, actual, options: DiffOptions(exact: true))
        #expect(r.diffPixels == 2)
        #expect(r.bounds == PixelRect(x: 3, y: 4, width: 18, height: 6))
    }

    @Test func exactModeCountsInvisibleChanges() {
        // Fully transparent pixels of different colours: no YIQ delta, but not the same bytes.
        let expected = TestImages.flat(8, 8, StraightColor(r: 0, g: 0, b: 0, a: 0))
        var actual = expected
        actual.set(x: 1, y: 1, StraightColor(r: 255, g: 0, b: 0, a: 0))
        #expect(ImageComparison.compare(expected, actual, options: DiffOptions(threshold: 0)).diffPixels == 0)
        #expect(ImageComparison.compare(expected, actual, options: DiffOptions(exact: true)).diffPixels == 1)
    }

    @Test func maxDeltaIsOnThePixelmatchScale() {
        let black = TestImages.flat(4, 4, TestImages.black)
        let white = TestImages.flat(4, 4, TestImages.white)
        // Black against white: only Y differs (I and Q coefficients sum to ~0).
        let y = 255 * (0.29889531 + 0.58662247 + 0.11448223)
        let i = 255 * (0.59597799 - 0.27417610 - 0.32180189)
        let q = 255 * (0.21147017 - 0.52261711 + 0.31114694)
        let blackWhite = ((0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q) / 35215).squareRoot()
        #expect(abs(ImageComparison.compare(black, white).maxDelta - blackWhite) < 1e-9)
        #expect(abs(blackWhite - 0.96594186) < 1e-7)
        // Red against cyan is the largest YIQ delta, the 35215 of pixelmatch's scale.
        let red = TestImages.flat(4, 4, StraightColor(r: 255, g: 0, b: 0))
        let cyan = TestImages.flat(4, 4, StraightColor(r: 0, g: 255, b: 255))
        #expect(abs(ImageComparison.compare(red, cyan).maxDelta - 1) < 1e-5)
        #expect(ImageComparison.compare(white, white).maxDelta == 0)
    }

    @Test func semiTransparentPixelsDependOnTheBackground() {
        // Half-transparent white against opaque white: invisible over white, visible over the
        // checkerboard.
        let expected = TestImages.flat(10, 10, TestImages.white)
        let actual = TestImages.flat(10, 10, StraightColor(r: 255, g: 255, b: 255, a: 128))
        #expect(ImageComparison.compare(expected, actual, options: DiffOptions(background: .white)).diffPixels == 0)
        #expect(ImageComparison.compare(expected, actual).diffPixels == 100)
    }

    @Test func emptyImagesAreIdentical() {
        let empty = RGBAImage(width: 0, height: 0, bytes: [])
        let r = ImageComparison.compare(empty, empty)
        #expect(r.identical && r.diffPixels == 0 && r.totalPixels == 0 && r.ratio == 0)
    }
}
