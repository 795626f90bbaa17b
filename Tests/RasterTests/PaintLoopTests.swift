import Testing

@testable import Raster

/// The 16-bit-lane painting loops give the bytes of the loops they replaced (PaintReferences.swift)
/// for every value: factors and channels exhaustively, spans at every offset and odd length, with
/// alphas and coverages 0, 255 and between.
@Suite struct PaintLoopTests {
    /// `scaleWords(_:lanes:)` is `scaleWord` in every lane, for every factor and channel value.
    @Test func scaleWordsMatchesScaleWordExhaustively() {
        for k in 0...255 {
            let lanes = factorLanes(SIMD4<UInt32>(UInt32(k), UInt32(k), UInt32(k), UInt32(k)))
            for x in 0...255 {
                let x32 = UInt32(x)
                // Each channel position of four words, with different neighbours.
                let w = SIMD4<UInt32>(
                    x32 | (255 - x32) << 8 | x32 << 16 | (255 - x32) << 24, (x32 << 8) | 0xFF,
                    x32 << 16 | 0xFF00_00FF, x32 << 24 | 0x00FF_FFFF)
                let got = scaleWords(w, lanes: lanes)
                for i in 0..<4 where got[i] != scaleWord(w[i], UInt32(k)) {
                    Issue.record("k \(k) x \(x) lane \(i): \(got[i]) vs \(scaleWord(w[i], UInt32(k)))")
                    return
                }
            }
        }
    }

    /// Per-lane factors from words and from coverage bytes.
    @Test func factorAndCoverageLanes() {
        var rng = PaintRandom(state: 1)
        for _ in 0..<20_000 {
            let c = (rng.coverage(), rng.coverage(), rng.coverage(), rng.coverage())
            let c4 = UInt32(c.0) | UInt32(c.1) << 8 | UInt32(c.2) << 16 | UInt32(c.3) << 24
            let w = SIMD4<UInt32>(
                rng.premultipliedWord(), rng.premultipliedWord(), rng.premultipliedWord(), 0xFFFF_FFFF)
            let want = SIMD4<UInt32>(
                scaleWord(w[0], UInt32(c.0)), scaleWord(w[1], UInt32(c.1)), scaleWord(w[2], UInt32(c.2)),
                scaleWord(w[3], UInt32(c.3)))
            #expect(scaleWords(w, lanes: coverageLanes(c4)) == want)
            let k = SIMD4<UInt32>(UInt32(c.0), UInt32(c.1), UInt32(c.2), UInt32(c.3))
            #expect(scaleWords(w, lanes: factorLanes(k)) == want)
        }
    }

    /// Colours: clear, opaque, translucent, and random.
    func colors(_ rng: inout PaintRandom) -> [PremultipliedColor] {
        var out: [PremultipliedColor] = [
            .transparent, PremultipliedColor(r: 0, g: 122, b: 255, a: 255),
            PremultipliedColor(r: 255, g: 255, b: 255, a: 255),
            PremultipliedColor(r: 1, g: 0, b: 1, a: 1), PremultipliedColor(r: 200, g: 10, b: 254, a: 254),
        ]
        for _ in 0..<12 {
            let w = rng.premultipliedWord()
            out.append(
                PremultipliedColor(
                    r: UInt8(w & 0xFF), g: UInt8((w >> 8) & 0xFF), b: UInt8((w >> 16) & 0xFF), a: UInt8(w >> 24)))
        }
        return out
    }

    /// A coverage row of runs (0, 255, one value) and single random values.
    func coverageRow(_ n: Int, _ rng: inout PaintRandom) -> [UInt8] {
        var row: [UInt8] = []
        while row.count < n {
            let run = 1 + rng.below(9)
            switch rng.below(4) {
            case 0: row += [UInt8](repeating: 0, count: run)
            case 1: row += [UInt8](repeating: 255, count: run)
            case 2: row += [UInt8](repeating: rng.byte(), count: run)
            default: for _ in 0..<run { row.append(rng.byte()) }
            }
        }
        return Array(row.prefix(n))
    }

