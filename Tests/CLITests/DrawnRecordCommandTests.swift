import Foundation
import Testing

/// The golden records what was drawn: a changed text, colour or corner fails even when the
/// pixels pass the tolerance, and the fact names the element in the spec's words.
@Suite struct DrawnRecordCommandTests {
    static func spec(title: String = "Rename Iceland", brand: String = "#FF5A36", radius: Int = 16) -> String {
        """
        {"ios": 18, "canvas": {"width": 240, "height": 200, "scale": 1},
         "safeArea": {"top": 0, "bottom": 0, "left": 0, "right": 0},
         "colors": {"brand": "\(brand)"},
         "alert": {"width": 200, "title": \(title.debugDescription), "cornerRadius": \(radius),
                   "titleStyle": {"color": "brand"},
                   "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Rename"}]}}
        """
    }

    func workspace(_ json: String) throws -> URL {
        let dir = try CLIRunner.temporaryDirectory()
        try VerdictTrustTests.write(dir, "dialogs/rename.json", json)
        let recorded = try CLIRunner.run(["check", "dialogs", "--record", "all"], cwd: dir)
        #expect(recorded.code == 0, "\(recorded.stdout)\(recorded.stderr)")
        return dir
    }

    @Test func aOneLetterTitleChangeFailsWithinTheToleranceAndNamesTheTitle() throws {
        let dir = try workspace(Self.spec())
        defer { try? FileManager.default.removeItem(at: dir) }
        try VerdictTrustTests.write(dir, "dialogs/rename.json", Self.spec(title: "Rename lceland"))
        let check = try CLIRunner.run(["check", "dialogs", "--max-diff-pixels", "40"], cwd: dir)
        #expect(check.code == 1, "\(check.stdout)")
        #expect(check.stdout.contains(#"title "Rename Iceland" -> "Rename lceland""#), "\(check.stdout)")
        // By pixels alone the change is within 30 pixels.
        let pixelsOnly = try CLIRunner.run(["check", "dialogs", "--max-diff-pixels", "40", "--ignore-layout"], cwd: dir)
        #expect(pixelsOnly.code == 0, "\(pixelsOnly.stdout)")
    }

    @Test func aColourChangeUnderTheThresholdFailsAndNamesTheStyle() throws {
        let dir = try workspace(Self.spec())
        defer { try? FileManager.default.removeItem(at: dir) }
        try VerdictTrustTests.write(dir, "dialogs/rename.json", Self.spec(brand: "#FF7A36"))
        let tolerant = try CLIRunner.run(["check", "dialogs", "--compare", "tolerant"], cwd: dir)
        #expect(tolerant.code == 1, "\(tolerant.stdout)")
        #expect(tolerant.stdout.contains("titleStyle.color #FF5A36 -> #FF7A36"), "\(tolerant.stdout)")
        let pixelsOnly = try CLIRunner.run(["check", "dialogs", "--compare", "tolerant", "--ignore-layout"], cwd: dir)
        #expect(pixelsOnly.code == 0, "\(pixelsOnly.stdout)")
    }

    @Test func aCornerRadiusChangeIsAFact() throws {
        let dir = try workspace(Self.spec())
        defer { try? FileManager.default.removeItem(at: dir) }
        try VerdictTrustTests.write(dir, "dialogs/rename.json", Self.spec(radius: 14))
        let check = try CLIRunner.run(["check", "dialogs", "--compare", "tolerant"], cwd: dir)
        #expect(check.code == 1)
        #expect(check.stdout.contains("alert.cornerRadius 16 -> 14"), "\(check.stdout)")
    }

    @Test func explainListsWhatWasDrawn() throws {
        let dir = try workspace(Self.spec())
        defer { try? FileManager.default.removeItem(at: dir) }
        let explain = try CLIRunner.run(["explain", "dialogs/__snapshots__/rename.png"], cwd: dir)
        #expect(explain.code == 0, "\(explain.stderr)")
        #expect(explain.stdout.contains(#"title "Rename Iceland""#), "\(explain.stdout)")
        #expect(explain.stdout.contains("#FF5A36"), "\(explain.stdout)")
    }
}
