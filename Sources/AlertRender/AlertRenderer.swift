import AlertLayout
import AlertModel
import PNGCodec
import Raster
import Support
import Typesetting

/// Renders resolved specs to canvases and PNG bytes: the presenting screen, backdrop blur,
/// grayscale tint and dimming, then the alert (shadow, surface, content, actions) on top.
///
/// ```swift
/// let renderer = try AlertRenderer()
/// let spec = try AlertSpec.load(path: "Fixtures/system-two-actions.json").resolved()
/// let png = try renderer.renderPNG(spec)
/// ```
///
/// One renderer is safe to share between threads; each call paints into its own canvas, so the
/// same spec gives the same bytes on any number of threads.
public final class AlertRenderer: Sendable {
    /// The fonts text is both measured (for layout) and drawn with, so the two always agree.
    public let typesetter: Typesetter
    let images = ImageCache()
    /// Digests of the files renders read, for the metadata chunk.
    let digests = FileDigests()
    /// Typesetters holding specs' `fonts`, by the faces and their files' digests (a changed file is
    /// a new set). Bounded: emptied when full.
    let fontSets = Locked<[FontSetKey: Typesetter]>([:])
    static let fontSetCapacity = 16
    /// `environment()`'s entries, worked out by the first snapshot that needs them: the fonts this
    /// renderer loaded do not change while it lives, so they are hashed once, not once per thread.
    let environmentEntries = Locked<[SnapshotMetadata.Entry]?>(nil)
    /// Presenting layers already painted, for the next snapshot on the same screen.
    let presentingLayers = PresentingCache()
    /// Digest states of the layers' rows, for digests that start at the alert (`pixelDigest(of:)`).
    let layerDigests = LayerDigests()

    /// A renderer using `typesetter`, e.g. one loaded from a specific font folder.
    public init(typesetter: Typesetter) {
        self.typesetter = typesetter
    }

    /// A renderer with the process-wide typesetter (bundled fonts).
    public convenience init() throws(RenderError) {
        do {
            self.init(typesetter: try Typesetter.shared())
        } catch {
            throw .bundledFontsUnavailable(reason: "\(error)")
        }
    }

    /// Lays `spec` out with this renderer's fonts and the spec's `fonts` (when those cannot be
    /// opened, with the bundled ones: `render` and `metadata` then throw the reason).
    public func layout(_ spec: ResolvedSpec) -> AlertGeometry {
        AlertGeometry.make(spec: spec, measurer: (try? typesetter(for: spec)) ?? typesetter)
    }

    /// The typesetter `spec` is measured and drawn with: this renderer's, with the faces of the
    /// spec's `fonts` registered in front of the fallback chain when it has any. One per set of
    /// faces and file contents, shared by every spec that names the same files.
    public func typesetter(for spec: ResolvedSpec) throws(RenderError) -> Typesetter {
        let tracking = spec.theme.fontTracking
        guard !spec.fonts.isEmpty || !spec.systemFonts.isEmpty || tracking.bundled != typesetter.tracking.bundled
        else { return typesetter }
        let faces = spec.fonts + spec.systemFonts.map(\.face)
        var fileDigests: [String] = []
        for face in faces {
            do {
                fileDigests.append(try digests.digest(of: face.path))
            } catch {
                throw .unusableInput(source: spec.sourceDescription, key: face.key, problem: "\(face.path): \(error)")
            }
        }
        let key = FontSetKey(faces: spec.fonts, systemFaces: spec.systemFonts, tracking: tracking, digests: fileDigests)
        if let hit = fontSets.withLock({ $0[key] }) { return hit }
        let made: Typesetter
        do {
            made = try typesetter.configured(fonts: spec.fonts, systemFonts: spec.systemFonts, tracking: tracking)
        } catch {
            var failing = faces[0].key
            if case .fontLoadFailed(let path, _) = error as? TypesettingError,
                let face = faces.first(where: { $0.path == path })
            {
                failing = face.key
            }
            throw .unusableInput(source: spec.sourceDescription, key: failing, problem: "\(error)")
        }
        return fontSets.withLock { sets in
            if let raced = sets[key] { return raced }
            if sets.count >= Self.fontSetCapacity { sets.removeAll() }
            sets[key] = made
            return made
        }
    }

