import Testing

@testable import Raster

#if canImport(Glibc)
    import Glibc
#endif

/// A deterministic pseudo-random generator for test images.
struct TestRandom {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 33
    }
    mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
}

/// A canvas of hard-edged blocks over noise, all valid premultiplied colours.
func makeTestPattern(width: Int, height: Int, seed: UInt64) -> Canvas {
    var rng = TestRandom(state: seed)
    let canvas = Canvas(width: width, height: height)
    canvas.withUnsafeMutableBytes { raw in
        for i in 0..<(width * height) {
            let x = i % width
            let y = i / width
            let block = ((x / 7) + (y / 5)) % 3
            let a: UInt8 = block == 0 ? 255 : (block == 1 ? 0 : rng.byte())
            raw[i * 4 + 3] = a
            for c in 0..<3 { raw[i * 4 + c] = a == 0 ? 0 : UInt8(rng.next() % (UInt64(a) + 1)) }
        }
    }
    return canvas
}

@Suite struct BlurTests {
    /// Direct float Gaussian convolution of a region, clamped edges, sampled normalised kernel.
    func referenceBlur(_ canvas: Canvas, _ region: PixelRect, sigma: Double) -> [[Double]] {
        let r = Int((4 * sigma).rounded(.up))
        var w = (-r...r).map { k in exp(-Double(k * k) / (2 * sigma * sigma)) }
        let total = w.reduce(0, +)
        w = w.map { $0 / total }
        let W = region.width
        let H = region.height
        func src(_ x: Int, _ y: Int, _ c: Int) -> Double {
            let p = canvas.pixel(x: region.x + min(max(x, 0), W - 1), y: region.y + min(max(y, 0), H - 1))
            return Double([p.r, p.g, p.b, p.a][c])
        }
        var horizontal = [[Double]](repeating: [Double](repeating: 0, count: W * 4), count: H)
        for y in 0..<H {
            for x in 0..<W {
                for c in 0..<4 {
                    var s = 0.0
                    for k in -r...r { s += w[k + r] * src(x + k, y, c) }
                    horizontal[y][x * 4 + c] = s
                }
            }
        }
        var out = horizontal
        for y in 0..<H {
            for x in 0..<W {
                for c in 0..<4 {
                    var s = 0.0
                    for k in -r...r { s += w[k + r] * horizontal[min(max(y + k, 0), H - 1)][x * 4 + c] }
                    out[y][x * 4 + c] = s
                }
            }
        }
        return out
    }

