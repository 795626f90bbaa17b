/// The blur's last step: a filtered premultiplied pixel (four Float channels) to bytes.
///
/// The value is floor(clamp(v + 0.5, 0, 255)) a channel, colour never above alpha: what
/// `clamp255` and four `UInt8(_:)` conversions give, but with no branch a lane. Swift's generic
/// SIMD paths (`replacing(with:where:)`, `pointwiseMin`, float-to-integer initialisers) and the
/// range check of each `UInt8(Float)` compiled to a compare and jump per channel, and that store
/// was most of the downsampled blur's time (perf annotate). Here every step is one vector
/// instruction on all four lanes: comparison masks select the clamped bits, adding 2^23 puts the
/// nearest integer in the low mantissa bits, a mask corrects it down to the floor, and colour is
/// limited to alpha with a sign-mask select.
///
/// Inputs are never NaN (filters of bytes with positive weights); `UInt8(_:)` trapped on one,
/// this gives an unspecified byte.
@inline(__always)
func roundedPremultipliedBytes(_ value: SIMD4<Float>) -> SIMD4<UInt8> {
    let x = value + 0.5
    let bits = unsafeBitCast(x, to: SIMD4<Int32>.self)
    let below = unsafeBitCast(x .< 0, to: SIMD4<Int32>.self)
    let above = unsafeBitCast(x .> 255, to: SIMD4<Int32>.self)
    let bits255 = SIMD4<Int32>(repeating: Int32(bitPattern: (255 as Float).bitPattern))
    let clamped = unsafeBitCast((bits & ~(below | above)) | (bits255 & above), to: SIMD4<Float>.self)
    // 0...255 plus 2^23 lands in [2^23, 2^24), where Float steps by 1: the sum is 2^23 plus the
    // nearest integer (ties to even), exactly. Where that rounded up, subtract one: the floor.
    let biased = clamped + 8_388_608
    let roundedUp = unsafeBitCast((biased - 8_388_608) .> clamped, to: SIMD4<Int32>.self)
    let floors = (unsafeBitCast(biased, to: SIMD4<Int32>.self) &- 0x4B00_0000) &+ roundedUp
    // min(colour, alpha): d < 0 exactly where the channel is above alpha (both 0...255).
    let d = SIMD4<Int32>(repeating: floors[3]) &- floors
    return SIMD4<UInt8>(truncatingIfNeeded: floors &+ (d & (d &>> 31)))
}

/// `roundedPremultipliedBytes` of four pixels at once (lanes 0-3 the first pixel, 4-7 the second,
/// ...) whose channels all lie in [-0.5, 255.5), where clamping changes nothing: floor(v + 0.5)
/// is then in 0...255 already. The blur's interpolation gives such values (convex combinations of
/// averages of bytes, off by float rounding in the fourth decimal at most). The same bytes as the
/// one-pixel version, in fewer instructions: no clamp, and one packing and one store for four
/// pixels, which was a third of the interpolation's time.
@inline(__always)
func roundedPremultipliedBytes(inRange value: SIMD16<Float>) -> SIMD16<UInt8> {
    let x = value + 0.5
    let biased = x + 8_388_608
    let roundedUp = unsafeBitCast((biased - 8_388_608) .> x, to: SIMD16<Int32>.self)
    let floors = (unsafeBitCast(biased, to: SIMD16<Int32>.self) &- 0x4B00_0000) &+ roundedUp
    let alphas = SIMD16<Int32>(
        lowHalf: SIMD8(
            lowHalf: SIMD4(repeating: floors[3]), highHalf: SIMD4(repeating: floors[7])),
        highHalf: SIMD8(
            lowHalf: SIMD4(repeating: floors[11]), highHalf: SIMD4(repeating: floors[15])))
    let d = alphas &- floors
    return SIMD16<UInt8>(truncatingIfNeeded: floors &+ (d & (d &>> 31)))
}