    /// The finished frame, premultiplied RGBA at the spec's device-pixel size.
    ///
    /// Pass the previous frame as `reusing` to paint into its buffer when the size matches (every
    /// pixel is repainted, so nothing of the old frame survives): loops over many frames or specs
    /// then allocate nothing per frame.
    public func render(_ spec: ResolvedSpec, reusing previous: Canvas? = nil) throws(RenderError) -> Canvas {
        try render(spec, reusing: previous, filter: nil)
    }

    /// The frame without any text (titles, message, fields, labels, rows, emoji): the scene's
    /// `withoutText()`, exactly what lies behind each text, for the design lint's contrast rule.
    public func renderWithoutText(_ spec: ResolvedSpec) throws(RenderError) -> Canvas {
        try render(spec, reusing: nil, filter: { $0.withoutText() })
    }

    /// The scene `spec` paints (settled), laid out with this renderer's fonts.
    public func scene(_ spec: ResolvedSpec) -> Scene {
        Scene(spec: spec, layout: layout(spec))
    }

    private func render(_ spec: ResolvedSpec, reusing previous: Canvas?, filter: SceneFilter?) throws(RenderError)
        -> Canvas
    {
        let canvas: Canvas
        if let previous, previous.width == spec.pixelWidth, previous.height == spec.pixelHeight {
            canvas = previous
        } else {
            // A presenting image is drawn over every pixel (aspect fill; a translucent one over a
            // cleared canvas): clearing a fresh 12 MB canvas first would be a pass for nothing.
            canvas = Canvas(width: spec.pixelWidth, height: spec.pixelHeight, zeroed: spec.presentingImage == nil)
        }
        _ = try paint(spec, into: canvas, filter: filter, known: nil)
        return canvas
    }

    /// Paints `spec` over every pixel of `canvas` (of the spec's size). `known`, what the canvas
    /// holds (see `RenderTarget`), lets a snapshot on the same presenting layer restore only the
    /// rectangle the last alert was painted in. Returns what the canvas holds afterwards, nil
    /// when that is no presenting layer kept in the cache plus a known rectangle. `filter`
    /// changes the alert's scene before it is painted (nil paints it as built).
    func paint(_ spec: ResolvedSpec, into canvas: Canvas, filter: SceneFilter?, known: RenderTarget.Contents?)
        throws(RenderError) -> RenderTarget.Contents?
    {
        canvas.clip = nil
        let fonts = try typesetter(for: spec)
        let (layout, state) = animatedLayout(spec)
        let key = PresentingCache.Key(spec: spec, state: state, width: canvas.width, height: canvas.height)
        var layer: Canvas? = nil
        if let key, let known, known.layer == key {
            // The canvas is the layer already, but for the last alert's rectangle: restored.
            if let alert = known.alert { canvas.replacePixels(alert, from: known.pixels) }
            layer = known.pixels
        } else if let key {
            layer = try presentingLayers.restoreOrPaint(key, into: canvas) { () throws(RenderError) in
                try paintPresenting(spec, state: state, into: canvas)
            }
        } else {
            try paintPresenting(spec, state: state, into: canvas)
        }
        var alert: PixelRect? = nil
        var scene: Scene? = nil
        if let keyboard = layout.keyboard, state.backdropOpacity > 0 {
            var built = Scene(spec: spec, layout: layout)
            if let filter { built = filter(built) }
            scene = built
            alert = paintKeyboard(built.keyboard, keyboard: keyboard, spec: spec, state: state, typesetter: fonts, into: canvas)
        }
        if state.alertOpacity > 0 {
            let icon = try iconImage(spec)
            if scene == nil {
                var built = Scene(spec: spec, layout: layout)
                if let filter { built = filter(built) }
                scene = built
            }
            let images = try sceneImages(spec)
            let painted = paintAlert(
                spec, scene: scene!, layout: layout, state: state, icon: icon, images: images, typesetter: fonts,
                into: canvas)
            if let painted { alert = alert.map { $0.enclosing(painted) } ?? painted }
        }
        guard let key, let layer else { return nil }
        return RenderTarget.Contents(layer: key, pixels: layer, alert: alert)
    }

