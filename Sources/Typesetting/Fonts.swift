import AlertModel
import CHarfBuzz

/// The bundled font files, in the order of `TextGlyph.font`.
enum FontSlot {
    static let files = [
        "Inter-Regular.otf", "Inter-SemiBold.otf", "Inter-Bold.otf", "ipaexg.ttf",
        "NotoSansArabicUI-Regular.ttf", "NotoSansArabicUI-Bold.ttf", "NotoSansHebrew-Regular.ttf",
        "NotoSansHebrew-Bold.ttf", "NotoSansThaiUI-Regular.ttf", "NotoSansThaiUI-Bold.ttf", "wqy-microhei.ttc",
        "NotoColorEmoji.ttf", "Inter-Medium.otf", "Roboto-Regular.ttf", "Roboto-Medium.ttf", "Roboto-Bold.ttf",
    ]
    /// IPAexGothic, the fallback for characters Inter lacks (one weight for every style).
    static let japanese = 3
    static let arabic = 4, hebrew = 6, thai = 8
    /// WenQuanYi Micro Hei: Hangul and the Simplified Chinese characters IPAexGothic lacks (one weight).
    static let cjk = 10
    /// Noto Color Emoji: colour bitmaps (CBDT), drawn by `forEachColorGlyph`, never as masks.
    static let emoji = 11
    /// Roboto Regular, Medium and Bold (`UIFontFamily.roboto`), after the others so that their slots
    /// stay where goldens' records have them.
    static let robotoRegular = 13, robotoMedium = 14, robotoBold = 15
    /// Marks a cluster that no bundled font covers: drawn as the primary face's `.notdef` box.
    static let notdef: UInt8 = 255
    /// The first slot of a typesetter's user faces (`Typesetter.registering`): they follow the bundled ones.
    static let firstUserSlot = files.count

    /// HarfBuzz language of runs in a face when the style names none, fixed so shaping never
    /// depends on the process locale.
    static func defaultLanguage(_ font: Int) -> String {
        switch font {
        case japanese: return "ja"
        case arabic, arabic + 1: return "ar"
        case hebrew, hebrew + 1: return "he"
        case thai, thai + 1: return "th"
        case cjk: return "zh"
        default: return "en"
        }
    }

    /// Faces with one weight, thickened for semibold and bold styles.
    static func isSingleWeight(_ font: Int) -> Bool { font == japanese || font == cjk }

    /// Faces whose spaces and punctuation continue a run of their script (so an Arabic phrase is
    /// one run in one face), rather than going back to Inter.
    static func keepsNeutrals(_ font: Int) -> Bool { (arabic..<(thai + 2)).contains(font) }

    /// The fallback order for a style's weight: Inter, the Japanese (or, for Chinese and Korean
    /// text, the Chinese) face, Arabic, Hebrew, Thai, the other CJK face, emoji. Arabic, Hebrew
    /// and Thai come in Regular and Bold: semibold styles take Bold, the nearest heavier weight.
    static func fallback(_ weight: FontWeightIndex, chineseFirst: Bool) -> [Int] {
        // Medium takes the scripts' Regular: CSS matching picks the nearest lighter face up to 500.
        let bold = weight == .regular || weight == .medium ? 0 : 1
        let han = chineseFirst ? [cjk, japanese] : [japanese, cjk]
        return [weight.rawValue, han[0], arabic + bold, hebrew + bold, thai + bold, han[1], emoji]
    }

    static func primary(_ weight: FontWeightIndex) -> Int { weight.rawValue }

    /// Roboto's face for a weight, by CSS font matching over its 400, 500 and 700: semibold (600)
    /// asks for more than 500, so the nearest heavier face, Bold, wins over Medium.
    static func roboto(_ weight: FontWeight) -> Int {
        switch weight {
        case .regular: return robotoRegular
        case .medium: return robotoMedium
        case .semibold, .bold: return robotoBold
        }
    }

    /// Stroke thickening of the one-weight CJK faces per weight, in thousandths of an em: about
    /// the difference between Inter's Regular, SemiBold and Bold stems.
    static func emboldening(_ weight: FontWeight) -> UInt8 {
        switch weight {
        case .regular: return 0
        case .semibold: return 22
        case .bold: return 34
        case .medium: return 11
        }
    }
}

