import AlertModel
import AlertRender
import SnapshotCheck

/// Every command of `alertsnap`, in the order the top-level usage lists them. The dispatcher,
/// each command's parser, `alertsnap --help` and `alertsnap <command> --help` all read this table.
let commandTable: [CommandDescription] = [
    .render, .layout, .hit, .frames, .sheet, .screen, .diff, .check, .accept, .serve, .lint, .room, .explain, .mergeReports, .bench,
    .schema, .initProject,
]

/// The command named `name`, or nil.
func command(named name: String) -> CommandDescription? { commandTable.first { $0.name == name } }

// Options several commands share, so their help reads the same everywhere.
extension OptionDescription {
    static let device = OptionDescription(
        "device", "NAME",
        "replace the spec's device (and drop its canvas and safeArea): "
            + DevicePreset.all.map(\.name).joined(separator: ", "))
    static let orientation = OptionDescription(
        "orientation", "portrait|landscape",
        "turn the device (landscape swaps its size and uses its landscape safe area; an explicit canvas stays)")
    static let appearance = OptionDescription("appearance", "light|dark", "replace the spec's appearance")
    static let time = OptionDescription(
        "time", "T", "seconds into the animation (default: the spec's time, else the settled state)")
    static let phase = OptionDescription(
        "phase", "present|dismiss", "the animation to show (default: the spec's phase, else present)")
    static let contentSize = OptionDescription(
        "content-size", "SIZE",
        "replace the spec's contentSize (Dynamic Type): " + ContentSize.allCases.map(\.rawValue).joined(separator: ", ")
    )
    static let locale = OptionDescription(
        "locale", "TAG",
        "replace the spec's locale, a BCP 47 tag (de, ar, zh-Hans): the text's language and, under auto, the direction")
    static let direction = OptionDescription(
        "direction", "auto|ltr|rtl",
        "replace the spec's layoutDirection (rtl mirrors action rows, natural alignment and text fields)")
    static let keyboard = OptionDescription(
        "keyboard", "true|false|hardware|TYPE",
        "show or hide the software keyboard under the alert (a TYPE: "
            + KeyboardType.allCases.map(\.rawValue).joined(separator: ", ")
            + " shows the spec's keyboard with that type; hardware: none drawn, the focused field's caret shown)")
    static let crop = OptionDescription(
        "crop", "screen|alert",
        "replace the spec's crop: alert writes only the dialog (with the keyboard and its shadow) and 16 pt around it")
    static let ios = OptionDescription(
        "ios", "18|26", "replace the spec's ios: 26 is iOS 26's Liquid Glass look (the default), 18 the iOS 13-18 card")
    static let platform = OptionDescription(
        "platform", Platform.allCases.map(\.rawValue).joined(separator: "|"),
        "replace the spec's platform: android draws Android's own dialog (the look --android names), ios UIAlertController's")
    static let android = OptionDescription(
        "android", "NAME",
        "replace the spec's android, the Android dialog drawn under platform android: "
            + AndroidLook.allCases.map(\.rawValue).joined(separator: ", ")
            + " (material3: Compose; material3-views: MaterialAlertDialogBuilder; appcompat: React Native, .NET MAUI)")
    /// `--platform`, `--android`, `--ios`: whose dialog, in which look.
    static let looks: [OptionDescription] = [.platform, .android, .ios]
    /// `--content-size`, `--locale`, `--direction`: every command that takes a spec has them.
    static let textVariants: [OptionDescription] = [.contentSize, .locale, .direction]
    /// `--vary` of `render` and `check`: lists laid over a spec's `variants`.
    static let vary = OptionDescription(
        "vary", "KEY=V1,V2",
        "render every combination, repeatable, replacing the spec's list of KEY; each variant is <name>.<key>=<value>....png (keys that vary, in the order "
            + VariantKey.allCases.map(\.rawValue).joined(separator: ", ") + ")")

