import CHarfBuzz

/// Script itemization: each cluster gets its base character's Unicode script from HarfBuzz's
/// Unicode functions; Common and Inherited characters (spaces, digits, punctuation, marks) take
/// the script of the cluster before them, as libraqm does, so they stay in their run.
enum Scripts {
    static let common = HB_SCRIPT_COMMON.rawValue
    private static let inherited = HB_SCRIPT_INHERITED.rawValue
    private static let unknown = HB_SCRIPT_UNKNOWN.rawValue

    /// The script of a cluster whose first scalar is `base`, after a cluster of script `previous`.
    static func resolve(_ base: UInt32, after previous: UInt32?) -> UInt32 {
        let raw = hb_unicode_script(hb_unicode_funcs_get_default(), base).rawValue
        if raw == common || raw == inherited || raw == unknown { return previous ?? common }
        return raw
    }

    static func isCommon(_ base: UInt32) -> Bool {
        let raw = hb_unicode_script(hb_unicode_funcs_get_default(), base).rawValue
        return raw == common || raw == inherited || raw == unknown
    }

    /// Whether two clusters may share a HarfBuzz run: the same script, or one still Common
    /// (text that starts with neutrals).
    static func compatible(_ a: UInt32, _ b: UInt32) -> Bool { a == b || a == common || b == common }

    static let thai = HB_SCRIPT_THAI.rawValue

    /// Scripts whose letters join (or hang from a headline), which Android's letter spacing leaves
    /// alone: Minikin's list (LetterSpacingUtils.h, from HarfBuzz issue 64), as HarfBuzz numbers them.
    private static let unspaced = Set(
        [
            HB_SCRIPT_ARABIC, HB_SCRIPT_NKO, HB_SCRIPT_PSALTER_PAHLAVI, HB_SCRIPT_MANDAIC, HB_SCRIPT_MONGOLIAN,
            HB_SCRIPT_PHAGS_PA, HB_SCRIPT_DEVANAGARI, HB_SCRIPT_BENGALI, HB_SCRIPT_GURMUKHI, HB_SCRIPT_MODI,
            HB_SCRIPT_SHARADA, HB_SCRIPT_SYLOTI_NAGRI, HB_SCRIPT_TIRHUTA, HB_SCRIPT_OGHAM,
        ].map(\.rawValue))

    /// Whether a run of `script` takes a style's letter spacing.
    static func allowsLetterSpacing(_ script: UInt32) -> Bool { !unspaced.contains(script) }
}
