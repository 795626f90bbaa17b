/// A decoded or finished image in straight-alpha RGBA8, rows top to bottom, 4 bytes a pixel in
/// R, G, B, A order with no row padding. This is the hand-off type between the PNG codec, the
/// compositor (which premultiplies on the way in) and the image diff.
public struct RGBAImage: Equatable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes.
    public var bytes: [UInt8]

    /// Wraps straight-alpha RGBA bytes; `bytes.count` must be `width * height * 4`.
    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(width >= 0 && height >= 0 && bytes.count == width * height * 4, "RGBAImage size mismatch")
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// An image of one colour.
    public init(width: Int, height: Int, color: StraightColor) {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: bytes.count, by: 4) {
            bytes[i] = color.r
            bytes[i + 1] = color.g
            bytes[i + 2] = color.b
            bytes[i + 3] = color.a
        }
        self.init(width: width, height: height, bytes: bytes)
    }

    /// The pixel at (x, y).
    public func pixel(x: Int, y: Int) -> StraightColor {
        let i = (y * width + x) * 4
        return StraightColor(r: bytes[i], g: bytes[i + 1], b: bytes[i + 2], a: bytes[i + 3])
    }

    /// True when every pixel has alpha 255.
    public var isOpaque: Bool {
        var i = 3
        while i < bytes.count {
            if bytes[i] != 255 { return false }
            i += 4
        }
        return true
    }
}
