/// Colours as specs write them, resolved per appearance.

/// A straight-alpha 8-bit sRGB colour. (The compositor has its own premultiplied types; the model
/// only ever holds what a designer wrote.)
public struct RGBA8: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0...255, gamma-encoded sRGB, not multiplied by alpha.
    public var r: UInt8
    /// Green, 0...255, gamma-encoded sRGB, not multiplied by alpha.
    public var g: UInt8
    /// Blue, 0...255, gamma-encoded sRGB, not multiplied by alpha.
    public var b: UInt8
    /// Alpha, 0 (transparent) ... 255 (opaque).
    public var a: UInt8

    /// From straight 0...255 channels; opaque unless `a` is given.
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// From 0...255 channels and an opacity in 0...1 (as docs/themes.md writes `rgba(60,60,67,0.29)`).
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, opacity: Double) {
        self.init(r, g, b, UInt8((opacity * 255).rounded()))
    }

    /// This colour with its alpha multiplied by `opacity`.
    public func withOpacity(_ opacity: Double) -> RGBA8 {
        RGBA8(r, g, b, UInt8((Double(a) * min(max(opacity, 0), 1)).rounded()))
    }

    /// `#RRGGBBAA`.
    public var description: String {
        func h(_ v: UInt8) -> String { String(v, radix: 16, uppercase: true).leftPadded(to: 2) }
        return "#" + h(r) + h(g) + h(b) + h(a)
    }
}

extension String {
    fileprivate func leftPadded(to n: Int) -> String { String(repeating: "0", count: max(0, n - count)) + self }
}

/// Light or dark, as `UITraitCollection.userInterfaceStyle`.
public enum Appearance: String, Hashable, Sendable, CaseIterable {
    /// UIKit's `.light` and `.dark` user interface styles.
    case light, dark
}

/// The named colours a spec may use, with UIKit's light and dark values (iOS 13-17).
public enum NamedColor: String, Hashable, Sendable, CaseIterable {
    /// UIKit's system and label colours (`systemBlue`, `label`, ...); most differ between appearances.
    case systemBlue, systemRed, systemGray, label, secondaryLabel, separator, systemBackground
    /// Background colours, plus fixed `white`, `black`, `gray` (#808080) and transparent `clear`.
    case secondarySystemBackground, systemGroupedBackground, white, black, gray, clear
    /// The rest of UIKit's accent colours and gray ramp.
    case systemGreen, systemOrange, systemYellow, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
    /// The fainter label colours and the remaining background levels.
    case tertiaryLabel, quaternaryLabel, tertiarySystemBackground, secondarySystemGroupedBackground

    /// The value under `appearance` in the look of `ios`: iOS 26 changed the accent colours
    /// (Apple HIG "Color", updated system colour values, June 2025); the rest are the same.
    public func resolved(_ appearance: Appearance, _ ios: IOSVersion) -> RGBA8 {
        guard ios >= .ios26 else { return resolved(appearance) }
        let dark = appearance == .dark
        switch self {
        case .systemBlue: return dark ? RGBA8(0, 145, 255) : RGBA8(0, 136, 255)
        case .systemRed: return dark ? RGBA8(255, 66, 69) : RGBA8(255, 56, 60)
        case .systemGreen: return dark ? RGBA8(48, 209, 88) : RGBA8(52, 199, 89)
        case .systemOrange: return dark ? RGBA8(255, 146, 48) : RGBA8(255, 141, 40)
        case .systemYellow: return dark ? RGBA8(255, 214, 0) : RGBA8(255, 204, 0)
        default: return resolved(appearance)
        }
    }

