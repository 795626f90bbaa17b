import AlertModel
import AlertRender
import DesignLint
import Raster
import Testing

/// Each rule of docs/contract.md's "Design lint" on a spec that triggers it and one that does not.
@Suite struct DesignLintTests {
    static let lint = DesignLinter(renderer: try! AlertRenderer())

    /// Findings of a spec given as JSON.
    func findings(_ json: String, variant: String = "") throws -> [LintFinding] {
        let spec = try AlertSpec.decode(Array(json.utf8), file: "t.json").resolved()
        return try Self.lint.findings(for: spec, file: "t.json", variant: variant)
    }

    func rules(_ f: [LintFinding]) -> [String] { f.map { "\($0.rule.rawValue) \($0.element)" } }

    /// A two-action alert whose tint passes 4.5:1 on the light material (systemBlue, 4.02:1 on
    /// white, does not: see `stockSystemBlueTitlesFailWCAG`).
    static let clean = """
        {"ios": 18, "alert": {"title": "Save changes?", "message": "Your edits will be lost.", "tint": "#0040DD",
                   "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Save"}]}}
        """

    @Test func aTwoActionAlertWithAStrongTintHasNoFindingInEitherAppearance() throws {
        let light = try findings(Self.clean)
        #expect(light.isEmpty, "\(rules(light))")
        let darkSpec = Self.clean.replacingOccurrences(of: "{\"ios\": 18, \"alert\"", with: "{\"ios\": 18, \"appearance\": \"dark\", \"alert\"")
            .replacingOccurrences(of: "#0040DD", with: "#70B8FF")
        let dark = try findings(darkSpec)
        #expect(dark.isEmpty, "\(rules(dark))")
    }