    @Test(arguments: [1.0, 2.5, 3.5, 4.0, 5.0, 5.5, 7.0, 20.0, 60.0])
    func blurMatchesDirectGaussianWithClampedEdges(sigma: Double) {
        let canvas = makeTestPattern(width: 64, height: 48, seed: 7)
        let region = PixelRect(x: 5, y: 4, width: 52, height: 37)
        let before = canvas.copy(canvas.bounds)
        let reference = referenceBlur(canvas, region, sigma: sigma)
        canvas.blur(region, sigma: sigma)
        var worst = 0.0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let inside = x >= region.x && x < region.maxX && y >= region.y && y < region.maxY
                let p = canvas.pixel(x: x, y: y)
                if !inside {
                    #expect(p == before.pixel(x: x, y: y))
                    continue
                }
                let got = [p.r, p.g, p.b, p.a]
                for c in 0..<4 {
                    worst = max(worst, abs(Double(got[c]) - reference[y - region.y][(x - region.x) * 4 + c]))
                }
            }
        }
        #expect(worst <= 2)
    }

    @Test(arguments: [16.0, 23.0, 40.0, 150.0])
    func downsampledBlurMatchesTheFullSizeBlur(sigma: Double) {
        // Hard-edged blocks over noise, and a 1-px line on the region's edge that clamping
        // repeats outward: the block averages must not dilute it.
        let canvas = makeTestPattern(width: 150, height: 110, seed: 11)
        let region = PixelRect(x: 3, y: 2, width: 141, height: 103)
        canvas.fillRect(Rect(x: 3, y: 2, width: 141, height: 1), color: PremultipliedColor(r: 250, g: 0, b: 0, a: 255))
        let direct = canvas.copy(canvas.bounds)
        direct.blurDirect(region, sigma: sigma)
        canvas.blur(region, sigma: sigma)
        var worst = 0
        var differing = 0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let a = canvas.pixel(x: x, y: y)
                let b = direct.pixel(x: x, y: y)
                let d = [Int(a.r) - Int(b.r), Int(a.g) - Int(b.g), Int(a.b) - Int(b.b), Int(a.a) - Int(b.a)].map(abs)
                worst = max(worst, d.max()!)
                if d.max()! > 0 { differing += 1 }
            }
        }
        #expect(worst <= 1)
        // A tenth of a level or so apart before rounding: some pixels round the other way.
        #expect(differing * 5 < region.width * region.height, "\(differing) pixels differ")
    }

    /// The AVX2 interpolation (`craster_blur_interpolate`) against the Swift loop it stands in for:
    /// the same bytes for every pixel, at sigmas of f = 2 to 18, widths that are not multiples of
    /// four, written regions inside the blurred one, translucent and clear pixels (where a colour
    /// channel may round above its alpha) and opaque ones. Runs where the CPU has AVX2.
    @Test(.enabled(if: WideKernels.available, "the CPU has no AVX2"), arguments: [16.0, 23.0, 61.0, 150.0])
    func wideInterpolationGivesTheSwiftLoopsBytes(sigma: Double) {
        // Noise, with wide opaque, translucent and clear rectangles over it, whose edges the blur
        // turns into ramps.
        let canvas = makeTestPattern(width: 403, height: 241, seed: UInt64(sigma))
        canvas.fillRect(Rect(x: 0, y: 0, width: 150, height: 241), color: PremultipliedColor(r: 240, g: 20, b: 90, a: 255))
        canvas.fillRect(Rect(x: 150, y: 60, width: 130, height: 120), color: PremultipliedColor(r: 10, g: 60, b: 61, a: 61))
        canvas.withUnsafeMutableBytes { raw in
            for y in 0..<100 { for x in 300..<403 { for c in 0..<4 { raw[(y * 403 + x) * 4 + c] = 0 } } }
        }
        for (region, kept) in [
            (PixelRect(x: 0, y: 0, width: 403, height: 241), PixelRect(x: 0, y: 0, width: 403, height: 241)),
            (PixelRect(x: 5, y: 3, width: 390, height: 230), PixelRect(x: 17, y: 9, width: 301, height: 150)),
            (PixelRect(x: 1, y: 1, width: 399, height: 237), PixelRect(x: 2, y: 40, width: 7, height: 3)),
        ] {
            var outputs: [[UInt8]] = []
            for wide in [false, true] {
                var out = [UInt8](repeating: 0, count: kept.width * kept.height * 4)
                canvas.withUnsafeMutableBytes { raw in
                    out.withUnsafeMutableBytes { o in
                        Canvas.blurDownsampled(
                            raw.baseAddress! + region.y * canvas.stride + region.x * 4, stride: canvas.stride,
                            width: region.width, height: region.height, sigma: sigma,
                            writing: PixelRect(
                                x: kept.x - region.x, y: kept.y - region.y, width: kept.width, height: kept.height),
                            to: o.baseAddress!, stride: kept.width * 4, wide: wide)
                    }
                }
                outputs.append(out)
            }
            #expect(outputs[0] == outputs[1], "sigma \(sigma), region \(region), kept \(kept)")
            // Not a blank: the blur wrote the pixels both compared.
            #expect(Set(outputs[1]).count > (kept.width < 16 ? 2 : 16))
        }
    }

    @Test func blurCostDoesNotGrowWithSigma() {
        // 8000 px sigma on a 2000x1500 region: the direct blur pads every line by ~40 000 px.
        let canvas = makeTestPattern(width: 2000, height: 1500, seed: 5)
        // This thread's CPU time: other suites run on other threads meanwhile.
        func threadSeconds() -> Double {
            var t = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
            return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
        }
        let start = threadSeconds()
        canvas.blur(canvas.bounds, sigma: 8000)
        let seconds = threadSeconds() - start
        // ALERTSNAP_CPU_BUDGET_SCALE: scripts/sanitize.sh runs the suite 5-15x slower under a sanitizer.
        let scale = getenv("ALERTSNAP_CPU_BUDGET_SCALE").flatMap { Double(String(cString: $0)) } ?? 1
        #expect(seconds < 0.5 * scale, "\(seconds) s of CPU")
        // So far past the region's size, every pixel tends to the mean of the clamped edges;
        // neighbours differ by next to nothing.
        let p = canvas.pixel(x: 1000, y: 750)
        let q = canvas.pixel(x: 1001, y: 751)
        #expect(abs(Int(p.a) - Int(q.a)) <= 1 && abs(Int(p.r) - Int(q.r)) <= 1)
    }

    @Test func regionsPartlyOffCanvasAreClippedNotCrashing() {
        let canvas = makeTestPattern(width: 30, height: 20, seed: 3)
        canvas.blur(PixelRect(x: -10, y: -10, width: 100, height: 100), sigma: 60)
        canvas.blur(PixelRect(x: 40, y: 40, width: 10, height: 10), sigma: 3)
        canvas.blur(PixelRect(x: 29, y: 0, width: 1, height: 1), sigma: 5)
        canvas.clip = PixelRect(x: 0, y: 0, width: 0, height: 0)
        canvas.blur(canvas.bounds, sigma: 2)
        #expect(canvas.width == 30)
    }

    @Test func blurOfUniformColourIsUnchanged() {
        let c = PremultipliedColor(r: 10, g: 120, b: 200, a: 230)
        let canvas = Canvas(width: 40, height: 40, fill: c)
        canvas.blur(canvas.bounds, sigma: 9)
        for y in [0, 17, 39] { for x in [0, 20, 39] { #expect(canvas.pixel(x: x, y: y) == c) } }
    }

    // MARK: goldens

    @Test func goldenBlurredRegion() throws {
        let canvas = Canvas(image: colourfulImage(width: 120, height: 80))
        canvas.blur(PixelRect(x: 10, y: 10, width: 45, height: 60), sigma: 2)
        canvas.blur(PixelRect(x: 65, y: 10, width: 45, height: 60), sigma: 12)
        try assertGolden(canvas, area: "blur", name: "blur")
    }

    /// Rows filtered four at a time give the values of rows filtered one at a time: with every row
    /// alike, every blurred row is alike too, bit for bit (the vertical pass of equal values is
    /// exact), whichever way its row went.
    @Test(arguments: [2.0, 7.0, 24.0, 50.0])
    func rowsFilteredTogetherEqualRowsFilteredAlone(sigma: Double) {
        for height in [1, 3, 4, 6, 9, 27] {
            let width = 123
            let canvas = Canvas(width: width, height: height)
            var rng = TestRandom(state: 99)
            let row = (0..<width).map { _ -> [UInt8] in
                let a = rng.byte()
                return [UInt8(rng.next() % (UInt64(a) + 1)), UInt8(rng.next() % (UInt64(a) + 1)), 0, a]
            }
            canvas.withUnsafeMutableBytes { raw in
                for y in 0..<height {
                    for x in 0..<width { for c in 0..<4 { raw[(y * width + x) * 4 + c] = row[x][c] } }
                }
            }
            let before = Array(canvas.makeImage().bytes[0..<(width * 4)])
            canvas.blur(canvas.bounds, sigma: sigma)
            let bytes = canvas.makeImage().bytes
            let first = Array(bytes[0..<(width * 4)])
            var unlike: [Int] = []
            for y in 1..<height where Array(bytes[(y * width * 4)..<((y + 1) * width * 4)]) != first {
                unlike.append(y)
            }
            #expect(unlike.isEmpty, "height \(height): rows \(unlike) differ from row 0")
            #expect(first != before, "the blur changed nothing")
        }
    }
}