    /// The value under `appearance` (the iOS 13-18 values). Source: Apple HIG colour tables and
    /// UIKit's dynamic colours.
    public func resolved(_ appearance: Appearance) -> RGBA8 {
        let dark = appearance == .dark
        switch self {
        case .systemBlue: return dark ? RGBA8(0x0A, 0x84, 0xFF) : RGBA8(0x00, 0x7A, 0xFF)
        case .systemRed: return dark ? RGBA8(0xFF, 0x45, 0x3A) : RGBA8(0xFF, 0x3B, 0x30)
        case .systemGray: return RGBA8(0x8E, 0x8E, 0x93)
        case .label: return dark ? RGBA8(255, 255, 255) : RGBA8(0, 0, 0)
        case .secondaryLabel: return dark ? RGBA8(235, 235, 245, opacity: 0.6) : RGBA8(60, 60, 67, opacity: 0.6)
        case .separator: return dark ? RGBA8(84, 84, 88, opacity: 0.6) : RGBA8(60, 60, 67, opacity: 0.29)
        case .systemBackground: return dark ? RGBA8(0, 0, 0) : RGBA8(255, 255, 255)
        case .secondarySystemBackground: return dark ? RGBA8(0x1C, 0x1C, 0x1E) : RGBA8(0xF2, 0xF2, 0xF7)
        case .systemGroupedBackground: return dark ? RGBA8(0, 0, 0) : RGBA8(0xF2, 0xF2, 0xF7)
        case .white: return RGBA8(255, 255, 255)
        case .black: return RGBA8(0, 0, 0)
        case .gray: return RGBA8(128, 128, 128)
        case .clear: return RGBA8(0, 0, 0, 0)
        case .systemGreen: return dark ? RGBA8(0x30, 0xD1, 0x58) : RGBA8(0x34, 0xC7, 0x59)
        case .systemOrange: return dark ? RGBA8(0xFF, 0x9F, 0x0A) : RGBA8(0xFF, 0x95, 0x00)
        case .systemYellow: return dark ? RGBA8(0xFF, 0xD6, 0x0A) : RGBA8(0xFF, 0xCC, 0x00)
        case .systemGray2: return dark ? RGBA8(0x63, 0x63, 0x66) : RGBA8(0xAE, 0xAE, 0xB2)
        case .systemGray3: return dark ? RGBA8(0x48, 0x48, 0x4A) : RGBA8(0xC7, 0xC7, 0xCC)
        case .systemGray4: return dark ? RGBA8(0x3A, 0x3A, 0x3C) : RGBA8(0xD1, 0xD1, 0xD6)
        case .systemGray5: return dark ? RGBA8(0x2C, 0x2C, 0x2E) : RGBA8(0xE5, 0xE5, 0xEA)
        case .systemGray6: return dark ? RGBA8(0x1C, 0x1C, 0x1E) : RGBA8(0xF2, 0xF2, 0xF7)
        case .tertiaryLabel: return dark ? RGBA8(235, 235, 245, opacity: 0.3) : RGBA8(60, 60, 67, opacity: 0.3)
        case .quaternaryLabel: return dark ? RGBA8(235, 235, 245, opacity: 0.16) : RGBA8(60, 60, 67, opacity: 0.18)
        case .tertiarySystemBackground: return dark ? RGBA8(0x2C, 0x2C, 0x2E) : RGBA8(255, 255, 255)
        case .secondarySystemGroupedBackground: return dark ? RGBA8(0x1C, 0x1C, 0x1E) : RGBA8(255, 255, 255)
        }
    }
}

/// A colour as written in a spec: literal, or named and resolved per appearance.
public enum ColorValue: Hashable, Sendable {
    /// `#RGB`, `#RRGGBB` or `#RRGGBBAA`: the same in both appearances.
    case literal(RGBA8)
    /// A UIKit colour name, resolved per appearance.
    case named(NamedColor)
    /// A colour set, `{"light": C, "dark": C}`: one colour per appearance.
    indirect case set(light: ColorValue, dark: ColorValue)

    /// The concrete straight-alpha colour under `appearance`, named colours with their iOS 13-18 values.
    public func resolved(_ appearance: Appearance) -> RGBA8 { resolved(appearance, .ios18) }

    /// The concrete straight-alpha colour under `appearance`, named colours in the look of `ios`.
    public func resolved(_ appearance: Appearance, _ ios: IOSVersion) -> RGBA8 {
        switch self {
        case .literal(let c): return c
        case .named(let n): return n.resolved(appearance, ios)
        case .set(let light, let dark): return (appearance == .dark ? dark : light).resolved(appearance, ios)
        }
    }

    /// Parses `#RGB`, `#RRGGBB`, `#RRGGBBAA` or a colour name; nil when it is neither.
    public init?(parsing text: String) {
        if let named = NamedColor(rawValue: text) {
            self = .named(named)
            return
        }
        guard text.hasPrefix("#") else { return nil }
        let hex = Array(text.utf8.dropFirst())
        guard hex.count == 3 || hex.count == 6 || hex.count == 8 else { return nil }
        var digits: [UInt8] = []
        for c in hex {
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits.append(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digits.append(c - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digits.append(c - UInt8(ascii: "A") + 10)
            default: return nil
            }
        }
        if digits.count == 3 {
            self = .literal(RGBA8(digits[0] * 17, digits[1] * 17, digits[2] * 17))
        } else {
            let v = stride(from: 0, to: digits.count, by: 2).map { digits[$0] * 16 + digits[$0 + 1] }
            self = .literal(RGBA8(v[0], v[1], v[2], v.count == 4 ? v[3] : 255))
        }
    }
}
