import Foundation
import Testing

/// `alertsnap init`: the starting project it writes, run as a user runs it.
@Suite struct InitCommandTests {
    /// What every project gets, whatever its CI.
    static let projectFiles = [".alertsnap/spec.schema.json", ".gitignore", "alertsnap.json", "dialogs/delete-draft.json"]
    /// The files of `init` (`--ci github`, the default), sorted.
    static let files = (projectFiles + [".alertsnap/ci.sh", ".github/workflows/alertsnap.yml"]).sorted()
    static let ciCheck = "alertsnap check --ci --lint --report \"$report\" --junit \"$report/junit.xml\" \"$@\""

    /// Every file below `dir` (hidden ones included) with its bytes, by relative path.
    static func contents(_ dir: URL) throws -> [String: Data] {
        var out: [String: Data] = [:]
        let all = FileManager.default.enumerator(atPath: dir.path)?.allObjects as? [String] ?? []
        for path in all {
            var isFolder: ObjCBool = false
            let url = dir.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                out[path] = try Data(contentsOf: url)
            }
        }
        return out
    }

    static func text(_ dir: URL, _ path: String) throws -> String {
        try String(contentsOf: dir.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func helpNamesEveryFileItWrites() throws {
        // The help's list is kept apart from the files' texts (which are not made for a help): it
        // must still name each file `init` writes.
        let r = try CLIRunner.run(["init", "--help"])
        #expect(r.code == 0)
        for f in Self.files + [".gitlab-ci.yml"] { #expect(r.stdout.contains(f), "\(f): \(r.stdout)") }
    }

    @Test func writesAProjectThatPassesCheckInCIAfterARecordRun() throws {
        let tmp = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: tmp) }
        // DIR and the folders above it are created.
        let r = try CLIRunner.run(["init", "team/snapshots"], cwd: tmp)
        #expect(r.code == 0 && r.stderr.isEmpty, "\(r.stderr)")
        for f in Self.files { #expect(r.stdout.contains("team/snapshots/\(f)\n"), "\(f): \(r.stdout)") }
        let project = tmp.appendingPathComponent("team/snapshots")
        #expect(try Self.contents(project).keys.sorted() == Self.files)

        // The example names the schema, which is the one `alertsnap schema` prints, and decodes.
        let spec = try Self.text(project, "dialogs/delete-draft.json")
        #expect(spec.contains(#""$schema": "../.alertsnap/spec.schema.json""#))
        #expect(try Self.text(project, ".alertsnap/spec.schema.json") == (try CLIRunner.run(["schema"]).stdout))
        let layout = try CLIRunner.run(["layout", "dialogs/delete-draft.json"], cwd: project)
        #expect(layout.code == 0 && layout.stdout.contains("\"title\": {\n    \"frame\""), "\(layout.stderr)")

        // The first check records the example's goldens, in iOS 18 and 26 (and fails for them); then
        // the workflow's steps pass (`CIWorkflowTests` runs them).
        let record = try CLIRunner.run(["check"], cwd: project)
        #expect(
            record.code == 1 && record.stdout.contains("2 snapshots of 1 spec: 0 passed, 0 differ, 2 missing, 2 recorded"),
            "\(record.stdout)")
        #expect(!record.stdout.contains("skipped"), "nothing but the example is JSON that check lists")
        let goldens = try FileManager.default.contentsOfDirectory(
            atPath: project.appendingPathComponent("dialogs/__snapshots__").path)
        #expect(goldens.sorted() == ["delete-draft.ios=18.png", "delete-draft.ios=26.png"], "\(goldens)")
        let ci = try CLIRunner.run(["check", "--ci", "--lint"], cwd: project)
        #expect(ci.code == 0, "\(ci.stdout)")

        // The reports, failure images and the CI's build cache are ignored; the CI file runs the script.
        let ignore = try Self.text(project, ".gitignore")
        #expect(
            ignore.contains("\n__failures__/\n") && ignore.contains("\n/alertsnap-report/\n")
                && ignore.contains("\n/.alertsnap-cache/\n"))
        #expect(try Self.text(project, ".alertsnap/ci.sh").contains(Self.ciCheck))
        let workflow = try Self.text(project, ".github/workflows/alertsnap.yml")
        #expect(workflow.contains("run: sh .alertsnap/ci.sh install") && workflow.contains("run: sh .alertsnap/ci.sh check"))
        #expect(workflow.contains("alertsnap-report/") && workflow.contains("${{ vars.ALERTSNAP_DEB_URL }}"))
    }

    @Test func aSecondRunExitsTwoNamingTheFileAndChangesNothing() throws {
        let tmp = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: tmp) }
        #expect(try CLIRunner.run(["init", "p"], cwd: tmp).code == 0)
        let project = tmp.appendingPathComponent("p")
        // The user edits one file and deletes another: a second run must neither overwrite the one
        // nor bring the other back.
        try Data("{\"specs\": [\"mine/*.json\"]}\n".utf8).write(to: project.appendingPathComponent("alertsnap.json"))
        try FileManager.default.removeItem(at: project.appendingPathComponent(".github/workflows/alertsnap.yml"))
        let before = try Self.contents(project)
        let again = try CLIRunner.run(["init", "p"], cwd: tmp)
        #expect(again.code == 2 && again.stdout.isEmpty)
        #expect(
            again.stderr
                == "alertsnap init: p/alertsnap.json exists; init never overwrites a file, so nothing was written\n")
        #expect(try Self.contents(project) == before)

        // Only the last file exists (and a dangling link counts): no folder or file of the others appears.
        for make in ["file", "link"] {
            let q = tmp.appendingPathComponent("q-\(make)")
            try FileManager.default.createDirectory(at: q, withIntermediateDirectories: true)
            let last = q.appendingPathComponent(".gitlab-ci.yml")
            if make == "file" {
                try Data("stages: [build]\n".utf8).write(to: last)
            } else {
                try FileManager.default.createSymbolicLink(atPath: last.path, withDestinationPath: "nowhere.yml")
            }
            let r = try CLIRunner.run(["init", "q-\(make)", "--ci", "gitlab"], cwd: tmp)
            #expect(r.code == 2 && r.stderr.contains("q-\(make)/.gitlab-ci.yml exists"), "\(r.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: q.path) == [".gitlab-ci.yml"])
        }
    }

    @Test func writesIntoTheCurrentFolderByDefault() throws {
        let tmp = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let r = try CLIRunner.run(["init"], cwd: tmp)
        #expect(r.code == 0)
        #expect(r.stdout.hasPrefix("alertsnap.json\ndialogs/delete-draft.json\n"), "\(r.stdout)")
        #expect(try Self.contents(tmp).keys.sorted() == Self.files)
    }

    @Test func aDebURLGoesIntoEitherCIFile() throws {
        let tmp = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let url = "https://releases.example.com/alertsnap_4.0.0_amd64.deb"
        #expect(try CLIRunner.run(["init", "gh", "--deb-url", url], cwd: tmp).code == 0)
        #expect(try CLIRunner.run(["init", "gl", "--ci", "gitlab", "--deb-url", url], cwd: tmp).code == 0)
        let github = try Self.text(tmp, "gh/.github/workflows/alertsnap.yml")
        #expect(github.contains("ALERTSNAP_DEB_URL: \"\(url)\"") && !github.contains("vars.ALERTSNAP_DEB_URL"))
        #expect(try Self.text(tmp, "gl/.gitlab-ci.yml").contains("    ALERTSNAP_DEB_URL: \"\(url)\"\n"))
    }

    @Test(arguments: [
        ("github", [".alertsnap/ci.sh", ".github/workflows/alertsnap.yml"]), ("gitlab", [".alertsnap/ci.sh", ".gitlab-ci.yml"]),
        ("none", []),
    ])
    func eachCIWritesExactlyItsFiles(ci: String, own: [String]) throws {
        let tmp = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let r = try CLIRunner.run(["init", "--ci", ci], cwd: tmp)
        #expect(r.code == 0 && r.stderr.isEmpty, "\(r.stderr)")
        #expect(try Self.contents(tmp).keys.sorted() == (Self.projectFiles + own).sorted())
    }

    @Test func theProjectChecksBothIOSLooks() throws {
        let tmp = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: tmp) }
        #expect(try CLIRunner.run(["init", "--ci", "none"], cwd: tmp).code == 0)
        let config = try Self.text(tmp, "alertsnap.json")
        #expect(config.contains("\n  \"variants\": {\"ios\": [18, 26]},\n"), "\(config)")
        let plan = try CLIRunner.run(["check", "--record", "never", "--json"], cwd: tmp)
        #expect(plan.stdout.contains("delete-draft.ios=18") && plan.stdout.contains("delete-draft.ios=26"), "\(plan.stdout)")
    }

    @Test func theWorkflowRunsOnPullRequestsAndDefaultBranchPushesAndChecksWithTheLint() throws {
        let tmp = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: tmp) }
        #expect(try CLIRunner.run(["init"], cwd: tmp).code == 0)
        let workflow = try Self.text(tmp, ".github/workflows/alertsnap.yml")
        #expect(workflow.contains("\non:\n  pull_request:\n"), "\(workflow)")
        #expect(workflow.contains("\n  push:\n    branches: [main]\n"), "only the default branch's pushes")
        #expect(!workflow.contains("on: [push, pull_request]"))
        // The check runs with the lint; the build is cached on the pinned version; the matrix is shown.
        #expect(try Self.text(tmp, ".alertsnap/ci.sh").contains("alertsnap check --ci --lint"))
        #expect(workflow.contains("uses: actions/cache/restore@v4") && workflow.contains("uses: actions/cache/save@v4"))
        #expect(workflow.contains("key: alertsnap-${{ env.ALERTSNAP_VERSION }}-debian12-amd64"))
        #expect(workflow.contains("ALERTSNAP_VERSION: \"\(try CLIRunner.run(["--version"]).stdout.dropFirst(10).dropLast())\""))
        #expect(workflow.contains("#   sh .alertsnap/ci.sh check --shard ${{ matrix.shard }}/4"))
        #expect(workflow.contains("#   alertsnap merge-reports alertsnap-report-* --report alertsnap-report"))
        let gitlab = try CLIRunner.run(["init", "gl", "--ci", "gitlab"], cwd: tmp)
        #expect(gitlab.code == 0)
        let file = try Self.text(tmp, "gl/.gitlab-ci.yml")
        #expect(file.contains(#"- if: $CI_PIPELINE_SOURCE == "merge_request_event""#))
        #expect(file.contains("- if: $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH"))
    }

    @Test func badInputIsOneLineAndWritesNothing() throws {
        let tmp = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: tmp) }
        try Data().write(to: tmp.appendingPathComponent("taken"))
        let cases: [([String], String)] = [
            (["init", "taken"], "alertsnap init: taken: not a folder\n"),
            (
                ["init", "d", "--deb-url", "ftp://example.com/a.deb"],
                "alertsnap init: --deb-url: \"ftp://example.com/a.deb\" is not an http(s) URL without spaces, quotes or shell characters\n"
            ),
            (
                ["init", "d", "--deb-url", "https://example.com/$(reboot).deb"],
                "alertsnap init: --deb-url: \"https://example.com/$(reboot).deb\" is not an http(s) URL without spaces, quotes or shell characters\n"
            ),
            (["init", "d", "e"], "usage: alertsnap init [DIR] [--ci github|gitlab|none] [--deb-url URL] (alertsnap init --help)\n"),
            (["init", "d", "--ci", "jenkins"], "alertsnap init: --ci: unknown value \"jenkins\"; expected github, gitlab or none\n"),
            (
                ["init", "d", "--ci", "none", "--deb-url", "https://example.com/a.deb"],
                "alertsnap init: --deb-url: no CI file to write it into with --ci none\n"
            ),
        ]
        for (args, line) in cases {
            let r = try CLIRunner.run(args, cwd: tmp)
            #expect(r.code == 2 && r.stdout.isEmpty && r.stderr == line, "\(args): \(r.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.path) == ["taken"])
    }

    /// docs/ci.md shows the CI files as init writes them.
    @Test func docsCIQuotesTheCIFilesInitWrites() throws {
        let tmp = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: tmp) }
        #expect(try CLIRunner.run(["init"], cwd: tmp).code == 0)
        #expect(try CLIRunner.run(["init", "gl", "--ci", "gitlab"], cwd: tmp).code == 0)
        let doc = try HelpTests.source("docs/ci.md")
        for (file, fence) in [
            (".github/workflows/alertsnap.yml", "```yaml\n"), ("gl/.gitlab-ci.yml", "```yaml\n"), (".alertsnap/ci.sh", "```sh\n"),
        ] {
            #expect(
                doc.contains(fence + (try Self.text(tmp, file)) + "```\n"), "docs/ci.md lacks \(file) as init writes it"
            )
        }
    }
}
