/// An Android dialog at a text size: every sp of its text styles through the font scale that the
/// spec's `contentSize` stands for; dp (paddings, the 48 dp button boxes) do not scale.
extension Theme {
    /// This Android look with its text set at `category`'s font scale.
    func androidScaled(for category: ContentSize) -> Theme {
        let scale = AndroidFontScale.fontScale(for: category)
        // Compose converts sp with its own copy of the converter (non-linear from 1.03); the Views
        // with the platform's (linear below 1.15): the same on every step of the font size slider.
        let toolkit: AndroidFontScale.Toolkit = android?.lineBox == .centred ? .compose : .views
        var t = self
        t.titleStyle = titleStyle.androidScaled(scale, toolkit)
        t.messageStyle = messageStyle.androidScaled(scale, toolkit)
        t.actionStyle = actionStyle.androidScaled(scale, toolkit)
        t.textFieldStyle = textFieldStyle.androidScaled(scale, toolkit)
        t.progressLabelStyle = progressLabelStyle.androidScaled(scale, toolkit)
        t.tableTextStyle = tableTextStyle.androidScaled(scale, toolkit)
        if var look = android {
            look.listTextStyle = look.listTextStyle.androidScaled(scale, toolkit)
            t.android = look
        }
        return t
    }
}

extension TextStyle {
    /// This style at Android font scale `fontScale`: the size through Android's converter
    /// (non-linear from Android 14 on), the line height kept in its ratio to the converted size (as
    /// TextView and Compose keep it), letter spacing in em as Android keeps it.
    func androidScaled(_ fontScale: Double, _ toolkit: AndroidFontScale.Toolkit) -> TextStyle {
        var s = self
        s.size = AndroidFontScale.scaledSize(size, fontScale: fontScale, toolkit: toolkit)
        s.lineHeight = AndroidFontScale.scaledLineHeight(
            lineHeight, fontSizeSp: size, fontScale: fontScale, toolkit: toolkit)
        if let m = minimumSize { s.minimumSize = AndroidFontScale.scaledSize(m, fontScale: fontScale, toolkit: toolkit) }
        return s
    }
}