    @Test func filledButtonTitlesAreMeasuredInTheirOwnColourOnTheirFill() throws {
        // White on #5B3CC4 is 7.2:1: no finding, though the fill is the tint (the text rows' title colour).
        let filled = try findings(
            ##"""
            {"ios": 18, "theme": "plain", "alert": {"title": "T", "tint": "#5B3CC4", "actionStyle": {"kind": "filled"},
             "actions": [{"title": "Go"}]}}
            """##)
        #expect(!filled.contains { $0.rule == .contrast }, "\(rules(filled))")
        // A per-action title colour too pale for its fill is measured as drawn.
        let pale = try findings(
            ##"""
            {"ios": 18, "theme": "plain", "alert": {"title": "T", "tint": "#5B3CC4", "actionStyle": {"kind": "filled"},
             "actions": [{"title": "Go", "titleColor": "#7B5CE4"}]}}
            """##)
        let c = try #require(pale.first { $0.rule == .contrast })
        #expect(c.element == "actions[0]" && c.message.contains("text #7B5CE4FF on #5B3CC4FF"), "\(c.message)")
    }

    @Test func stockSystemBlueTitlesFailWCAG() throws {
        // UIKit's systemBlue (#007AFF) is 4.02:1 on white (4.019, shown rounded down): 17 pt regular text needs 4.5.
        let f = try findings(
            "{\"ios\": 18, \"alert\": {\"background\": \"#FFFFFF\", \"title\": \"T\", \"actions\": [{\"title\": \"OK\"}]}}")
        let c = try #require(f.first { $0.rule == .contrast })
        #expect(c.element == "actions[0]" && c.message.hasPrefix("contrast 4.01:1 is below 4.50:1"), "\(c.message)")
    }

    @Test func whiteOnAWhiteCardInDarkIsAContrastError() throws {
        let f = try findings(
            """
            {"ios": 18, "appearance": "dark", "alert": {"background": "#FFFFFF", "title": "Delete?", "message": "Gone for good.",
             "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Delete", "style": "destructive"}]}}
            """)
        let contrast = f.filter { $0.rule == .contrast }
        // Title and message are white (label in dark) on white: 1:1.
        #expect(contrast.map(\.element).contains("title"))
        #expect(contrast.map(\.element).contains("message"))
        #expect(contrast.allSatisfy { $0.severity == .error })
        let title = try #require(contrast.first { $0.element == "title" })
        #expect(title.message.hasPrefix("contrast 1.00:1 is below 4.50:1"), "\(title.message)")
        // The same card in light appearance has dark text: clean.
        let light = try findings(
            """
            {"ios": 18, "appearance": "light", "alert": {"background": "#FFFFFF", "title": "Delete?", "message": "Gone for good.",
             "tint": "#0040DD", "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Delete"}]}}
            """)
        #expect(light.filter { $0.rule == .contrast }.isEmpty, "\(rules(light))")
    }

    @Test func theWhiteCardsFixAColourSetIsClean() throws {
        // The issue's case: the dark card above, fixed with a colour set for the card (dark gray in
        // dark) or for the texts (dark text on the white card). Both are clean in both appearances.
        let cardSet = """
            {"ios": 18, "appearance": "APPEARANCE", "alert": {"background": {"light": "#FFFFFF", "dark": "#2C2C2E"},
             "title": "Delete?", "message": "Gone for good.", "tint": {"light": "#0040DD", "dark": "#70B8FF"},
             "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Delete"}]}}
            """
        let textSet = """
            {"ios": 18, "appearance": "APPEARANCE", "alert": {"background": "#FFFFFF", "title": "Delete?", "message": "Gone for good.",
             "titleStyle": {"color": {"light": "#000000", "dark": "#1C1C1E"}},
             "messageStyle": {"color": {"light": "#000000", "dark": "#1C1C1E"}}, "tint": "#0040DD",
             "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Delete"}]}}
            """
        for fix in [cardSet, textSet] {
            for appearance in ["light", "dark"] {
                let f = try findings(fix.replacingOccurrences(of: "APPEARANCE", with: appearance))
                #expect(f.isEmpty, "\(appearance): \(rules(f))")
            }
        }
        // Without the colour set, the dark card is the error again (the fix is what makes it clean).
        let unfixed = try findings(
            cardSet.replacingOccurrences(of: "APPEARANCE", with: "dark").replacingOccurrences(
                of: ##"{"light": "#FFFFFF", "dark": "#2C2C2E"}"##, with: ##""#FFFFFF""##))
        #expect(unfixed.contains { $0.rule == .contrast && $0.element == "title" }, "\(rules(unfixed))")
    }

    @Test func aMessageCutByMaxLinesIsTruncatedAndOneThatFitsIsNot() throws {
        let long = "Every project, template and shared board stays yours when you choose a plan before the trial ends."
        func spec(maxLines: Int) -> String {
            """
            {"ios": 18, "alert": {"title": "T", "message": "\(long)", "messageStyle": {"maxLines": \(maxLines)}, "tint": "#0040DD",
             "actions": [{"title": "OK"}]}}
            """
        }
        let cut = try findings(spec(maxLines: 1))
        let truncated = try #require(cut.first { $0.rule == .truncated }, "\(rules(cut))")
        #expect(truncated.element == "message" && truncated.severity == .error)
        #expect(try findings(spec(maxLines: 0)).filter { $0.rule == .truncated }.isEmpty)
        #expect(try findings(spec(maxLines: 5)).filter { $0.rule == .truncated }.isEmpty)
    }

    @Test func textUnderElevenPointsIsSmallAndElevenIsNot() throws {
        func spec(size: Double) -> String {
            """
            {"ios": 18, "alert": {"title": "T", "message": "Small print.", "messageStyle": {"size": \(size)}, "tint": "#0040DD",
             "actions": [{"title": "OK"}]}}
            """
        }
        let small = try findings(spec(size: 10.5))
        let f = try #require(small.first { $0.rule == .smallText }, "\(rules(small))")
        #expect(f.element == "message" && f.severity == .warning)
        #expect(try findings(spec(size: 11)).filter { $0.rule == .smallText }.isEmpty)
    }

    @Test func contrastIsMeasuredOnTheMaterialActuallyBehindTheText() throws {
        // The light material over a black screen (no dimming) is mid gray, over a white one near
        // white: the same #0040DD title fails on the first (4.2:1) and passes on the second.
        func spec(_ screen: String) -> String {
            """
            {"ios": 18, "presenting": {"color": "\(screen)"}, "backdrop": {"opacity": 0},
             "alert": {"background": "material", "title": "Title", "tint": "#0040DD", "actions": [{"title": "OK"}]}}
            """
        }
        let onWhite = try findings(spec("#FFFFFF"))
        #expect(onWhite.filter { $0.rule == .contrast }.isEmpty, "\(rules(onWhite))")
        let onBlack = try findings(spec("#000000"))
        #expect(onBlack.contains { $0.rule == .contrast && $0.element == "actions[0]" }, "\(rules(onBlack))")
    }

    @Test func largeTextNeedsOnlyThreeToOne() {
        #expect(Contrast.minimumRatio(size: 17, weight: .semibold) == 4.5)
        #expect(Contrast.minimumRatio(size: 18, weight: .regular) == 3)
        #expect(Contrast.minimumRatio(size: 14, weight: .bold) == 3)
        #expect(Contrast.minimumRatio(size: 13.5, weight: .bold) == 4.5)
        // WCAG's own reference points: black on white is 21:1, #767676 on white just passes 4.5.
        let white = Contrast.luminance(r: 255, g: 255, b: 255)
        #expect(abs(Contrast.ratio(Contrast.luminance(r: 0, g: 0, b: 0), white) - 21) < 1e-9)
        let gray = Contrast.ratio(Contrast.luminance(r: 0x76, g: 0x76, b: 0x76), white)
        #expect(gray > 4.5 && gray < 4.6)
    }

    @Test func theMedianIgnoresAFewOddPixels() {
        let canvas = Canvas(width: 10, height: 10, fill: StraightColor(r: 255, g: 255, b: 255).premultiplied())
        canvas.fillRect(Rect(x: 0, y: 0, width: 10, height: 4), color: StraightColor(r: 0, g: 0, b: 0).premultiplied())
        let median = Contrast.medianBackground(of: canvas, in: PixelRect(x: 0, y: 0, width: 10, height: 10))
        #expect(median == RGBA8(255, 255, 255))
        #expect(Contrast.medianBackground(of: canvas, in: PixelRect(x: 20, y: 20, width: 5, height: 5)) == nil)
    }

    @Test func aLongActionTitleIsShrunkThenTruncated() throws {
        let shrunk = try findings(
            """
            {"ios": 18, "alert": {"title": "T", "actions": [{"title": "Save to a shared folder everyone sees"}]}}
            """)
        #expect(shrunk.contains { $0.rule == .shrunk && $0.element == "actions[0]" }, "\(rules(shrunk))")
        #expect(!shrunk.contains { $0.rule == .truncated }, "\(rules(shrunk))")
        let cut = try findings(
            """
            {"ios": 18, "alert": {"title": "T", "actions": [{"title": "Save this document to a shared folder that everyone in the company can see and edit"}]}}
            """)
        #expect(cut.contains { $0.rule == .truncated && $0.element == "actions[0]" && $0.severity == .error })
        #expect(cut.contains { $0.rule == .shrunk })
        // Shrunk to the 10 pt minimum: under 11 pt.
        #expect(cut.contains { $0.rule == .smallText && $0.element == "actions[0]" }, "\(rules(cut))")
        #expect(try findings(Self.clean).filter { [.shrunk, .truncated, .smallText].contains($0.rule) }.isEmpty)
    }

    @Test func contentThatScrollsIsClipped() throws {
        let long = Array(repeating: "A line of a long message.", count: 80).joined(separator: "\n")
        let f = try findings(
            "{\"ios\": 18, \"alert\": {\"title\": \"T\", \"message\": \"\(long.replacingOccurrences(of: "\n", with: "\\n"))\", \"actions\": [{\"title\": \"OK\"}]}}"
        )
        let clipped = try #require(f.first { $0.rule == .clipped })
        #expect(clipped.element == "content" && clipped.severity == .warning)
        #expect(try findings(Self.clean).filter { $0.rule == .clipped }.isEmpty)
    }

    @Test func anAlertPushedOutOfTheCanvasOrTheSafeAreaIsOffCanvas() throws {
        let out = try findings(
            "{\"ios\": 18, \"alert\": {\"title\": \"T\", \"offset\": [0, 400], \"actions\": [{\"title\": \"OK\"}]}}")
        let off = try #require(out.first { $0.rule == .offCanvas })
        #expect(off.message.contains("pt below, outside the 393x852 pt canvas"), "\(off.message)")
        // 360 pt up on an iPhone 15 leaves the canvas alone but enters the 59 pt status bar inset.
        let up = try findings(
            "{\"ios\": 18, \"alert\": {\"title\": \"T\", \"offset\": [0, -360], \"actions\": [{\"title\": \"OK\"}]}}")
        let unsafe = try #require(up.first { $0.rule == .offCanvas })
        #expect(unsafe.message.contains("safe area"), "\(unsafe.message)")
        #expect(try findings(Self.clean).filter { $0.rule == .offCanvas }.isEmpty)
    }

    @Test func narrowButtonsAndShortTextFieldsAreSmallTapTargets() throws {
        let narrow = try findings(
            """
            {"ios": 18, "alert": {"width": 80, "title": "T", "actionLayout": "horizontal",
                       "actions": [{"title": "A", "style": "cancel"}, {"title": "B"}, {"title": "C", "enabled": false}]}}
            """)
        let taps = narrow.filter { $0.rule == .tapTarget }
        // The disabled action is not a target.
        #expect(taps.map(\.element).sorted() == ["actions[0]", "actions[1]"], "\(rules(narrow))")
        let field = try findings(
            "{\"ios\": 18, \"alert\": {\"title\": \"T\", \"textFields\": [{\"placeholder\": \"Name\"}], \"actions\": [{\"title\": \"OK\"}]}}"
        )
        // UIKit's own text field height is no app's choice: no finding anyone could act on.
        #expect(!field.contains { $0.rule == .tapTarget }, "\(rules(field))")
        #expect(try findings(Self.clean).filter { $0.rule == .tapTarget }.isEmpty)
    }

    /// A word wider than its line at an accessibility size is broken between two letters: a
    /// warning naming the word and where it broke. Breaks at spaces, hyphens and between CJK
    /// characters are none.
    @Test func aWordBrokenInsideItselfIsAMidWordBreak() throws {
        let f = try findings(
            #"{"ios": 18, "contentSize": "AX4", "alert": {"title": "T", "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Gesamtbetrag zahlen"}]}}"#
        )
        let broken = try #require(f.first { $0.rule == .midWordBreak }, "\(rules(f))")
        #expect(broken.element == "actions[1]" && broken.severity == .warning)
        #expect(broken.message.hasPrefix(#""Gesamtbetrag" is broken inside the word ("Gesamtbetra|g")"#), "\(broken.message)")
        let large = try findings(
            #"{"ios": 18, "alert": {"title": "T", "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Gesamtbetrag zahlen"}]}}"#
        )
        #expect(!large.contains { $0.rule == .midWordBreak }, "\(rules(large))")
        #expect(MidWordBreaks.first(in: "Pay the full amount", lines: ["Pay the", "full amount"]) == nil)
        #expect(MidWordBreaks.first(in: "e-mail address", lines: ["e-", "mail address"]) == nil)
        #expect(MidWordBreaks.first(in: "写真を削除しますか", lines: ["写真を削", "除しますか"]) == nil)
        #expect(MidWordBreaks.first(in: "ลบรูปภาพ", lines: ["ลบรูป", "ภาพ"]) == nil)
        let german = MidWordBreaks.first(in: "Gesamtbetrag zahlen", lines: ["Gesamtbetra", "g zahlen"])
        #expect(german?.word == "Gesamtbetrag" && german?.shown == "Gesamtbetra|g")
    }

    @Test func aCharacterNoFontCoversIsAMissingGlyph() throws {
        // U+0378 is unassigned: no font has it.
        let f = try findings("{\"ios\": 18, \"alert\": {\"title\": \"Hello \\u0378\", \"actions\": [{\"title\": \"OK\"}]}}")
        let missing = try #require(f.first { $0.rule == .missingGlyph })
        #expect(missing.element == "title" && missing.message.contains("U+0378"), "\(missing.message)")
        let covered = try findings("{\"ios\": 18, \"alert\": {\"title\": \"Привет, 世界 👋\", \"actions\": [{\"title\": \"OK\"}]}}")
        #expect(covered.filter { $0.rule == .missingGlyph }.isEmpty, "\(rules(covered))")
    }

    @Test func linesAndJSONFollowTheSpec() throws {
        let f = try findings(
            "{\"ios\": 18, \"alert\": {\"title\": \"Hello \\u0378\", \"actions\": [{\"title\": \"OK\"}]}}",
            variant: "appearance=dark")
        let line = try #require(f.first?.line)
        #expect(line.hasPrefix("t.json[appearance=dark]: missingGlyph: title: "), "\(line)")
        let json = LintFinding.json(f)
        #expect(
            json.hasPrefix("{\"findings\": [") && json.contains("\"severity\":\"error\"")
                && json.contains("\"frame\":{\"x\":"))
        #expect(LintFinding.json([]) == "{\"findings\": []}\n")
        #expect(LintFinding.exitCode(f, strict: false) == 1)
        let warning = LintFinding(spec: "s", variant: "", rule: .clipped, element: "content", message: "m", frame: nil)
        #expect(LintFinding.exitCode([warning], strict: false) == 0)
        #expect(LintFinding.exitCode([warning], strict: true) == 1)
        #expect(LintFinding.exitCode([], strict: true) == 0)
    }

    @Test func severitiesAreTheTable() {
        let errors = LintRule.allCases.filter { $0.severity == .error }.map(\.rawValue)
        #expect(errors == ["contrast", "truncated", "offCanvas", "missingTranslation", "missingGlyph"])
        #expect(LintRule.midWordBreak.severity == .warning)
    }

    /// Named in golden file-name order (device before appearance), as `check --lint` names them,
    /// whatever order `--vary` gave; combined in the order given.
    @Test func variantsAreEveryCombinationInOrder() throws {
        let spec = try AlertSpec.decode(Array(Self.clean.utf8), file: "t.json")
        let v = try LintVariants.expand(
            spec,
            variations: [
                ContactSheet.Variation(parsing: "appearance=light,dark"),
                ContactSheet.Variation(parsing: "device=iphone-se,iphone-15"),
            ])
        #expect(
            v.map(\.variant) == [
                "device=iphone-se,appearance=light", "device=iphone-15,appearance=light",
                "device=iphone-se,appearance=dark", "device=iphone-15,appearance=dark",
            ])
        #expect(v[2].spec.appearance == .dark && v[2].spec.device == "iphone-se")
        #expect(try LintVariants.expand(spec, variations: []).map(\.variant) == [""])
    }
}