    /// `--lint-rule` of `lint` and `check`.
    static let lintRule = OptionDescription(
        "lint-rule", "RULE=LEVEL",
        "set a lint rule to off, info, warning or error, repeatable; over the spec's and alertsnap.json's \"lint\": {\"rules\": ...}")

    /// What `diff` and `check` use to compare two images.
    static let comparison: [OptionDescription] = [
        OptionDescription(
            "threshold", "T", "per-pixel colour difference in 0...1 that counts as a change (default 0.1)"),
        OptionDescription(
            "max-diff-pixels", "N", "pass when at most N pixels differ (default 0)"),
        OptionDescription(
            "max-diff-ratio", "R", "pass when at most this fraction (0...1) of the pixels differ (default 0)"),
        OptionDescription(flag: "include-aa", "count anti-aliased pixels as differences (default: tolerated)"),
        OptionDescription(
            flag: "exact", "any changed RGBA value is a difference (no threshold, no anti-aliasing rule)"),
        OptionDescription(
            "background", "checkerboard|white",
            "what translucent pixels are blended over before comparing (default checkerboard, pixelmatch 7)"),
    ]
}

extension CommandDescription {
    static let render = CommandDescription(
        name: "render",
        summary: "render specs to PNG, several in parallel",
        usage: ["render SPEC [-o OUT.png] [options]", "render SPEC... -o DIR [options]"],
        options: [
            OptionDescription(
                "output", "OUT.png|DIR", alias: "-o",
                "a name ending in .png for one spec; else a folder for each spec's <name>.png, created when needed (an existing folder, or a name without an extension: out.jpg is refused). Default: the current folder"
            ),
            .platform, .android, .ios, .device, .orientation, .appearance, .time, .phase, .contentSize, .locale,
            .direction, .keyboard, .crop, .vary,
            OptionDescription(
                "jobs", "N", "specs rendered at once, 1...256 (default: all cores); the bytes never depend on it"),
        ],
        environment: [fontsVariable],
        notes: [
            "Prints the path of each PNG written; a bad spec is one line on stderr, the others are still rendered."
        ],
        examples: [
            "alertsnap render Fixtures/system-two-actions.json -o alert.png",
            "alertsnap render Fixtures/*.json -o out --appearance dark",
            "alertsnap render Fixtures/system-two-actions.json -o out --vary contentSize=large,AX3 --vary layoutDirection=ltr,rtl",
        ],
        run: runRender)

    static let layout = CommandDescription(
        name: "layout",
        summary: "print the layout JSON of a spec (frames in points)",
        usage: ["layout SPEC [--device NAME] [--orientation portrait|landscape] [--appearance light|dark] [options]"],
        options: OptionDescription.looks + [.device, .orientation, .appearance] + OptionDescription.textVariants
            + [.keyboard],
        environment: [fontsVariable],
        examples: ["alertsnap layout Fixtures/system-two-actions.json --device iphone-se"],
        run: runLayout)

    static let hit = CommandDescription(
        name: "hit",
        summary: "tell which region a tap at (X, Y) points reaches",
        usage: ["hit SPEC X Y [--device NAME] [--orientation portrait|landscape] [--appearance light|dark] [options]"],
        options: OptionDescription.looks + [.device, .orientation, .appearance] + OptionDescription.textVariants
            + [.keyboard],
        environment: [fontsVariable],
        notes: [
            "Prints {\"region\": R, \"dismisses\": bool}; R is backdrop.top|bottom|left|right, action[i],",
            "textField[i], alert, keyboard or outside.",
        ],
        examples: ["alertsnap hit Fixtures/system-two-actions.json 130 475"],
        run: runHit)

