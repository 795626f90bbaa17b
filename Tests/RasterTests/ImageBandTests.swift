import Testing

@testable import Raster

/// `drawImage(..., onlyIn: band)`: disjoint bands give exactly the pixels of one whole draw, and
/// nothing outside a band changes.
@Suite struct ImageBandTests {
    /// Noise with some translucent pixels, odd sizes so SIMD tails are exercised.
    static func noise(_ w: Int, _ h: Int) -> RGBAImage {
        var rng = TestRandom(state: 2024)
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        for i in stride(from: 0, to: bytes.count, by: 4) {
            bytes[i] = rng.byte()
            bytes[i + 1] = rng.byte()
            bytes[i + 2] = rng.byte()
            bytes[i + 3] = i % 20 == 0 ? rng.byte() : 255
        }
        return RGBAImage(width: w, height: h, bytes: bytes)
    }

    /// 1:1 copies and scaled draws (shrunk, grown), fully gray, partly gray, no filter; split at
    /// every row boundary of interest, including empty bands and bands past the canvas.
    @Test(arguments: [(41, 33), (20, 15), (83, 67)])
    func bandsTogetherEqualOneDraw(imageWidth: Int, imageHeight: Int) {
        let image = Self.noise(imageWidth, imageHeight)
        let dim = PremultipliedColor.black.scaled(by: 0.3)
        let background = PremultipliedColor(r: 10, g: 200, b: 30, a: 255)
        for (gray, dimming) in [(1.0, dim), (0.4, dim), (0.0, PremultipliedColor.transparent)] {
            let whole = Canvas(width: 41, height: 33, fill: background)
            whole.drawImage(image, aspectFillIn: whole.bounds, thenGrayscaleAmount: gray, dim: dimming)
            for split in [0, 1, 16, 32, 33] {
                let banded = Canvas(width: 41, height: 33, fill: background)
                let top = PixelRect(x: 0, y: 0, width: 41, height: split)
                let bottom = PixelRect(x: 0, y: split, width: 41, height: 40 - split)
                banded.drawImage(
                    image, aspectFillIn: banded.bounds, thenGrayscaleAmount: gray, dim: dimming, onlyIn: bottom)
                banded.drawImage(
                    image, aspectFillIn: banded.bounds, thenGrayscaleAmount: gray, dim: dimming, onlyIn: top)
                #expect(
                    banded.makeImage() == whole.makeImage(), "\(imageWidth)x\(imageHeight) gray \(gray) split \(split)")
            }
        }
    }

    @Test func pixelsOutsideTheBandAreUntouched() {
        let image = Self.noise(41, 33)
        let background = PremultipliedColor(r: 10, g: 200, b: 30, a: 255)
        let canvas = Canvas(width: 41, height: 33, fill: background)
        let band = PixelRect(x: 5, y: 10, width: 20, height: 7)
        canvas.drawImage(
            image, aspectFillIn: canvas.bounds, thenGrayscaleAmount: 1, dim: .transparent, onlyIn: band)
        var changed = 0
        for y in 0..<33 {
            for x in 0..<41 {
                let inside = x >= 5 && x < 25 && y >= 10 && y < 17
                if !inside { #expect(canvas.pixel(x: x, y: y) == background, "(\(x), \(y))") }
                if inside && canvas.pixel(x: x, y: y) != background { changed += 1 }
            }
        }
        #expect(changed > 100)
    }
}
