/// Per-pixel colour filters: grayscale (Rec. 709 luma on gamma-encoded values) and the fused
/// grayscale + dimming pass used for the presenting screen behind an alert.
///
/// Luma weights in 16-bit fixed point: 13933 + 46871 + 4732 = 65536, so
/// Y = (13933 R + 46871 G + 4732 B + 32768) >> 16 is within rounding of
/// 0.2126 R + 0.7152 G + 0.0722 B, and never exceeds alpha for a premultiplied pixel (the weights
/// sum to one), so grayscale can be applied to premultiplied values directly.
///
/// Dimming is source-over of one colour, so each output channel depends on one input channel
/// only: four 256-entry tables hold `dim + input * (255 - dimAlpha) / 255`, exactly rounded.

@inline(__always)
func luma709(_ r: UInt32, _ g: UInt32, _ b: UInt32) -> UInt32 {
    (13933 &* r &+ 46871 &* g &+ 4732 &* b &+ 32768) >> 16
}

extension Canvas {
    /// Replaces each pixel of `region` (the whole canvas when nil) by its Rec. 709 luma,
    /// Y = 0.2126 R + 0.7152 G + 0.0722 B on gamma-encoded values, keeping alpha.
    public func grayscale(_ region: PixelRect? = nil) {
        guard var area = drawableBounds else { return }
        if let region {
            guard let a = area.intersection(region) else { return }
            area = a
        }
        applyFilter(area: area, grayscale: true, dim: .transparent)
    }

    /// One fused pass over the canvas (within `clip`): optional grayscale, then source-over of
    /// `color`, which carries the dimming opacity already.
    ///
    /// ```swift
    /// canvas.grayscaleAndDim(with: PremultipliedColor.black.scaled(by: 0.3), grayscale: true)
    /// ```
    public func grayscaleAndDim(with color: PremultipliedColor, grayscale: Bool) {
        guard let area = drawableBounds else { return }
        if !grayscale && color.a == 0 { return }
        applyFilter(area: area, grayscale: grayscale, dim: color)
    }

    private func applyFilter(area: PixelRect, grayscale: Bool, dim: PremultipliedColor) {
        // Tables: channel c of the output for input value v. The three colour tables are packed
        // into one word table (used when the pixel is gray, so one lookup serves R, G and B).
        let ia = 255 - UInt32(dim.a)
        var rgbTable = [UInt32](repeating: 0, count: 256)
        var r = [UInt32](repeating: 0, count: 256)
        var g = [UInt32](repeating: 0, count: 256)
        var b = [UInt32](repeating: 0, count: 256)
        var a = [UInt32](repeating: 0, count: 256)
        for v in 0..<256 {
            let m = mul255u(UInt32(v), ia)
            r[v] = UInt32(dim.r) + m
            g[v] = (UInt32(dim.g) + m) << 8
            b[v] = (UInt32(dim.b) + m) << 16
            a[v] = (UInt32(dim.a) + m) << 24
            rgbTable[v] = r[v] | g[v] | b[v]
        }
        rgbTable.withUnsafeBufferPointer { rgbT in
            r.withUnsafeBufferPointer { rT in
                g.withUnsafeBufferPointer { gT in
                    b.withUnsafeBufferPointer { bT in
                        a.withUnsafeBufferPointer { aT in
                            for y in area.y..<area.maxY {
                                let row = UnsafeMutableRawPointer(pixels + y * stride + area.x * 4)
                                if grayscale {
                                    for i in 0..<area.width {
                                        let v = row.load(fromByteOffset: i * 4, as: UInt32.self)
                                        let l = luma709(v & 0xFF, (v >> 8) & 0xFF, (v >> 16) & 0xFF)
                                        let out = rgbT[Int(l)] | aT[Int(v >> 24)]
                                        row.storeBytes(of: out, toByteOffset: i * 4, as: UInt32.self)
                                    }
                                } else {
                                    for i in 0..<area.width {
                                        let v = row.load(fromByteOffset: i * 4, as: UInt32.self)
                                        let out =
                                            rT[Int(v & 0xFF)] | gT[Int((v >> 8) & 0xFF)]
                                            | bT[Int((v >> 16) & 0xFF)] | aT[Int(v >> 24)]
                                        row.storeBytes(of: out, toByteOffset: i * 4, as: UInt32.self)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
