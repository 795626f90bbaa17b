import Raster

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Perceptual comparison of two straight RGBA8 images, a port of pixelmatch 7.2.0, and the images
/// that show the result.
public enum ImageComparison {
    /// Compares `actual` with `expected`. Identical buffers are recognised by a byte compare before
    /// any colour maths. See `DiffResult` for the rule when the sizes differ.
    ///
    /// ```swift
    /// let result = ImageComparison.compare(golden, rendered, options: DiffOptions(threshold: 0.05))
    /// if !result.identical { print("\(result.diffPixels) of \(result.totalPixels) pixels differ") }
    /// ```
    public static func compare(
        _ expected: RGBAImage, _ actual: RGBAImage, options: DiffOptions = .init()
    ) -> DiffResult {
        run(expected, actual, options: options, drawing: .never).result
    }

    /// The comparison and pixelmatch's output image: the expected image as faint gray (its
    /// brightness blended toward white with opacity `options.alpha`, as pixelmatch's
    /// `drawGrayPixel`), differing pixels in `diffColor` (red; `diffColorAlt` where the actual
    /// pixel is darker, if set), uncounted anti-aliased pixels in `aaColor` (yellow). With
    /// `diffMask` only the differing pixels are drawn, on transparent black. When the sizes differ
    /// the image covers the canvas and every pixel outside the overlap is drawn as differing,
    /// unless the canvas holds more than `maxDiffCanvasPixels` and more than twice the pixels of
    /// both images together (16384x1 against 1x16384 would need 1 GiB): then the image is the
    /// overlap's diff alone, as wide as the narrower image and as tall as the shorter. The result
    /// counts the whole canvas either way.
    ///
    /// ```swift
    /// let (result, diff) = ImageComparison.diffImage(golden, rendered)
    /// let review = ImageComparison.strip(expected: golden, diff: diff, actual: rendered)
    /// ```
    public static func diffImage(
        _ expected: RGBAImage, _ actual: RGBAImage, options: DiffOptions = .init()
    ) -> (DiffResult, RGBAImage) {
        let outcome = run(expected, actual, options: options, drawing: .always)
        return (outcome.result, outcome.image!)
    }

    /// `compare` and `diffImage` in one pass: the diff image is drawn while pixelmatch runs, and
    /// only when the images are not identical (`nil` then). For callers that need the image only
    /// when something differs, without running pixelmatch twice.
    ///
    /// ```swift
    /// let (result, diff) = ImageComparison.compareDrawingDifferences(golden, rendered)
    /// if let diff, result.diffPixels > 0 { save(ImageComparison.strip(expected: golden, diff: diff, actual: rendered)) }
    /// ```
    public static func compareDrawingDifferences(
        _ expected: RGBAImage, _ actual: RGBAImage, options: DiffOptions = .init()
    ) -> (result: DiffResult, image: RGBAImage?) {
        run(expected, actual, options: options, drawing: .unlessIdentical)
    }

    /// The largest diff canvas or strip, in pixels (64 megapixels, 256 MiB of RGBA), that
    /// `diffImage` and `boundedStrip` draw whatever the images' own size; past it they draw one
    /// only when it holds at most twice the pixels of its images, so that a mismatch of shapes
    /// never allocates far more than the images themselves.
    public static let maxDiffCanvasPixels = 64 << 20

    // MARK: - Implementation

    /// When `run` draws the diff image.
    private enum Drawing {
        case never, always
        /// Only when the images are not identical (`compareDrawingDifferences`).
        case unlessIdentical
    }

    /// `compare` on `threads` threads (0: one a core); the result never depends on the number.
    /// Tests compare 1 thread with several.
    static func compare(
        _ expected: RGBAImage, _ actual: RGBAImage, options: DiffOptions, threads: Int
    ) -> DiffResult {
        run(expected, actual, options: options, drawing: .never, threads: threads).result
    }

    /// `diffImage` on `threads` threads (0: one a core); result and image never depend on the number.
    static func diffImage(
        _ expected: RGBAImage, _ actual: RGBAImage, options: DiffOptions, threads: Int
    ) -> (DiffResult, RGBAImage) {
        let outcome = run(expected, actual, options: options, drawing: .always, threads: threads)
        return (outcome.result, outcome.image!)
    }

