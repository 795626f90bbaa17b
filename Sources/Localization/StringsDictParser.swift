import Foundation
import SpecSyntax

/// Reads a `.stringsdict` table (a property list): each key's `NSStringLocalizedFormatKey` with its
/// `%#@variable@`s, each variable a `NSStringPluralRuleType` dictionary of plural forms (its
/// `NSStringFormatValueTypeKey` is not needed: the forms hold their own conversions), or the
/// whole entry a `NSStringDeviceSpecificRuleType` dictionary of device forms.
enum StringsDictParser {
    static func parse(_ bytes: [UInt8], file: String) throws(SpecError) -> [String: StringCatalog.Localization] {
        func fail(_ path: String, _ message: String) -> SpecError {
            SpecError(file: file, path: path, message: message)
        }
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            throw fail("", "not a property list")
        }
        guard let top = root as? [String: Any] else { throw fail("", "expected a dictionary of keys") }
        var out: [String: StringCatalog.Localization] = [:]
        for key in top.keys.sorted() {
            let path = JSONValue.quoted(key)
            guard let entry = top[key] as? [String: Any] else { throw fail(path, "expected a dictionary") }
            if let device = entry["NSStringDeviceSpecificRuleType"] {
                guard let forms = device as? [String: Any] else {
                    throw fail(path + ".NSStringDeviceSpecificRuleType", "expected a dictionary")
                }
                var values: [String: StringCatalog.Value] = [:]
                for (name, f) in forms {
                    guard let s = f as? String else {
                        throw fail(path + ".NSStringDeviceSpecificRuleType.\(name)", "expected a string")
                    }
                    values[name] = .text(s)
                }
                out[key] = StringCatalog.Localization(value: .device(values), origin: "\(file): \(path)")
                continue
            }
            guard let format = entry["NSStringLocalizedFormatKey"] as? String else {
                throw fail(path + ".NSStringLocalizedFormatKey", "is required (a string)")
            }
            var subs: [String: StringCatalog.Substitution] = [:]
            for (name, v) in entry where name != "NSStringLocalizedFormatKey" {
                let vpath = path + ".\(name)"
                guard let variable = v as? [String: Any] else { throw fail(vpath, "expected a dictionary") }
                let type = variable["NSStringFormatSpecTypeKey"] as? String
                guard type == "NSStringPluralRuleType" else {
                    throw fail(vpath + ".NSStringFormatSpecTypeKey", "expected NSStringPluralRuleType")
                }
                var forms: [PluralCategory: String] = [:]
                for c in PluralCategory.allCases {
                    guard let f = variable[c.rawValue] else { continue }
                    guard let s = f as? String else { throw fail(vpath + ".\(c.rawValue)", "expected a string") }
                    forms[c] = s
                }
                guard forms[.other] != nil else { throw fail(vpath + ".other", "is required") }
                subs[name] = StringCatalog.Substitution(argument: nil, formatSpecifier: nil, forms: forms)
            }
            out[key] = StringCatalog.Localization(value: .text(format), substitutions: subs, origin: "\(file): \(path)")
        }
        return out
    }
}
