import Testing

@testable import Raster

#if canImport(Glibc)
    import Glibc
#endif

/// The accumulator resolves a row from the column ranges its segments touched, and `fill` blits
/// only runs of non-zero coverage: both must give exactly the bytes of summing and blitting every
/// cell.
@Suite struct SparseCoverageTests {
    /// Every row of `acc` resolved both ways; the first row that differs, nil when none.
    func firstDifferingRow(_ acc: CoverageAccumulator) -> Int? {
        let fast = UnsafeMutablePointer<UInt8>.allocate(capacity: acc.width)
        let full = UnsafeMutablePointer<UInt8>.allocate(capacity: acc.width)
        defer {
            fast.deallocate()
            full.deallocate()
        }
        for r in 0..<acc.height {
            acc.resolveRow(r, into: fast)
            acc.resolveRowSummingEveryCell(r, into: full)
            for i in 0..<acc.width where fast[i] != full[i] { return r }
        }
        return nil
    }

    /// A star of `points` tips: rows cross up to 2 * points edges, more than a row keeps ranges
    /// for, so ranges are widened over untouched cells.
    func star(points: Int, cx: Double, cy: Double, outer: Double, inner: Double, turn: Double) -> [(Double, Double)] {
        (0..<(2 * points)).map { i in
            let r = i % 2 == 0 ? outer : inner
            let t = turn + Double(i) * Double.pi / Double(points)
            return (cx + r * cos(t), cy + r * sin(t))
        }
    }

    @Test func starsResolveAsSummingEveryCell() {
        for (n, turn) in [(3, 0.1), (5, 0.7), (9, 0.33), (17, 1.1)] {
            var acc = CoverageAccumulator(window: PixelRect(x: 3, y: 4, width: 160, height: 150))
            acc.addPolygon(star(points: n, cx: 83.3, cy: 79.6, outer: 70.2, inner: 31.7, turn: turn))
            #expect(firstDifferingRow(acc) == nil, "star of \(n)")
        }
    }

    @Test func strokedOutlineResolvesAsSummingEveryCell() {
        // A card's rim: a continuous-corner outline minus its one-pixel inset, as strokes build it.
        let rect = Rect(x: 10.25, y: 7.5, width: 900.5, height: 430.75)
        let outer = RoundedRectShape(rect: rect, radius: 102, style: .continuous)
        let inner = RoundedRectShape(rect: rect.insetBy(1), radius: 101, style: .continuous)
        var acc = CoverageAccumulator(window: PixelRect(x: 10, y: 7, width: 902, height: 432))
        acc.addPolygon(outer.outline())
        acc.addPolygon(inner.outline().reversed())
        #expect(firstDifferingRow(acc) == nil)
    }

    @Test func overlappingPolygonsResolveAsSummingEveryCell() {
        // Two shapes in one window, one turning the other way: winding sums of +2, 0 and -1.
        var acc = CoverageAccumulator(window: PixelRect(x: 0, y: 0, width: 120, height: 90))
        acc.addPolygon([(5.5, 5.25), (100.75, 12.5), (60.2, 80.9)])
        acc.addPolygon([(20.1, 30.3), (110.6, 40.4), (90.9, 85.5), (15.2, 70.7)])
        acc.addPolygon([(50.5, 2.5), (30.25, 60.5), (70.75, 44.25)].reversed())
        #expect(firstDifferingRow(acc) == nil)
    }

    @Test func nonZeroRunsSkipOnlyLongZeroGaps() {
        var row = [UInt8](repeating: 0, count: 100)
        row[3] = 10
        row[10] = 255  // a gap of 6 zeros: stays inside the run
        row[40] = 1  // a gap of 29 zeros: a new run
        row[41] = 2
        row[99] = 7
        let runs: [Range<Int>] = row.withUnsafeBufferPointer { p in
            var out: [Range<Int>] = []
            var start = 0
            while let run = CoverageAccumulator.nonZeroRun(p.baseAddress!, from: start, count: p.count) {
                out.append(run)
                start = run.upperBound
            }
            return out
        }
        #expect(runs == [3..<11, 40..<42, 99..<100])
        let empty = [UInt8](repeating: 0, count: 37)
        #expect(empty.withUnsafeBufferPointer { CoverageAccumulator.nonZeroRun($0.baseAddress!, from: 0, count: 37) } == nil)
    }

    @Test func strokeOverAPatternEqualsBlittingEveryPixel() {
        // The stroke's blits skip zero runs; a pixel outside the band must keep its value exactly.
        let canvas = Canvas(width: 300, height: 200)
        for y in 0..<200 {
            for x in 0..<300 {
                let p = canvas.pixels + y * canvas.stride + x * 4
                p[0] = UInt8(x & 255)
                p[1] = UInt8(y & 255)
                p[2] = UInt8((x * y) & 255)
                p[3] = 255
            }
        }
        let before = Array(UnsafeBufferPointer(start: canvas.pixels, count: 300 * 200 * 4))
        canvas.strokeRoundedRect(
            Rect(x: 20.5, y: 15.25, width: 250, height: 160), radius: 40, style: .continuous, lineWidth: 1,
            color: PremultipliedColor(r: 10, g: 20, b: 30, a: 200))
        var changedInside = 0
        for y in 0..<200 {
            for x in 0..<300 {
                let o = (y * 300 + x) * 4
                let same = (0..<4).allSatisfy { canvas.pixels[o + $0] == before[o + $0] }
                // Inside the outline, away from the band (the corners' curves reach 62 px in from
                // each side): untouched, though its rows' windows span the whole shape.
                let inside = (x >= 90 && x <= 200 && y >= 20 && y <= 170) || (x >= 25 && x <= 265 && y >= 80 && y <= 110)
                if inside && !same { changedInside += 1 }
            }
        }
        #expect(changedInside == 0)
        // And the band itself was drawn.
        let edge = (100 * 300 + 20) * 4
        #expect(canvas.pixels[edge] != before[edge] || canvas.pixels[edge + 2] != before[edge + 2])
    }
}
