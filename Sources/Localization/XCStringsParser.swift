import SpecSyntax

/// Reads a String Catalog (`.xcstrings`, Xcode 15+): JSON with `sourceLanguage` and
/// `strings.<key>.localizations.<lang>` holding a `stringUnit.value`, `variations.plural` /
/// `variations.device` (nested either way), and `substitutions` (`%#@name@` with `argNum`,
/// `formatSpecifier` and plural forms using `%arg`). Keys Xcode adds for its own use (`comment`,
/// `extractionState`, `state`, `version`) are not checked; the ones read must have the right type.
enum XCStringsParser {
    static func parse(_ bytes: [UInt8], file: String) throws(SpecError) -> StringCatalog {
        func fail(_ path: String, _ message: String) -> SpecError {
            SpecError(file: file, path: path, message: message)
        }
        let root: JSONValue
        do {
            root = try JSONParser.parse(Array(bytes.dropUTF8BOM), dialect: .strict)
        } catch {
            throw fail("", "invalid JSON at line \(error.line), column \(error.column): \(error.message)")
        }
        guard case .object(let top) = root else {
            throw fail("", "expected a String Catalog object, got \(root.typeName)")
        }
        guard let sourceValue = top.first(where: { $0.key == "sourceLanguage" })?.value else {
            throw fail("sourceLanguage", "is required")
        }
        guard case .string(let sourceText) = sourceValue, let source = LanguageTag(sourceText) else {
            throw fail("sourceLanguage", "expected a language tag such as \"en\"")
        }
        var entries: [String: StringCatalog.Entry] = [:]
        if let stringsValue = top.first(where: { $0.key == "strings" })?.value {
            guard case .object(let strings) = stringsValue else {
                throw fail("strings", "expected an object, got \(stringsValue.typeName)")
            }
            for (key, value) in strings {
                let path = "strings[\(JSONValue.quoted(key))]"
                guard case .object(let members) = value else {
                    throw fail(path, "expected an object, got \(value.typeName)")
                }
                var entry = StringCatalog.Entry()
                if let st = members.first(where: { $0.key == "shouldTranslate" })?.value {
                    guard case .bool(let b) = st else {
                        throw fail(path + ".shouldTranslate", "expected true or false")
                    }
                    entry.shouldTranslate = b
                }
                if let locs = members.first(where: { $0.key == "localizations" })?.value {
                    guard case .object(let byLanguage) = locs else {
                        throw fail(path + ".localizations", "expected an object, got \(locs.typeName)")
                    }
                    for (language, l) in byLanguage {
                        let lpath = path + ".localizations.\(language)"
                        guard let tag = LanguageTag(language) else { throw fail(lpath, "is not a language tag") }
                        entry.localizations[tag] = try localization(l, path: lpath, file: file, fail: fail)
                    }
                }
                entries[key] = entry
            }
        }
        return StringCatalog(sourceLanguage: source, files: [file], entries: entries)
    }

