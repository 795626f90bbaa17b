// The material's blur outputs: reused only once nobody holds them, with nothing of an earlier
// card left past the new one, and a bounded number kept.
import Raster
import Testing

@testable import AlertRender

@Suite struct BlurredBackdropTests {
    let dirty = PremultipliedColor(r: 200, g: 100, b: 50, a: 255)

    @Test func anOutputIsReusedOnlyOnceReleasedAndComesBackClearPastTheCard() {
        let pool = BlurredBackdrop.Pool(keeping: 4)
        weak var released: Canvas?
        do {
            let first = pool.output(width: 130, height: 70)
            #expect(first.width == 192 && first.height == 128)
            first.fill(dirty)
            released = first
            // While it is held, the same size is a different canvas.
            let held = pool.output(width: 129, height: 65)
            #expect(held !== first)
            #expect(pool.count == 2)
        }
        let again = pool.output(width: 150, height: 100)
        #expect(again === released)
        #expect(pool.count == 2)
        // The card's 150 x 100 pixels are the caller's to write; everything past them is clear.
        var wrong = 0
        for y in 0..<again.height {
            for x in 0..<again.width {
                let p = again.pixel(x: x, y: y)
                let expected = x < 150 && y < 100 ? dirty : .transparent
                if p != expected { wrong += 1 }
            }
        }
        #expect(wrong == 0)
        // Another rounded size is another canvas.
        #expect(pool.output(width: 150, height: 129).height == 192)
    }

    @Test func atMostTheKeptNumberOfIdleOutputsStay() {
        let pool = BlurredBackdrop.Pool(keeping: 2)
        let held = (0..<3).map { pool.output(width: 64 * ($0 + 1), height: 64) }
        // All three in use: none can go.
        #expect(pool.count == 3)
        // None was idle while the fourth was handed out.
        _ = pool.output(width: 640, height: 64)
        #expect(pool.count == 4)
        withExtendedLifetime(held) {}
        // Now the three and the fourth are idle: the oldest go until two are left.
        let last = pool.output(width: 704, height: 64)
        #expect(pool.count == 2)
        #expect(pool.output(width: 640, height: 64) !== last)
        #expect(pool.count == 2)
    }

    @Test func aLargerIdleOutputServesASmallerCardUpToTwiceItsArea() {
        let pool = BlurredBackdrop.Pool(keeping: 4)
        weak var big: Canvas?
        do {
            let canvas = pool.output(width: 256, height: 128)
            canvas.fill(dirty)
            big = canvas
        }
        do {
            // 190 x 100 rounds to 192 x 128: 256 x 128 is 4/3 of that.
            let smaller = pool.output(width: 190, height: 100)
            #expect(smaller === big)
            var wrong = 0
            for y in 0..<smaller.height {
                for x in 0..<smaller.width
                where smaller.pixel(x: x, y: y) != (x < 190 && y < 100 ? dirty : .transparent) {
                    wrong += 1
                }
            }
            #expect(wrong == 0)
        }
        // 64 x 64 is an eighth of it: a canvas of its own.
        let small = pool.output(width: 64, height: 64)
        #expect(small.width == 64 && small.height == 64)
        #expect(pool.count == 2)
    }
}