    /// The finished frame as straight-alpha RGBA (what goldens decode to).
    public func renderImage(_ spec: ResolvedSpec) throws(RenderError) -> RGBAImage {
        try render(spec).makeImage()
    }

    /// The finished frame as PNG bytes (RGB when opaque, which every frame with an opaque
    /// presenting screen is).
    public func renderPNG(_ spec: ResolvedSpec, encoderThreads: Int = 0) throws(RenderError) -> [UInt8] {
        try encodePNG(render(spec), name: spec.name, encoderThreads: encoderThreads)
    }

    /// PNG bytes of a canvas.
    /// `encoderThreads`: 0 compresses on every core; batch renders that already run one job per
    /// core pass 1. The bytes are the same either way.
    public func encodePNG(_ canvas: Canvas, name: String, encoderThreads: Int = 0) throws(RenderError) -> [UInt8] {
        let result = canvas.withUnsafeBytes { bytes in
            Result { () throws(PNGError) in
                try PNGFile.encode(
                    rgba: bytes, width: canvas.width, height: canvas.height, premultiplied: true,
                    workers: encoderThreads)
            }
        }
        switch result {
        case .success(let png): return png
        case .failure(let error): throw .encodingFailed(name: name, reason: error.reason)
        }
    }

    /// Presenting screen, optional backdrop blur, then grayscale and dimming. Without a blur the
    /// image copy, grayscale and dimming are one fused pass over the canvas. Every input it reads
    /// must be part of `PresentingCache.Key`.
    private func paintPresenting(_ spec: ResolvedSpec, state: AnimationState, into canvas: Canvas) throws(RenderError) {
        let dim = spec.dimmingColor.premultiplied(opacity: spec.dimmingOpacity * state.backdropOpacity)
        // The presenting screen's tint fades to gray with the backdrop (fully gray once presented).
        let fade = min(1, max(0, state.backdropOpacity))
        let gray = spec.presentingTint == .dimmed ? fade : 0
        let tintOnly = spec.presentingTint == .tintOnly && fade > 0
        let blur = spec.backdropBlur > 0 && state.backdropOpacity > 0
        if let path = spec.presentingImage {
            let entry: ImageCache.Entry
            do {
                entry = try images.image(at: path)
            } catch {
                throw .unusableInput(source: spec.sourceDescription, key: "presenting.image", problem: "\(error)")
            }
            // The copy is source-over: a translucent screen needs a clear canvas beneath it.
            if !entry.isOpaque { canvas.fill(.transparent) }
            if !blur && !tintOnly {
                paintScreen(entry.image, grayscaleAmount: gray, dim: dim, into: canvas)
                return
            }
            // iOS 26's screen (tint grayed out, dimmed, no grayscale): copy, gray-out and dimming
            // fused where the screenshot is opaque and of the canvas's size.
            if !blur && gray == 0 && entry.isOpaque {
                let c = spec.presentingTintColor
                if canvas.drawOpaqueScreen(
                    entry.image, grayingOut: StraightColor(r: c.r, g: c.g, b: c.b),
                    tolerance: spec.theme.presentingTintTolerance, amount: fade, thenDim: dim)
                {
                    return
                }
            }
            paintScreen(entry.image, grayscaleAmount: 0, dim: .transparent, into: canvas)
        } else {
            canvas.fill(spec.presentingColor.premultiplied())
        }
        // Before any blur: the tint is recognised by its exact colour, which a blur smears.
        if tintOnly {
            let c = spec.presentingTintColor
            canvas.grayOutColor(
                StraightColor(r: c.r, g: c.g, b: c.b), tolerance: spec.theme.presentingTintTolerance, amount: fade)
        }
        if blur {
            let sigma = spec.backdropBlur * spec.scale
            if state.backdropOpacity >= 1 {
                canvas.blur(canvas.bounds, sigma: sigma)
            } else {
                // A fading backdrop blur is the sharp screen cross-faded with the blurred one.
                let blurred = canvas.copy(canvas.bounds)
                blurred.blur(blurred.bounds, sigma: sigma)
                canvas.draw(blurred, at: 0, 0, opacity: state.backdropOpacity)
            }
        }
        if gray > 0 || dim.a > 0 {
            canvas.grayscaleAndDim(with: dim, grayscaleAmount: gray)
        }
    }

