extension Canvas {
    /// Source-over of a premultiplied RGBA8 bitmap (a colour emoji glyph) with its top-left
    /// corner at (x, y), every pixel scaled by `opacity` first (a disabled action's alpha).
    /// Clipped to `clip` and the canvas.
    ///
    /// ```swift
    /// canvas.drawPremultipliedBitmap(rgba, width: 51, height: 48, stride: 204, x: 300, y: 1020, opacity: 255)
    /// ```
    public func drawPremultipliedBitmap(
        _ bitmap: UnsafeBufferPointer<UInt8>, width: Int, height: Int, stride: Int, x: Int, y: Int, opacity: UInt8
    ) {
        guard opacity != 0, width > 0, height > 0, let bounds = drawableBounds,
            let area = bounds.intersection(PixelRect(x: x, y: y, width: width, height: height)),
            let base = bitmap.baseAddress
        else { return }
        precondition(stride >= width * 4 && bitmap.count >= (height - 1) * stride + width * 4, "bitmap too small")
        let k = UInt32(opacity)
        for row in area.y..<area.maxY {
            let src = UnsafeRawPointer(base + (row - y) * stride + (area.x - x) * 4)
            let dst = UnsafeMutableRawPointer(pixels + row * self.stride + area.x * 4)
            for i in 0..<area.width {
                var s = src.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)
                if k != 255 { s = scaleWord(s, k) }
                let sa = s >> 24
                if sa == 0 { continue }
                if sa == 255 {
                    dst.storeBytes(of: s, toByteOffset: i * 4, as: UInt32.self)
                } else {
                    let d = dst.load(fromByteOffset: i * 4, as: UInt32.self)
                    dst.storeBytes(of: blendWord(d, s, 255 &- sa), toByteOffset: i * 4, as: UInt32.self)
                }
            }
        }
    }
}
