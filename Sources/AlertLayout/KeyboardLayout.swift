import AlertModel

/// Where the software keyboard and each of its keys go, in canvas points (docs/themes.md
/// "Keyboard" for the numbers, `KeyboardMetrics`).
public struct KeyboardGeometry: Sendable {
    /// The whole keyboard: the canvas's width, at its bottom.
    public var frame: Frame
    /// The QuickType bar at the top; nil for the digit pads, which have none.
    public var suggestionBar: Frame?
    /// The bar's words, each centred in its third of the bar.
    public var suggestions: [(string: String, frame: Frame)]
    /// The bar's separators between its thirds.
    public var separators: [Frame]
    /// Every key and glyph, in reading order (rows top to bottom, then the strip below).
    public var keys: [KeyboardKey]
    /// The numbers the keyboard is made with.
    public var metrics: KeyboardMetrics
}

/// One key of the keyboard (or a glyph drawn on the keyboard's background, as the strip's globe).
public struct KeyboardKey: Sendable, Hashable {
    /// The key's fill.
    public enum Fill: Sendable, Hashable {
        /// A letter key (white in light).
        case letter
        /// A function key (shift, delete, 123, return: gray).
        case function
        /// The blue return key of `done`, `go`, `search` and `send`.
        case primary
        /// No key shape: drawn on the keyboard's background.
        case none
    }

    /// A symbol drawn as a path instead of a label.
    public enum Glyph: Sendable, Hashable {
        /// The shift arrow, filled when shift is on.
        case shift(on: Bool)
        /// The delete key's tag with a cross.
        case delete
        /// The globe (next keyboard).
        case globe
        /// The dictation microphone.
        case dictation
        /// The emoji key's smiling face (iOS 26's bottom row).
        case emoji
    }

    /// The key's shape (its slot less the insets); a glyph's box for `fill` `.none`.
    public var frame: Frame
    public var fill: Fill
    /// The label, "" for a glyph key.
    public var label: String
    /// The letters under a phone pad's digit (`ABC`); nil elsewhere.
    public var sublabel: String? = nil
    public var glyph: Glyph? = nil
    /// The label's size in points.
    public var labelSize: Double
}

