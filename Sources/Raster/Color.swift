/// Colours as the compositor sees them: 8-bit sRGB, gamma-encoded.
///
/// Straight and premultiplied colours are different types so that passing one where the other is
/// expected is a compile error, not a subtly dark fringe (the classic mix-up tiny-skia also rules out).

/// A colour with straight (not premultiplied) alpha, as written in specs and stored in PNG files.
public struct StraightColor: Hashable, Sendable {
    /// Red, 0...255, gamma-encoded sRGB, independent of alpha.
    public var r: UInt8
    /// Green, 0...255, gamma-encoded sRGB, independent of alpha.
    public var g: UInt8
    /// Blue, 0...255, gamma-encoded sRGB, independent of alpha.
    public var b: UInt8
    /// Alpha, 0 (transparent) ... 255 (opaque).
    public var a: UInt8

    /// A straight colour; opaque unless `a` is given.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// This colour with its alpha multiplied by `opacity` (clamped to 0...1), rounded to nearest.
    public func withOpacity(_ opacity: Double) -> StraightColor {
        let o = min(max(opacity, 0), 1)
        return StraightColor(r: r, g: g, b: b, a: UInt8((Double(a) * o).rounded()))
    }

    /// The premultiplied form: each channel times alpha / 255, rounded to nearest.
    public func premultiplied() -> PremultipliedColor {
        PremultipliedColor(
            r: mul255(r, a), g: mul255(g, a), b: mul255(b, a), a: a)
    }
}

/// A colour whose channels are already multiplied by its alpha (every channel <= alpha).
/// This is the only form the compositor blends with.
public struct PremultipliedColor: Hashable, Sendable {
    /// Red already multiplied by alpha: 0...`a`.
    public var r: UInt8
    /// Green already multiplied by alpha: 0...`a`.
    public var g: UInt8
    /// Blue already multiplied by alpha: 0...`a`.
    public var b: UInt8
    /// Alpha, 0 (transparent) ... 255 (opaque).
    public var a: UInt8

    /// Creates a premultiplied colour; callers guarantee `r, g, b <= a`.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        precondition(r <= a && g <= a && b <= a, "premultiplied channel above alpha")
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Fully transparent (all channels 0); the value a new canvas starts with.
    public static let transparent = PremultipliedColor(r: 0, g: 0, b: 0, a: 0)
    /// Opaque black.
    public static let black = PremultipliedColor(r: 0, g: 0, b: 0, a: 255)
    /// Opaque white.
    public static let white = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)

    /// All four channels scaled by `opacity` (clamped to 0...1), rounded to nearest.
    public func scaled(by opacity: Double) -> PremultipliedColor {
        let o = min(max(opacity, 0), 1)
        func s(_ v: UInt8) -> UInt8 { UInt8((Double(v) * o).rounded()) }
        return PremultipliedColor(r: s(r), g: s(g), b: s(b), a: s(a))
    }

    /// The straight form; a fully transparent colour becomes transparent black.
    public func unpremultiplied() -> StraightColor {
        guard a != 0 else { return StraightColor(r: 0, g: 0, b: 0, a: 0) }
        func u(_ v: UInt8) -> UInt8 { UInt8(min(255, (UInt32(v) * 255 + UInt32(a) / 2) / UInt32(a))) }
        return StraightColor(r: u(r), g: u(g), b: u(b), a: a)
    }
}

/// `x * y / 255` rounded to nearest, exact for all 8-bit inputs (the usual +128 trick).
@inline(__always)
public func mul255(_ x: UInt8, _ y: UInt8) -> UInt8 {
    let t = UInt32(x) * UInt32(y) + 128
    return UInt8((t + (t >> 8)) >> 8)
}
