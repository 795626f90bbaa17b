import Foundation
import Testing

/// `alertsnap layout` and `alertsnap hit`, run as a user runs them.
@Suite struct LayoutCommandTests {
    @Test func layoutSucceedsOnEveryFixture() throws {
        let fixtures = CLIRunner.fixtures
        #expect(fixtures.count >= 15)
        for f in fixtures {
            let r = try CLIRunner.run(["layout", f])
            #expect(r.code == 0, "\(f): \(r.stderr)")
            let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
            #expect(json?["alert"] != nil && json?["backdrop"] != nil, "\(f)")
        }
    }

    @Test func hitPrintsRegionAndDismissal() throws {
        let r = try CLIRunner.run(["hit", "Fixtures/article-tap-to-dismiss.json", "10", "10"])
        #expect(r.code == 0)
        #expect(r.stdout == "{\"region\": \"backdrop.top\", \"dismisses\": true}\n")
        let inside = try CLIRunner.run(["hit", "Fixtures/article-tap-to-dismiss.json", "196", "426"])
        #expect(inside.stdout == "{\"region\": \"alert\", \"dismisses\": false}\n")
    }

    @Test func malformedSpecsExitTwoWithOneLineNamingFileAndKeyPath() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let cases: [(String, String)] = [
            (#"{"ios": 18, "alert": {"mesage": "x"}}"#, "alert.mesage: unknown key; did you mean \"message\"?"),
            (
                #"{"ios": 18, "alert": {"actions": [{}, {}, {"style": "danger"}]}}"#,
                "alert.actions[2].style: unknown value \"danger\"; expected default, cancel, destructive"
            ),
            (#"{"ios": 18, "alert": {"width": -1}}"#, "alert.width: -1 is out of range"),
            (#"{"backdrop": {"opacity": 2}}"#, "backdrop.opacity: 2 is out of range"),
            (#"{"ios": 18, "canvas": {"scale": 9}}"#, "canvas.scale: 9 is out of range"),
            (#"{"ios": 18, "canvas": {"width": 9000}}"#, "canvas.width: 9000 is out of range"),
            (#"{"ios": 18, "alert": {"progress": {"total": 0}}}"#, "alert.progress.total: 0 is out of range"),
            (
                #"{"ios": 18, "alert": {"title": 5}}"#,
                #"alert.title: expected a string or a catalog text {"key", "args"}, got a number"#
            ),
            (#"{"ios": 18, "appearance": "sepia"}"#, "appearance: unknown value \"sepia\"; expected light, dark"),
            ("{not json", "invalid JSON at line 1, column 2"),
        ]
        for (i, (json, message)) in cases.enumerated() {
            let path = dir.appendingPathComponent("bad\(i).json").path
            try Data(json.utf8).write(to: URL(fileURLWithPath: path))
            for command in [["layout", path], ["hit", path, "1", "1"]] {
                let r = try CLIRunner.run(command)
                #expect(r.code == 2, "\(json)")
                #expect(r.stdout.isEmpty)
                #expect(r.stderr.contains("\(path): \(message)"), "\(r.stderr)")
                #expect(r.stderr.split(separator: "\n").count == 1, "one line: \(r.stderr)")
            }
        }
    }

    @Test func usageErrorsExitTwo() throws {
        #expect(try CLIRunner.run(["layout"]).code == 2)
        #expect(try CLIRunner.run(["layout", "Fixtures/system-one-action.json", "--bogus"]).code == 2)
        #expect(try CLIRunner.run(["hit", "Fixtures/system-one-action.json", "x", "1"]).code == 2)
        #expect(try CLIRunner.run(["frobnicate"]).code == 2)
        #expect(
            try CLIRunner.run(["layout", "/nonexistent/spec.json"]).stderr.contains(
                "/nonexistent/spec.json: cannot read the file"))
        let device = try CLIRunner.run(["layout", "Fixtures/system-one-action.json", "--device", "nokia"])
        #expect(device.code == 2 && device.stderr.contains("--device: unknown value \"nokia\""))
    }

    @Test func orientationOptionTurnsTheDevice() throws {
        let r = try CLIRunner.run([
            "layout", "Fixtures/system-one-action.json", "--device", "iphone-16-pro", "--orientation", "landscape",
        ])
        #expect(r.code == 0, "\(r.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let canvas = json?["canvas"] as? [String: Double]
        #expect(canvas == ["width": 874, "height": 402, "scale": 3])
        let bad = try CLIRunner.run(["layout", "Fixtures/system-one-action.json", "--orientation", "flat"])
        #expect(bad.code == 2 && bad.stderr.contains("--orientation: unknown value \"flat\""), "\(bad.stderr)")
    }

    @Test func negativeCoordinatesAreOutside() throws {
        let r = try CLIRunner.run(["hit", "Fixtures/article-tap-to-dismiss.json", "-5", "10"])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stdout == "{\"region\": \"outside\", \"dismisses\": false}\n")
    }
}