    static let frames = CommandDescription(
        name: "frames",
        summary: "render the frames of the presentation or dismissal animation",
        usage: ["frames SPEC -o DIR [options]"],
        options: [
            OptionDescription(
                "output", "DIR", alias: "-o",
                "the folder for <name>-<phase>-<NNN>.png, a variant's <name>.<key>=<value>...-<phase>-<NNN>.png (created; required)"
            ),
            OptionDescription("fps", "F", "frames per second, 1...240 (default 60)"),
            OptionDescription("phase", "present|dismiss|both", "which animation (default present)"),
            OptionDescription(
                "strip", "STRIP.png",
                "also write a filmstrip of every frame, labelled with its time (one per variant: STRIP.<key>=<value>....png)"
            ),
            OptionDescription(
                "jobs", "N", "frames rendered at once, 1...256 (default: all cores); the bytes never depend on it"),
            .platform, .android, .ios, .device, .orientation, .appearance, .contentSize, .locale, .direction, .keyboard,
            .crop, .vary,
        ],
        environment: [fontsVariable],
        notes: [
            "Renders every variant of the spec (its \"variants\", --vary over them); a single-valued option fixes its key."
        ],
        examples: [
            "alertsnap frames Fixtures/system-two-actions.json -o frames --phase both --strip strip.png",
            "alertsnap frames Fixtures/system-two-actions.json -o frames --vary appearance=light,dark",
        ],
        run: runFrames)

    static let sheet = CommandDescription(
        name: "sheet",
        summary: "render one labelled contact sheet of specs and their variants",
        usage: ["sheet SPEC... -o SHEET.png [--columns N] [--vary KEY=V1,V2]... [--cell-height PX]"],
        options: [
            OptionDescription("output", "SHEET.png", alias: "-o", "the sheet to write (required)"),
            OptionDescription(
                "columns", "N", "cells per row, 1...64 (default: the last --vary's value count, else up to 4)"),
            OptionDescription(
                "vary", "KEY=V1,V2",
                "one cell per value, repeatable (every combination); KEY: "
                    + ContactSheet.Variation.Key.allCases.map(\.rawValue).joined(separator: ", ")),
            OptionDescription("cell-height", "PX", "height of each cell's render in pixels, 100...4000 (default 640)"),
        ] + OptionDescription.looks + OptionDescription.textVariants + [.keyboard, .crop],
        environment: [fontsVariable],
        examples: [
            "alertsnap sheet Fixtures/system-two-actions.json -o sheet.png --vary appearance=light,dark --vary device=iphone-se,iphone-15"
        ],
        run: runSheet)

    static let screen = CommandDescription(
        name: "screen",
        summary: "render a mock presenting screen (the fixtures' Fixtures/screens/)",
        usage: [
            "screen \(PresentingScreen.allCases.map(\.rawValue).joined(separator: "|")) -o FILE.png [--platform ios|android] [--device NAME] [--orientation portrait|landscape] [--appearance light|dark]"
        ],
        options: [
            OptionDescription("output", "FILE.png", alias: "-o", "the PNG to write (required)"),
            OptionDescription(
                "platform", "ios|android",
                "whose app: ios (default) or android (status bar, Material 3 top app bar, list items, gesture handle)"),
            OptionDescription(
                "device", "NAME",
                "the screen's size (default \(DevicePreset.defaultName), \(DevicePreset.defaultAndroidName) on android)"),
            OptionDescription("orientation", "portrait|landscape", "portrait (default) or landscape"),
            OptionDescription("appearance", "light|dark", "light (default) or dark"),
        ],
        environment: [fontsVariable],
        notes: [
            "An Android spec without a presenting image shows its look's background colour behind the scrim;",
            "point its \"presenting\": {\"image\": ...} at a screen made with --platform android to see an app.",
        ],
        examples: [
            "alertsnap screen settings -o settings.png --appearance dark",
            "alertsnap screen settings --platform android -o android-settings.png",
        ],
        run: runScreen)

