/// Dynamic Type (docs/contract.md "Variants": `contentSize`): the twelve text-size
/// categories of iOS and Apple's HIG typography table (docs/themes.md "Dynamic Type").

/// `contentSize`: UIKit's `UIContentSizeCategory`, smallest first. `large` is the default; the
/// last five are the accessibility sizes (Settings > Accessibility > Larger Text).
public enum ContentSize: String, Hashable, Sendable, CaseIterable, Comparable {
    /// `xSmall` ... `xxxLarge` are the standard sizes, `AX1` ... `AX5` the accessibility ones.
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5

    /// The default text size (UIKit's `.large`).
    public static let standard = ContentSize.large

    /// One of the five accessibility sizes (`AX1` ... `AX5`).
    public var isAccessibility: Bool { self >= .AX1 }

    /// Position in the table, 0 for `xSmall`.
    var index: Int { Self.allCases.firstIndex(of: self)! }

    /// Smaller text first, as the table orders them.
    public static func < (a: ContentSize, b: ContentSize) -> Bool { a.index < b.index }
}

/// A text style of Apple's Dynamic Type table: what a theme's text scales like.
public enum DynamicTypeStyle: String, Hashable, Sendable, CaseIterable {
    /// Headline (the alert's title), Body (action titles, explicit sizes), Footnote (the message,
    /// an action sheet's header), Title 3 (an action sheet's action titles).
    case headline, body, footnote, title3
    /// Subheadline: iOS 26's alert message.
    case subheadline

    /// Size / leading in points per category, `xSmall` first. Source: docs/themes.md "Dynamic Type
    /// (contentSize), Apple's HIG typography table".
    var table: [(size: Double, leading: Double)] {
        switch self {
        case .headline, .body:
            return [
                (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48),
                (47, 56), (53, 62),
            ]
        case .footnote:
            return [
                (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40),
                (38, 46), (44, 52),
            ]
        case .subheadline:
            return [
                (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43),
                (42, 50), (49, 58),
            ]
        case .title3:
            return [
                (17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51),
                (49, 58), (55, 65),
            ]
        }
    }

    /// The style's point size at `category`.
    public func size(at category: ContentSize) -> Double { table[category.index].size }

    /// The style's leading (baseline to baseline) at `category`.
    public func leading(at category: ContentSize) -> Double { table[category.index].leading }

    /// How much larger this style's text is at `category` than at `large`:
    /// `UIFontMetrics.scaledValue(for:)`'s factor, which scales spacing with the text.
    public func factor(at category: ContentSize) -> Double { size(at: category) / size(at: .large) }

    /// How much this style's leading grows from `large` to `category` (row heights follow it).
    public func leadingFactor(at category: ContentSize) -> Double { leading(at: category) / leading(at: .large) }
}

extension TextStyle {
    /// This style (its values at `large`) at `category`, scaled like `dynamic`: the size by the
    /// table's factor (so a theme size equal to the table's is the table's value), the leading by
    /// the table's growth times that factor (a tighter or looser leading than the table's keeps its
    /// difference), and a shrink-to-fit minimum with the size.
    ///
    /// ```swift
    /// let title = Theme.system.titleStyle.scaled(like: .headline, to: .AX3)   // 40 pt on 48 pt lines
    /// ```
    public func scaled(like dynamic: DynamicTypeStyle, to category: ContentSize) -> TextStyle {
        guard category != .large else { return self }
        var s = self
        let f = dynamic.factor(at: category)
        s.size = size * f
        s.lineHeight =
            lineHeight + (dynamic.leading(at: category) - dynamic.leading(at: .large))
            * (size / dynamic.size(at: .large))
        s.minimumSize = minimumSize.map { $0 * f }
        return s
    }
}
