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
        return straightEqual(from: 0, count: n, other)
    }

    /// Whether row `y` of `makeImage()` would be exactly `row` (`width * 4` bytes of straight
    /// RGBA): `straightPixelsEqual` for one row, false for a row of another length or a `y`
    /// outside the canvas. A golden decoded row by row (`PNGFile.forEachRow`) is compared while
    /// each row is in cache, so a passing snapshot never has its golden written out.
    ///
    /// ```swift
    /// let scan = try PNGFile.forEachRow(golden, source: path, scratch: &buffer) { y, row in
    ///     canvas.straightRowEqual(y: y, row)
    /// }
    /// ```
    public func straightRowEqual(y: Int, _ row: UnsafeRawBufferPointer) -> Bool {
        guard y >= 0, y < height, row.count == width * 4 else { return false }
        guard let other = row.baseAddress else { return true }  // a zero-width canvas
        return straightEqual(from: y * width, count: width, other)
    }

    /// Pixels `start..<start + count` against `count` straight pixels at `other`: 16 at a time
    /// while they are opaque, one at a time otherwise and for the tail.
    private func straightEqual(from start: Int, count: Int, _ other: UnsafeRawPointer) -> Bool {
        let mine = UnsafeRawPointer(pixels + start * 4)
        // Two pixels a word: alpha is the top byte of each little-endian half. (Swift's SIMD4
        // comparisons and reductions compile to one lane at a time here; plain words do not.)
        let alphas: UInt64 = 0xFF00_0000_FF00_0000
        var i = 0
        while i + 16 <= count {
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
            } else if !pixelsEqual(mine + o, other + o, count: 16) {
                return false
            }
            i += 16
        }
        return pixelsEqual(mine + i * 4, other + i * 4, count: count - i)
    }

    /// `count` premultiplied pixels at `mine` one by one against straight ones at `other`:
    /// straight values as `makeImage` computes them.
    private func pixelsEqual(_ mine: UnsafeRawPointer, _ other: UnsafeRawPointer, count: Int) -> Bool {
        let p = mine.assumingMemoryBound(to: UInt8.self)
        let q = other.assumingMemoryBound(to: UInt8.self)
        for i in 0..<count {
            let c = PremultipliedColor(r: p[4 * i], g: p[4 * i + 1], b: p[4 * i + 2], a: p[4 * i + 3]).unpremultiplied()
            let s = q + i * 4
            if c.r != s[0] || c.g != s[1] || c.b != s[2] || c.a != s[3] { return false }
        }
        return true
    }
}
