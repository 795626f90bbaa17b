/// The software keyboard a spec shows under its alert (`keyboard`): which keys, which letter
/// layout, which return key. The numbers it is drawn with are `KeyboardMetrics`'.

/// `keyboard.type`: UIKeyboardType's families that look different.
public enum KeyboardType: String, Hashable, Sendable, CaseIterable {
    /// The letters; `email` and `url` are the letters with `@ .` or `/ .com` beside the space bar.
    case `default`, email, url
    /// The digit pads: `number` 0-9, `decimal` with the locale's decimal separator, `phone` with `+*#`.
    case number, decimal, phone

    /// Whether the type shows a keypad of digits instead of letters.
    public var isKeypad: Bool { self == .number || self == .decimal || self == .phone }
}

/// `keyboard.layout`: the letter rows.
public enum KeyboardLetters: String, Hashable, Sendable, CaseIterable {
    /// `auto` is QWERTZ for a German locale (`de`, `de-AT`, `de-CH`), AZERTY for a French one, else
    /// QWERTY.
    case auto, qwerty, qwertz, azerty

    /// `auto` decided for `locale`: the layout iOS gives that language's keyboard.
    public func resolved(locale: String?) -> KeyboardLetters {
        guard self == .auto else { return self }
        let language = (locale ?? "").lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        switch language {
        case "de": return .qwertz
        case "fr": return .azerty
        default: return .qwerty
        }
    }
}

/// `keyboard.returnKey`: UIReturnKeyType's label.
public enum ReturnKey: String, Hashable, Sendable, CaseIterable {
    case `return`, done, go, next, search, send
}

/// `keyboard` as a spec writes it: `true` is every member's default.
public struct KeyboardSpec: Sendable, Equatable {
    /// `"keyboard": "hardware"` (and `--keyboard hardware`): a hardware keyboard is attached.
    /// iOS then shows no software keyboard and does not move the alert, and the focused field
    /// still shows its caret (`AlertSpec.hardwareKeyboard`).
    public static let hardware = "hardware"

    /// `keyboard.type`; nil means `default`.
    public var type: KeyboardType?
    /// `keyboard.layout`; nil means `auto`.
    public var letters: KeyboardLetters?
    /// `keyboard.returnKey`; nil means `return`.
    public var returnKey: ReturnKey?

    /// A keyboard; nil members take their defaults.
    public init(type: KeyboardType? = nil, letters: KeyboardLetters? = nil, returnKey: ReturnKey? = nil) {
        self.type = type
        self.letters = letters
        self.returnKey = returnKey
    }
}

/// The keyboard a resolved spec shows.
public struct ResolvedKeyboard: Sendable, Equatable {
    /// Letters or a keypad.
    public var type: KeyboardType
    /// The letter rows, `auto` decided.
    public var letters: KeyboardLetters
    /// The return key's kind.
    public var returnKey: ReturnKey
    /// The locale the labels are in (`space`, `return` in German or French), nil for English.
    public var locale: String?
    /// The device family: an iPad's keyboard has taller rows.
    public var isPad: Bool
    /// A phone without a home button: the globe and dictation keys sit in a strip below the rows.
    public var hasBottomStrip: Bool
    /// iOS 26's colour-adaptive keyboard (`KeyboardMetrics.colourAdaptive`): the look of a theme
    /// with `glass`.
    public var colourAdaptive = false

    /// The return key's label in the keyboard's language (English, German, French: the
    /// languages `auto` tells apart; others show the English label). German keeps "Return" (chosen:
    /// the longer "Zeilenumbruch" would not fit the key).
    public var returnLabel: String {
        let table: [ReturnKey: (en: String, de: String, fr: String)] = [
            .return: ("return", "Return", "retour"), .done: ("done", "Fertig", "OK"),
            .go: ("go", "Los", "Aller"), .next: ("next", "Weiter", "suivant"),
            .search: ("search", "Suchen", "rechercher"), .send: ("send", "Senden", "envoyer"),
        ]
        let labels = table[returnKey]!
        switch language {
        case "de": return labels.de
        case "fr": return labels.fr
        default: return labels.en
        }
    }

    /// The space bar's label in the keyboard's language.
    public var spaceLabel: String {
        switch language {
        case "de": return "Leerzeichen"
        case "fr": return "espace"
        default: return "space"
        }
    }

    /// The decimal keypad's separator: a comma in German and French.
    public var decimalSeparator: String { language == "de" || language == "fr" ? "," : "." }

    private var language: String {
        (locale ?? "").lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
    }
}

extension AlertSpec {
    /// The keyboard of `keyboard` (and `--keyboard`) resolved for `spec`'s device and locale; nil
    /// when none is shown. `override` is `--keyboard`'s value: `false` and `hardware` hide it, `true`
    /// shows the spec's (or the default one), a type shows the spec's with that type.
    func resolvedKeyboard(override: String?, locale: String?, kind: DevicePreset.Kind) -> ResolvedKeyboard? {
        var chosen = keyboard
        switch override {
        case nil: break
        case "false"?, KeyboardSpec.hardware?: chosen = nil
        case "true"?: chosen = keyboard ?? KeyboardSpec()
        case let type?:
            chosen = keyboard ?? KeyboardSpec()
            chosen?.type = KeyboardType(rawValue: type)
        }
        guard let chosen else { return nil }
        return ResolvedKeyboard(
            type: chosen.type ?? .default, letters: (chosen.letters ?? .auto).resolved(locale: locale),
            returnKey: chosen.returnKey ?? .return, locale: locale, isPad: kind == .pad,
            hasBottomStrip: kind == .faceIDPhone)
    }

    /// `keyboard`: `true`, `false`, or `{"type", "layout", "returnKey"}` (`"hardware"` is read by the caller).
    static func decodeKeyboard(_ r: SpecReader) throws(SpecError) -> KeyboardSpec? {
        if case .bool(let shown) = r.raw("keyboard") { return shown ? KeyboardSpec() : nil }
        guard let k = try r.object("keyboard") else { return nil }
        return KeyboardSpec(
            type: try k.enumValue("type", KeyboardType.self), letters: try k.enumValue("layout", KeyboardLetters.self),
            returnKey: try k.enumValue("returnKey", ReturnKey.self))
    }
}
