import AlertLayout
import AlertModel

/// One thing the lint found in one variant of one spec.
public struct LintFinding: Sendable, Hashable {
    /// The spec file (as given on the command line), else the spec's name.
    public var spec: String
    /// The variant, `key=value` pairs joined by `,` (empty for the spec as written).
    public var variant: String
    /// The rule that found it.
    public var rule: LintRule
    /// `title`, `message`, `actions[1]`, `textFields[0]`, `progress.label`, `alert`, `content`...
    public var element: String
    /// What is wrong, with the numbers that show it.
    public var message: String
    /// Where, in canvas points; nil when the finding has no place (never for the current rules).
    public var frame: Frame?

    /// How bad it is: the rule's default, a contrast finding on the theme's own colours only
    /// `info`, or the level configured for the rule (`LintRuleLevels`).
    public var severity: LintSeverity

    /// A finding; `severity` defaults to the rule's.
    public init(
        spec: String, variant: String, rule: LintRule, severity: LintSeverity? = nil, element: String,
        message: String, frame: Frame?
    ) {
        self.spec = spec
        self.variant = variant
        self.rule = rule
        self.severity = severity ?? rule.severity
        self.element = element
        self.message = message
        self.frame = frame
    }

    /// `FILE[variant]: RULE: element: message` (docs/contract.md); `FILE: ...` when there is no variant.
    public var line: String {
        let where_ = variant.isEmpty ? spec : "\(spec)[\(variant)]"
        return "\(where_): \(rule.rawValue): \(element): \(message)"
    }

    /// `error FILE[variant]: RULE: element: message`: `line` after its level, as `lint` prints it
    /// (`check --lint` prints `LINT` before this).
    public var leveledLine: String { "\(severity.rawValue) \(line)" }

    /// `{"spec", "variant", "rule", "severity", "element", "message", "frame"}`, compact.
    public var jsonObject: String {
        let f = frame.map { "{\"x\":\(n($0.x)),\"y\":\(n($0.y)),\"width\":\(n($0.width)),\"height\":\(n($0.height))}" }
        return "{\"spec\":\(q(spec)),\"variant\":\(q(variant)),\"rule\":\(q(rule.rawValue)),"
            + "\"severity\":\(q(severity.rawValue)),\"element\":\(q(element)),\"message\":\(q(message)),"
            + "\"frame\":\(f ?? "null")}"
    }
}

extension LintFinding {
    /// A finding read back from its `jsonObject` (a shard's `summary.json`, for `merge-reports`),
    /// or nil when `json` is not one: `rule` must be a rule of the table and `severity`, when
    /// present, `error`, `warning` or `info` (absent: the rule's default).
    public init?(json: JSONValue) {
        guard case .object(let members) = json else { return nil }
        func member(_ name: String) -> JSONValue? { members.first { $0.key == name }?.value }
        func string(_ name: String) -> String? {
            if case .string(let s)? = member(name) { return s }
            return nil
        }
        guard let spec = string("spec"), let variant = string("variant"), let element = string("element"),
            let message = string("message"), let rule = string("rule").flatMap(LintRule.init(rawValue:))
        else { return nil }
        var severity: LintSeverity?
        if let s = string("severity") {
            guard let known = LintSeverity(rawValue: s) else { return nil }
            severity = known
        }
        var frame: Frame?
        switch member("frame") {
        case .null?, nil: frame = nil
        case .object(let f)?:
            func number(_ name: String) -> Double? {
                if case .number(let d)? = f.first(where: { $0.key == name })?.value, d.isFinite { return d }
                return nil
            }
            guard let x = number("x"), let y = number("y"), let w = number("width"), let h = number("height") else {
                return nil
            }
            frame = Frame(x: x, y: y, width: w, height: h)
        default: return nil
        }
        self.init(
            spec: spec, variant: variant, rule: rule, severity: severity, element: element, message: message,
            frame: frame)
    }

    /// `{"findings": [...]}`, one finding a line, ending in a newline.
    public static func json(_ findings: [LintFinding]) -> String {
        if findings.isEmpty { return "{\"findings\": []}\n" }
        return "{\"findings\": [\n" + findings.map { "  " + $0.jsonObject }.joined(separator: ",\n") + "\n]}\n"
    }

    /// Exit code of `lint`: 1 when any finding is an error (with `strict`, any error or warning),
    /// else 0; `info` never fails.
    public static func exitCode(_ findings: [LintFinding], strict: Bool) -> Int32 {
        findings.contains { $0.severity == .error || (strict && $0.severity == .warning) } ? 1 : 0
    }
}

/// A JSON string literal: the project's one escaper (`JSONValue.quoted`).
func q(_ s: String) -> String { JSONValue.quoted(s) }

/// A number for JSON and for messages: at most `digits` decimals (three: frames are on whole
/// device pixels), no trailing zeros: 0.750 -> "0.75", 1024.0 -> "1024".
func n(_ v: Double, digits: Int = 3) -> String {
    var p = 1.0
    for _ in 0..<digits { p *= 10 }
    let r = (v * p).rounded() / p
    if r == r.rounded() && abs(r) < 1e15 { return String(Int(r)) }
    return "\(r)"
}
