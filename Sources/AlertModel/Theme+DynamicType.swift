/// The looks at every text size (docs/contract.md `contentSize`, docs/themes.md "Dynamic Type"): every text
/// style scaled by Apple's table, the spacing that follows the text scaled with it, and what the
/// accessibility sizes change beyond the text. Applied once when a spec is resolved; layout and
/// rendering never look a size up themselves.

/// What a look does at the accessibility sizes (AX1-AX5) beyond scaling its text.
public struct AccessibilitySizes: Sendable {
    /// The alert's width when the spec gives none: docs/themes.md "System alert at AX sizes: width 310
    /// pt (?) instead of 270"; nil keeps the look's width (the plain card).
    public var width: Double?
    /// Action titles wrap onto more lines (their rows grow) instead of shrinking and being cut
    /// (docs/themes.md: "action titles wrap instead of shrinking").
    public var actionTitlesWrap: Bool
    /// When the alert is capped, the action area keeps at least this fraction of its height and
    /// the content scrolls in the rest, each on its own (docs/themes.md: "the action area keeps at
    /// least half the available height; content and actions scroll separately").
    public var minimumActionFraction: Double

    /// A look's accessibility-size rules.
    public init(width: Double?, actionTitlesWrap: Bool, minimumActionFraction: Double) {
        self.width = width
        self.actionTitlesWrap = actionTitlesWrap
        self.minimumActionFraction = minimumActionFraction
    }

    /// UIAlertController's (docs/themes.md).
    public static let system = AccessibilitySizes(width: 310, actionTitlesWrap: true, minimumActionFraction: 0.5)
    /// The plain card keeps its width; its titles wrap and its actions keep half the height, as
    /// the system alert's do (a custom alert that supports Dynamic Type behaves the same way).
    public static let plain = AccessibilitySizes(width: nil, actionTitlesWrap: true, minimumActionFraction: 0.5)
}

extension Theme {
    /// At the accessibility text sizes (AX1-AX5): what changes beyond the text (`scaled(for:)`).
    public var accessibilitySizes: AccessibilitySizes {
        get { accessibilityValues ?? (name == .plain ? .plain : .system) }
        set { accessibilityValues = newValue }
    }

    /// The alert's action row height per text size from `large` to `AX5`: docs/themes.md "Alert action
    /// row height (?, one clone's table)". A look whose row is not 44 pt scales it by the same ratio.
    public static let actionRowHeights: [Double] = [44, 47, 49.5, 51.5, 67.5, 79.5, 96, 112.5, 125.5]

