#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

import Raster

// A port of pixelmatch 7.2.0 (mapbox/pixelmatch, ISC licence): YIQ colour delta after
// Kotsarenko & Ramos, anti-aliasing detection after Vysniauskas ("Anti-aliased Pixel and Intensity
// Slope Detector", 2009). Arithmetic order follows the JavaScript so that counts match to the pixel.
// Everything here works on raw pointers into straight RGBA8 buffers; nothing allocates per pixel.

/// 35215 is (about) the largest possible YIQ delta, reached by red against cyan.
let yiqDeltaMax = 35215.0

/// What one pass over two equally sized buffers found.
struct PixelmatchCounts {
    var diff = 0
    var aa = 0
    /// Largest |YIQ delta| of any pixel, unscaled.
    var maxDelta = 0.0
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1

    /// Adds the counts of another band of the same images.
    mutating func merge(_ other: PixelmatchCounts) {
        diff += other.diff
        aa += other.aa
        if other.maxDelta > maxDelta { maxDelta = other.maxDelta }
        if other.maxX >= 0 {
            include(x: other.minX, y: other.minY)
            include(x: other.maxX, y: other.maxY)
        }
    }

    mutating func include(x: Int, y: Int) {
        if x < minX { minX = x }
        if x > maxX { maxX = x }
        if y < minY { minY = y }
        if y > maxY { maxY = y }
    }
}

@inline(__always)
func loadPixel(_ p: UnsafePointer<UInt8>, _ index: Int) -> UInt32 {
    UnsafeRawPointer(p).loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self)
}

/// pixelmatch's `colorDelta`: the squared YIQ distance of the pixels at byte offsets `k` (in
/// `img1`) and `m` (in `img2`), negative when the second pixel is the darker one. With `yOnly` it
/// returns the brightness difference (first minus second) instead. Semi-transparent pixels are blended over the background,
/// which for the checkerboard is chosen from `k`.
@inline(__always)
func colorDelta(
    _ img1: UnsafePointer<UInt8>, _ img2: UnsafePointer<UInt8>, _ k: Int, _ m: Int,
    yOnly: Bool, white: Bool
) -> Double {
    let r1 = Double(img1[k])
    let g1 = Double(img1[k + 1])
    let b1 = Double(img1[k + 2])
    let a1 = Double(img1[k + 3])
    let r2 = Double(img2[m])
    let g2 = Double(img2[m + 1])
    let b2 = Double(img2[m + 2])
    let a2 = Double(img2[m + 3])

    var dr = r1 - r2
    var dg = g1 - g2
    var db = b1 - b2
    let da = a1 - a2

    if dr == 0 && dg == 0 && db == 0 && da == 0 { return 0 }

    if a1 < 255 || a2 < 255 {
        let bg = backgroundChannels(k, white: white)
        dr = (r1 * a1 - r2 * a2 - bg.r * da) / 255
        dg = (g1 * a1 - g2 * a2 - bg.g * da) / 255
        db = (b1 * a1 - b2 * a2 - bg.b * da) / 255
    }

    let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    if yOnly { return y }

    let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
    let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694

    let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    return y > 0 ? -delta : delta
}

/// pixelmatch's `hasManySiblings`: the pixel at (x1, y1) has 3+ neighbours of exactly its colour
/// (a pixel on the image edge starts with one).
@inline(__always)
func hasManySiblings(_ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
    let x0 = max(x1 - 1, 0)
    let y0 = max(y1 - 1, 0)
    let x2 = min(x1 + 1, width - 1)
    let y2 = min(y1 + 1, height - 1)
    let val = loadPixel(img, y1 * width + x1)
    var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
    var x = x0
    while x <= x2 {
        var y = y0
        while y <= y2 {
            if !(x == x1 && y == y1) {
                if val == loadPixel(img, y * width + x) { zeroes += 1 }
                if zeroes > 2 { return true }
            }
            y += 1
        }
        x += 1
    }
    return false
}

