import Testing

@testable import Raster

/// Aspect-fill image drawing: 1:1 copies, area-averaged shrinking, bilinear growth.
@Suite struct ImageDrawingTests {
    func checkerboard(_ w: Int, _ h: Int) -> RGBAImage {
        var bytes = [UInt8](repeating: 255, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w where (x + y) % 2 == 1 {
                for c in 0..<3 { bytes[(y * w + x) * 4 + c] = 0 }
            }
        }
        return RGBAImage(width: w, height: h, bytes: bytes)
    }

    @Test func oneToOneIsAnExactCopy() {
        var rng = TestRandom(state: 99)
        let bytes = (0..<(30 * 20 * 4)).map { i in i % 4 == 3 ? 255 : rng.byte() }
        let image = RGBAImage(width: 30, height: 20, bytes: bytes)
        let canvas = Canvas(width: 30, height: 20, fill: .black)
        canvas.drawImage(image, aspectFillIn: canvas.bounds)
        #expect(canvas.makeImage() == image)
    }

    @Test func translucentPixelsArePremultipliedAndComposited() {
        let image = RGBAImage(width: 1, height: 1, color: StraightColor(r: 255, g: 0, b: 0, a: 128))
        let canvas = Canvas(width: 1, height: 1, fill: .white)
        canvas.drawImage(image, aspectFillIn: canvas.bounds)
        #expect(canvas.pixel(x: 0, y: 0) == PremultipliedColor(r: 255, g: 127, b: 127, a: 255))
    }

    @Test func halfSizeCheckerboardAveragesToMidGray() {
        let canvas = Canvas(width: 16, height: 12)
        canvas.drawImage(checkerboard(32, 24), aspectFillIn: canvas.bounds)
        for y in 0..<12 {
            for x in 0..<16 {
                let p = canvas.pixel(x: x, y: y)
                #expect((127...128).contains(p.r) && p.r == p.g && p.a == 255)
            }
        }
    }

    @Test func aspectFillCropsTheLongerSideCentred() {
        // 40 x 10 image into 10 x 10: scale 1, the middle 10 columns (15..<25).
        var bytes = [UInt8](repeating: 255, count: 40 * 10 * 4)
        for y in 0..<10 { for c in 0..<3 { bytes[(y * 40 + 15) * 4 + c] = 0 } }
        let canvas = Canvas(width: 10, height: 10)
        canvas.drawImage(RGBAImage(width: 40, height: 10, bytes: bytes), aspectFillIn: canvas.bounds)
        #expect(canvas.pixel(x: 0, y: 5) == .black)
        #expect(canvas.pixel(x: 1, y: 5) == .white)
    }

    @Test func growingIsBilinearBetweenPixelCentres() {
        // Two pixels, black and white, drawn 4x: a ramp between the pixel centres.
        let image = RGBAImage(width: 2, height: 1, bytes: [0, 0, 0, 255, 255, 255, 255, 255])
        let canvas = Canvas(width: 8, height: 4)
        canvas.drawImage(image, aspectFillIn: canvas.bounds)
        let row = (0..<8).map { canvas.pixel(x: $0, y: 1).r }
        #expect(row == [0, 0, 32, 96, 159, 223, 255, 255])
        #expect(canvas.pixel(x: 3, y: 0) == canvas.pixel(x: 3, y: 3))
    }

    @Test func drawingIntoAnOffCanvasRectNeverCrashes() {
        let canvas = Canvas(width: 10, height: 10, fill: .white)
        canvas.drawImage(checkerboard(7, 5), aspectFillIn: PixelRect(x: -30, y: 4, width: 37, height: 50))
        canvas.drawImage(checkerboard(7, 5), aspectFillIn: PixelRect(x: 30, y: 4, width: 3, height: 5))
        canvas.drawImage(checkerboard(7, 5), aspectFillIn: PixelRect(x: 3, y: 3, width: 0, height: 5))
        #expect(canvas.pixel(x: 9, y: 0) == .white)
    }

    // MARK: goldens

    @Test func goldenAspectFill() throws {
        let canvas = Canvas(width: 120, height: 64, fill: .white)
        // Shrink (scale 0.533, area averaging), cropped left and right.
        canvas.drawImage(
            colourfulImage(width: 180, height: 120), aspectFillIn: PixelRect(x: 0, y: 0, width: 30, height: 64))
        // Grow (scale 3.75, bilinear), cropped left and right.
        canvas.drawImage(
            colourfulImage(width: 24, height: 16), aspectFillIn: PixelRect(x: 32, y: 2, width: 36, height: 60))
        canvas.drawImage(
            colourfulImage(width: 48, height: 60), aspectFillIn: PixelRect(x: 70, y: 2, width: 48, height: 60))  // 1:1
        try assertGolden(canvas, area: "image", name: "aspect-fill")
    }
}
