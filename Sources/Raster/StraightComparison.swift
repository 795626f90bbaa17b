extension Canvas {
    /// Whether `makeImage()` would give exactly the bytes of `straight` (`width * height * 4`
    /// bytes of straight RGBA, a decoded golden), without making the image.
    ///
    /// A passing snapshot used to un-premultiply the canvas into a 12 MB image and then compare
    /// that with the golden: a write and two reads of every pixel. This reads each side once,
    /// writes nothing and stops at the first difference. Opaque pixels (the presenting screen
    /// makes almost every pixel opaque) are their own straight values, so 16 of them are compared
    /// as 64 bytes at once; the others are un-premultiplied as `makeImage` does.
    ///
    /// ```swift
    /// let same = golden.bytes.withUnsafeBytes { canvas.straightPixelsEqual($0) }
    /// ```
    public func straightPixelsEqual(_ straight: UnsafeRawBufferPointer) -> Bool {
        let n = width * height
        guard straight.count == n * 4 else { return false }
        guard let other = straight.baseAddress else { return true }  // no pixels on either side
        let mine = UnsafeRawPointer(pixels)
        // Two pixels a word: alpha is the top byte of each little-endian half. (Swift's SIMD4
        // comparisons and reductions compile to one lane at a time here; plain words do not.)
        let alphas: UInt64 = 0xFF00_0000_FF00_0000
        var i = 0
        while i + 16 <= n {
            let o = i * 4
            var all = alphas
            var diff: UInt64 = 0
            for k in 0..<8 {
                let a = mine.loadUnaligned(fromByteOffset: o + 8 * k, as: UInt64.self)
                let b = other.loadUnaligned(fromByteOffset: o + 8 * k, as: UInt64.self)
                all &= a
                diff |= a ^ b
            }
            if all == alphas {
                // All 16 opaque: their straight values are their own bytes.
                if diff != 0 { return false }
            } else if !pixelsEqual(from: i, to: i + 16, other) {
                return false
            }
            i += 16
        }
        return pixelsEqual(from: i, to: n, other)
    }

    /// Pixels `start..<end` one by one: straight values as `makeImage` computes them.
    private func pixelsEqual(from start: Int, to end: Int, _ other: UnsafeRawPointer) -> Bool {
        let q = other.assumingMemoryBound(to: UInt8.self)
        for i in start..<end {
            let p = pixels + i * 4
            let c = PremultipliedColor(r: p[0], g: p[1], b: p[2], a: p[3]).unpremultiplied()
            let s = q + i * 4
            if c.r != s[0] || c.g != s[1] || c.b != s[2] || c.a != s[3] { return false }
        }
        return true
    }
}
