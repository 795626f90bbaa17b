import SpecSyntax

/// A text looked up in a catalog for one locale.
public struct LocalizedText: Sendable, Equatable {
    /// The text to draw: the value for the locale, its variations chosen, arguments substituted.
    public var text: String
    /// The language whose value was used (nil for a lone `.strings` file of unknown language).
    public var language: LanguageTag?
    /// True when the locale had no value for the key and the source language's was used: what
    /// `lint` reports as `missingTranslation`.
    public var fellBack: Bool
    /// Where the value used is in its file (`strings/de.lproj/Localizable.strings: "key"`): which
    /// table of a folder it came from.
    public var origin: String? = nil
}

/// The device classes of a catalog's `variations.device` (Xcode's names).
public enum CatalogDevice: String, Sendable, Equatable, CaseIterable {
    case iphone, ipad
    /// The class of a device preset (`ipad-10` is an iPad, every other preset an iPhone).
    public init(preset: String) { self = preset.hasPrefix("ipad") ? .ipad : .iphone }
}

extension StringCatalog {
    /// The language tag of the one language of a lone `.strings` file (BCP 47 "undetermined").
    static let undetermined = LanguageTag("und")!

    /// Looks up `key` for `locale` (nil: the source language) on `device`, chooses its plural
    /// and device variations, and substitutes `arguments`.
    ///
    /// The language is the locale's tag, then each shorter tag (`pt-BR`, `pt`), then the source
    /// language (a fallback: `fellBack` is true). A key whose source language has no value shows
    /// the key itself, as Xcode's catalogs treat a key as its own source text. The pseudo-locales
    /// `en-XA` and `ar-XB` transform the source language's value (`PseudoLocale`).
    ///
    /// Plurals follow CLDR (`PluralRules`); a `zero` form, when given, is used for 0 in every
    /// language, as Foundation does. With `arguments` nil the value is shown as written (as
    /// `NSLocalizedString` returns it, `%%` included); with arguments, even none (`[]`), it is a
    /// format string. Throws when the key is in no language, or the arguments do not fit.
    ///
    /// ```swift
    /// let text = try catalog.localize("files.deleted", arguments: [.number(3)], locale: LanguageTag("de"))
    /// print(text.text)  // "3 Dateien gelöscht"
    /// ```
    public func localize(
        _ key: String, arguments: [CatalogArgument]?, locale: LanguageTag?, device: CatalogDevice = .iphone
    ) throws(CatalogError) -> LocalizedText {
        guard let entry = entries[key] else {
            var message = "no key \(JSONValue.quoted(key)) in \(fileDescription)"
            if entries.count <= 10_000, let near = KeySuggestion.nearest(to: key, in: Array(entries.keys).sorted()) {
                message += "; did you mean \(JSONValue.quoted(near))?"
            }
            throw CatalogError(part: "key", message)
        }
        let pseudo = locale?.pseudoLocale
        var found: (LanguageTag, Localization)?
        var fellBack = false
        if sourceLanguage == nil {
            found = entry.localizations.first.map { ($0.key, $0.value) }
        } else if let wanted = pseudo == nil ? locale : nil {
            for tag in Self.lookupChain(wanted) {
                if let l = entry.localizations[tag] {
                    found = (tag, l)
                    break
                }
            }
        }
        if found == nil, let source = sourceLanguage {
            found = entry.localizations[source].map { (source, $0) }
            fellBack = pseudo == nil && locale != nil && entry.shouldTranslate && locale != source
        }
        // The arguments are the app's, the same in every language: a translation may leave one out,
        // but none takes more than the key's localizations do.
        let most = entry.localizations.values.map(mostArguments).max() ?? 0
        // Numbers are the device's: written for the locale asked for (a pseudo-locale's language;
        // the source language when none is), even when the text fell back to the source language.
        let numberLocale = (pseudo != nil ? locale.map { LanguageTag($0.language) ?? $0 } : locale) ?? sourceLanguage
        var text: String
        if let (tag, localization) = found {
            text = try render(
                localization, key: key, arguments: arguments, language: tag, device: device, pseudo: pseudo,
                most: most, numberLocale: numberLocale?.description)
        } else {
            // The key is its own source text (a catalog entry with no value in its source language).
            text = try render(
                Localization(value: .text(key), origin: "\(fileDescription): \(JSONValue.quoted(key))"), key: key,
                arguments: arguments, language: sourceLanguage ?? Self.undetermined, device: device, pseudo: pseudo,
                most: most, numberLocale: numberLocale?.description)
        }
        if pseudo == .rightToLeft { text = PseudoLocale.rightToLeft(text) }
        return LocalizedText(
            text: text, language: found?.0 ?? sourceLanguage, fellBack: fellBack, origin: found?.1.origin)
    }

    /// `files` for messages: the one file, or the folder's first table and how many more.
    var fileDescription: String {
        guard let first = files.first else { return "the catalog" }
        return files.count == 1 ? first : "\(first) and \(files.count - 1) more table\(files.count == 2 ? "" : "s")"
    }

