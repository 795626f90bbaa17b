import Testing

@testable import Raster

@Suite struct ColorTests {
    @Test func mul255IsExactlyRoundedForAllInputs() {
        for x in 0...255 {
            for y in 0...255 {
                let exact = (Double(x) * Double(y) / 255).rounded()
                #expect(Double(mul255(UInt8(x), UInt8(y))) == exact, "\(x)*\(y)")
            }
        }
    }

    @Test func premultiplyThenUnpremultiplyKeepsOpaqueColours() {
        let c = StraightColor(r: 12, g: 200, b: 255, a: 255)
        #expect(c.premultiplied().unpremultiplied() == c)
    }

    @Test func premultipliedHalfAlphaHalvesChannels() {
        let p = StraightColor(r: 255, g: 100, b: 0, a: 128).premultiplied()
        #expect(p == PremultipliedColor(r: 128, g: 50, b: 0, a: 128))
    }
}
