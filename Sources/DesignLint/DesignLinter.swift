import AlertLayout
import AlertModel
import AlertRender
import Raster

/// The design lint of docs/contract.md: checks one rendered variant of a spec against the rules of
/// `LintRule` and says what it found.
///
/// Contrast is measured on the render itself: the alert is rendered once more without any text
/// (`AlertRenderer.renderWithoutText`), so the median of the pixels in a text's frame is what
/// really lies behind it, material, blur, dimming and presenting screen included.
///
/// ```swift
/// let lint = DesignLinter(renderer: try AlertRenderer())
/// let spec = try AlertSpec.load(path: "Fixtures/system-dark.json").resolved()
/// for finding in try lint.findings(for: spec, file: "Fixtures/system-dark.json") { print(finding.line) }
/// ```
public struct DesignLinter: Sendable {
    /// Renders the text-free background and measures text with the renderer's own fonts.
    public let renderer: AlertRenderer

    /// The smallest tap target, in points (Apple's Human Interface Guidelines).
    public static let minimumTapTarget = 44.0
    /// The smallest touch target on Android, in dp (Material's 48 x 48 dp, Android's accessibility
    /// guidance; what `minimumInteractiveComponentSize` and the builders' 48 dp `minHeight` give).
    public static let minimumAndroidTouchTarget = 48.0
    /// The smallest text size, in points.
    public static let minimumTextSize = 11.0

    /// Rule levels from the command line (`--lint-rule`): over the spec's `lint.rules`.
    public var commandLineRules = LintRuleLevels()
    /// Rule levels from `alertsnap.json`: under the spec's `lint.rules`.
    public var configRules = LintRuleLevels()

    /// A lint that renders with `renderer`, the rules at their default levels unless a spec sets them.
    public init(renderer: AlertRenderer) { self.renderer = renderer }

