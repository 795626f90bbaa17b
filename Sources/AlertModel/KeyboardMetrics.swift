/// Every number of the software keyboard (docs/themes.md "Keyboard"), in one place.
///
/// Sources, named where each number is used:
/// - [KK-layout] KeyboardKit, `KeyboardLayout+DeviceConfiguration.swift` (a custom-keyboard library
///   that measures the system keyboard per device class): row pitch and key insets per device and
///   orientation.
/// - [KK-colors] KeyboardKit's colour assets (`standardKeyboardBackground`, `standardButton`,
///   `standardDarkButtonBackground`, `standardButtonShadow`): the light and dark fills.
/// - [rows-216] the letters' view is 216 pt tall on every iPhone (4 rows of 54 pt); the Face ID
///   phones' keyboard is taller only by the strip below it (F. Benacquista, "List of the official iOS
///   keyboards' heights", and the well-known 216 pt portrait keyboard).
/// Numbers marked (chosen) were picked to look like iOS, not measured.
public struct KeyboardMetrics: Sendable, Equatable {
    /// Height of the QuickType suggestion bar above the keys (0 for the keypads, which have none).
    public var suggestionBarHeight: Double
    /// Height of one key row including its insets [KK-layout].
    public var rowHeight: Double
    /// A key's inset from its slot on each side [KK-layout]: two keys are twice this apart.
    public var keyInsetX: Double
    /// A key's inset from its row's top and bottom [KK-layout].
    public var keyInsetY: Double
    /// Key corner radius [KK-layout].
    public var keyCornerRadius: Double
    /// Height of the strip below the rows: the Face ID phones' globe and dictation keys in portrait,
    /// the home indicator's inset in landscape.
    public var bottomStrip: Double
    /// Letter labels' size (chosen: UIFont.TextStyle.title2's 22 pt, which KeyboardKit's letters use).
    public var letterSize: Double
    /// Function keys' labels (`123`, `space`, `return`) and suggestions (chosen: Body's 16 pt at iOS's
    /// keyboard weight).
    public var functionSize: Double
    /// The QuickType bar's words (the function keys' size on the iOS 18 keyboard).
    public var suggestionSize: Double? = nil
    /// iOS 26's colour-adaptive keyboard (`KeyboardMetrics+iOS26.swift`): its own colours, control
    /// keys coloured as letter keys, no key shadows, a rounded container with a bright top rim.
    public var colourAdaptive = false
    /// Space above the rows when there is no QuickType bar.
    public var rowsTopInset = 0.0
    /// The rows' inset from each side of the safe area.
    public var sideInset = 0.0
    /// Gap between shift (and delete) and the third row's letters, beyond the keys' own insets, in
    /// letter slots.
    public var shiftClearance = 0.25
    /// Corner radius of the keyboard's top corners (0: square).
    public var containerCornerRadius = 0.0
    /// The bottom row holds an emoji key after `123` (phones whose globe is in the strip below).
    public var emojiKey = false
    /// The space bar shows its name.
    public var spaceLabelShown = true
    /// How far letter labels sit above the key's centred line, in points.
    public var letterRaise = 0.0
    /// How far the strip's globe and microphone are centred in from the rows' sides (chosen).
    public var stripGlyphInset = 34.0
    /// How far below the rows' bottom the strip's globe and microphone are centred (chosen).
    public var stripGlyphDrop = 25.0

    /// The keyboard of a device `width` points wide in `orientation`.
    /// - `isPad`: iPad rows [KK-layout] `standardPad` (64 pt, insets 5) and `standardPadLarge` (69,
    ///   4; from 1024 pt wide), landscape 86 and 88.
    /// - phones: `standardPhone` 54 pt rows (insets 3 x 5) [KK-layout] and [rows-216],
    ///   `standardPhoneLarge` 56 (3 x 5.5) from 428 pt wide, landscape 40 (3 x 4) on all.
    public static func forDevice(isPad: Bool, portraitWidth: Double, landscape: Bool, bottomStrip: Double)
        -> KeyboardMetrics
    {
        var m = KeyboardMetrics(
            suggestionBarHeight: landscape ? 38 : 44, rowHeight: 54, keyInsetX: 3, keyInsetY: 5,
            keyCornerRadius: 5, bottomStrip: bottomStrip, letterSize: 22, functionSize: 16)
        if isPad {
            let large = portraitWidth >= 1024
            m.suggestionBarHeight = 55
            m.rowHeight = landscape ? (large ? 88 : 86) : (large ? 69 : 64)
            m.keyInsetX = landscape ? 7 : (large ? 4 : 5)
            m.keyInsetY = landscape ? (large ? 5 : 6) : (large ? 4 : 5)
            m.keyCornerRadius = landscape ? (large ? 8 : 7) : (large ? 6 : 5)
            m.letterSize = 24
            m.functionSize = 18
        } else if landscape {
            m.rowHeight = 40
            m.keyInsetY = 4
        } else if portraitWidth >= 428 {
            m.rowHeight = 56
            m.keyInsetY = 5.5
        }
        return m
    }

    /// The Face ID phones' strip below the rows in portrait, holding the globe and dictation keys:
    /// 75 pt (the 291 pt keyboard without suggestions less the 216 pt of rows [rows-216]).
    public static let faceIDStrip = 75.0

    /// The keyboard's background [KK-colors]: #D5D6DD light, #2C2C2C dark.
    public static func background(_ appearance: Appearance) -> RGBA8 {
        appearance == .dark ? RGBA8(0x2C, 0x2C, 0x2C) : RGBA8(0xD5, 0xD6, 0xDD)
    }

    /// A letter key's fill [KK-colors]: white light, #6B6B6B dark.
    public static func letterKey(_ appearance: Appearance) -> RGBA8 {
        appearance == .dark ? RGBA8(0x6B, 0x6B, 0x6B) : RGBA8(0xFF, 0xFF, 0xFF)
    }

    /// A function key's fill (shift, delete, 123, return) [KK-colors]: #ABB1BA light, #474747 dark.
    public static func functionKey(_ appearance: Appearance) -> RGBA8 {
        appearance == .dark ? RGBA8(0x47, 0x47, 0x47) : RGBA8(0xAB, 0xB1, 0xBA)
    }

    /// The 1 pt shadow under each key [KK-colors]: black at 30 % light, 70 % dark.
    public static func keyShadow(_ appearance: Appearance) -> RGBA8 {
        RGBA8(0, 0, 0, opacity: appearance == .dark ? 0.7 : 0.3)
    }

    /// Key labels and glyphs: black light, white dark (label).
    public static func label(_ appearance: Appearance) -> RGBA8 {
        appearance == .dark ? RGBA8(0xFF, 0xFF, 0xFF) : RGBA8(0, 0, 0)
    }

    /// The suggestion bar's separators (chosen: iOS's separator gray, opaque on the keyboard).
    public static func separator(_ appearance: Appearance) -> RGBA8 {
        appearance == .dark ? RGBA8(0x5A, 0x5A, 0x5E) : RGBA8(0xB4, 0xB6, 0xBD)
    }

    /// The text cursor: 2 pt wide (chosen, UITextField's caret), in the alert's tint.
    public static let caretWidth = 2.0
}
