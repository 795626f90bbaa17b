/// Language tags as catalogs name their languages: `de`, `pt-BR`, `zh-Hans`, `en-XA`, written with
/// `-` or `_` in any case (`pt_br`, `zh_CN.lproj` and `pt-BR` are the same tag), compared in canonical
/// form. The spec's own `locale` key is checked by `LocaleTag`, which accepts only BCP 47's `-` form.
public struct LanguageTag: Hashable, Sendable, CustomStringConvertible {
    /// The subtags in canonical case: language lowercase, four-letter scripts title case, regions
    /// uppercase (`zh-Hans-CN`), others lowercase.
    public let subtags: [String]

    /// Parses `text`; nil when it is empty or holds a character no language tag has (a-z, 0-9,
    /// `-`, `_`) or an empty or over-long subtag.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "_", omittingEmptySubsequences: false)
        }
        guard !parts.isEmpty else { return nil }
        var out: [String] = []
        for (i, part) in parts.enumerated() {
            guard (1...8).contains(part.count), part.unicodeScalars.allSatisfy({ $0.isASCIILetterOrDigit }) else {
                return nil
            }
            let lower = part.lowercased()
            if i == 0 {
                // A language is letters only (`Base` is Xcode's folder for the development language).
                guard part.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic }) else { return nil }
                out.append(lower)
            } else if part.count == 4, part.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic }) {
                out.append(lower.prefix(1).uppercased() + lower.dropFirst())
            } else if part.count == 2 || (part.count == 3 && part.allSatisfy(\.isNumber)) {
                out.append(lower.uppercased())
            } else {
                out.append(lower)
            }
        }
        subtags = out
    }

    /// The tag in canonical form, `-` separated: `pt-BR`.
    public var description: String { subtags.joined(separator: "-") }

    /// The language subtag: `pt` of `pt-BR`.
    public var language: String { subtags[0] }

    /// The tags to try in order, most specific first: `zh-Hans-CN`, `zh-Hans`, `zh` (RFC 4647
    /// lookup, as Foundation falls back from a region to its language).
    public var fallbackChain: [LanguageTag] {
        (1...subtags.count).reversed().map { LanguageTag(subtags: Array(subtags.prefix($0))) }
    }

    /// `en-XA` or `ar-XB`: a pseudo-locale (Android's and Chromium's names, which Xcode's
    /// "accented" and "right-to-left" pseudolanguages correspond to).
    public var pseudoLocale: PseudoLocale? { PseudoLocale(tag: self) }

    private init(subtags: [String]) { self.subtags = subtags }
}

extension Unicode.Scalar {
    fileprivate var isASCIILetterOrDigit: Bool {
        (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
    }
}
