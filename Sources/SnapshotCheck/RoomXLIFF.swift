import AlertModel
import Localization

extension RoomReport {
    /// XLIFF 1.2 (urn:oasis:names:tc:xliff:document:1.2) for translation tools: one `<file>` per
    /// catalog and target locale the project renders (not the source language, not a
    /// pseudo-locale), one `<trans-unit id="KEY">` per key the project shows from it, with its
    /// source and target values from the catalog and, where the text cannot wrap freely,
    /// `maxwidth` in points (`size-unit="point"`): the smallest room over every variant the key is
    /// shown in, width of a line times its lines, rounded down. A text that wraps freely has no
    /// width limit: its unit says so in a `<note>` instead.
    public var xliff: String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\">\n"
        var files = 0
        for c in catalogs {
            let source = c.catalog.sourceLanguage
            let rendered = Set(texts.filter { t in t.key.map(c.keys.contains) ?? false }.map(\.locale))
            var targets: [LanguageTag] = []
            for locale in rendered.sorted() {
                guard let tag = LanguageTag(locale), tag.pseudoLocale == nil, tag != source,
                    !targets.contains(tag)
                else { continue }
                targets.append(tag)
            }
            // A project that renders only its source language still gets its units and their room.
            let files_: [LanguageTag?] = targets.isEmpty ? [nil] : targets
            for target in files_ {
                out += "  <file original=\(Self.attr(c.path)) source-language=\(Self.attr(source?.description ?? "und"))"
                out += target.map { " target-language=\(Self.attr($0.description))" } ?? ""
                out += " datatype=\"plaintext\">\n    <body>\n"
                for key in c.keys { out += unit(key, in: c, source: source, target: target) }
                out += "    </body>\n  </file>\n"
                files += 1
            }
        }
        if files == 0 {
            // XLIFF needs a file: an empty one says that no text came from a catalog.
            out += "  <file original=\"none\" source-language=\"und\" datatype=\"plaintext\">\n    <body/>\n  </file>\n"
        }
        return out + "</xliff>\n"
    }

    /// One key's `<trans-unit>`.
    func unit(_ key: String, in c: RoomCatalog, source: LanguageTag?, target: LanguageTag?) -> String {
        let shown = texts.filter { $0.key == key }
        let limited = shown.filter { $0.roomLines != nil }
        var attributes = "id=\(Self.attr(key))"
        var note: String
        if let least = limited.min(by: { $0.totalRoom < $1.totalRoom }) {
            let room = Int((least.totalRoom + 1e-6).rounded(.down))
            attributes += " maxwidth=\"\(room)\" size-unit=\"point\""
            let lines = least.roomLines ?? 1
            note = "Room: \(points(least.roomWidth)) pt on \(CheckReport.counted(lines, "line")) at \(points(least.fontSize)) pt"
                + " (\(least.spec), \(least.element)\(least.variant.isEmpty ? "" : ", " + least.variant))."
        } else if let narrowest = shown.min(by: { $0.roomWidth < $1.roomWidth }) {
            note = "Wraps freely in lines of \(points(narrowest.roomWidth)) pt at \(points(narrowest.fontSize)) pt"
                + " (\(narrowest.spec), \(narrowest.element)): no width limit."
        } else {
            note = "Not shown in any snapshot."
        }
        let entry = c.catalog.entries[key]
        let sourceText = source.flatMap { entry?.localizations[$0] }.map { Self.text($0.value) } ?? key
        var u = "      <trans-unit \(attributes)>\n"
        u += "        <source>\(Self.escape(sourceText))</source>\n"
        if let target {
            if let value = entry?.localizations[target] {
                u += "        <target state=\"translated\">\(Self.escape(Self.text(value.value)))</target>\n"
            } else {
                u += "        <target state=\"needs-translation\"></target>\n"
            }
        }
        u += "        <note>\(Self.escape(note))</note>\n"
        return u + "      </trans-unit>\n"
    }

    /// A catalog value as one string: a plural's `other` form, a device variation's `iphone` (else
    /// `other`), else the first by name; catalog variables (`%#@name@`) stay as written.
    static func text(_ value: StringCatalog.Value) -> String {
        switch value {
        case .text(let s): return s
        case .plural(let forms):
            let chosen = forms[.other] ?? forms.sorted { $0.key.rawValue < $1.key.rawValue }.first?.value
            return chosen.map(text) ?? ""
        case .device(let values):
            let chosen = values["iphone"] ?? values["other"] ?? values.sorted { $0.key < $1.key }.first?.value
            return chosen.map(text) ?? ""
        }
    }

    /// XML character data: `&`, `<` and `>` escaped, characters XML 1.0 does not allow dropped.
    static func escape(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\t", "\n", "\r": out.unicodeScalars.append(u)
            default:
                let v = u.value
                if v < 0x20 || (0xFFFE...0xFFFF).contains(v) { continue }
                out.unicodeScalars.append(u)
            }
        }
        return out
    }

    /// A quoted attribute value.
    static func attr(_ s: String) -> String { "\"" + escape(s) + "\"" }
}

extension RoomText {
    /// The whole room on one-line terms: a line's width times the lines (a free text's one line).
    var totalRoom: Double { roomWidth * Double(roomLines ?? 1) }
}
