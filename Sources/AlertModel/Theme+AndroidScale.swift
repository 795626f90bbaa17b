/// An Android dialog at a text size: every sp of its text styles through the font scale that the
/// spec's `contentSize` stands for; dp (paddings, the 48 dp button boxes) do not scale.
extension Theme {
    /// This Android look with its text set at `category`'s font scale.
    func androidScaled(for category: ContentSize) -> Theme {
        let scale = AndroidFontScale.fontScale(for: category)
        var t = self
        t.titleStyle = titleStyle.androidScaled(scale)
        t.messageStyle = messageStyle.androidScaled(scale)
        t.actionStyle = actionStyle.androidScaled(scale)
        t.textFieldStyle = textFieldStyle.androidScaled(scale)
        t.progressLabelStyle = progressLabelStyle.androidScaled(scale)
        t.tableTextStyle = tableTextStyle.androidScaled(scale)
        if var look = android {
            look.listTextStyle = look.listTextStyle.androidScaled(scale)
            t.android = look
        }
        return t
    }
}

extension TextStyle {
    /// This style at Android font scale `fontScale`: size and line height through Android's
    /// converter (non-linear from Android 14 on), letter spacing kept in em as Android keeps it.
    func androidScaled(_ fontScale: Double) -> TextStyle {
        var s = self
        s.size = AndroidFontScale.scaledSize(size, fontScale: fontScale)
        s.lineHeight = AndroidFontScale.scaledSize(lineHeight, fontScale: fontScale)
        if let m = minimumSize { s.minimumSize = AndroidFontScale.scaledSize(m, fontScale: fontScale) }
        return s
    }
}
