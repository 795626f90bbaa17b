import Foundation
import Testing

/// `crop` and `--crop`: the PNG holds the dialog; the layout stays in screen points; a cropped
/// golden checks and is pruned like any other.
@Suite struct CropCommandTests {
    static func layoutJSON(_ png: String, cwd: URL? = nil) throws -> [String: Any] {
        let r = try CLIRunner.run(["explain", png, "--json"], cwd: cwd)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        return try #require(json["layout"] as? [String: Any])
    }

    @Test func renderWritesTheCropAndRecordsItsRectangle() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let full = dir.appendingPathComponent("full.png").path
        let cut = dir.appendingPathComponent("cut.png").path
        #expect(try CLIRunner.run(["render", "Fixtures/system-two-actions.json", "-o", full]).code == 0)
        let r = try CLIRunner.run(["render", "Fixtures/system-two-actions.json", "-o", cut, "--crop", "alert"])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(try DiffCommandTests.pngSize(full) == [1179, 2556])
        let layout = try Self.layoutJSON(cut)
        let crop = try #require(layout["crop"] as? [String: Double])
        let alert = try #require(layout["alert"] as? [String: Double])
        // The system alert casts no shadow: its card and 16 pt around it, in screen points.
        #expect(abs(crop["x"]! - (alert["x"]! - 16)) < 0.34)
        #expect(abs(crop["width"]! - (alert["width"]! + 32)) < 0.67)
        #expect(try DiffCommandTests.pngSize(cut) == [Int((crop["width"]! * 3).rounded()), Int((crop["height"]! * 3).rounded())])
        // The layout keeps screen points: the alert where it is on the whole screen.
        #expect(try Self.layoutJSON(full)["alert"] as? [String: Double] == alert)
        #expect(try Self.layoutJSON(full)["crop"] == nil)
        let bad = try CLIRunner.run(["render", "Fixtures/system-two-actions.json", "-o", cut, "--crop", "card"])
        #expect(bad.code == 2 && bad.stderr.contains("--crop: unknown value \"card\""))
    }

    @Test func croppedGoldenChecksAndIsPrunedLikeAnyOther() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = #"{"ios": 18, "crop": "alert", "alert": {"title": "Delete?", "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Delete", "style": "destructive"}]}}"#
        try spec.write(to: dir.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
        let first = try CLIRunner.run(["check", ".", "--record", "missing", "--verbose"], cwd: dir)
        #expect(first.code == 1 && first.stdout.contains("recorded it"))
        let golden = dir.appendingPathComponent("__snapshots__/a.png").path
        let size = try DiffCommandTests.pngSize(golden)
        #expect(size[0] < 1179 && size[1] < 2556)
        #expect(try CLIRunner.run(["check", ".", "--record", "never"], cwd: dir).code == 0)
        // A change of the crop is a change: the screen-sized render differs from the cropped golden.
        let screen = try CLIRunner.run(["check", ".", "--record", "never", "--crop", "screen"], cwd: dir)
        #expect(screen.code == 1 && screen.stdout.contains("a.json"), "\(screen.stdout)")
        // The spec renamed: the cropped golden is unused and pruned.
        try FileManager.default.moveItem(
            at: dir.appendingPathComponent("a.json"), to: dir.appendingPathComponent("b.json"))
        let pruned = try CLIRunner.run(["check", ".", "--record", "missing", "--prune"], cwd: dir)
        #expect(pruned.stdout.contains("pruned unused golden: __snapshots__/a.png"), "\(pruned.stdout)")
        #expect(!FileManager.default.fileExists(atPath: golden))
    }

    @Test func configCropAppliesWhereTheSpecSetsNone() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try #"{"ios": 18, "crop": "alert"}"#.write(to: dir.appendingPathComponent("alertsnap.json"), atomically: true, encoding: .utf8)
        try #"{"ios": 18, "alert": {"title": "A"}}"#.write(to: dir.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
        try #"{"ios": 18, "crop": "screen", "alert": {"title": "B"}}"#.write(
            to: dir.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
        _ = try CLIRunner.run(["check", ".", "--record", "missing"], cwd: dir)
        #expect(try DiffCommandTests.pngSize(dir.appendingPathComponent("__snapshots__/a.png").path)[1] < 2556)
        #expect(try DiffCommandTests.pngSize(dir.appendingPathComponent("__snapshots__/b.png").path) == [1179, 2556])
        try #"{"crop": "dialog"}"#.write(to: dir.appendingPathComponent("alertsnap.json"), atomically: true, encoding: .utf8)
        let bad = try CLIRunner.run(["check", "."], cwd: dir)
        #expect(bad.code == 2 && bad.stderr.contains("crop: expected \"screen\" or \"alert\""), "\(bad.stderr)")
    }

    @Test func framesAndSheetTakeTheFlag() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let frames = try CLIRunner.run(
            ["frames", "Fixtures/system-two-actions.json", "-o", dir.path, "--fps", "4", "--crop", "alert"])
        #expect(frames.code == 0, "\(frames.stderr)")
        let first = try #require(frames.stdout.split(separator: "\n").first.map(String.init))
        #expect(try DiffCommandTests.pngSize(first)[1] < 2556)
        let sheet = try CLIRunner.run(
            ["sheet", "Fixtures/system-two-actions.json", "-o", dir.path + "/s.png", "--crop", "alert"])
        #expect(sheet.code == 0, "\(sheet.stderr)")
        let full = try CLIRunner.run(["sheet", "Fixtures/system-two-actions.json", "-o", dir.path + "/f.png"])
        #expect(full.code == 0)
        // The cropped cell is wider for its height than a phone screen.
        #expect(try DiffCommandTests.pngSize(dir.path + "/s.png")[0] > DiffCommandTests.pngSize(dir.path + "/f.png")[0])
    }
}