    /// The tags to try for `locale`: itself, each shorter tag, and for Chinese with a region and no
    /// script the script its region writes (`zh-TW` -> `zh-Hant`), as Foundation matches them.
    static func lookupChain(_ locale: LanguageTag) -> [LanguageTag] {
        var chain = locale.fallbackChain
        let s = locale.subtags
        if s[0] == "zh", s.count >= 2, s[1].count == 2 || s[1].count == 3 {
            let script = ["TW", "HK", "MO"].contains(s[1]) ? "Hant" : "Hans"
            if let withScript = LanguageTag("zh-\(script)") { chain.insert(withScript, at: chain.count - 1) }
        }
        return chain
    }

    private func render(
        _ l: Localization, key: String, arguments: [CatalogArgument]?, language: LanguageTag, device: CatalogDevice,
        pseudo: PseudoLocale?, most: Int, numberLocale: String?
    ) throws(CatalogError) -> String {
        let where_ = l.origin
        func bad(_ p: FormatString.Problem) -> CatalogError { CatalogError(part: "key", "\(where_): \(p)") }
        let chosen = try choose(
            l.value, in: l, arguments: arguments, language: language, device: device, where_: where_)
        guard let arguments else {
            // Shown as written, as NSLocalizedString returns it; unless it plainly wants arguments.
            if let parsed = try? FormatString.parse(chosen), parsed.argumentCount > 0 {
                throw CatalogError(
                    part: "args",
                    "\(JSONValue.quoted(chosen)) (\(where_)) takes \(Self.arguments(parsed.argumentCount)); give them in \"args\""
                )
            }
            return pseudo == .accented ? PseudoLocale.accented(chosen) : chosen
        }
        var template: FormatString
        do throws(FormatString.Problem) { template = try FormatString.parse(chosen) } catch { throw bad(error) }
        template = try substitute(template, l, arguments: arguments, language: language, where_: where_)
        if pseudo == .accented { template = PseudoLocale.accented(template) }
        let most = max(most, template.argumentCount)
        if template.argumentCount > arguments.count || arguments.count > most {
            let wanted = max(template.argumentCount, most)
            throw CatalogError(
                part: "args",
                "\(JSONValue.quoted(chosen)) (\(where_)) takes \(Self.arguments(wanted)), \(arguments.count) given")
        }
        do throws(FormatString.Problem) { return try template.format(arguments, locale: numberLocale) } catch {
            throw CatalogError(part: "args", "\(JSONValue.quoted(chosen)) (\(where_)): \(error)")
        }
    }

    static func arguments(_ n: Int) -> String { n == 1 ? "1 argument" : "\(n) arguments" }

    /// The value's variations chosen for `device` and the plural count: one format string.
    private func choose(
        _ value: Value, in l: Localization, arguments: [CatalogArgument]?, language: LanguageTag, device: CatalogDevice,
        where_: String
    ) throws(CatalogError) -> String {
        switch value {
        case .text(let s): return s
        case .device(let forms):
            guard let v = forms[device.rawValue] ?? forms["other"] else {
                throw CatalogError(
                    part: "key",
                    "\(where_): variations.device has no \"\(device.rawValue)\" or \"other\" form")
            }
            return try choose(v, in: l, arguments: arguments, language: language, device: device, where_: where_)
        case .plural(let forms):
            let index = Self.countArgument(of: forms)
            let count = try Self.count(arguments, index: index, where_: where_)
            let category = Self.category(count, forms: Set(forms.keys), language: language)
            guard let v = forms[category] else {
                throw CatalogError(
                    part: "key",
                    "\(where_): variations.plural has no \"\(PluralRules.category(for: count, locale: language).rawValue)\" or \"other\" form for \(count)"
                )
            }
            return try choose(v, in: l, arguments: arguments, language: language, device: device, where_: where_)
        }
    }

    /// The form for `count`: `zero` for 0 when there is one, else CLDR's category, else `other`.
    static func category(_ count: Int, forms: Set<PluralCategory>, language: LanguageTag) -> PluralCategory {
        if count == 0 && forms.contains(.zero) { return .zero }
        let c = PluralRules.category(for: count, locale: language)
        return forms.contains(c) ? c : .other
    }

    /// Which argument a plural variation counts: the one the first whole-number conversion of its
    /// `other` form (else of any form) takes; nil when no form has one (the first number given).
    static func countArgument(of forms: [PluralCategory: Value]) -> Int? {
        let order = [PluralCategory.other] + PluralCategory.allCases.filter { $0 != .other }
        for category in order {
            guard case .text(let s)? = forms[category], let f = try? FormatString.parse(s) else { continue }
            for case .conversion(let c) in f.pieces where c.kind != .object && c.kind != .float { return c.argument }
        }
        return nil
    }

