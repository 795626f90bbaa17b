// `serve` under a project's alertsnap.json: the same spec defaults, golden folder and verdicts as
// `check`, whether a folder or a spec file is served, and cards that show a cropped snapshot as it is.
import AlertRender
import Foundation
import PNGCodec
import SnapshotCheck
import Testing

@testable import ReviewServer

/// A project whose alertsnap.json crops every spec and keeps the goldens in `goldens/`, with one
/// spec in `dialogs/`, its golden recorded by `check`.
final class ConfiguredProject {
    let dir: URL
    var spec: String { dir.appendingPathComponent("dialogs/sign-out.json").path }
    var golden: String { dir.appendingPathComponent("goldens/sign-out.png").path }

    init(config: String = #"{"crop": "alert", "golden": "goldens"}"#, specCrop: String? = nil) throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("alertsnap-project-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("dialogs"), withIntermediateDirectories: true)
        try Data(config.utf8).write(to: dir.appendingPathComponent("alertsnap.json"))
        try write(title: "Sign out?", crop: specCrop)
        let recorded = try check(record: .missing)
        guard recorded.results.first?.goldenWritten == true else { throw RawHTTP.Failure("no golden recorded") }
    }

    deinit { try? FileManager.default.removeItem(at: dir) }

    func write(title: String, crop: String? = nil) throws {
        let cropKey = crop.map { "\"crop\": \"\($0)\", " } ?? ""
        let json = """
            {"ios": 18, \(cropKey)"canvas": {"width": 300, "height": 300, "scale": 1},
             "safeArea": {"top": 0, "bottom": 0, "left": 0, "right": 0},
             "alert": {"title": "\(title)", "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Sign Out", "style": "destructive"}]}}
            """
        try Data(json.utf8).write(to: URL(fileURLWithPath: spec))
    }

    func check(_ inputs: [String]? = nil, record: RecordMode) throws -> CheckReport {
        try CheckRun.run(CheckOptions(inputs: inputs ?? [dir.path], record: record, jobs: 2), renderer: try AlertRenderer())
    }

    /// A session serving `inputs`, its first renders and reviews done.
    func serve(_ inputs: [String], report: String? = nil) throws -> ReviewSession {
        var options = ServeOptions(inputs: inputs)
        options.reportDirectory = report
        options.token = "test-token"
        options.workers = 2
        let session = try ReviewSession(options)
        let deadline = Date().addingTimeInterval(20)
        while session.pendingRenders > 0 {
            guard Date() < deadline else { throw RawHTTP.Failure("renders did not finish") }
            usleep(20_000)
        }
        return session
    }

    /// The served snapshots, as the page reads them.
    static func snapshots(_ session: ReviewSession) throws -> [[String: Any]] {
        let list = try RawHTTP.send(port: session.port, path: "/api/snapshots")
        let json = try JSONSerialization.jsonObject(with: Data(list.body)) as? [String: Any]
        return try #require(json?["snapshots"] as? [[String: Any]])
    }