    /// Every finding of `spec` (one resolved variant), in a fixed order: the alert's rules first,
    /// then missing translations, then each text in drawing order (title, message, text fields,
    /// progress, table, actions), then tap targets.
    public func findings(for spec: ResolvedSpec, file: String, variant: String = "") throws(RenderError)
        -> [LintFinding]
    {
        let layout = renderer.layout(spec)
        var out: [LintFinding] = []
        // Command line > spec > alertsnap.json > the rule's default (for contrast, by whose colours).
        let levels = commandLineRules.over(spec.lintRules).over(configRules)
        func add(
            _ rule: LintRule, _ element: String, _ message: String, _ frame: Frame?, severity: LintSeverity? = nil
        ) {
            var level = severity ?? rule.severity
            switch levels[rule] {
            case .off?: return
            case .info?: level = .info
            case .warning?: level = .warning
            case .error?: level = .error
            case nil: break
            }
            out.append(
                LintFinding(
                    spec: file, variant: variant, rule: rule, severity: level, element: element, message: message,
                    frame: frame))
        }

        // offCanvas: the card against the canvas, then against the safe area.
        let a = layout.alert
        let eps = 1e-6
        let canvas = Frame(x: 0, y: 0, width: layout.canvasWidth, height: layout.canvasHeight)
        let s = spec.safeArea
        let safe = Frame(
            x: s.left, y: s.top, width: layout.canvasWidth - s.left - s.right,
            height: layout.canvasHeight - s.top - s.bottom)
        if let outside = Self.overhang(a, beyond: canvas, eps: eps) {
            add(.offCanvas, "alert", "\(outside), outside the \(n(canvas.width))x\(n(canvas.height)) pt canvas", a)
        } else if let outside = Self.overhang(a, beyond: safe, eps: eps) {
            add(
                .offCanvas, "alert",
                "\(outside), outside the safe area (insets top \(n(s.top)), bottom \(n(s.bottom)), left \(n(s.left)), right \(n(s.right)))",
                a)
        }

        // clipped: scrolling content or actions hide part of themselves in a still image.
        if layout.contentScrolls {
            add(
                .clipped, "content",
                "content is \(n(layout.contentHeight)) pt tall in a \(n(layout.contentViewport.height)) pt viewport: it scrolls and \(n(layout.contentHeight - layout.contentViewport.height)) pt are hidden",
                layout.contentViewport)
        }
        // A sheet's cancel action is in its own group below the action area, and an iPad sheet's
        // is not shown: neither scrolls.
        let scrolling = layout.actions.enumerated().filter {
            $0.offset != layout.sheet?.cancelIndex && !$0.element.hidden
        }
        let actionBottom = scrolling.map { $0.element.frame.y + $0.element.frame.height }.max() ?? 0
        let hiddenActions = actionBottom - (layout.actionsViewport.y + layout.actionsViewport.height)
        if !scrolling.isEmpty && hiddenActions > eps {
            add(
                .clipped, "actions",
                "the actions scroll: \(n(hiddenActions)) pt of them are below the \(n(layout.actionsViewport.height)) pt action area",
                layout.actionsViewport)
        }

        // The texts: missing glyphs, truncation, shrinking, size, contrast.
        let texts = Scene.lintTexts(spec: spec, layout: layout)
        // missingTranslation: catalog texts shown in the source language, in spec order.
        for missing in spec.missingTranslations {
            let element = missing.element
            add(.missingTranslation, element, missing.message, texts.first { $0.element == element }?.frame)
        }
        let background = texts.contains { $0.enabled && $0.visible != nil } ? try renderer.renderWithoutText(spec) : nil
        // The spec's own `fonts` cover characters too.
        let typesetter = try renderer.typesetter(for: spec)
        for t in texts {
            let missing = typesetter.missingCharacters(in: t.string, style: t.style)
            if !missing.isEmpty {
                let list = missing.map(codePointName)
                add(
                    .missingGlyph, t.element,
                    "no bundled or named font covers \(list.joined(separator: ", ")): drawn as a box", t.frame)
            }
            // Laid out (not only measured): the lines show where a word was broken.
            let laid = typesetter.layout(t.string, style: t.style, maxWidth: t.frame.width, scale: spec.scale)
            let m = laid.measurement
            if m.truncated {
                let why = t.style.maxLines.map { $0 > 0 ? "cut to \($0) line\($0 == 1 ? "" : "s")" : "cut" } ?? "cut"
                add(.truncated, t.element, "\(q(t.string)) is \(why) and ends in an ellipsis\(Self.androidTruncation(t.element, spec: spec))", t.frame)
            }
            if t.isAction && m.fontSize < t.style.size - eps {
                add(
                    .shrunk, t.element,
                    "\(q(t.string)) is shrunk from \(n(t.style.size)) to \(n(m.fontSize)) pt to fit \(n(t.frame.width)) pt",
                    t.frame)
            }
            if let broken = MidWordBreaks.first(in: t.string, lines: laid.lines.map(\.text)) {
                add(
                    .midWordBreak, t.element,
                    "\(q(broken.word)) is broken inside the word (\(q(broken.shown))): it is wider than its line at \(n(m.fontSize)) pt; shorten it or give it a soft hyphen (U+00AD)",
                    t.frame)
            }
            if m.fontSize < Self.minimumTextSize - eps {
                add(.smallText, t.element, "\(n(m.fontSize)) pt is under \(n(Self.minimumTextSize)) pt", t.frame)
            }
            if let background, t.enabled, let visible = t.visible, t.color.a > 0 {
                let rect = PixelRect.enclosing(
                    Rect(
                        x: visible.x * spec.scale, y: visible.y * spec.scale, width: visible.width * spec.scale,
                        height: visible.height * spec.scale))
                if let behind = Contrast.medianBackground(of: background, in: rect) {
                    let fg = Contrast.composite(t.color, over: behind)
                    let ratio = Contrast.ratio(
                        Contrast.luminance(r: fg.r, g: fg.g, b: fg.b),
                        Contrast.luminance(r: behind.r, g: behind.g, b: behind.b))
                    let needed = Contrast.minimumRatio(size: m.fontSize, weight: t.style.weight)
                    if ratio < needed {
                        // The look's own colours are `info` with a hint (no team can change them, so a
                        // lint left on in CI must not fail on them); a colour the spec chose, an error.
                        // `contrast=warning` or `error` (config or --lint-rule) raises both.
                        let chosen = Self.colorKeys(of: t.element, spec: spec, sheet: layout.sheet != nil)
                        let whose =
                            chosen.isEmpty
                            ? "; " + Self.themeColourHint(of: t.element, spec: spec, sheet: layout.sheet != nil)
                            : "; colour set by \(chosen.joined(separator: ", "))"
                        add(
                            .contrast, t.element,
                            "contrast \(Self.ratioText(ratio)):1 is below \(Self.ratioText(needed)):1 (text \(t.color) on \(behind), the median of the pixels behind it)\(whose)",
                            visible, severity: chosen.isEmpty ? .info : .error)
                    }
                }
            }
        }

        // tapTarget: enabled actions, against the platform's minimum (an Android button's box or a
        // list dialog's row). A text field's height is the platform's (no key sets it, no app
        // can change it), so a finding on it would be noise no one can act on.
        for (i, action) in layout.actions.enumerated() where action.enabled && !action.hidden {
            if let small = Self.tooSmall(action.frame, platform: spec.platform, listRow: Self.isListRow(i, spec: spec)) {
                add(.tapTarget, "actions[\(i)]", small, action.frame)
            }
        }
        return out
    }

