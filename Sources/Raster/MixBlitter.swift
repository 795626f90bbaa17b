/// Composites, source-over and scaled by coverage, `color` mixed with `share`/255 of `source`'s
/// pixel at the same canvas coordinates (`placed` is where the source lies; outside it the
/// colour is used alone). A stroke whose colour follows what is behind it: vibrancy. Scalar:
/// it draws thin bands (a text field's border), a few thousand pixels.
struct MixBlitter: SpanBlitter {
    let pixels: UnsafeMutablePointer<UInt8>
    let stride: Int
    let color: PremultipliedColor
    let source: UnsafeMutablePointer<UInt8>
    let sourceStride: Int
    let placed: PixelRect
    let share: UInt32

    @inline(__always)
    func blitOne(x: Int, y: Int, coverage: UInt32) {
        guard coverage != 0 else { return }
        var r = UInt32(color.r), g = UInt32(color.g), b = UInt32(color.b), a = UInt32(color.a)
        if x >= placed.x, x < placed.x + placed.width, y >= placed.y, y < placed.y + placed.height {
            let s = source + (y - placed.y) * sourceStride + (x - placed.x) * 4
            let keep = 255 - share
            // Each term rounds on its own, so the sum may reach 256.
            r = min(255, mul255u(r, keep) + mul255u(UInt32(s[0]), share))
            g = min(255, mul255u(g, keep) + mul255u(UInt32(s[1]), share))
            b = min(255, mul255u(b, keep) + mul255u(UInt32(s[2]), share))
            a = min(255, mul255u(a, keep) + mul255u(UInt32(s[3]), share))
        }
        let d = pixels + y * stride + x * 4
        if coverage == 255 && a == 255 {
            d[0] = UInt8(truncatingIfNeeded: r)
            d[1] = UInt8(truncatingIfNeeded: g)
            d[2] = UInt8(truncatingIfNeeded: b)
            d[3] = 255
        } else {
            blendPixel(d, mul255u(r, coverage), mul255u(g, coverage), mul255u(b, coverage), mul255u(a, coverage))
        }
    }

    func blit(y: Int, x: Int, count: Int, coverage: UInt8) {
        for i in 0..<count { blitOne(x: x + i, y: y, coverage: UInt32(coverage)) }
    }

    func blit(y: Int, x: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        for i in 0..<count { blitOne(x: x + i, y: y, coverage: UInt32(coverage[i])) }
    }
}
