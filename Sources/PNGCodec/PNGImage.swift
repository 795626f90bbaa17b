/// A decoded image: straight (not premultiplied) 8-bit RGBA, rows packed top to bottom.
///
/// ```swift
/// let image = try PNGFile.decode(contentsOf: "screen.png")
/// let firstAlpha = image.bytes[3]  // pixel (0, 0): bytes[0...3] are R, G, B, A
/// ```
public struct PNGImage: Equatable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Straight RGBA8 samples, `width * height * 4` bytes; pixel (x, y) starts at `(y * width + x) * 4`.
    public var bytes: [UInt8]

    /// Wraps RGBA8 bytes; `bytes.count` must be `width * height * 4`.
    ///
    /// ```swift
    /// let red = PNGImage(width: 1, height: 1, bytes: [255, 0, 0, 255])
    /// ```
    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(
            width >= 0 && height >= 0 && bytes.count == width * height * 4,
            "PNGImage bytes must hold width * height * 4 samples")
        self.width = width
        self.height = height
        self.bytes = bytes
    }
}
