import Localization

/// Spec texts given as catalog keys (docs/contract.md "Variants", Catalogs): any text of a
/// spec may be `{"key": "delete.title", "args": [3]}`, looked up in the `strings` catalog for the
/// spec's `locale` when the spec is resolved.

/// One text of a spec that is a catalog key.
public struct CatalogTextReference: Sendable, Equatable {
    /// The text's key path in the spec: `alert.title`, `alert.actions[0].title`,
    /// `alert.textFields[1].placeholder`, `alert.table.rows[2]`.
    public var path: String
    /// `key`: the catalog key.
    public var key: String
    /// `args`: the format arguments; nil when the text has none (its value is shown as written).
    public var arguments: [CatalogArgument]?

    /// A reference to `key` at `path`.
    public init(path: String, key: String, arguments: [CatalogArgument]? = nil) {
        self.path = path
        self.key = key
        self.arguments = arguments
    }
}

extension CatalogTextReference {
    /// The element that draws the text (the names of the design lint and `room`): `title`,
    /// `message`, `actions[i]`, `textFields[i]` (its text or placeholder), `table.rows[i]`.
    public var element: String {
        var p = path.hasPrefix("alert.") ? String(path.dropFirst("alert.".count)) : path
        for suffix in [".title", ".placeholder", ".text"] where p.hasPrefix("actions[") || p.hasPrefix("textFields[") {
            if p.hasSuffix(suffix) { p.removeLast(suffix.count) }
        }
        return p
    }
}

/// One catalog entry a resolved spec shows: the key, the language whose value was used and the
/// text it gave. A golden records the digest of these as its `strings` input, so editing a string
/// changes the inputs of only the goldens that show it.
public struct CatalogUse: Sendable, Equatable {
    /// The catalog key.
    public var key: String
    /// The text's key path in the spec (`alert.actions[0].title`).
    public var path: String
    /// The language whose value was shown (`de`; the source language's when the locale fell
    /// back; empty for a lone `.strings` file of unknown language).
    public var language: String
    /// The text drawn (variations chosen, arguments substituted).
    public var text: String
    /// Where the value is in its file (`Localizable.xcstrings: "key"`), for telling a folder's tables apart.
    public var origin: String?

    /// One use of `key`, at `path`.
    public init(key: String, path: String, language: String, text: String, origin: String? = nil) {
        self.key = key
        self.path = path
        self.language = language
        self.text = text
        self.origin = origin
    }
}

/// A catalog text shown in the source language because the locale has no value for it: what
/// `lint` reports as `missingTranslation`.
public struct MissingTranslation: Sendable, Equatable {
    /// The text's key path in the spec (`alert.actions[0].title`).
    public var path: String
    /// The catalog key.
    public var key: String
    /// The locale asked for (`de`).
    public var locale: String
    /// The language shown instead (the catalog's source language, `en`).
    public var shownLanguage: String
}

extension SpecReader {
    /// A text member: a plain string, or `{"key", "args"}`, which is recorded in `references` (and
    /// stands in the spec as its key until the spec is resolved).
    func text(_ key: String, references: inout [CatalogTextReference]) throws(SpecError) -> String? {
        guard let v = raw(key) else { return nil }
        return try Self.text(v, file: file, path: join(key), references: &references)
    }

    /// `value` at `path` as a text (see `text(_:references:)`).
    static func text(_ value: JSONValue, file: String, path: String, references: inout [CatalogTextReference])
        throws(SpecError) -> String
    {
        switch value {
        case .string(let s): return s
        case .object:
            let r = try SpecReader(file: file, path: path, value: value, allowed: ["key", "args"])
            guard let key = try r.string("key") else { throw r.fail("key", "is required in a catalog text") }
            guard !key.isEmpty else { throw r.fail("key", "must not be empty") }
            var arguments: [CatalogArgument]?
            if let items = try r.array("args") {
                guard items.count <= FormatString.maxArguments else {
                    throw r.fail("args", "more than \(FormatString.maxArguments) arguments")
                }
                arguments = []
                for (i, item) in items.enumerated() {
                    switch item {
                    case .string(let s): arguments?.append(.string(s))
                    case .number(let d): arguments?.append(.number(d))
                    default:
                        throw SpecError(
                            file: file, path: r.join("args") + "[\(i)]",
                            message: "expected a string or a number, got \(item.typeName)")
                    }
                }
            }
            references.append(CatalogTextReference(path: path, key: key, arguments: arguments))
            return key
        default:
            throw SpecError(
                file: file, path: path,
                message: "expected a string or a catalog text {\"key\", \"args\"}, got \(value.typeName)")
        }
    }
}

