/// The presenting screen behind an iOS 26 alert in two passes over memory instead of four: an
/// opaque screenshot copied 1:1, its tint grayed out (`grayOutColor`), then dimmed
/// (`grayscaleAndDim` without grayscale).
///
/// The tint's marks are read from the image itself (an opaque pixel copied 1:1 is the canvas
/// pixel), so the copy can dim at once every row the gray-out will neither read nor write: rows
/// more than five from a marked row (its fits reach two rows from a mark and read three rows
/// around each fit). The few rows near the tint are copied plain, grayed out, then dimmed. Every
/// pixel gets the operations the separate passes give it, in the same order: the same bytes.
extension Canvas {
    /// Rows a gray-out reads or writes around a marked row (two rows of fits, each reading a
    /// window three rows high each side).
    static let grayOutRowReach = 5

    /// `drawImage(image, aspectFillIn: bounds)`, `grayOutColor(tint, tolerance:, amount:)` over
    /// the canvas, then `grayscaleAndDim(with: dim, grayscaleAmount: 0)`, fused. Only for an
    /// image of the canvas's size whose every pixel is opaque, and a canvas with no clip: returns
    /// false and draws nothing otherwise.
    package func drawOpaqueScreen(
        _ image: RGBAImage, grayingOut tint: StraightColor, tolerance: Int, amount: Double,
        thenDim dim: PremultipliedColor
    ) -> Bool {
        guard clip == nil, image.width == width, image.height == height, width > 0, height > 0, amount > 0 else {
            return false
        }
        let filter = dim.a != 0 ? RowFilter(grayscale: 0, dim: dim) : nil
        image.bytes.withUnsafeBufferPointer { buffer in
            let src = buffer.baseAddress!
            let marks = TintMarks(tint, tolerance: tolerance, width: width, height: height) { y in
                UnsafeRawPointer(src + y * width * 4)
            }
            let near = marks.rowsNear(distance: Self.grayOutRowReach)
            // The copy in row bands on all cores; runs of rows alike are one copy each.
            let bands = RowBands.count(width: width, height: height, threads: 0)
            RowBands.run(bands: bands) { band in
                let rows = RowBands.rows(band: band, of: bands, height: height)
                var y = rows.lowerBound
                while y < rows.upperBound {
                    var end = y + 1
                    while end < rows.upperBound && near[end] == near[y] { end += 1 }
                    copyImage(
                        src, imageWidth: width, area: PixelRect(x: 0, y: y, width: width, height: end - y), dx: 0,
                        dy: 0, filter: near[y] ? nil : filter)
                    y = end
                }
            }
            grayOut(marks, in: bounds, amount: amount)
            if let filter {
                for y in 0..<height where near[y] {
                    filter.apply(UnsafeMutableRawPointer(pixels + y * stride), count: width)
                }
            }
        }
        return true
    }
}
