import AlertModel
import Raster
import Typesetting

/// Mock app screens to present alerts over: an iOS Settings-style grouped list and a document
/// editor, each also as an Android app draws it (`platform`). The fixtures' presenting-screen PNGs
/// are made with this, so they are the project's own work, reproducible with
/// `alertsnap screen KIND -o FILE [--platform android]`.
public enum PresentingScreen: String, CaseIterable, Sendable {
    /// `settings`: a settings list; `editor`: a document editor.
    case settings, editor

    /// Paints the screen at `width` x `height` points (dp on Android) and `scale`: on iOS with a
    /// status bar and navigation as UIKit draws them, on Android with a status bar, a Material 3 top
    /// app bar, list items and the gesture navigation handle.
    public func render(
        width: Double, height: Double, scale: Double, appearance: Appearance, typesetter: Typesetter,
        platform: Platform = .ios
    ) -> Canvas {
        let painter = ScreenPainter(
            canvas: Canvas(width: Int((width * scale).rounded()), height: Int((height * scale).rounded())),
            scale: scale, width: width, height: height, dark: appearance == .dark, typesetter: typesetter,
            family: platform == .android ? .roboto : .inter)
        switch (self, platform) {
        case (.settings, .ios): painter.settings()
        case (.editor, .ios): painter.editor()
        case (.settings, .android): painter.androidSettings()
        case (.editor, .android): painter.androidEditor()
        }
        return painter.canvas
    }
}

/// Drawing helpers in points for the mock screens.
struct ScreenPainter {
    let canvas: Canvas
    let scale: Double
    let width: Double
    let height: Double
    let dark: Bool
    let typesetter: Typesetter
    /// The face every text is set in: Inter on iOS (the bundled stand-in), Roboto on Android.
    var family = UIFontFamily.inter

    /// The note both editors show (`editor`, `androidEditor`): one text, so the two platforms'
    /// screens differ only in how each app sets it.
    static let noteTitle = "Trip to Kyoto"
    /// The note's body: paragraphs that wrap, a bulleted list and a line of Japanese, so a dialog
    /// over the editor has text of more than one script behind it.
    static let noteBody = """
        Day 1: Arrive at Kyoto Station in the afternoon and check in near Shijō. Walk along the Kamo River \
        at sunset, then dinner in Pontochō.

        Day 2: Early visit to Fushimi Inari before the crowds; the thousand gates take about two hours. \
        Afternoon in Gion and Kiyomizu-dera.

        Packing list:
        • Rail pass and passport
        • Comfortable shoes
        • Umbrella (rain likely on Tuesday)

        京都駅から嵐山までは電車で約15分。竹林の小径は朝早くがおすすめです。
        """

    var background: RGBA8 { dark ? RGBA8(0, 0, 0) : RGBA8(0xF2, 0xF2, 0xF7) }
    var cell: RGBA8 { dark ? RGBA8(0x1C, 0x1C, 0x1E) : RGBA8(255, 255, 255) }
    var label: RGBA8 { dark ? RGBA8(255, 255, 255) : RGBA8(0, 0, 0) }
    var secondary: RGBA8 { dark ? RGBA8(235, 235, 245, opacity: 0.6) : RGBA8(60, 60, 67, opacity: 0.6) }
    var separator: RGBA8 { dark ? RGBA8(84, 84, 88, opacity: 0.6) : RGBA8(60, 60, 67, opacity: 0.29) }