extension AlertSpec {
    /// The catalog of `strings`, resolved against the spec's folder; nil when the spec names none.
    public func catalogPath() -> String? {
        guard let strings else { return nil }
        // While `extends` validates a base on its own, the source is the chain's label
        // (`a.json -> ../design/base.json`): the base's own file is its last step.
        guard !strings.hasPrefix("/"), let source = sourcePath?.components(separatedBy: " -> ").last else {
            return strings
        }
        let dir = source.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return dir.isEmpty ? strings : dir + "/" + strings
    }

    /// Looks every catalog text up for `locale` in the catalog `loader` reads and puts the result in
    /// its place in `resolved`; records the files read and the texts that fell back to the source
    /// language. Without a loader only the need for `strings` is checked.
    func resolveCatalogTexts(
        into resolved: inout ResolvedSpec, locale: String?, loader: SpecResourceLoader?, file: String
    ) throws(SpecError) {
        guard let path = catalogPath() else {
            if let first = catalogTexts.first {
                throw SpecError(
                    file: file, path: first.path + ".key",
                    message:
                        "a catalog text needs \"strings\": the catalog file or folder, at the top level of the spec")
            }
            return
        }
        guard let loader else { return }
        let catalog: StringCatalog
        do {
            catalog = try loader.catalog(path)
        } catch {
            // A missing catalog is the spec's fault; a broken one names its own file and key path.
            if error.path.isEmpty && error.file == path {
                throw SpecError(file: file, path: "strings", message: "\(JSONValue.quoted(path)): \(error.message)")
            }
            throw error
        }
        resolved.catalogFiles = catalog.files
        let tag = locale.flatMap(LanguageTag.init)
        let device = CatalogDevice(preset: resolved.device)
        for ref in catalogTexts {
            let text: LocalizedText
            do {
                text = try catalog.localize(ref.key, arguments: ref.arguments, locale: tag, device: device)
            } catch {
                throw SpecError(file: file, path: "\(ref.path).\(error.part)", message: error.message)
            }
            if text.fellBack, let locale, let shown = text.language {
                resolved.missingTranslations.append(
                    MissingTranslation(path: ref.path, key: ref.key, locale: locale, shownLanguage: shown.description))
            }
            resolved.catalogUses.append(
                CatalogUse(
                    key: ref.key, path: ref.path, language: text.language?.description ?? "", text: text.text,
                    origin: text.origin))
            resolved.setText(text.text, at: ref.path)
        }
    }
}

extension ResolvedSpec {
    /// Puts `text` at a text's key path (one `CatalogTextReference.path` names).
    mutating func setText(_ text: String, at path: String) {
        func index(after prefix: String) -> Int? {
            guard path.hasPrefix(prefix) else { return nil }
            return Int(path.dropFirst(prefix.count).prefix { $0 != "]" })
        }
        if let set = SpecKey.named(path)?.binding?.setText {
            set(&self, text)
        } else if let i = index(after: "alert.actions["), actions.indices.contains(i) {
            actions[i].title = text
        } else if let i = index(after: "alert.textFields["), textFields.indices.contains(i) {
            if path.hasSuffix(".placeholder") { textFields[i].placeholder = text } else { textFields[i].text = text }
        } else if let i = index(after: "alert.table.rows["), let rows = table?.rows, rows.indices.contains(i) {
            table?.rows[i] = text
        }
    }
}
