import Foundation
import Support

/// Numbers written by the C library's printf through Foundation: without a locale the same digits
/// as `String(format:)` in the POSIX locale, on every machine; with one, as CoreFoundation writes
/// them for that locale (iOS's `localizedStringWithFormat`: grouping and decimal separators from
/// the toolchain's ICU data). `spec` is a conversion that `FormatString` has validated (flags,
/// width, precision and the conversion letter only), so no user text ever reaches printf as a format.
enum CFormat {
    static func integer(_ spec: String, _ value: Int64, locale: String? = nil) -> String {
        // `%lld` and friends read 64 bits: rewrite the letter with `ll`.
        var s = spec
        let letter = s.removeLast()
        let format = s + "ll" + String(letter)
        guard let locale else { return String(format: format, value) }
        return String(format: format, locale: Self.locale(locale), value)
    }

    static func double(_ spec: String, _ value: Double, locale: String? = nil) -> String {
        guard let locale else { return String(format: spec, value) }
        return String(format: spec, locale: Self.locale(locale), value)
    }

    /// One `Locale` per tag for the process (a spec's texts format many numbers in one locale).
    private static let locales = Locked([String: Locale]())

    static func locale(_ tag: String) -> Locale {
        locales.withLock { cache in
            if let l = cache[tag] { return l }
            let l = Locale(identifier: tag)
            if cache.count < 256 { cache[tag] = l }
            return l
        }
    }
}
