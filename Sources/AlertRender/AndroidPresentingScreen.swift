import AlertModel
import Raster

/// The Android placeholder screens (`alertsnap screen KIND --platform android`): what a Material 3
/// app shows behind its dialog, drawn in the baseline scheme's colours (ANDROID.md §3) so an
/// Android golden looks like a phone. Sizes in dp, from Material 3's components: the status bar
/// is the device's top inset, a small top app bar 64 dp with a 22 sp title (`titleLarge`), list
/// items 72 dp with a 40 dp leading avatar, a 16 sp headline (`bodyLarge`) and 14 sp supporting text
/// (`bodyMedium`), and the gesture navigation handle centred in the bottom inset.
extension ScreenPainter {
    // The baseline scheme (Material 3 tokens, ANDROID.md §3).
    var androidSurface: RGBA8 { dark ? RGBA8(0x14, 0x12, 0x18) : RGBA8(0xFE, 0xF7, 0xFF) }
    var androidOnSurface: RGBA8 { dark ? RGBA8(0xE6, 0xE0, 0xE9) : RGBA8(0x1D, 0x1B, 0x20) }
    var androidOnSurfaceVariant: RGBA8 { dark ? RGBA8(0xCA, 0xC4, 0xD0) : RGBA8(0x49, 0x45, 0x4F) }
    var androidPrimaryContainer: RGBA8 { dark ? RGBA8(0x4F, 0x37, 0x8B) : RGBA8(0xEA, 0xDD, 0xFF) }
    var androidOnPrimaryContainer: RGBA8 { dark ? RGBA8(0xEA, 0xDD, 0xFF) : RGBA8(0x21, 0x00, 0x5D) }
    var androidOutlineVariant: RGBA8 { dark ? RGBA8(0x49, 0x45, 0x4F) : RGBA8(0xCA, 0xC4, 0xD0) }

    /// The status bar's height: Pixel's 48 dp top inset (taller than Android's 24 dp minimum).
    static let androidStatusBar = 48.0
    /// The gesture navigation bar's height (the bottom inset) and its handle.
    static let androidNavigationBar = 24.0

    /// Time at the start; Wi-Fi, signal and battery at the end, in the on-surface colour.
    func androidStatusBar() {
        let mid = Self.androidStatusBar / 2
        text("12:30", x: 24, y: mid - 10, width: 80, size: 14, weight: .medium, color: androidOnSurface, lineHeight: 20)
        let c = androidOnSurface.premultiplied()
        let right = width - 24
        // Battery: an upright rounded bar with its terminal.
        fill(right - 8, mid - 7, 8, 14, androidOnSurface, radius: 1.5)
        fill(right - 6, mid - 8.5, 4, 2, androidOnSurface, radius: 0.5)
        // Signal: a right triangle, its corner at the bottom right.
        let sx = right - 26
        canvas.fillPolygon(
            [((sx + 14) * scale, (mid - 7) * scale), ((sx + 14) * scale, (mid + 7) * scale), (sx * scale, (mid + 7) * scale)],
            color: c)
        // Wi-Fi: a fan (a wedge pointing down) as Android draws it.
        let wx = right - 48
        canvas.fillPolygon(
            [(wx * scale, (mid - 4) * scale), ((wx + 8) * scale, (mid - 7) * scale), ((wx + 16) * scale, (mid - 4) * scale),
             ((wx + 8) * scale, (mid + 7) * scale)],
            color: c)
    }