    /// This look at text size `category` (its own values are those at `large`). Categories
    /// below `large` are for callers that do not floor; resolution floors alerts at `large`.
    ///
    /// ```swift
    /// let ax3 = Theme.system.scaled(for: .AX3)
    /// print(ax3.titleStyle.size, ax3.width, ax3.actionRowHeight)   // 40.0 310.0 96.0
    /// ```
    ///
    /// `messageScalesLikeBody`: the message has a size the spec gave (docs/contract.md: "explicit `size`
    /// values are the size at `large` and scale like Body"); the title's Headline and the actions'
    /// Body scale the same as Body in the table, so theirs need no flag.
    public func scaled(for category: ContentSize, messageScalesLikeBody: Bool = false) -> Theme {
        guard category != .large else { return self }
        // Android scales its sp by the font scale, not by Dynamic Type's tables (Theme+AndroidScale.swift).
        if android != nil { return androidScaled(for: category) }
        var t = self
        // docs/themes.md: "the system alert's title is Headline, message Footnote, actions Body"; text
        // fields, the progress label (13 pt) are Footnote, table rows (17 pt) Body.
        t.titleStyle = titleStyle.scaled(like: .headline, to: category)
        // iOS 26's message is Subheadline, iOS 18's Footnote.
        let messageDynamic = glass?.messageDynamicType ?? .footnote
        t.messageStyle = messageStyle.scaled(like: messageScalesLikeBody ? .body : messageDynamic, to: category)
        t.actionStyle = actionStyle.scaled(like: .body, to: category)
        t.textFieldStyle = textFieldStyle.scaled(like: .footnote, to: category)
        t.progressLabelStyle = progressLabelStyle.scaled(like: .footnote, to: category)
        t.tableTextStyle = tableTextStyle.scaled(like: .body, to: category)
        if category >= .large {
            t.actionRowHeight = actionRowHeight * Self.actionRowHeights[category.index - ContentSize.large.index] / 44
        } else {
            t.actionRowHeight = actionRowHeight * DynamicTypeStyle.body.leadingFactor(at: category)
        }
        // Boxes around one line grow by the line's growth: their padding stays.
        t.textFieldHeight = textFieldHeight + (t.textFieldStyle.lineHeight - textFieldStyle.lineHeight)
        t.tableRowHeight = tableRowHeight + (t.tableTextStyle.lineHeight - tableTextStyle.lineHeight)
        // docs/themes.md: "Baseline margins of the system alert at L ... scale them with the text", as
        // UIFontMetrics.scaledValue does: the first baseline with the title (Headline), the rest
        // with the message (Footnote).
        if let r = rhythm {
            let headline = DynamicTypeStyle.headline.factor(at: category)
            let footnote = messageDynamic.factor(at: category)
            t.rhythm = BaselineRhythm(
                firstBaseline: r.firstBaseline * headline, betweenBlocks: r.betweenBlocks * footnote,
                lastBaselineToBottom: r.lastBaselineToBottom * footnote,
                lastBaselineToAccessory: r.lastBaselineToAccessory * footnote,
                textFieldToBottom: r.textFieldToBottom * footnote)
        }
        if var g = glass {
            // The lone label is Body; the capsules grow as the iOS 18 rows do (CODE: the content
            // size with 12 pt margins, at least 48).
            g.loneTextStyle = g.loneTextStyle.scaled(like: .body, to: category)
            t.glass = g
            t.buttons.height = buttons.height * t.actionRowHeight / actionRowHeight
        }
        var sheet = self.sheet.scaled(for: category)
        if category.isAccessibility {
            let ax = accessibilitySizes
            if let w = ax.width { t.width = w }
            t.minimumActionAreaFraction = ax.minimumActionFraction
            sheet.minimumActionFraction = ax.minimumActionFraction
            if ax.actionTitlesWrap {
                t.actionStyle.wrapsInsteadOfShrinking()
                sheet.actionStyle.wrapsInsteadOfShrinking()
            }
        }
        t.sheet = sheet
        return t
    }

    /// Every text style of this look (the action sheet's too) set in `direction` and `language`:
    /// which edge `natural` alignment means and what the typesetter is told about the text.
    /// Title and message keep a nil base direction: each paragraph's comes from its text (docs/themes.md).
    public func setting(direction: TextDirection, language: String?) -> Theme {
        var t = self
        func set(_ s: inout TextStyle) {
            s.direction = direction
            s.language = language
        }
        set(&t.titleStyle)
        set(&t.messageStyle)
        set(&t.actionStyle)
        set(&t.textFieldStyle)
        set(&t.progressLabelStyle)
        set(&t.tableTextStyle)
        if var g = t.glass {
            set(&g.loneTextStyle)
            t.glass = g
        }
        var sheet = t.sheet
        set(&sheet.actionStyle)
        set(&sheet.titleStyle)
        set(&sheet.messageStyle)
        t.sheet = sheet
        return t
    }
}

extension SheetTheme {
    /// This action sheet at text size `category`: action titles are Title 3 (20/25 at `large`),
    /// the header Footnote, rows grow with Title 3's leading (as the alert's row table follows
    /// Body's within 1.5 pt (?)), and the header's baselines scale with the Footnote text.
    public func scaled(for category: ContentSize) -> SheetTheme {
        guard category != .large else { return self }
        var s = self
        let rows = DynamicTypeStyle.title3.leadingFactor(at: category)
        let footnote = DynamicTypeStyle.footnote.factor(at: category)
        s.actionStyle = actionStyle.scaled(like: .title3, to: category)
        s.titleStyle = titleStyle.scaled(like: .footnote, to: category)
        s.messageStyle = messageStyle.scaled(like: .footnote, to: category)
        s.rowHeight = rowHeight * rows
        s.minimumVisibleActions = minimumVisibleActions * rows
        s.firstBaseline = firstBaseline * footnote
        s.titleToMessageBaseline = titleToMessageBaseline * footnote
        s.lastBaselineToBottom = lastBaselineToBottom * footnote
        return s
    }
}

extension TextStyle {
    /// Any number of lines, never shrunk (action titles at the accessibility sizes).
    mutating func wrapsInsteadOfShrinking() {
        maxLines = nil
        minimumSize = nil
    }
}