    /// The screen aspect-filled, grayed and dimmed in one pass. A screen-sized canvas is painted
    /// in row bands on all cores (`RowBands`): on a cold render it was the longest step after the
    /// decode (a phone screen's 12 MB read, filtered and written, its fresh pages faulted in). Each
    /// pixel's value depends only on its position, so the pixels are those of one pass.
    private func paintScreen(
        _ image: RGBAImage, grayscaleAmount gray: Double, dim: PremultipliedColor, into canvas: Canvas
    ) {
        let bounds = canvas.bounds
        let bands = RowBands.count(width: bounds.width, height: bounds.height, threads: 0)
        RowBands.run(bands: bands) { band in
            let rows = RowBands.rows(band: band, of: bands, height: bounds.height)
            let area = PixelRect(x: bounds.x, y: bounds.y + rows.lowerBound, width: bounds.width, height: rows.count)
            canvas.drawImage(image, aspectFillIn: bounds, thenGrayscaleAmount: gray, dim: dim, onlyIn: area)
        }
    }

    /// The alert, straight onto the canvas when settled, else through a layer so that its group
    /// opacity and scale apply to the whole card at once.
    /// The decoded `alert.icon` PNG (cached like presenting screens), nil when the spec has none.
    private func iconImage(_ spec: ResolvedSpec) throws(RenderError) -> RGBAImage? {
        guard let icon = spec.icon else { return nil }
        return try decoded(icon.path, key: "alert.icon.image", spec)
    }

    /// The decoded action images and content view by path.
    private func sceneImages(_ spec: ResolvedSpec) throws(RenderError) -> [String: RGBAImage] {
        var out: [String: RGBAImage] = [:]
        for (i, image) in spec.actionImages.enumerated() {
            guard let image, out[image.path] == nil else { continue }
            out[image.path] = try decoded(image.path, key: "alert.actions[\(i)].image.image", spec)
        }
        if let content = spec.content, out[content.path] == nil {
            out[content.path] = try decoded(content.path, key: "alert.content.image", spec)
        }
        return out
    }

    /// The PNG at `path`, decoded once and cached; a failure names the spec key that named it.
    private func decoded(_ path: String, key: String, _ spec: ResolvedSpec) throws(RenderError) -> RGBAImage {
        do {
            return try images.image(at: path).image
        } catch {
            throw .unusableInput(source: spec.sourceDescription, key: key, problem: "\(error)")
        }
    }