    /// A small top app bar: a leading icon (the navigation menu, or back), the title, a trailing action.
    func androidTopAppBar(_ title: String, back: Bool) {
        let top = Self.androidStatusBar
        let iconY = top + 20
        if back {
            // A left arrow: the shaft and the head.
            canvas.fillCapsule(
                from: ((16 + 4) * scale, (iconY + 12) * scale), to: ((16 + 20) * scale, (iconY + 12) * scale),
                width: 2 * scale, color: androidOnSurface.premultiplied())
            canvas.fillCapsule(
                from: ((16 + 4) * scale, (iconY + 12) * scale), to: ((16 + 11) * scale, (iconY + 5) * scale),
                width: 2 * scale, color: androidOnSurface.premultiplied())
            canvas.fillCapsule(
                from: ((16 + 4) * scale, (iconY + 12) * scale), to: ((16 + 11) * scale, (iconY + 19) * scale),
                width: 2 * scale, color: androidOnSurface.premultiplied())
        } else {
            for i in 0..<3 { fill(16 + 3, iconY + 6 + Double(i) * 5, 18, 2, androidOnSurface, radius: 1) }
        }
        text(title, x: 72, y: top + 18, width: width - 144, size: 22, color: androidOnSurface, lineHeight: 28)
        // A search (or more) action at the end: a magnifier's lens and handle.
        let ax = width - 16 - 24
        canvas.fillRoundedRect(
            rect(ax + 3, iconY + 3, 13, 13), radius: 6.5 * scale, style: .circular, color: androidOnSurface.premultiplied())
        canvas.fillRoundedRect(
            rect(ax + 5, iconY + 5, 9, 9), radius: 4.5 * scale, style: .circular, color: androidSurface.premultiplied())
        canvas.fillCapsule(
            from: ((ax + 14) * scale, (iconY + 14) * scale), to: ((ax + 21) * scale, (iconY + 21) * scale),
            width: 2 * scale, color: androidOnSurface.premultiplied())
    }

    /// The gesture navigation handle: a 108 x 4 dp pill centred in the bottom inset.
    func androidNavigationHandle() {
        let y = height - Self.androidNavigationBar / 2 - 2
        fill((width - 108) / 2, y, 108, 4, androidOnSurface.withOpacity(0.85), radius: 2)
    }

    /// A Settings-like list: two-line list items with a tonal avatar holding the row's initial.
    func androidSettings() {
        canvas.fill(androidSurface.premultiplied())
        androidStatusBar()
        androidTopAppBar("Settings", back: false)
        let rows: [(String, String)] = [
            ("Network & internet", "Mobile, Wi-Fi, hotspot"), ("Connected devices", "Bluetooth, pairing"),
            ("Apps", "Recent apps, default apps"), ("Notifications", "Notification history, conversations"),
            ("Battery", "86% - Should last until about 11 PM"), ("Storage", "54% used - 59 GB free"),
            ("Sound & vibration", "Volume, haptics, Do Not Disturb"), ("Display", "Dark theme, font size, brightness"),
            ("Wallpaper & style", "Colours, themed icons, app grid"), ("Accessibility", "Display, interaction, audio"),
            ("Security & privacy", "App security, device lock"), ("Location", "On - 6 apps have access"),
        ]
        var y = Self.androidStatusBar + 64 + 8
        for (title, detail) in rows {
            guard y + 72 <= height - Self.androidNavigationBar else { break }
            canvas.fillRoundedRect(
                rect(16, y + 16, 40, 40), radius: 20 * scale, style: .circular, color: androidPrimaryContainer.premultiplied())
            text(
                String(title.prefix(1)), x: 16, y: y + 26, width: 40, size: 16, weight: .medium,
                color: androidOnPrimaryContainer, alignment: .center, lineHeight: 20)
            text(title, x: 72, y: y + 14, width: width - 96, size: 16, color: androidOnSurface, lineHeight: 24, maxLines: 1)
            text(
                detail, x: 72, y: y + 38, width: width - 96, size: 14, color: androidOnSurfaceVariant, lineHeight: 20,
                maxLines: 1)
            y += 72
        }
        androidNavigationHandle()
    }

    /// A note being edited: a back arrow, the note's title and body in Material's type scale.
    func androidEditor() {
        canvas.fill(androidSurface.premultiplied())
        androidStatusBar()
        androidTopAppBar("Notes", back: true)
        let top = Self.androidStatusBar + 64 + 16
        text(Self.noteTitle, x: 16, y: top, width: width - 32, size: 28, color: androidOnSurface, lineHeight: 36)
        text("Edited 30 Nov 2026, 12:30", x: 16, y: top + 44, width: width - 32, size: 14, color: androidOnSurfaceVariant, lineHeight: 20)
        fill(16, top + 76, width - 32, 1, androidOutlineVariant)
        text(Self.noteBody, x: 16, y: top + 93, width: width - 32, size: 16, color: androidOnSurface, lineHeight: 24)
        androidNavigationHandle()
    }
}
