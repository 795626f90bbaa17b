import AlertModel

/// The CI files `alertsnap init --ci` writes: one CI's file, and the script it runs
/// (`.alertsnap/ci.sh`), which installs alertsnap and checks the snapshots. The steps live in the
/// script rather than in YAML so that every CI runs the same lines, and a test runs them as a CI
/// runner does.
///
/// Installing needs no hosted package: without `ALERTSNAP_DEB_URL` the script builds the pinned
/// alertsnap release from its source (`scripts/package.sh`) into `.alertsnap-cache/`, which the CI
/// file keeps in its cache keyed on the version, so only the first run builds.
enum CITemplates {
    static let script = ".alertsnap/ci.sh"
    static let githubWorkflow = ".github/workflows/alertsnap.yml"
    static let gitlabCI = ".gitlab-ci.yml"
    /// Where the script keeps the built package between runs (git-ignored, cached by CI).
    static let cacheFolder = ".alertsnap-cache"
    /// The Swift toolchain that builds the pinned release when no package URL is given.
    static let swiftVersion = "6.3.1"

    /// The CI files of `ci`, in the order they are written.
    static func paths(_ ci: CIChoice) -> [String] {
        switch ci {
        case .github: return [script, githubWorkflow]
        case .gitlab: return [script, gitlabCI]
        case .none: return []
        }
    }

    /// The texts of `paths(ci)`.
    static func texts(_ ci: CIChoice, debURL: String?) -> [String] {
        switch ci {
        case .github: return [ciScript, github(debURL: debURL)]
        case .gitlab: return [ciScript, gitlab(debURL: debURL)]
        case .none: return []
        }
    }

    /// What the check step runs, with the report folder CI keeps.
    static let checkCommand =
        "alertsnap check --ci --lint --report \"$report\" --junit \"$report/junit.xml\" \"$@\""

    /// The script both CI files run: `install`, `build` (the part of `install` that makes the
    /// package from source) and `check`.
    static var ciScript: String {
        """
        #!/bin/sh
        # alertsnap in CI, written by `alertsnap init` and run by the CI file (as root, in Debian 12):
        #   sh \(script) install        puts alertsnap $ALERTSNAP_VERSION on the PATH
        #   sh \(script) check [ARGS]   checks every spec against its golden (extra ARGS go to check,
        #                                  e.g. --shard 2/4); the report goes to $ALERTSNAP_REPORT
        # install uses, in this order: an alertsnap of that version already on the PATH; the .deb at
        # $ALERTSNAP_DEB_URL; the .deb in \(cacheFolder)/ that an earlier run built (the CI file
        # caches that folder, keyed on the version); else it builds the pinned release from its source
        # ($ALERTSNAP_SOURCE_URL at $ALERTSNAP_SOURCE_REF) with scripts/package.sh, with the Swift
        # toolchain $ALERTSNAP_SWIFT_VERSION from swift.org, and keeps the .deb in the cache.
        set -eu
        version="${ALERTSNAP_VERSION:-\(alertsnapVersion)}"
        cache="${ALERTSNAP_CACHE:-\(cacheFolder)}"
        report="${ALERTSNAP_REPORT:-\(ProjectTemplate.reportFolder)}"
        deb="$cache/alertsnap_${version}_amd64.deb"
        export DEBIAN_FRONTEND=noninteractive

        build() {
          : "${ALERTSNAP_SOURCE_URL:?set ALERTSNAP_DEB_URL (a URL of the alertsnap .deb) or ALERTSNAP_SOURCE_URL (alertsnap's git repository) as a CI variable}"
          swift="${ALERTSNAP_SWIFT_VERSION:-\(swiftVersion)}"
          apt-get update -qq
          apt-get install -y -qq curl ca-certificates git binutils dpkg-dev gnupg libc6-dev libcurl4-openssl-dev \\
            libedit2 libgcc-12-dev libncurses-dev libpython3-dev libsqlite3-0 libstdc++-12-dev libxml2-dev \\
            libz3-dev pkg-config tzdata zlib1g-dev libpng-dev libdeflate-dev libfreetype-dev libharfbuzz-dev \\
            libfribidi-dev libthai-dev libmicrohttpd-dev
          work=$(mktemp -d)
          curl -fsSL "https://download.swift.org/swift-$swift-release/debian12/swift-$swift-RELEASE/swift-$swift-RELEASE-debian12.tar.gz" |
            tar -xz -C "$work"
          PATH="$work/swift-$swift-RELEASE-debian12/usr/bin:$PATH"
          git clone -q --depth 1 --branch "${ALERTSNAP_SOURCE_REF:-$version}" "$ALERTSNAP_SOURCE_URL" "$work/alertsnap"
          (cd "$work/alertsnap" && scripts/package.sh)
          mkdir -p "$cache"
          cp "$work/alertsnap/dist/alertsnap_${version}_amd64.deb" "$deb"
          rm -rf "$work"
        }

        case "${1:-}" in
        install)
          if command -v alertsnap >/dev/null 2>&1 && [ "$(alertsnap --version)" = "alertsnap $version" ]; then
            echo "alertsnap $version is installed: $(command -v alertsnap)"
            exit 0
          fi
          if [ -n "${ALERTSNAP_DEB_URL:-}" ]; then
            apt-get update -qq
            apt-get install -y -qq curl ca-certificates
            mkdir -p "$cache"
            curl -fsSL -o "$deb" "$ALERTSNAP_DEB_URL"
          elif [ ! -f "$deb" ]; then
            build
          fi
          apt-get update -qq
          case "$deb" in /*) ;; *) deb="./$deb" ;; esac
          apt-get install -y -qq "$deb"
          alertsnap --version
          ;;
        build) build ;;
        check)
          shift
          \(checkCommand)
          ;;
        *)
          echo "usage: sh \(script) install | build | check [CHECK OPTIONS]" >&2
          exit 2
          ;;
        esac

        """
    }

