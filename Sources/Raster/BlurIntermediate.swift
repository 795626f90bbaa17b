/// How the blur's intermediate (horizontally filtered pixels, four columns a value) is stored.
protocol BlurIntermediate {
    init(storing value: SIMD16<Float>)
    var value: SIMD16<Float> { get }
}

extension SIMD16: BlurIntermediate where Scalar == Float {
    @inline(__always) init(storing value: SIMD16<Float>) { self = value }
    @inline(__always) var value: SIMD16<Float> { self }
}

/// 16-bit fixed point, 1/256 of a level: values stay within 0...255 (every filter weight is
/// positive), so 255 * 256 fits, at half the memory of Float.
struct FixedPointIntermediate: BlurIntermediate {
    var bits: SIMD16<UInt16>
    @inline(__always) init(storing value: SIMD16<Float>) {
        // Round to nearest by adding 1.5 * 2^23: the integer lands in the low mantissa bits.
        // (The standard library's float-to-integer SIMD conversion goes element by element
        // through a generic path, 20x slower.)
        let scaled = (value * 256).replacing(with: 0, where: value .< 0).replacing(with: 65535, where: value .> 255.99)
        let shifted = unsafeBitCast(scaled + 12_582_912, to: SIMD16<UInt32>.self)
        bits = SIMD16<UInt16>(truncatingIfNeeded: shifted)
    }
    @inline(__always) var value: SIMD16<Float> { SIMD16<Float>(bits) * (1 / 256) }
}
