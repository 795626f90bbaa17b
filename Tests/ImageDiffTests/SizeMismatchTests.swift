import ImageDiff
import Raster
import Testing

@Suite("compare: different sizes")
struct SizeMismatchTests {
    @Test func widerAndShorterActual() {
        // Canvas 12x10 = 120 pixels, overlap 10x8 = 80: 40 pixels are not in both.
        let r = ImageDiff.compare(TestImages.flat(10, 10), TestImages.flat(12, 8))
        #expect(r.sizeMismatch)
        #expect(!r.identical)
        #expect(r.totalPixels == 120)
        #expect(r.diffPixels == 40)
        #expect(r.ratio == 40.0 / 120.0)
        #expect(r.bounds == PixelBounds(x: 0, y: 0, width: 12, height: 10))
    }

    @Test func tallerActualOnly() {
        let r = ImageDiff.compare(TestImages.flat(10, 10), TestImages.flat(10, 12))
        #expect(r.sizeMismatch)
        #expect(r.totalPixels == 120)
        #expect(r.diffPixels == 20)
        #expect(r.bounds == PixelBounds(x: 0, y: 10, width: 10, height: 2))
    }

    @Test func overlapIsComparedToo() {
        let expected = TestImages.flat(20, 10)
        var actual = TestImages.flat(24, 10)
        actual.fill(x: 2, y: 2, width: 3, height: 2, TestImages.black)
        let r = ImageDiff.compare(expected, actual)
        #expect(r.diffPixels == 40 + 6)
        #expect(r.bounds == PixelBounds(x: 2, y: 0, width: 22, height: 10))
        #expect(r.maxDelta > 0.5)
    }

    @Test func emptyAgainstNonEmpty() {
        let r = ImageDiff.compare(RGBAImage(width: 0, height: 0, bytes: []), TestImages.flat(3, 2))
        #expect(r.sizeMismatch && r.diffPixels == 6 && r.totalPixels == 6)
        #expect(r.bounds == PixelBounds(x: 0, y: 0, width: 3, height: 2))
    }

    @Test func diffImageCoversTheCanvas() {
        let (r, image) = ImageDiff.diffImage(TestImages.flat(10, 10), TestImages.flat(12, 8))
        #expect(r.diffPixels == 40)
        #expect(image.width == 12 && image.height == 10)
        #expect(image.pixel(x: 11, y: 0) == StraightColor(r: 255, g: 0, b: 0))
        #expect(image.pixel(x: 0, y: 9) == StraightColor(r: 255, g: 0, b: 0))
        #expect(image.pixel(x: 9, y: 7) == StraightColor(r: 249, g: 249, b: 249))
    }
}
