/// iOS 26's keyboard: UIKit's "colour-adaptive" render config, on by default under Liquid Glass.
///
/// Sources, named where each number is used (details in /work/shared/IOS26-KEYBOARD.md):
/// - [KB-CODE] iOS 26's UIKit: `UIKBRenderConfig` (the colour-adaptive configs), `UIKBRenderFactoryiPhone`
///   (key corners, keycap font and sizes, control keys without their gradient and shadow).
/// - [KB-26] measured on two real iOS 26 keyboards at 3x (KeyboardKit's reference screenshots:
///   402 pt dark and 440 pt light, Safari, no QuickType bar).
/// Numbers marked (chosen) no source gives.
extension KeyboardMetrics {
    /// The iOS 26 keyboard of a device `width` points wide in `orientation` (`forDevice`'s
    /// arguments). Portrait phones are measured [KB-26]; landscape phones and iPads keep the iOS 18
    /// rows (no iOS 26 render of them was measured) with iOS 26's keys and colours.
    public static func colourAdaptive(isPad: Bool, portraitWidth: Double, landscape: Bool, bottomStrip: Double)
        -> KeyboardMetrics
    {
        var m = forDevice(isPad: isPad, portraitWidth: portraitWidth, landscape: landscape, bottomStrip: bottomStrip)
        m.colourAdaptive = true
        m.suggestionSize = m.functionSize
        if !isPad {
            // [KB-CODE] keyCornerRadius 8 when colour-adaptive (5 before); [KB-26] circular fit 8.2.
            m.keyCornerRadius = 8
            // [KB-CODE] letter keys 23 pt (22 before), the `123` and return keys 19 (16 before);
            // [KB-26] 'l' 17.3 pt and 'x' 12.3 pt tall, as a 23 pt face draws them.
            m.letterSize = 23
            m.functionSize = 19
            // [KB-26] letters' baseline 29.0 pt below the key's top; the bundled Inter centred in
            // its line puts it at 30.67.
            m.letterRaise = 5.0 / 3
        }
        if !isPad && !landscape {
            // [KB-26] keys 45 pt tall at a 56 pt pitch on both phones (11 pt apart).
            m.rowHeight = 56
            m.keyInsetY = 5.5
            // [KB-26] first key 24 pt below the container's top: 18.5 above the rows' 5.5 inset.
            m.rowsTopInset = 18.5
            // [KB-26] first key's left edge 8.67 pt in (right 8.3), keys 6 apart: the rows sit
            // 5.67 pt in, each key 3 pt inside its slot (33.1 and 36.9 pt letter keys on 402 and
            // 440 pt screens; measured 33.0-33.3 and 37.0).
            m.sideInset = 17.0 / 3
            // [KB-26] shift 44.7 and 49.7 pt wide, 13.7 and 14.7 pt from `z`: a fifth of a slot
            // beyond the 6 pt key gap.
            m.shiftClearance = 0.2
            // [KB-26] globe and microphone centred 42.3 pt from the screen's sides and 34.5 pt
            // below the rows (container top + 277 on both phones).
            m.stripGlyphInset = 42.3 - 17.0 / 3
            m.stripGlyphDrop = 34.5
        }
        // [KB-26] top corners: circular fits 23.5 (dark) and 25 pt (light).
        m.containerCornerRadius = 24
        // [KB-26] the bottom row is 123, emoji, space, return on both phones.
        m.emojiKey = true
        // [KB-26] the space bar shows no name (only a language badge with several keyboards).
        m.spaceLabelShown = false
        return m
    }

    /// The keyboard's body [KB-26]: (222,223,229) over a light app, (23,23,23) over a black one.
    /// The material adapts to what is behind it (UIKit's backdrop style 3908); with one
    /// measurement per appearance it is drawn flat.
    public static let colourAdaptiveBackground = PerAppearance(light: RGBA8(222, 223, 229), dark: RGBA8(23, 23, 23))

    /// Every key, letter and control alike [KB-CODE `controlKeyBackgroundName` white;
    /// KB-26]: white light, (61,61,61) dark.
    public static let colourAdaptiveKey = PerAppearance(light: RGBA8(255, 255, 255), dark: RGBA8(61, 61, 61))

    /// The one-device-pixel bright line along the container's top edge [KB-26]: (246,249,255)
    /// light (+24 over the body), (50,50,51) dark (+27), fading into the body over about a point.
    public static let colourAdaptiveRim = PerAppearance(light: RGBA8(246, 249, 255), dark: RGBA8(50, 50, 51))

    /// The blue return key (`done`, `go`, `search`, `send`) [KB-26]: (0,122,255), measured in dark;
    /// light taken as the same (the light capture's return key is disabled).
    public static let colourAdaptiveReturnKey = RGBA8(0, 122, 255)
}
