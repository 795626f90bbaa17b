/// The rules of docs/contract.md's "Design lint" table, each with its fixed severity.
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
    /// An enabled action or text field smaller than 44 x 44 pt.
    case tapTarget
    /// Text under 11 pt.
    case smallText
    /// A catalog key with no value for the variant's locale, shown in the catalog's source language.
    case missingTranslation
    /// A character no bundled or named (`fonts`) font covers (it would draw as a box).
    case missingGlyph

    /// The table's severity for this rule.
    public var severity: LintSeverity {
        switch self {
        case .contrast, .truncated, .offCanvas, .missingTranslation, .missingGlyph: return .error
        case .shrunk, .clipped, .tapTarget, .smallText: return .warning
        }
    }
}

/// How bad a finding is: errors fail `lint` (and the snapshot under `check --lint`), warnings only
/// with `--strict`.
public enum LintSeverity: String, Sendable, Hashable {
    case error, warning
}