extension KeyboardGeometry {
    /// The keyboard `keyboard` shows on a canvas of `width` x `height` points with `safeArea`;
    /// `shifted`: the focused field is empty, so (sentence capitalisation) the letters are capitals.
    public static func make(
        _ keyboard: ResolvedKeyboard, width: Double, height: Double, safeArea: EdgeInsets, grid: PixelGrid,
        shifted: Bool
    ) -> KeyboardGeometry {
        let landscape = width > height
        let keypad = keyboard.type.isKeypad
        // Face ID phones: a 75 pt strip holds the globe and dictation keys in portrait; elsewhere
        // (landscape, the home-button phone, iPads, the digit pads) only the safe area's bottom.
        let stripsGlyphs = keyboard.hasBottomStrip && !landscape && !keypad
        let strip = stripsGlyphs ? KeyboardMetrics.faceIDStrip : safeArea.bottom
        let make = keyboard.colourAdaptive ? KeyboardMetrics.colourAdaptive : KeyboardMetrics.forDevice
        var m = make(keyboard.isPad, min(width, height), landscape, strip)
        if keypad { m.suggestionBarHeight = 0 }
        let barH = grid.snap(m.suggestionBarHeight)
        // Without a bar the rows keep the look's space above them.
        let topH = barH > 0 ? barH : grid.snap(m.rowsTopInset)
        let rowH = grid.snap(m.rowHeight)
        let total = topH + 4 * rowH + grid.snap(strip)
        let frame = Frame(x: 0, y: grid.snap(height - total), width: width, height: total)
        let x0 = grid.snap(safeArea.left + m.sideInset)
        let areaW = width - x0 - grid.snap(safeArea.right + m.sideInset)
        var g = KeyboardGeometry(
            frame: frame, suggestionBar: nil, suggestions: [], separators: [], keys: [], metrics: m)
        let rowsTop = frame.y + topH
        if barH > 0 {
            let bar = Frame(x: 0, y: frame.y, width: width, height: barH)
            g.suggestionBar = bar
            let third = areaW / 3
            let words = keyboard.type == .default ? Self.suggestions(keyboard) : ["", "", ""]
            let lineH = grid.snap((m.suggestionSize ?? m.functionSize) * 1.25)
            for i in 0..<3 {
                let slot = Frame(x: grid.snap(x0 + Double(i) * third), y: bar.y, width: grid.snap(third), height: barH)
                g.suggestions.append(
                    (words[i], Frame(x: slot.x, y: slot.y + grid.snapHalfUp((barH - lineH) / 2), width: slot.width, height: lineH)))
                if i > 0 {
                    let h = grid.snap(barH / 2)
                    g.separators.append(
                        Frame(x: slot.x, y: bar.y + grid.snapHalfUp((barH - h) / 2), width: grid.pixel, height: h))
                }
            }
        }
        var builder = KeyRowBuilder(grid: grid, metrics: m, x0: x0, areaW: areaW, rowsTop: rowsTop, rowH: rowH)
        if keypad {
            builder.addKeypad(keyboard)
        } else {
            builder.addLetters(keyboard, shifted: shifted, glyphsInRow: !keyboard.hasBottomStrip)
            if keyboard.hasBottomStrip {
                // The globe and the microphone: below the rows in portrait, in the side margins
                // (the sensor housing's inset) beside the bottom row in landscape. (chosen)
                let size = grid.snap(min(m.rowHeight - 2 * m.keyInsetY, 26))
                let cy: Double
                let leftX: Double
                let rightX: Double
                if landscape {
                    cy = rowsTop + 3.5 * rowH
                    leftX = x0 / 2
                    rightX = width - grid.snap(safeArea.right) / 2
                } else {
                    cy = rowsTop + 4 * rowH + m.stripGlyphDrop
                    leftX = x0 + m.stripGlyphInset
                    rightX = x0 + areaW - m.stripGlyphInset
                }
                if !landscape || x0 >= size {
                    for (cx, glyph) in [(leftX, KeyboardKey.Glyph.globe), (rightX, .dictation)] {
                        builder.keys.append(
                            KeyboardKey(
                                frame: Frame(
                                    x: grid.snapHalfUp(cx - size / 2), y: grid.snapHalfUp(cy - size / 2), width: size,
                                    height: size), fill: .none, label: "", glyph: glyph, labelSize: m.functionSize))
                    }
                }
            }
        }
        g.keys = builder.keys
        return g
    }

    /// The QuickType bar's three words for an empty field, in the keyboard's language.
    static func suggestions(_ keyboard: ResolvedKeyboard) -> [String] {
        switch keyboard.spaceLabel {
        case "Leerzeichen": return ["Ich", "Die", "Das"]
        case "espace": return ["Je", "Le", "La"]
        default: return ["I", "The", "I\u{2019}m"]
        }
    }
}

/// Lays the rows out in slots of a unit width: each key is its slot less the insets.
private struct KeyRowBuilder {
    let grid: PixelGrid
    let metrics: KeyboardMetrics
    let x0: Double
    let areaW: Double
    let rowsTop: Double
    let rowH: Double
    var keys: [KeyboardKey] = []

    mutating func add(
        row: Int, from x: Double, width w: Double, _ fill: KeyboardKey.Fill, _ label: String, size: Double? = nil,
        glyph: KeyboardKey.Glyph? = nil, sublabel: String? = nil
    ) {
        let left = grid.snap(x + metrics.keyInsetX)
        let right = grid.snap(x + w - metrics.keyInsetX)
        let top = rowsTop + Double(row) * rowH + grid.snap(metrics.keyInsetY)
        keys.append(
            KeyboardKey(
                frame: Frame(x: left, y: top, width: max(grid.pixel, right - left), height: rowH - 2 * grid.snap(metrics.keyInsetY)),
                fill: fill, label: label, sublabel: sublabel, glyph: glyph, labelSize: size ?? metrics.functionSize))
    }

