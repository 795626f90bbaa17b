import Testing

@testable import Raster

/// The blur's branch-free store gives exactly the bytes of the formula it replaced.
@Suite struct BlurStoreTests {
    /// The store as it was: clamp, truncating conversions, colour limited to alpha.
    func reference(_ value: SIMD4<Float>) -> SIMD4<UInt8> {
        let v = clamp255(value + 0.5)
        let a = UInt8(v[3])
        return SIMD4(min(UInt8(v[0]), a), min(UInt8(v[1]), a), min(UInt8(v[2]), a), a)
    }

    /// Integers, halves and quarters from -3 to 258 with their neighbouring floats, signed
    /// zeros, the extremes, and a deterministic spread of arbitrary values.
    var values: [Float] {
        var out: [Float] = [
            0, -0.0, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
            .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, 8_388_608, 8_388_607.5,
            16_777_216, 1e30, -1e30, 254.5, 255.5, 256.5, -0.5, -0.25,
        ]
        for k in -3...258 {
            for offset: Float in [-0.5, -0.25, 0, 0.25, 0.5] {
                let v = Float(k) + offset
                out += [v, v.nextUp, v.nextDown]
            }
        }
        var rng = TestRandom(state: 12345)
        for _ in 0..<20_000 { out.append(Float(rng.next() % 3_000_000) / 10_000 - 20) }
        return out
    }

    @Test func everyValueInEveryLaneMatchesTheOldStore() {
        let values = self.values
        let alphas: [Float] = [-1, 0, 0.49, 0.5, 1.5, 17.3, 127.5, 128.49, 254.5, 254.51, 255, 260, .infinity]
        var compared = 0
        var wrong: [String] = []
        for v in values {
            for a in alphas {
                for lane in 0..<3 {
                    var pixel = SIMD4<Float>(3.5, 100.2, 254.7, a)
                    pixel[lane] = v
                    let got = roundedPremultipliedBytes(pixel)
                    let expected = reference(pixel)
                    if got != expected, wrong.count < 10 { wrong.append("\(pixel): \(got) vs \(expected)") }
                    compared += 1
                }
            }
            // As alpha, under colours above, below and equal to it.
            for c: Float in [-2, 0, 60.5, v, 255.4, 300] {
                let pixel = SIMD4<Float>(c, v, 255.5, v)
                let got = roundedPremultipliedBytes(pixel)
                let expected = reference(pixel)
                if got != expected, wrong.count < 10 { wrong.append("\(pixel): \(got) vs \(expected)") }
                compared += 1
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
        #expect(compared == values.count * (alphas.count * 3 + 6))
    }

    @Test func fourPixelsAtOnceGiveEachPixelsBytes() {
        // Every value in the range the interpolation gives against every alpha, four different
        // pixels a call.
        let values = self.values.filter { $0 >= -0.5 && $0 < 255.5 }
        let alphas: [Float] = [-0.5, -0.01, 0, 0.49, 0.5, 1.5, 17.3, 127.5, 128.49, 254.5, 254.51, 255, 255.49]
        var wrong: [String] = []
        var compared = 0
        for (i, v) in values.enumerated() {
            var pixels: [SIMD4<Float>] = []
            for k in 0..<4 {
                let a = alphas[(i + 5 * k) % alphas.count]
                pixels.append(SIMD4(v, values[(i * 7 + k) % values.count], 254.7 - Float(k), a))
            }
            let four = SIMD16<Float>(
                lowHalf: SIMD8(lowHalf: pixels[0], highHalf: pixels[1]),
                highHalf: SIMD8(lowHalf: pixels[2], highHalf: pixels[3]))
            let got = roundedPremultipliedBytes(inRange: four)
            for k in 0..<4 {
                let one = roundedPremultipliedBytes(pixels[k])
                let lanes = SIMD4(got[4 * k], got[4 * k + 1], got[4 * k + 2], got[4 * k + 3])
                if lanes != one, wrong.count < 10 { wrong.append("\(pixels[k]): \(lanes) vs \(one)") }
                compared += 1
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
        #expect(compared == values.count * 4)
    }

    @Test func roundsHalvesUpAndLimitsColourToAlpha() {
        #expect(roundedPremultipliedBytes(SIMD4(0.5, 1.49, 2.5, 200)) == SIMD4(1, 1, 3, 200))
        #expect(roundedPremultipliedBytes(SIMD4(-7, 254.5, 300, 254.49)) == SIMD4(0, 254, 254, 254))
        #expect(roundedPremultipliedBytes(SIMD4(10, 10, 10, -3)) == SIMD4(0, 0, 0, 0))
    }
}
