import CFreeType
import CHarfBuzz

extension Typesetter {
    /// The text libraries in use with their run-time versions, in a fixed order:
    /// `[("FreeType", "2.12.1"), ("HarfBuzz", "6.0.0")]`. Goldens record them, since another
    /// version may rasterize or shape the same text differently.
    public static let libraryVersions: [(name: String, version: String)] = {
        var freeType = "unknown"
        var library: OpaquePointer?
        if FT_Init_FreeType(&library) == 0, let library {
            var major: FT_Int = 0
            var minor: FT_Int = 0
            var patch: FT_Int = 0
            FT_Library_Version(library, &major, &minor, &patch)
            freeType = "\(major).\(minor).\(patch)"
            FT_Done_FreeType(library)
        }
        return [("FreeType", freeType), ("HarfBuzz", String(cString: hb_version_string()))]
    }()
}
