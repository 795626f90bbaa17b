// Pixel memory: large canvases reuse freed mappings, and a canvas is still transparent when it is
// made whatever the memory held before.
import Testing

@testable import Raster

@Suite struct PixelMemoryTests {
    @Test func aCanvasOnRecycledMemoryIsTransparent() {
        // Phone-size, so the memory is a mapping that is kept when freed; several rounds, so a
        // later canvas is made on the memory of an earlier, painted one.
        for round in 0..<4 {
            let canvas = Canvas(width: 1179, height: 2556)
            var zero = true
            canvas.withUnsafeBytes { bytes in zero = !bytes.contains { $0 != 0 } }
            #expect(zero, "round \(round)")
            canvas.fill(PremultipliedColor(r: 9, g: 8, b: 7, a: 255))
        }
    }

    @Test func aCopyOfAnInsideRegionHasExactlyItsPixels() {
        let source = Canvas(width: 1179, height: 2556)
        source.withUnsafeMutableBytes { bytes in
            for i in 0..<bytes.count { bytes[i] = UInt8(truncatingIfNeeded: i &* 2_654_435_761 >> 7) }
        }
        for _ in 0..<3 {
            // Paint a canvas of the copy's size and free it, so the copy may land on its memory.
            Canvas(width: 1179, height: 2556, fill: PremultipliedColor(r: 1, g: 2, b: 3, a: 255)).fill(.transparent)
            let whole = source.copy(source.bounds)
            #expect(whole.withUnsafeBytes { a in source.withUnsafeBytes { b in a.elementsEqual(b) } })
        }
        // A region reaching outside is transparent there (raw bytes: the pattern is no valid colour).
        let edge = source.copy(PixelRect(x: 1170, y: 0, width: 20, height: 2))
        let inside = source.withUnsafeBytes { Array($0[(1178 * 4)..<(1179 * 4)]) }
        #expect(edge.withUnsafeBytes { Array($0[(8 * 4)..<(9 * 4)]) } == inside)
        #expect(edge.withUnsafeBytes { bytes in bytes[(20 * 4 + 10 * 4)..<(20 * 4 + 11 * 4)].allSatisfy { $0 == 0 } })
    }

    @Test func largeBuffersComeInSizeClassesOfHugePages() {
        let mib = 1 << 20
        #expect(PixelMemory.mappedSize(4 * mib) == 4 * mib)
        #expect(PixelMemory.mappedSize(4 * mib + 1) == 8 * mib)
        #expect(PixelMemory.mappedSize(1170 * 2532 * 4) == 16 * mib)  // 11.3 MiB
        #expect(PixelMemory.mappedSize(1179 * 2556 * 4) == 16 * mib)
        #expect(PixelMemory.mappedSize(1640 * 2360 * 4) == 16 * mib)  // 14.8 MiB
        #expect(PixelMemory.mappedSize(2048 * 2732 * 4) == 32 * mib)
    }

    @Test func aSmallerCanvasOnTheMemoryOfALargerOneIsTransparentAndExact() {
        // Sizes of one class: a freed larger canvas's mapping may serve each smaller one.
        let sizes = [(1640, 2360), (1179, 2556), (1170, 2532), (1206, 2622), (1000, 2000)]
        for (round, (w, h)) in sizes.enumerated() {
            let canvas = Canvas(width: w, height: h)
            #expect(canvas.withUnsafeBytes { bytes in bytes.count == w * h * 4 && !bytes.contains { $0 != 0 } }, "round \(round)")
            canvas.fill(PremultipliedColor(r: 9, g: 8, b: 7, a: 255))
            let copy = canvas.copy(canvas.bounds)
            #expect(copy.withUnsafeBytes { a in canvas.withUnsafeBytes { b in a.elementsEqual(b) } })
        }
    }

    @Test func theKeptMemoryStaysWithinItsLimit() {
        var canvases: [Canvas] = []
        for _ in 0..<8 { canvases.append(Canvas(width: 1179, height: 2556)) }
        canvases.removeAll()
        #expect(PixelMemory.recycledBytes <= PixelMemory.recycledLimit)
        #expect(PixelMemory.recycledBytes > 0)
    }
}
