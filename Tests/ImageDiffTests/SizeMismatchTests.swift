import ImageDiff
import Raster
import Testing

@Suite("compare: different sizes")
struct SizeMismatchTests {
    @Test func widerAndShorterActual() {
        // Canvas 12x10 = 120 pixels, overlap 10x8 = 80: 40 pixels are not in both.
        let r = ImageComparison.compare(TestImages.flat(10, 10), TestImages.flat(12, 8))
        #expect(r.sizeMismatch)
        #expect(!r.identical)
        #expect(r.totalPixels == 120)
        #expect(r.diffPixels == 40)
        #expect(r.ratio == 40.0 / 120.0)
        #expect(r.bounds == PixelRect(x: 0, y: 0, width: 12, height: 10))
    }

    @Test func tallerActualOnly() {
        let r = ImageComparison.compare(TestImages.flat(10, 10), TestImages.flat(10, 12))
        #expect(r.sizeMismatch)
        #expect(r.totalPixels == 120)
        #expect(r.diffPixels == 20)
        #expect(r.bounds == PixelRect(x: 0, y: 10, width: 10, height: 2))
    }

    @Test func overlapIsComparedToo() {
        let expected = TestImages.flat(20, 10)
        var actual = TestImages.flat(24, 10)
        actual.fill(x: 2, y: 2, width: 3, height: 2, TestImages.black)
        let r = ImageComparison.compare(expected, actual)
        #expect(r.diffPixels == 40 + 6)
        #expect(r.bounds == PixelRect(x: 2, y: 0, width: 22, height: 10))
        #expect(r.maxDelta > 0.5)
    }

    @Test func emptyAgainstNonEmpty() {
        let r = ImageComparison.compare(RGBAImage(width: 0, height: 0, bytes: []), TestImages.flat(3, 2))
        #expect(r.sizeMismatch && r.diffPixels == 6 && r.totalPixels == 6)
        #expect(r.bounds == PixelRect(x: 0, y: 0, width: 3, height: 2))
    }

    @Test func diffImageCoversTheCanvas() {
        let (r, image) = ImageComparison.diffImage(TestImages.flat(10, 10), TestImages.flat(12, 8))
        #expect(r.diffPixels == 40)
        #expect(image.width == 12 && image.height == 10)
        #expect(image.pixel(x: 11, y: 0) == StraightColor(r: 255, g: 0, b: 0))
        #expect(image.pixel(x: 0, y: 9) == StraightColor(r: 255, g: 0, b: 0))
        #expect(image.pixel(x: 9, y: 7) == StraightColor(r: 249, g: 249, b: 249))
    }

    /// 16384x1 against 1x16384: a 16384x16384 canvas (1 GiB of RGBA) around one shared pixel.
    static let flatWide = TestImages.flat(16384, 1)
    static let flatTall = TestImages.flat(1, 16384)

    @Test func hugeCanvasIsCountedNotAllocated() {
        let r = ImageComparison.compare(Self.flatWide, Self.flatTall)
        #expect(r.sizeMismatch && !r.identical)
        #expect(r.totalPixels == 16384 * 16384)
        #expect(r.diffPixels == 16384 * 16384 - 1)
        #expect(r.bounds == PixelRect(x: 0, y: 0, width: 16384, height: 16384))
        #expect(r.maxDelta == 0)
    }

    @Test func diffImageOfAnOversizedCanvasIsTheOverlapOnly() {
        let (r, image) = ImageComparison.diffImage(Self.flatWide, Self.flatTall)
        #expect(r == ImageComparison.compare(Self.flatWide, Self.flatTall))
        #expect(image.width == 1 && image.height == 1)
        #expect(image.pixel(x: 0, y: 0) == StraightColor(r: 249, g: 249, b: 249))
        // Both ways round, and a strip of the three would be as big again: none is drawn.
        let (_, other) = ImageComparison.diffImage(Self.flatTall, Self.flatWide)
        #expect(other.width == 1 && other.height == 1)
        #expect(ImageComparison.boundedStrip(expected: Self.flatWide, diff: image, actual: Self.flatTall) == nil)
    }
}