    func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
        Rect(x: x * scale, y: y * scale, width: w * scale, height: h * scale)
    }

    func fill(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ c: RGBA8, radius: Double = 0) {
        if radius > 0 {
            canvas.fillRoundedRect(
                rect(x, y, w, h), radius: radius * scale, style: .continuous, color: c.premultiplied())
        } else {
            canvas.fillRect(rect(x, y, w, h), color: c.premultiplied())
        }
    }

    func text(
        _ s: String, x: Double, y: Double, width w: Double, size: Double, weight: FontWeight = .regular,
        color: RGBA8, alignment: TextAlignment = .leading, lineHeight: Double? = nil, maxLines: Int? = nil
    ) {
        var style = TextStyle(
            size: size, weight: weight, lineHeight: lineHeight ?? (size * 1.25).rounded(), alignment: alignment,
            maxLines: maxLines)
        style.uiFamily = family
        let laid = typesetter.layout(s, style: style, maxWidth: w, scale: scale)
        let c = color.premultiplied()
        let canvas = self.canvas
        typesetter.forEachGlyphMask(in: laid, originX: x * scale, originY: y * scale) { mask, mw, mh, stride, px, py in
            canvas.drawMask(mask, width: mw, height: mh, stride: stride, x: px, y: py, color: c)
        }
    }

    func statusBar() {
        text("9:41", x: 24, y: 16, width: 80, size: 17, weight: .semibold, color: label, alignment: .center)
        // Signal bars, Wi-Fi dot row and battery, as simple shapes.
        for i in 0..<4 {
            fill(width - 100 + Double(i) * 5, 30 - Double(i) * 2.5, 3, 5 + Double(i) * 2.5, label, radius: 1)
        }
        fill(width - 70, 22, 16, 11, label.withOpacity(0.9), radius: 5.5)
        fill(width - 48, 21, 25, 13, label.withOpacity(0.35), radius: 4)
        fill(width - 46, 23, 19, 9, label, radius: 2.5)
    }

    func settings() {
        canvas.fill(background.premultiplied())
        statusBar()
        text("Settings", x: 16, y: 96, width: width - 32, size: 34, weight: .bold, color: label, lineHeight: 41)
        fill(
            16, 148, width - 32, 36, dark ? RGBA8(118, 118, 128, opacity: 0.24) : RGBA8(118, 118, 128, opacity: 0.12),
            radius: 10)
        text("Search", x: 44, y: 156, width: 200, size: 17, color: secondary)
        let groups: [[(String, RGBA8, String?)]] = [
            [
                ("Airplane Mode", RGBA8(0xFF, 0x95, 0x00), nil), ("Wi-Fi", RGBA8(0x00, 0x7A, 0xFF), "Home Network"),
                ("Bluetooth", RGBA8(0x00, 0x7A, 0xFF), "On"), ("Cellular", RGBA8(0x34, 0xC7, 0x59), nil),
            ],
            [
                ("Notifications", RGBA8(0xFF, 0x3B, 0x30), nil), ("Sounds & Haptics", RGBA8(0xFF, 0x2D, 0x55), nil),
                ("Focus", RGBA8(0x58, 0x56, 0xD6), nil), ("Screen Time", RGBA8(0x58, 0x56, 0xD6), nil),
            ],
            [
                ("General", RGBA8(0x8E, 0x8E, 0x93), nil), ("Control Center", RGBA8(0x8E, 0x8E, 0x93), nil),
                ("Display & Brightness", RGBA8(0x00, 0x7A, 0xFF), nil), ("Wallpaper", RGBA8(0x32, 0xAD, 0xE6), nil),
                ("Privacy & Security", RGBA8(0x00, 0x7A, 0xFF), nil),
            ],
        ]
        var y = 208.0
        for group in groups {
            let h = Double(group.count) * 44
            fill(16, y, width - 32, h, cell, radius: 10)
            for (i, row) in group.enumerated() {
                let ry = y + Double(i) * 44
                fill(32, ry + 7, 29, 29, row.1, radius: 6.5)
                fill(40, ry + 15, 13, 13, RGBA8(255, 255, 255, opacity: 0.9), radius: 3)
                text(row.0, x: 76, y: ry + 11, width: width - 150, size: 17, color: label)
                if let detail = row.2 {
                    text(
                        detail, x: width - 210, y: ry + 11, width: 160, size: 17, color: secondary, alignment: .trailing
                    )
                }
                text("›", x: width - 48, y: ry + 9, width: 20, size: 22, color: secondary, alignment: .center)
                if i < group.count - 1 { fill(76, ry + 44 - 1 / scale, width - 92, 1 / scale, separator) }
            }
            y += h + 35
        }
    }

    func editor() {
        canvas.fill(cell.premultiplied())
        statusBar()
        fill(0, 50, width, 44, cell)
        text("‹ Notes", x: 8, y: 61, width: 100, size: 17, color: RGBA8(0xFF, 0x9F, 0x0A))
        text(
            "Done", x: width - 80, y: 61, width: 64, size: 17, weight: .semibold, color: RGBA8(0xFF, 0x9F, 0x0A),
            alignment: .trailing)
        text(Self.noteTitle, x: 20, y: 108, width: width - 40, size: 28, weight: .bold, color: label, lineHeight: 34)
        text("November 30, 2026 at 9:41", x: 20, y: 148, width: width - 40, size: 13, color: secondary)
        text(Self.noteBody, x: 20, y: 184, width: width - 40, size: 17, color: label, lineHeight: 24)
        fill(0, 0, width, 0.5, separator)
    }
}
