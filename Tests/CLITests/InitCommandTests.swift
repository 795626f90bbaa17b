import Foundation
import Testing

/// `alertsnap init`: the starting project it writes, run as a user runs it.
@Suite struct InitCommandTests {
    static let files = [
        ".alertsnap/spec.schema.json", ".github/workflows/alertsnap.yml", ".gitignore", ".gitlab-ci.yml",
        "alertsnap.json", "dialogs/delete-draft.json",
    ]
    static let ciCheck = "alertsnap check --ci --report alertsnap-report --junit alertsnap-report/junit.xml"

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
        for f in Self.files { #expect(r.stdout.contains(f), "\(f): \(r.stdout)") }
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

        // The first check records the example's golden (and fails for it); then CI mode passes.
        let record = try CLIRunner.run(["check"], cwd: project)
        #expect(
            record.code == 1 && record.stdout.contains("0 passed, 0 differ, 1 missing, 1 recorded"), "\(record.stdout)")
        #expect(!record.stdout.contains("skipped"), "nothing but the example is JSON that check lists")
        let ci = try CLIRunner.run(Self.ciCheck.split(separator: " ").dropFirst().map(String.init), cwd: project)
        #expect(
            ci.code == 0
                && ci.stdout.hasSuffix("1 snapshot: 1 passed, 0 differ, 0 missing, 0 recorded, 0 invalid, 0 errors\n"),
            "\(ci.stdout)")
        for report in ["alertsnap-report/junit.xml", "alertsnap-report/index.html"] {
            #expect(FileManager.default.fileExists(atPath: project.appendingPathComponent(report).path), "\(report)")
        }

        // The reports and failure images are ignored; the CI files install the package and keep the reports.
        let ignore = try Self.text(project, ".gitignore")
        #expect(ignore.contains("\n__failures__/\n") && ignore.contains("\n/alertsnap-report/\n"))
        for file in [".github/workflows/alertsnap.yml", ".gitlab-ci.yml"] {
            let ci = try Self.text(project, file)
            #expect(ci.contains(Self.ciCheck), "\(file)")
            #expect(ci.contains(#"curl -fsSL -o /tmp/alertsnap.deb "$ALERTSNAP_DEB_URL""#), "\(file)")
            #expect(ci.contains("apt-get install -y -qq /tmp/alertsnap.deb"), "\(file)")
            #expect(ci.contains("alertsnap-report/"), "\(file)")
        }
        #expect(try Self.text(project, ".github/workflows/alertsnap.yml").contains("${{ vars.ALERTSNAP_DEB_URL }}"))
        #expect(try Self.text(project, ".gitlab-ci.yml").contains("junit: alertsnap-report/junit.xml"))
    }

    @Test func aSecondRunExitsTwoNamingTheFileAndChangesNothing() throws {
        let tmp = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: tmp) }
        #expect(try CLIRunner.run(["init", "p"], cwd: tmp).code == 0)
        let project = tmp.appendingPathComponent("p")
        // The user edits one file and deletes another: a second run must neither overwrite the one
        // nor bring the other back.
        try Data("{\"specs\": [\"mine/*.json\"]}\n".utf8).write(to: project.appendingPathComponent("alertsnap.json"))
        try FileManager.default.removeItem(at: project.appendingPathComponent(".gitlab-ci.yml"))
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
            let r = try CLIRunner.run(["init", "q-\(make)"], cwd: tmp)
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

    @Test func aDebURLGoesIntoBothCIFiles() throws {
        let tmp = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: tmp) }
        let url = "https://releases.example.com/alertsnap_4.0.0_amd64.deb"
        #expect(try CLIRunner.run(["init", "--deb-url", url], cwd: tmp).code == 0)
        let github = try Self.text(tmp, ".github/workflows/alertsnap.yml")
        #expect(github.contains("ALERTSNAP_DEB_URL: \"\(url)\"") && !github.contains("vars."))
        #expect(try Self.text(tmp, ".gitlab-ci.yml").contains("  variables:\n    ALERTSNAP_DEB_URL: \"\(url)\"\n"))
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
            (["init", "d", "e"], "usage: alertsnap init [DIR] [--deb-url URL] (alertsnap init --help)\n"),
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
        let doc = try HelpTests.source("docs/ci.md")
        for (file, fence) in [(".github/workflows/alertsnap.yml", "```yaml\n"), (".gitlab-ci.yml", "```yaml\n")] {
            #expect(
                doc.contains(fence + (try Self.text(tmp, file)) + "```\n"), "docs/ci.md lacks \(file) as init writes it"
            )
        }
    }
}
