import Foundation
import Support

/// The bundled hyphenation patterns (`Hyphenation/`, beside `Fonts/`): which file serves which
/// language, where the folder is found, and each file read once per process.
///
/// A language is the primary subtag of the style's BCP 47 tag; no tag means English, the
/// language of a device (and a simulator) nobody set another one on. A language without a file
/// here is not hyphenated.
///
/// ```swift
/// let de = HyphenationLibrary.patterns(language: "de-CH", fontDirectory: typesetter.fontDirectory)
/// de?.hyphenated("Gesamtbetrag")  // "Ge-samt-be-trag"
/// ```
enum HyphenationLibrary {
    /// The bundled pattern file of each language (docs/themes.md lists their sources and licences).
    static let files: KeyValuePairs<String, String> = [
        "en": "hyph_en_US.dic", "de": "hyph_de_DE.dic", "fr": "hyph_fr.dic", "es": "hyph_es_ES.dic",
        "it": "hyph_it_IT.dic", "nl": "hyph_nl_NL.dic", "pt": "hyph_pt_BR.dic",
    ]

    /// The file name for a BCP 47 tag (nil: English), or nil when no patterns are bundled for it.
    static func file(language: String?) -> String? {
        let tag = (language ?? "").lowercased()
        let primary = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? "en"
        return files.first { $0.key == primary }?.value
    }

    /// Patterns read so far, by fonts' folder and file name (nil: the file is missing or unreadable).
    private static let cache = Locked<[String: HyphenationPatterns?]>([:])

    /// The patterns for `language`, read from the `Hyphenation/` folder beside `fontDirectory`,
    /// else from the repository's; nil when the language has none. Every layout of a hyphenating
    /// style asks, so after the first read this is one dictionary lookup.
    static func patterns(language: String?, fontDirectory: String) -> HyphenationPatterns? {
        guard let file = file(language: language) else { return nil }
        let key = fontDirectory + "\u{0}" + file
        if let known = cache.withLock({ $0[key] }) { return known }
        // Read outside the lock: two threads may both read a file once, never block each other.
        let path = (directory(fontDirectory: fontDirectory) as NSString).appendingPathComponent(file)
        let read = HyphenationPatterns(contentsOf: path)
        return cache.withLock { cache in
            if let known = cache[key] { return known }
            cache[key] = .some(read)
            return read
        }
    }

    /// `Hyphenation/` beside the fonts' folder (installed and packaged copies keep them side by
    /// side), else the repository's own, derived from `#filePath`.
    static func directory(fontDirectory: String) -> String {
        let beside = ((fontDirectory as NSString).deletingLastPathComponent as NSString)
            .appendingPathComponent("Hyphenation")
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: beside, isDirectory: &isDirectory), isDirectory.boolValue {
            return beside
        }
        // Sources/Typesetting/HyphenationLibrary.swift -> three levels up is the repository root.
        return URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Hyphenation").path
    }
}