    /// Three letter rows, then the bottom row of `123`, space and return (with the globe and the
    /// microphone in it when `glyphsInRow`: phones with a home button, iPads).
    mutating func addLetters(_ keyboard: ResolvedKeyboard, shifted: Bool, glyphsInRow: Bool) {
        let rows: [String]
        switch keyboard.letters {
        case .qwertz: rows = ["qwertzuiopü", "asdfghjklöä", "yxcvbnm"]
        case .azerty: rows = ["azertyuiop", "qsdfghjklm", "wxcvbn\u{2019}"]
        case .qwerty, .auto: rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
        }
        let unit = areaW / Double(max(rows[0].count, rows[1].count))
        for (r, letters) in rows.enumerated() {
            let start = x0 + (areaW - Double(letters.count) * unit) / 2
            if r == 2 {
                // Shift and delete fill the row's ends, a quarter unit clear of the letters.
                let side = max(unit, start - x0 - unit * metrics.shiftClearance)
                add(row: 2, from: x0, width: side, shifted ? .letter : .function, "", glyph: .shift(on: shifted))
                add(row: 2, from: x0 + areaW - side, width: side, .function, "", glyph: .delete)
            }
            for (i, c) in letters.enumerated() {
                let label = shifted ? String(c).uppercased() : String(c)
                add(row: r, from: start + Double(i) * unit, width: unit, .letter, label, size: metrics.letterSize)
            }
        }
        // The bottom row in tenths of the width.
        let tenth = areaW / 10
        // iOS 26 [KB-26]: `123` and the emoji key 1.25 tenths each where the globe is in the strip.
        let emoji = metrics.emojiKey && !glyphsInRow
        var slots: [(Double, KeyboardKey.Fill, String, KeyboardKey.Glyph?)] = [
            (glyphsInRow || emoji ? 1.25 : 2.5, .function, "123", nil)
        ]
        if glyphsInRow { slots += [(1.25, .function, "", .globe), (1.25, .function, "", .dictation)] }
        if emoji { slots.append((1.25, .function, "", .emoji)) }
        let middle = glyphsInRow ? 3.75 : 5
        let space = metrics.spaceLabelShown ? keyboard.spaceLabel : ""
        switch keyboard.type {
        case .email: slots += [(middle - 2, .letter, space, nil), (1, .letter, "@", nil), (1, .letter, ".", nil)]
        case .url: slots += [(1, .letter, ".", nil), (1, .letter, "/", nil), (middle - 2, .letter, ".com", nil)]
        default: slots.append((middle, .letter, space, nil))
        }
        let primary: Set<ReturnKey> = [.done, .go, .search, .send]
        slots.append((2.5, primary.contains(keyboard.returnKey) ? .primary : .function, keyboard.returnLabel, nil))
        var x = x0
        for (units, fill, label, glyph) in slots {
            add(row: 3, from: x, width: units * tenth, fill, label, glyph: glyph)
            x += units * tenth
        }
    }

    /// The digit pads: three columns of 1-9 (with the phone pad's letters), then the pad's own key,
    /// 0 and delete.
    mutating func addKeypad(_ keyboard: ResolvedKeyboard) {
        let third = areaW / 3
        let letters = ["", "ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ"]
        let digitSize = grid.snap(metrics.letterSize + 3)
        for d in 1...9 {
            add(
                row: (d - 1) / 3, from: x0 + Double((d - 1) % 3) * third, width: third, .letter, String(d), size: digitSize,
                sublabel: letters[d - 1])
        }
        switch keyboard.type {
        case .decimal: add(row: 3, from: x0, width: third, .none, keyboard.decimalSeparator, size: digitSize)
        case .phone: add(row: 3, from: x0, width: third, .none, "+*#", size: metrics.functionSize + 2)
        default: break
        }
        add(row: 3, from: x0 + third, width: third, .letter, "0", size: digitSize, sublabel: keyboard.type == .phone ? "+" : nil)
        add(row: 3, from: x0 + 2 * third, width: third, .none, "", glyph: .delete)
    }
}
