import CFreeType

/// Cache key of one rasterized glyph.
struct GlyphKey: Hashable {
    var font: UInt8
    var glyph: UInt32
    /// Pixel size (em) in 26.6 fixed point.
    var ppem26: Int32
    /// Horizontal sub-pixel offset in quarters of a pixel, 0...3.
    var subpixel: UInt8
    /// Synthetic emboldening in thousandths of an em (0 for none): IPAexGothic has one weight.
    var embolden: UInt8 = 0
    /// The instance of a variable face (`FontVariation.packed`); 0: its default instance.
    var variation: UInt32 = 0
}

/// An 8-bit coverage mask, rows packed (stride == width). `left`/`top` place its top-left corner
/// relative to the glyph origin on the baseline (FreeType's `bitmap_left`/`bitmap_top`: y up).
struct GlyphMask: Sendable {
    var width: Int
    var height: Int
    var left: Int
    var top: Int
    var bytes: [UInt8]

    static let empty = GlyphMask(width: 0, height: 0, left: 0, top: 0, bytes: [])
}

/// FreeType library, faces and the glyph cache. FreeType faces are not thread-safe, so this
/// object only lives inside a `Locked` and every FreeType call happens with the lock held.
final class FreeTypeState {
    private var library: OpaquePointer?
    private var faces: [FT_Face] = []
    private var currentSize: [Int32] = []
    /// The instance each face is set to (`FontVariation.packed`), 0 for the default.
    private var currentVariation: [UInt32] = []
    /// The slot of `faces[0]`: 0 for the bundled faces, `FontSlot.firstUserSlot` for user faces.
    private let firstSlot: Int
    private var cache: [GlyphKey: GlyphMask] = [:]
    private var colorCache: [GlyphKey: ColorGlyphImage] = [:]
    /// Bound on cached masks; the cache is emptied when full (output never depends on it).
    private static let cacheLimit = 20_000

    /// Opens face `index` of each file; glyph keys name them by slot, from `firstSlot` on.
    init(faces files: [(path: String, index: Int)], firstSlot: Int = 0) throws {
        self.firstSlot = firstSlot
        var lib: OpaquePointer?
        guard FT_Init_FreeType(&lib) == 0, let lib else {
            throw TypesettingError.fontLoadFailed(path: files.first?.path ?? "", reason: "FreeType failed to start")
        }
        library = lib
        for (path, index) in files {
            var face: FT_Face?
            let error = FT_New_Face(lib, path, index, &face)
            guard error == 0, let face else {
                throw TypesettingError.fontLoadFailed(path: path, reason: "FreeType refuses it (error \(error))")
            }
            faces.append(face)
            currentSize.append(0)
            currentVariation.append(0)
        }
    }

    deinit {
        for face in faces { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
    }

    private func setSize(_ font: Int, _ ppem26: Int32) -> Bool {
        if currentSize[font] == ppem26 { return true }
        guard FT_Set_Char_Size(faces[font], 0, FT_F26Dot6(ppem26), 72, 72) == 0 else { return false }
        currentSize[font] = ppem26
        return true
    }

    /// Sets a variable face's design coordinates to `packed`'s `wght` and `opsz` (other axes at
    /// their defaults), so the outlines drawn are those of the instance HarfBuzz shaped.
    private func setVariation(_ font: Int, _ packed: UInt32) -> Bool {
        if currentVariation[font] == packed { return true }
        let face = faces[font]
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(face, &master) == 0, let master else { return packed == 0 }
        defer { FT_Done_MM_Var(library, master) }
        let wanted = FontVariation(packed: packed).axes
        var coordinates: [FT_Fixed] = (0..<Int(master.pointee.num_axis)).map { i in
            let axis = master.pointee.axis[i]
            let tag = String(decoding: (0..<4).map { UInt8(truncatingIfNeeded: axis.tag >> (24 - 8 * $0)) }, as: UTF8.self)
            guard let value = wanted.first(where: { $0.tag == tag })?.value else { return axis.def }
            return FT_Fixed((Double(value) * 65536).rounded())
        }
        guard FT_Set_Var_Design_Coordinates(face, master.pointee.num_axis, &coordinates) == 0 else { return false }
        currentVariation[font] = packed
        currentSize[font] = 0  // set the size again for the new instance
        return true
    }

    /// `FT_GLYPH_FORMAT_OUTLINE` ('outl'); the enumerator is built by a macro Swift does not import.
    private static let outlineTag: UInt32 = 0x6F75_746C

    private static let loadFlags = Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)