    static let diff = CommandDescription(
        name: "diff",
        summary: "compare two PNGs the way pixelmatch does",
        usage: ["diff EXPECTED.png ACTUAL.png [-o DIFF.png] [--strip STRIP.png] [options]"],
        options: [
            OptionDescription("output", "DIFF.png", alias: "-o", "write the diff image (changes in red)"),
            OptionDescription("strip", "STRIP.png", "write an expected | diff | actual strip"),
        ] + OptionDescription.comparison + [
            OptionDescription(
                flag: "json", "print {identical, diffPixels, totalPixels, ratio, maxDelta, bounds, sizeMismatch}")
        ],
        notes: ["Exit 0 within the tolerance, 1 over it (different sizes included), 2 on bad input."],
        examples: [
            "alertsnap diff Fixtures/__snapshots__/system-two-actions.png Fixtures/__snapshots__/system-dark.png -o diff.png"
        ],
        run: runDiff)

    static let check = CommandDescription(
        name: "check",
        summary: "render specs and compare them with their golden PNGs",
        usage: ["check [DIR|SPEC...] [options]"],
        options: [
            OptionDescription(
                "golden", "DIR", "one folder for every golden (default: __snapshots__/ beside each spec)"),
            OptionDescription(
                "record", "MODE",
                "missing (default): write missing goldens and fail for them; all: rewrite goldens whose pixels or layout changed; failed: rewrite what differs and fail; never (the default in CI mode); inputs: refresh the recorded inputs of goldens whose image and layout are unchanged, write nothing else"
            ),
            OptionDescription(
                "compare", "auto|exact|tolerant",
                "auto (default): every pixel must match when the golden records this alertsnap version and environment, else the tolerance decides (a tolerance option given applies as given); exact: always every pixel; tolerant: always the tolerance"
            ),
            OptionDescription(
                flag: "ci",
                "CI mode (default when CI is set and not 0/false): no golden written without --record, a missing golden fails, ALERTSNAP_RECORD is refused"
            ),
            OptionDescription(flag: "no-ci", "not CI mode, whatever CI says"),
            OptionDescription(
                flag: "allow-unused",
                "in CI mode, list unused goldens (their spec deleted, renamed or invalid) without failing the run"),
            OptionDescription(
                "report", "DIR", "write DIR/index.html, DIR/summary.json and the failure images in DIR/images/"),
            OptionDescription("junit", "FILE", "write JUnit XML"),
            OptionDescription(
                "jobs", "N", "specs checked at once, 1...1024 (default: all cores); same results for any N"),
            OptionDescription("shard", "I/N", "check only the I-th of N slices of the sorted specs (CI matrices)"),
        ] + OptionDescription.comparison + [
            OptionDescription(
                flag: "prune",
                "delete the unused goldens alertsnap wrote (they carry its chunk) in the checked specs' golden folders, listing each; other PNGs are listed as not ours and kept"
            ),
            OptionDescription(
                flag: "json", "print only the JSON summary on stdout (the per-snapshot lines go to stderr)"),
            OptionDescription(
                flag: "verbose",
                "every snapshot's full message (not only the first cause of each failure), passes whose inputs changed and the bases found"
            ),
            OptionDescription(
                flag: "ignore-layout",
                "judge by pixels alone: a changed text or frame in the golden's recorded layout does not fail a snapshot whose pixels pass"
            ),
            OptionDescription(
                flag: "incremental",
                "do not render a spec whose golden records the same inputs, version and environment (and whose image data is intact); it is reported as unchanged"
            ),
            OptionDescription(
                flag: "lint",
                "also run the design lint on every snapshot rendered (see alertsnap lint --help): a LINT line per finding; errors fail the snapshot (counted as failed lint)"
            ),
            .lintRule, .vary,
            OptionDescription(
                "content-size", "SIZE",
                "check every spec at this contentSize only (a variant: golden <name>.contentSize=SIZE.png)"),
            OptionDescription(
                "locale", "TAG", "check every spec in this locale only (a variant: golden <name>.locale=TAG.png)"),
            OptionDescription(
                "direction", "auto|ltr|rtl",
                "check every spec in this layoutDirection only (a variant: golden <name>.layoutDirection=D.png)"),
            OptionDescription(
                "keyboard", "true|false|hardware|TYPE",
                "check every spec with (or without) the software keyboard only (a variant: golden <name>.keyboard=V.png)"),
            OptionDescription(
                "platform", "ios|android",
                "check every spec as this platform's dialog only (a variant: golden <name>.platform=P.png)"),
            OptionDescription(
                "android", "NAME",
                "check every Android spec in this Android dialog only (a variant: golden <name>.android=NAME.png; iOS specs are unchanged): "
                    + AndroidLook.allCases.map(\.rawValue).joined(separator: ", ")),
            OptionDescription(
                "ios", "18|26",
                "check every iOS spec in this look only (a variant: golden <name>.ios=N.png; Android specs are unchanged)"),
            OptionDescription(
                "crop", "screen|alert",
                "check every spec cropped so (over the spec's crop and alertsnap.json's): alert goldens hold only the dialog"),
        ],
        environment: [
            (
                RecordMode.environmentVariable,
                "the record mode when --record is not given: missing, all, failed, never, inputs; also 1/true/yes/on for all, 0/false/no/off for missing. A golden it writes fails the run (exit 1); refused in CI mode (exit 2)"
            ),
            (RecordMode.ciVariable, "set and not empty, 0 or false: CI mode (see --ci)"),
            fontsVariable,
        ],
        notes: [
            "Specs are the *.json below DIR (default: the current folder), never in __snapshots__, __failures__,",
            "hidden folders or reports; other JSON (string tables) is listed as skipped. An alertsnap.json at DIR",
            "or above sets specs/exclude globs, golden, threshold and variants. A spec's variants (its own, the",
            "config's, --vary) are snapshots of their own: <name>.<key>=<value>....png. No spec found is exit 2. Prints a line per",
            "snapshot that did not pass (its first cause; --verbose: everything), one line for the missing goldens written",
            "and one for the passes whose inputs changed under an unchanged image, the unused goldens, then a summary.",
            "Exit 2 if any spec is invalid, else 1 if any snapshot differs or is missing (in CI mode, or a golden is",
            "unused, unless --allow-unused), else 0. Failure images go to --report DIR/images/,",
            "else __snapshots__/__failures__/ (removed when the snapshot passes again).",
        ],
        examples: [
            "alertsnap check Fixtures --record never --report out/report --junit out/junit.xml",
            "alertsnap check Fixtures --record failed",
        ],
        run: runCheck)

