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

    @Test func theKeptMemoryStaysWithinItsLimit() {
        var canvases: [Canvas] = []
        for _ in 0..<8 { canvases.append(Canvas(width: 1179, height: 2556)) }
        canvases.removeAll()
        #expect(PixelMemory.recycledBytes <= PixelMemory.recycledLimit)
        #expect(PixelMemory.recycledBytes > 0)
    }
}
