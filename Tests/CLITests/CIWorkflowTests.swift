import Foundation
import Testing

/// The CI files of `alertsnap init` run as a CI runner runs them: their shell steps (the GitHub
/// workflow's `run:` lines, GitLab's `script:` items), in order, in a fresh project, with the
/// freshly built alertsnap on the PATH (as a runner has it once installed or restored from its
/// cache) and nothing of the developer's alertsnap variables.
@Suite struct CIWorkflowTests {
    /// The shell lines of a CI file: `run: X` steps (GitHub) or `- X` items under `script:` (GitLab).
    static func steps(_ yaml: String) -> [String] {
        var out: [String] = []
        var inScript = false
        for line in yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#") { continue }
            if trimmed.hasPrefix("run: ") { out.append(String(trimmed.dropFirst(5))) }
            if trimmed == "script:" {
                inScript = true
            } else if inScript, trimmed.hasPrefix("- ") {
                out.append(String(trimmed.dropFirst(2)))
            } else if inScript {
                inScript = false
            }
        }
        return out
    }

    /// Runs `line` with /bin/sh in `dir`, PATH holding the built binary's folder first.
    static func shell(_ line: String, in dir: URL, environment: [String: String] = [:]) throws -> CLIRunner.Result {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", line]
        p.currentDirectoryURL = dir
        var env = ["PATH": CLIRunner.binary.deletingLastPathComponent().path + ":/usr/bin:/bin", "HOME": dir.path]
        for (k, v) in environment { env[k] = v }
        p.environment = env
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("ci-step-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: out.path + ".out", contents: nil)
        _ = FileManager.default.createFile(atPath: out.path + ".err", contents: nil)
        defer {
            try? FileManager.default.removeItem(atPath: out.path + ".out")
            try? FileManager.default.removeItem(atPath: out.path + ".err")
        }
        p.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: out.path + ".out"))
        p.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: out.path + ".err"))
        try p.run()
        p.waitUntilExit()
        return CLIRunner.Result(
            code: p.terminationStatus,
            stdout: (try? String(contentsOfFile: out.path + ".out", encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOfFile: out.path + ".err", encoding: .utf8)) ?? "")
    }

    @Test(arguments: [("github", ".github/workflows/alertsnap.yml"), ("gitlab", ".gitlab-ci.yml")])
    func theCIFilesStepsInstallAndCheckAFreshProject(ci: String, file: String) throws {
        let project = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: project) }
        #expect(try CLIRunner.run(["init", "--ci", ci], cwd: project).code == 0)
        // The goldens a developer records and commits.
        #expect(try CLIRunner.run(["check"], cwd: project).code == 1)
        let steps = Self.steps(try String(contentsOf: project.appendingPathComponent(file), encoding: .utf8))
        #expect(steps == ["sh .alertsnap/ci.sh install", "sh .alertsnap/ci.sh check"], "\(steps)")
        for step in steps {
            let r = try Self.shell(step, in: project)
            #expect(r.code == 0, "\(step): \(r.stdout) \(r.stderr)")
        }
        for report in ["alertsnap-report/junit.xml", "alertsnap-report/index.html", "alertsnap-report/summary.json"] {
            #expect(FileManager.default.fileExists(atPath: project.appendingPathComponent(report).path), "\(report)")
        }

        // A changed dialog fails the check step, which ends with the fix for the report CI keeps.
        let spec = project.appendingPathComponent("dialogs/delete-draft.json")
        let text = try String(contentsOf: spec, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "Delete draft?", with: "Delete this draft?").utf8).write(to: spec)
        let failed = try Self.shell(steps[1], in: project)
        #expect(failed.code == 1, "\(failed.stdout)")
        #expect(failed.stdout.contains("\nto fix this run:\n  alertsnap serve --report alertsnap-report    # "), "\(failed.stdout)")
        #expect(failed.stdout.contains("\n  alertsnap accept alertsnap-report    # "))
        #expect(failed.stdout.hasSuffix("\n  alertsnap check --record failed    # render in your checkout and record every failing snapshot as its golden; look at them before committing\n"))
        // The hint is the fix: accepting the CI report makes the check step pass.
        #expect(try CLIRunner.run(["accept", "alertsnap-report"], cwd: project).code == 0)
        #expect(try Self.shell(steps[1], in: project).code == 0)
    }

    @Test func withoutAPackageOrASourceTheInstallStepSaysWhatToSet() throws {
        let project = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: project) }
        #expect(try CLIRunner.run(["init"], cwd: project).code == 0)
        // Another pinned version than the one on the PATH, nothing cached, no URL: it must build,
        // and cannot know where from.
        let r = try Self.shell("sh .alertsnap/ci.sh install", in: project, environment: ["ALERTSNAP_VERSION": "0.0.1"])
        #expect(r.code != 0)
        #expect(
            r.stderr.contains(
                "ALERTSNAP_SOURCE_URL: set ALERTSNAP_DEB_URL (a URL of the alertsnap .deb) or ALERTSNAP_SOURCE_URL (alertsnap's git repository) as a CI variable"
            ), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent(".alertsnap-cache").path))
        let usage = try Self.shell("sh .alertsnap/ci.sh deploy", in: project)
        #expect(usage.code == 2 && usage.stderr == "usage: sh .alertsnap/ci.sh install | build | check [CHECK OPTIONS]\n")
    }
}