    /// Runs both blitters of a kind over copies of one random canvas, every span from every
    /// unaligned x with lengths 0...37, and compares the canvases.
    func compareSpans(
        seed: UInt64, paints: Bool = true, make: (Canvas, PremultipliedColor) -> any SpanBlitter,
        reference: (Canvas, PremultipliedColor) -> any SpanBlitter
    ) {
        var rng = PaintRandom(state: seed)
        let width = 53
        let height = 40
        for color in colors(&rng) {
            let base = randomCanvas(width: width, height: height, &rng)
            let a = base.copy(base.bounds)
            let b = base.copy(base.bounds)
            let new = make(a, color)
            let old = reference(b, color)
            for y in 0..<height {
                let n = rng.below(38)
                let x = rng.below(width - n + 1)
                if y % 2 == 0 {
                    let c = rng.coverage()
                    new.blit(y: y, x: x, count: n, coverage: c)
                    old.blit(y: y, x: x, count: n, coverage: c)
                } else {
                    let cov = coverageRow(max(n, 1), &rng)
                    cov.withUnsafeBufferPointer { p in
                        new.blit(y: y, x: x, coverage: p.baseAddress!, count: n)
                        old.blit(y: y, x: x, coverage: p.baseAddress!, count: n)
                    }
                }
            }
            #expect(canvasBytes(a) == canvasBytes(b), "colour \(color)")
            #expect(!paints || color.a == 0 || canvasBytes(a) != canvasBytes(base), "the spans painted nothing")
        }
    }

    @Test func solidBlitterMatchesReference() {
        for seed in 1...6 as ClosedRange<UInt64> {
            compareSpans(
                seed: seed, make: { SolidBlitter(canvas: $0, color: $1) },
                reference: { ReferenceSolidBlitter(canvas: $0, color: $1) })
        }
    }

    /// The AVX2 blends (`craster_blend_constant`, `craster_blend_coverage`: eight pixels at a
    /// time, spans of 8 or more) against the Swift loops alone, on every colour kind and coverage
    /// run; the reference test above checks whichever the CPU runs.
    @Test(.enabled(if: WideKernels.available, "the CPU has no AVX2"))
    func solidBlitterKernelsMatchTheSwiftLoops() {
        for seed in 7...12 as ClosedRange<UInt64> {
            compareSpans(
                seed: seed, make: { SolidBlitter(canvas: $0, color: $1, wide: true) },
                reference: { SolidBlitter(canvas: $0, color: $1, wide: false) })
        }
    }

    @Test func patternBlitterMatchesReference() {
        for seed in 1...6 as ClosedRange<UInt64> {
            var rng = PaintRandom(state: seed &* 77)
            // Sources: random, mostly opaque (the blurred backdrop), and all clear.
            let random = randomCanvas(width: 53, height: 40, &rng)
            let opaque = randomCanvas(width: 53, height: 40, &rng)
            opaque.withUnsafeMutableBytes { raw in
                for i in 0..<53 * 40 where rng.below(16) != 0 {
                    raw.storeBytes(of: rng.premultipliedWord(alpha: 255), toByteOffset: i * 4, as: UInt32.self)
                }
            }
            let clear = Canvas(width: 53, height: 40)
            for source in [random, opaque, clear] {
                compareSpans(
                    seed: seed, paints: source !== clear,
                    make: { c, _ in
                        PatternBlitter(
                            pixels: c.pixels, stride: c.stride, source: source.pixels, sourceStride: source.stride)
                    },
                    reference: { c, _ in
                        ReferencePatternBlitter(
                            pixels: c.pixels, stride: c.stride, source: source.pixels, sourceStride: source.stride)
                    })
            }
        }
    }

    /// Every byte value through the filter in every channel, with dimming alphas 0, 255 and
    /// between, full, partial and no grayscale.
    @Test func rowFilterMatchesReference() {
        var rng = PaintRandom(state: 9)
        var dims: [PremultipliedColor] = [
            .transparent, PremultipliedColor(r: 0, g: 0, b: 0, a: 255), PremultipliedColor(r: 0, g: 0, b: 0, a: 77),
            PremultipliedColor(r: 30, g: 20, b: 10, a: 102),
        ]
        dims += colors(&rng)
        for dim in dims {
            for gray in [0, 1, 0.37, 0.999, 0.001] {
                let new = RowFilter(grayscale: gray, dim: dim)
                let old = ReferenceRowFilter(grayscale: gray, dim: dim)
                for _ in 0..<3000 {
                    let v = SIMD4<UInt32>(
                        rng.premultipliedWord(), rng.premultipliedWord(), rng.premultipliedWord(),
                        rng.premultipliedWord())
                    if new.transform(v) != old.transform(v) {
                        Issue.record("dim \(dim) gray \(gray) pixels \(v)")
                        return
                    }
                }
                // Rows of odd lengths through apply (the tail lanes).
                for n in [1, 2, 3, 5, 7, 13] {
                    var row = (0..<n).map { _ in rng.premultipliedWord() }
                    let want = row.map { old.transform(SIMD4<UInt32>($0, 0, 0, 0))[0] }
                    row.withUnsafeMutableBytes { new.apply($0.baseAddress!, count: n) }
                    #expect(row == want, "dim \(dim) gray \(gray) n \(n)")
                }
            }
        }
    }

