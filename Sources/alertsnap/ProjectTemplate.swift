import AlertModel
import SnapshotCheck

/// The CI a project from `alertsnap init` is checked on (`--ci`): only its files are written.
enum CIChoice: String, CaseIterable {
    case github, gitlab, none

    /// `--ci VALUE`, or a usage error naming the values.
    init(option value: String) throws(UsageError) {
        guard let choice = CIChoice(rawValue: value) else {
            throw UsageError("--ci: unknown value \"\(value)\"; expected github, gitlab or none")
        }
        self = choice
    }
}

/// The files `alertsnap init` writes: a team's starting project, and the files of one CI
/// (`CITemplates`). docs/ci.md quotes the CI files as they are written without `--deb-url` (a
/// test compares them).
enum ProjectTemplate {
    /// One file of the project, its path relative to the project folder.
    struct File {
        let path: String
        let text: String
    }

    /// The folder of the example spec, and the glob `alertsnap.json` names its specs by.
    static let specFolder = "dialogs"
    /// The schema's file, named by the example spec's `"$schema"`: in a hidden folder, which `check`
    /// does not search, so it is not listed as a JSON file that is not a spec.
    static let schemaFile = ".alertsnap/spec.schema.json"
    /// Where the CI files keep `check`'s HTML report and JUnit XML (git-ignored).
    static let reportFolder = "alertsnap-report"

    /// The files every project gets, whatever its CI.
    static let projectPaths = [CheckConfig.fileName, specFolder + "/delete-draft.json", schemaFile, ".gitignore"]

    /// The paths of `files(ci:debURL:)`, in the order they are written. Named without making the
    /// texts: every command's help table lists them at start-up, and the schema's text alone costs
    /// milliseconds that a `diff` or a `render` should not pay.
    static func paths(ci: CIChoice) -> [String] { projectPaths + CITemplates.paths(ci) }

    /// Every file of the project for `ci`, in the order of `paths(ci:)`; `debURL` is written into
    /// the CI files, else they read the CI variable `ALERTSNAP_DEB_URL`.
    static func files(ci: CIChoice, debURL: String?) -> [File] {
        let texts = [config, exampleSpec, SpecSchema.text, gitignore] + CITemplates.texts(ci, debURL: debURL)
        return zip(paths(ci: ci), texts).map { File(path: $0, text: $1) }
    }

    /// `url` when CI files can carry it as it is (an http(s) URL with no spaces, quotes or shell
    /// characters, since they put it into YAML and a shell line), else a usage error.
    static func checkedDebURL(_ url: String) throws(UsageError) -> String {
        let unsafe = Set(" \t\n\r\"'\\`$<>|;&{}")
        guard url.hasPrefix("https://") || url.hasPrefix("http://"), url.count > 8,
            !url.contains(where: { unsafe.contains($0) || $0.asciiValue.map { $0 < 0x20 } ?? false })
        else {
            throw UsageError("--deb-url: \"\(url)\" is not an http(s) URL without spaces, quotes or shell characters")
        }
        return url
    }

    /// `alertsnap.json` with the common keys at their defaults; the keys whose mere presence
    /// changes a run are comments.
    static var config: String {
        """
        // Settings of `alertsnap check` and `alertsnap serve` for every spec below this folder; options on
        // the command line win over them (alertsnap check --help).
        {
          // Which .json files are specs: globs relative to this folder (* and ? stay within a folder, **
          // spans folders). Without "specs", every .json below this folder that reads as a spec is one.
          "specs": ["\(specFolder)/**/*.json"],
          // Files that are never specs, even when "specs" matches them.
          "exclude": [],
          // Goldens: without "golden", __snapshots__/<name>.png beside each spec; else one folder for all:
          // "golden": "goldens",
          // auto: every pixel must match a golden made by this alertsnap version in this environment,
          // else the threshold decides; exact: always every pixel; tolerant: always the threshold.
          "compare": "auto",
          // The colour difference in 0...1 that counts as a changed pixel where the threshold decides
          // (0.1 when unset). Once set, it decides every comparison, as --threshold does:
          // "threshold": 0.1,
          // "alert" writes only the dialog, its shadow and 16 pt around them (small goldens for review);
          // "screen", the default, the whole device screen:
          // "crop": "alert",
          // Your own SF Pro files (alertsnap never ships SF Pro), relative to this folder: the system look
          // then sets its text in them with iOS's tracking, as the phone does, instead of Inter:
          // "systemFonts": ["fonts/SF-Pro-Text-Regular.otf", "fonts/SF-Pro-Display-Regular.otf"],
          // Whose dialog a spec that names no "platform" is: "ios" (the default, UIAlertController) or
          // "android", then in which Android dialog: "material3" (Compose, the default), "material3-views"
          // (MaterialAlertDialogBuilder) or "appcompat" (React Native's Alert.alert, .NET MAUI):
          // "platform": "android", "android": "appcompat",
          // Which iOS front end presents the iOS 26 alert: "uikit" (the default, UIAlertController: its
          // card 4 pt taller) or "swiftui" (SwiftUI's .alert and .confirmationDialog):
          // "api": "swiftui",
          // Variants of every spec (a spec's own "variants" and --vary win key by key); each combination
          // has its own golden, <name>.<key>=<value>....png. For example
          // {"appearance": ["light", "dark"], "contentSize": ["large", "AX3"]}; the keys:
          // \(VariantKey.allCases.map(\.rawValue).joined(separator: ", ")).
          // Every spec in both looks a team ships to: iOS 18 and iOS 26.
          "variants": {"ios": [18, 26]},
          // Design lint levels for `check --lint` and `lint`, {"RULE": "off" | "warning" | "error"}; rules:
          // \(LintRule.allCases.map(\.rawValue).joined(separator: ", ")).
          "lint": {"rules": {}}
        }

        """
    }

    static let exampleSpec = """
        {
          // Completion and checks in editors that read "$schema" (alertsnap ignores the key);
          // `alertsnap schema > \(schemaFile)` refreshes it after an upgrade.
          "$schema": "../\(schemaFile)",
          "device": "iphone-15",
          "appearance": "light",
          "alert": {
            "title": "Delete draft?",
            "message": "This draft will be deleted. You can't undo this.",
            "actions": [
              {"title": "Cancel", "style": "cancel"},
              {"title": "Delete", "style": "destructive"}
            ]
          }
        }

        """

    static let gitignore = """
        # alertsnap: the failure images check writes beside the goldens, its reports, and the CI cache of
        # the alertsnap it builds
        __failures__/
        /\(reportFolder)/
        /\(CITemplates.cacheFolder)/

        """
}
