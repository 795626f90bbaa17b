import AlertLayout
import AlertModel
import Raster

/// Painting the scene's PNGs (action images, the content view) and checkmarks.
extension ScenePainter {
    /// `item`'s image fitted into its frame (aspect fit, centred); a template draws its alpha in
    /// the tint.
    func paintImage(_ item: SceneImage) {
        guard let image = images[item.path], image.width > 0, image.height > 0 else { return }
        let f = item.frame
        let s = min(f.width / Double(image.width), f.height / Double(image.height))
        let w = Double(image.width) * s, h = Double(image.height) * s
        let fitted = Frame(x: f.x + (f.width - w) / 2, y: f.y + (f.height - h) / 2, width: w, height: h)
        let r = mapping.pixelRect(fitted)
        guard r.width > 0, r.height > 0 else { return }
        let layer = Canvas(width: r.width, height: r.height)
        layer.drawImage(image, aspectFillIn: layer.bounds)
        if let tint = item.tint {
            drawAlpha(of: layer, at: r, color: tint)
        } else {
            target.draw(layer, at: r.x, r.y, opacity: item.opacity)
        }
    }

    /// The checkmark's two strokes, with round ends, drawn once as one shape: where they overlap a
    /// translucent colour is not doubled.
    func paintCheckmark(_ c: SceneCheckmark) {
        let box = mapping.rect(c.frame)
        let r = PixelRect.enclosing(box.insetBy(-1))
        guard r.width > 0, r.height > 0 else { return }
        let layer = Canvas(width: r.width, height: r.height)
        let points = ActionAccessoryStyle.checkmarkPoints.map {
            (box.x - Double(r.x) + $0.x * box.width, box.y - Double(r.y) + $0.y * box.height)
        }
        let white = RGBA8(255, 255, 255).premultiplied()
        for k in 1..<points.count {
            layer.fillCapsule(from: points[k - 1], to: points[k], width: c.stroke * scale, color: white)
        }
        drawAlpha(of: layer, at: r, color: c.color)
    }

    /// `layer`'s alpha as a mask in `color`, placed at `r` (a template image, a stroked shape).
    func drawAlpha(of layer: Canvas, at r: PixelRect, color: RGBA8) {
        var mask = [UInt8](repeating: 0, count: r.width * r.height)
        let (w, h, stride) = (r.width, r.height, layer.stride)
        layer.withUnsafeBytes { bytes in
            mask.withUnsafeMutableBufferPointer { out in
                for y in 0..<h {
                    let row = y * stride
                    for x in 0..<w { out[y * w + x] = bytes[row + x * 4 + 3] }
                }
            }
        }
        mask.withUnsafeBufferPointer { m in
            target.drawMask(m, width: w, height: h, stride: w, x: r.x, y: r.y, color: color.premultiplied())
        }
    }
}