/// Inter file index for a `FontWeight`.
enum FontWeightIndex: Int {
    case regular = 0, semibold = 1, bold = 2
    /// Inter Medium, bundled after the others so their slots stay where goldens' records have them.
    case medium = 12
}

/// One font file opened with HarfBuzz's own OpenType functions, at a scale of one unit per font
/// unit, so shaping results do not depend on the size (the outlines are never hinted, so
/// advances scale linearly). Immutable after `init` (`hb_font_make_immutable`): HarfBuzz objects
/// are safe to read from several threads at once, which is what makes this `Sendable`.
final class HBFont: @unchecked Sendable {
    let font: OpaquePointer
    let upem: Int32
    /// Typographic ascender and descender (descender is negative), in font units.
    let ascender: Int32
    let descender: Int32
    /// Language tag given to HarfBuzz for runs in this font ("ja" for the Japanese face), fixed
    /// so that shaping never depends on the process locale.
    let language: OpaquePointer?

    convenience init(path: String, index: Int = 0, language tag: String) throws {
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw TypesettingError.fontLoadFailed(path: path, reason: "HarfBuzz cannot read the file")
        }
        defer { hb_blob_destroy(blob) }
        guard let face = hb_face_create(blob, UInt32(index)) else {
            throw TypesettingError.fontLoadFailed(path: path, reason: "HarfBuzz cannot parse the face")
        }
        defer { hb_face_destroy(face) }
        try self.init(face: face, path: path, language: tag, variation: .none)
    }

    /// The instance of `parent` (a variable font) at `variation`: its own HarfBuzz font on the same
    /// face, so advances, kerning and line metrics are those of that instance.
    convenience init(instanceOf parent: HBFont, variation: FontVariation) throws {
        let face = hb_font_get_face(parent.font)
        try self.init(face: face, path: "", language: "en", variation: variation)
    }

    private init(face: OpaquePointer?, path: String, language tag: String, variation: FontVariation) throws {
        let upem = Int32(hb_face_get_upem(face))
        guard upem > 0, hb_face_get_glyph_count(face) > 0, let font = hb_font_create(face) else {
            throw TypesettingError.fontLoadFailed(path: path, reason: "not a usable OpenType font")
        }
        hb_ot_font_set_funcs(font)
        hb_font_set_scale(font, upem, upem)
        var axes = variation.axes.map { hb_variation_t(tag: hb_tag_from_string($0.tag, 4), value: $0.value) }
        if !axes.isEmpty { hb_font_set_variations(font, &axes, UInt32(axes.count)) }
        var extents = hb_font_extents_t()
        _ = hb_font_get_h_extents(font, &extents)
        hb_font_make_immutable(font)
        self.font = font
        self.upem = upem
        self.ascender = extents.ascender
        self.descender = extents.descender
        self.language = hb_language_from_string(tag, -1)
    }

    deinit { hb_font_destroy(font) }

    /// The glyph the font's cmap gives `scalar`, or nil when it has none.
    func glyph(for scalar: UInt32) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(font, scalar, &glyph) != 0, glyph != 0 else { return nil }
        return glyph
    }

    /// Horizontal advance of a glyph, in font units.
    func advance(of glyph: UInt32) -> Int32 { hb_font_get_glyph_h_advance(font, glyph) }
}

/// The `wght` and `opsz` of a variable face's instance, packed so a glyph cache key can hold it:
/// `wght` rounded to a whole number in the high 16 bits, `opsz` in 1/64 pt in the low 16 (sizes
/// up to 1023 pt); 0 in either half leaves that axis at its default. `.none` is the default instance.
struct FontVariation: Hashable, Sendable {
    let packed: UInt32

    static let none = FontVariation(packed: 0)

    init(packed: UInt32) { self.packed = packed }

    /// The instance at `wght` and `opsz` (nil: the axis's default).
    init(wght: Double?, opsz: Double?) {
        let w = wght.map { UInt32(min(65535, max(1, $0.rounded()))) } ?? 0
        let o = opsz.map { UInt32(min(65535, max(1, ($0 * 64).rounded()))) } ?? 0
        packed = w << 16 | o
    }

    /// The axis values set, as HarfBuzz and FreeType take them.
    var axes: [(tag: String, value: Float)] {
        var out: [(String, Float)] = []
        if packed >> 16 != 0 { out.append(("wght", Float(packed >> 16))) }
        if packed & 0xFFFF != 0 { out.append(("opsz", Float(packed & 0xFFFF) / 64)) }
        return out
    }
}