/// The background channels `colorDelta` blends a pixel at byte offset `k` over.
@inline(__always)
func backgroundChannels(_ k: Int, white: Bool) -> (r: Double, g: Double, b: Double) {
    if white { return (255, 255, 255) }
    // JavaScript's `x / c | 0` truncates toward zero, like Int(_:) for these non-negative values.
    return (
        48 + 159 * Double(k % 2),
        48 + 159 * Double(Int(Double(k) / 1.618033988749895) % 2),
        48 + 159 * Double(Int(Double(k) / 2.618033988749895) % 2)
    )
}

/// pixelmatch's `antialiased`: whether the pixel at (x1, y1) of `img` looks like anti-aliasing,
/// judged by its brightness against its 8 neighbours (scanned column by column, as pixelmatch
/// does; the scan order decides which of equally dark or bright neighbours is kept) and by whether
/// the darkest or brightest neighbour sits in a flat area in both images.
///
/// The brightness deltas are `colorDelta(img, img, pos, neighbour, yOnly: true)` with the centre
/// pixel and its background read once instead of eight times; the arithmetic is the same.
func antialiased(
    _ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int,
    _ other: UnsafePointer<UInt8>, white: Bool
) -> Bool {
    let x0 = max(x1 - 1, 0)
    let y0 = max(y1 - 1, 0)
    let x2 = min(x1 + 1, width - 1)
    let y2 = min(y1 + 1, height - 1)
    let k = (y1 * width + x1) * 4
    var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
    var minDelta = 0.0
    var maxDelta = 0.0
    var minX = 0
    var minY = 0
    var maxX = 0
    var maxY = 0

    let r1 = Double(img[k])
    let g1 = Double(img[k + 1])
    let b1 = Double(img[k + 2])
    let a1 = Double(img[k + 3])
    let center = loadPixel(img, k >> 2)
    // The background only matters for semi-transparent pixels; worked out on first use.
    var bg: (r: Double, g: Double, b: Double) = (0, 0, 0)
    var bgReady = false

    var x = x0
    while x <= x2 {
        var y = y0
        while y <= y2 {
            if !(x == x1 && y == y1) {
                let m = (y * width + x) * 4
                var delta = 0.0
                if loadPixel(img, m >> 2) != center {
                    let r2 = Double(img[m])
                    let g2 = Double(img[m + 1])
                    let b2 = Double(img[m + 2])
                    let a2 = Double(img[m + 3])
                    var dr = r1 - r2
                    var dg = g1 - g2
                    var db = b1 - b2
                    if a1 < 255 || a2 < 255 {
                        if !bgReady {
                            bg = backgroundChannels(k, white: white)
                            bgReady = true
                        }
                        let da = a1 - a2
                        dr = (r1 * a1 - r2 * a2 - bg.r * da) / 255
                        dg = (g1 * a1 - g2 * a2 - bg.g * da) / 255
                        db = (b1 * a1 - b2 * a2 - bg.b * da) / 255
                    }
                    delta = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
                }
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta
                    minX = x
                    minY = y
                } else if delta > maxDelta {
                    maxDelta = delta
                    maxX = x
                    maxY = y
                }
            }
            y += 1
        }
        x += 1
    }

    if minDelta == 0 || maxDelta == 0 { return false }

    return (hasManySiblings(img, minX, minY, width, height) && hasManySiblings(other, minX, minY, width, height))
        || (hasManySiblings(img, maxX, maxY, width, height) && hasManySiblings(other, maxX, maxY, width, height))
}

/// pixelmatch's `drawPixel`.
@inline(__always)
func drawPixel(_ output: UnsafeMutablePointer<UInt8>, _ pos: Int, _ color: StraightColor) {
    output[pos] = color.r
    output[pos + 1] = color.g
    output[pos + 2] = color.b
    output[pos + 3] = 255
}