    func mask(_ key: GlyphKey) -> GlyphMask {
        if let hit = cache[key] { return hit }
        let mask = render(key)
        if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = mask
        return mask
    }

    private func render(_ key: GlyphKey) -> GlyphMask {
        let font = Int(key.font) - firstSlot
        guard font >= 0, font < faces.count, setVariation(font, key.variation), setSize(font, key.ppem26) else {
            return .empty
        }
        let face = faces[font]
        guard FT_Load_Glyph(face, key.glyph, Self.loadFlags) == 0, let slot = face.pointee.glyph,
            slot.pointee.format.rawValue == Self.outlineTag
        else { return .empty }
        if key.embolden > 0 {
            // Thicken every stroke by embolden/1000 em, half on each side, so the glyph keeps its
            // place and advance: a heavier Japanese face for semibold and bold styles.
            let strength = FT_Pos((Int(key.ppem26) * Int(key.embolden) + 500) / 1000)
            FT_Outline_EmboldenXY(&slot.pointee.outline, strength, strength)
            FT_Outline_Translate(&slot.pointee.outline, -strength / 2, -strength / 2)
        }
        // Sub-pixel positioning: move the outline right by the quantized fraction (26.6 units).
        FT_Outline_Translate(&slot.pointee.outline, FT_Pos(key.subpixel) * 16, 0)
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return .empty }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        guard width > 0, height > 0, let buffer = bitmap.buffer else { return .empty }
        var bytes = [UInt8](repeating: 0, count: width * height)
        bytes.withUnsafeMutableBufferPointer { out in
            for row in 0..<height {
                // A negative pitch means the rows are stored bottom-up.
                let source = pitch >= 0 ? buffer + row * pitch : buffer + (height - 1 - row) * (-pitch)
                for column in 0..<width { out[row * width + column] = source[column] }
            }
        }
        return GlyphMask(
            width: width, height: height, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
            bytes: bytes)
    }

    /// `FT_PIXEL_MODE_BGRA`: premultiplied BGRA colour bitmaps (CBDT).
    private static let bgraMode: UInt8 = 7

    /// A colour glyph scaled to `key.ppem26`, cached like masks.
    func colorImage(_ key: GlyphKey) -> ColorGlyphImage {
        if let hit = colorCache[key] { return hit }
        let image = renderColor(key)
        if colorCache.count >= Self.cacheLimit / 4 { colorCache.removeAll(keepingCapacity: true) }
        colorCache[key] = image
        return image
    }

    /// Loads the glyph from the face's first bitmap strike (Noto Color Emoji has one, 109 ppem)
    /// in colour and scales it to the wanted pixel size: bitmap fonts cannot be loaded at any size.
    private func renderColor(_ key: GlyphKey) -> ColorGlyphImage {
        let font = Int(key.font) - firstSlot
        guard font >= 0, font < faces.count else { return .empty }
        let face = faces[font]
        guard face.pointee.num_fixed_sizes > 0, let sizes = face.pointee.available_sizes else { return .empty }
        if currentSize[font] != -1 {
            guard FT_Select_Size(face, 0) == 0 else { return .empty }
            currentSize[font] = -1  // the strike, not a scalable size
        }
        let strikePpem = Double(sizes[0].y_ppem) / 64
        guard strikePpem > 0, FT_Load_Glyph(face, key.glyph, Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointee.glyph
        else { return .empty }
        let bitmap = slot.pointee.bitmap
        guard bitmap.pixel_mode == Self.bgraMode, bitmap.width > 0, bitmap.rows > 0, let buffer = bitmap.buffer else {
            return .empty
        }
        let factor = Double(key.ppem26) / 64 / strikePpem
        return ColorGlyphImage.scaled(
            bgra: UnsafePointer(buffer), width: Int(bitmap.width), height: Int(bitmap.rows), pitch: Int(bitmap.pitch),
            left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top), factor: factor)
    }

    /// FreeType's own unhinted advance (`linearHoriAdvance`) in pixels; used by tests to check
    /// the shaper's advances against the font's metrics.
    func linearAdvance(font slot: Int, glyph: UInt32, ppem26: Int32, variation: UInt32 = 0) -> Double? {
        let font = slot - firstSlot
        guard font >= 0, font < faces.count, setVariation(font, variation), setSize(font, ppem26),
            FT_Load_Glyph(faces[font], glyph, Self.loadFlags) == 0, let slot = faces[font].pointee.glyph
        else { return nil }
        return Double(slot.pointee.linearHoriAdvance) / 65536
    }
}