    private static func count(_ arguments: [CatalogArgument]?, index: Int?, where_: String) throws(CatalogError) -> Int
    {
        guard let arguments, !arguments.isEmpty else {
            throw CatalogError(part: "args", "\(where_) varies by plural: give the count in \"args\"")
        }
        let i =
            index
            ?? (arguments.firstIndex { if case .number = $0 { return true } else { return false } }.map { $0 + 1 } ?? 1)
        guard i <= arguments.count else {
            throw CatalogError(part: "args", "\(where_) counts argument \(i), but \(arguments.count) given")
        }
        guard case .number(let d) = arguments[i - 1], d == d.rounded(), abs(d) <= 9_007_199_254_740_992 else {
            throw CatalogError(
                part: "args",
                "\(where_) varies by plural: argument \(i) must be a whole number, not \(arguments[i - 1].typeDescription)"
            )
        }
        return Int(d)
    }

    /// How deep variables may nest (a form naming a variable whose form names another): real
    /// tables nest once or twice; a variable whose form names itself would never end.
    static let maxVariableDepth = 8

    /// Replaces each `%#@name@` with the form its argument chooses, as Foundation reads a
    /// `.stringsdict`: a variable takes its position's argument (or the next one in order) like
    /// any conversion, and the arguments after it keep their numbers whatever its form shows; an
    /// unpositioned conversion in the form takes the variable's own argument, a positioned one
    /// (`%2$d`) that argument of the whole list; a form may name further variables.
    private func substitute(
        _ template: FormatString, _ l: Localization, arguments: [CatalogArgument], language: LanguageTag, where_: String,
        depth: Int = 0
    ) throws(CatalogError) -> FormatString {
        guard template.pieces.contains(where: { if case .variable = $0 { return true } else { return false } }) else {
            return template
        }
        guard depth < Self.maxVariableDepth else {
            throw CatalogError(part: "key", "\(where_): variables nested more than \(Self.maxVariableDepth) deep")
        }
        var pieces: [FormatString.Piece] = []
        for piece in template.pieces {
            guard case .variable(let name, let position) = piece else {
                pieces.append(piece)
                continue
            }
            guard let sub = l.substitutions[name] else {
                throw CatalogError(part: "key", "\(where_): %#@\(name)@ has no substitution \"\(name)\"")
            }
            let index = sub.argument ?? position
            let count = try Self.count(arguments, index: index, where_: "\(where_).substitutions.\(name)")
            let category = Self.category(count, forms: Set(sub.forms.keys), language: language)
            guard let form = sub.forms[category] else {
                throw CatalogError(
                    part: "key", "\(where_).substitutions.\(name): no \"\(category.rawValue)\" or \"other\" form")
            }
            let parsed: FormatString
            do throws(FormatString.Problem) { parsed = try Self.parse(form, of: sub, argument: index) } catch {
                throw CatalogError(part: "key", "\(where_): \(error)")
            }
            pieces += try substitute(
                parsed, l, arguments: arguments, language: language, where_: where_, depth: depth + 1
            ).pieces
        }
        return FormatString(pieces: pieces)
    }

    /// A variable's form as a format whose unpositioned conversions start at the variable's
    /// `argument`; a catalog's `%arg` stands for that argument with its `formatSpecifier`.
    private static func parse(_ form: String, of sub: Substitution, argument: Int) throws(FormatString.Problem)
        -> FormatString
    {
        let text = sub.formatSpecifier.map { form.replacingArgToken(with: "%\(argument)$\($0)") } ?? form
        return try FormatString.parse(text, firstArgument: argument)
    }

    /// The most arguments any form of `l` takes, its variables' forms counted from their own
    /// arguments.
    private func mostArguments(_ l: Localization) -> Int {
        var most = 0
        func visit(_ template: FormatString, depth: Int) {
            most = max(most, template.argumentCount)
            guard depth < Self.maxVariableDepth else { return }
            for case .variable(let name, let position) in template.pieces {
                guard let sub = l.substitutions[name] else { continue }
                let index = sub.argument ?? position
                most = max(most, index)
                for form in sub.forms.values {
                    if let parsed = try? Self.parse(form, of: sub, argument: index) { visit(parsed, depth: depth + 1) }
                }
            }
        }
        func visit(_ v: Value) {
            switch v {
            case .text(let s): if let parsed = try? FormatString.parse(s) { visit(parsed, depth: 0) }
            case .plural(let forms):
                // The count may be an argument no form shows ("This photo" / "These photos").
                most = max(most, Self.countArgument(of: forms) ?? 1)
                forms.values.forEach(visit)
            case .device(let forms): forms.values.forEach(visit)
            }
        }
        visit(l.value)
        for sub in l.substitutions.values {
            if let a = sub.argument { most = max(most, a) }
        }
        return most
    }
}

extension String {
    /// `%arg` (a catalog substitution's own argument) replaced by `conversion`.
    func replacingArgToken(with conversion: String) -> String {
        guard contains("%arg") else { return self }
        return split(separator: "%arg", omittingEmptySubsequences: false).joined(separator: conversion)
    }
}
