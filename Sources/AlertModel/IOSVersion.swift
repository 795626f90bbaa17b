/// Which generation of UIKit's system look a spec is drawn in (`ios`, docs/spec.md): the iOS 13-18
/// card or iOS 26's Liquid Glass alert. Adding a generation is one case here and one `Theme`
/// value (`Theme.named(_:ios:)`), plus a rule only where UIKit changed one.
public enum IOSVersion: Int, Hashable, Sendable, CaseIterable, Comparable {
    /// The iOS 13-18 look: 270 pt card, hairline-separated rows, the bottom action sheet.
    case ios18 = 18
    /// iOS 26's Liquid Glass: 320 pt glass card, capsule buttons, popover action sheets.
    case ios26 = 26

    /// What a spec that names no `ios` gets: the look of apps built today (apps built with the
    /// iOS 27 SDK can no longer opt out of it).
    public static let `default` = IOSVersion.ios26

    /// The version for the number `n` (18 or 26); nil for any other.
    public init?(number n: Double) {
        guard n == n.rounded(), let v = IOSVersion(rawValue: Int(exactly: n) ?? -1) else { return nil }
        self = v
    }

    /// The accepted values in words, for messages: `18, 26`.
    public static var valueList: String { allCases.map { String($0.rawValue) }.joined(separator: ", ") }

    public static func < (a: IOSVersion, b: IOSVersion) -> Bool { a.rawValue < b.rawValue }
}