    private static func localization(
        _ v: JSONValue, path: String, file: String, fail: (String, String) -> SpecError
    ) throws(SpecError) -> StringCatalog.Localization {
        guard case .object(let members) = v else { throw fail(path, "expected an object, got \(v.typeName)") }
        var subs: [String: StringCatalog.Substitution] = [:]
        if let s = members.first(where: { $0.key == "substitutions" })?.value {
            guard case .object(let named) = s else { throw fail(path + ".substitutions", "expected an object") }
            for (name, sv) in named {
                let spath = path + ".substitutions.\(name)"
                guard case .object(let sm) = sv else { throw fail(spath, "expected an object, got \(sv.typeName)") }
                var argument: Int?
                if let a = sm.first(where: { $0.key == "argNum" })?.value {
                    guard case .number(let d) = a, d == d.rounded(), d >= 1, d <= Double(FormatString.maxArguments)
                    else { throw fail(spath + ".argNum", "expected a whole number 1...\(FormatString.maxArguments)") }
                    argument = Int(d)
                }
                var spec = "lld"
                if let f = sm.first(where: { $0.key == "formatSpecifier" })?.value {
                    guard case .string(let fs) = f, !fs.isEmpty, fs.count <= 8,
                        (try? FormatString.parse("%" + fs))?.pieces.count == 1
                    else { throw fail(spath + ".formatSpecifier", "expected a conversion such as \"lld\"") }
                    spec = fs
                }
                guard let value = try variations(sm, path: spath, fail: fail), case .plural(let forms) = value else {
                    throw fail(spath + ".variations.plural", "is required")
                }
                var texts: [PluralCategory: String] = [:]
                for (category, form) in forms {
                    guard case .text(let t) = form else {
                        throw fail(spath + ".variations.plural.\(category.rawValue)", "expected a stringUnit")
                    }
                    texts[category] = t
                }
                subs[name] = StringCatalog.Substitution(argument: argument, formatSpecifier: spec, forms: texts)
            }
        }
        guard let value = try self.value(members, path: path, fail: fail) else {
            throw fail(path, "has no stringUnit or variations")
        }
        return StringCatalog.Localization(value: value, substitutions: subs, origin: "\(file): \(path)")
    }

    /// `stringUnit` or `variations` of an object (a localization or a variation's form).
    private static func value(
        _ members: [(key: String, value: JSONValue)], path: String, fail: (String, String) -> SpecError
    ) throws(SpecError) -> StringCatalog.Value? {
        if let v = try variations(members, path: path, fail: fail) { return v }
        guard let unit = members.first(where: { $0.key == "stringUnit" })?.value else { return nil }
        guard case .object(let um) = unit else {
            throw fail(path + ".stringUnit", "expected an object, got \(unit.typeName)")
        }
        guard let value = um.first(where: { $0.key == "value" })?.value else {
            throw fail(path + ".stringUnit.value", "is required")
        }
        guard case .string(let s) = value else {
            throw fail(path + ".stringUnit.value", "expected a string, got \(value.typeName)")
        }
        return .text(s)
    }

    private static func variations(
        _ members: [(key: String, value: JSONValue)], path: String, fail: (String, String) -> SpecError
    ) throws(SpecError) -> StringCatalog.Value? {
        guard let v = members.first(where: { $0.key == "variations" })?.value else { return nil }
        let vpath = path + ".variations"
        guard case .object(let kinds) = v, kinds.count == 1, let kind = kinds.first else {
            throw fail(vpath, "expected an object with one of \"plural\" or \"device\"")
        }
        guard case .object(let forms) = kind.value, !forms.isEmpty else {
            throw fail(vpath + ".\(kind.key)", "expected an object of forms")
        }
        func form(_ name: String, _ f: JSONValue) throws(SpecError) -> StringCatalog.Value {
            let fpath = vpath + ".\(kind.key).\(name)"
            guard case .object(let fm) = f else { throw fail(fpath, "expected an object, got \(f.typeName)") }
            guard let value = try value(fm, path: fpath, fail: fail) else {
                throw fail(fpath, "has no stringUnit or variations")
            }
            return value
        }
        switch kind.key {
        case "plural":
            var out: [PluralCategory: StringCatalog.Value] = [:]
            for (name, f) in forms {
                guard let c = PluralCategory(rawValue: name) else {
                    throw fail(
                        vpath + ".plural.\(name)",
                        "unknown plural category; expected \(PluralCategory.allCases.map(\.rawValue).joined(separator: ", "))"
                    )
                }
                out[c] = try form(name, f)
            }
            return .plural(out)
        case "device":
            var out: [String: StringCatalog.Value] = [:]
            for (name, f) in forms { out[name] = try form(name, f) }
            return .device(out)
        default:
            throw fail(vpath + ".\(kind.key)", "unknown variation; expected \"plural\" or \"device\"")
        }
    }
}

extension Array where Element == UInt8 {
    /// The bytes without a leading UTF-8 byte order mark.
    var dropUTF8BOM: ArraySlice<UInt8> {
        starts(with: [0xEF, 0xBB, 0xBF]) ? self[3...] : self[...]
    }
}
