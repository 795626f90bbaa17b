import Foundation

/// Numbers written by the C library's printf through Foundation: the same digits as
/// `String(format:)` in the POSIX locale, on every machine. `spec` is a conversion that
/// `FormatString` has validated (flags, width, precision and the conversion letter only), so no
/// user text ever reaches printf as a format.
enum CFormat {
    static func integer(_ spec: String, _ value: Int64) -> String {
        // `%lld` and friends read 64 bits: rewrite the letter with `ll`.
        var s = spec
        let letter = s.removeLast()
        return String(format: s + "ll" + String(letter), value)
    }

    static func double(_ spec: String, _ value: Double) -> String {
        String(format: spec, value)
    }
}