    /// Paints the alert over the presenting layer and returns the rectangle it may have changed.
    /// The card (an action sheet's groups, a popover's bubble and arrow) and its shadow are all
    /// an alert draws: a settled alert is painted with the canvas clipped to that extent, so that
    /// every pixel outside it is the presenting layer's by construction (the animated path paints
    /// into a layer of the same extent).
    private func paintAlert(
        _ spec: ResolvedSpec, scene: Scene, layout: AlertGeometry, state: AnimationState, icon: RGBAImage?,
        images: [String: RGBAImage], typesetter: Typesetter, into canvas: Canvas
    ) -> PixelRect? {
        let s = spec.scale
        // The layer covers the card (an action sheet's groups) and its shadow, in canvas pixels.
        let card = layout.sheet?.bounds ?? layout.alert
        var extent = PixelMapping(scale: s, originX: 0, originY: 0).rect(card)
        // Every shadow the scene casts (the spec's, an Android dialog's elevation) widens it.
        for case .shadow(let shadow) in scene.items {
            let reach = 3 * shadow.sigma * s
            let moved = Rect(
                x: extent.x + shadow.offsetX * s, y: extent.y + shadow.offsetY * s, width: extent.width,
                height: extent.height)
            extent = extent.union(moved.insetBy(-reach))
        }
        if state.alertOpacity >= 1 && state.alertScale == 1 {
            // Two pixels beyond the extent: anti-aliased edges reach into the pixel they touch.
            guard let clip = PixelRect.enclosing(extent.insetBy(-2)).intersection(canvas.bounds) else { return nil }
            canvas.clip = clip
            defer { canvas.clip = nil }
            ScenePainter(
                typesetter: typesetter, target: canvas, backdrop: canvas,
                mapping: PixelMapping(scale: s, originX: 0, originY: 0), iconImage: icon, images: images
            ).paint(scene)
            return clip
        }
        // Scaled by k about c (the alert's centre, or the state's anchor), layer content lands on
        // the canvas only where c + (p - c) k lies in [0, size): keep the layer to that preimage, so
        // an alert pushed far off the canvas never costs a huge layer.
        let k = state.alertScale
        let cx = (state.scaleAnchor?.x ?? card.x + card.width / 2) * s
        let cy = (state.scaleAnchor?.y ?? card.y + card.height / 2) * s
        let visible = Rect(
            x: cx - cx / k, y: cy - cy / k, width: Double(canvas.width) / k, height: Double(canvas.height) / k
        ).insetBy(-2)  // a margin for bilinear sampling at the canvas edge
        guard k > 0, let box = PixelRect.enclosing(extent).intersection(PixelRect.enclosing(visible)),
            box.width > 0, box.height > 0
        else { return nil }
        let layer = Canvas(width: box.width, height: box.height)
        ScenePainter(
            typesetter: typesetter, target: layer, backdrop: canvas,
            mapping: PixelMapping(scale: s, originX: Double(-box.x), originY: Double(-box.y)), iconImage: icon,
            images: images
        ).paint(scene)
        // Layer pixel p lands at (p + box origin), scaled by k about c:
        // c + (p + o - c) k = k p + (c + (o - c) k).
        let transform = Transform(scale: k, tx: cx + (Double(box.x) - cx) * k, ty: cy + (Double(box.y) - cy) * k)
        canvas.draw(layer, transform: transform, opacity: state.alertOpacity)
        // Where the scaled layer lands is not worth bounding (frames of an animation are painted
        // once each): the whole canvas counts as changed.
        return canvas.bounds
    }
}

extension AlertRenderer {
    /// Paints the keyboard's items straight onto the screen, slid down by the part of the
    /// presentation not yet run (it rises with the dimming and falls with it), and returns the
    /// pixels it may have changed.
    func paintKeyboard(
        _ items: [SceneItem], keyboard: KeyboardGeometry, spec: ResolvedSpec, state: AnimationState, typesetter: Typesetter,
        into canvas: Canvas
    ) -> PixelRect? {
        let s = spec.scale
        let frame = keyboard.frame
        let slide = ((1 - min(1, max(0, state.backdropOpacity))) * frame.height * s).rounded()
        let mapping = PixelMapping(scale: s, originX: 0, originY: slide)
        guard let region = PixelRect.enclosing(mapping.rect(frame).insetBy(-2)).intersection(canvas.bounds) else {
            return nil
        }
        canvas.clip = region
        defer { canvas.clip = nil }
        ScenePainter(typesetter: typesetter, target: canvas, backdrop: canvas, mapping: mapping).paint(items)
        return region
    }
}

extension PixelRect {
    /// The smallest rectangle holding this one and `other`.
    func enclosing(_ other: PixelRect) -> PixelRect {
        let x0 = Swift.min(x, other.x)
        let y0 = Swift.min(y, other.y)
        return PixelRect(x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0, height: Swift.max(maxY, other.maxY) - y0)
    }
}

extension ResolvedSpec {
    /// The spec's file (else its name) for messages.
    var sourceDescription: String { sourcePath ?? name }
}

/// A change made to a scene before it is painted (`Scene.withoutText`).
typealias SceneFilter = @Sendable (Scene) -> Scene

/// A spec's font faces with their files' digests: the key of a renderer's `fontSets`.
struct FontSetKey: Hashable {
    let faces: [FontFace]
    let systemFaces: [SystemFontFace]
    let tracking: FontTracking
    let digests: [String]
}
