/// Rectangles in points and the device-pixel snapping rules of docs/contract.md.

/// A rectangle in points, origin top-left, y down.
public struct Frame: Hashable, Sendable, CustomStringConvertible {
    /// Left edge, in points.
    public var x: Double
    /// Top edge, in points (y grows downwards).
    public var y: Double
    /// Width, in points.
    public var width: Double
    /// Height, in points.
    public var height: Double

    /// A frame in points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The empty frame at the origin.
    public static let zero = Frame(x: 0, y: 0, width: 0, height: 0)

    /// Right edge (`x + width`), in points; not itself inside the frame.
    public var maxX: Double { x + width }
    /// Bottom edge (`y + height`), in points; not itself inside the frame.
    public var maxY: Double { y + height }
    /// True when the frame covers no area (zero or negative width or height).
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    /// Area in square points; 0 for negative sizes.
    public var area: Double { max(0, width) * max(0, height) }

    /// Half-open containment: the left and top edges are inside, the right and bottom edges are
    /// not, so that rectangles that tile a plane claim every point exactly once.
    public func contains(x px: Double, y py: Double) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }

    /// The smallest frame containing both.
    public func union(_ other: Frame) -> Frame {
        let x0 = min(x, other.x), y0 = min(y, other.y)
        return Frame(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// The overlap of two frames, or nil when they do not overlap.
    public func intersection(_ other: Frame) -> Frame? {
        let x0 = max(x, other.x)
        let y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Frame(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// This frame moved by (dx, dy).
    public func offsetBy(_ dx: Double, _ dy: Double) -> Frame {
        Frame(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// `(x, y, width, height)` in points, for messages and test failures.
    public var description: String { "(\(x), \(y), \(width), \(height))" }
}

/// Device-pixel snapping at one scale. Every frame layout reports goes through here, so
/// `value * scale` is always a whole number.
public struct PixelGrid: Hashable, Sendable {
    /// Device pixels per point.
    public let scale: Double

    /// The grid of a canvas with `scale` device pixels per point.
    public init(scale: Double) { self.scale = scale }

    /// One device pixel in points (the hairline width).
    public var pixel: Double { 1 / scale }

    /// Nearest whole device pixel, ties away from zero (used for sizes).
    public func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }

    /// Nearest whole device pixel, ties rounded up (towards +infinity): docs/contract.md's rule for centring.
    public func snapHalfUp(_ v: Double) -> Double { (v * scale + 0.5).rounded(.down) / scale }

    /// Whole device pixels in `v` points, as an integer.
    public func pixels(_ v: Double) -> Int { Int((v * scale).rounded()) }

    /// True when `v` lies on the grid (within floating-point noise).
    public func isAligned(_ v: Double) -> Bool { abs(v * scale - (v * scale).rounded()) < 1e-6 }

    /// True when all four numbers of `f` lie on the grid (docs/contract.md: every reported frame does).
    public func isAligned(_ f: Frame) -> Bool {
        isAligned(f.x) && isAligned(f.y) && isAligned(f.width) && isAligned(f.height)
    }
}
