/// Geometry the compositor takes in: device pixels, origin top-left, y down.
///
/// `Rect` is what shapes are described with (fractional edges are anti-aliased by exact area
/// coverage); `PixelRect` is what pixel operations (blur, grayscale, copies, clips) work on.

/// How the corners of a rounded rectangle are shaped.
public enum CornerCurve: Sendable {
    /// Quarter circles of the given radius.
    case circular
    /// The iOS "squircle": the curvature ramps up smoothly from the straight edge, so the corner
    /// starts about 1.528665 x radius from the rectangle's corner point.
    case continuous
    /// A squircle with corner smoothing `s` in 0...1 (Figma's parametrisation of Apple's
    /// continuous corners): a quarter circle of the radius shortened to (1 - s) x 90 degrees,
    /// joined to each edge by a cubic, so the curve starts (1 + s) x radius from the corner point.
    case smoothed(Double)
}

/// A rectangle in device pixels; fractional positions and sizes are allowed.
///
/// ```swift
/// let card = Rect(x: 180, y: 1041, width: 810, height: 450)
/// ```
public struct Rect: Hashable, Sendable {
    /// Left edge, in device pixels.
    public var x: Double
    /// Top edge, in device pixels (y grows downwards).
    public var y: Double
    /// Width, in device pixels.
    public var width: Double
    /// Height, in device pixels.
    public var height: Double

    /// A rectangle in device pixels.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Right edge (`x + width`), in device pixels.
    public var maxX: Double { x + width }
    /// Bottom edge (`y + height`), in device pixels.
    public var maxY: Double { y + height }

    /// True when the rectangle covers no area.
    public var isEmpty: Bool { !(width > 0 && height > 0) }

    /// This rectangle moved by (dx, dy).
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// This rectangle grown by `d` on every side (shrunk when `d` is negative).
    public func insetBy(_ d: Double) -> Rect {
        Rect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d)
    }
}

/// A rectangle of whole pixels: columns `x ..< x + width`, rows `y ..< y + height`.
///
/// ```swift
/// let region = PixelRect(x: 0, y: 0, width: 100, height: 50)
/// region.intersection(PixelRect.enclosing(card))   // nil when they do not overlap
/// ```
public struct PixelRect: Hashable, Sendable {
    /// First column.
    public var x: Int
    /// First row.
    public var y: Int
    /// Number of columns.
    public var width: Int
    /// Number of rows.
    public var height: Int

    /// The pixels of columns `x ..< x + width` and rows `y ..< y + height`.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// One past the last column.
    public var maxX: Int { x + width }
    /// One past the last row.
    public var maxY: Int { y + height }
    /// True when the rectangle holds no pixel.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The pixels in both rectangles, or nil when they share none.
    public func intersection(_ other: PixelRect) -> PixelRect? {
        let x0 = max(x, other.x)
        let y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        guard x1 > x0 && y1 > y0 else { return nil }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest pixel rectangle containing every pixel `r` touches.
    public static func enclosing(_ r: Rect) -> PixelRect {
        let x0 = clampToInt(r.x.rounded(.down))
        let y0 = clampToInt(r.y.rounded(.down))
        let x1 = clampToInt(r.maxX.rounded(.up))
        let y1 = clampToInt(r.maxY.rounded(.up))
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The smallest pixel rectangle containing every pixel a polygon through `points` touches, or
    /// nil when a point is not finite (such a polygon is not drawn at all).
    static func enclosing(points: [(Double, Double)]) -> PixelRect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for (x, y) in points {
            guard x.isFinite, y.isFinite else { return nil }
            minX = min(minX, x)
            minY = min(minY, y)
            maxX = max(maxX, x)
            maxY = max(maxY, y)
        }
        return enclosing(Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
    }
}

/// Converts a whole-valued Double to Int, saturating far outside any canvas so that absurd
/// geometry (or infinities) clips away instead of trapping.
@inline(__always)
func clampToInt(_ v: Double) -> Int {
    if v.isNaN { return 0 }
    return Int(min(max(v, -1_000_000_000), 1_000_000_000))
}

/// A uniform scale followed by a translation: `p' = scale * p + (tx, ty)`. Enough for compositing
/// layers in the alert's "pop" animation.
///
/// ```swift
/// let pop = Transform.scale(1.15, about: 585, 1266)   // keeps the screen centre fixed
/// ```
public struct Transform: Sendable, Hashable {
    /// Uniform scale factor applied first.
    public var scale: Double
    /// Horizontal translation applied after scaling, in device pixels.
    public var tx: Double
    /// Vertical translation applied after scaling, in device pixels.
    public var ty: Double

    /// `p' = scale * p + (tx, ty)`.
    public init(scale: Double, tx: Double, ty: Double) {
        self.scale = scale
        self.tx = tx
        self.ty = ty
    }

    /// Leaves every point where it is.
    public static let identity = Transform(scale: 1, tx: 0, ty: 0)

    /// Scales by `s` keeping the point (x, y) fixed.
    public static func scale(_ s: Double, about x: Double, _ y: Double) -> Transform {
        Transform(scale: s, tx: x - s * x, ty: y - s * y)
    }

    /// Moves by (dx, dy).
    public static func translation(_ dx: Double, _ dy: Double) -> Transform {
        Transform(scale: 1, tx: dx, ty: dy)
    }

    /// Where the point (x, y) goes.
    public func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        (scale * x + tx, scale * y + ty)
    }
}
