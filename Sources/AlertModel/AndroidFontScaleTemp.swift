// Replaced by the android-text branch's AndroidFontScale.swift at merge.
enum AndroidFontScale {
    static func fontScale(for category: ContentSize) -> Double { 1 }
    static func scaledSize(_ sp: Double, fontScale: Double) -> Double { sp * fontScale }
}
public func androidAllCaps(_ text: String, locale: String?) -> String { text.uppercased() }