    static let explain = CommandDescription(
        name: "explain",
        summary: "print what a PNG alertsnap made records about itself (its alertsnap chunk)",
        usage: ["explain PNG [--json]"],
        options: [OptionDescription(flag: "json", "print the chunk's JSON as recorded")],
        notes: [
            "Prints the version, variant, input and font digests, library versions, whether the image data still",
            "matches the recorded digest, and the layout's texts and frames. Exit 1 when the file has no",
            "alertsnap chunk (not written by alertsnap from a spec), 2 when it cannot be read.",
        ],
        examples: ["alertsnap explain Fixtures/__snapshots__/system-two-actions.png"],
        run: runExplain)

    static let mergeReports = CommandDescription(
        name: "merge-reports",
        summary: "join the reports of check --shard runs into the report of one run",
        usage: ["merge-reports DIR... --report OUT [--junit FILE]"],
        options: [
            OptionDescription("report", "OUT", "write OUT/index.html, OUT/summary.json and the failure images"),
            OptionDescription("junit", "FILE", "write JUnit XML of the merged results"),
        ],
        notes: [
            "Each DIR is the --report folder of one `check --shard I/N` run; every shard of the run must be given",
            "once. Prints the failures and the summary as check does; the exit code is what one check over",
            "all specs would have returned.",
        ],
        examples: [
            "alertsnap merge-reports shard-1 shard-2 shard-3 --report report --junit report/junit.xml"
        ],
        run: runMergeReports)