    private static func run(
        _ expected: RGBAImage, _ actual: RGBAImage, options: DiffOptions, drawing: Drawing, threads: Int = 0
    ) -> (result: DiffResult, image: RGBAImage?) {
        if expected.width == actual.width && expected.height == actual.height {
            return sameSize(expected, actual, options: options, drawing: drawing, threads: threads)
        }
        return differentSizes(expected, actual, options: options, drawing: drawing, threads: threads)
    }

    private static func sameSize(
        _ expected: RGBAImage, _ actual: RGBAImage, options: DiffOptions, drawing: Drawing, threads: Int
    ) -> (result: DiffResult, image: RGBAImage?) {
        let width = expected.width
        let height = expected.height
        let total = width * height
        let identical = bytesEqual(expected.bytes, actual.bytes)
        let drawing = drawing == .always || (drawing == .unlessIdentical && !identical)
        var output: [UInt8] = drawing ? [UInt8](repeating: 0, count: total * 4) : []
        var counts = PixelmatchCounts()

        if identical {
            // pixelmatch's fast path: nothing differs; the output is the faded expected image.
            if drawing && !options.diffMask {
                expected.bytes.withUnsafeBufferPointer { src in
                    output.withUnsafeMutableBufferPointer { out in
                        guard let s = src.baseAddress, let o = out.baseAddress else { return }
                        let bands = RowBands.count(width: width, height: height, threads: threads)
                        RowBands.run(bands: bands) { band in
                            let rows = RowBands.rows(band: band, of: bands, height: height)
                            for i in (rows.lowerBound * width)..<(rows.upperBound * width) {
                                drawGrayPixel(s, i * 4, options.alpha, o)
                            }
                        }
                    }
                }
            }
        } else {
            counts = match(
                expected.bytes, actual.bytes, width: width, height: height, options: options,
                threads: threads, output: &output)
        }

        let result =
            identical
            ? identicalResult(width: width, height: height)
            : DiffResult(
                identical: false, sizeMismatch: false, diffPixels: counts.diff, aaPixels: counts.aa,
                totalPixels: total, ratio: total > 0 ? Double(counts.diff) / Double(total) : 0,
                maxDelta: scaledDelta(counts.maxDelta), bounds: bounds(of: counts))
        return (result, drawing ? RGBAImage(width: width, height: height, bytes: output) : nil)
    }

    /// What `compare` reports for two images of `width` x `height` pixels with equal bytes:
    /// nothing differs. For callers that found the pixels equal another way (`check` compares a
    /// canvas with its golden in place).
    public static func identicalResult(width: Int, height: Int) -> DiffResult {
        DiffResult(
            identical: true, sizeMismatch: false, diffPixels: 0, aaPixels: 0, totalPixels: width * height,
            ratio: 0, maxDelta: scaledDelta(0), bounds: nil)
    }

    /// Different sizes: the top-left overlap is compared as two images of its own size; every other
    /// pixel of the canvas (larger width by larger height) counts as differing.
    private static func differentSizes(
        _ expected: RGBAImage, _ actual: RGBAImage, options: DiffOptions, drawing: Drawing, threads: Int
    ) -> (result: DiffResult, image: RGBAImage?) {
        let drawing = drawing != .never
        let canvasW = max(expected.width, actual.width)
        let canvasH = max(expected.height, actual.height)
        let overlapW = min(expected.width, actual.width)
        let overlapH = min(expected.height, actual.height)
        let total = canvasW * canvasH
        let outside = total - overlapW * overlapH

        let a = crop(expected, width: overlapW, height: overlapH)
        let b = crop(actual, width: overlapW, height: overlapH)
        var overlapOutput: [UInt8] = drawing ? [UInt8](repeating: 0, count: overlapW * overlapH * 4) : []
        var counts = match(
            a, b, width: overlapW, height: overlapH, options: options, threads: threads,
            output: &overlapOutput)

        // The box of the pixels outside the overlap, merged into the overlap's box.
        if outside > 0 {
            if canvasW > overlapW {
                counts.include(x: overlapW, y: 0)
                counts.include(x: canvasW - 1, y: canvasH - 1)
            }
            if canvasH > overlapH {
                counts.include(x: 0, y: overlapH)
                counts.include(x: canvasW - 1, y: canvasH - 1)
            }
        }
        let diffPixels = counts.diff + outside

        var image: RGBAImage?
        let inputs = expected.width * expected.height + actual.width * actual.height
        let boundedCanvas = total <= max(maxDiffCanvasPixels, 2 * inputs)
        if drawing && !boundedCanvas {
            // The canvas would dwarf both images: the overlap's own diff image only.
            image = RGBAImage(width: overlapW, height: overlapH, bytes: overlapOutput)
        } else if drawing {
            // Opaque diff colour everywhere, then the overlap's own diff image on top.
            let mark = options.diffColor
            var canvas = RGBAImage(
                width: canvasW, height: canvasH, color: StraightColor(r: mark.r, g: mark.g, b: mark.b))
            for y in 0..<overlapH {
                let src = y * overlapW * 4
                let dst = y * canvasW * 4
                canvas.bytes.replaceSubrange(
                    dst..<(dst + overlapW * 4), with: overlapOutput[src..<(src + overlapW * 4)])
            }
            image = canvas
        }

        let result = DiffResult(
            identical: false, sizeMismatch: true, diffPixels: diffPixels, aaPixels: counts.aa,
            totalPixels: total, ratio: total > 0 ? Double(diffPixels) / Double(total) : 0,
            maxDelta: scaledDelta(counts.maxDelta), bounds: bounds(of: counts))
        return (result, image)
    }

