extension TextStyle {
    /// The factor UIAlertController gives its title and message labels (`_setHyphenationFactor:`
    /// 0.3 on both, before iOS 26 and in it; docs/themes.md "Hyphenation").
    public static let uikitLabelHyphenationFactor = 0.3
}