    static let header = """
        # alertsnap: every dialog spec rendered and compared with its golden, with the design lint, in
        # Debian 12 (where alertsnap's package is built, so goldens recorded with it match pixel for
        # pixel). \(script) installs alertsnap: from ALERTSNAP_DEB_URL when set, else it builds the
        # pinned release (ALERTSNAP_VERSION) from its source at ALERTSNAP_SOURCE_URL once and caches
        # the package. The HTML report and JUnit XML are kept as artifacts; a failing run's report
        # says which commands fix it (alertsnap accept, alertsnap serve --report, check --record failed).

        """

    static func github(debURL: String?) -> String {
        let url = debURL.map { "\"\($0)\"" } ?? "${{ vars.ALERTSNAP_DEB_URL }}"
        let variableNote =
            debURL == nil
            ? "# ALERTSNAP_DEB_URL or ALERTSNAP_SOURCE_URL: repository variables (Settings > Secrets and variables >\n# Actions > Variables).\n"
            : ""
        return header + variableNote + """
            name: alertsnap
            on:
              pull_request:
              # Pull requests are checked by the trigger above; pushes only on the default branch, so a
              # push to a pull request's branch runs once.
              push:
                branches: [main]
            jobs:
              snapshots:
                runs-on: ubuntu-latest
                container: debian:12
                env:
                  ALERTSNAP_VERSION: "\(alertsnapVersion)"
                  ALERTSNAP_DEB_URL: \(url)
                  ALERTSNAP_SOURCE_URL: ${{ vars.ALERTSNAP_SOURCE_URL }}
                # A large project splits the check over several runners and joins their reports:
                # strategy:
                #   matrix:
                #     shard: [1, 2, 3, 4]
                # with the check step running
                #   sh \(script) check --shard ${{ matrix.shard }}/4
                # under ALERTSNAP_REPORT: alertsnap-report-${{ matrix.shard }}, each report kept as an
                # artifact of that name, and one more job (needs: snapshots, if: always()) that downloads
                # them (actions/download-artifact@v4 with pattern: alertsnap-report-*), installs alertsnap
                # and runs
                #   alertsnap merge-reports alertsnap-report-* --report \(ProjectTemplate.reportFolder) --junit \(ProjectTemplate.reportFolder)/junit.xml
                # whose exit code and report are those of one run over every spec.
                steps:
                  - uses: actions/checkout@v4
                  - name: Restore the built alertsnap
                    id: cache
                    uses: actions/cache/restore@v4
                    with:
                      path: \(cacheFolder)
                      key: alertsnap-${{ env.ALERTSNAP_VERSION }}-debian12-amd64
                  - name: Install alertsnap
                    run: sh \(script) install
                  - name: Keep the built alertsnap
                    if: steps.cache.outputs.cache-hit != 'true' && env.ALERTSNAP_DEB_URL == ''
                    uses: actions/cache/save@v4
                    with:
                      path: \(cacheFolder)
                      key: alertsnap-${{ env.ALERTSNAP_VERSION }}-debian12-amd64
                  - name: Check the snapshots
                    run: sh \(script) check
                  - name: Keep the reports
                    if: always()
                    uses: actions/upload-artifact@v4
                    with:
                      name: \(ProjectTemplate.reportFolder)
                      path: \(ProjectTemplate.reportFolder)/
                      if-no-files-found: ignore

            """
    }

    static func gitlab(debURL: String?) -> String {
        let deb = debURL.map { "    ALERTSNAP_DEB_URL: \"\($0)\"\n" } ?? ""
        let variableNote =
            debURL == nil
            ? "# ALERTSNAP_DEB_URL or ALERTSNAP_SOURCE_URL: CI/CD variables (Settings > CI/CD > Variables).\n" : ""
        return header + variableNote + """
            alertsnap:
              image: debian:12
              # Merge requests, and pushes to the default branch.
              rules:
                - if: $CI_PIPELINE_SOURCE == "merge_request_event"
                - if: $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH
              variables:
                ALERTSNAP_VERSION: "\(alertsnapVersion)"
            \(deb)  cache:
                key: alertsnap-\(alertsnapVersion)-debian12-amd64
                paths: [\(cacheFolder)/]
                when: always
              script:
                - sh \(script) install
                - sh \(script) check
              artifacts:
                when: always
                paths: [\(ProjectTemplate.reportFolder)/]
                reports:
                  junit: \(ProjectTemplate.reportFolder)/junit.xml

            """
    }
}