/// pixelmatch's `drawGrayPixel`: the pixel's brightness, faded toward white by `alpha` times its
/// own opacity, stored as a byte the way a Node Buffer stores it (truncated).
@inline(__always)
func drawGrayPixel(_ img: UnsafePointer<UInt8>, _ i: Int, _ alpha: Double, _ output: UnsafeMutablePointer<UInt8>) {
    let luma = Double(img[i]) * 0.29889531 + Double(img[i + 1]) * 0.58662247 + Double(img[i + 2]) * 0.11448223
    let val = 255 + (luma - 255) * alpha * Double(img[i + 3]) / 255
    let byte = UInt8(min(max(val, 0), 255))
    output[i] = byte
    output[i + 1] = byte
    output[i + 2] = byte
    output[i + 3] = 255
}

/// The main loop of pixelmatch over `rows` of two buffers of `width * height` pixels, writing the
/// diff image to `output` (same size) when given. Neighbours are read from the whole images, so
/// any split of the rows gives the counts of one pass (see `RowBands`).
func pixelmatch(
    _ img1: UnsafePointer<UInt8>, _ img2: UnsafePointer<UInt8>, width: Int, height: Int,
    rows: Range<Int>, options: DiffOptions, output: UnsafeMutablePointer<UInt8>?
) -> PixelmatchCounts {
    var counts = PixelmatchCounts()
    let white = options.background == .white
    let exact = options.exact
    let includeAA = options.includeAA
    let maxDelta = yiqDeltaMax * options.threshold * options.threshold
    let diffColor = options.diffColor
    let altColor = options.diffColorAlt ?? options.diffColor
    let drawBackground = !options.diffMask
    // An unchanged pixel does nothing unless the diff image draws it (gray, as the background):
    // then runs of unchanged pixels are skipped eight at a time, which is most of two screenshots
    // of one screen. The per-pixel steps for every other pixel are pixelmatch's own.
    let skipUnchanged = output == nil || !drawBackground

    for y in rows {
        // A whole row unchanged (most rows of two screenshots of one screen): one memcmp.
        if skipUnchanged && memcmp(img1 + y * width * 4, img2 + y * width * 4, width * 4) == 0 { continue }
        var x = 0
        while x < width {
            if skipUnchanged && x + 8 <= width && eightUnchanged(img1, img2, at: (y * width + x) * 4) {
                x += 8
                continue
            }
            defer { x += 1 }
            let i = y * width + x
            let pos = i * 4
            let same = loadPixel(img1, i) == loadPixel(img2, i)
            let delta = same ? 0 : colorDelta(img1, img2, pos, pos, yOnly: false, white: white)
            let magnitude = abs(delta)
            if magnitude > counts.maxDelta { counts.maxDelta = magnitude }

            let over = exact ? !same : magnitude > maxDelta
            if over {
                let isAA =
                    !exact
                    && (antialiased(img1, x, y, width, height, img2, white: white)
                        || antialiased(img2, x, y, width, height, img1, white: white))
                if isAA { counts.aa += 1 }
                if isAA && !includeAA {
                    if let output, drawBackground { drawPixel(output, pos, options.aaColor) }
                } else {
                    if let output { drawPixel(output, pos, delta < 0 ? altColor : diffColor) }
                    counts.diff += 1
                    counts.include(x: x, y: y)
                }
            } else if let output, drawBackground {
                drawGrayPixel(img1, pos, options.alpha, output)
            }
        }
    }
    return counts
}

/// True when the eight RGBA pixels at byte offset `pos` are the same in both images: four
/// 8-byte words a side, compared at once.
@inline(__always)
private func eightUnchanged(_ img1: UnsafePointer<UInt8>, _ img2: UnsafePointer<UInt8>, at pos: Int) -> Bool {
    let a = UnsafeRawPointer(img1 + pos)
    let b = UnsafeRawPointer(img2 + pos)
    var differ: UInt64 = 0
    for k in 0..<4 {
        differ |= a.loadUnaligned(fromByteOffset: 8 * k, as: UInt64.self)
            ^ b.loadUnaligned(fromByteOffset: 8 * k, as: UInt64.self)
    }
    return differ == 0
}