    /// Whether action `i` of an Android list dialog is one of its rows (the builder's `setItems`)
    /// rather than a button.
    static func isListRow(_ i: Int, spec: ResolvedSpec) -> Bool {
        spec.android?.list == true && spec.actions.indices.contains(i) && spec.actions[i].role == nil
    }

    /// Why an Android title is cut to one line, said after a truncation: the Views' and AppCompat's
    /// dialog titles are `singleLine` with `ellipsize="end"` (React Native's title too), so a long
    /// title never wraps there. Empty for other texts and on iOS.
    static func androidTruncation(_ element: String, spec: ResolvedSpec) -> String {
        guard element == "title", let look = spec.android?.look, look != .material3 else { return "" }
        return " (\(look.rawValue)'s title is a single line ending in an ellipsis; shorten it or move words to the message)"
    }

    /// "12 pt left, 30 pt below" for the parts of `f` beyond `bounds`, or nil when inside.
    static func overhang(_ f: Frame, beyond b: Frame, eps: Double) -> String? {
        var parts: [String] = []
        let left = b.x - f.x
        let top = b.y - f.y
        let right = (f.x + f.width) - (b.x + b.width)
        let bottom = (f.y + f.height) - (b.y + b.height)
        if top > eps { parts.append("\(n(top)) pt above") }
        if bottom > eps { parts.append("\(n(bottom)) pt below") }
        if left > eps { parts.append("\(n(left)) pt left") }
        if right > eps { parts.append("\(n(right)) pt right") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// "40x44 pt is smaller than 44x44 pt" on iOS, "a button 64x40 dp is smaller than Material's
    /// 48x48 dp touch target" on Android (`listRow`: "a list row ..."), or nil when big enough.
    static func tooSmall(_ f: Frame, platform: Platform = .ios, listRow: Bool = false) -> String? {
        let m = platform == .android ? minimumAndroidTouchTarget : minimumTapTarget
        guard f.width < m - 1e-6 || f.height < m - 1e-6 else { return nil }
        guard platform == .android else { return "\(n(f.width))x\(n(f.height)) pt is smaller than \(n(m))x\(n(m)) pt" }
        return "\(listRow ? "a list row" : "a button") \(n(f.width))x\(n(f.height)) dp is smaller than Material's \(n(m))x\(n(m)) dp touch target"
    }

    /// Two decimals, rounded down so that a ratio shown as 4.50 really is at least 4.5.
    static func ratioText(_ r: Double) -> String {
        let hundredths = Int((r * 100 + 1e-9).rounded(.down))
        let frac = hundredths % 100
        return "\(hundredths / 100).\(frac < 10 ? "0" : "")\(frac)"
    }
}

/// `U+0378`: how lint and the render warnings name a character.
func codePointName(_ scalar: Unicode.Scalar) -> String {
    "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
