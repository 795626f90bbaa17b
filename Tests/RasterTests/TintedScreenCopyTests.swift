import Testing

@testable import Raster

/// The fused presenting screen (copy, tint gray-out, dimming in two passes) must give exactly the
/// bytes of the three steps it replaces, and refuse what it cannot fuse.
@Suite struct TintedScreenCopyTests {
    let tint = StraightColor(r: 0, g: 122, b: 255)

    /// The screen as an opaque straight-alpha image, with tint shapes near the top and bottom
    /// edges too (rows whose gray-out window is cut by the edge).
    func screenImage() -> RGBAImage {
        let canvas = BandSplitTests.screen()
        canvas.fillRect(Rect(x: 0, y: 1000, width: 1170, height: 100), color: PremultipliedColor(r: 90, g: 80, b: 70, a: 255))
        let blue = PremultipliedColor(r: 0, g: 122, b: 255, a: 255)
        canvas.fillRoundedRect(Rect(x: 10.5, y: 0.5, width: 200, height: 12), radius: 5, style: .circular, color: blue)
        canvas.fillRoundedRect(Rect(x: 600.25, y: 1093.5, width: 90, height: 6.5), radius: 3, style: .circular, color: blue)
        return canvas.makeImage()
    }

    func separately(_ image: RGBAImage, amount: Double, dim: PremultipliedColor) -> [UInt8] {
        let canvas = Canvas(width: image.width, height: image.height)
        canvas.drawImage(image, aspectFillIn: canvas.bounds)
        canvas.grayOutColor(tint, tolerance: 12, amount: amount)
        canvas.grayscaleAndDim(with: dim, grayscaleAmount: 0)
        return Array(UnsafeBufferPointer(start: canvas.pixels, count: canvas.width * canvas.height * 4))
    }

    func fused(_ image: RGBAImage, amount: Double, dim: PremultipliedColor) -> [UInt8]? {
        let canvas = Canvas(width: image.width, height: image.height)
        guard canvas.drawOpaqueScreen(image, grayingOut: tint, tolerance: 12, amount: amount, thenDim: dim) else {
            return nil
        }
        return Array(UnsafeBufferPointer(start: canvas.pixels, count: canvas.width * canvas.height * 4))
    }

    @Test func fusedEqualsTheThreeSteps() {
        let image = screenImage()
        for (amount, dimAlpha) in [(1.0, 51), (0.45, 122), (1.0, 0)] {
            let dim = PremultipliedColor(r: 0, g: 0, b: 0, a: UInt8(dimAlpha))
            let expected = separately(image, amount: amount, dim: dim)
            let actual = fused(image, amount: amount, dim: dim)
            #expect(actual != nil)
            let first = actual.flatMap { a in expected.indices.first { expected[$0] != a[$0] } }
            #expect(first == nil, "amount \(amount), dim \(dimAlpha): first differing byte \(first ?? -1)")
        }
    }

    @Test func theTintIsReallyGrayedAndTheRestDimmed() {
        // Guards the comparison above against two no-ops: the tint pixel is no longer blue and a
        // far pixel is darker.
        let image = screenImage()
        let out = fused(image, amount: 1, dim: PremultipliedColor(r: 0, g: 0, b: 0, a: 51))!
        let inTint = (70 * 1170 + 60) * 4  // inside the first rounded rect of `screen()`
        #expect(out[inTint + 2] < 200)
        let far = (500 * 1170 + 1100) * 4
        #expect(out[far + 1] < image.bytes[far + 1])
    }

    @Test func whatCannotBeFusedIsRefused() {
        let image = screenImage()
        let dim = PremultipliedColor(r: 0, g: 0, b: 0, a: 51)
        let smaller = Canvas(width: 1000, height: 1100)
        #expect(!smaller.drawOpaqueScreen(image, grayingOut: tint, tolerance: 12, amount: 1, thenDim: dim))
        let clipped = Canvas(width: image.width, height: image.height)
        clipped.clip = PixelRect(x: 0, y: 0, width: 10, height: 10)
        #expect(!clipped.drawOpaqueScreen(image, grayingOut: tint, tolerance: 12, amount: 1, thenDim: dim))
    }
}
