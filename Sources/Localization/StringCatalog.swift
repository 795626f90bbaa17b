/// A table of localized strings read from a String Catalog (`.xcstrings`), a `.strings` file
/// (with its `.stringsdict`), or a folder of `<locale>.lproj` tables: what `{"key": ...}` texts
/// of a spec are looked up in. Load one with `StringCatalog.load(path:)`, look a text up with
/// `localize(_:arguments:locale:device:)`.
public struct StringCatalog: Sendable, Equatable {
    /// The development language: where a key missing for the locale falls back to. Nil for a
    /// lone `.strings` file outside any `.lproj` folder, whose one language is unknown: it
    /// answers every locale.
    public var sourceLanguage: LanguageTag?
    /// Every file read, sorted (one for a catalog or a lone `.strings` file, each table of a folder).
    public var files: [String]
    /// The keys, each with its localizations by language (canonical tags, `pt-BR`).
    public var entries: [String: Entry]

    /// One key of the table.
    public struct Entry: Sendable, Equatable {
        /// Its value in each language that has one.
        public var localizations: [LanguageTag: Localization]
        /// `shouldTranslate: false` in a catalog: the source value serves every language and is no
        /// missing translation.
        public var shouldTranslate = true

        /// An entry with these localizations.
        public init(localizations: [LanguageTag: Localization] = [:], shouldTranslate: Bool = true) {
            self.localizations = localizations
            self.shouldTranslate = shouldTranslate
        }
    }

    /// A key's value in one language: a format string or variations of one, plus the
    /// substitutions (catalog variables `%#@name@`) it refers to.
    public struct Localization: Sendable, Equatable {
        /// The value.
        public var value: Value
        /// `substitutions` of a catalog (or the variables of a `.stringsdict` entry), by name.
        public var substitutions: [String: Substitution]
        /// Where this is in its file, for messages (`strings["k"].localizations.de`).
        public var origin: String

        /// A localization; `origin` names it in messages.
        public init(value: Value, substitutions: [String: Substitution] = [:], origin: String) {
            self.value = value
            self.substitutions = substitutions
            self.origin = origin
        }
    }

    /// A format string, or a choice of them.
    public indirect enum Value: Sendable, Equatable {
        /// `stringUnit.value`: one format string.
        case text(String)
        /// `variations.plural`: one value per CLDR category.
        case plural([PluralCategory: Value])
        /// `variations.device`: one value per device class (`iphone`, `ipad`, `other`, ...).
        case device([String: Value])
    }

    /// A catalog variable: `%#@name@` in a value is replaced by the form its argument chooses.
    public struct Substitution: Sendable, Equatable {
        /// `argNum`: the 1-based argument that chooses the form; nil takes the variable's own
        /// position in the format (`.stringsdict` variables).
        public var argument: Int?
        /// `formatSpecifier` (`lld`): what `%arg` in a form stands for. Nil in a `.stringsdict`,
        /// whose forms hold ordinary conversions instead.
        public var formatSpecifier: String?
        /// The forms, by plural category.
        public var forms: [PluralCategory: String]

        /// A substitution with these forms.
        public init(argument: Int?, formatSpecifier: String?, forms: [PluralCategory: String]) {
            self.argument = argument
            self.formatSpecifier = formatSpecifier
            self.forms = forms
        }
    }

    /// A catalog with these entries.
    public init(sourceLanguage: LanguageTag?, files: [String], entries: [String: Entry]) {
        self.sourceLanguage = sourceLanguage
        self.files = files
        self.entries = entries
    }
}

/// Why a text could not be looked up: a key missing in every language, arguments that do not fit
/// the format, a plural with no form for a count. `part` says which part of the spec's text is at
/// fault (`key` or `args`), so the message names `alert.title.key` or `alert.title.args`.
public struct CatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `key` or `args`.
    public let part: String
    /// What is wrong.
    public let message: String
    /// The message.
    public var description: String { message }

    /// An error about the text's `part`.
    public init(part: String, _ message: String) {
        self.part = part
        self.message = message
    }
}