    static let lint = CommandDescription(
        name: "lint",
        summary: "design lint: contrast, truncation, tap targets and more, measured on the render",
        usage: ["lint SPEC... [--json] [--vary KEY=V1,V2]... [--strict] [options]"],
        options: [
            OptionDescription(
                flag: "json",
                "print {\"findings\": [{spec, variant, rule, severity, element, message, frame}]} instead of lines"),
            OptionDescription(
                "vary", "KEY=V1,V2",
                "lint every combination of these values, repeatable; KEY: "
                    + ContactSheet.Variation.Key.allCases.map(\.rawValue).joined(separator: ", ")),
            OptionDescription(flag: "strict", "warnings fail too (exit 1 on any error or warning; info never fails)"),
            .lintRule, .platform, .android, .ios, .device, .appearance, .time, .phase, .contentSize, .locale, .direction,
            .keyboard,
        ],
        environment: [fontsVariable],
        notes: [
            "Prints FILE[variant]: RULE: element: message per finding. Errors: contrast (WCAG 2.1 ratio against",
            "the median of the pixels rendered behind the text, under 4.5, or 3 from 18 pt or 14 pt bold; only a",
            "info when the text and its fill are the theme's colours: never fails, counted on stderr, listed by --json),",
            "truncated, offCanvas (canvas or safe area),",
            "missingTranslation, missingGlyph. Warnings: shrunk, clipped (content scrolls), tapTarget (enabled action",
            "or text field under 44x44 pt), smallText (under 11 pt). Levels: --lint-rule over the spec's",
            "\"lint\": {\"rules\": {RULE: off|info|warning|error}} (through extends) over the nearest alertsnap.json's.",
            "Every variant check renders is linted: alertsnap.json's variants under the spec's, --vary over both.",
            "Exit 0 without errors (with --strict, without findings), 1 otherwise, 2 on bad input.",
        ],
        examples: [
            "alertsnap lint Fixtures/article-tap-to-dismiss.json Fixtures/plain-dark.json --json --strict",
            "alertsnap lint Fixtures/plain-dark.json --vary device=iphone-se,ipad-10 --json",
        ],
        run: runLint)

    static let bench = CommandDescription(
        name: "bench",
        summary: "time the standard scenes in one process",
        usage: ["bench [--runs N] [--cold N] [--dir BENCH] [--json]"],
        options: [
            OptionDescription("runs", "N", "warm runs per scene, 1...1000 (default 20)"),
            OptionDescription(
                "cold", "N",
                "cold runs per scene (fresh renderer each), 1...1000 (default 5); more for a profiler"),
            OptionDescription(
                "dir", "BENCH",
                "the folder of scene specs (default: the repository's bench/, found from the current folder up)"),
            OptionDescription(flag: "json", "print the timings as JSON"),
        ],
        environment: [("ALERTSNAP_BENCH", "the folder of scene specs when --dir is not given"), fontsVariable],
        notes: ["Cold: spec file to PNG bytes with a fresh renderer; warm: image cached, canvas reused."],
        examples: ["alertsnap bench --runs 5"],
        run: runBench)
}

extension CommandDescription {
    static let schema = CommandDescription(
        name: "schema",
        summary: "print the JSON Schema of spec files (or, with --markdown, their reference page)",
        usage: ["schema [--markdown]"],
        options: [OptionDescription(flag: "markdown", "print docs/spec.md: every key's type, range, default and example")],
        notes: [
            "Both are made from the key table the spec decoder reads; the repository keeps them as docs/schema.json",
            "and docs/spec.md (scripts/generate-docs.sh writes both). A spec may name the schema in a top-level",
            "\"$schema\" key for editor completion; alertsnap ignores that key.",
        ],
        examples: ["alertsnap schema", "alertsnap schema --markdown"],
        run: runSchema)
}

/// Read wherever text is set: the folder holding the bundled fonts.
let fontsVariable = (
    name: "ALERTSNAP_FONTS",
    help: "the folder of the bundled fonts (default: a Fonts/ above the binary or the current folder)"
)
