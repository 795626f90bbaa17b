import AlertModel
import SnapshotCheck

/// The files `alertsnap init` writes: a team's starting project. docs/ci.md quotes the two CI
/// files as they are written without `--deb-url` (a test compares them).
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
    static let githubWorkflow = ".github/workflows/alertsnap.yml"
    static let gitlabCI = ".gitlab-ci.yml"

    /// The paths of `files(debURL:)`, in the order they are written. Named without making the
    /// texts: every command's help table lists them at start-up, and the schema's text alone costs
    /// milliseconds that a `diff` or a `render` should not pay.
    static let paths = [
        CheckConfig.fileName, specFolder + "/delete-draft.json", schemaFile, ".gitignore", githubWorkflow, gitlabCI,
    ]

    /// Every file of the project, in the order of `paths`; `debURL` is written into the CI files,
    /// else they read the CI variable `ALERTSNAP_DEB_URL`.
    static func files(debURL: String?) -> [File] {
        let texts = [
            config, exampleSpec, SpecSchema.text, gitignore, github(debURL: debURL), gitlab(debURL: debURL),
        ]
        return zip(paths, texts).map { File(path: $0, text: $1) }
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

    static let checkCommand =
        "alertsnap check --ci --report \(reportFolder) --junit \(reportFolder)/junit.xml"

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
          // Variants of every spec (a spec's own "variants" and --vary win key by key); each combination
          // has its own golden, <name>.<key>=<value>....png. For example
          // {"appearance": ["light", "dark"], "contentSize": ["large", "AX3"]}; the keys:
          // \(VariantKey.allCases.map(\.rawValue).joined(separator: ", ")).
          "variants": {},
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
        # alertsnap: the failure images check writes beside the goldens, and its reports
        __failures__/
        /\(reportFolder)/

        """

    /// The lines that install the package from `ALERTSNAP_DEB_URL` in a Debian 12 container.
    static let installLines = [
        #"test -n "$ALERTSNAP_DEB_URL" || { echo "set the CI variable ALERTSNAP_DEB_URL to the URL of the alertsnap .deb"; exit 1; }"#,
        "apt-get update -qq",
        "apt-get install -y -qq curl ca-certificates",
        #"curl -fsSL -o /tmp/alertsnap.deb "$ALERTSNAP_DEB_URL""#,
        "apt-get install -y -qq /tmp/alertsnap.deb",
        "alertsnap --version",
    ]

    static let header = """
        # alertsnap: every dialog spec rendered and compared with its golden. Installs alertsnap from
        # your release of its Debian package (alertsnap_<version>_amd64.deb, made by alertsnap's
        # scripts/package.sh) and runs in Debian 12, where the package is built, so goldens recorded
        # with it match pixel for pixel. The HTML report and JUnit XML are kept as artifacts.

        """

    static func github(debURL: String?) -> String {
        let url = debURL.map { "\"\($0)\"" } ?? "${{ vars.ALERTSNAP_DEB_URL }}"
        let variableNote =
            debURL == nil
            ? "# ALERTSNAP_DEB_URL: a repository variable (Settings > Secrets and variables > Actions > Variables).\n"
            : ""
        return header + variableNote + """
            name: alertsnap
            on: [push, pull_request]
            jobs:
              snapshots:
                runs-on: ubuntu-latest
                container: debian:12
                env:
                  ALERTSNAP_DEB_URL: \(url)
                steps:
                  - uses: actions/checkout@v4
                  - name: Install alertsnap
                    run: |
            \(installLines.map { "          " + $0 }.joined(separator: "\n"))
                  - name: Check the snapshots
                    run: \(checkCommand)
                  - name: Keep the reports
                    if: always()
                    uses: actions/upload-artifact@v4
                    with:
                      name: \(reportFolder)
                      path: \(reportFolder)/
                      if-no-files-found: ignore

            """
    }

    static func gitlab(debURL: String?) -> String {
        let variables = debURL.map { "  variables:\n    ALERTSNAP_DEB_URL: \"\($0)\"\n" } ?? ""
        let variableNote =
            debURL == nil ? "# ALERTSNAP_DEB_URL: a CI/CD variable (Settings > CI/CD > Variables).\n" : ""
        return header + variableNote + """
            alertsnap:
              image: debian:12
            \(variables)  script:
            \(installLines.map { "    - '" + $0.replacingOccurrences(of: "'", with: "''") + "'" }.joined(separator: "\n"))
                - \(checkCommand)
              artifacts:
                when: always
                paths: [\(reportFolder)/]
                reports:
                  junit: \(reportFolder)/junit.xml

            """
    }
}