    /// Width and height from a PNG's header.
    static func size(_ png: [UInt8]) -> [Int] {
        guard png.count > 24 else { return [] }
        func be(_ i: Int) -> Int { png[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        return [be(16), be(20)]
    }
}

@Suite(.serialized) struct ServeProjectConfigTests {
    @Test(arguments: [false, true]) func reviewGivesCheckVerdictForFolderOrNamedSpec(namedFile: Bool) throws {
        let p = try ConfiguredProject()
        let session = try p.serve([namedFile ? p.spec : p.dir.path])
        defer { session.stop() }
        let s = try #require(try ConfiguredProject.snapshots(session).first)
        let review = try #require(s["review"] as? [String: Any])
        #expect(review["status"] as? String == "passed", "\(review)")
        #expect((s["golden"] as? String)?.hasSuffix("goldens/sign-out.png") == true, "\(s)")
        #expect(s["cropped"] as? Bool == true)
        #expect(!FileManager.default.fileExists(atPath: p.dir.appendingPathComponent("dialogs/__snapshots__").path))
    }

    @Test func acceptWritesWhatCheckThenPasses() throws {
        let p = try ConfiguredProject()
        let session = try p.serve([p.dir.path])
        defer { session.stop() }
        try p.write(title: "Sign out now?")
        // The edit is picked up by the watcher and compared again.
        var snapshot: [String: Any] = [:]
        let deadline = Date().addingTimeInterval(20)
        repeat {
            usleep(50_000)
            snapshot = try #require(try ConfiguredProject.snapshots(session).first)
        } while (snapshot["review"] as? [String: Any])?["status"] as? String != "differs" && Date() < deadline
        let review = try #require(snapshot["review"] as? [String: Any])
        #expect(review["status"] as? String == "differs", "\(review)")
        let body = "{\"id\": \(snapshot["id"]!), \"goldenDigest\": \"\(review["goldenDigest"]!)\", \"generation\": \(review["generation"]!)}"
        let accepted = try RawHTTP.send(
            port: session.port, method: "POST", path: "/api/accept",
            headers: ["X-Alertsnap-Token": "test-token", "Content-Type": "application/json"], body: Array(body.utf8))
        #expect(accepted.status == 200, "\(accepted.text)")
        let report = try p.check(record: .never)
        #expect(report.exitCode == 0, "\(report.results.map(\.message))")
    }

    @Test func reportReviewComparesWithTheProjectGoldens() throws {
        let p = try ConfiguredProject()
        try p.write(title: "Sign out now?")
        var options = CheckOptions(inputs: [p.dir.path], record: .never, jobs: 2)
        options.reportDirectory = p.dir.appendingPathComponent("report").path
        let checked = try CheckRun.run(options, renderer: try AlertRenderer())
        #expect(checked.results.map(\.status) == [.differs])
        // The report names the spec file; served from it, the snapshot is compared with the same golden.
        let session = try p.serve([], report: options.reportDirectory)
        defer { session.stop() }
        let s = try #require(try ConfiguredProject.snapshots(session).first)
        #expect((s["review"] as? [String: Any])?["status"] as? String == "differs", "\(s)")
        #expect((s["golden"] as? String)?.hasSuffix("goldens/sign-out.png") == true, "\(s)")
    }

    @Test func cardShowsACroppedSnapshotAsItIs() throws {
        // The spec crops itself: no config needed for the card to be the golden's image. On this
        // short canvas the crop's top lies within the cropped image's height, so cropping it again
        // by the dialog's screen rectangle would cut the dialog's top off.
        let p = try ConfiguredProject(config: "{}", specCrop: "alert")
        let session = try p.serve([p.dir.path])
        defer { session.stop() }
        let s = try #require(try ConfiguredProject.snapshots(session).first)
        let card = try RawHTTP.send(port: session.port, path: "/api/snapshots/\(s["id"]!)/image.png")
        #expect(card.status == 200)
        let golden = try PNGFile.readFile(p.dir.appendingPathComponent("dialogs/__snapshots__/sign-out.png").path)
        #expect(ConfiguredProject.size(card.body) == ConfiguredProject.size(golden))
        #expect(ConfiguredProject.size(golden)[1] < 300)
    }

    @Test func aSavedBaseOrAJSONFileTheGlobsLeaveOutIsNoNewSpec() throws {
        let p = try ConfiguredProject(config: #"{"crop": "alert", "golden": "goldens", "specs": ["dialogs/*.json"]}"#)
        let base = p.dir.appendingPathComponent("dialogs/base.json")
        let tokens = p.dir.appendingPathComponent("design/tokens.json")
        try FileManager.default.createDirectory(
            at: tokens.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"alert": {"message": "From the base."}}"#.utf8).write(to: base)
        try Data(#"{"alert": {"title": "Not a spec here"}}"#.utf8).write(to: tokens)
        try Data(
            #"{"extends": "base.json", "ios": 18, "canvas": {"width": 300, "height": 300, "scale": 1}, "alert": {"title": "Sign out?"}}"#
                .utf8
        ).write(to: URL(fileURLWithPath: p.spec))
        let session = try p.serve([p.dir.path])
        defer { session.stop() }
        #expect(try ConfiguredProject.snapshots(session).map { $0["name"] as? String } == ["sign-out"])
        // Saved as an editor saves them: the base (the spec's input) and a file outside the globs
        // are no new specs; a new spec file in the globs is one.
        try Data(#"{"alert": {"message": "From the base, edited."}}"#.utf8).write(to: base)
        try Data(#"{"alert": {"title": "Still not a spec here"}}"#.utf8).write(to: tokens)
        usleep(300_000)
        try Data(#"{"ios": 18, "alert": {"title": "New"}}"#.utf8).write(to: p.dir.appendingPathComponent("dialogs/new.json"))
        var names: [String] = []
        let deadline = Date().addingTimeInterval(20)
        repeat {
            usleep(50_000)
            names = try ConfiguredProject.snapshots(session).compactMap { $0["name"] as? String }.sorted()
        } while !names.contains("new") && Date() < deadline
        #expect(names == ["new", "sign-out"])
    }
}
