/// The rules of docs/contract.md's lint table, each with its default severity. They are named
/// here, beside the specs, because a spec's `lint` key sets their levels.
public enum LintRule: String, CaseIterable, Sendable, Hashable {
    /// WCAG 2.1 contrast of a text against the pixels rendered behind it.
    case contrast
    /// A text cut by `maxLines` or an ellipsis.
    case truncated
    /// An action title scaled down to fit.
    case shrunk
    /// Content that scrolls, so part of it is hidden in the image.
    case clipped
    /// Part of the alert outside the canvas or the safe area.
    case offCanvas
    /// An enabled action smaller than 44 x 44 pt (UIKit's text fields have a height no app sets).
    case tapTarget
    /// Text under 11 pt.
    case smallText
    /// A catalog key with no value for the variant's locale, shown in the catalog's source language.
    case missingTranslation
    /// A character no bundled or named (`fonts`) font covers (it would draw as a box).
    case missingGlyph
    /// A word broken inside itself across two lines ("Gesamtbetra|g"), not at a hyphenation point
    /// or a break the script allows between letters (CJK, Thai): the word is wider than its line.
    case midWordBreak

    /// The table's severity for this rule, when nothing configures it.
    public var severity: LintSeverity {
        switch self {
        case .contrast, .truncated, .offCanvas, .missingTranslation, .missingGlyph: return .error
        case .shrunk, .clipped, .tapTarget, .smallText, .midWordBreak: return .warning
        }
    }
}

/// How bad a finding is: errors fail `lint` (and the snapshot under `check --lint`), warnings only
/// with `--strict`; `info` never fails and `check --lint` does not print or count it (a contrast
/// finding on colours the spec did not choose: the look's own, which no team can change).
public enum LintSeverity: String, Sendable, Hashable {
    case error, warning, info
}

/// What a rule's findings are made, as configured: `off` drops them, `info` keeps them without
/// failing anything.
public enum LintLevel: String, CaseIterable, Sendable, Hashable {
    case off, info, warning, error
}

/// Rule levels set by `"lint": {"rules": {RULE: LEVEL}}` (a spec, through `extends`, or
/// `alertsnap.json`) or by `--lint-rule RULE=LEVEL`; a rule not set keeps its default.
///
/// ```swift
/// let flags = try LintRuleLevels(assignments: ["contrast=off"])
/// let levels = flags.over(spec.lintRules).over(config)   // command line > spec > alertsnap.json
/// ```
public struct LintRuleLevels: Sendable, Equatable {
    /// One slot per `LintRule.allCases`, nil where unset (an array: the same description in every process).
    private var slots: [LintLevel?] = Array(repeating: nil, count: LintRule.allCases.count)

    /// No rule set.
    public init() {}

    /// The level set for `rule`, nil when unset.
    public subscript(rule: LintRule) -> LintLevel? {
        get { slots[LintRule.allCases.firstIndex(of: rule)!] }
        set { slots[LintRule.allCases.firstIndex(of: rule)!] = newValue }
    }

    /// True when no rule is set.
    public var isEmpty: Bool { slots.allSatisfy { $0 == nil } }

    /// These levels, and `lower`'s for the rules these leave unset.
    public func over(_ lower: LintRuleLevels) -> LintRuleLevels {
        var out = lower
        for (i, level) in slots.enumerated() where level != nil { out.slots[i] = level }
        return out
    }

    /// `{"rules": {RULE: LEVEL}}`, the value of a `lint` key; errors name `file` and the key path
    /// below `path`.
    public init(json: JSONValue, file: String, path: String) throws(SpecError) {
        let lint = try SpecReader(file: file, path: path, value: json, allowed: ["rules"])
        guard let rules = lint.raw("rules") else { return }
        guard case .object(let members) = rules else {
            throw lint.fail("rules", "expected an object of rule levels, got \(rules.typeName)")
        }
        let names = LintRule.allCases.map(\.rawValue)
        for (key, value) in members {
            let at = lint.join("rules") + "." + key
            guard let rule = LintRule(rawValue: key) else {
                let hint = KeySuggestion.nearest(to: key, in: names).map { "did you mean \"\($0)\"? " } ?? ""
                throw SpecError(
                    file: file, path: at, message: "unknown lint rule; \(hint)expected one of \(names.joined(separator: ", "))")
            }
            guard case .string(let s) = value, let level = LintLevel(rawValue: s) else {
                throw SpecError(file: file, path: at, message: "expected \"off\", \"info\", \"warning\" or \"error\"")
            }
            self[rule] = level
        }
    }

    /// `--lint-rule RULE=LEVEL` values, later ones winning; throws naming the first bad one.
    public init(assignments: [String]) throws(SpecError) {
        for a in assignments {
            let parts = a.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let rule = LintRule(rawValue: parts[0]) else {
                let names = LintRule.allCases.map(\.rawValue).joined(separator: ", ")
                throw SpecError(
                    file: "--lint-rule", path: "", message: "\"\(a)\": expected RULE=off|info|warning|error, RULE one of \(names)")
            }
            guard let level = LintLevel(rawValue: parts[1]) else {
                throw SpecError(file: "--lint-rule", path: "", message: "\"\(a)\": expected off, info, warning or error after =")
            }
            self[rule] = level
        }
    }
}

extension LintRuleLevels: CustomDebugStringConvertible {
    /// The rules goldens first recorded this value with: a golden's spec digest is made from the
    /// resolved spec's debug text, and one more unset slot for a rule added since would change
    /// every golden's recorded inputs without any spec changing.
    static let recordedRuleCount = LintRule.allCases.firstIndex(of: .midWordBreak)!

    /// The derived text of the recorded rules' slots; later rules' slots are added only when one
    /// of them is set (a spec that sets one is a new input).
    public var debugDescription: String {
        let later = slots.dropFirst(Self.recordedRuleCount)
        let shown = later.allSatisfy { $0 == nil } ? Array(slots.prefix(Self.recordedRuleCount)) : slots
        return "AlertModel.LintRuleLevels(slots: \(String(reflecting: shown)))"
    }
}
