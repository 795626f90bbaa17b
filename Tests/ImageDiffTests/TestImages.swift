import Raster

/// Small image builders shared by the ImageDiff tests.
enum TestImages {
    static let gray = StraightColor(r: 200, g: 200, b: 200)
    static let white = StraightColor(r: 255, g: 255, b: 255)
    static let black = StraightColor(r: 0, g: 0, b: 0)

    static func flat(_ width: Int, _ height: Int, _ color: StraightColor = gray) -> RGBAImage {
        RGBAImage(width: width, height: height, color: color)
    }

    /// A black vertical bar on white, full height, its solid part starting at column `left`, with
    /// graded edge pixels on each side (`ramp` from the outside in, one pixel each).
    static func softBar(width: Int, height: Int, left: Int, barWidth: Int, ramp: [UInt8] = [128]) -> RGBAImage {
        var image = flat(width, height, white)
        for y in 0..<height {
            for (k, v) in ramp.enumerated() {
                image.set(x: left - ramp.count + k, y: y, StraightColor(r: v, g: v, b: v))
                image.set(x: left + barWidth + ramp.count - 1 - k, y: y, StraightColor(r: v, g: v, b: v))
            }
            for x in left..<(left + barWidth) { image.set(x: x, y: y, black) }
        }
        return image
    }

    /// A black disc on white whose edge pixels are graded by area coverage (4x4 supersampling).
    static func softDisc(width: Int, height: Int, cx: Double, cy: Double, radius: Double) -> RGBAImage {
        var image = flat(width, height, white)
        for y in 0..<height {
            for x in 0..<width {
                var inside = 0
                for sy in 0..<4 {
                    for sx in 0..<4 {
                        let px = Double(x) + (Double(sx) + 0.5) / 4 - cx
                        let py = Double(y) + (Double(sy) + 0.5) / 4 - cy
                        if px * px + py * py <= radius * radius { inside += 1 }
                    }
                }
                let v = UInt8(255 - (255 * inside + 8) / 16)
                image.set(x: x, y: y, StraightColor(r: v, g: v, b: v))
            }
        }
        return image
    }
}

extension RGBAImage {
    mutating func set(x: Int, y: Int, _ c: StraightColor) {
        let i = (y * width + x) * 4
        bytes[i] = c.r
        bytes[i + 1] = c.g
        bytes[i + 2] = c.b
        bytes[i + 3] = c.a
    }

    mutating func fill(x: Int, y: Int, width w: Int, height h: Int, _ c: StraightColor) {
        for yy in y..<(y + h) {
            for xx in x..<(x + w) { set(x: xx, y: yy, c) }
        }
    }
}
