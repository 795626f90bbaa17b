import Foundation
import Testing

/// Every command applies the nearest alertsnap.json above a spec, whether its folder or the spec
/// file itself was named, so goldens are written and looked for in one place only.
@Suite struct ProjectConfigCommandTests {
    /// A project cropping every spec and keeping its goldens in `goldens/`, with `dialogs/a.json`.
    static func project() throws -> URL {
        let dir = try CLIRunner.temporaryDirectory()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("dialogs"), withIntermediateDirectories: true)
        try #"{"crop": "alert", "golden": "goldens"}"#.write(
            to: dir.appendingPathComponent("alertsnap.json"), atomically: true, encoding: .utf8)
        try spec(title: "Sign out?").write(to: dir.appendingPathComponent("dialogs/a.json"), atomically: true, encoding: .utf8)
        return dir
    }

    static func spec(title: String) -> String {
        #"{"ios": 18, "alert": {"title": "\#(title)", "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Sign Out", "style": "destructive"}]}}"#
    }

    @Test func namedSpecIsCheckedUnderItsProjectConfig() throws {
        let dir = try Self.project()
        defer { try? FileManager.default.removeItem(at: dir) }
        let recorded = try CLIRunner.run(["check", ".", "--record", "missing", "--verbose"], cwd: dir)
        #expect(recorded.code == 1 && recorded.stdout.contains("goldens/a.png"), "\(recorded.stdout)")
        let named = try CLIRunner.run(["check", "dialogs/a.json", "--record", "missing"], cwd: dir)
        #expect(named.code == 0, "\(named.stdout)\(named.stderr)")
        #expect(named.stdout.contains("1 passed"), "\(named.stdout)")
        // No stray golden beside the spec.
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("dialogs/__snapshots__").path))
    }

    @Test func renderAppliesTheProjectConfig() throws {
        let dir = try Self.project()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["render", "dialogs/a.json", "-o", "out.png"], cwd: dir)
        #expect(r.code == 0, "\(r.stderr)")
        let size = try DiffCommandTests.pngSize(dir.appendingPathComponent("out.png").path)
        #expect(size[0] < 1179 && size[1] < 2556, "\(size)")
    }

    @Test func aPassWithinTheToleranceSaysHowManyPixelsDiffer() throws {
        let dir = try Self.project()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try CLIRunner.run(["check", ".", "--record", "missing"], cwd: dir)
        try Self.spec(title: "Sign out!").write(to: dir.appendingPathComponent("dialogs/a.json"), atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(
            ["check", ".", "--record", "never", "--ignore-layout", "--max-diff-pixels", "100000"], cwd: dir)
        #expect(r.code == 0, "\(r.stdout)")
        #expect(r.stdout.contains("matches goldens/a.png within the tolerance: "), "\(r.stdout)")
        #expect(r.stdout.contains(" pixels differ (max 100000)"), "\(r.stdout)")
        #expect(!r.stdout.contains("unchanged image"), "\(r.stdout)")
    }
}

extension ProjectConfigCommandTests {
    @Test func aSpecUnderNoConfigIsNotCheckedUnderAnothersConfig() throws {
        let dir = try Self.project()
        defer { try? FileManager.default.removeItem(at: dir) }
        let other = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: other) }
        try Self.spec(title: "Other").write(to: other.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["check", ".", other.appendingPathComponent("b.json").path, "--record", "missing"], cwd: dir)
        #expect(r.code == 2, "\(r.stdout)")
        #expect(r.stderr.contains("alertsnap.json applies to some specs but \(other.path)/b.json is under no alertsnap.json"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("goldens").path))
    }
}

extension ProjectConfigCommandTests {
    @Test func aSubfoldersConfigAppliesToTheSpecsBelowIt() throws {
        let outer = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: outer) }
        let app = outer.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("dialogs"), withIntermediateDirectories: true)
        try #"{"crop": "alert", "golden": "goldens"}"#.write(
            to: app.appendingPathComponent("alertsnap.json"), atomically: true, encoding: .utf8)
        try Self.spec(title: "Sign out?").write(to: app.appendingPathComponent("dialogs/a.json"), atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["check", ".", "--record", "missing", "--verbose"], cwd: outer)
        #expect(r.stdout.contains("app/goldens/a.png"), "\(r.stdout)\(r.stderr)")
        let size = try DiffCommandTests.pngSize(app.appendingPathComponent("goldens/a.png").path)
        #expect(size[1] < 2556)
        // Checked from inside the project, the same golden.
        #expect(try CLIRunner.run(["check", ".", "--record", "never"], cwd: app).code == 0)
    }
}