    /// Runs pixelmatch over two equally sized buffers in row bands on `threads` threads (0: one a
    /// core); draws into `output` unless it is empty.
    private static func match(
        _ a: [UInt8], _ b: [UInt8], width: Int, height: Int, options: DiffOptions, threads: Int,
        output: inout [UInt8]
    ) -> PixelmatchCounts {
        match(
            a, b, width: width, height: height, options: options,
            bands: RowBands.count(width: width, height: height, threads: threads), output: &output)
    }

    /// The counts of two equally sized images over exactly `bands` row bands, whatever their size:
    /// tests cut small images into bands to prove the split changes nothing.
    static func bandedCounts(
        _ expected: RGBAImage, _ actual: RGBAImage, options: DiffOptions, bands: Int
    ) -> PixelmatchCounts {
        var none: [UInt8] = []
        return match(
            expected.bytes, actual.bytes, width: expected.width, height: expected.height, options: options,
            bands: max(1, min(bands, expected.height)), output: &none)
    }

    /// pixelmatch over `bands` row bands, one a thread. Each band has its own counts slot, merged
    /// in band order afterwards.
    private static func match(
        _ a: [UInt8], _ b: [UInt8], width: Int, height: Int, options: DiffOptions, bands: Int,
        output: inout [UInt8]
    ) -> PixelmatchCounts {
        var perBand = [PixelmatchCounts](repeating: PixelmatchCounts(), count: bands)
        a.withUnsafeBufferPointer { pa in
            b.withUnsafeBufferPointer { pb in
                guard let ba = pa.baseAddress, let bb = pb.baseAddress else { return }
                output.withUnsafeMutableBufferPointer { out in
                    let drawn = out.isEmpty ? nil : out.baseAddress
                    perBand.withUnsafeMutableBufferPointer { slots in
                        guard let slot = slots.baseAddress else { return }
                        RowBands.run(bands: bands) { band in
                            slot[band] = pixelmatch(
                                ba, bb, width: width, height: height,
                                rows: RowBands.rows(band: band, of: bands, height: height), options: options,
                                output: drawn)
                        }
                    }
                }
            }
        }
        var counts = PixelmatchCounts()
        for band in perBand { counts.merge(band) }
        return counts
    }

    private static func bytesEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { ra in
            b.withUnsafeBytes { rb in
                guard let pa = ra.baseAddress, let pb = rb.baseAddress else { return true }
                return memcmp(pa, pb, ra.count) == 0
            }
        }
    }

    /// The top-left `width` x `height` pixels of `image` (the image's own bytes when it is that size).
    private static func crop(_ image: RGBAImage, width: Int, height: Int) -> [UInt8] {
        if image.width == width && image.height == height { return image.bytes }
        var out = [UInt8]()
        out.reserveCapacity(width * height * 4)
        for y in 0..<height {
            let start = y * image.width * 4
            out.append(contentsOf: image.bytes[start..<(start + width * 4)])
        }
        return out
    }

    private static func scaledDelta(_ raw: Double) -> Double {
        (raw / yiqDeltaMax).squareRoot()
    }

    private static func bounds(of counts: PixelmatchCounts) -> PixelRect? {
        guard counts.maxX >= 0 else { return nil }
        return PixelRect(
            x: counts.minX, y: counts.minY,
            width: counts.maxX - counts.minX + 1, height: counts.maxY - counts.minY + 1)
    }
}
