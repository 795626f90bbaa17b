import Testing

@testable import Raster

/// The scaled image draw gives, byte for byte, what the plain loops it replaced gave (kept here as
/// the reference): every source pixel premultiplied for every destination row that reads it,
/// `clamp255` and `min` per channel, source-over for every pixel.
@Suite struct ImageResamplingTests {
    static func reference(
        _ canvas: Canvas, _ image: RGBAImage, area: PixelRect, scale s: Double, ox: Double, oy: Double
    ) {
        let cols = ResampleTaps(range: area.x..<area.maxX, origin: ox, scale: s, sourceCount: image.width)
        let rows = ResampleTaps(range: area.y..<area.maxY, origin: oy, scale: s, sourceCount: image.height)
        let c0 = cols.start.min() ?? 0
        var c1 = c0
        for i in 0..<cols.start.count { c1 = max(c1, cols.start[i] + cols.count[i]) }
        let span = c1 - c0
        var line = [SIMD4<Float>](repeating: .zero, count: span)
        image.bytes.withUnsafeBufferPointer { buf in
            let src = buf.baseAddress!
            for (j, y) in (area.y..<area.maxY).enumerated() {
                for k in 0..<span { line[k] = .zero }
                for t in 0..<rows.count[j] {
                    let w = rows.weights[rows.offset[j] + t]
                    let row = src + ((rows.start[j] + t) * image.width + c0) * 4
                    for k in 0..<span {
                        let p = row + k * 4
                        let a = Float(p[3])
                        let f = a / 255
                        line[k] += w * SIMD4(Float(p[0]) * f, Float(p[1]) * f, Float(p[2]) * f, a)
                    }
                }
                let d = canvas.pixels + y * canvas.stride + area.x * 4
                for i in 0..<area.width {
                    var v = SIMD4<Float>(repeating: 0)
                    for t in 0..<cols.count[i] { v += cols.weights[cols.offset[i] + t] * line[cols.start[i] - c0 + t] }
                    let q = clamp255(v + 0.5)
                    let a = UInt32(q[3])
                    if a == 0 { continue }
                    blendPixel(d + i * 4, min(UInt32(q[0]), a), min(UInt32(q[1]), a), min(UInt32(q[2]), a), a)
                }
            }
        }
    }

    /// A w x h image of pseudo-random pixels: opaque ones, translucent ones, clear ones.
    static func image(_ w: Int, _ h: Int, seed: UInt32) -> RGBAImage {
        var state = seed
        var bytes: [UInt8] = []
        for i in 0..<(w * h) {
            state = state &* 1_664_525 &+ 1_013_904_223
            let alpha: UInt8 = i % 7 == 0 ? UInt8(truncatingIfNeeded: state >> 24) : (i % 11 == 0 ? 0 : 255)
            bytes += [
                UInt8(truncatingIfNeeded: state >> 8), UInt8(truncatingIfNeeded: state >> 16), UInt8(i % 256), alpha,
            ]
        }
        return RGBAImage(width: w, height: h, bytes: bytes)
    }

    @Test(arguments: [
        (59, 41, 58, 40), (59, 41, 30, 20), (60, 40, 20, 13), (20, 13, 31, 20), (17, 9, 47, 25), (40, 60, 40, 61),
        // A screen a little larger or smaller than the canvas (one and two taps, rows read in place).
        (117, 253, 118, 256), (118, 256, 117, 253), (64, 64, 128, 128), (61, 37, 5, 3), (3, 5, 61, 37),
    ])
    func sameBytesAsThePlainLoops(sizes: (Int, Int, Int, Int)) {
        let (iw, ih, cw, ch) = sizes
        let image = Self.image(iw, ih, seed: UInt32(iw * 1000 + cw))
        for clip in [nil, PixelRect(x: 3, y: 2, width: cw / 2, height: ch / 2)] {
            let background = PremultipliedColor(r: 40, g: 80, b: 120, a: 200)
            let drawn = Canvas(width: cw, height: ch, fill: background)
            drawn.clip = clip
            drawn.drawImage(image, aspectFillIn: drawn.bounds)

            let expected = Canvas(width: cw, height: ch, fill: background)
            let rect = expected.bounds
            let s = max(Double(rect.width) / Double(iw), Double(rect.height) / Double(ih))
            let ox = Double(rect.x) + (Double(rect.width) - Double(iw) * s) / 2
            let oy = Double(rect.y) + (Double(rect.height) - Double(ih) * s) / 2
            #expect(s != 1)
            Self.reference(expected, image, area: clip ?? rect, scale: s, ox: ox, oy: oy)
            let a = drawn.withUnsafeBytes { [UInt8]($0) }
            let b = expected.withUnsafeBytes { [UInt8]($0) }
            #expect(a == b, "\(sizes) clip \(String(describing: clip))")
        }
    }

    /// The AVX2 horizontal pass (`craster_resample_row`) against the Swift loop alone, over a
    /// translucent background, for downscales of one to twelve taps and upscales; the test above
    /// checks whichever the CPU runs against the plain loops.
    @Test(.enabled(if: WideKernels.available, "the CPU has no AVX2"), arguments: [
        (59, 41, 58, 40), (60, 40, 20, 13), (17, 9, 47, 25), (117, 253, 118, 256), (118, 256, 117, 253),
        (61, 37, 5, 3), (3, 5, 61, 37),
    ])
    func wideRowsGiveTheSwiftLoopsBytes(sizes: (Int, Int, Int, Int)) {
        let (iw, ih, cw, ch) = sizes
        let image = Self.image(iw, ih, seed: UInt32(iw * 7 + cw))
        var outputs: [[UInt8]] = []
        for wide in [false, true] {
            let canvas = Canvas(width: cw, height: ch, fill: PremultipliedColor(r: 10, g: 90, b: 30, a: 140))
            let s = max(Double(cw) / Double(iw), Double(ch) / Double(ih))
            image.bytes.withUnsafeBufferPointer { src in
                canvas.resampleImage(
                    src.baseAddress!, imageWidth: iw, imageHeight: ih, area: canvas.bounds, scale: s,
                    ox: (Double(cw) - Double(iw) * s) / 2, oy: (Double(ch) - Double(ih) * s) / 2, wide: wide)
            }
            outputs.append(canvas.withUnsafeBytes { [UInt8]($0) })
        }
        #expect(outputs[0] == outputs[1], "\(sizes)")
        #expect(Set(outputs[1]).count > 8, "the image was drawn")
    }
}
