import Foundation

/// Android's all-caps text (`textAllCaps`, AppCompat's and the framework's buttons): `text` upper-cased
/// for `locale` (BCP 47 or ICU, "tr", "de-DE"; nil: no language), as Android's
/// `String.toUpperCase(Locale)` and the framework's `AllCapsTransformationMethod` (ICU's `CaseMap`)
/// do. Full case mapping, so "ß" becomes "SS" and "ﬁ" "FI"; Turkish and Azerbaijani "i" becomes
/// "İ"; Lithuanian drops the dot above after "i"; Greek loses its accents ("άλφα" to "ΑΛΦΑ"), as
/// Android's libcore does with ICU's `el-Upper` (OpenJDK's `toUpperCase` keeps them).
///
/// Foundation's `uppercased(with:)` is ICU's locale-aware upper-casing on Linux, the same library
/// Android's libcore calls for these languages, so the results are Android's.
///
/// ```swift
/// androidAllCaps("Straße", locale: "de")  // "STRASSE"
/// ```
public func androidAllCaps(_ text: String, locale: String?) -> String {
    guard let locale, !locale.isEmpty else { return text.uppercased(with: nil) }
    return text.uppercased(with: Locale(identifier: locale))
}