    /// A noisy screen around the tint: the tint at alphas near 255, channels near the tint's
    /// (inside and just outside the tolerance), anti-aliased shapes, and random pixels.
    func tintScene(_ tint: StraightColor, width: Int, height: Int, _ rng: inout PaintRandom) -> Canvas {
        let c = Canvas(width: width, height: height, fill: .white)
        c.fillRoundedRect(
            Rect(x: 3.3, y: 2.6, width: Double(width) / 2, height: 9.2), radius: 3.5, style: .circular,
            color: tint.premultiplied())
        c.fillCapsule(from: (5.2, 20.4), to: (Double(width) - 4, 16.1), width: 3.3, color: tint.premultiplied())
        c.withUnsafeMutableBytes { raw in
            for i in 0..<width * height where rng.below(3) == 0 {
                let a = rng.below(2) == 0 ? 255 : 240 + rng.below(16)
                func near(_ v: UInt8) -> UInt32 {
                    let e = (Int(v) * a + 127) / 255 + rng.below(31) - 15
                    return UInt32(max(0, min(a, e)))
                }
                let w: UInt32
                switch rng.below(3) {
                case 0: w = near(tint.r) | near(tint.g) << 8 | near(tint.b) << 16 | UInt32(a) << 24
                case 1: w = rng.premultipliedWord()
                default: w = raw.load(fromByteOffset: i * 4, as: UInt32.self)
                }
                raw.storeBytes(of: w, toByteOffset: i * 4, as: UInt32.self)
            }
        }
        return c
    }

    @Test func grayOutColorMatchesReference() {
        var rng = PaintRandom(state: 15)
        let tints = [
            StraightColor(r: 0, g: 122, b: 255), StraightColor(r: 255, g: 149, b: 0), StraightColor(r: 0, g: 0, b: 0),
            StraightColor(r: 255, g: 255, b: 255),
        ]
        var changed = 0
        for tint in tints {
            for (width, height) in [(61, 31), (64, 24), (5, 7), (1, 3)] {
                for tolerance in [0, 3, 12, 40, 255] {
                    for amount in [1, 0.45] {
                        let base = tintScene(tint, width: width, height: height, &rng)
                        let clips: [PixelRect?] = [nil, PixelRect(x: 1, y: 2, width: width - 2, height: height - 1)]
                        let regions: [PixelRect?] = [nil, PixelRect(x: 3, y: 1, width: 9, height: 40)]
                        for clip in clips {
                            for region in regions {
                                let a = base.copy(base.bounds)
                                let b = base.copy(base.bounds)
                                a.clip = clip
                                b.clip = clip
                                a.grayOutColor(tint, tolerance: tolerance, amount: amount, region: region)
                                b.referenceGrayOutColor(tint, tolerance: tolerance, amount: amount, region: region)
                                #expect(
                                    canvasBytes(a) == canvasBytes(b),
                                    "tint \(tint) \(width)x\(height) tol \(tolerance) amount \(amount) clip \(String(describing: clip)) region \(String(describing: region))"
                                )
                                if canvasBytes(a) != canvasBytes(base) { changed += 1 }
                            }
                        }
                    }
                }
            }
        }
        // The scenes do exercise the filter: most calls change pixels.
        #expect(changed > 200)
    }

    /// `quantizeCoverages` is `quantizeCoverage(_: Float)` for every value: around each rounding
    /// boundary (floats within 8 steps of (k - 0.5) / 255 and of k / 255), out of range, NaN,
    /// infinities, signed zeros and random values, in runs of every length (the scalar tail).
    @Test func quantizeCoveragesMatchesScalar() {
        var values: [Float] = [0, -0, 1, -1, 2, .nan, -.nan, .infinity, -.infinity, 1e-30, -1e-30, 0.5, 1.0000001]
        for k in 0...256 {
            for centre in [(Float(k) - 0.5) / 255, Float(k) / 255] {
                var lo = centre
                var hi = centre
                for _ in 0..<8 {
                    lo = lo.nextDown
                    hi = hi.nextUp
                    values += [lo, hi]
                }
                values.append(centre)
            }
        }
        var rng = PaintRandom(state: 3)
        for _ in 0..<20_000 { values.append(Float(rng.below(1 << 24)) / Float(1 << 23) - 0.5) }
        for n in 0..<10 {
            values.withUnsafeBufferPointer { v in
                var start = 0
                while start + n <= v.count {
                    var got = [UInt8](repeating: 0xAA, count: n + 1)
                    got.withUnsafeMutableBufferPointer {
                        quantizeCoverages(v.baseAddress! + start, into: $0.baseAddress!, count: n)
                    }
                    let want = (0..<n).map { quantizeCoverage(v[start + $0]) } + [0xAA]
                    if got != want {
                        Issue.record("values \(Array(v[start..<start + n])): \(got) vs \(want)")
                        return
                    }
                    start += max(1, n)
                }
            }
        }
    }
}
