// The material's blur outputs: reused only once nobody holds them, with nothing of an earlier
// card left past the new one, and a bounded number kept.
import Dispatch
import Foundation
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

    /// Threads taking and dropping outputs of a few sizes at once never hold the same canvas, and
    /// what one writes into its output stays there while it holds it.
    @Test func concurrentRendersNeverShareAnOutput() {
        let pool = BlurredBackdrop.Pool(keeping: 3)
        let ledger = OutputLedger()
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for round in 0..<150 {
                let canvas = pool.output(width: 60 + 40 * ((thread + round) % 3), height: 50)
                ledger.take(canvas)
                let mark = UInt8(1 + thread * 50 + round % 50)
                canvas.withUnsafeMutableBytes { raw in for i in 0..<raw.count { raw[i] = mark } }
                var kept = true
                for _ in 0..<3 {
                    canvas.withUnsafeMutableBytes { raw in kept = kept && raw.allSatisfy { $0 == mark } }
                }
                ledger.drop(canvas, kept: kept)
            }
        }
        let (handedOut, shared, overwritten) = ledger.counts
        #expect(handedOut == 600)
        #expect(shared == 0)
        #expect(overwritten == 0)
        // Once all are dropped, only the kept idle ones stay.
        _ = pool.output(width: 1000, height: 1)
        #expect(pool.count <= 3)
    }
}

/// Which outputs are held right now, and how often one was handed out twice or overwritten.
final class OutputLedger: @unchecked Sendable {
    private let lock = NSLock()
    private var held = Set<ObjectIdentifier>()
    private var handedOut = 0
    private var shared = 0
    private var overwritten = 0

    func take(_ canvas: Canvas) {
        lock.withLock {
            handedOut += 1
            if !held.insert(ObjectIdentifier(canvas)).inserted { shared += 1 }
        }
    }

    func drop(_ canvas: Canvas, kept: Bool) {
        lock.withLock {
            if !kept { overwritten += 1 }
            held.remove(ObjectIdentifier(canvas))
        }
    }

    var counts: (handedOut: Int, shared: Int, overwritten: Int) { lock.withLock { (handedOut, shared, overwritten) } }
}
